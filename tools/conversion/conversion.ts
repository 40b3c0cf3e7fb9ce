import { conversionRate } from '../../components/lib/adRatios';
import { parseDecimal, tooLargeError } from '../../components/lib/number';

/** Conversion rate = conversions / visitors × 100 (SPEC.md section 9). */

export const INVALID_CONVERSIONS_ERROR = 'Veuillez entrer un nombre de conversions valide';
export const INVALID_VISITORS_ERROR = 'Veuillez entrer un nombre de visiteurs valide';
export const ZERO_VISITORS_ERROR = 'Le nombre de visiteurs doit être supérieur à 0';
export const CONVERSIONS_ABOVE_VISITORS_WARNING =
  'Plus de conversions que de visiteurs\u00a0: vérifiez vos chiffres. Un taux au-delà de 100\u00a0% signifie que des visiteurs ont converti plusieurs fois.';

const MAX_COUNT = 1e15;

export interface ConversionFields {
  conversions: string;
  visitors: string;
}

export interface ConversionResult {
  /** Conversion rate in %, rounded to 2 decimals. */
  rate: number;
  /** Visitors needed for one conversion (visitors / conversions), rounded to 1 decimal; null with 0 conversions. */
  visitorsPerConversion: number | null;
  /** Set when conversions exceed visitors: the rate is shown but probably mixes two definitions. */
  warning?: string;
}

export interface ConversionOutput {
  errors: Partial<Record<keyof ConversionFields, string>>;
  /** null while a field is empty or invalid, or visitors is 0. */
  result: ConversionResult | null;
}

export { conversionRate };

/** A count: empty is fine (undefined); otherwise a whole number from 0 to MAX_COUNT. */
function readCount(raw: string, message: string): { value?: number; error?: string } {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return parsed.empty ? {} : { error: message };
  if (parsed.value > MAX_COUNT) return { error: tooLargeError(MAX_COUNT) };
  if (parsed.value < 0 || !Number.isInteger(parsed.value)) return { error: message };
  return { value: parsed.value };
}

export function computeConversion(fields: ConversionFields): ConversionOutput {
  const conversions = readCount(fields.conversions, INVALID_CONVERSIONS_ERROR);
  const visitors = readCount(fields.visitors, INVALID_VISITORS_ERROR);
  const errors: ConversionOutput['errors'] = {};
  if (conversions.error) errors.conversions = conversions.error;
  if (visitors.error) errors.visitors = visitors.error;
  else if (visitors.value === 0) errors.visitors = ZERO_VISITORS_ERROR;

  if (errors.conversions || errors.visitors || conversions.value === undefined || visitors.value === undefined) {
    return { errors, result: null };
  }
  const c = conversions.value;
  const v = visitors.value;
  const result: ConversionResult = {
    rate: conversionRate(c, v),
    visitorsPerConversion: c > 0 ? v / c : null,
  };
  if (c > v) result.warning = CONVERSIONS_ABOVE_VISITORS_WARNING;
  return { errors, result };
}

/** Inverse question: how many visitors for a number of conversions at a rate. */
export const INVALID_TARGET_ERROR = 'Veuillez entrer un nombre de conversions visé valide (entier, 1 ou plus)';
export const INVALID_RATE_ERROR = 'Le taux de conversion doit être supérieur à 0 et au plus 100\u00a0%';

export interface VisitorsNeededFields {
  /** Conversions wanted (a whole number). */
  target: string;
  /** Expected conversion rate in %. */
  rate: string;
}

export interface VisitorsNeededOutput {
  errors: Partial<Record<keyof VisitorsNeededFields, string>>;
  /** Visitors needed, a whole number rounded up; null while a field is empty or invalid. */
  visitors: number | null;
}

/**
 * Visitors needed = conversions ÷ (rate ÷ 100) = conversions × 100 ÷ rate, rounded up to a whole visitor
 * (one multiplication and one division on the typed figures; 12 significant digits before rounding up, so that
 * 3 ÷ 0,1 % is 3 000 and not 3 001 through a floating-point hair).
 */
export function visitorsNeeded(conversions: number, ratePercent: number): number {
  return Math.ceil(Number(((conversions * 100) / ratePercent).toPrecision(12)));
}

export function computeVisitorsNeeded(fields: VisitorsNeededFields): VisitorsNeededOutput {
  const errors: VisitorsNeededOutput['errors'] = {};
  const target = parseDecimal(fields.target);
  const rate = parseDecimal(fields.rate);
  if (target.ok && target.value > MAX_COUNT) errors.target = tooLargeError(MAX_COUNT);
  else if (target.ok ? target.value < 1 || !Number.isInteger(target.value) : !target.empty) errors.target = INVALID_TARGET_ERROR;
  if (rate.ok ? !(rate.value > 0 && rate.value <= 100) : !rate.empty) errors.rate = INVALID_RATE_ERROR;
  if (!target.ok || !rate.ok || errors.target || errors.rate) return { errors, visitors: null };
  return { errors, visitors: visitorsNeeded(target.value, rate.value) };
}
