import { describe, expect, it } from 'vitest';
import { cleanLine, plural } from './text';

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

describe('cleanLine', () => {
  it('drops bidirectional overrides, isolates and marks, controls and invisible characters', () => {
    expect(cleanLine('Alice\u202eecnelaV')).toBe('AliceecnelaV');
    expect(cleanLine('\u2066Bob\u2069 \u200fet\u200e \u061cZoé\u202a\u202b\u202c\u202d')).toBe('Bob et Zoé');
    expect(cleanLine('Ma\u0000rie\u001b \u007fDu\u0085pont\u200b\u2060\ufeff')).toBe('Marie Dupont');
  });

  it('reads line breaks and space-like characters as spaces, and trims', () => {
    expect(cleanLine(' Jean\u00a0Paul\tDupont\r\nfils\u2028 ')).toBe('Jean Paul Dupont fils');
  });

  it('keeps what a name needs: joiners of emoji and scripts, accents, any script', () => {
    for (const name of ['👩‍👩‍👧', 'می‌خواهم', 'Zoé d’Aubigné', '王小明', 'Ἀλέξανδρος', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) expect(cleanLine(name)).toBe(name);
  });
});
