// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom, cryptoRandom, type RandomSource } from '../../components/lib/random';
import {
  CHARACTER_SETS,
  DEFAULT_PASSWORD_OPTIONS,
  PASSWORD_ERRORS,
  countValidPasswords,
  drawPassword,
  generatePassword,
  log2BigInt,
  normalizeLength,
  passwordEntropyBits,
  passwordStrength,
  type PasswordOptions,
} from './passwordGenerator';
import { content } from './content';
import { contentTexts } from '../../components/tool/types';

// Chi-square goodness of fit against a critical value slightly above the exact upper 1e-6 quantile
// (Wilson–Hilferty): a fair generator fails about once in a million runs; the seeded runs are fixed.
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}
function chiSquareCritical(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + 4.7534 * Math.sqrt(a)) ** 3;
}

const options = (overrides: Partial<PasswordOptions>): PasswordOptions => ({ ...DEFAULT_PASSWORD_OPTIONS, ...overrides });
const only = (flags: Partial<PasswordOptions>, length = 10): PasswordOptions => ({
  length,
  includeUppercase: false,
  includeLowercase: false,
  includeNumbers: false,
  includeSymbols: false,
  ...flags,
});

describe('defaults and character sets', () => {
  it('match SPEC: length 10, all four classes, the eleven symbols', () => {
    expect(DEFAULT_PASSWORD_OPTIONS).toEqual({
      length: 10,
      includeUppercase: true,
      includeLowercase: true,
      includeNumbers: true,
      includeSymbols: true,
      excludeLookAlikes: false,
    });
    expect(CHARACTER_SETS.symbols).toBe('@#$%&*+-=?!');
    expect(CHARACTER_SETS.uppercase).toHaveLength(26);
    expect(CHARACTER_SETS.lowercase).toHaveLength(26);
    expect(CHARACTER_SETS.numbers).toBe('0123456789');
  });

  it('generates a 10-character password labelled Fort by default', () => {
    const result = generatePassword(DEFAULT_PASSWORD_OPTIONS, seededRandom(1));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.password).toHaveLength(10);
    expect(result.strength).toEqual({ score: 5, label: 'Fort' });
    expect(result.entropyBits).toBeCloseTo(61.13, 2);
  });
});

describe('errors', () => {
  it('asks for at least one class', () => {
    expect(generatePassword(only({}), seededRandom(1))).toEqual({ ok: false, error: PASSWORD_ERRORS.noClass });
    expect(PASSWORD_ERRORS.noClass).toBe('Veuillez sélectionner au moins un type de caractères');
  });

  it('reports a failure, without throwing, when the source never yields a valid password', () => {
    const stuck: RandomSource = () => 0; // always 'A': lowercase, digits and symbols never appear
    expect(generatePassword(DEFAULT_PASSWORD_OPTIONS, stuck)).toEqual({ ok: false, error: 'Erreur lors de la génération du mot de passe' });
    const broken: RandomSource = () => {
      throw new Error('no entropy');
    };
    expect(generatePassword(DEFAULT_PASSWORD_OPTIONS, broken)).toEqual({ ok: false, error: PASSWORD_ERRORS.failure });
  });
});

describe('normalizeLength', () => {
  it.each([
    [10, 10],
    [8, 8],
    [32, 32],
    [5, 8],
    [50, 32],
    [12.4, 12],
    [12.6, 13],
    [Number.NaN, 10],
    [Infinity, 10],
  ])('%s → %s', (input, expected) => {
    expect(normalizeLength(input)).toBe(expected);
  });
});

describe('passwordStrength (SPEC score)', () => {
  it.each<[PasswordOptions, number, string]>([
    [only({ includeLowercase: true }, 8), 1, 'Faible'],
    [only({ includeLowercase: true, includeUppercase: true }, 8), 2, 'Faible'],
    [only({ includeSymbols: true }, 8), 2, 'Faible'],
    [only({ includeLowercase: true }, 12), 3, 'Moyen'],
    [only({ includeLowercase: true, includeUppercase: true, includeNumbers: true }, 8), 3, 'Moyen'],
    [only({ includeSymbols: true }, 12), 4, 'Moyen'],
    [only({ includeLowercase: true, includeNumbers: true }, 16), 5, 'Fort'],
    [options({ length: 8 }), 5, 'Fort'],
    [options({ length: 11 }), 5, 'Fort'],
    [only({ includeLowercase: true, includeUppercase: true, includeNumbers: true }, 12), 5, 'Fort'],
    [only({ includeLowercase: true, includeUppercase: true, includeNumbers: true }, 16), 6, 'Fort'],
    [options({ length: 12 }), 7, 'Très fort'],
    [options({ length: 16 }), 8, 'Très fort'],
    [options({ length: 32 }), 8, 'Très fort'],
  ])('%o → %i %s', (opts, score, label) => {
    expect(passwordStrength(opts)).toEqual({ score, label });
  });
});

