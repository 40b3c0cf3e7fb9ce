import { cleanLine } from './text';

/**
 * The one rule for a web address typed by a user (UTM builder, e-mail signature links and photo, QR code of a site or
 * a vCard): `http:` and `https:` only, with a real host. Pure: no React, no DOM.
 *
 * - What the WHATWG URL parser ignores is removed first (tabs and line breaks anywhere), and so is what nobody sees
 *   (controls, bidirectional marks, zero-width characters: cleanLine), so that `java\tscript:` or a control character
 *   before `javascript:` is read for the scheme it is, as a browser would read it.
 * - Any scheme but `http:` and `https:` is refused (`javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, `mailto:`…);
 *   `localhost:3000` and `exemple.fr:8080/page` are a host and port, not a scheme. `http:` and `https:` must be
 *   followed by `//` (`https:exemple.fr` is a typo, not an address).
 * - Without a scheme, `https://` is added: `exemple.fr/page`, `//exemple.fr/page` (phones and mail clients open only
 *   full addresses); other leading slashes and backslashes are refused.
 * - The host is a real one: a dotted domain name whose last label is letters (or an `xn--` one), `localhost`, an IPv4
 *   written whole (`0x7f.1` and `0` are not, though browsers read them as 127.0.0.1 and 0.0.0.0) or a bracketed IPv6
 *   address. An address with a user name or password (`https://banque.fr@autre.fr`) is refused:
 *   it shows one host and opens another.
 *
 * An accepted address literally starts with `http://` or `https://`, so that no reader can take it for another
 * scheme; `url.href` is its WHATWG serialisation (lowercase host, punycode, spaces and quotes percent-encoded).
 */
export type WebUrl =
  /**
   * `url` is what browsers open; `address` the text it was read from: as typed, without what the parser ignores, with
   * the scheme added when there was none.
   */
  | { readonly ok: true; readonly url: URL; readonly address: string; readonly schemeAdded: boolean }
  | { readonly ok: false; readonly reason: 'empty' | 'invalid' }
  /** `scheme` is the refused scheme, lowercased (`javascript`). */
  | { readonly ok: false; readonly reason: 'scheme'; readonly scheme: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `localhost:3000`, `exemple.fr:8080/page`: a host and port, not a scheme. */
const HOST_AND_PORT = /^[^/?#:@\s]+:\d+(?:[/?#]|$)/;
const DOMAIN = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})\.?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** `typed` is the address as given to the parser, which may have rewritten its host. */
function isRealHost(hostname: string, typed: string): boolean {
  if (hostname === 'localhost') return true;
  if (hostname.startsWith('[') && hostname.endsWith(']')) return true; // IPv6, validated by the URL parser
  if (IPV4.test(hostname)) return typed.toLowerCase().includes(hostname); // written whole (`0x7f.1` or `0` are not)
  return hostname.length <= 253 && DOMAIN.test(hostname);
}

/** An address as the parser reads it: without tabs and line breaks (as the WHATWG parser), invisible characters or outer spaces. */
export function cleanAddress(raw: unknown): string {
  return cleanLine(typeof raw === 'string' ? raw.replace(/[\t\n\r]/g, '') : '');
}

/** Reads a web address as typed. Never throws. */
export function parseWebUrl(raw: unknown): WebUrl {
  const text = cleanAddress(raw);
  if (text === '') return { ok: false, reason: 'empty' };

  let candidate: string;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // `javascript:0` reads like `localhost:3000`: tried as a host and port, it is refused for its scheme if it is not one.
  const hostAndPort = scheme !== undefined && HOST_AND_PORT.test(text);
  const refused: WebUrl = hostAndPort ? { ok: false, reason: 'scheme', scheme } : { ok: false, reason: 'invalid' };
  if (scheme !== undefined && !hostAndPort) {
    if (scheme !== 'http' && scheme !== 'https') return { ok: false, reason: 'scheme', scheme };
    if (!/^https?:\/\//i.test(text)) return refused;
    candidate = text;
  } else if (text.startsWith('/') || text.startsWith('\\')) {
    // `//exemple.fr` only: `///exemple.fr` or `\\serveur\partage` (a file share) are not web addresses, whatever a
    // browser would make of them.
    if (!/^\/\/[^/\\]/.test(text)) return refused;
    candidate = `https:${text}`;
  } else candidate = `https://${text}`;

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return refused;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused;
  if (url.username || url.password || !isRealHost(url.hostname, candidate)) return refused;
  return { ok: true, url, address: candidate, schemeAdded: candidate !== text };
}
