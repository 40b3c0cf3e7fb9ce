import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEmail, checkPhone, checkPhotoUrl, checkSignature, checkWebUrl, MESSAGES } from './checks';
import {
  COLOUR_PRESETS,
  DEFAULT_FORM,
  FONTS,
  GMAIL_LIMIT,
  presetOf,
  sanitiseForm,
  SOCIAL_NETWORKS,
  TEMPLATES,
  type SignatureForm,
} from './emailSignature';
import { buildSignature, escapeHtml } from './html';
import { contrastRatio } from '../../components/lib/color';

const HOSTILE = ['<img src=x onerror=alert(1)>', 'javascript:alert(1)', '"><script>alert(1)</script>', "' onmouseover='alert(1)", 'x'.repeat(3000)];

const full: SignatureForm = {
  ...DEFAULT_FORM,
  name: 'Marie Dupont',
  jobTitle: 'Responsable marketing',
  company: 'Exemple & Cie',
  showPhoto: true,
  photoUrl: 'https://exemple.fr/photo.jpg',
  email: 'marie.dupont@exemple.fr',
  phone: '+33 (0)6 12 34 56 78',
  website: 'www.exemple.fr',
  address: '12 rue de la Paix, 75002 Paris',
  social: {
    linkedin: 'linkedin.com/in/marie-dupont',
    twitter: 'https://x.com/marie',
    facebook: 'facebook.com/exemple',
    instagram: 'instagram.com/exemple',
    youtube: 'youtube.com/@exemple',
    website: 'https://blog.exemple.fr',
  },
};

const withAll = (value: string): SignatureForm => ({
  ...full,
  name: value,
  jobTitle: value,
  company: value,
  photoUrl: value,
  email: value,
  phone: value,
  website: value,
  address: value,
  social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, value])) as SignatureForm['social'],
});

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

const ALLOWED_TAGS = new Set(['TABLE', 'TBODY', 'TR', 'TD', 'A', 'IMG', 'SPAN', 'STRONG']);
const ALLOWED_ATTRIBUTES = new Set(['role', 'cellpadding', 'cellspacing', 'border', 'width', 'height', 'style', 'valign', 'align', 'bgcolor', 'href', 'src', 'alt']);

/**
 * The email-client rules of DECISIONS.md, checked on the parsed HTML: tables and inline styles only, no
 * class or <style>, no layout CSS Outlook ignores, absolute http(s) images with their size, links limited
 * to http(s), mailto and tel, nothing executable. Returns the broken rules.
 */
function emailLint(html: string): string[] {
  const problems: string[] = [];
  if (/<style|<script|<link|<meta/i.test(html)) problems.push('style, script, link or meta tag');
  const body = parse(html);
  for (const el of body.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(el.tagName)) problems.push(`tag ${el.tagName}`);
    for (const attr of el.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(attr.name)) problems.push(`attribute ${attr.name} on ${el.tagName}`);
    }
    const style = el.getAttribute('style') ?? '';
    if (/display\s*:\s*(flex|grid|inline-flex)|position\s*:|float\s*:|grid-|flex|@import|url\(|expression/i.test(style)) problems.push(`css ${style}`);
    if (el.tagName === 'TABLE') {
      for (const a of ['role', 'cellpadding', 'cellspacing', 'border']) if (!el.hasAttribute(a)) problems.push(`table without ${a}`);
    }
    if (el.tagName === 'IMG') {
      if (!/^https?:\/\//.test(el.getAttribute('src') ?? '')) problems.push('image not absolute http(s)');
      if (el.getAttribute('width') !== '80' || el.getAttribute('height') !== '80' || !el.hasAttribute('alt')) problems.push('image without 80x80 or alt');
    }
    if (el.tagName === 'A' && !/^(https?:\/\/|mailto:|tel:\+?\d+$)/.test(el.getAttribute('href') ?? '')) problems.push(`link ${el.getAttribute('href')}`);
  }
  const top = body.children;
  if (top.length !== 1 || top[0]!.tagName !== 'TABLE') problems.push('not a single outer table');
  return problems;
}

