import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeCostPer, COST_ERROR } from './costPer';

const CLICKS = { per: 1, countError: 'Veuillez entrer un nombre de clics valide' };

describe('computeCostPer', () => {
  it('divides exactly and leaves the rounding to the display (100 / 3)', () => {
    expect(computeCostPer('100', '3', CLICKS)).toMatchObject({ value: 100 / 3, complete: true, errors: {} });
    // 12 € for 5 000 clicks is 0,0024 €, not 0.
    expect(computeCostPer('12', '5 000', CLICKS).value).toBe(12 / 5000);
    expect(computeCostPer('1 500,50', '1000', { ...CLICKS, per: 1000 })).toMatchObject({ value: 1500.5 });
  });

  it('empty fields raise no error', () => {
    expect(computeCostPer('', '', CLICKS)).toEqual({ errors: {}, value: 0, complete: false, zeroCount: false });
    expect(computeCostPer('12', '', CLICKS).errors).toEqual({});
  });

  it('flags each invalid field with its own message', () => {
    expect(computeCostPer('abc', '-1', CLICKS).errors).toEqual({ cost: COST_ERROR, count: CLICKS.countError });
    expect(computeCostPer('-5', '10', CLICKS).errors).toEqual({ cost: COST_ERROR });
    expect(computeCostPer('5', '2,5', CLICKS).errors).toEqual({ count: CLICKS.countError });
  });

  it('a count of 0 gives 0, flagged', () => {
    expect(computeCostPer('100', '0', CLICKS)).toEqual({ errors: {}, value: 0, complete: true, zeroCount: true });
  });

  it('property: never NaN, Infinity or -0 whatever is typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), fc.oneof(fc.string(), fc.nat().map(String)), (a, b) => {
        const { value } = computeCostPer(a, b, CLICKS);
        expect(Number.isFinite(value)).toBe(true);
        expect(Object.is(value, -0)).toBe(false);
      }),
    );
  });
});
