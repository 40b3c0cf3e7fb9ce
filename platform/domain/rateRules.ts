/**
 * The exchange rates' rules (DECISIONS.md), shared by the currency converter (tools/currency/) and the network client
 * (platform/exchangeRate.ts): the ECB reference currencies, which provider to ask and how to read its answer, and which
 * rates are believable.
 *
 * Provider: with an access key, the keyed ExchangeRate-API v6 endpoint (`/v6/{key}/latest/EUR`, reads
 * `conversion_rates.USD` and `time_last_update_unix`); without one, the keyless Frankfurter endpoint over the
 * ECB reference rates (`/v1/latest?base=EUR&symbols=USD`, reads `rates.USD` and `date`).
 */

export type RateProvider = 'exchangerate-api' | 'frankfurter';

/**
 * The currencies of the ECB euro foreign exchange reference rates, as Frankfurter and ExchangeRate-API
 * both serve them: code, French name, and a typical rate (units for 1 euro, 2025) from which a believable band is
 * drawn, so that a corrupted answer or cache cannot print absurd amounts. USD keeps its historical band.
 */
export const ECB_CURRENCIES = [
  { code: 'USD', name: 'Dollar américain', typical: 1.08 },
  { code: 'GBP', name: 'Livre sterling', typical: 0.85 },
  { code: 'CHF', name: 'Franc suisse', typical: 0.94 },
  { code: 'JPY', name: 'Yen japonais', typical: 165 },
  { code: 'CAD', name: 'Dollar canadien', typical: 1.55 },
  { code: 'AUD', name: 'Dollar australien', typical: 1.7 },
  { code: 'CNY', name: 'Yuan renminbi chinois', typical: 8 },
  { code: 'DKK', name: 'Couronne danoise', typical: 7.46 },
  { code: 'SEK', name: 'Couronne suédoise', typical: 11.2 },
  { code: 'NOK', name: 'Couronne norvégienne', typical: 11.6 },
  { code: 'PLN', name: 'Zloty polonais', typical: 4.3 },
  { code: 'CZK', name: 'Couronne tchèque', typical: 25 },
  { code: 'HUF', name: 'Forint hongrois', typical: 400 },
  { code: 'RON', name: 'Leu roumain', typical: 5 },
  { code: 'ISK', name: 'Couronne islandaise', typical: 148 },
  { code: 'TRY', name: 'Livre turque', typical: 40 },
  { code: 'BRL', name: 'Réal brésilien', typical: 6 },
  { code: 'MXN', name: 'Peso mexicain', typical: 21 },
  { code: 'HKD', name: 'Dollar de Hong Kong', typical: 8.5 },
  { code: 'SGD', name: 'Dollar de Singapour', typical: 1.46 },
  { code: 'NZD', name: 'Dollar néo-zélandais', typical: 1.85 },
  { code: 'KRW', name: 'Won sud-coréen', typical: 1500 },
  { code: 'INR', name: 'Roupie indienne', typical: 92 },
  { code: 'IDR', name: 'Roupie indonésienne', typical: 17_800 },
  { code: 'ILS', name: 'Shekel israélien', typical: 4 },
  { code: 'MYR', name: 'Ringgit malaisien', typical: 4.9 },
  { code: 'PHP', name: 'Peso philippin', typical: 62 },
  { code: 'THB', name: 'Baht thaïlandais', typical: 38 },
  { code: 'ZAR', name: 'Rand sud-africain', typical: 20 },
] as const;

export type CurrencyCode = (typeof ECB_CURRENCIES)[number]['code'];
export const CURRENCY_CODES: readonly CurrencyCode[] = ECB_CURRENCIES.map((c) => c.code);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** « Livre sterling » for GBP. */
export function currencyName(code: CurrencyCode): string {
  return ECB_CURRENCIES.find((c) => c.code === code)?.name ?? code;
}

/**
 * The believable band of a currency's rate (units for 1 euro): USD's own, otherwise a tenth to ten times its
 * typical rate (a fiftieth to fifty times for the Turkish lira, whose inflation moves it fast).
 */
export function plausibleBand(code: CurrencyCode): { min: number; max: number } {
  if (code === 'USD') return PLAUSIBLE_RATE;
  const typical = ECB_CURRENCIES.find((c) => c.code === code)!.typical;
  const factor = code === 'TRY' ? 50 : 10;
  return { min: typical / factor, max: typical * factor };
}

/** A rate worth using for this currency: a finite number within its band. */
export function isPlausibleRateFor(value: unknown, code: CurrencyCode): value is number {
  if (code === 'USD') return isPlausibleRate(value);
  const band = plausibleBand(code);
  return typeof value === 'number' && Number.isFinite(value) && value >= band.min && value <= band.max;
}

/**
 * How far a fetched rate may move from the last good rate of its pair, and how long that rate is a yardstick. Measured
 * on the ECB's daily reference rates, 1999 to 2025: EUR/USD's largest move between two fixings is 4.9 % (19 December
 * 2008), 8.2 % within 4 days and 10.6 % within 7. 15 % stays clear of those and of the largest move between two
 * fixings of 26 of the 29 currencies, and still refuses a corrupted answer (2.4 dollars for a euro). A stored rate is
 * the yardstick for 4 days after it was fetched (a long weekend without fixings); past that only the band applies,
 * which is how a rare real jump beyond 15 % gets through (the Swiss franc's 17 % on 15 January 2015).
 */
export const MAX_RATE_MOVE = 0.15;
export const RATE_YARDSTICK_MS = 4 * 24 * 3600 * 1000;

