import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SLUG_OPTIONS, SLUG_SEPARATORS, onlyStopWords, slugify, slugifyLines, type SlugOptions } from './slugify';
import { FRENCH_STOP_WORDS } from './slugStopWords';

describe('slugify with the default options (lowercase, no accents, hyphen, stop words and numbers kept)', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_SLUG_OPTIONS).toEqual({
      lowercase: true,
      removeAccents: true,
      separator: '-',
      removeStopWords: false,
      removeNumbers: false,
    });
  });

  it.each([
    ['a French title', 'L’été à Paris : 10 idées & bons plans !', 'l-ete-a-paris-10-idees-et-bons-plans'],
    ['accents removed by normalisation (SPEC.md)', 'Crème brûlée façon grand-mère', 'creme-brulee-facon-grand-mere'],
    ['decomposed accents', 'Cre\u0300me bru\u0302le\u0301e', 'creme-brulee'],
    ['œ and Œ (DECISIONS.md)', 'Œuvre d’art et cœur', 'oeuvre-d-art-et-coeur'],
    ['æ (DECISIONS.md)', 'Curriculum vitæ', 'curriculum-vitae'],
    ['& → et (DECISIONS.md)', 'Sel & poivre', 'sel-et-poivre'],
    ['% → pourcent (DECISIONS.md)', '-50% sur tout', '50-pourcent-sur-tout'],
    ['€ → euros (DECISIONS.md)', 'Moins de 20 € !', 'moins-de-20-euros'],
    ['apostrophe separates words (DECISIONS.md)', "l'été", 'l-ete'],
    ['typographic apostrophe', 'Aujourd’hui', 'aujourd-hui'],
    ['hyphens kept, repeated hyphens collapse (SPEC.md)', 'arc--en---ciel', 'arc-en-ciel'],
    ['no leading or trailing separator', '  -- Bonjour le monde --  ', 'bonjour-le-monde'],
    ['whitespace runs become one separator (SPEC.md)', 'un \t deux\n\ntrois\u00a0quatre', 'un-deux-trois-quatre'],
    ['other characters dropped (SPEC.md)', 'Quoi ?! (vraiment) « oui »', 'quoi-vraiment-oui'],
    ['a dropped character between words separates them', 'rapport prix/qualité', 'rapport-prix-qualite'],
    ['decimal comma', 'Version 2,5', 'version-2-5'],
    ['emoji dropped', 'Soldes 🎉 d’été', 'soldes-d-ete'],
    ['letters without separable accent', 'Straße Øresund Łódź', 'strasse-oresund-lodz'],
    ['compatibility forms', 'ﬁnance Ｗｅｂ m²', 'finance-web-m2'],
    ['underscore in the text is not a word character', 'mon_fichier', 'mon-fichier'],
    ['empty text', '', ''],
    ['nothing usable', '!!! ??? …', ''],
    ['only hyphens', '---', ''],
  ])('%s: %j → %j', (_name, text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});

