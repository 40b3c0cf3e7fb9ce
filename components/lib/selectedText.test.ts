import { describe, expect, it } from 'vitest';
import { extractAmount, selectionUrl } from './selectedText';

describe('extractAmount', () => {
  it.each([
    ['1 234,56 €', '1234,56'],
    ['1\u00a0234,56\u00a0€', '1234,56'],
    ['1\u202f234,56 €', '1234,56'],
    ['99.90 EUR', '99,90'],
    ['Prix : 45 € HT', '45'],
    ['1.234,56 €', '1234,56'],
    ['1,234.56', '1234,56'],
    ['1.234.567', '1234567'],
    ['12,5', '12,5'],
    ['Commande 1042 : 99,90 €', '99,90'],
    ['€ 120', '120'],
    ['total 2 500 euros TTC', '2500'],
    ['Réf. 42', '42'],
  ])('%s → %s', (text, amount) => {
    expect(extractAmount(text)).toBe(amount);
  });

  it('finds nothing in a text without a number', () => {
    expect(extractAmount('gratuit')).toBeNull();
  });
});

describe('selectionUrl', () => {
  it('accepts one http(s) address only', () => {
    expect(selectionUrl(' https://exemple.fr/page?a=1 ')).toBe('https://exemple.fr/page?a=1');
    expect(selectionUrl('http://exemple.fr')).toBe('http://exemple.fr');
    expect(selectionUrl('voir https://exemple.fr')).toBeNull();
    expect(selectionUrl('javascript:alert(1)')).toBeNull();
    expect(selectionUrl('ftp://exemple.fr')).toBeNull();
  });
});