describe('web addresses', () => {
  it.each([
    ['www.exemple.fr', 'https://www.exemple.fr/'],
    ['exemple.fr', 'https://exemple.fr/'],
    ['linkedin.com/in/marie', 'https://linkedin.com/in/marie'],
    ['  http://exemple.fr/a?b=1#c  ', 'http://exemple.fr/a?b=1#c'],
    ['HTTPS://Exemple.FR', 'https://exemple.fr/'],
    ['//exemple.fr/x', 'https://exemple.fr/x'],
    ['localhost:3000/photo.png', 'https://localhost:3000/photo.png'],
    ['127.0.0.1:8080/a.png', 'https://127.0.0.1:8080/a.png'],
    ['exemple.fr/l’été', 'https://exemple.fr/l%E2%80%99%C3%A9t%C3%A9'],
    ["exemple.fr/it's", "https://exemple.fr/it's"],
  ])('%s → %s', (typed, href) => {
    expect(checkWebUrl(typed)).toEqual({ ok: true, value: href });
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'ftp://exemple.fr', 'mailto:a@b.fr', 'chrome://settings'])(
    'refuses the scheme of %s',
    (typed) => {
      expect(checkWebUrl(typed)).toEqual({ ok: false, error: MESSAGES.scheme });
    },
  );

  it.each(['<img src=x onerror=alert(1)>', '"quoted"', 'pas une adresse', 'exemple', 'https://', 'https:exemple.fr', 'https://user:pw@exemple.fr', 'java\tscript:alert(1)', 'x'.repeat(300), 'https://x.fr/"><img src=x onerror=alert(1)>', 'exemple.fr/ma page', 'exemple.fr\\chemin'])(
    'refuses %s as invalid',
    (typed) => {
      const checked = checkWebUrl(typed);
      expect(checked.ok).toBe(false);
    },
  );

  it('says nothing about an empty field', () => {
    expect(checkWebUrl('   ')).toEqual({ ok: true, value: null });
  });

  it('gives the photo its own messages', () => {
    expect(checkPhotoUrl('data:image/png;base64,AAAA')).toEqual({ ok: false, error: MESSAGES.photoScheme });
    expect(checkPhotoUrl('photo.jpg')).toEqual({ ok: false, error: MESSAGES.photo });
  });

  it('never lets a quote, an angle bracket or a space into an accepted address (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (typed) => {
        const checked = checkWebUrl(typed);
        if (checked.ok && checked.value) expect(checked.value).toMatch(/^https?:\/\/[^\s"<>`]+$/);
      }),
    );
  });
});

describe('email and phone', () => {
  it.each([
    ['marie.dupont@exemple.fr', 'mailto:marie.dupont@exemple.fr'],
    [' Marie@Exemple.FR ', 'mailto:Marie@exemple.fr'],
    ["o'neil+pub@exemple.co.uk", 'mailto:o%27neil%2Bpub@exemple.co.uk'],
  ])('%s → %s', (typed, href) => {
    expect(checkEmail(typed)).toEqual({ ok: true, value: href });
  });

  it.each(['marie', 'marie@', '@exemple.fr', 'marie@exemple', 'a b@exemple.fr', '<img src=x onerror=alert(1)>@x.fr', 'javascript:alert(1)', 'a..b@exemple.fr', 'marie@exemple.fr?subject=x'])(
    'refuses the email %s',
    (typed) => {
      expect(checkEmail(typed)).toEqual({ ok: false, error: MESSAGES.email });
    },
  );

  it.each([
    ['01 23 45 67 89', 'tel:0123456789'],
    ['+33 (0)6 12 34 56 78', 'tel:+33612345678'],
    ['+1 (555) 010-9999', 'tel:+15550109999'],
    ['06.12.34.56.78', 'tel:0612345678'],
  ])('%s → %s', (typed, href) => {
    expect(checkPhone(typed)).toEqual({ ok: true, value: href });
  });

  it.each(['appelez-moi', '12', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '06 12 +34', '1'.repeat(16)])('refuses the phone %s', (typed) => {
    expect(checkPhone(typed)).toEqual({ ok: false, error: MESSAGES.phone });
  });
});

