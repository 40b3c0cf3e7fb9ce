import { roundDecimal } from '../../components/lib/number';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_ERROR, ORDERS_ERROR, ZERO_ORDERS_ERROR, averageCart, computeAverageCart } from './averageCart';
import { content } from './content';
import { expectCleanNumbers, hostileNumberText } from '../../tests/properties';

const rawInput = hostileNumberText;

describe('computeAverageCart', () => {
  // Hand-computed: total amount / number of orders, then rounded once to the cent as displayed.
  it.each([
    ['15 000 €', '250', 60],
    ['1 234,56', '10', 123.46],
    ['100', '3', 33.33],
    ['200', '3', 66.67],
    ['0', '12', 0],
    ['89,9', '1', 89.9],
  ])('hand-computed example: %s over %s orders → %d €', (totalAmount, orders, expected) => {
    const output = computeAverageCart({ totalAmount, orders });
    expect(output.errors).toEqual({});
    expect(roundDecimal(output.result!.averageCart, 2)).toBe(expected);
  });

  it('0 orders gets a clear message; averageCart itself returns 0 (SPEC.md: division by 0 gives 0)', () => {
    expect(computeAverageCart({ totalAmount: '500', orders: '0' })).toEqual({
      errors: { orders: ZERO_ORDERS_ERROR },
      result: null,
    });
    expect(averageCart(500, 0)).toBe(0);
  });

  it.each([
    ['abc', '10', { totalAmount: AMOUNT_ERROR }],
    ['-1', '10', { totalAmount: AMOUNT_ERROR }],
    ['1e308', '10', { totalAmount: AMOUNT_ERROR }],
    ['100', '2,5', { orders: ORDERS_ERROR }],
    ['100', '-3', { orders: ORDERS_ERROR }],
    [',', ',', { totalAmount: AMOUNT_ERROR, orders: ORDERS_ERROR }],
  ])('rejects %j / %j', (totalAmount, orders, errors) => {
    expect(computeAverageCart({ totalAmount, orders })).toEqual({ errors, result: null });
  });

  it('empty fields raise no error', () => {
    expect(computeAverageCart({ totalAmount: '', orders: '' })).toEqual({ errors: {}, result: null });
  });

  it('property: any input yields no NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(rawInput, rawInput, (totalAmount, orders) => {
        expectCleanNumbers(computeAverageCart({ totalAmount, orders }));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: average × orders gives back the total within half a cent per order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (totalCents, orders) => {
        const total = totalCents / 100;
        const result = computeAverageCart({ totalAmount: String(total), orders: String(orders) }).result;
        expect(result).not.toBeNull();
        expect(Math.abs((result?.averageCart ?? 0) * orders - total)).toBeLessThanOrEqual(0.005 * orders + 1e-6 * total + 1e-9);
      }),
    );
  });
});
