import { AMOUNT_ERROR, formatEuro, formatExchangeRate, formatNumber, readAmount } from '../../components/lib/number';
import { isPlausibleRateFor, type CurrencyCode, type RateProvider } from '../../platform/domain/rateRules';

/**
 * EUR/USD converter: pure conversion and the texts it shows. The rates' rules (currencies, providers, what a
 * believable rate is) are platform/domain/rateRules.ts, shared with the network client, platform/exchangeRate.ts.
 */

/** EUR_USD: from euros to the chosen currency; USD_EUR: from it to euros (USD by default, the names stay). */
export type CurrencyDirection = 'EUR_USD' | 'USD_EUR';

export const DIRECTIONS: readonly { value: CurrencyDirection; label: string }[] = [
  { value: 'EUR_USD', label: 'EUR vers USD' },
  { value: 'USD_EUR', label: 'USD vers EUR' },
];

/** SPEC.md section 8: shown under the amount when the rate cannot be fetched (network error or invalid data). */
export const RATE_ERROR_MESSAGE = 'Impossible de récupérer le taux de change. Veuillez réessayer.';
export { AMOUNT_ERROR };

/** amount converted with `rate` USD per EUR, unrounded; 0 without a usable rate. */
export function convertAmount(amount: number, direction: CurrencyDirection, rate: number, currency: CurrencyCode = 'USD'): number {
  if (!isPlausibleRateFor(rate, currency)) return 0;
  const value = direction === 'EUR_USD' ? amount * rate : amount / rate;
  return Number.isFinite(value) ? value : 0;
}

export interface CurrencyResult {
  /** Converted amount, exact (the formatter rounds it to the cent, once). */
  converted: number;
  from: 'EUR' | CurrencyCode;
  to: 'EUR' | CurrencyCode;
  /**
   * The rate used, as published, units of the currency for 1 euro (« 1 EUR = 1,0842 USD »): the amount is multiplied
   * by it from euros and divided by it to euros, so that the rate shown is the rate used, with no rounded inverse.
   */
  rate: number;
}

export interface CurrencyOutput {
  errors: { amount?: string };
  /** null while the amount is empty or invalid, or no rate is known yet. */
  result: CurrencyResult | null;
}

/** Converts the typed amount with the known rate (USD per EUR), or gives no result while there is no rate. */
export function computeCurrency(
  amountText: string,
  direction: CurrencyDirection,
  rate: number | null | undefined,
  currency: CurrencyCode = 'USD',
): CurrencyOutput {
  const amount = readAmount(amountText);
  if (amount.error) return { errors: { amount: amount.error }, result: null };
  if (amount.value === undefined || !isPlausibleRateFor(rate, currency)) return { errors: {}, result: null };
  const eurToUsd = direction === 'EUR_USD';
  return {
    errors: {},
    result: {
      converted: convertAmount(amount.value, direction, rate, currency),
      from: eurToUsd ? 'EUR' : currency,
      to: eurToUsd ? currency : 'EUR',
      rate,
    },
  };
}

/** `1 234,50 €`, `1 234,50 $` or `1 234,50 GBP`: an amount in its currency, to the hundredth. */
export function formatMoney(value: number, currency: 'EUR' | CurrencyCode): string {
  if (currency === 'EUR') return formatEuro(value);
  return `${formatNumber(value)}\u00a0${currency === 'USD' ? '$' : currency}`;
}

/** `2026-11-20` → `20/11/2026`; anything else as it is. */
export function formatRateDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** Why a fetched rate was not used (judgeRate's `jump`), shown beside the last good rate. */
export function refusedRateMessage(received: number, last: { rate: number; date: string }): string {
  return `Le taux reçu (${formatExchangeRate(received)}) s’écarte trop du dernier taux connu (${formatExchangeRate(last.rate)} du ${formatRateDate(last.date)})\u00a0: il n’a pas été retenu.`;
}

/** « Taux BCE du 20/11/2026 »: where the rate comes from, and its date. */
export function rateSourceLabel(rate: { date: string; provider?: RateProvider }): string {
  const source = rate.provider === 'frankfurter' ? 'Taux BCE' : rate.provider === 'exchangerate-api' ? 'Taux ExchangeRate-API' : 'Taux';
  return `${source} du ${formatRateDate(rate.date)}`;
}

// Created on first use (once a rate has arrived), not with the page: the first Intl object loads ICU.
let DAY: Intl.DateTimeFormat | undefined;
let TIME: Intl.DateTimeFormat | undefined;

/** « le 20/11/2026 à 14:05 », in the visitor's time zone. */
export function formatFetchedAt(fetchedAt: number): string {
  const date = new Date(fetchedAt);
  if (!Number.isFinite(date.getTime())) return '';
  DAY ??= new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
  TIME ??= new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
  return `le ${DAY.format(date)} à ${TIME.format(date)}`;
}
