import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LISTED_TOOLS as TOOLS } from '../../tools/listing';
import { TOOL_KEYWORDS } from '../../tools/keywords';
import { favouritesFirst, filterTools, normalise, withinOneEdit } from './search';

const ids = (query: string, category: Parameters<typeof filterTools>[2] = 'all') =>
  filterTools(TOOLS, query, category, TOOL_KEYWORDS).map((tool) => tool.id);

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
