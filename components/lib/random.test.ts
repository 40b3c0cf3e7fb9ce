// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { cryptoRandom, fromUint32, randomBelow, sample, seededRandom, shuffle, type RandomSource } from './random';

// Chi-square goodness of fit. The critical value is the upper 1e-6 quantile (Wilson–Hilferty
// approximation, z = 4.7534): a fair generator fails with probability about one in a million, and
// with the seeded source the outcome is fixed anyway.
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}
function chiSquareCritical(df: number): number {
  const z = 4.7534;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
function uniformFit(counts: readonly number[]): { statistic: number; critical: number } {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = counts.map(() => total / counts.length);
  return { statistic: chiSquare(counts, expected), critical: chiSquareCritical(counts.length - 1) };
}
function tally(k: number, draws: number, draw: () => number): number[] {
  const counts = new Array<number>(k).fill(0);
  for (let i = 0; i < draws; i++) counts[draw()]!++;
  return counts;
}

describe('chi-square helper', () => {
  it('is slightly above the exact upper 1e-6 quantiles (generous, never stricter)', () => {
    // Exact values from scipy.stats.chi2.isf(1e-6, df).
    const exact: [number, number][] = [[2, 27.631], [9, 44.811], [19, 63.677], [23, 70.550], [43, 102.198]];
    for (const [df, q] of exact) {
      expect(chiSquareCritical(df)).toBeGreaterThanOrEqual(q);
      expect(chiSquareCritical(df)).toBeLessThan(q * 1.1);
    }
  });
});

describe('fromUint32 (rejection sampling)', () => {
  it('rejects the values that would create modulo bias', () => {
    // For max = 3 the accepted range is [0, 2^32 − 1): 2^32 − 1 would make 0 more likely, so it is redrawn.
    const script = [2 ** 32 - 1, 2 ** 32 - 1, 7];
    const rng = fromUint32(() => script.shift()!);
    expect(rng(3)).toBe(1);
    expect(script).toEqual([]);
  });

  it('accepts every value for a power of two and for 2^32', () => {
    const rng = fromUint32(() => 0xffffffff);
    expect(rng(2 ** 32)).toBe(0xffffffff);
    expect(rng(16)).toBe(15);
    expect(rng(1)).toBe(0);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN, Infinity])('throws RangeError for the bound %s', (max) => {
    expect(() => cryptoRandom(max)).toThrow(RangeError);
    expect(() => seededRandom(1)(max)).toThrow(RangeError);
  });
});

describe('cryptoRandom', () => {
  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    for (let i = 0; i < 600; i++) cryptoRandom(10);
    expect(spy).toHaveBeenCalled();
  });

  it('stays within [0, max) for any bound up to 2^32', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), (max) => {
        const v = cryptoRandom(max);
        return Number.isInteger(v) && v >= 0 && v < max;
      }),
    );
  });

  it('is uniform over 7 values (chi-square)', () => {
    const { statistic, critical } = uniformFit(tally(7, 35_000, () => cryptoRandom(7)));
    expect(statistic).toBeLessThan(critical);
  });

  it('has no modulo bias for a bound of 3 × 2^30, where plain modulo would favour the lowest third', () => {
    const max = 3 * 2 ** 30;
    const third = (v: number) => Math.floor(v / 2 ** 30);
    const fair = uniformFit(tally(3, 30_000, () => third(cryptoRandom(max))));
    expect(fair.statistic).toBeLessThan(fair.critical);
    // Power check: the same test catches the biased `uint32 % max`.
    const naive: RandomSource = (m) => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % m;
    const biased = uniformFit(tally(3, 30_000, () => third(naive(max))));
    expect(biased.statistic).toBeGreaterThan(biased.critical);
  });
});

describe('seededRandom', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const run = (seed: number) => {
      const rng = seededRandom(seed);
      return Array.from({ length: 20 }, () => rng(1000));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it('is uniform over 10 values (chi-square)', () => {
    const rng = seededRandom(2024);
    const { statistic, critical } = uniformFit(tally(10, 50_000, () => rng(10)));
    expect(statistic).toBeLessThan(critical);
  });

  it('stays within bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, max) => {
        const v = seededRandom(seed)(max);
        return Number.isInteger(v) && v >= 0 && v < max;
      }),
    );
  });
});