describe('checkSignature', () => {
  it('keeps the valid fields, leaves out the refused ones with their message', () => {
    const s = checkSignature({ ...full, email: 'pas-un-email', social: { ...full.social, twitter: 'javascript:alert(1)' } });
    expect(s.email).toBeNull();
    expect(s.errors).toEqual({ email: MESSAGES.email, 'social.twitter': MESSAGES.scheme });
    expect(s.social.map((n) => n.label)).toEqual(['LinkedIn', 'Facebook', 'Instagram', 'YouTube', 'Site web']);
    expect(s.phone).toEqual({ text: '+33 (0)6 12 34 56 78', href: 'tel:+33612345678' });
    expect(s.website).toEqual({ text: 'exemple.fr', href: 'https://www.exemple.fr/' });
  });

  it('drops control characters and bidirectional overrides, and reads line breaks as spaces', () => {
    const s = checkSignature({ ...full, name: 'Ma\u0000rie\u202e Du\u001bpont\r\n', company: 'A\nB', website: '\u0001javascript:alert(1)' });
    expect(s.name).toBe('Marie Dupont');
    expect(s.company).toBe('A B');
    expect(s.errors.website).toBe(MESSAGES.scheme);
  });

  it('checks the photo only when it is asked for', () => {
    expect(checkSignature({ ...full, showPhoto: false, photoUrl: 'javascript:x' })).toMatchObject({ photo: null, errors: {} });
    expect(checkSignature({ ...full, photoUrl: 'javascript:x' })).toMatchObject({ photo: null, errors: { photoUrl: MESSAGES.photoScheme } });
  });

  it('writes the same site once when it is both the website and a social link', () => {
    const s = checkSignature({ ...full, social: { ...DEFAULT_FORM.social, website: 'exemple.fr' }, website: 'https://exemple.fr/' });
    expect(s.social).toEqual([]);
  });
});

describe('sanitiseForm (what storage gives back)', () => {
  it('reads anything that is not an object as nothing', () => {
    for (const raw of [null, undefined, 42, 'x', [], true]) expect(sanitiseForm(raw)).toBeUndefined();
  });

  it('replaces each wrong field by its default, clamps the size and checks the lists', () => {
    const form = sanitiseForm({
      name: 12,
      jobTitle: 'Chef',
      template: 'hacker',
      font: 'Comic Sans MS',
      fontSize: 99,
      primaryColor: 'red;background:url(x)',
      secondaryColor: '#abcdef',
      showPhoto: 'yes',
      social: { linkedin: 'linkedin.com/in/x', twitter: { a: 1 } },
      separatorStyle: 'dotted',
      address: 'a'.repeat(5000),
    })!;
    expect(form).toMatchObject({
      name: '',
      jobTitle: 'Chef',
      template: 'modern',
      font: 'Arial',
      fontSize: 18,
      primaryColor: '#2563EB',
      secondaryColor: '#ABCDEF',
      showPhoto: false,
      separatorStyle: 'line',
    });
    expect(form.social).toEqual({ ...DEFAULT_FORM.social, linkedin: 'linkedin.com/in/x' });
    // Kept whole: the field cuts it and says how long it was.
    expect(form.address).toHaveLength(5000);
    expect(sanitiseForm({ fontSize: -3 })!.fontSize).toBe(12);
    expect(sanitiseForm({ fontSize: Number.NaN })!.fontSize).toBe(14);
  });

  it('gives back a valid form unchanged', () => {
    expect(sanitiseForm(full)).toEqual(full);
    expect(sanitiseForm(JSON.parse(JSON.stringify(DEFAULT_FORM)))).toEqual(DEFAULT_FORM);
  });
});