describe('countValidPasswords and entropy', () => {
  const brute = (sizes: number[], length: number): number => {
    // Enumerate every string over the union alphabet, class by character index.
    const classOf: number[] = sizes.flatMap((s, i) => new Array<number>(s).fill(i));
    const a = classOf.length;
    let count = 0;
    for (let code = 0; code < a ** length; code++) {
      const seen = new Set<number>();
      let c = code;
      for (let i = 0; i < length; i++) {
        seen.add(classOf[c % a]!);
        c = Math.floor(c / a);
      }
      if (seen.size === sizes.length) count++;
    }
    return count;
  };

  it('agrees with brute-force enumeration on small alphabets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 5 }), (sizes, length) => {
        fc.pre(sizes.reduce((a, b) => a + b, 0) ** length <= 20_000);
        expect(countValidPasswords(sizes, length)).toBe(BigInt(brute(sizes, length)));
      }),
      { numRuns: 60 },
    );
  });

  it('gives worked values', () => {
    expect(countValidPasswords([2, 1], 3)).toBe(18n); // 27 − 8 without '1' − 1 without letters
    expect(countValidPasswords([10, 11], 8)).toBe(21n ** 8n - 10n ** 8n - 11n ** 8n);
    expect(countValidPasswords([26], 8)).toBe(26n ** 8n);
    expect(countValidPasswords([], 8)).toBe(0n);
  });

  it('computes the entropy of the process in bits', () => {
    expect(passwordEntropyBits(only({ includeLowercase: true }, 8))).toBeCloseTo(8 * Math.log2(26), 10);
    expect(passwordEntropyBits(only({ includeNumbers: true, includeSymbols: true }, 8))).toBeCloseTo(
      Math.log2(37_508_500_480),
      10,
    );
    // All classes, 16 characters: a little under 16 × log2(73) = 99.04 because of the class requirement.
    const bits = passwordEntropyBits(options({ length: 16 }));
    expect(bits).toBeLessThan(16 * Math.log2(73));
    expect(bits).toBeGreaterThan(98.5);
    expect(passwordEntropyBits(only({}))).toBe(0);
  });

  it('log2BigInt is exact on powers of two and close on big values', () => {
    expect(log2BigInt(1n)).toBe(0);
    expect(log2BigInt(2n ** 200n)).toBe(200);
    expect(log2BigInt(73n ** 32n)).toBeCloseTo(32 * Math.log2(73), 9);
    expect(log2BigInt(0n)).toBe(0);
  });
});

