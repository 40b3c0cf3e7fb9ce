import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CURRENCY_CODES,
  ECB_CURRENCIES,
  currencyName,
  isPlausibleRateFor,
  FRANKFURTER_URL,
  buildRateRequest,
  isIsoDate,
  judgeRate,
  MAX_RATE_MOVE,
  parseRateResponse,
  plausibleBand,
  RATE_YARDSTICK_MS,
  type CurrencyCode,
} from './rateRules';

/** Shape of the ExchangeRate-API v6 "Standard" response (exchangerate-api.com/docs/standard-requests). */
const exchangeRateApiBody = {
  result: 'success',
  documentation: 'https://www.exchangerate-api.com/docs',
  terms_of_use: 'https://www.exchangerate-api.com/terms',
  time_last_update_unix: 1585267200,
  time_last_update_utc: 'Fri, 27 Mar 2020 00:00:00 +0000',
  time_next_update_unix: 1585353600,
  time_next_update_utc: 'Sat, 28 Mar 2020 00:00:00 +0000',
  base_code: 'EUR',
  conversion_rates: { EUR: 1, USD: 1.0842, GBP: 0.8895 },
};

/** Shape of the Frankfurter v1 /latest response (frankfurter.dev/v1). */
const frankfurterBody = { amount: 1.0, base: 'EUR', date: '2024-11-22', rates: { USD: 1.0412 } };

describe('buildRateRequest', () => {
  it('uses the keyed ExchangeRate-API v6 endpoint when a key is configured', () => {
    expect(buildRateRequest('abc123')).toEqual({
      provider: 'exchangerate-api',
      url: 'https://v6.exchangerate-api.com/v6/abc123/latest/EUR',
    });
    expect(buildRateRequest(' a/b ').url).toBe('https://v6.exchangerate-api.com/v6/a%2Fb/latest/EUR');
  });

  it('falls back to keyless Frankfurter without a key', () => {
    for (const key of [undefined, null, '', '   ']) {
      expect(buildRateRequest(key)).toEqual({ provider: 'frankfurter', url: FRANKFURTER_URL });
    }
    expect(FRANKFURTER_URL).toBe('https://api.frankfurter.dev/v1/latest?base=EUR&symbols=USD');
  });
});

describe('parseRateResponse', () => {
  it('reads conversion_rates.USD and the update date from ExchangeRate-API', () => {
    expect(parseRateResponse('exchangerate-api', exchangeRateApiBody)).toEqual({
      rate: 1.0842,
      date: '2020-03-27',
      provider: 'exchangerate-api',
    });
    const { time_last_update_unix: _unused, ...withoutUnix } = exchangeRateApiBody;
    expect(parseRateResponse('exchangerate-api', withoutUnix)?.date).toBe('2020-03-27');
  });

  it('reads rates.USD and date from Frankfurter', () => {
    expect(parseRateResponse('frankfurter', frankfurterBody)).toEqual({
      rate: 1.0412,
      date: '2024-11-22',
      provider: 'frankfurter',
    });
  });

  it.each([
    ['an ExchangeRate-API error result', 'exchangerate-api', { result: 'error', 'error-type': 'invalid-key' }],
    ['another base', 'exchangerate-api', { ...exchangeRateApiBody, base_code: 'USD' }],
    ['no USD rate', 'exchangerate-api', { ...exchangeRateApiBody, conversion_rates: { EUR: 1 } }],
    ['a string rate', 'exchangerate-api', { ...exchangeRateApiBody, conversion_rates: { USD: '1.08' } }],
    ['no date', 'exchangerate-api', { result: 'success', base_code: 'EUR', conversion_rates: { USD: 1.08 } }],
    ['a zero rate', 'frankfurter', { ...frankfurterBody, rates: { USD: 0 } }],
    ['a negative rate', 'frankfurter', { ...frankfurterBody, rates: { USD: -1.04 } }],
    ['an absurd rate', 'frankfurter', { ...frankfurterBody, rates: { USD: 1e9 } }],
    ['a missing rates object', 'frankfurter', { amount: 1, base: 'EUR', date: '2024-11-22' }],
    ['an impossible date', 'frankfurter', { ...frankfurterBody, date: '2024-02-30' }],
    ['another base', 'frankfurter', { ...frankfurterBody, base: 'USD' }],
    ['null', 'frankfurter', null],
    ['an array', 'frankfurter', [1.04]],
    ['a string', 'exchangerate-api', 'success'],
  ] as const)('rejects %s', (_label, provider, body) => {
    expect(parseRateResponse(provider, body)).toBeNull();
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isIsoDate(20240229)).toBe(false);
  });
});