/** A rate as the converter keeps it: units for 1 euro, and when it was fetched (ms since the epoch). */
export interface KnownRate {
  rate: number;
  fetchedAt: number;
}

/**
 * Whether a fetched rate may be used and kept: `band` when it is outside the currency's band, `jump` when it moves
 * more than MAX_RATE_MOVE either way (×1.15 or ÷1.15) from `last`, the last good rate of the pair, fetched less than
 * RATE_YARDSTICK_MS before `now`; `ok` otherwise. Without a last good rate, the band alone decides.
 */
export function judgeRate(rate: number, currency: CurrencyCode, last: KnownRate | null, now: number): 'ok' | 'band' | 'jump' {
  if (!isPlausibleRateFor(rate, currency)) return 'band';
  if (!last || !isPlausibleRateFor(last.rate, currency) || now - last.fetchedAt >= RATE_YARDSTICK_MS) return 'ok';
  return Math.max(rate / last.rate, last.rate / rate) > 1 + MAX_RATE_MOVE ? 'jump' : 'ok';
}

/** Internal messages (SPEC.md section 8), never shown to users. */
export const NETWORK_ERROR = 'Erreur réseau';
export const INVALID_DATA_ERROR = 'Données invalides';
/** SPEC.md section 9: the rate is fetched again every hour. */
export const RATE_REFRESH_MS = 3_600_000;
/** A rate request unanswered after this long counts as a network error (the cached rate stays shown). */
export const RATE_TIMEOUT_MS = 10_000;

export const EXCHANGERATE_API_BASE = 'https://v6.exchangerate-api.com/v6';
export const FRANKFURTER_URL = 'https://api.frankfurter.dev/v1/latest?base=EUR&symbols=USD';

/** Frankfurter's address for one currency against the euro. */
export const frankfurterUrl = (code: CurrencyCode) => `https://api.frankfurter.dev/v1/latest?base=EUR&symbols=${code}`;

export interface RateRequest {
  provider: RateProvider;
  url: string;
}

/** The request to make: ExchangeRate-API when a non-blank key is configured, Frankfurter otherwise. */
export function buildRateRequest(apiKey?: string | null, currency: CurrencyCode = 'USD'): RateRequest {
  const key = apiKey?.trim();
  if (key) {
    // One answer holds every currency against the euro: the same address whatever the currency.
    return { provider: 'exchangerate-api', url: `${EXCHANGERATE_API_BASE}/${encodeURIComponent(key)}/latest/EUR` };
  }
  return { provider: 'frankfurter', url: frankfurterUrl(currency) };
}

export interface EurUsdRate {
  /** US dollars for 1 euro. */
  rate: number;
  /** Date of the rate, ISO yyyy-mm-dd. */
  date: string;
  provider: RateProvider;
}

/** True for a real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Bounds of a believable USD-per-EUR rate: EUR/USD has stayed between 0.82 (2000) and 1.60 (2008) since 1999. */
export const PLAUSIBLE_RATE = { min: 0.5, max: 2.5 } as const;

/**
 * A USD-per-EUR rate worth using: a finite number within PLAUSIBLE_RATE, so that a corrupted answer or cache
 * (a rate of 100, or of 0.0001) cannot print absurd amounts.
 */
export function isPlausibleRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= PLAUSIBLE_RATE.min && value <= PLAUSIBLE_RATE.max;
}

/** A rate date no later than tomorrow (UTC): the provider's date is that of a past fixing, never the future. */
export function isPastOrCurrentDate(date: string, now = Date.now()): boolean {
  return Date.parse(`${date}T00:00:00Z`) <= now + 24 * 3600 * 1000;
}

/** yyyy-mm-dd (UTC) of a Unix time in seconds, or null. */
function isoDateFromUnix(seconds: unknown): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const date = new Date(seconds * 1000);
  return Number.isFinite(date.getTime()) ? date.toISOString().slice(0, 10) : null;
}

/**
 * Reads a provider's JSON answer. Returns null for anything unusable: an `error` result (ExchangeRate-API answers
 * `{ result: 'error', 'error-type': ... }`), another base than EUR, a missing, non-numeric or non-positive USD
 * rate, or no usable date.
 */
export function parseRateResponse(provider: RateProvider, body: unknown, now = Date.now(), currency: CurrencyCode = 'USD'): EurUsdRate | null {
  const rate = readRateResponse(provider, body, currency);
  return rate && isPastOrCurrentDate(rate.date, now) ? rate : null;
}

function readRateResponse(provider: RateProvider, body: unknown, currency: CurrencyCode): EurUsdRate | null {
  if (!isRecord(body)) return null;
  if (provider === 'exchangerate-api') {
    if (body.result !== 'success') return null;
    if (body.base_code !== undefined && body.base_code !== 'EUR') return null;
    const rates = body.conversion_rates;
    if (!isRecord(rates) || !isPlausibleRateFor(rates[currency], currency)) return null;
    let date = isoDateFromUnix(body.time_last_update_unix);
    if (!date && typeof body.time_last_update_utc === 'string') {
      const time = Date.parse(body.time_last_update_utc);
      date = Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : null;
    }
    if (!date) return null;
    return { rate: rates[currency] as number, date, provider };
  }
  if (body.base !== undefined && body.base !== 'EUR') return null;
  if (body.amount !== undefined && body.amount !== 1) return null;
  const rates = body.rates;
  if (!isRecord(rates) || !isPlausibleRateFor(rates[currency], currency) || !isIsoDate(body.date)) return null;
  return { rate: rates[currency] as number, date: body.date, provider };
}
