/**
 * What a QR code holds: the text built from the fields of each content type, escaped by the standard that
 * phones read (RFC 6068 mailto, RFC 3966 tel, RFC 5724 sms, the ZXing « WIFI: » string, vCard 3.0 of
 * RFC 2426). Pure functions: no React, no DOM.
 *
 * A builder returns '' when a field the format cannot do without is missing (the address of an e-mail, the
 * number of an SMS, the network name of a Wi-Fi code...): SPEC.md blocks generation only on an empty built
 * string, and a Wi-Fi code without a network name is as useless as an empty one.
 */

import { parseWebUrl } from '../lib/webUrl';
import { CONTENT_TYPE_LABELS, type ContentType, type QrFields, type WifiSecurity } from './fields';

/** Spaces of every kind (no-break, narrow no-break, tab) count as spaces (DECISIONS.md). */
const trim = (value: string) => value.replace(/^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g, '');

/** Line breaks of any origin (Windows, old Mac) as `\n`. */
const unixLines = (value: string) => value.replace(/\r\n?/g, '\n');

// ---------------------------------------------------------------------------------------------- URL

/** Why a web address stays out of a code: not one. */
export const URL_INVALID = 'Adresse de site invalide (ex.\u00a0: www.exemple.fr)\u00a0: aucun QR code n’est créé.';
/** Said after URL_INVALID in the field of the URL type. */
export const TEXT_TYPE_ADVICE = 'Pour un texte libre, choisissez le type «\u00a0Texte\u00a0».';

/** The schemes this tool writes for its other content types: an address given with one is in the wrong type. */
const OTHER_TYPES: Readonly<Record<string, ContentType>> = { mailto: 'email', tel: 'phone', sms: 'sms', wifi: 'wifi' };
export const OTHER_TYPE_SCHEMES: ReadonlySet<string> = new Set(Object.keys(OTHER_TYPES));

/**
 * Why a web address stays out of a code: its scheme (at most 20 characters of it are shown: it comes from outside).
 * In the field of the URL type, the scheme of another content type says which type to choose.
 */
export function urlSchemeRefused(scheme: string, urlType = false): string {
  const shown = scheme.length > 20 ? `${scheme.slice(0, 20)}…` : scheme;
  const type = urlType && Object.hasOwn(OTHER_TYPES, scheme) ? OTHER_TYPES[scheme]! : null;
  return `Seules les adresses de site en http:// ou https:// sont acceptées («\u00a0${shown}:\u00a0» est refusé)\u00a0: aucun QR code n’est créé.${type ? ` Choisissez plutôt le type «\u00a0${CONTENT_TYPE_LABELS[type]}\u00a0».` : ''}`;
}

/**
 * A web address for a code, by the product's one rule (components/lib/webUrl.ts): `http:` or `https:` only, with a real
 * host, `https://` added to a bare domain (phone cameras open only full web addresses and treat the rest as text to
 * search for); any other scheme, `javascript:` and `data:` first, is refused. The code holds the address as typed
 * (accents kept, as phones show them), with spaces written %20 so that readers take it whole.
 */
export function checkUrl(input: string): { ok: true; address: string } | { ok: false; reason: 'empty' | 'invalid' } | { ok: false; reason: 'scheme'; scheme: string } {
  const parsed = parseWebUrl(input);
  return parsed.ok ? { ok: true, address: parsed.address.replace(/ /g, '%20') } : parsed;
}

/** Why the address typed stays out of the code, or null (accepted, or nothing typed); `urlType` for the URL type's field. */
function urlError(input: string, urlType: boolean): string | null {
  const checked = checkUrl(input);
  if (checked.ok || checked.reason === 'empty') return null;
  if (checked.reason === 'scheme') return urlSchemeRefused(checked.scheme, urlType);
  return urlType ? `${URL_INVALID} ${TEXT_TYPE_ADVICE}` : URL_INVALID;
}

/** The text a code of type URL holds: the checked address, or '' when there is none or it is refused. */
export function normaliseUrl(input: string): string {
  const checked = checkUrl(input);
  return checked.ok ? checked.address : '';
}

// ---------------------------------------------------------------------------------------------- e-mail

/** RFC 6068: line breaks in a mailto body are CRLF, percent-encoded as %0D%0A. */
const encodeMailtoText = (value: string) => encodeURIComponent(unixLines(value).replace(/\n/g, '\r\n'));

export function buildEmail(address: string, subject: string, body: string): string {
  const to = trim(address);
  if (!to) return '';
  // The address stays readable (`@`, `+` kept); anything that would end it early (`?`, `&`, `#`, spaces) is encoded.
  const encodedTo = encodeURIComponent(to).replace(/%40/g, '@').replace(/%2B/g, '+');
  const params = [
    trim(subject) ? `subject=${encodeMailtoText(trim(subject))}` : '',
    trim(body) ? `body=${encodeMailtoText(trim(body))}` : '',
  ].filter(Boolean);
  return `mailto:${encodedTo}${params.length ? `?${params.join('&')}` : ''}`;
}

