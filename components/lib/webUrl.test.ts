import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES } from './hostileUrls';
import { parseWebUrl } from './webUrl';

describe('web addresses (one rule for the UTM builder, the signature and the QR code)', () => {
  it.each([
    ['exemple.fr', 'https://exemple.fr/', true],
    ['www.exemple.fr/page?x=1#top', 'https://www.exemple.fr/page?x=1#top', true],
    ['//exemple.fr/a', 'https://exemple.fr/a', true],
    ['http://localhost:3000/promo', 'http://localhost:3000/promo', false],
    ['localhost:3000', 'https://localhost:3000/', true],
    ['exemple.fr:8080/page', 'https://exemple.fr:8080/page', true],
    ['https://café.fr/menu', 'https://xn--caf-dma.fr/menu', false],
    ['https://192.168.1.10/test', 'https://192.168.1.10/test', false],
    ['https://[::1]:8080/', 'https://[::1]:8080/', false],
    ['exemple.fr/ma page', 'https://exemple.fr/ma%20page', true],
    ['  https://exemple.fr  ', 'https://exemple.fr/', false],
    ['\u00a0https://exemple.fr\u202f', 'https://exemple.fr/', false],
    ['HTTPS://EXEMPLE.FR', 'https://exemple.fr/', false],
    ['https://sous.domaine.exemple.co.uk/', 'https://sous.domaine.exemple.co.uk/', false],
    ['https://exemple.fr./', 'https://exemple.fr./', false],
    ['htt\tps://exemple.fr', 'https://exemple.fr/', false],
    ['https://exemple.fr/a\u200bb', 'https://exemple.fr/ab', false],
    ['exemple.fr/l’été', 'https://exemple.fr/l%E2%80%99%C3%A9t%C3%A9', true],
  ])('accepts %j as %s (WHATWG URL)', (raw, href, schemeAdded) => {
    const parsed = parseWebUrl(raw);
    expect(parsed).toMatchObject({ ok: true, schemeAdded });
    if (parsed.ok) expect(parsed.url.href).toBe(href);
  });

  it.each(HOSTILE_ADDRESSES)('refuses %j', (raw) => {
    expect(parseWebUrl(raw).ok).toBe(false);
  });

  it.each([
    ['javascript:alert(3)', 'javascript'],
    ['JAVASCRIPT:alert(3)', 'javascript'],
    ['\u0000 \tjava\tscript:alert(3)', 'javascript'],
    ['data:text/html,<script>alert(3)</script>', 'data'],
    ['vbscript:msgbox(3)', 'vbscript'],
    ['file:///etc/passwd', 'file'],
    ['blob:https://exemple.fr/x', 'blob'],
    ['mailto:a@b.fr', 'mailto'],
    ['javascript:0', 'javascript'],
    ['data:80/x', 'data'],
  ])('names the refused scheme of %j', (raw, scheme) => {
    expect(parseWebUrl(raw)).toEqual({ ok: false, reason: 'scheme', scheme });
  });

  it('says nothing of an empty field or spaces, and never throws on what is not a text', () => {
    for (const raw of ['', '   ', '\u00a0\t\n', '\u200b', undefined, null, 42]) expect(parseWebUrl(raw)).toEqual({ ok: false, reason: 'empty' });
  });

  it('never accepts an address of another scheme than http(s), whatever is typed (property)', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0', '\u200b', '\u202e', '\ufeff', '/', ':', '\\', '@', '#', '%', '&#58;');
    const scheme = fc.constantFrom('javascript', 'JavaScript', 'data', 'vbscript', 'file', 'blob', 'about', 'http', 'https', 'ftp', 'x');
    const hostile = fc
      .tuple(fc.array(noise, { maxLength: 3 }), scheme, fc.array(noise, { maxLength: 2 }), fc.array(noise, { maxLength: 3 }), fc.string({ maxLength: 20 }))
      .map(([before, name, inside, after, rest]) => `${before.join('')}${name.slice(0, 2)}${inside.join('')}${name.slice(2)}:${after.join('')}${rest}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), hostile, fc.webUrl()), (raw) => {
        const parsed = parseWebUrl(raw);
        if (!parsed.ok) return;
        expect(parsed.url.protocol).toMatch(/^https?:$/);
        expect(parsed.url.href).toMatch(/^https?:\/\/[^\s"<>`]+$/);
        expect(parsed.url.username + parsed.url.password).toBe('');
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the addresses people type (fast-check web URLs with a real domain)', () => {
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (domain, path) => {
        const parsed = parseWebUrl(`${domain}${path}`);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(new URL(parsed.url.href).hostname).toBe(new URL(`https://${domain}`).hostname);
      }),
    );
  });
});
