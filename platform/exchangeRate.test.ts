import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fetchEurUsdRate, isCachedRateFresh, parseCachedRate, serializeCachedRate } from './exchangeRate';

type FetchCall = { url: string; init?: RequestInit };

/** A fake fetch that records its calls and answers with `respond`. Never touches the network. */
function fakeFetch(respond: (init: RequestInit | undefined, url: string) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return respond(init, String(input));
  }) as typeof globalThis.fetch;
  return { impl, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const exchangeRateApiBody = {
  result: 'success',
  time_last_update_unix: 1585267200,
  time_last_update_utc: 'Fri, 27 Mar 2020 00:00:00 +0000',
  base_code: 'EUR',
  conversion_rates: { EUR: 1, USD: 1.0842 },
};
const frankfurterBody = { amount: 1.0, base: 'EUR', date: '2024-11-22', rates: { USD: 1.0412 } };

describe('fetchEurUsdRate', () => {
  it('calls keyless Frankfurter without a key and returns the rate with its date', async () => {
    const { impl, calls } = fakeFetch(() => json(frankfurterBody));
    await expect(fetchEurUsdRate({ fetch: impl })).resolves.toEqual({
      rate: 1.0412,
      date: '2024-11-22',
      provider: 'frankfurter',
    });
    expect(calls.map((c) => c.url)).toEqual(['https://api.frankfurter.dev/v1/latest?base=EUR&symbols=USD']);
  });

  it('calls the keyed ExchangeRate-API v6 endpoint when a key is configured', async () => {
    const { impl, calls } = fakeFetch(() => json(exchangeRateApiBody));
    await expect(fetchEurUsdRate({ apiKey: 'test-key', fetch: impl })).resolves.toEqual({
      rate: 1.0842,
      date: '2020-03-27',
      provider: 'exchangerate-api',
    });
    expect(calls[0]?.url).toBe('https://v6.exchangerate-api.com/v6/test-key/latest/EUR');
  });

  it('passes the abort signal on: an abort by the caller stays an abort', async () => {
    const controller = new AbortController();
    const { impl, calls } = fakeFetch(() => json(frankfurterBody));
    await fetchEurUsdRate({ fetch: impl, signal: controller.signal });
    const passed = calls[0]!.init!.signal!;
    expect(passed.aborted).toBe(false);
    const hanging = fakeFetch((init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))));
    const pending = fetchEurUsdRate({ fetch: hanging.impl, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a request that never answers fails after the time-out as « Erreur réseau », never « Chargement… » for ever', async () => {
    const hanging = fakeFetch((init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))));
    await expect(fetchEurUsdRate({ fetch: hanging.impl, timeoutMs: 30 })).rejects.toThrow(/^Erreur réseau$/);
    // Headers arrive, the body never ends.
    const slowBody = fakeFetch(() => ({ ok: true, status: 200, json: () => new Promise(() => {}) }) as unknown as Response);
    await expect(fetchEurUsdRate({ fetch: slowBody.impl, timeoutMs: 30 })).rejects.toThrow(/^Erreur réseau$/);
    // A fetch that ignores its signal altogether.
    const deaf = fakeFetch(() => new Promise(() => {}));
    await expect(fetchEurUsdRate({ fetch: deaf.impl, timeoutMs: 30 })).rejects.toThrow(/^Erreur réseau$/);
  });

  it('refuses a rate dated in the future and an implausible rate', async () => {
    const future = fakeFetch(() => json({ ...frankfurterBody, date: '2999-01-01' }));
    await expect(fetchEurUsdRate({ fetch: future.impl })).rejects.toThrow(/^Données invalides$/);
    for (const usd of [0.01, 0.3, 3, 100]) {
      const absurd = fakeFetch(() => json({ ...frankfurterBody, rates: { USD: usd } }));
      await expect(fetchEurUsdRate({ fetch: absurd.impl })).rejects.toThrow(/^Données invalides$/);
    }
  });

  it('throws « Erreur réseau » when the request fails or the status is not OK', async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchEurUsdRate({ fetch: offline.impl })).rejects.toThrow(/^Erreur réseau$/);
    for (const status of [403, 404, 429, 500, 503]) {
      const failing = fakeFetch(() => json({ result: 'error', 'error-type': 'invalid-key' }, status));
      await expect(fetchEurUsdRate({ apiKey: 'k', fetch: failing.impl })).rejects.toThrow(/^Erreur réseau$/);
    }
  });

  it('throws « Données invalides » for an error result, a bad rate or a body that is not JSON', async () => {
    const bodies: (() => Response)[] = [
      () => json({ result: 'error', 'error-type': 'quota-reached' }),
      () => json({ ...exchangeRateApiBody, conversion_rates: { EUR: 1 } }),
      () => json({ ...exchangeRateApiBody, conversion_rates: { USD: 'abc' } }),
      () => json({ ...exchangeRateApiBody, conversion_rates: { USD: -1 } }),
      () => new Response('<html>Maintenance</html>', { status: 200 }),
    ];
    for (const body of bodies) {
      const { impl } = fakeFetch(body);
      await expect(fetchEurUsdRate({ apiKey: 'k', fetch: impl })).rejects.toThrow(/^Données invalides$/);
    }
    const frankfurter = fakeFetch(() => json({ ...frankfurterBody, rates: {} }));
    await expect(fetchEurUsdRate({ fetch: frankfurter.impl })).rejects.toThrow(/^Données invalides$/);
  });

  it('rethrows an abort as an abort (not a network error) so that the view can ignore it', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('The operation was aborted.', 'AbortError');
    const { impl } = fakeFetch(() => {
      controller.abort();
      return Promise.reject(abortError);
    });
    await expect(fetchEurUsdRate({ fetch: impl, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('property: whatever the provider answers, the result is a plausible dated rate or one of the two errors', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.boolean(), fc.constantFrom(200, 201, 400, 500), async (body, keyed, status) => {
        const { impl } = fakeFetch(() => json(body, status));
        try {
          const rate = await fetchEurUsdRate({ apiKey: keyed ? 'k' : undefined, fetch: impl });
          expect(Number.isFinite(rate.rate) && rate.rate > 0).toBe(true);
          expect(rate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect(['Erreur réseau', 'Données invalides']).toContain((error as Error).message);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('cached rate', () => {
  const rate = { rate: 1.0412, date: '2024-11-22', provider: 'frankfurter' as const };

  it('serialises the last good rate and reads it back, also from JSON text', () => {
    const stored = serializeCachedRate(rate, 1_732_300_000_000);
    expect(stored).toEqual({ rate: 1.0412, date: '2024-11-22', fetchedAt: 1_732_300_000_000, provider: 'frankfurter' });
    expect(parseCachedRate(stored)).toEqual(stored);
    expect(parseCachedRate(JSON.stringify(stored))).toEqual(stored);
    // Written in the future, or dated after today: not believed.
    expect(parseCachedRate({ ...stored, fetchedAt: Date.now() + 86_400_000 })).toBeNull();
    expect(parseCachedRate({ ...stored, date: '2999-12-31' })).toBeNull();
    expect(parseCachedRate({ ...stored, rate: 42 })).toBeNull();
    expect(parseCachedRate(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('refuses to store a rate that is not worth keeping', () => {
    expect(serializeCachedRate({ ...rate, rate: 0 }, 1)).toBeNull();
    expect(serializeCachedRate({ ...rate, date: 'hier' }, 1)).toBeNull();
    expect(serializeCachedRate(rate, Number.NaN)).toBeNull();
  });

  it.each([
    undefined,
    null,
    '',
    'not json',
    '[]',
    42,
    { rate: '1.04', date: '2024-11-22', fetchedAt: 1 },
    { rate: -1, date: '2024-11-22', fetchedAt: 1 },
    { rate: 1.04, date: '22/11/2024', fetchedAt: 1 },
    { rate: 1.04, date: '2024-11-22' },
    { rate: 1.04, date: '2024-11-22', fetchedAt: -5 },
  ])('reads %j as no cache', (value) => {
    expect(parseCachedRate(value)).toBeNull();
  });

  it('drops an unknown provider but keeps the rate', () => {
    expect(parseCachedRate({ rate: 1.04, date: '2024-11-22', fetchedAt: 1, provider: 'other' })).toEqual({
      rate: 1.04,
      date: '2024-11-22',
      fetchedAt: 1,
    });
  });

  it('is fresh for one hour', () => {
    const cached = { rate: 1.04, date: '2024-11-22', fetchedAt: 1_000_000 };
    expect(isCachedRateFresh(cached, 1_000_000)).toBe(true);
    expect(isCachedRateFresh(cached, 1_000_000 + 3_599_999)).toBe(true);
    expect(isCachedRateFresh(cached, 1_000_000 + 3_600_000)).toBe(false);
    expect(isCachedRateFresh(cached, 999_999)).toBe(false);
  });

  it('property: parseCachedRate never throws and returns only valid rates', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (value) => {
        const cached = parseCachedRate(value);
        if (cached) {
          expect(Number.isFinite(cached.rate) && cached.rate > 0).toBe(true);
          expect(Number.isFinite(cached.fetchedAt)).toBe(true);
        }
      }),
    );
  });
});
