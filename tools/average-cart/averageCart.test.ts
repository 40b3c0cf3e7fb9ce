import { AMOUNT_TOO_LARGE_ERROR, roundDecimal } from '../../components/lib/number';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_ERROR, ORDERS_ERROR, ZERO_ORDERS_ERROR, averageCart, computeAverageCart, computeOrdersNeeded, ordersNeeded } from './averageCart';
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
    ['1e308', '10', { totalAmount: AMOUNT_TOO_LARGE_ERROR }],
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

describe('orders needed for a revenue target', () => {
  // The inverse of the tool's definition (panier moyen = CA ÷ commandes), on its own worked example:
  // 15 000 € over 250 orders is a 60 € cart, so 15 000 € at 60 € need 250 orders.
  it.each([
    ['inverse of the explanatory example: 15 000 € at 60 € → 250 orders', '15 000', '60', 250],
    ['20 000 € at 60 € → 333,3… rounded up to 334', '20000', '60', 334],
    ['0,3 € at 0,1 € → 3 orders (no floating-point extra order)', '0,3', '0,1', 3],
    ['0 € → 0 orders', '0', '45', 0],
  ])('%s', (_name, target, cart, orders) => {
    expect(computeOrdersNeeded({ target, cart })).toEqual({ errors: {}, orders });
  });

  it.each([
    ['abc', '10', 'target'],
    ['-5', '10', 'target'],
    ['100', '0', 'cart'],
    ['100', '-3', 'cart'],
  ])('%j at %j is an error on %s', (target, cart, field) => {
    const { errors, orders } = computeOrdersNeeded({ target, cart });
    expect(orders).toBeNull();
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('property: the orders found reach the target, and one fewer would not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (targetCents, cartCents) => {
        const n = ordersNeeded(targetCents / 100, cartCents / 100);
        expect(n * cartCents).toBeGreaterThanOrEqual(targetCents);
        expect((n - 1) * cartCents).toBeLessThan(targetCents);
      }),
    );
  });
});