// ---------------------------------------------------------------------------------------------- phone

/**
 * A number as phones dial it: digits and a leading `+` only. Spaces, dots, dashes and brackets are
 * typing aids (RFC 3966 calls them visual separators); `00` before a country code becomes `+`; the French
 * habit `+33 (0)6...` loses its `(0)`. Returns '' when no digit is left.
 */
export function normalisePhone(input: string): string {
  const value = trim(input).replace(/\(0\)/g, '');
  const plus = value.startsWith('+');
  const doubleZero = !plus && /^00\d/.test(value.replace(/[^\d+]/g, ''));
  const all = value.replace(/\D/g, '');
  const digits = doubleZero ? all.slice(2) : all;
  if (!digits) return '';
  return plus || doubleZero ? `+${digits}` : digits;
}

export function buildPhone(number: string): string {
  const phone = normalisePhone(number);
  return phone ? `tel:${phone}` : '';
}

// ---------------------------------------------------------------------------------------------- SMS

/**
 * RFC 5724 form `sms:+33612345678?body=...`: the standard URI, read by the camera apps of iOS and Android
 * and by ZXing-based readers; the body is percent-encoded (line breaks as %0A, as phones write them).
 */
export function buildSms(number: string, body: string): string {
  const phone = normalisePhone(number);
  if (!phone) return '';
  const text = trim(body);
  return `sms:${phone}${text ? `?body=${encodeURIComponent(unixLines(text))}` : ''}`;
}

// ---------------------------------------------------------------------------------------------- Wi-Fi

/** The ZXing Wi-Fi format escapes `\ ; , : "` with a backslash in the network name and the password. */
export function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

/**
 * `WIFI:T:WPA;S:<name>;P:<password>;H:true;;`. The network name and password are kept as typed (spaces
 * are part of them), only escaped. An open network has no P field (`WIFI:T:nopass;S:Café;;`); `H:true`
 * only for a hidden network.
 */
export function buildWifi(ssid: string, password: string, security: WifiSecurity, hidden: boolean): string {
  if (!trim(ssid)) return '';
  const needsPassword = security !== 'nopass';
  if (needsPassword && password === '') return '';
  return [
    `WIFI:T:${security};`,
    `S:${escapeWifi(ssid)};`,
    needsPassword ? `P:${escapeWifi(password)};` : '',
    hidden ? 'H:true;' : '',
    ';',
  ].join('');
}

// ---------------------------------------------------------------------------------------------- vCard

/** RFC 2426 section 4 (and RFC 6350 3.4): `\`, `,`, `;` are escaped and a line break is written `\n`. */
export function escapeVcard(value: string): string {
  return unixLines(value)
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\n/g, '\\n');
}

/** Family-name particles that belong to the family name when they precede it: `Charles de Gaulle`. */
const PARTICLES = new Set(['de', 'du', 'des', 'd’', 'le', 'la', 'les', 'van', 'von', 'der', 'den', 'da', 'di', 'del', 'della', 'dos', 'das', 'ter', 'ten', 'y']);

/** A word written in capitals, as French forms write the family name first: `DUPONT`, `LE GALL`. */
const isCapitalised = (word: string) => /\p{L}{2,}/u.test(word) && word === word.toLocaleUpperCase('fr-FR') && word !== word.toLocaleLowerCase('fr-FR');

/**
 * The structured name N (family;given) from the full name. Rules, in order:
 * - words in capitals at the start, followed by other words, are the family name: `DUPONT Jean` → Dupont's;
 * - otherwise the last word is the family name, with the particles just before it: `Marie de La Tour`;
 * - a single word is the family name.
 */
export function splitName(fullName: string): { family: string; given: string } {
  const words = trim(fullName).split(/[\s\u00a0\u202f]+/).filter(Boolean);
  if (words.length === 0) return { family: '', given: '' };
  if (words.length === 1) return { family: words[0]!, given: '' };
  let capitals = 0;
  while (capitals < words.length && isCapitalised(words[capitals]!)) capitals++;
  if (capitals > 0 && capitals < words.length) {
    return { family: words.slice(0, capitals).join(' '), given: words.slice(capitals).join(' ') };
  }
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLocaleLowerCase('fr-FR'))) start--;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}

export interface VcardFields {
  name: string;
  org: string;
  phone: string;
  email: string;
  url: string;
}

