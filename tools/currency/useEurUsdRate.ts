import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchEurUsdRate, parseCachedRate, serializeCachedRate, type CachedRate } from '../../platform/exchangeRate';
import { usePlatform } from '../../platform/platform';
import { exchangeRateApiKey } from '../../platform/site';
import { judgeRate, RATE_REFRESH_MS, type CurrencyCode } from '../../platform/domain/rateRules';

/** Storage key of the last good rate (localStorage on the website, chrome.storage.local in the extension). */
export const RATE_CACHE_KEY = 'eur-usd-rate';

/** The storage key of a pair: EUR/USD keeps its historical key, the others `eur-gbp-rate`… */
export const rateCacheKey = (currency: CurrencyCode) => (currency === 'USD' ? RATE_CACHE_KEY : `eur-${currency.toLowerCase()}-rate`);

/** `refused`: the provider answered a rate too far from the last good one (judgeRate), which stays. */
export type RateStatus = 'loading' | 'loaded' | 'error' | 'refused';

interface State {
  status: RateStatus;
  /** The rate to use: fetched in this page, or the last good one kept in storage. */
  rate: CachedRate | null;
  /** True while `rate` is the stored one, not yet confirmed by a fetch in this page. */
  fromCache: boolean;
  /** While `refused`: the rate the provider answered. */
  refused: CachedRate | null;
}

export interface EurUsdRateState extends State {
  /** Fetches the rate again now. */
  refresh: () => void;
}

const INITIAL: State = { status: 'loading', rate: null, fromCache: false, refused: null };

/** The more recently fetched of two good rates. */
const newer = (a: CachedRate | null, b: CachedRate | null) => (a && b ? (b.fetchedAt > a.fetchedAt ? b : a) : (a ?? b));

/**
 * The EUR/USD rate: loading → loaded | error | refused. Fetched when the page opens, every hour (RATE_REFRESH_MS) and
 * on `refresh()`. The stored last good rate shows at once while the first request runs, and stays, dated, when a
 * request fails or answers a rate too far from it. A newer request aborts the one in flight; unmounting aborts
 * everything.
 */
export function useEurUsdRate(currency: CurrencyCode = 'USD'): EurUsdRateState {
  const { storedItem } = usePlatform();
  const cache = useMemo(
    () =>
      storedItem<CachedRate | null>(rateCacheKey(currency), {
        fallback: null,
        validate: (raw) => parseCachedRate(raw, Date.now(), currency) ?? undefined,
      }),
    [storedItem, currency],
  );
  const [state, setState] = useState<State>(INITIAL);
  const inFlight = useRef<AbortController | null>(null);
  /** The last rate of the pair this page accepted: with the stored one (storage may refuse writes), the yardstick. */
  const accepted = useRef<CachedRate | null>(null);

  const load = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) => ({ ...current, status: 'loading', refused: null }));
    try {
      const fetched = await fetchEurUsdRate({ apiKey: exchangeRateApiKey, signal: controller.signal, currency });
      const stored = await cache.get().catch(() => null);
      if (controller.signal.aborted) return;
      const rate = serializeCachedRate(fetched, Date.now(), currency);
      if (!rate) throw new Error('Données invalides');
      // Within its band already (serializeCachedRate): what remains to judge is the move from the last good rate.
      const last = newer(accepted.current, stored);
      if (judgeRate(rate.rate, currency, last, rate.fetchedAt) === 'jump') {
        setState({ status: 'refused', rate: last, fromCache: last !== accepted.current, refused: rate });
        return;
      }
      accepted.current = rate;
      setState({ status: 'loaded', rate, fromCache: false, refused: null });
      await cache.set(rate).catch(() => {
        // Storage full or refused: the rate is still shown, it just will not survive a reload.
      });
    } catch {
      if (controller.signal.aborted) return;
      setState((current) => ({ ...current, status: 'error' }));
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [cache, currency]);

  useEffect(() => {
    let active = true;
    // Another currency: its own stored rate, or none, until its request answers.
    setState(INITIAL);
    accepted.current = null;
    cache
      .get()
      .then((stored) => {
        // Only if no fetch has answered yet: a fresh rate always wins over the stored one.
        if (active && stored) setState((current) => (current.rate ? current : { ...current, rate: stored, fromCache: true }));
      })
      .catch(() => {});
    void load();
    const timer = setInterval(() => void load(), RATE_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [cache, load]);

  const refresh = useCallback(() => void load(), [load]);
  return { ...state, refresh };
}
