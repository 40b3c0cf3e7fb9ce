import { describe, expect, it } from 'vitest';
import { plural } from './text';

describe('plural', () => {
  it.each([
    [0, '0\u00a0ligne'],
    [1, '1\u00a0ligne'],
    [2, '2\u00a0lignes'],
    [12345, '12\u202f345\u00a0lignes'],
  ])('%d → %s', (count, expected) => {
    expect(plural(count, 'ligne', 'lignes')).toBe(expected);
  });

  it('agrees every word of a phrase', () => {
    expect(plural(2, 'ligne vide ignorée', 'lignes vides ignorées')).toBe('2\u00a0lignes vides ignorées');
    expect(plural(1, 'ligne vide ignorée', 'lignes vides ignorées')).toBe('1\u00a0ligne vide ignorée');
  });
});
