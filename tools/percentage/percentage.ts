import { parseDecimal, tooLargeError } from '../../components/lib/number';

/**
 * Percentage calculator (SPEC.md sections 2 and 5): mode 'find-percentage' (what % is a value of a total) and mode
 * 'calculate-value' (how much is P % of a number). Every field has minimum 0; the percentage has maximum 100.
 */

export type PercentageMode = 'find-percentage' | 'calculate-value';

export const INVALID_NUMBER_ERROR = 'Veuillez entrer un nombre valide';
export const NEGATIVE_NUMBER_ERROR = 'Le nombre ne peut pas être négatif';
export const ZERO_TOTAL_ERROR = 'Le total doit être supérieur à 0';
export const PERCENTAGE_RANGE_ERROR = 'Le pourcentage doit être compris entre 0 et 100';
export const TOO_LARGE_ERROR = 'Le résultat est trop grand pour être calculé';

const MAX_INPUT = 1e15;
/** Largest percentage shown: a tiny total (1e-300) would otherwise print a finite result 300 digits long. */
const MAX_RESULT = 1e18;

export interface PercentageFields {
  /** find-percentage: the part. */
  value: string;
  /** find-percentage: the whole. */
  total: string;
  /** calculate-value: the percentage, 0 to 100. */
  percentage: string;
  /** calculate-value: the starting number. */
  base: string;
}

export type PercentageErrors = Partial<Record<keyof PercentageFields, string>>;

export type PercentageResult =
  /** value is `percentage` % of total (rounded to 2 decimals, may exceed 100 when value > total). */
  | { mode: 'find-percentage'; percentage: number }
  /** `value` is percentage % of base (rounded to 2 decimals). */
  | { mode: 'calculate-value'; value: number };

export interface PercentageOutput {
  errors: PercentageErrors;
  result: PercentageResult | null;
}

/** value / total × 100; 0 when total is 0 or the quotient has no finite value. */
export function percentageOf(value: number, total: number): number {
  if (total === 0) return 0;
  const p = (value / total) * 100;
  return Number.isFinite(p) ? p : 0;
}

/** percentage % of base. */
export function valueOfPercentage(percentage: number, base: number): number {
  const v = (base * percentage) / 100;
  return Number.isFinite(v) ? v : 0;
}

function readNonNegative(raw: string): { value?: number; error?: string } {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return parsed.empty ? {} : { error: INVALID_NUMBER_ERROR };
  if (parsed.value < 0) return { error: NEGATIVE_NUMBER_ERROR };
  if (parsed.value > MAX_INPUT) return { error: tooLargeError(MAX_INPUT) };
  return { value: parsed.value };
}

export function computePercentage(mode: PercentageMode, fields: PercentageFields): PercentageOutput {
  const errors: PercentageErrors = {};
  if (mode === 'find-percentage') {
    const value = readNonNegative(fields.value);
    const total = readNonNegative(fields.total);
    if (value.error) errors.value = value.error;
    if (total.error) errors.total = total.error;
    else if (total.value === 0) errors.total = ZERO_TOTAL_ERROR;
    if (errors.value || errors.total || value.value === undefined || total.value === undefined) {
      return { errors, result: null };
    }
    const raw = (value.value / total.value) * 100;
    if (!Number.isFinite(raw) || raw > MAX_RESULT) return { errors: { total: TOO_LARGE_ERROR }, result: null };
    return { errors, result: { mode, percentage: raw } };
  }

  const percentage = readNonNegative(fields.percentage);
  const base = readNonNegative(fields.base);
  if (percentage.error) {
    errors.percentage = percentage.error === NEGATIVE_NUMBER_ERROR ? PERCENTAGE_RANGE_ERROR : percentage.error;
  } else if (percentage.value !== undefined && percentage.value > 100) {
    errors.percentage = PERCENTAGE_RANGE_ERROR;
  }
  if (base.error) errors.base = base.error;
  if (errors.percentage || errors.base || percentage.value === undefined || base.value === undefined) {
    return { errors, result: null };
  }
  return { errors, result: { mode, value: valueOfPercentage(percentage.value, base.value) } };
}