describe('slugify options', () => {
  const cases: [string, string, Partial<SlugOptions>, string][] = [
    ['underscore separator', 'Guide du SEO local', { separator: '_' }, 'guide_du_seo_local'],
    ['underscore keeps hyphens inside words', 'arc-en-ciel bleu', { separator: '_' }, 'arc-en-ciel_bleu'],
    ['no separator', 'Guide du SEO local', { separator: '' }, 'guideduseolocal'],
    ['apostrophe with underscore', "l'été", { separator: '_' }, 'l_ete'],
    ['keep case', 'Guide SEO pour PME', { lowercase: false }, 'Guide-SEO-pour-PME'],
    ['Œ before lowercase keeps the word readable', 'Œuvre ŒUVRE', { lowercase: false }, 'Oeuvre-OEUVRE'],
    ['keep accents', 'Crème brûlée', { removeAccents: false }, 'crème-brûlée'],
    ['keep accents, decomposed input composed', 'Cre\u0300me', { removeAccents: false }, 'crème'],
    ['keep accents, still French replacements', 'Œuvre & cœur', { removeAccents: false }, 'oeuvre-et-coeur'],
    ['remove numbers', 'Top 10 des outils SEO 2024', { removeNumbers: true }, 'top-des-outils-seo'],
    ['remove numbers inside words', 'covid19 et 4x4', { removeNumbers: true }, 'covid-et-x'],
    ['remove stop words', 'Le guide de la randonnée en montagne', { removeStopWords: true }, 'guide-randonnee-montagne'],
    ['stop words matched in lowercase', 'LE Guide DES Vins', { removeStopWords: true, lowercase: false }, 'Guide-Vins'],
    ['elided stop words', "L'art d'aimer", { removeStopWords: true }, 'art-aimer'],
    ['& becomes et, a stop word', 'Sel & poivre', { removeStopWords: true }, 'sel-poivre'],
    ['meaningful words kept', 'Pizza sans gluten pas chère', { removeStopWords: true }, 'pizza-sans-gluten-pas-chere'],
    ['or (gold) kept', 'Bijoux en or', { removeStopWords: true }, 'bijoux-or'],
    ['été (summer) kept', 'Les soldes d’été', { removeStopWords: true }, 'soldes-ete'],
    ['hyphenated words not split', 'Qu’est-ce que le arc-en-ciel', { removeStopWords: true }, 'est-ce-arc-en-ciel'],
    ['stop words with accents kept', 'Voyage à Rome', { removeStopWords: true, removeAccents: false }, 'voyage-rome'],
    ['où kept with its accent', 'Où dormir', { removeStopWords: true, removeAccents: false }, 'où-dormir'],
    ['où reads ou without accents, a stop word', 'Où dormir', { removeStopWords: true }, 'dormir'],
    [
      'everything on',
      'Les 10 meilleures crèmes & sérums de l’été 2024 !',
      { removeStopWords: true, removeNumbers: true, separator: '_' },
      'meilleures_cremes_serums_ete',
    ],
  ];
  it.each(cases)('%s: %j with %j → %j', (_name, text, options, expected) => {
    expect(slugify(text, options)).toBe(expected);
  });

  it('gives the results quoted in content.ts', () => {
    const title = 'L’été à Paris\u00a0: 10 idées & bons plans\u00a0!';
    expect(slugify(title)).toBe('l-ete-a-paris-10-idees-et-bons-plans');
    expect(slugify(title, { removeStopWords: true })).toBe('ete-paris-10-idees-bons-plans');
    expect(slugify('Pizza sans gluten', { removeStopWords: true })).toBe('pizza-sans-gluten');
    expect(slugify('Plan A', { removeStopWords: true })).toBe('plan');
    expect(slugify('Guide SEO 2024', { removeNumbers: true })).toBe('guide-seo');
  });

  it('ignores an unknown separator and non-boolean options from a loose caller', () => {
    expect(slugify('a b', { separator: '/' as never })).toBe('a-b');
    expect(slugify(42 as unknown as string)).toBe('');
  });

  it('the stop-word list is lowercase, trimmed and free of meaning-bearing words', () => {
    for (const word of FRENCH_STOP_WORDS) {
      expect(word).toBe(word.toLowerCase().trim());
    }
    for (const kept of ['pas', 'sans', 'plus', 'moins', 'non', 'été', 'or', 'où', 'comment', 'pourquoi']) {
      expect(FRENCH_STOP_WORDS.has(kept)).toBe(false);
    }
  });
});

const optionsArb: fc.Arbitrary<SlugOptions> = fc.record({
  lowercase: fc.boolean(),
  removeAccents: fc.boolean(),
  separator: fc.constantFrom(...SLUG_SEPARATORS),
  removeStopWords: fc.boolean(),
  removeNumbers: fc.boolean(),
});

const frenchish = fc.string({
  unit: fc.oneof(
    fc.constantFrom(' ', '-', '_', "'", '’', '&', '%', '€', 'œ', 'Œ', 'æ', 'É', 'é', 'e\u0301', 'ß', 'ẞ', 'İ', 'ﬁ', '²', '½'),
    fc.constantFrom('le', 'la', 'de', 'l', 'un', 'et', 'Le', 'à', 'a', '2024', '10', 'Été', 'prix', 'SEO'),
    fc.string({ unit: 'grapheme', maxLength: 2 }),
  ),
  maxLength: 30,
});
const anyText = fc.oneof(frenchish, fc.string({ unit: 'binary' }));
/** What could read differently at the edge of a line than inside a text: a final sigma, a lone mark or surrogate, a ligature. */
const lineEdges = fc.string({ unit: fc.constantFrom('Σ', 'ΑΣ', '\u0301', '\ud800', '\udc00', 'Œ', 'Æ', 'o', ' ', 'İ', 'ǅ'), maxLength: 6 });

