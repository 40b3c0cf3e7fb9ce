import {
  INVALID_DATA_ERROR,
  NETWORK_ERROR,
  RATE_REFRESH_MS,
  RATE_TIMEOUT_MS,
  isPastOrCurrentDate,
  buildRateRequest,
  isIsoDate,
  isPlausibleRateFor,
  parseRateResponse,
  type CurrencyCode,
  type EurUsdRate,
  type RateProvider,
} from './domain/rateRules';

/**
 * EUR/USD (or EUR against any ECB reference currency) rate client. The provider follows the configured key (see platform/domain/rateRules.ts). Failures throw
 * `Error('Erreur réseau')` (no answer, or a non-OK status) or `Error('Données invalides')` (unreadable body, an
 * `error` result, no usable USD rate or date); these internal messages are never shown to users, the view shows
 * RATE_ERROR_MESSAGE. An aborted request rethrows the abort error untouched so the caller can ignore it.
 */

export interface FetchEurUsdRateOptions {
  /** ExchangeRate-API key; blank or absent selects the keyless Frankfurter endpoint. */
  apiKey?: string | null;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
  /** A request that has not answered after this long fails as a network error (default 10 s). */
  timeoutMs?: number;
  /** The currency against the euro (any of the ECB reference list; USD by default). */
  currency?: CurrencyCode;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

export async function fetchEurUsdRate({
  apiKey,
  fetch: fetchImpl = globalThis.fetch,
  signal,
  timeoutMs = RATE_TIMEOUT_MS,
  currency = 'USD',
}: FetchEurUsdRateOptions = {}): Promise<EurUsdRate> {
  const { url, provider } = buildRateRequest(apiKey, currency);
  // The caller's abort (a newer request, the page closing) stays an abort; the time-out is a network error,
  // whether the answer never starts or its body never ends.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error(NETWORK_ERROR)), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  const stopped = new Promise<never>((_, reject) => {
    combined.addEventListener('abort', () => reject(signal?.aborted ? (signal.reason ?? new DOMException('Aborted', 'AbortError')) : new Error(NETWORK_ERROR)), {
      once: true,
    });
  });
  stopped.catch(() => {}); // Observed below; never an unhandled rejection when nothing waits on it any more.
  const orStop = <T,>(promise: Promise<T>) => Promise.race([promise, stopped]);
  const rethrow = (error: unknown, kind: string) => {
    if (combined.aborted) return combined === timeout.signal || !signal?.aborted ? new Error(NETWORK_ERROR, { cause: error }) : error;
    return isAbort(error, signal) ? error : new Error(kind, { cause: error });
  };

  try {
    let response: Response;
    try {
      response = await orStop(fetchImpl(url, { signal: combined }));
    } catch (error) {
      throw rethrow(error, NETWORK_ERROR);
    }
    if (!response.ok) throw new Error(NETWORK_ERROR, { cause: `HTTP ${response.status}` });

    let body: unknown;
    try {
      body = await orStop(response.json());
    } catch (error) {
      throw rethrow(error, INVALID_DATA_ERROR);
    }
    return readRate(provider, body, currency);
  } finally {
    clearTimeout(timer);
  }
}

function readRate(provider: RateProvider, body: unknown, currency: CurrencyCode): EurUsdRate {
  const rate = parseRateResponse(provider, body, Date.now(), currency);
  if (!rate) {
    const errorType = body && typeof body === 'object' ? (body as Record<string, unknown>)['error-type'] : undefined;
    throw new Error(INVALID_DATA_ERROR, { cause: errorType });
  }
  return rate;
}

/** The last good rate, as kept in storage so that it can be shown, dated, when the network fails. */
export interface CachedRate {
  /** US dollars for 1 euro. */
  rate: number;
  /** Date of the rate, ISO yyyy-mm-dd. */
  date: string;
  /** When it was fetched, in milliseconds since the epoch. */
  fetchedAt: number;
  provider?: RateProvider;
}

const PROVIDERS: readonly RateProvider[] = ['exchangerate-api', 'frankfurter'];
/** Tolerated difference between the clock that stored a rate and this one. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

function validFetchedAt(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A plain, JSON-safe object to store; null when the rate is not worth keeping. */
export function serializeCachedRate(rate: EurUsdRate, fetchedAt: number, currency: CurrencyCode = 'USD'): CachedRate | null {
  if (!isPlausibleRateFor(rate.rate, currency) || !isIsoDate(rate.date) || !validFetchedAt(fetchedAt)) return null;
  return { rate: rate.rate, date: rate.date, fetchedAt, provider: rate.provider };
}

/**
 * Reads whatever was stored (an object, or its JSON text) back into a CachedRate, or null when it is missing,
 * corrupted or from an older shape. Suits a storage item's `validate` (with `?? undefined`).
 */
export function parseCachedRate(value: unknown, now = Date.now(), currency: CurrencyCode = 'USD'): CachedRate | null {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { rate, date, fetchedAt, provider } = raw as Record<string, unknown>;
  if (!isPlausibleRateFor(rate, currency) || !isIsoDate(date) || !validFetchedAt(fetchedAt)) return null;
  // Written in the future (a clock put back, or a forged entry): it would never be refreshed nor believed.
  if (fetchedAt > now + CLOCK_SKEW_MS || !isPastOrCurrentDate(date, now)) return null;
  const cached: CachedRate = { rate, date, fetchedAt };
  if (typeof provider === 'string' && (PROVIDERS as readonly string[]).includes(provider)) {
    cached.provider = provider as RateProvider;
  }
  return cached;
}

/** True while the cached rate is younger than the refresh period (one hour) and not from the future. */
export function isCachedRateFresh(cached: CachedRate, now: number, maxAgeMs = RATE_REFRESH_MS): boolean {
  const age = now - cached.fetchedAt;
  return age >= 0 && age < maxAgeMs;
}
