import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  UTM_MEDIUMS,
  UTM_PARAMETERS,
  UTM_SOURCES,
  UTM_URL_ERROR,
  UTM_WARNINGS,
  buildUtmUrl,
  encodeUtmValue,
  normalizeUtmValue,
  type UtmFields,
} from './utmBuilder';

const fields = (over: Partial<UtmFields>): UtmFields => ({
  url: 'https://exemple.fr/',
  source: 'google',
  medium: 'cpc',
  campaign: 'soldes-ete',
  ...over,
});

describe('buildUtmUrl: worked examples', () => {
  it('Google Campaign URL Builder example (spring_sale), in the documented parameter order', () => {
    const result = buildUtmUrl({
      url: 'https://www.example.com',
      source: 'google',
      medium: 'cpc',
      campaign: 'spring_sale',
      term: 'running shoes',
      content: 'logolink',
    });
    expect(result.ok).toBe(true);
    expect(result.url).toBe(
      'https://www.example.com/?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale&utm_term=running%20shoes&utm_content=logolink',
    );
    expect(result.params.map((p) => p.name)).toEqual(UTM_PARAMETERS.slice(0, 5));
    expect(result.warnings).toEqual([UTM_WARNINGS.spaces]);
  });

  it.each([
    ['values trimmed and lowercased (SPEC.md)', fields({ campaign: '  Soldes-ETE-2025 ' }), 'https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete-2025'],
    ['empty values omitted (SPEC.md)', fields({ term: '', content: '   ' }), 'https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete'],
    ['custom source and medium use the typed text', fields({ source: 'custom', customSource: ' Blog-Partenaire ', medium: 'custom', customMedium: 'QR-Code' }), 'https://exemple.fr/?utm_source=blog-partenaire&utm_medium=qr-code&utm_campaign=soldes-ete'],
    ['scheme added to exemple.fr/page', fields({ url: 'exemple.fr/page' }), 'https://exemple.fr/page?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete'],
    ['appended with & to an existing query (SPEC.md)', fields({ url: 'https://exemple.fr/p?ref=abc&b=2' }), 'https://exemple.fr/p?ref=abc&b=2&utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete'],
    ['inserted before the #fragment (DECISIONS.md)', fields({ url: 'https://exemple.fr/page#tarifs' }), 'https://exemple.fr/page?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete#tarifs'],
    ['query and fragment', fields({ url: 'exemple.fr/p?x=1#top' }), 'https://exemple.fr/p?x=1&utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete#top'],
    ['empty query mark dropped', fields({ url: 'https://exemple.fr/p?' }), 'https://exemple.fr/p?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete'],
    ['host lowercased, path kept (WHATWG URL)', fields({ url: 'HTTPS://WWW.Exemple.FR/Page-Promo' }), 'https://www.exemple.fr/Page-Promo?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete'],
    ['http kept', fields({ url: 'http://exemple.fr' }), 'http://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete'],
    ['localhost with port', fields({ url: 'localhost:3000/promo' }), 'https://localhost:3000/promo?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete'],
    ['only a source', { url: 'exemple.fr', source: 'newsletter', medium: '', campaign: '' }, 'https://exemple.fr/?utm_source=newsletter'],
  ] as [string, UtmFields, string][])('%s', (_name, input, expected) => {
    const result = buildUtmUrl(input);
    expect(result.error).toBeUndefined();
    expect(result.url).toBe(expected);
  });

  it('encodes & = # + % spaces and accents so that they survive (DECISIONS.md)', () => {
    const campaign = 'Soldes & Promo = +50 % #1 été';
    const result = buildUtmUrl(fields({ campaign }));
    expect(result.url).toBe(
      'https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=soldes%20%26%20promo%20%3D%20%2B50%20%25%20%231%20%C3%A9t%C3%A9',
    );
    const parsed = new URL(result.url);
    expect(parsed.hash).toBe('');
    expect(parsed.searchParams.get('utm_campaign')).toBe('soldes & promo = +50 % #1 été');
  });

  it('gives the example quoted in content.ts', () => {
    const result = buildUtmUrl({ url: 'exemple.fr/soldes#femme', source: 'newsletter', medium: 'email', campaign: 'Soldes-Ete-2025' });
    expect(result.url).toBe('https://exemple.fr/soldes?utm_source=newsletter&utm_medium=email&utm_campaign=soldes-ete-2025#femme');
  });

  it("encodes !'()* too, which some ad platforms mangle", () => {
    expect(encodeUtmValue("l'offre (top)!*")).toBe('l%27offre%20%28top%29%21%2A');
  });

  it('replaces existing utm_* parameters that the form sets, keeps the others in order (DECISIONS.md)', () => {
    const result = buildUtmUrl(
      fields({ url: 'https://exemple.fr/?utm_source=old&x=1&UTM_SOURCE=old2&utm_term=garde&utm_id=42&y=%C3%A9', term: '' }),
    );
    expect(result.url).toBe(
      'https://exemple.fr/?x=1&utm_term=garde&utm_id=42&y=%C3%A9&utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete',
    );
    expect(result.replaced).toEqual(['utm_source']);
    expect(result.warnings).toContain(UTM_WARNINGS.replaced);
  });

  it('keeps unusual existing parameters untouched', () => {
    const result = buildUtmUrl(fields({ url: 'https://exemple.fr/?a=1&&b&c=x+y&d=%2B' }));
    expect(result.url).toBe('https://exemple.fr/?a=1&b&c=x+y&d=%2B&utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete');
  });

  it('warns when the source, or the medium or campaign, is missing, without blocking', () => {
    const noSource = buildUtmUrl({ url: 'exemple.fr', source: 'custom', customSource: '  ', medium: 'email', campaign: 'x' });
    expect(noSource.ok).toBe(true);
    expect(noSource.url).toBe('https://exemple.fr/?utm_medium=email&utm_campaign=x');
    expect(noSource.warnings).toEqual([UTM_WARNINGS.noSource]);
    expect(buildUtmUrl(fields({ campaign: '' })).warnings).toEqual([UTM_WARNINGS.noMediumOrCampaign]);
    expect(buildUtmUrl(fields({})).warnings).toEqual([]);
  });

  it('says when https:// was added', () => {
    expect(buildUtmUrl(fields({ url: 'exemple.fr' })).schemeAdded).toBe(true);
    expect(buildUtmUrl(fields({ url: 'http://exemple.fr' })).schemeAdded).toBe(false);
  });

  it('an empty URL field gives no output and no error', () => {
    expect(buildUtmUrl(fields({ url: '' }))).toEqual({ ok: false, url: '', params: [], schemeAdded: false, replaced: [], warnings: [] });
  });

  it.each([
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'java\nscript:alert(1)',
    'javascript://exemple.fr/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:contact@exemple.fr',
    'tel:+33123456789',
    'ftp://exemple.fr/fichier',
    'file:///etc/passwd',
    'chrome://settings',
    'bonjour',
    'bonjour le monde',
    'exemple .fr',
    'http://',
    'https://',
    'https://exemple',
    'https://exemple.',
    'https://.fr',
    'https://exemple..fr',
    'https://-exemple.fr',
    'exemple.fr:abc',
    'https://exemple.f',
    'https://exemple.123',
    '://exemple.fr',
    'http://exemple.fr:99999',
    'http://256.1.1.1',
    'https://user:pass@exemple.fr/',
    'https:exemple.fr',
  ])('rejects %j with « Veuillez entrer une URL valide » and no output (SPEC.md)', (url) => {
    const result = buildUtmUrl(fields({ url }));
    expect(result.ok).toBe(false);
    expect(result.url).toBe('');
    expect(result.error).toBe(UTM_URL_ERROR);
  });

  it('offers the source and medium options of SPEC.md', () => {
    expect(UTM_SOURCES).toEqual(['google', 'facebook', 'instagram', 'linkedin', 'twitter', 'tiktok', 'email', 'newsletter', 'custom']);
    expect(UTM_MEDIUMS).toEqual(['cpc', 'display', 'email', 'social', 'banner', 'affiliate', 'custom']);
  });
});

