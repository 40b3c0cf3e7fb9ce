import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundDecimal, tooLargeError } from '../../components/lib/number';
import {
  INITIAL_TOO_SMALL_ERROR,
  INVALID_VALUE_ERROR,
  NEGATIVE_INITIAL_WARNING,
  ZERO_INITIAL_ERROR,
  computeEvolution,
  evolutionRate,
} from './evolution';
import { content } from './content';
import { displayed, expectCleanNumbers, hostileNumberText } from '../../tests/properties';

const rawInput = hostileNumberText;

describe('computeEvolution', () => {
  // Hand-computed with (final − initial) / initial × 100, the INSEE definition of a taux de variation.
  it.each([
    ['100', '120', 20, 20, 1.2, 'hausse'],
    ['120', '100', -16.67, -20, 0.8333, 'baisse'],
    ['80', '80', 0, 0, 1, 'stable'],
    ['2', '3', 50, 1, 1.5, 'hausse'],
    ['12 500', '15 000', 20, 2500, 1.2, 'hausse'],
    ['50', '0', -100, -50, 0, 'baisse'],
    ['0,5', '1,5', 200, 1, 3, 'hausse'],
  ])('hand-computed example: from %s to %s is %d %', (initial, final, rate, difference, multiplier, direction) => {
    // Exact in the logic; compared as displayed: rate and gap to 2 decimals, multiplier to 4.
    const { errors, result } = computeEvolution({ initial, final });
    expect(errors).toEqual({});
    expect({ ...displayed({ rate: result!.rate, difference: result!.difference }), multiplier: roundDecimal(result!.multiplier, 4), direction: result!.direction }).toEqual({
      rate,
      difference,
      multiplier,
      direction,
    });
  });

  it('an initial value of 0 gets a clear message, never Infinity', () => {
    for (const initial of ['0', '-0', '0,00']) {
      expect(computeEvolution({ initial, final: '10' })).toEqual({ errors: { initial: ZERO_INITIAL_ERROR }, result: null });
    }
    expect(evolutionRate(0, 10)).toBeNull();
    expect(computeEvolution({ initial: '1e-300', final: '1e15' })).toEqual({
      errors: { initial: INITIAL_TOO_SMALL_ERROR },
      result: null,
    });
  });

  it('a tiny initial value gets the same message instead of a rate hundreds of digits long', () => {
    // 1e-300 → 150 is finite in a double (1.5e304 %) but would print 300 digits and overflow the page.
    for (const [initial, final] of [['1e-300', '150'], ['-1e-300', '150'], ['1e-10', '1e15']] as const) {
      expect(computeEvolution({ initial, final })).toEqual({ errors: { initial: INITIAL_TOO_SMALL_ERROR }, result: null });
    }
    // Large but readable rates are still given.
    expect(computeEvolution({ initial: '0,01', final: '1e12' }).result?.rate).toBe(1e16 - 100);
  });

  it('a negative initial value is measured against its absolute value, with a warning', () => {
    expect(computeEvolution({ initial: '-100', final: '-50' }).result).toEqual({
      rate: 50,
      difference: 50,
      multiplier: 0.5,
      direction: 'hausse',
      warning: NEGATIVE_INITIAL_WARNING,
    });
  });

  it('empty fields raise no error; invalid ones do', () => {
    expect(computeEvolution({ initial: '', final: '' })).toEqual({ errors: {}, result: null });
    expect(computeEvolution({ initial: 'abc', final: ',' })).toEqual({
      errors: { initial: INVALID_VALUE_ERROR, final: INVALID_VALUE_ERROR },
      result: null,
    });
    expect(computeEvolution({ initial: '1e308', final: '1' }).errors).toEqual({ initial: tooLargeError(1e15) });
  });

  it('property: any input yields no NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(rawInput, rawInput, (initial, final) => {
        expectCleanNumbers(computeEvolution({ initial, final }));
      }),
      { numRuns: 2000 },
    );
  });

  const positive = fc.integer({ min: 1, max: 1e9 });

  it('property: successive evolutions compose by their multipliers, (1 + t1)(1 + t2) = 1 + t', () => {
    fc.assert(
      fc.property(positive, positive, positive, (a, b, c) => {
        const t1 = evolutionRate(a, b) ?? NaN;
        const t2 = evolutionRate(b, c) ?? NaN;
        const t = evolutionRate(a, c) ?? NaN;
        expect((1 + t1 / 100) * (1 + t2 / 100)).toBeCloseTo(1 + t / 100, 6);
      }),
    );
  });

  it('property: the direction follows the sign of final − initial, and a fall never goes below −100 %', () => {
    fc.assert(
      fc.property(positive, fc.integer({ min: 0, max: 1e9 }), (initial, final) => {
        const result = computeEvolution({ initial: String(initial), final: String(final) }).result;
        expect(result).not.toBeNull();
        if (!result) return;
        expect(result.rate).toBeGreaterThanOrEqual(-100);
        if (final > initial) expect(result.direction === 'hausse' || result.rate === 0).toBe(true);
        if (final < initial) expect(result.direction === 'baisse' || result.rate === 0).toBe(true);
      }),
    );
  });
});
