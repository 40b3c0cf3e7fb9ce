import { parseDecimal, readAmount, safeDivide, tooLargeError } from './number';

export const COST_ERROR = 'Veuillez entrer un coût valide';

/** Largest count accepted: whole numbers stay exact in a double far beyond. */
const MAX_COUNT = 1e15;

export interface CostPerOptions {
  /** 1 for a cost per click or acquisition, 1000 for a cost per thousand impressions. */
  per: number;
  /** French message for an invalid count (clicks, acquisitions, impressions). */
  countError: string;
}

export interface CostPerResult {
  errors: { cost?: string; count?: string };
  /** Cost per unit in euros, exact (the formatter rounds it once); 0 while a field is empty or the count is 0. */
  value: number;
  /** True when both fields hold valid numbers. */
  complete: boolean;
  /** True when the count is 0: the ratio has no meaning and is shown as 0 (SPEC.md section 9). */
  zeroCount: boolean;
}

/**
 * cost / count × per, the shape of CPC, CPA and CPM. An empty field raises no error; a count must be a
 * whole number (a click is not divisible).
 */
export function computeCostPer(costText: string, countText: string, { per, countError }: CostPerOptions): CostPerResult {
  const cost = readAmount(costText, COST_ERROR);
  const count = parseDecimal(countText);
  const errors: CostPerResult['errors'] = {};
  if (cost.error) errors.cost = cost.error;
  if (count.ok && count.value > MAX_COUNT) errors.count = tooLargeError(MAX_COUNT);
  else if (!count.ok ? !count.empty : count.value < 0 || !Number.isInteger(count.value)) errors.count = countError;

  if (cost.value === undefined || !count.ok || errors.cost || errors.count) {
    return { errors, value: 0, complete: false, zeroCount: false };
  }
  const value = safeDivide(cost.value * per, count.value);
  return { errors, value, complete: true, zeroCount: count.value === 0 };
}
