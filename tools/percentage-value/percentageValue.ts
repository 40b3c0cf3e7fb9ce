import { AMOUNT_ERROR, exactDifference, exactSum, parseDecimal, readAmount, roundDecimal, shownValue } from '../../components/lib/number';

/**
 * Discount and margin (SPEC.md sections 2 and 4, DECISIONS.md):
 * - 'discounted': initial price and discount % → discounted price;
 * - 'percentage': initial and discounted prices → discount %;
 * - 'margin': selling and purchase prices → margin in euros, taux de marge (on the purchase price) and
 *   taux de marque (on the selling price), which French commerce uses both and often confuses.
 * Switching between the first two modes carries the computed value over (see fillComputedField).
 *
 * A price the tool computes (discounted price, price before the discount, selling price) is a price as shown, to the
 * cent, and the euros derived from it on the same result (saving, margin, TTC) start from that price (DECISIONS.md,
 * « Figures that add up »): 59,90 € less 15 % is 50,92 € and a saving of 8,98 €. Differences of typed prices are
 * exact on the decimals typed (6 130,123 − 6 129,348 = 0,775, shown 0,78 €); rates stay exact.
 */

export type PercentageValueMode = 'discounted' | 'percentage' | 'margin' | 'target-price' | 'before-discount';

/** What the target of the 'target-price' mode is. */
export type MarginTarget = 'marge' | 'marque' | 'coefficient';

export { AMOUNT_ERROR };
export const PERCENT_RANGE_ERROR = 'Le pourcentage doit être compris entre 0 et 100';
export const ZERO_INITIAL_PRICE_ERROR = 'Le prix initial doit être supérieur à 0';
export const DISCOUNTED_ABOVE_INITIAL_ERROR = 'Le prix remisé ne peut pas dépasser le prix initial';
export const MARGIN_RATE_ERROR = 'Le taux de marge doit être un pourcentage positif (jusqu’à 100 000 %)';
export const MARQUE_RATE_ERROR = 'Le taux de marque doit être compris entre 0 et 100 % (100 % exclu)';
export const COEFFICIENT_ERROR = 'Le coefficient doit être un nombre supérieur à 0 (jusqu’à 1 000)';
export const FULL_DISCOUNT_ERROR = 'La remise doit être comprise entre 0 et 100 % (100 % exclu)';

export interface PercentageValueFields {
  initialPrice: string;
  discountPercent: string;
  discountedPrice: string;
  sellingPrice: string;
  purchasePrice: string;
  /** The target of the 'target-price' mode: a taux de marge or de marque in %, or a coefficient. */
  target?: string;
}

export type PercentageValueErrors = Partial<Record<keyof PercentageValueFields, string>>;

export type PercentageValueResult =
  | {
      mode: 'discounted';
      /** Price after the discount, as shown (to the cent). */
      discountedPrice: number;
      /** Initial − discounted price as shown. */
      savings: number;
    }
  | {
      mode: 'percentage';
      /** Discount in %, exact. */
      discountPercent: number;
      savings: number;
    }
  | {
      mode: 'margin';
      /** Selling price − purchase price, exact (negative when selling at a loss). */
      margin: number;
      /** Taux de marge = margin / purchase price × 100, exact; null when the purchase price is 0. */
      tauxDeMarge: number | null;
      /** Taux de marque = margin / selling price × 100, exact; null when the selling price is 0. */
      tauxDeMarque: number | null;
      /** Coefficient multiplicateur = selling / purchase price, exact; null when the purchase price is 0. */
      coefficient: number | null;
      /** True when the selling price is below the purchase price. */
      loss: boolean;
    }
  | {
      mode: 'target-price';
      /** Selling price HT reaching the target, as shown (to the cent). */
      sellingHt: number;
      /** sellingHt × (1 + VAT / 100), exact. */
      sellingTtc: number;
      /** sellingHt − purchase price. The rates are those of the exact price: they give the target back. */
      margin: number;
      tauxDeMarge: number | null;
      tauxDeMarque: number | null;
      coefficient: number | null;
    }
  | {
      mode: 'before-discount';
      /** Price before the discount: discounted / (1 − discount / 100), as shown (to the cent). */
      initialPrice: number;
      /** Price before the discount as shown − discounted price. */
      savings: number;
    };

export interface PercentageValueOutput {
  errors: PercentageValueErrors;
  result: PercentageValueResult | null;
}

/** initial × (1 − percent / 100). */
export function applyDiscount(initial: number, percent: number): number {
  return (initial * exactDifference(100, percent)) / 100;
}

