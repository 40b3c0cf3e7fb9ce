import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INVALID_NUMBER_ERROR,
  NEGATIVE_NUMBER_ERROR,
  PERCENTAGE_RANGE_ERROR,
  TOO_LARGE_ERROR,
  ZERO_TOTAL_ERROR,
  computePercentage,
  percentageOf,
  valueOfPercentage,
  type PercentageFields,
  type PercentageMode,
} from './percentage';
import { content } from './content';
import { expectCleanNumbers, hostileNumberText, displayed } from '../../tests/properties';

const rawInput = hostileNumberText;

const empty: PercentageFields = { value: '', total: '', percentage: '', base: '' };

describe('find-percentage', () => {
  // Hand-computed examples of value / total × 100.
  it.each([
    ['25', '200', 12.5],
    ['1', '3', 33.33],
    ['2', '3', 66.67],
    ['150', '100', 150],
    ['0', '80', 0],
    ['19,99', '79,96', 25],
    ['1 250 €', '5 000 €', 25],
  ])('hand-computed example: %s out of %s is %d %', (value, total, percentage) => {
    expect(displayed(computePercentage('find-percentage', { ...empty, value, total }))).toEqual({
      errors: {},
      result: { mode: 'find-percentage', percentage },
    });
  });

  it('refuses a total of 0 with a clear message', () => {
    expect(displayed(computePercentage('find-percentage', { ...empty, value: '5', total: '0' }))).toEqual({
      errors: { total: ZERO_TOTAL_ERROR },
      result: null,
    });
    expect(percentageOf(5, 0)).toBe(0);
  });

  it('refuses a quotient too large for a double', () => {
    expect(displayed(computePercentage('find-percentage', { ...empty, value: '1e15', total: '1e-300' }))).toEqual({
      errors: { total: TOO_LARGE_ERROR },
      result: null,
    });
  });

  it('refuses a finite quotient too long to print (a total of 1e-300 would show 300 digits)', () => {
    for (const [value, total] of [['25', '1e-300'], ['1', '1e-17']] as const) {
      expect(displayed(computePercentage('find-percentage', { ...empty, value, total }))).toEqual({
        errors: { total: TOO_LARGE_ERROR },
        result: null,
      });
    }
    expect(displayed(computePercentage('find-percentage', { ...empty, value: '1e15', total: '1' }).result)).toEqual({
      mode: 'find-percentage',
      percentage: 1e17,
    });
  });
});

describe('calculate-value', () => {
  it.each([
    ['20', '150', 30],
    ['15', '59,90', 8.99],
    ['33,33', '300', 99.99],
    ['100', '42', 42],
    ['0', '42', 0],
    ['5,5', '1 000', 55],
  ])('hand-computed example: %s % of %s is %d', (percentage, base, value) => {
    expect(displayed(computePercentage('calculate-value', { ...empty, percentage, base }))).toEqual({
      errors: {},
      result: { mode: 'calculate-value', value },
    });
  });

  it.each([
    ['100,01', PERCENTAGE_RANGE_ERROR],
    ['-1', PERCENTAGE_RANGE_ERROR],
    ['abc', INVALID_NUMBER_ERROR],
    [',', INVALID_NUMBER_ERROR],
  ])('rejects the percentage %j', (percentage, message) => {
    expect(displayed(computePercentage('calculate-value', { ...empty, percentage, base: '10' }))).toEqual({
      errors: { percentage: message },
      result: null,
    });
  });

  it('rejects a negative starting number and ignores the other mode’s fields', () => {
    expect(displayed(computePercentage('calculate-value', { value: 'abc', total: '-1', percentage: '10', base: '-10' }))).toEqual({
      errors: { base: NEGATIVE_NUMBER_ERROR },
      result: null,
    });
  });

  it('an empty field raises no error', () => {
    expect(displayed(computePercentage('calculate-value', empty))).toEqual({ errors: {}, result: null });
    expect(displayed(computePercentage('find-percentage', empty))).toEqual({ errors: {}, result: null });
  });
});

describe('properties', () => {
  it('any input in either mode yields no NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PercentageMode>('find-percentage', 'calculate-value'),
        rawInput,
        rawInput,
        rawInput,
        rawInput,
        (mode, value, total, percentage, base) => {
          expectCleanNumbers(computePercentage(mode, { value, total, percentage, base }));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the two modes are inverse: P % of T, then that value out of T, gives back P', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 1e9 }), (hundredths, total) => {
        const p = hundredths / 100;
        const value = valueOfPercentage(p, total);
        expect(percentageOf(value, total)).toBeCloseTo(p, 9);
      }),
    );
  });

  it('calculate-value never exceeds its starting number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 1e12, noNaN: true }), (p, base) => {
        const result = computePercentage('calculate-value', { ...empty, percentage: String(p), base: String(base) }).result;
        expect(result?.mode).toBe('calculate-value');
        if (result?.mode === 'calculate-value') {
          expect(result.value).toBeGreaterThanOrEqual(0);
          expect(result.value).toBeLessThanOrEqual(base + 0.005);
        }
      }),
    );
  });
});
