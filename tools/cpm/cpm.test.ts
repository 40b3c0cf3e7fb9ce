import { describe, expect, it } from 'vitest';
import { roundDecimal } from '../../components/lib/number';
import fc from 'fast-check';
import { computeCpm, IMPRESSIONS_ERROR } from './cpm';

describe('CPM', () => {
  // SPEC.md section 9 and the IAB definition: CPM = coût / impressions × 1 000.
  it.each([
    ['IAB definition: 5 € for 1 000 impressions → 5 €', '5', '1000', 5],
    ['250 € for 100 000 impressions → 2,50 €', '250', '100 000', 2.5],
    ['12 € for 3 500 impressions → 3,43 €', '12', '3500', 3.43],
  ])('%s', (_name, cost, count, expected) => {
    // The logic keeps the exact quotient; the display rounds it once, to the cent.
    const result = computeCpm(cost, count);
    expect(result).toMatchObject({ complete: true });
    expect(roundDecimal(result.value, 2)).toBe(expected);
  });

  it('uses the SPEC message for impressions', () => {
    expect(computeCpm('10', 'mille').errors).toEqual({ count: IMPRESSIONS_ERROR });
  });

  it('property: CPM = 1000 × CPC-like ratio, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 1e9 }), (cost, impressions) => {
        const { value } = computeCpm(String(cost), String(impressions));
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeCloseTo((cost / impressions) * 1000, 2);
      }),
    );
  });
});
