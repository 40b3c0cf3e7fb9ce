import { parseDecimal } from '../../components/lib/number';

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

/** conversions / visitors × 100; 0 when visitors is 0 (no rate exists). */
export function conversionRate(conversions: number, visitors: number): number {
  if (!(visitors > 0)) return 0;
  const rate = (conversions / visitors) * 100;
  return Number.isFinite(rate) ? rate : 0;
}

/** A count: empty is fine (undefined); otherwise a whole number from 0 to MAX_COUNT. */
function readCount(raw: string, message: string): { value?: number; error?: string } {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return parsed.empty ? {} : { error: message };
  if (parsed.value < 0 || parsed.value > MAX_COUNT || !Number.isInteger(parsed.value)) return { error: message };
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