describe('properties', () => {
  const optionsArb = fc
    .record({
      length: fc.integer({ min: 8, max: 32 }),
      includeUppercase: fc.boolean(),
      includeLowercase: fc.boolean(),
      includeNumbers: fc.boolean(),
      includeSymbols: fc.boolean(),
    })
    .filter((o) => o.includeUppercase || o.includeLowercase || o.includeNumbers || o.includeSymbols);

  it('respects the length, uses only the chosen alphabet and holds each chosen class', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer(), (opts, seed) => {
        const result = generatePassword(opts, seededRandom(seed));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { password } = result;
        expect(password).toHaveLength(opts.length);
        const chosen = [
          [opts.includeUppercase, CHARACTER_SETS.uppercase],
          [opts.includeLowercase, CHARACTER_SETS.lowercase],
          [opts.includeNumbers, CHARACTER_SETS.numbers],
          [opts.includeSymbols, CHARACTER_SETS.symbols],
        ] as const;
        const alphabet = chosen.filter(([on]) => on).map(([, set]) => set).join('');
        for (const ch of password) expect(alphabet).toContain(ch);
        for (const [on, set] of chosen) {
          if (on) expect([...password].some((ch) => set.includes(ch))).toBe(true);
        }
        expect(result.strength).toEqual(passwordStrength(opts));
      }),
      { numRuns: 200 },
    );
  });

  it('never throws, whatever the length', () => {
    fc.assert(
      fc.property(fc.double(), fc.boolean(), (length, upper) => {
        const result = generatePassword(options({ length, includeUppercase: upper }), cryptoRandom);
        expect(result.ok).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('uniformity (chi-square)', () => {
  it('draws every valid password equally often (classes "ab" and "1", length 4: 64 passwords)', () => {
    const rng = seededRandom(11);
    const counts = new Map<string, number>();
    const samples = 64 * 500;
    for (let i = 0; i < samples; i++) {
      const p = drawPassword(['ab', '1'], 4, rng)!;
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    expect(counts.size).toBe(Number(countValidPasswords([2, 1], 4)));
    const observed = [...counts.values()];
    expect(chiSquare(observed, observed.map(() => samples / 64))).toBeLessThan(chiSquareCritical(63));
  });

  it('power check: the same test rejects "one of each class, fill, shuffle"', () => {
    const rng = seededRandom(11);
    const counts = new Map<string, number>();
    const samples = 64 * 500;
    for (let i = 0; i < samples; i++) {
      const chars = ['ab'[rng(2)]!, '1', 'ab1'[rng(3)]!, 'ab1'[rng(3)]!];
      for (let j = chars.length - 1; j > 0; j--) {
        const k = rng(j + 1);
        [chars[j], chars[k]] = [chars[k]!, chars[j]!];
      }
      const p = chars.join('');
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    const observed = [...counts.values()];
    expect(chiSquare(observed, observed.map(() => samples / 64))).toBeGreaterThan(chiSquareCritical(63));
  });

  it('gives each character its exact probability at the first and last positions (digits + symbols, length 8)', () => {
    const rng = seededRandom(2025);
    const opts = only({ includeNumbers: true, includeSymbols: true }, 8);
    const alphabet = CHARACTER_SETS.numbers + CHARACTER_SETS.symbols;
    // A given digit first: the 7 others must hold a symbol (21^7 − 10^7 ways); a given symbol: a digit.
    const total = Number(countValidPasswords([10, 11], 8));
    const pDigit = (21 ** 7 - 10 ** 7) / total;
    const pSymbol = (21 ** 7 - 11 ** 7) / total;
    expect(10 * pDigit + 11 * pSymbol).toBeCloseTo(1, 12);
    const samples = 30_000;
    const first = new Array<number>(21).fill(0);
    const last = new Array<number>(21).fill(0);
    for (let i = 0; i < samples; i++) {
      const result = generatePassword(opts, rng);
      if (!result.ok) throw new Error(result.error);
      first[alphabet.indexOf(result.password[0]!)]!++;
      last[alphabet.indexOf(result.password[7]!)]!++;
    }
    const expected = [...alphabet].map((_, i) => samples * (i < 10 ? pDigit : pSymbol));
    expect(chiSquare(first, expected)).toBeLessThan(chiSquareCritical(20));
    expect(chiSquare(last, expected)).toBeLessThan(chiSquareCritical(20));
  });

  it('with the crypto source, is uniform over the 26 lowercase letters', () => {
    const counts = new Array<number>(26).fill(0);
    for (let i = 0; i < 2_000; i++) {
      const result = generatePassword(only({ includeLowercase: true }, 13), cryptoRandom);
      if (!result.ok) throw new Error(result.error);
      for (const ch of result.password) counts[ch.charCodeAt(0) - 97]!++;
    }
    // Single-class passwords have independent characters, so pooled counts are multinomial.
    expect(chiSquare(counts, counts.map(() => 26_000 / 26))).toBeLessThan(chiSquareCritical(25));
  });
});

describe('content', () => {
  const texts = contentTexts(content);

  it('explains length and entropy', () => {
    const all = texts.join(' ');
    expect(all).toMatch(/entropie/i);
    expect(all).toMatch(/longueur/i);
    expect(all).toMatch(/bits/);
  });
});