/**
 * vCard 3.0 with CRLF line ends: N, FN (required by the format, so the card needs a name), then ORG, TEL,
 * EMAIL and URL when filled (the URL checked like a code of type URL: a refused one is never written). Lines are not folded at 75 octets: folding is optional for readers to undo,
 * and some QR readers do not.
 */
export function buildVcard({ name, org, phone, email, url }: VcardFields): string {
  const fullName = trim(name).replace(/[\s\u00a0\u202f]+/g, ' ');
  if (!fullName) return '';
  const { family, given } = splitName(fullName);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcard(family)};${escapeVcard(given)};;;`,
    `FN:${escapeVcard(fullName)}`,
    trim(org) && `ORG:${escapeVcard(trim(org))}`,
    trim(phone) && `TEL;TYPE=CELL:${escapeVcard(trim(phone))}`,
    trim(email) && `EMAIL;TYPE=INTERNET:${escapeVcard(trim(email))}`,
    normaliseUrl(url) && `URL:${escapeVcard(normaliseUrl(url))}`,
    'END:VCARD',
  ].filter(Boolean);
  return lines.join('\r\n');
}

// ---------------------------------------------------------------------------------------------- all

/** The text the QR code of `type` holds; '' when there is nothing to encode or a field is refused (fieldErrors). */
export function buildPayload(type: ContentType, fields: QrFields): string {
  if (Object.keys(fieldErrors(type, fields)).length > 0) return '';
  switch (type) {
    case 'url':
      return normaliseUrl(fields.url);
    case 'text':
      return trim(fields.text) ? unixLines(trim(fields.text)) : '';
    case 'email':
      return buildEmail(fields.emailAddress, fields.emailSubject, fields.emailBody);
    case 'phone':
      return buildPhone(fields.phone);
    case 'sms':
      return buildSms(fields.smsNumber, fields.smsBody);
    case 'wifi':
      return buildWifi(fields.wifiSsid, fields.wifiPassword, fields.wifiSecurity, fields.wifiHidden);
    case 'vcard':
      return buildVcard({
        name: fields.vcardName,
        org: fields.vcardOrg,
        phone: fields.vcardPhone,
        email: fields.vcardEmail,
        url: fields.vcardUrl,
      });
  }
}

/** The fields of a content type the user must fill, by key (SPEC.md section 3 required marks). */
export function missingFields(type: ContentType, fields: QrFields): (keyof QrFields)[] {
  const empty = (key: keyof QrFields) => !trim(String(fields[key]));
  switch (type) {
    case 'url':
      return empty('url') ? ['url'] : [];
    case 'text':
      return empty('text') ? ['text'] : [];
    case 'email':
      return empty('emailAddress') ? ['emailAddress'] : [];
    case 'phone':
      return normalisePhone(fields.phone) ? [] : ['phone'];
    case 'sms':
      return normalisePhone(fields.smsNumber) ? [] : ['smsNumber'];
    case 'wifi':
      return [
        ...(empty('wifiSsid') ? (['wifiSsid'] as const) : []),
        ...(fields.wifiSecurity !== 'nopass' && fields.wifiPassword === '' ? (['wifiPassword'] as const) : []),
      ];
    case 'vcard':
      return empty('vcardName') ? ['vcardName'] : [];
  }
}

/** The fields whose value keeps the code from being made, with why in French: a web address refused. */
export function fieldErrors(type: ContentType, fields: QrFields): Partial<Record<keyof QrFields, string>> {
  const error = type === 'url' ? urlError(fields.url, true) : type === 'vcard' ? urlError(fields.vcardUrl, false) : null;
  if (!error) return {};
  return type === 'url' ? { url: error } : { vcardUrl: error };
}

/** Gentle hints about fields that are filled but look wrong; they never block the code. */
export function fieldWarnings(type: ContentType, fields: QrFields): Partial<Record<keyof QrFields, string>> {
  const out: Partial<Record<keyof QrFields, string>> = {};
  const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trim(value));
  if (type === 'email' && trim(fields.emailAddress) && !looksLikeEmail(fields.emailAddress)) {
    out.emailAddress = 'Cette adresse ne ressemble pas à une adresse e-mail (nom@domaine.fr).';
  }
  if (type === 'vcard' && trim(fields.vcardEmail) && !looksLikeEmail(fields.vcardEmail)) {
    out.vcardEmail = 'Cette adresse ne ressemble pas à une adresse e-mail (nom@domaine.fr).';
  }
  if (type === 'phone' && trim(fields.phone) && !normalisePhone(fields.phone)) {
    out.phone = 'Aucun chiffre dans ce numéro.';
  }
  if (type === 'sms' && trim(fields.smsNumber) && !normalisePhone(fields.smsNumber)) {
    out.smsNumber = 'Aucun chiffre dans ce numéro.';
  }
  return out;
}