describe('randomBelow', () => {
  it('stays within bounds up to 2^53', () => {
    const rng = seededRandom(7);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (max) => {
        const v = randomBelow(max, rng);
        return Number.isInteger(v) && v >= 0 && v < max;
      }),
    );
    expect(randomBelow(2 ** 53, rng)).toBeLessThan(2 ** 53);
    expect(() => randomBelow(2 ** 53 + 2, rng)).toThrow(RangeError);
  });

  it('is uniform for a bound above 2^32 (3 × 2^50, thirds)', () => {
    const rng = seededRandom(99);
    const { statistic, critical } = uniformFit(tally(3, 30_000, () => Math.floor(randomBelow(3 * 2 ** 50, rng) / 2 ** 50)));
    expect(statistic).toBeLessThan(critical);
  });
});

const permutationsOf4 = (() => {
  const out: string[] = [];
  const rec = (prefix: string, rest: string) => {
    if (!rest) out.push(prefix);
    for (let i = 0; i < rest.length; i++) rec(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  rec('', 'abcd');
  return out;
})();

describe('shuffle', () => {
  it('returns a permutation of a copy and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const before = items.slice();
        const out = shuffle(items, seededRandom(seed));
        expect(items).toEqual(before);
        expect(out).not.toBe(items);
        expect(out.slice().sort((a, b) => a - b)).toEqual(before.sort((a, b) => a - b));
      }),
    );
  });

  it('makes all 24 orders of 4 items equally likely (chi-square)', () => {
    const rng = seededRandom(1);
    const index = new Map(permutationsOf4.map((p, i) => [p, i]));
    const counts = tally(24, 24_000, () => index.get(shuffle([...'abcd'], rng).join(''))!);
    const { statistic, critical } = uniformFit(counts);
    expect(statistic).toBeLessThan(critical);
  });

  it('power check: the test rejects sort(() => random − 0.5)', () => {
    const rng = seededRandom(1);
    const index = new Map(permutationsOf4.map((p, i) => [p, i]));
    const counts = tally(24, 24_000, () => index.get([...'abcd'].sort(() => rng(2) - 0.5).join(''))!);
    const { statistic, critical } = uniformFit(counts);
    expect(statistic).toBeGreaterThan(critical);
  });
});

describe('sample', () => {
  it('draws k distinct items of the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer()), fc.nat(), fc.integer(), (items, kSeed, seed) => {
        const k = items.length === 0 ? 0 : kSeed % (items.length + 1);
        const out = sample(items, k, seededRandom(seed));
        expect(out).toHaveLength(k);
        expect(new Set(out).size).toBe(k);
        for (const x of out) expect(items).toContain(x);
      }),
    );
  });

  it('throws RangeError for an impossible k', () => {
    expect(() => sample([1, 2], 3)).toThrow(RangeError);
    expect(() => sample([1, 2], -1)).toThrow(RangeError);
    expect(() => sample([1, 2], 1.5)).toThrow(RangeError);
  });

  it('makes all 20 ordered pairs from 5 items equally likely (chi-square)', () => {
    const rng = seededRandom(5);
    const counts = tally(20, 40_000, () => {
      const [a, b] = sample([0, 1, 2, 3, 4], 2, rng) as [number, number];
      return a * 4 + (b > a ? b - 1 : b);
    });
    const { statistic, critical } = uniformFit(counts);
    expect(statistic).toBeLessThan(critical);
  });
});

describe('product code', () => {
  it('never calls Math.random nor shuffles with a random comparator', () => {
    const root = join(__dirname, '..', '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          // Comments may name the forbidden calls; code may not.
          const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
          if (/Math\.random|sort\(\s*\(\)\s*=>/.test(text)) offenders.push(relative(root, path));
        }
      }
    };
    for (const dir of ['components', 'tools', 'platform', 'site', 'entrypoints']) {
      try {
        walk(join(root, dir));
      } catch {
        // folder not created yet
      }
    }
    expect(offenders).toEqual([]);
  });
});
