import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildEmail,
  buildPayload,
  buildPhone,
  buildSms,
  buildVcard,
  buildWifi,
  escapeVcard,
  escapeWifi,
  fieldErrors,
  fieldWarnings,
  missingFields,
  normalisePhone,
  normaliseUrl,
  splitName,
  URL_INVALID,
} from './payload';
import { HOSTILE_ADDRESSES } from '../lib/hostileUrls';
import { CONTENT_TYPES, EMPTY_FIELDS, hasInput, type ContentType, type QrFields } from './fields';

const fields = (over: Partial<QrFields>): QrFields => ({ ...EMPTY_FIELDS, ...over });
/** A field's error, its no-break spaces as plain ones. */
const errorOf = (type: ContentType, filled: QrFields, key: keyof QrFields) => fieldErrors(type, filled)[key]?.replace(/\u00a0/g, ' ');

describe('URL', () => {
  it.each([
    ['https://outilo.fr/qr-code/', 'https://outilo.fr/qr-code/'],
    ['  http://exemple.com/a?b=c#d  ', 'http://exemple.com/a?b=c#d'],
    ['outilo.fr', 'https://outilo.fr'],
    ['www.boulangerie-dupont.fr/menu?jour=lundi', 'https://www.boulangerie-dupont.fr/menu?jour=lundi'],
    ['www.site.fr:8080/x', 'https://www.site.fr:8080/x'],
    ['//outilo.fr/qr', 'https://outilo.fr/qr'],
    ['HTTPS://EXEMPLE.FR', 'HTTPS://EXEMPLE.FR'],
    ['https://fr.wikipedia.org/wiki/Crème_brûlée', 'https://fr.wikipedia.org/wiki/Crème_brûlée'],
    ['exemple.fr/ma carte.pdf', 'https://exemple.fr/ma%20carte.pdf'],
    ['\u200bhttps://exemple.fr/\u202e', 'https://exemple.fr/'],
    ['', ''],
    ['\u00a0 \t', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseUrl(input)).toBe(expected);
    expect(buildPayload('url', fields({ url: input }))).toBe(expected);
    expect(fieldErrors('url', fields({ url: input }))).toEqual({});
  });

  it.each(HOSTILE_ADDRESSES)('refuses %j with a French message next to the field, and encodes nothing', (input) => {
    expect(buildPayload('url', fields({ url: input }))).toBe('');
    expect(errorOf('url', fields({ url: input }), 'url')).toMatch(/^(Seules les adresses de site en http:\/\/ ou https:\/\/ sont acceptées|Adresse de site invalide)/);
  });

  it('names the refused scheme, and the type that fits when it is one of the tool’s', () => {
    expect(errorOf('url', fields({ url: 'javascript:alert(3)' }), 'url')).toBe('Seules les adresses de site en http:// ou https:// sont acceptées (« javascript: » est refusé) : aucun QR code n’est créé.');
    expect(errorOf('url', fields({ url: ' \tDATA:text/html,<script>alert(3)</script>' }), 'url')).toContain('(« data: » est refusé)');
    expect(errorOf('url', fields({ url: 'mailto:a@b.fr' }), 'url')).toMatch(/« mailto: » est refusé\) : aucun QR code n’est créé\. Choisissez plutôt le type « E-mail »\.$/);
    expect(errorOf('url', fields({ url: 'WIFI:T:WPA;S:x;P:y;;' }), 'url')).toMatch(/Choisissez plutôt le type « Wi-Fi »\.$/);
    expect(errorOf('url', fields({ url: `${'a'.repeat(40)}:x` }), 'url')).toContain(`(« ${'a'.repeat(20)}…: » est refusé)`);
    expect(errorOf('url', fields({ url: 'bonjour' }), 'url')).toBe('Adresse de site invalide (ex. : www.exemple.fr) : aucun QR code n’est créé. Pour un texte libre, choisissez le type « Texte ».');
    // The URL field only: the same address in a text code is a text.
    expect(fieldErrors('text', fields({ url: 'javascript:alert(3)', text: 'javascript:alert(3)' }))).toEqual({});
  });

  it('never encodes an address of another scheme than http(s), whatever is typed (property)', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u00a0', '\u200b', '\ufeff', '/', ':', '\\');
    const hostile = fc
      .tuple(fc.array(noise, { maxLength: 3 }), fc.constantFrom('javascript', 'JAVASCRIPT', 'data', 'vbscript', 'file', 'blob', 'https', 'mailto'), fc.array(noise, { maxLength: 2 }), fc.string({ maxLength: 20 }))
      .map(([before, scheme, inside, rest]) => `${before.join('')}${scheme.slice(0, 3)}${inside.join('')}${scheme.slice(3)}:${rest}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), hostile, fc.webUrl()), (typed) => {
        for (const payload of [buildPayload('url', fields({ url: typed })), buildPayload('vcard', fields({ vcardName: 'Jean Dupont', vcardUrl: typed }))]) {
          if (!payload) continue;
          const url = payload.startsWith('BEGIN:VCARD') ? /\r\nURL:([^\r]*)\r\n/.exec(payload)?.[1]?.replace(/\\(.)/g, '$1') : payload;
          if (url === undefined) continue;
          expect(url).toMatch(/^https?:\/\/[^\s]/i);
          expect(new URL(url).protocol).toMatch(/^https?:$/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('vCard website', () => {
  it('takes the URL type’s rule: https:// added, a refused address said next to its field and never in a card', () => {
    expect(buildPayload('vcard', fields({ vcardName: 'Jean Dupont', vcardUrl: 'outilo.fr' }))).toContain('\r\nURL:https://outilo.fr\r\n');
    expect(buildPayload('vcard', fields({ vcardName: 'Jean Dupont', vcardUrl: 'javascript:alert(3)' }))).toBe('');
    expect(errorOf('vcard', fields({ vcardName: 'Jean Dupont', vcardUrl: 'javascript:alert(3)' }), 'vcardUrl')).toBe('Seules les adresses de site en http:// ou https:// sont acceptées (« javascript: » est refusé) : aucun QR code n’est créé.');
    expect(errorOf('vcard', fields({ vcardName: 'Jean Dupont', vcardUrl: 'bonjour' }), 'vcardUrl')).toBe(URL_INVALID.replace(/\u00a0/g, ' '));
    expect(buildVcard({ name: 'Jean Dupont', org: '', phone: '', email: '', url: 'data:text/html,x' })).not.toContain('URL:');
  });
});

describe('text', () => {
  it('keeps the text, accents, emoji and line breaks, trimmed, with Unix line ends', () => {
    expect(buildPayload('text', fields({ text: '  Crème brûlée 🍮\r\nÀ emporter\rou sur place  ' }))).toBe('Crème brûlée 🍮\nÀ emporter\nou sur place');
    expect(buildPayload('text', fields({ text: ' \n\t\u00a0' }))).toBe('');
  });
});

describe('e-mail (RFC 6068)', () => {
  it('encodes subject and body, CRLF line breaks as %0D%0A, and omits empty parts', () => {
    expect(buildEmail('contact@outilo.fr', '', '')).toBe('mailto:contact@outilo.fr');
    expect(buildEmail(' contact@outilo.fr ', 'Devis été 2026', '')).toBe('mailto:contact@outilo.fr?subject=Devis%20%C3%A9t%C3%A9%202026');
    expect(buildEmail('contact@outilo.fr', '', 'Bonjour,\nJe voudrais un devis & un RDV ? 100 % 🙂')).toBe(
      'mailto:contact@outilo.fr?body=Bonjour%2C%0D%0AJe%20voudrais%20un%20devis%20%26%20un%20RDV%20%3F%20100%20%25%20%F0%9F%99%82',
    );
    expect(buildEmail('a+promo@b.fr', 'a=b&c', 'x\r\ny')).toBe('mailto:a+promo@b.fr?subject=a%3Db%26c&body=x%0D%0Ay');
    expect(buildEmail('', 'Sujet', 'Message')).toBe('');
    expect(buildEmail('   ', 'Sujet', 'Message')).toBe('');
  });

  it('decodes back to what was typed', () => {
    const subject = 'Réservation : table pour 4 ; « terrasse »';
    const body = 'Ligne 1\nLigne 2 & #3 ?';
    const url = new URL(buildEmail('resa@bistrot.fr', subject, body));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('resa@bistrot.fr');
    expect(url.searchParams.get('subject')).toBe(subject);
    expect(url.searchParams.get('body')).toBe(body.replace(/\n/g, '\r\n'));
  });

  it('encodes what would end the address early', () => {
    expect(buildEmail('a b?c#d@e.fr', '', '')).toBe('mailto:a%20b%3Fc%23d@e.fr');
  });
});

describe('phone (RFC 3966)', () => {
  it.each([
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33 (0)6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['(555) 123-4567', '5551234567'],
    ['3615', '3615'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
    expect(buildPhone(input)).toBe(expected ? `tel:${expected}` : '');
  });
});

describe('SMS (RFC 5724)', () => {
  it('puts the number and an encoded body', () => {
    expect(buildSms('06 12 34 56 78', '')).toBe('sms:0612345678');
    expect(buildSms('+33 6 12 34 56 78', 'Réservé ! Code : 42 & plus\r\nMerci 🎉')).toBe(
      'sms:+33612345678?body=R%C3%A9serv%C3%A9%20!%20Code%20%3A%2042%20%26%20plus%0AMerci%20%F0%9F%8E%89',
    );
    expect(buildSms('', 'Bonjour')).toBe('');
    expect(buildSms('pas de chiffre', 'Bonjour')).toBe('');
  });
});

describe('Wi-Fi (ZXing « WIFI: » format)', () => {
  it('escapes \\ ; , : " with a backslash', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(escapeWifi('Café Crème 🍮')).toBe('Café Crème 🍮');
  });

  it('builds WPA, WEP, open and hidden networks', () => {
    expect(buildWifi('Maison', 'motdepasse', 'WPA', false)).toBe('WIFI:T:WPA;S:Maison;P:motdepasse;;');
    expect(buildWifi('Bureau', '12345', 'WEP', false)).toBe('WIFI:T:WEP;S:Bureau;P:12345;;');
    expect(buildWifi('Café', '', 'nopass', false)).toBe('WIFI:T:nopass;S:Café;;');
    expect(buildWifi('Café', 'ignoré', 'nopass', false)).toBe('WIFI:T:nopass;S:Café;;');
    expect(buildWifi('Caché', 'secret', 'WPA', true)).toBe('WIFI:T:WPA;S:Caché;P:secret;H:true;;');
    expect(buildWifi('Le Bistrot; 2e étage', 'p@ss:w,rd;"\\', 'WPA', false)).toBe('WIFI:T:WPA;S:Le Bistrot\\; 2e étage;P:p@ss\\:w\\,rd\\;\\"\\\\;;');
  });

  it('keeps the spaces of a name or password, and needs a name and (unless open) a password', () => {
    expect(buildWifi(' Box 5G ', ' pass ', 'WPA', false)).toBe('WIFI:T:WPA;S: Box 5G ;P: pass ;;');
    expect(buildWifi('', 'secret', 'WPA', false)).toBe('');
    expect(buildWifi('  ', 'secret', 'WPA', false)).toBe('');
    expect(buildWifi('Maison', '', 'WPA', false)).toBe('');
    expect(buildWifi('Maison', '', 'WEP', false)).toBe('');
  });
});

describe('vCard 3.0 (RFC 2426)', () => {
  it('escapes backslash, comma, semicolon and line breaks', () => {
    expect(escapeVcard('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  it.each([
    ['Jean Dupont', { family: 'Dupont', given: 'Jean' }],
    ['Jean-Pierre Dupont', { family: 'Dupont', given: 'Jean-Pierre' }],
    ['Marie Claire Dubois', { family: 'Dubois', given: 'Marie Claire' }],
    ['DUPONT Jean', { family: 'DUPONT', given: 'Jean' }],
    ['LE GALL Anne-Sophie', { family: 'LE GALL', given: 'Anne-Sophie' }],
    ['Charles de Gaulle', { family: 'de Gaulle', given: 'Charles' }],
    ['Marie de La Tour', { family: 'de La Tour', given: 'Marie' }],
    ['Vincent van Gogh', { family: 'van Gogh', given: 'Vincent' }],
    ['Madonna', { family: 'Madonna', given: '' }],
    ['Élodie Lefèvre', { family: 'Lefèvre', given: 'Élodie' }],
    ['JEAN', { family: 'JEAN', given: '' }],
    ['', { family: '', given: '' }],
  ])('splits %j', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });

  it('builds N, FN, ORG, TEL, EMAIL and URL with CRLF line ends, leaving out empty fields', () => {
    expect(buildVcard({ name: 'Élodie Lefèvre', org: 'Boulangerie Lefèvre & Fils', phone: '+33 6 12 34 56 78', email: 'elodie@lefevre.fr', url: 'https://lefevre.fr' })).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lefèvre;Élodie;;;',
        'FN:Élodie Lefèvre',
        'ORG:Boulangerie Lefèvre & Fils',
        'TEL;TYPE=CELL:+33 6 12 34 56 78',
        'EMAIL;TYPE=INTERNET:elodie@lefevre.fr',
        'URL:https://lefevre.fr',
        'END:VCARD',
      ].join('\r\n'),
    );
    expect(buildVcard({ name: '  Jean   Dupont ', org: ' ', phone: '', email: '', url: '' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Dupont;Jean;;;\r\nFN:Jean Dupont\r\nEND:VCARD',
    );
  });

  it('escapes every field and needs a name', () => {
    const card = buildVcard({ name: 'Dupont; Jean, dit « Jo »', org: 'A\\B, C; D\nE', phone: '06;12', email: 'a,b@c.fr', url: 'https://x.fr/?a=1;b=2' });
    expect(card).toContain('FN:Dupont\\; Jean\\, dit « Jo »\r\n');
    expect(card).toContain('ORG:A\\\\B\\, C\\; D\\nE\r\n');
    expect(card).toContain('TEL;TYPE=CELL:06\\;12\r\n');
    expect(card).toContain('EMAIL;TYPE=INTERNET:a\\,b@c.fr\r\n');
    expect(card).toContain('URL:https://x.fr/?a=1\\;b=2\r\n');
    expect(card.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(buildVcard({ name: '', org: 'Outilo', phone: '0612345678', email: '', url: '' })).toBe('');
  });
});

describe('buildPayload and the required fields', () => {
  it('is empty for every type while its required fields are empty, and names them', () => {
    const expected: Record<string, (keyof QrFields)[]> = {
      url: ['url'],
      text: ['text'],
      email: ['emailAddress'],
      phone: ['phone'],
      sms: ['smsNumber'],
      wifi: ['wifiSsid', 'wifiPassword'],
      vcard: ['vcardName'],
    };
    for (const { value } of CONTENT_TYPES) {
      expect(buildPayload(value, EMPTY_FIELDS)).toBe('');
      expect(missingFields(value, EMPTY_FIELDS)).toEqual(expected[value]);
    }
    expect(missingFields('wifi', fields({ wifiSecurity: 'nopass' }))).toEqual(['wifiSsid']);
    expect(missingFields('wifi', fields({ wifiSsid: 'Maison', wifiPassword: 'x' }))).toEqual([]);
  });

  it('is never empty once the required fields are filled', () => {
    const filled = fields({
      url: 'outilo.fr',
      text: 'Bonjour',
      emailAddress: 'a@b.fr',
      phone: '0612345678',
      smsNumber: '0612345678',
      wifiSsid: 'Maison',
      wifiPassword: 'secret',
      vcardName: 'Jean Dupont',
    });
    for (const { value } of CONTENT_TYPES) {
      expect(buildPayload(value, filled)).not.toBe('');
      expect(missingFields(value, filled)).toEqual([]);
    }
  });

  it('warns gently about an odd e-mail address or number, without blocking', () => {
    expect(fieldWarnings('email', fields({ emailAddress: 'contact' })).emailAddress).toMatch(/adresse e-mail/);
    expect(fieldWarnings('email', fields({ emailAddress: 'contact@outilo.fr' }))).toEqual({});
    expect(fieldWarnings('phone', fields({ phone: 'abc' })).phone).toMatch(/chiffre/);
    expect(buildPayload('email', fields({ emailAddress: 'contact' }))).toBe('mailto:contact');
  });

  it('builds nothing while no field of the type holds anything (hasInput)', () => {
    const text = fc.oneof(fc.constant(''), fc.string(), fc.constantFrom(' ', '\u00a0', '\n', 'a@b.fr', '06 12'));
    const anyFields = fc.record({
      url: text,
      text: text,
      emailAddress: text,
      emailSubject: text,
      emailBody: text,
      phone: text,
      smsNumber: text,
      smsBody: text,
      wifiSsid: text,
      wifiPassword: text,
      wifiSecurity: fc.constantFrom('WPA' as const, 'WEP' as const, 'nopass' as const),
      wifiHidden: fc.boolean(),
      vcardName: text,
      vcardOrg: text,
      vcardPhone: text,
      vcardEmail: text,
      vcardUrl: text,
    });
    fc.assert(
      fc.property(fc.constantFrom(...CONTENT_TYPES.map((t) => t.value)), anyFields, (type, filled) => {
        if (hasInput(type, filled)) return;
        expect(buildPayload(type, filled)).toBe('');
        expect(fieldWarnings(type, filled)).toEqual({});
      }),
    );
    expect(hasInput('wifi', fields({ wifiHidden: true, wifiSecurity: 'nopass' }))).toBe(false);
    expect(hasInput('email', fields({ emailBody: 'x' }))).toBe(true);
  });
});