describe('colour presets', () => {
  it('has six named presets, the default first, each primary readable on white', () => {
    expect(COLOUR_PRESETS).toHaveLength(6);
    expect(COLOUR_PRESETS[0]).toEqual({ name: 'Bleu', primary: '#2563EB', secondary: '#64748B' });
    for (const p of COLOUR_PRESETS) expect(contrastRatio(p.primary, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(presetOf('#2563eb', '#64748B')).toBe('Bleu');
    expect(presetOf('#2563EB', '#000000')).toBeNull();
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });
});

describe('buildSignature', () => {
  it.each(TEMPLATES)('%s: follows the email-client rules with every field filled', (template) => {
    const out = buildSignature({ ...full, template });
    expect(emailLint(out.html)).toEqual([]);
    expect(out.empty).toBe(false);
    expect(out.hasPhoto).toBe(true);
    const body = parse(out.html);
    expect(body.textContent).toContain('Marie Dupont');
    expect(body.textContent).toContain('Exemple & Cie');
    const img = body.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://exemple.fr/photo.jpg');
    expect(img.getAttribute('alt')).toBe('Marie Dupont');
    expect(img.getAttribute('style')).toContain('border-radius:50%');
    const hrefs = [...body.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'tel:+33612345678',
        'mailto:marie.dupont@exemple.fr',
        'https://www.exemple.fr/',
        'https://linkedin.com/in/marie-dupont',
        'https://x.com/marie',
        'https://blog.exemple.fr/',
      ]),
    );
    // Social networks are text links in the primary colour.
    const linkedin = [...body.querySelectorAll('a')].find((a) => a.textContent === 'LinkedIn')!;
    expect(linkedin.getAttribute('style')).toContain('color:#2563EB');
    expect(body.innerHTML).toContain('font-family:Arial,Helvetica,sans-serif');
    expect(body.innerHTML).toContain('font-size:14px');
    expect(out.length).toBe(out.html.length);
    expect(out.tooLong).toBe(false);
  });

  it.each(TEMPLATES)('%s: escapes hostile text in every field and leaves out hostile links', (template) => {
    for (const value of HOSTILE) {
      const out = buildSignature({ ...withAll(value), template });
      expect(emailLint(out.html)).toEqual([]);
      const body = parse(out.html);
      expect(body.querySelector('script, [onerror], [onmouseover], [onload]')).toBeNull();
      expect(body.querySelectorAll('img')).toHaveLength(0);
      expect(body.querySelectorAll('a')).toHaveLength(0);
      if (value.length < 100) expect(body.textContent).toContain(value);
    }
  });

  it('makes the five templates differ in layout, not only in colour', () => {
    const shapes = TEMPLATES.map((template) => {
      const body = parse(buildSignature({ ...full, template }).html);
      // The skeleton: tags and the layout attributes, without text or styles.
      return [...body.querySelectorAll('*')].map((el) => `${el.tagName}${el.getAttribute('align') ?? ''}${el.getAttribute('bgcolor') ?? ''}`).join(',');
    });
    expect(new Set(shapes).size).toBe(5);
    const html = (template: (typeof TEMPLATES)[number]) => buildSignature({ ...full, template }).html;
    expect(html('modern')).toContain('border-left:3px solid #2563EB');
    expect(html('classic')).toContain('text-align:center');
    expect(html('creative')).toContain('bgcolor="#2563EB"');
    expect(html('corporate')).toContain('border:1px solid #64748B');
    expect(html('corporate').indexOf('Exemple &amp; Cie')).toBeLessThan(html('corporate').indexOf('Marie Dupont'));
    expect(html('minimal').length).toBeLessThan(html('modern').length);
  });

  it.each(TEMPLATES)('%s: draws the separator as a 300 px line or a gap, or not at all', (template) => {
    const line = parse(buildSignature({ ...full, template, separator: true, separatorStyle: 'line' }).html);
    const rule = line.querySelector('table[width="300"]')!;
    expect(rule).not.toBeNull();
    expect(rule.getAttribute('style')).toContain('width:300px');
    const cell = rule.querySelector('td')!;
    expect(cell.getAttribute('height')).toBe('1');
    expect(cell.getAttribute('bgcolor')).toMatch(/^#[0-9A-F]{6}$/);
    const space = buildSignature({ ...full, template, separatorStyle: 'space' }).html;
    expect(space).not.toContain('width="300"');
    expect(space).toContain('height="12"');
    const none = buildSignature({ ...full, template, separator: false }).html;
    expect(none).not.toContain('width="300"');
    expect(none).not.toContain('height="12"');
  });

  it.each(TEMPLATES)('%s: gives every cell the font, its size and colour (Outlook does not inherit them)', (template) => {
    const body = parse(buildSignature({ ...full, template, font: 'Georgia', fontSize: 16 }).html);
    for (const td of body.querySelectorAll('td')) {
      const style = td.getAttribute('style')!;
      expect(style).toMatch(/(^|;)font-family:Georgia,Times,serif(;|$)/);
      expect(style).toMatch(/(^|;)font-size:\d+px(;|$)/);
      expect(style).toMatch(/(^|;)color:#[0-9A-F]{6}(;|$)/);
      expect(style.match(/(^|;)font-size:/g)).toHaveLength(1);
    }
  });

  it('applies the font, the size and the colours', () => {
    for (const font of FONTS) expect(buildSignature({ ...full, font }).html).toContain(`font-family:${font.includes(' ') ? `'${font}'` : font},`);
    const out = buildSignature({ ...full, fontSize: 18, primaryColor: '#047857', secondaryColor: '#57534E' }).html;
    expect(out).toContain('font-size:18px');
    expect(out).toContain('font-size:23px');
    expect(out).toContain('color:#047857');
    expect(out).toContain('color:#57534E');
  });

  it('keeps the creative band readable on a light primary colour', () => {
    const dark = parse(buildSignature({ ...full, template: 'creative' }).html);
    expect(dark.textContent).toContain('Marie Dupont');
    expect(buildSignature({ ...full, template: 'creative' }).html).toContain('color:#FFFFFF');
    expect(buildSignature({ ...full, template: 'creative', primaryColor: '#FDE68A' }).html).toContain('color:#111827');
  });

  it('writes no photo when the flag is off, and no empty signature', () => {
    expect(buildSignature({ ...full, showPhoto: false }).html).not.toContain('<img');
    expect(buildSignature(DEFAULT_FORM)).toMatchObject({ html: '', text: '', empty: true, length: 0 });
    expect(buildSignature({ ...DEFAULT_FORM, name: 'Marie' }).empty).toBe(false);
  });

  it('warns past Gmail’s 10 000 characters', () => {
    // Each field is kept to 2 000 characters: it takes several long ones.
    const long = buildSignature({ ...full, name: 'n'.repeat(2000), company: 'c'.repeat(2000), jobTitle: 'j'.repeat(2000), address: 'a'.repeat(2000) });
    expect(long.length).toBeGreaterThan(GMAIL_LIMIT);
    expect(long.tooLong).toBe(true);
    // At exactly 10 000 characters, no warning; one more, the warning.
    const sized = (extra: number) => {
      const name = 'n'.repeat(1 + Math.min(extra, 1999));
      const address = 'a'.repeat(1 + Math.max(0, extra - 1999));
      return buildSignature({ ...full, template: 'modern', showPhoto: false, company: 'c'.repeat(2000), jobTitle: 'j'.repeat(2000), name, address });
    };
    const room = GMAIL_LIMIT - sized(0).length;
    expect(sized(room)).toMatchObject({ length: GMAIL_LIMIT, tooLong: false });
    expect(sized(room + 1)).toMatchObject({ length: GMAIL_LIMIT + 1, tooLong: true });
  });

  it('writes the plain-text version with the links as URLs', () => {
    expect(buildSignature(full).text).toBe(
      [
        'Marie Dupont',
        'Responsable marketing – Exemple & Cie',
        'Tél.\u00a0: +33 (0)6 12 34 56 78',
        'E-mail\u00a0: marie.dupont@exemple.fr',
        'Site web\u00a0: https://www.exemple.fr/',
        'Adresse\u00a0: 12 rue de la Paix, 75002 Paris',
        'LinkedIn\u00a0: https://linkedin.com/in/marie-dupont',
        'X\u00a0: https://x.com/marie',
        'Facebook\u00a0: https://facebook.com/exemple',
        'Instagram\u00a0: https://instagram.com/exemple',
        'YouTube\u00a0: https://youtube.com/@exemple',
        'Site web\u00a0: https://blog.exemple.fr/',
      ].join('\n'),
    );
    expect(buildSignature({ ...DEFAULT_FORM, name: 'Marie', company: 'ACME' }).text).toBe('Marie\nACME');
  });

  it('never breaks the rules, whatever is typed (property)', () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...HOSTILE.slice(0, 4), 'exemple.fr', 'a@b.fr', '+33 1 23'));
    fc.assert(
      fc.property(text, text, text, text, fc.constantFrom(...TEMPLATES), fc.boolean(), (a, b, c, d, template, showPhoto) => {
        const out = buildSignature({ ...full, name: a, company: b, website: c, photoUrl: d, email: c, phone: d, address: a, template, showPhoto, social: { ...full.social, linkedin: b, youtube: d } });
        if (!out.empty) expect(emailLint(out.html)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
