import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TOOLS } from '../../tools/index';
import { favouritesFirst, MatchRank, matchRank, normalise, searchTools, withinOneEdit, type SearchableTool } from './search';

const ids = (query: string, category: Parameters<typeof searchTools>[2] = 'all', favourites: readonly string[] = []) =>
  searchTools(TOOLS, query, category, favourites).map((tool) => tool.id);

describe('search', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalise('  Coût / CLIC  ')).toBe('cout clic');
    expect(normalise('Œuvre')).toBe('oeuvre');
  });

  it.each([
    ['tva', 'vat'],
    ['TVA', 'vat'],
    ['hors taxe', 'vat'],
    ['cout par clic', 'cpc'],
    ['coût par clic', 'cpc'],
    ['impressions', 'cpm'],
    ['acquisition', 'cpa'],
    ['ab test', 'ab-test'],
    ['significativite', 'ab-test'],
    ['taux de conversion', 'conversion'],
    ['pourcentage', 'percentage'],
    ['remise', 'percentage-value'],
    ['reduction', 'percentage-value'],
    ['taux de marque', 'percentage-value'],
  ])('%j finds %s', (query, id) => {
    expect(ids(query)).toContain(id);
  });

  // What French marketers type, without accents: each query must find its tool.
  it.each([
    ['mdp', 'password-generator'],
    ['concours', 'random-draw'],
    ['pere noel', 'secret-santa'],
    ['combien de jours', 'date-difference'],
    ['heures decimales', 'time-difference'],
    ['nombre de caracteres', 'word-counter'],
    ['permalien', 'slug'],
    ['url propre', 'slug'],
    ['dedoublonner', 'duplicate-remover'],
    ['lignes en double', 'duplicate-remover'],
    ['google analytics', 'utm-builder'],
    ['lien de campagne', 'utm-builder'],
    ['remise', 'percentage-value'],
    ['taux de marque', 'percentage-value'],
    ['marge', 'percentage-value'],
    ['significativite', 'ab-test'],
    ['pourcentage', 'percentage'],
    ['taux de conversion', 'conversion'],
    ['tirage', 'random-draw'],
    ['dollar', 'currency'],
    ['rentabilite', 'roas-breakeven'],
    ['panier', 'average-cart'],
    ['hausse', 'evolution'],
  ])('synonym %j finds %s', (query, id) => {
    expect(ids(query)).toContain(id);
  });

  it('every word must match', () => {
    expect(ids('tva impressions')).toEqual([]);
    expect(ids('hors taxe')).toContain('vat');
    expect(ids('hors taxe')).not.toContain('cpc');
  });

  it('tolerates one typo in longer words', () => {
    expect(ids('impresions')).toContain('cpm');
    expect(ids('acquistion')).toContain('cpa');
    expect(ids('tvz')).toEqual([]);
  });

  it('combines with the category filter', () => {
    expect(ids('', 'ecommerce')).toEqual(TOOLS.filter((tool) => tool.categories.includes('ecommerce')).map((tool) => tool.id));
    expect(ids('', 'ecommerce')).toContain('vat');
    expect(ids('', 'ecommerce')).not.toContain('cpc');
    expect(ids('clic', 'ecommerce')).toEqual([]);
    expect(ids('', 'all')).toHaveLength(TOOLS.length);
  });

  it('withinOneEdit', () => {
    expect(withinOneEdit('marge', 'marge')).toBe(true);
    expect(withinOneEdit('marge', 'mrage')).toBe(true);
    expect(withinOneEdit('marge', 'marges')).toBe(true);
    expect(withinOneEdit('marge', 'mage')).toBe(true);
    expect(withinOneEdit('marge', 'merde')).toBe(false);
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => withinOneEdit(a, b) === withinOneEdit(b, a)));
  });

  it('puts favourites first, in the order they were added', () => {
    const order = favouritesFirst(TOOLS, ['cpm', 'vat']).map((tool) => tool.id);
    expect(order.slice(0, 2)).toEqual(['cpm', 'vat']);
    expect(order).toHaveLength(TOOLS.length);
    expect(favouritesFirst(TOOLS, ['unknown'])).toEqual([...TOOLS]);
  });
});

describe('search order (DECISIONS.md: title, then description, then keywords and synonyms, then one typo)', () => {
  const tool = (id: string, title: string, description: string, keywords: string[] = []): SearchableTool => ({ id, title, description, searchTerms: keywords, categories: ['utilities'] });
  const SAMPLE = [
    tool('typo', 'Autre chose', 'Rien à voir', ['margue']),
    tool('keyword', 'Autre outil', 'Sans rapport', ['marge']),
    tool('description', 'Outil de calcul', 'Calcule la marge'),
    tool('title', 'Calculateur de marge', 'Un outil'),
  ];

  it('ranks a match in the title first, then in the description, then in the keywords, then with a typo', () => {
    expect(searchTools(SAMPLE, 'marge', 'all').map((t) => t.id)).toEqual(['title', 'description', 'keyword', 'typo']);
    expect(SAMPLE.map((t) => matchRank(t, 'marge'))).toEqual([MatchRank.Typo, MatchRank.Keywords, MatchRank.Description, MatchRank.Title]);
    // A tool ranks by its worst-matching word: « calcul » in its title but « marge » in its description only.
    expect(matchRank(SAMPLE[2]!, 'calcul marge')).toBe(MatchRank.Description);
    expect(matchRank(SAMPLE[0]!, 'tva')).toBeNull();
  });

  it('puts favourites first within each rank, never above a better rank', () => {
    expect(searchTools(SAMPLE, 'marge', 'all', ['typo', 'keyword']).map((t) => t.id)).toEqual(['title', 'description', 'keyword', 'typo']);
    const twoTitles = [...SAMPLE, tool('title-2', 'Marge et remise', 'Un autre')];
    expect(searchTools(twoTitles, 'marge', 'all', ['title-2']).map((t) => t.id).slice(0, 2)).toEqual(['title-2', 'title']);
  });

  it('« marge » gives the discount and margin calculator before the ROAS tool, favourite or not', () => {
    expect(ids('marge')[0]).toBe('percentage-value');
    expect(ids('marge').indexOf('percentage-value')).toBeLessThan(ids('marge').indexOf('roas-breakeven'));
    expect(ids('marge', 'all', ['roas-breakeven'])[0]).toBe('percentage-value');
    expect(ids('tva')[0]).toBe('vat');
    expect(ids('qr')[0]).toBe('qr-code');
  });

  it('property: the results are every matching tool, by rank, favourites first within a rank', () => {
    const words = fc.constantFrom('marge', 'taux', 'calcul', 'prix', 'clic', 'mot', 'date', 'tva', 'image', 'lien', 'remise', 'marqe');
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 2 }), fc.subarray(TOOLS.map((t) => t.id)), (queryWords, favourites) => {
        const query = queryWords.join(' ');
        const found = searchTools(TOOLS, query, 'all', favourites);
        expect(new Set(found.map((t) => t.id))).toEqual(new Set(TOOLS.filter((t) => matchRank(t, query) !== null).map((t) => t.id)));
        const key = (t: SearchableTool) => [matchRank(t, query)!, favourites.includes(t.id) ? favourites.indexOf(t.id) : Infinity, TOOLS.findIndex((x) => x.id === t.id)];
        for (let i = 1; i < found.length; i++) {
          const [a, b] = [key(found[i - 1]!), key(found[i]!)];
          expect(a[0]! < b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! < b[2]!)))).toBe(true);
        }
      }),
    );
  });
});

