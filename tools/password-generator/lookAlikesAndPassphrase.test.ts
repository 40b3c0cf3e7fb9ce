import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, seededRandom } from '../../components/lib/random';
import {
  DEFAULT_PASSWORD_OPTIONS,
  generatePassword,
  LOOK_ALIKES,
  passwordEntropyBits,
  selectedClasses,
} from './passwordGenerator';
import { generatePassphrase, passphraseEntropyBits, passphraseStrength, SEPARATORS, type PassphraseOptions } from './passphrase';
import { FRENCH_WORDS } from './words/frenchWords';

describe('excluding look-alike characters (0 O o 1 l I |)', () => {
  it('leaves them out of every class', () => {
    const classes = selectedClasses({ ...DEFAULT_PASSWORD_OPTIONS, excludeLookAlikes: true });
    expect(classes.map((c) => c.length)).toEqual([24, 24, 8, 11]);
    for (const ch of LOOK_ALIKES) expect(classes.join('')).not.toContain(ch);
  });

  it('never produces one, and the entropy follows the smaller alphabet', () => {
    const options = { ...DEFAULT_PASSWORD_OPTIONS, length: 32, excludeLookAlikes: true };
    for (let i = 0; i < 200; i++) {
      const result = generatePassword(options, cryptoRandom);
      if (!result.ok) throw new Error(result.error);
      expect(result.password).not.toMatch(/[0Oo1lI|]/);
    }
    // Digits only, length 8: 8^8 passwords instead of 10^8 → 24 bits instead of 26,6.
    const digits = { length: 8, includeUppercase: false, includeLowercase: false, includeNumbers: true, includeSymbols: false };
    expect(passwordEntropyBits({ ...digits, excludeLookAlikes: true })).toBeCloseTo(24, 10);
    expect(passwordEntropyBits(digits)).toBeCloseTo(8 * Math.log2(10), 10);
  });
});

describe('the French word list', () => {
  it('holds at least 4 000 distinct lowercase words a–z of 4 to 7 letters', () => {
    expect(FRENCH_WORDS.length).toBeGreaterThanOrEqual(4000);
    expect(new Set(FRENCH_WORDS).size).toBe(FRENCH_WORDS.length);
    for (const word of FRENCH_WORDS) expect(word).toMatch(/^[a-z]{4,7}$/);
  });

  it('is French', () => {
    for (const word of ['maison', 'soleil', 'jardin', 'pomme', 'bonheur', 'nuage']) expect(FRENCH_WORDS).toContain(word);
  });
});

describe('passphrases', () => {
  const base: PassphraseOptions = { words: 5, separator: 'tiret', capitalisation: 'aucune', digit: false };

  it('entropy = words × log2(list size), plus the random choices of the extras', () => {
    // Reference: the EFF long list (7 776 words) gives 12,925 bits per word, 6 words 77,5 bits.
    expect(passphraseEntropyBits({ ...base, words: 6 }, 7776)).toBeCloseTo(6 * 12.925, 2);
    expect(passphraseEntropyBits({ ...base, words: 4 }, 8192)).toBe(52);
    expect(passphraseEntropyBits({ ...base, words: 4, capitalisation: 'initiales' }, 8192)).toBe(52);
    expect(passphraseEntropyBits({ ...base, words: 4, capitalisation: 'un-mot' }, 8192)).toBe(54);
    expect(passphraseEntropyBits({ ...base, words: 4, digit: true }, 8192)).toBeCloseTo(52 + Math.log2(40), 10);
    expect(passphraseEntropyBits(base, 1)).toBe(0);
  });

  it('counts exactly, by enumeration, on a tiny list: every outcome equally likely', () => {
    // 4 words, list of 2, one word in capitals and a digit: 2^4 × 4 × (10 × 4) distinct passphrases.
    const list = ['ab', 'cd'];
    const options: PassphraseOptions = { words: 4, separator: 'point', capitalisation: 'un-mot', digit: true };
    const seen = new Set<string>();
    const rng = seededRandom(7);
    for (let i = 0; i < 60_000; i++) seen.add(generatePassphrase(options, list, rng));
    expect(seen.size).toBe(2 ** 4 * 4 * 10 * 4);
    expect(Math.log2(seen.size)).toBeCloseTo(passphraseEntropyBits(options, list.length), 10);
  });

  it('uses the separator and capitalisation chosen', () => {
    const rng = seededRandom(3);
    for (const [name, sep] of Object.entries(SEPARATORS)) {
      const phrase = generatePassphrase({ ...base, separator: name as keyof typeof SEPARATORS }, FRENCH_WORDS, rng);
      expect(phrase.split(sep)).toHaveLength(5);
    }
    const initials = generatePassphrase({ ...base, capitalisation: 'initiales' }, FRENCH_WORDS, rng);
    for (const word of initials.split('-')) expect(word).toMatch(/^[A-Z][a-z]+$/);
    const one = generatePassphrase({ ...base, capitalisation: 'un-mot', digit: true }, FRENCH_WORDS, rng).split('-');
    expect(one.filter((w) => /^[A-Z]+\d?$/.test(w))).toHaveLength(1);
    expect(one.filter((w) => /\d$/.test(w))).toHaveLength(1);
  });

  it('property: 4 to 10 words from the list, whatever the options', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }),
        fc.constantFrom(...(Object.keys(SEPARATORS) as (keyof typeof SEPARATORS)[])),
        fc.integer(),
        (words, separator, seed) => {
          const phrase = generatePassphrase({ words, separator, capitalisation: 'aucune', digit: false }, FRENCH_WORDS, seededRandom(seed));
          const parts = phrase.split(SEPARATORS[separator]);
          expect(parts.length).toBe(Math.min(10, Math.max(4, words)));
          for (const part of parts) expect(FRENCH_WORDS).toContain(part);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('strength from entropy', () => {
    expect(passphraseStrength(40)).toBe('Faible');
    expect(passphraseStrength(52)).toBe('Moyen');
    expect(passphraseStrength(66)).toBe('Fort');
    expect(passphraseStrength(80)).toBe('Très fort');
  });
});

describe('content', () => {
  it('states the list size and the bits per word of the real list', async () => {
    const { content } = await import('./content');
    const all = content.about.tips.join(' ');
    expect(all).toContain(`${FRENCH_WORDS.length.toLocaleString('fr-FR').replace(/\s/g, '\u00a0')}\u00a0mots français`);
    expect(all).toContain(`${Math.log2(FRENCH_WORDS.length).toFixed(1).replace('.', ',')} bits par mot`);
    expect(all).toMatch(/licence MIT/);
  });
});