describe('slugify: properties', () => {
  it('is idempotent (except joining words with no separator can form a new stop word)', () => {
    fc.assert(
      fc.property(anyText, optionsArb, (text, options) => {
        if (options.separator === '' && options.removeStopWords) return;
        const once = slugify(text, options);
        expect(slugify(once, options)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('default output is lowercase letters, digits and single inner hyphens, without marks', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(slugify(text)).toMatch(/^(?:[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)?$/u);
        expect(slugify(text)).not.toMatch(/\p{M}/u);
      }),
      { numRuns: 2000 },
    );
  });

  it('default output of Latin-1 and Latin Extended-A text is plain ASCII', () => {
    const latin = fc.string({ unit: fc.integer({ min: 0x20, max: 0x17f }).map((c) => String.fromCharCode(c)) });
    fc.assert(
      fc.property(latin, (text) => {
        expect(slugify(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('never has a leading, trailing or doubled separator, whatever the options', () => {
    fc.assert(
      fc.property(anyText, optionsArb, (text, options) => {
        const slug = slugify(text, options);
        expect(slug).not.toMatch(/^[-_]|[-_]$|--|__|-_|_-/);
        expect(slug).not.toMatch(/\s/);
        if (options.removeNumbers) expect(slug).not.toMatch(/\p{N}/u);
        if (options.lowercase) expect(slug).toBe(slug.toLowerCase());
        if (options.removeAccents) expect(slug).not.toMatch(/\p{M}/u);
      }),
      { numRuns: 2000 },
    );
  });

  it('with stop-word removal, no output word is a stop word (underscore shows word limits)', () => {
    fc.assert(
      fc.property(frenchish, (text) => {
        const slug = slugify(text, { removeStopWords: true, separator: '_' });
        for (const word of slug.split('_')) expect(FRENCH_STOP_WORDS.has(word)).toBe(false);
      }),
    );
  });
});

describe('slugifyLines: one slug per line', () => {
  it('gives the slug of each line, on the same row, blank lines kept as empty rows', () => {
    expect(slugifyLines('Titre un\nL’été à Paris\r\n\n  \nCrème & Co\rFin')).toEqual(['titre-un', 'l-ete-a-paris', '', '', 'creme-et-co', 'fin']);
    expect(slugifyLines('Guide du SEO\nLe top 10', { separator: '_', removeStopWords: true, removeNumbers: true })).toEqual(['guide_seo', 'top']);
  });

  it('drops blank lines at the end only, and gives [] for blank text', () => {
    expect(slugifyLines('\nA\n\n \n\n')).toEqual(['', 'a']);
    expect(slugifyLines('')).toEqual([]);
    expect(slugifyLines(' \n\t\n')).toEqual([]);
    expect(slugifyLines(42 as unknown as string)).toEqual([]);
  });

  it('agrees with slugify line by line, and with slugify on a single line', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(anyText, lineEdges), { maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\r'), optionsArb, (lines, eol, options) => {
        const clean = lines.map((l) => l.replace(/[\r\n\u2028\u2029]/g, ' '));
        const result = slugifyLines(clean.join(eol), options);
        expect(result.length).toBeLessThanOrEqual(clean.length);
        result.forEach((slug, i) => expect(slug).toBe(slugify(clean[i] as string, options)));
        for (const line of clean.slice(result.length)) expect(line.trim()).toBe('');
        if (clean.length === 1 && clean[0]!.trim() !== '') expect(result).toEqual([slugify(clean[0]!, options)]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a text of stop words only', () => {
  it('is told apart from a text with no usable letter', () => {
    expect(slugify('le de la', { removeStopWords: true })).toBe('');
    expect(onlyStopWords('le de la', { removeStopWords: true })).toBe(true);
    expect(onlyStopWords('le de la', { removeStopWords: false })).toBe(false);
    expect(onlyStopWords('!!!', { removeStopWords: true })).toBe(false);
    expect(onlyStopWords('le chat', { removeStopWords: true })).toBe(false);
  });
});
