import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_TOO_LARGE_ERROR, formatExchangeRate, roundDecimal } from '../../components/lib/number';
import {
  AMOUNT_ERROR,
  computeCurrency,
  convertAmount,
  formatFetchedAt,
  formatMoney,
  formatRateDate,
  rateSourceLabel,
  refusedRateMessage,
  type CurrencyDirection,
} from './currency';
import { expectCleanNumbers, hostileNumberText } from '../../tests/properties';

const rawInput = hostileNumberText;

describe('computeCurrency', () => {
  it.each([
    ['100', 'EUR_USD', 1.0842, 108.42],
    ['100', 'USD_EUR', 1.0842, 92.23],
    ['1 234,56 €', 'EUR_USD', 1.0412, 1285.42],
    ['19,99', 'USD_EUR', 1.25, 15.99],
    ['0', 'EUR_USD', 1.1, 0],
  ] as const)('hand-computed example: %s in %s at %d → %d', (amount, direction, rate, converted) => {
    const { errors, result } = computeCurrency(amount, direction, rate);
    expect(errors).toEqual({});
    // Exact in the logic; displayed rounded once, to the cent.
    expect(roundDecimal(result!.converted, 2)).toBe(converted);
    expect(result).toMatchObject({ rate, from: direction === 'EUR_USD' ? 'EUR' : 'USD', to: direction === 'EUR_USD' ? 'USD' : 'EUR' });
  });

  it('the rate shown is the rate used, as published, in both directions (1 234,56 $ ÷ 1,0842 = 1 138,68 €)', () => {
    // A rounded inverse would not give it back: 1 234,56 × 0,9223 = 1 138,63 €.
    const { result } = computeCurrency('1 234,56 $', 'USD_EUR', 1.0842);
    expect(roundDecimal(result!.converted, 2)).toBe(1138.68);
    expect(formatExchangeRate(result!.rate)).toBe('1,0842');
    // Property: amount × or ÷ the rate as shown gives the converted amount as shown.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 5000, max: 20000 }), fc.boolean(), (cents, rate4, eurToUsd) => {
        const amount = cents / 100;
        const shown = Number(formatExchangeRate(rate4 / 10000).replace(',', '.'));
        const direction = eurToUsd ? 'EUR_USD' : 'USD_EUR';
        const out = computeCurrency(String(amount), direction, rate4 / 10000).result!;
        expect(roundDecimal(eurToUsd ? amount * shown : amount / shown, 2)).toBe(roundDecimal(out.converted, 2));
      }),
    );
  });

  it('gives no result without a usable rate, and validates the amount', () => {
    expect(computeCurrency('100', 'EUR_USD', null)).toEqual({ errors: {}, result: null });
    expect(computeCurrency('100', 'EUR_USD', 0)).toEqual({ errors: {}, result: null });
    expect(computeCurrency('', 'EUR_USD', 1.08)).toEqual({ errors: {}, result: null });
    for (const bad of ['abc', '-1', ',']) {
      expect(computeCurrency(bad, 'USD_EUR', 1.08)).toEqual({ errors: { amount: AMOUNT_ERROR }, result: null });
    }
    expect(computeCurrency('1e308', 'USD_EUR', 1.08)).toEqual({ errors: { amount: AMOUNT_TOO_LARGE_ERROR }, result: null });
  });

  it('property: any amount, direction and rate yields no NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(
        rawInput,
        fc.constantFrom<CurrencyDirection>('EUR_USD', 'USD_EUR'),
        fc.oneof(fc.double(), fc.constantFrom(null, undefined, 0, -0, 1e-300, 1.08)),
        (amount, direction, rate) => {
          expectCleanNumbers(computeCurrency(amount, direction, rate));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: converting there and back returns the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.double({ min: 0.5, max: 2, noNaN: true }), (amount, rate) => {
        expect(convertAmount(convertAmount(amount, 'EUR_USD', rate), 'USD_EUR', rate)).toBeCloseTo(amount, 2);
      }),
    );
  });
});

describe('rate labels', () => {
  it('formats the rate date and source in French', () => {
    expect(formatRateDate('2026-11-20')).toBe('20/11/2026');
    expect(rateSourceLabel({ date: '2026-11-20', provider: 'frankfurter' })).toBe('Taux BCE du 20/11/2026');
    expect(rateSourceLabel({ date: '2026-01-02', provider: 'exchangerate-api' })).toBe('Taux ExchangeRate-API du 02/01/2026');
    expect(rateSourceLabel({ date: '2026-01-02' })).toBe('Taux du 02/01/2026');
    expect(formatFetchedAt(new Date(2026, 0, 2, 9, 5).getTime())).toBe('le 02/01/2026 à 09:05');
    expect(formatFetchedAt(Number.NaN)).toBe('');
  });
});

describe('formatMoney', () => {
  it('prints euros and dollars to the cent, the symbol after a no-break space', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(1234.5, 'USD')).toBe('1\u202f234,50\u00a0$');
    expect(formatMoney(0, 'USD')).toBe('0,00\u00a0$');
  });
});

describe('any ECB reference currency', () => {
  it('converts with any currency, both ways', () => {
    expect(computeCurrency('100', 'EUR_USD', 0.8432, 'GBP').result).toMatchObject({ converted: 84.32, from: 'EUR', to: 'GBP' });
    expect(roundDecimal(computeCurrency('10000', 'USD_EUR', 162.5, 'JPY').result!.converted, 2)).toBe(61.54);
    expect(formatMoney(84.32, 'GBP').replace(/\u00a0/g, ' ')).toBe('84,32 GBP');
  });
});

describe('a refused rate', () => {
  it('says in French, beside the rate, why an answer was not used', () => {
    expect(refusedRateMessage(2.4, { rate: 1.0512, date: '2026-11-20' })).toBe(
      'Le taux reçu (2,40) s’écarte trop du dernier taux connu (1,0512 du 20/11/2026)\u00a0: il n’a pas été retenu.',
    );
  });
});