/** (initial − discounted) / initial × 100; 0 when the initial price is 0. */
export function discountPercentage(initial: number, discounted: number): number {
  if (initial === 0) return 0;
  const p = (exactDifference(initial, discounted) / initial) * 100;
  return Number.isFinite(p) ? p : 0;
}

export interface CommercialMargin {
  margin: number;
  tauxDeMarge: number | null;
  tauxDeMarque: number | null;
  coefficient: number | null;
}

/** A ratio of a denormal price can overflow: no rate rather than Infinity. */
const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value || 0 : null);

/** Exact margin figures; prices are ex-VAT amounts of the same product. */
export function commercialMargin(selling: number, purchase: number): CommercialMargin {
  const margin = exactDifference(selling, purchase);
  return {
    margin,
    tauxDeMarge: purchase > 0 ? finiteOrNull((margin / purchase) * 100) : null,
    tauxDeMarque: selling > 0 ? finiteOrNull((margin / selling) * 100) : null,
    coefficient: purchase > 0 ? finiteOrNull(selling / purchase) : null,
  };
}

/**
 * Selling price HT from a purchase price HT and a target:
 * taux de marge t → achat × (1 + t/100); taux de marque t → achat ÷ (1 − t/100); coefficient k → achat × k.
 */
export function sellingPriceFromTarget(purchase: number, target: MarginTarget, value: number): number {
  if (target === 'marge') return (purchase * exactSum(100, value)) / 100;
  if (target === 'marque') return (purchase * 100) / exactDifference(100, value);
  return purchase * value;
}

/** Price before a discount: prix remisé ÷ (1 − remise/100). */
export function priceBeforeDiscount(discounted: number, percent: number): number {
  return (discounted * 100) / exactDifference(100, percent);
}

function readTarget(raw: string, target: MarginTarget): { value?: number; error?: string } {
  const parsed = parseDecimal(raw);
  const error = target === 'marge' ? MARGIN_RATE_ERROR : target === 'marque' ? MARQUE_RATE_ERROR : COEFFICIENT_ERROR;
  if (!parsed.ok) return parsed.empty ? {} : { error };
  const v = parsed.value;
  const ok = target === 'marge' ? v >= 0 && v <= 100_000 : target === 'marque' ? v >= 0 && v < 100 : v > 0 && v <= 1000;
  return ok ? { value: v } : { error };
}

export interface TargetOptions {
  target: MarginTarget;
  /** VAT rate in % for the TTC price. */
  vatRate: number;
}

function readPercent(raw: string): { value?: number; error?: string } {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return parsed.empty ? {} : { error: PERCENT_RANGE_ERROR };
  if (parsed.value < 0 || parsed.value > 100) return { error: PERCENT_RANGE_ERROR };
  return { value: parsed.value };
}