const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('&', '=', '#', '+', '%', ' ', '?', '/', 'é', 'É', '€', "'", '(', '*', '%20', 'a', 'B') }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 6 }),
);
const sourceArb = fc.constantFrom(...UTM_SOURCES, 'Autre Source');
const mediumArb = fc.constantFrom(...UTM_MEDIUMS);
const siteUrl = fc.webUrl({ withQueryParameters: true, withFragments: true });

describe('buildUtmUrl: properties', () => {
  it('output parses with URL and every value round-trips through URLSearchParams', () => {
    let accepted = 0;
    fc.assert(
      fc.property(siteUrl, sourceArb, value, mediumArb, value, value, value, value, (url, source, customSource, medium, customMedium, campaign, term, content) => {
        const input: UtmFields = { url, source, customSource, medium, customMedium, campaign, term, content };
        const result = buildUtmUrl(input);
        accepted += result.ok ? 1 : 0;
        if (!result.ok) {
          // fast-check's webUrl can produce hosts that are not real domain names (e.g. a digit-only TLD).
          expect(result.error).toBe(UTM_URL_ERROR);
          return;
        }
        const out = new URL(result.url);
        const params = out.searchParams;
        const expected: Record<string, string> = {
          utm_source: normalizeUtmValue(source === 'custom' ? customSource : source),
          utm_medium: normalizeUtmValue(medium === 'custom' ? customMedium : medium),
          utm_campaign: normalizeUtmValue(campaign),
          utm_term: normalizeUtmValue(term),
          utm_content: normalizeUtmValue(content),
        };
        for (const [name, v] of Object.entries(expected)) {
          if (v === '') continue;
          expect(params.getAll(name)).toEqual([v]);
        }
        // Added parameters come last, in the documented order.
        const added = [...params.keys()].slice(-result.params.length);
        expect(added).toEqual(UTM_PARAMETERS.filter((n) => (expected[n] ?? '') !== ''));
        // The fragment is untouched and the original parameters keep their order.
        const original = new URL(url.startsWith('http') ? url : `https://${url}`);
        expect(out.hash).toBe(original.hash);
        const set = new Set<string>(result.params.map((p) => p.name));
        const before = [...original.searchParams].filter(([k]) => !set.has(k.toLowerCase()));
        expect([...params].slice(0, before.length)).toEqual(before);
        expect(out.origin).toBe(original.origin);
        expect(out.pathname).toBe(original.pathname);
      }),
      { numRuns: 500 },
    );
    expect(accepted).toBeGreaterThan(400);
  });

  it('is stable: tagging the tagged URL again with the same values changes nothing', () => {
    fc.assert(
      fc.property(siteUrl, value, value, (url, campaign, content) => {
        const input: UtmFields = { url, source: 'newsletter', medium: 'email', campaign, content };
        const once = buildUtmUrl(input);
        if (!once.ok) return;
        const twice = buildUtmUrl({ ...input, url: once.url });
        expect(twice.url).toBe(once.url);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, and never outputs a non-http(s) URL, on any text', () => {
    fc.assert(
      fc.property(value, value, (url, campaign) => {
        const result = buildUtmUrl({ url, source: 'google', medium: 'cpc', campaign });
        if (result.ok) expect(new URL(result.url).protocol).toMatch(/^https?:$/);
        else expect(result.url).toBe('');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('a no-break space is a space', () => {
  it('a campaign pasted with a no-break space encodes as a space (%20), like a typed one', () => {
    const pasted = buildUtmUrl({ url: 'exemple.fr', source: 'newsletter', medium: 'email', campaign: 'soldes\u00a0été' });
    const typed = buildUtmUrl({ url: 'exemple.fr', source: 'newsletter', medium: 'email', campaign: 'soldes été' });
    expect(pasted.url).toBe(typed.url);
    expect(pasted.url).toContain('utm_campaign=soldes%20%C3%A9t%C3%A9');
    expect(pasted.url).not.toContain('%C2%A0');
  });
});

describe('GA4 parameters (Google Analytics help: « [GA4] URL builders: Collect campaign data with custom URLs »)', () => {
  it('uses the exact GA4 parameter names, after the five classic ones', () => {
    expect(UTM_PARAMETERS.slice(5)).toEqual(['utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic']);
    const result = buildUtmUrl({
      url: 'https://www.example.com/',
      source: 'google',
      medium: 'cpc',
      campaign: 'spring_sale',
      id: 'abc.123',
      sourcePlatform: 'Search Ads 360',
      creativeFormat: 'native',
      marketingTactic: 'Remarketing',
    });
    expect(result.url).toBe(
      'https://www.example.com/?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale&utm_id=abc.123&utm_source_platform=search%20ads%20360&utm_creative_format=native&utm_marketing_tactic=remarketing',
    );
    const params = new URL(result.url).searchParams;
    expect(params.get('utm_id')).toBe('abc.123');
    expect(params.get('utm_source_platform')).toBe('search ads 360');
  });

  it('replaces a GA4 parameter already in the address, keeps it when the field is empty', () => {
    const replaced = buildUtmUrl({ url: 'https://exemple.fr/?UTM_ID=old&utm_creative_format=video', source: 'google', medium: 'cpc', campaign: 'x', id: 'new' });
    expect(replaced.url).toBe('https://exemple.fr/?utm_creative_format=video&utm_source=google&utm_medium=cpc&utm_campaign=x&utm_id=new');
    expect(replaced.replaced).toEqual(['utm_id']);
  });
});
