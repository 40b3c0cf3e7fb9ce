import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPlan, guessColumns, planColumns, planTable, sameValueKey, setColumnChoice, type PlanDefaults } from './utmPlan';

const FORM: PlanDefaults = { source: 'google', medium: 'cpc', campaign: 'rentree' };
const HEADER = ['URL', 'Source', 'Support', 'Campagne', 'Mot-clé', 'Contenu'];
const columns = guessColumns(HEADER);

describe('guessColumns', () => {
  it('reads French and English header names, without accents, case or underscores', () => {
    expect(columns).toEqual({ url: 0, source: 1, medium: 2, campaign: 3, term: 4, content: 5 });
    expect(guessColumns(['lien', 'utm_source', 'UTM_Medium', 'utm_campaign', 'Terme', 'utm_content', 'UTM ID'])).toEqual({
      url: 0,
      source: 1,
      medium: 2,
      campaign: 3,
      term: 4,
      content: 5,
      id: 6,
    });
    expect(guessColumns(['Adresse', 'Nom'])).toEqual({ url: 0 });
  });

  it('lets the user correct a column or leave one out', () => {
    const choices = setColumnChoice(setColumnChoice('', 'source', 3), 'medium', null);
    expect(choices).toBe('source=4,medium=0');
    expect(planColumns(HEADER, choices)).toEqual({ url: 0, source: 3, campaign: 3, term: 4, content: 5 });
    expect(planColumns(HEADER, 'source=99,nimporte=2,url=x')).toEqual(columns);
  });
});

describe('buildPlan', () => {
  it('tags each row with its own values, before the #fragment, keeping the query, the form filling empty cells', () => {
    const plan = buildPlan(
      [
        ['exemple.fr/a?ref=1#avis', 'facebook', 'social', 'soldes', '', 'visuel-1'],
        ['https://exemple.fr/b', '', '', '', 'chaussures', ''],
      ],
      columns,
      FORM,
    );
    expect(plan.rows.map((r) => r.url)).toEqual([
      'https://exemple.fr/a?ref=1&utm_source=facebook&utm_medium=social&utm_campaign=soldes&utm_content=visuel-1#avis',
      'https://exemple.fr/b?utm_source=google&utm_medium=cpc&utm_campaign=rentree&utm_term=chaussures',
    ]);
    expect(plan.rows.every((r) => r.messages.length === 0)).toBe(true);
    expect(plan).toMatchObject({ valid: 2, invalid: 0, flagged: 0 });
  });

  it('flags, on its row, an invalid URL, a missing campaign, a lowercased value, spaces, accents and a second spelling', () => {
    const plan = buildPlan(
      [
        ['exemple.fr/1', 'facebook', 'social', 'ete', '', ''],
        ['exemple.fr/2', 'facebook', 'social', 'ete', '', ''],
        ['exemple.fr/3', 'Facebook', 'social', 'ete', '', ''],
        ['exemple.fr/4', 'fb', 'e-mail', 'été', '', ''],
        ['pas une url', 'facebook', 'email', 'ete', '', ''],
        ['exemple.fr/6', 'facebook', 'email', 'soldes ete', '', ''],
      ],
      columns,
      { source: 'google', medium: 'cpc', campaign: '' },
    );
    const texts = plan.rows.map((r) => r.messages.map((m) => m.text));
    expect(texts[0]).toEqual([]);
    expect(texts[2]).toEqual(['utm_source\u00a0: «\u00a0Facebook\u00a0» → «\u00a0facebook\u00a0» (minuscules)']);
    expect(texts[3]).toEqual([
      'utm_campaign\u00a0: accent ou caractère spécial dans «\u00a0été\u00a0», encodé dans l’URL',
      'utm_source «\u00a0fb\u00a0» écrit autrement ailleurs\u00a0: «\u00a0facebook\u00a0» sur d’autres lignes',
      'utm_medium «\u00a0e-mail\u00a0» écrit autrement ailleurs\u00a0: «\u00a0email\u00a0» sur d’autres lignes',
      'utm_campaign «\u00a0été\u00a0» écrit autrement ailleurs\u00a0: «\u00a0ete\u00a0» sur d’autres lignes',
    ]);
    expect(plan.rows[4]!.messages[0]).toEqual({ kind: 'error', text: 'URL invalide («\u00a0pas une url\u00a0»)' });
    expect(plan.rows[4]!.url).toBe('');
    expect(texts[5]).toEqual(['utm_campaign\u00a0: espace dans «\u00a0soldes ete\u00a0», encodée %20']);
    // Nothing silently changed: the URL carries the row's own spelling, lowercased.
    expect(new URL(plan.rows[3]!.url).searchParams.get('utm_source')).toBe('fb');
    expect(plan).toMatchObject({ valid: 5, invalid: 1, flagged: 3 });

    const missing = buildPlan([['exemple.fr', '', '', '', '', '']], columns, { source: 'custom', medium: 'cpc', campaign: '' });
    expect(missing.rows[0]!.messages).toEqual([{ kind: 'warning', text: 'Manquent\u00a0: utm_source, utm_campaign' }]);
  });

  it('knows the usual aliases of a source and a medium', () => {
    expect(['fb', 'Facebook', 'facebook'].map((v) => sameValueKey('source', v))).toEqual(['facebook', 'facebook', 'facebook']);
    expect(['tw', 'x', 'twitter'].map((v) => sameValueKey('source', v))).toEqual(['twitter', 'twitter', 'twitter']);
    expect(['google', 'adwords', 'Google Ads'].map((v) => sameValueKey('source', v))).toEqual(['google', 'google', 'google']);
    expect(['e-mail', 'mail', 'newsletter', 'email'].map((v) => sameValueKey('medium', v))).toEqual(['email', 'email', 'email', 'email']);
    // Newsletter is its own source (one of the form's), only an alias as a medium.
    expect(sameValueKey('source', 'newsletter')).toBe('newsletter');
  });

  it('gives the table to copy or download: input columns, tagged URL, messages', () => {
    const plan = buildPlan([['exemple.fr', 'FB', 'social', 'x', '', '']], columns, FORM);
    expect(planTable(HEADER, plan.rows)).toEqual([
      [...HEADER, 'URL de campagne', 'Remarques'],
      ['exemple.fr', 'FB', 'social', 'x', '', '', 'https://exemple.fr/?utm_source=fb&utm_medium=social&utm_campaign=x', 'utm_source\u00a0: «\u00a0FB\u00a0» → «\u00a0fb\u00a0» (minuscules)'],
    ]);
  });
});

