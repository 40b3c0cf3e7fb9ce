import { roundDecimal, tooLargeError } from '../../components/lib/number';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONVERSIONS_ABOVE_VISITORS_WARNING,
  INVALID_CONVERSIONS_ERROR,
  INVALID_VISITORS_ERROR,
  ZERO_VISITORS_ERROR,
  computeVisitorsNeeded,
  visitorsNeeded,
  computeConversion,
  conversionRate,
} from './conversion';
import { content } from './content';
import { expectCleanNumbers, hostileNumberText } from '../../tests/properties';

const rawInput = hostileNumberText;

describe('computeConversion', () => {
  // Worked examples, computed by hand from SPEC.md section 9 (conversions / visitors × 100).
  it.each([
    ['25', '1 000', 2.5, 40],
    ['3', '7', 42.86, 2.3],
    ['1', '3', 33.33, 3],
    ['0', '500', 0, null],
    ['150', '150', 100, 1],
    ['1 234', '56 789', 2.17, 46],
  ])('hand-computed example: %s conversions for %s visitors → %d %', (conversions, visitors, rate, perConversion) => {
    const { errors, result } = computeConversion({ conversions, visitors });
    expect(errors).toEqual({});
    // Exact in the logic, rounded once as displayed (2 decimals for the rate, 1 for visitors per conversion).
    expect(roundDecimal(result!.rate, 2)).toBe(rate);
    expect(result!.visitorsPerConversion === null ? null : roundDecimal(result!.visitorsPerConversion, 1)).toBe(perConversion);
    expect(result?.warning).toBeUndefined();
  });

  it('an empty field raises no error and gives no result', () => {
    expect(computeConversion({ conversions: '', visitors: '' })).toEqual({ errors: {}, result: null });
    expect(computeConversion({ conversions: '12', visitors: '' })).toEqual({ errors: {}, result: null });
  });

  it('0 visitors is a clear message rather than a meaningless 0 %', () => {
    expect(computeConversion({ conversions: '0', visitors: '0' })).toEqual({
      errors: { visitors: ZERO_VISITORS_ERROR },
      result: null,
    });
    expect(conversionRate(5, 0)).toBe(0);
  });

  it.each([
    ['abc', '100', { conversions: INVALID_CONVERSIONS_ERROR }],
    ['-1', '100', { conversions: INVALID_CONVERSIONS_ERROR }],
    ['2,5', '100', { conversions: INVALID_CONVERSIONS_ERROR }],
    ['5', ',', { visitors: INVALID_VISITORS_ERROR }],
    ['5', '1e308', { visitors: tooLargeError(1e15) }],
  ])('rejects conversions %j / visitors %j', (conversions, visitors, errors) => {
    const output = computeConversion({ conversions, visitors });
    expect(output.errors).toEqual(errors);
    expect(output.result).toBeNull();
  });

  it('warns but still computes when conversions exceed visitors', () => {
    const { result } = computeConversion({ conversions: '120', visitors: '100' });
    expect(result).toEqual({ rate: 120, visitorsPerConversion: 5 / 6, warning: CONVERSIONS_ABOVE_VISITORS_WARNING });
  });

  it('property: any input yields no NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(rawInput, rawInput, (conversions, visitors) => {
        expectCleanNumbers(computeConversion({ conversions, visitors }));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the rate lies in [0, 100] while conversions ≤ visitors, and grows with conversions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }).chain((v) => fc.tuple(fc.constant(v), fc.integer({ min: 0, max: v }))),
        ([visitors, conversions]) => {
          const rate = computeConversion({ conversions: String(conversions), visitors: String(visitors) }).result?.rate ?? -1;
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(100);
          expect(Math.abs(rate - (conversions / visitors) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});

describe('visitors needed for a number of conversions', () => {
  // The inverse of SPEC.md's definition (taux = conversions ÷ visiteurs × 100), checked on the tool's own worked
  // example: 25 conversions out of 1 000 visitors is 2,5 %, so 25 conversions at 2,5 % need 1 000 visitors.
  it.each([
    ['SPEC.md inverse: 25 conversions at 2,5 % → 1 000 visitors', '25', '2,5', 1000],
    ['100 conversions at 2 % → 5 000 visitors', '100', '2', 5000],
    ['3 conversions at 0,1 % → 3 000 visitors (no floating-point extra visitor)', '3', '0,1', 3000],
    ['10 conversions at 3 % → 333,3… rounded up to 334', '10', '3', 334],
    ['1 conversion at 100 % → 1 visitor', '1', '100', 1],
  ])('%s', (_name, target, rate, visitors) => {
    expect(computeVisitorsNeeded({ target, rate })).toEqual({ errors: {}, visitors });
  });

  it.each([
    ['0', '2', 'target'],
    ['2,5', '2', 'target'],
    ['10', '0', 'rate'],
    ['10', '101', 'rate'],
    ['10', 'abc', 'rate'],
  ])('%j at %j is an error on %s', (target, rate, field) => {
    const { errors, visitors } = computeVisitorsNeeded({ target, rate });
    expect(visitors).toBeNull();
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('property: the visitors found convert at least the target at that rate, and one fewer would not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 10_000 }), (target, hundredths) => {
        const rate = hundredths / 100;
        const v = visitorsNeeded(target, rate);
        expect((v * rate) / 100).toBeGreaterThanOrEqual(target - 1e-6);
        expect(((v - 1) * rate) / 100).toBeLessThan(target);
      }),
    );
  });
});