export function computePercentageValue(
  mode: PercentageValueMode,
  fields: PercentageValueFields,
  options: TargetOptions = { target: 'marge', vatRate: 20 },
): PercentageValueOutput {
  const errors: PercentageValueErrors = {};

  if (mode === 'target-price') {
    const purchase = readAmount(fields.purchasePrice);
    const target = readTarget(fields.target ?? '', options.target);
    if (purchase.error) errors.purchasePrice = purchase.error;
    if (target.error) errors.target = target.error;
    if (purchase.value === undefined || target.value === undefined || purchase.error || target.error) return { errors, result: null };
    const exactHt = sellingPriceFromTarget(purchase.value, options.target, target.value);
    const sellingHt = shownValue(exactHt);
    const figures = commercialMargin(exactHt, purchase.value);
    return {
      errors,
      result: {
        mode,
        sellingHt,
        sellingTtc: (sellingHt * exactSum(100, options.vatRate)) / 100,
        margin: exactDifference(sellingHt, purchase.value),
        tauxDeMarge: figures.tauxDeMarge,
        tauxDeMarque: figures.tauxDeMarque,
        coefficient: figures.coefficient,
      },
    };
  }

  if (mode === 'before-discount') {
    const discounted = readAmount(fields.discountedPrice);
    const percent = readPercent(fields.discountPercent);
    if (discounted.error) errors.discountedPrice = discounted.error;
    if (percent.error) errors.discountPercent = percent.error;
    else if (percent.value === 100) errors.discountPercent = FULL_DISCOUNT_ERROR;
    if (discounted.value === undefined || percent.value === undefined || errors.discountedPrice || errors.discountPercent) {
      return { errors, result: null };
    }
    const initialPrice = shownValue(priceBeforeDiscount(discounted.value, percent.value));
    return { errors, result: { mode, initialPrice, savings: exactDifference(initialPrice, discounted.value) } };
  }

  if (mode === 'discounted') {
    const initial = readAmount(fields.initialPrice);
    const percent = readPercent(fields.discountPercent);
    if (initial.error) errors.initialPrice = initial.error;
    if (percent.error) errors.discountPercent = percent.error;
    if (initial.value === undefined || percent.value === undefined || initial.error || percent.error) {
      return { errors, result: null };
    }
    const discountedPrice = shownValue(applyDiscount(initial.value, percent.value));
    return {
      errors,
      result: { mode, discountedPrice, savings: exactDifference(initial.value, discountedPrice) },
    };
  }

  if (mode === 'percentage') {
    const initial = readAmount(fields.initialPrice);
    const discounted = readAmount(fields.discountedPrice);
    if (initial.error) errors.initialPrice = initial.error;
    else if (initial.value === 0) errors.initialPrice = ZERO_INITIAL_PRICE_ERROR;
    if (discounted.error) errors.discountedPrice = discounted.error;
    else if (initial.value !== undefined && discounted.value !== undefined && discounted.value > initial.value) {
      errors.discountedPrice = DISCOUNTED_ABOVE_INITIAL_ERROR;
    }
    if (errors.initialPrice || errors.discountedPrice || initial.value === undefined || discounted.value === undefined) {
      return { errors, result: null };
    }
    return {
      errors,
      result: {
        mode,
        discountPercent: discountPercentage(initial.value, discounted.value),
        savings: exactDifference(initial.value, discounted.value),
      },
    };
  }

  const selling = readAmount(fields.sellingPrice);
  const purchase = readAmount(fields.purchasePrice);
  if (selling.error) errors.sellingPrice = selling.error;
  if (purchase.error) errors.purchasePrice = purchase.error;
  if (selling.error || purchase.error || selling.value === undefined || purchase.value === undefined) {
    return { errors, result: null };
  }
  const figures = commercialMargin(selling.value, purchase.value);
  return {
    errors,
    result: {
      mode,
      margin: figures.margin,
      tauxDeMarge: figures.tauxDeMarge,
      tauxDeMarque: figures.tauxDeMarque,
      coefficient: figures.coefficient,
      loss: figures.margin < 0,
    },
  };
}

/** A number as a user would type it in a French field: `1234,5`, no grouping, at most 2 decimals. */
export function toFieldText(value: number): string {
  return String(roundDecimal(value, 2)).replace('.', ',');
}

/**
 * SPEC.md section 4: the 'discounted' mode fills the discounted price from the initial price and the percentage;
 * the 'percentage' mode fills the percentage from the initial and discounted prices. Call it on every change (or
 * before switching mode) so that the other mode opens with the value just computed. Fields are returned unchanged
 * when nothing can be computed, so that nothing the user typed is lost.
 */
export function fillComputedField(mode: PercentageValueMode, fields: PercentageValueFields): PercentageValueFields {
  const { result } = computePercentageValue(mode, fields);
  if (result?.mode === 'discounted') return { ...fields, discountedPrice: toFieldText(result.discountedPrice) };
  if (result?.mode === 'percentage') return { ...fields, discountPercent: toFieldText(result.discountPercent) };
  return fields;
}

const isDiscountMode = (mode: PercentageValueMode) => mode === 'discounted' || mode === 'percentage';
const sameFields = (a: PercentageValueFields, b: PercentageValueFields) =>
  (Object.keys(a) as (keyof PercentageValueFields)[]).every((key) => a[key] === b[key]);

/** The last carry-over between the two discount modes: the fields before it and the fields it produced. */
export interface ModeCarry {
  before: PercentageValueFields;
  after: PercentageValueFields;
}

/**
 * The fields once the user switches from `mode` to `next` (SPEC.md section 4). Between the two discount modes the
 * computed value is carried over (fillComputedField), and going straight back restores what was typed: 59,90 € − 15 %
 * → 50,92 € would otherwise come back as 14,99 % instead of 15 %. Other switches keep the fields and the last carry.
 */
export function switchMode(
  mode: PercentageValueMode,
  next: PercentageValueMode,
  fields: PercentageValueFields,
  carry: ModeCarry | null,
): { fields: PercentageValueFields; carry: ModeCarry | null } {
  if (next === mode || !isDiscountMode(mode) || !isDiscountMode(next)) return { fields, carry };
  if (carry && sameFields(carry.after, fields)) return { fields: carry.before, carry: null };
  const after = fillComputedField(mode, fields);
  return { fields: after, carry: after === fields ? null : { before: fields, after } };
}