describe('every ECB reference currency', () => {
  // ECB, « Euro foreign exchange reference rates » (ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates):
  // 29 currencies after the Bulgarian lev joined the euro on 1 January 2026, among them USD, JPY, GBP, CHF.
  it('lists the 29 ECB currencies, USD first, once each, with French names', () => {
    expect(CURRENCY_CODES).toHaveLength(29);
    expect(new Set(CURRENCY_CODES).size).toBe(29);
    expect(CURRENCY_CODES[0]).toBe('USD');
    expect(currencyName('GBP')).toBe('Livre sterling');
    expect(currencyName('CHF')).toBe('Franc suisse');
    expect(currencyName('USD')).toBe('Dollar américain');
  });

  it('asks Frankfurter for the chosen currency, ExchangeRate-API for the whole EUR table', () => {
    expect(buildRateRequest(null, 'GBP')).toEqual({ provider: 'frankfurter', url: 'https://api.frankfurter.dev/v1/latest?base=EUR&symbols=GBP' });
    expect(buildRateRequest('k', 'GBP').url).toBe('https://v6.exchangerate-api.com/v6/k/latest/EUR');
    expect(buildRateRequest(null)).toEqual({ provider: 'frankfurter', url: FRANKFURTER_URL });
  });

  it('reads the chosen currency in both providers’ answers', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRateResponse('frankfurter', { amount: 1, base: 'EUR', date: '2026-11-20', rates: { GBP: 0.8432 } }, now, 'GBP')).toEqual({
      rate: 0.8432,
      date: '2026-11-20',
      provider: 'frankfurter',
    });
    expect(
      parseRateResponse('exchangerate-api', { result: 'success', base_code: 'EUR', time_last_update_unix: 1_795_132_801, conversion_rates: { USD: 1.05, JPY: 162.5 } }, now, 'JPY')?.rate,
    ).toBe(162.5);
    // The USD rate is no yen rate.
    expect(parseRateResponse('frankfurter', { amount: 1, base: 'EUR', date: '2026-11-20', rates: { USD: 1.05 } }, now, 'JPY')).toBeNull();
  });

  it('every currency’s band holds its typical rate, and refuses 0 and absurd values', () => {
    for (const { code, typical } of ECB_CURRENCIES) {
      expect(isPlausibleRateFor(typical, code)).toBe(true);
      expect(isPlausibleRateFor(0, code)).toBe(false);
      expect(isPlausibleRateFor(typical * 1000, code)).toBe(false);
      expect(isPlausibleRateFor(Number.NaN, code)).toBe(false);
    }
  });
});

describe('judgeRate: a fetched rate against the last good rate of its pair', () => {
  const NOW = Date.UTC(2026, 10, 21, 10);
  const HOUR = 3_600_000;
  const last = (rate: number, age = HOUR) => ({ rate, fetchedAt: NOW - age });
  const currency = fc.constantFrom(...CURRENCY_CODES);
  /** A rate within the band of `code`, spread over its whole width. */
  const bandRate = (code: CurrencyCode) => {
    const { min, max } = plausibleBand(code);
    return fc.double({ min: Math.log(min), max: Math.log(max), noNaN: true }).map(Math.exp).filter((r) => r >= min && r <= max);
  };
  const currencyAndRates = currency.chain((code) => fc.tuple(fc.constant(code), bandRate(code), bandRate(code)));

  it('keeps the largest real moves of the ECB’s reference rates, and refuses a corrupted answer', () => {
    // EUR/USD: 19 December 2008 (the largest move between two fixings since 1999), over 4 days, over a week.
    expect(judgeRate(1.394, 'USD', last(1.4616, 24 * HOUR), NOW)).toBe('ok');
    expect(judgeRate(1.4616, 'USD', last(1.351, 3 * 24 * HOUR), NOW)).toBe('ok');
    expect(judgeRate(1.4616, 'USD', last(1.3215, 3.9 * 24 * HOUR), NOW)).toBe('ok');
    // The pound the day after the Brexit vote, the yen the same day.
    expect(judgeRate(0.8075, 'GBP', last(0.76595, 24 * HOUR), NOW)).toBe('ok');
    expect(judgeRate(113.23, 'JPY', last(120.38, 24 * HOUR), NOW)).toBe('ok');
    // The tester's answer: 2.4 dollars for a euro, within USD's band, refused against yesterday's 1.0512.
    expect(judgeRate(2.4, 'USD', last(1.0512, 20 * HOUR), NOW)).toBe('jump');
    expect(judgeRate(2.4, 'USD', null, NOW)).toBe('ok');
    expect(judgeRate(2.6, 'USD', null, NOW)).toBe('band');
    // The Swiss franc on 15 January 2015: held back while the last rate is recent, taken once it is too old to judge by.
    expect(judgeRate(1.028, 'CHF', last(1.201, 24 * HOUR), NOW)).toBe('jump');
    expect(judgeRate(1.028, 'CHF', last(1.201, RATE_YARDSTICK_MS), NOW)).toBe('ok');
  });

  it('property: without a last good rate, or with one older than the yardstick, only the band decides', () => {
    fc.assert(
      fc.property(currency, fc.double({ noNaN: false }), fc.option(fc.double({ min: 0, max: 1e9, noNaN: true })), fc.integer({ min: 0, max: 10 * RATE_YARDSTICK_MS }), (code, rate, lastRate, extraAge) => {
        const expected = isPlausibleRateFor(rate, code) ? 'ok' : 'band';
        expect(judgeRate(rate, code, null, NOW)).toBe(expected);
        if (lastRate !== null) expect(judgeRate(rate, code, last(lastRate, RATE_YARDSTICK_MS + extraAge), NOW)).toBe(expected);
      }),
    );
  });

  it('property: against a recent last good rate, a move within MAX_RATE_MOVE either way is kept and a larger one refused', () => {
    fc.assert(
      fc.property(currencyAndRates, fc.integer({ min: -HOUR, max: RATE_YARDSTICK_MS - 1 }), ([code, rate, previous], age) => {
        const move = Math.max(rate / previous, previous / rate) - 1;
        const verdict = judgeRate(rate, code, last(previous, age), NOW);
        // The rule is symmetric: going from a to b is judged as going from b to a.
        expect(judgeRate(previous, code, last(rate, age), NOW)).toBe(verdict);
        if (move <= MAX_RATE_MOVE * 0.999) expect(verdict).toBe('ok');
        if (move >= MAX_RATE_MOVE * 1.001) expect(verdict).toBe('jump');
      }),
    );
  });

  it('property: the same rate as the last good one is always kept', () => {
    fc.assert(
      fc.property(currencyAndRates, ([code, rate]) => {
        expect(judgeRate(rate, code, last(rate), NOW)).toBe('ok');
      }),
    );
  });
});
