import {
  INVALID_DATA_ERROR,
  NETWORK_ERROR,
  RATE_REFRESH_MS,
  buildRateRequest,
  isIsoDate,
  isPlausibleRate,
  parseRateResponse,
  type EurUsdRate,
  type RateProvider,
} from '../tools/currency/currency';

/**
 * EUR/USD rate client. The provider follows the configured key (see tools/currency/currency.ts). Failures throw
 * `Error('Erreur réseau')` (no answer, or a non-OK status) or `Error('Données invalides')` (unreadable body, an
 * `error` result, no usable USD rate or date); these internal messages are never shown to users, the view shows
 * RATE_ERROR_MESSAGE. An aborted request rethrows the abort error untouched so the caller can ignore it.
 */

export interface FetchEurUsdRateOptions {
  /** ExchangeRate-API key; blank or absent selects the keyless Frankfurter endpoint. */
  apiKey?: string | null;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

export async function fetchEurUsdRate({
  apiKey,
  fetch: fetchImpl = globalThis.fetch,
  signal,
}: FetchEurUsdRateOptions = {}): Promise<EurUsdRate> {
  const { url, provider } = buildRateRequest(apiKey);

  let response: Response;
  try {
    response = await fetchImpl(url, signal ? { signal } : undefined);
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new Error(NETWORK_ERROR, { cause: error });
  }
  if (!response.ok) throw new Error(NETWORK_ERROR, { cause: `HTTP ${response.status}` });

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new Error(INVALID_DATA_ERROR, { cause: error });
  }
  const rate = parseRateResponse(provider, body);
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

function validFetchedAt(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A plain, JSON-safe object to store; null when the rate is not worth keeping. */
export function serializeCachedRate(rate: EurUsdRate, fetchedAt: number): CachedRate | null {
  if (!isPlausibleRate(rate.rate) || !isIsoDate(rate.date) || !validFetchedAt(fetchedAt)) return null;
  return { rate: rate.rate, date: rate.date, fetchedAt, provider: rate.provider };
}

/**
 * Reads whatever was stored (an object, or its JSON text) back into a CachedRate, or null when it is missing,
 * corrupted or from an older shape. Suits a storage item's `validate` (with `?? undefined`).
 */
export function parseCachedRate(value: unknown): CachedRate | null {
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
  if (!isPlausibleRate(rate) || !isIsoDate(date) || !validFetchedAt(fetchedAt)) return null;
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