describe('buildPlan properties', () => {
  const value = fc.string({ maxLength: 12 });
  const row = fc.tuple(fc.constantFrom('exemple.fr/a', 'https://exemple.fr/b?x=1#h', 'pas une url', ''), value, value, value, value, value);

  it('every valid row’s URL parses back to its own values, and nothing throws', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (records) => {
        const plan = buildPlan(records, columns, FORM);
        expect(plan.rows).toHaveLength(records.length);
        expect(plan.valid + plan.invalid).toBe(records.length);
        for (const r of plan.rows) {
          if (r.url === '') {
            expect(r.messages.some((m) => m.kind === 'error')).toBe(true);
            continue;
          }
          const params = new URL(r.url).searchParams;
          expect(params.get('utm_source') ?? '').toBe(r.values.source);
          expect(params.get('utm_medium') ?? '').toBe(r.values.medium);
          expect(params.get('utm_campaign') ?? '').toBe(r.values.campaign);
          expect(params.get('utm_term') ?? '').toBe(r.values.term);
          expect(params.get('utm_content') ?? '').toBe(r.values.content);
        }
      }),
    );
  });

  it('a plan written one way throughout, lowercase and plain, has no warning', () => {
    const plain = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, plain, plain), { minLength: 1, maxLength: 15 }), (values) => {
        // One spelling per loose key: the first one met of each is used on every row that shares its key.
        const firsts = new Map<string, string>();
        const one = (field: 'source' | 'medium' | 'campaign', v: string) => {
          const key = `${field}:${sameValueKey(field, v)}`;
          if (!firsts.has(key)) firsts.set(key, v);
          return firsts.get(key)!;
        };
        const records = values.map(([s, m, c]) => ['exemple.fr', one('source', s), one('medium', m), one('campaign', c), '', '']);
        const plan = buildPlan(records, columns, FORM);
        expect(plan.flagged).toBe(0);
      }),
    );
  });
});
