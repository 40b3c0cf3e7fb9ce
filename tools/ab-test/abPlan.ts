import { parseDecimal } from '../../components/lib/number';
import { erfc } from './abTest';

/**
 * A/B test before and after: how many visitors to plan for, and whether the split that came in
 * matches the split that was planned.
 */

/**
 * Φ⁻¹(p), the standard normal quantile, by Wichura's algorithm AS 241 (PPND16, Applied Statistics 37(3),
 * 1988, pp. 477-484): accurate to about 1 part in 10¹⁶, the same algorithm R's `qnorm` uses and the `ppnd`
 * of Evan Miller's calculator. p must be in (0, 1); outside, ±Infinity or NaN.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) return p === 0 ? -Infinity : p === 1 ? Infinity : Number.NaN;
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (
      (q *
        (((((((r * 2509.0809287301226727 + 33430.575583588128105) * r + 67265.770927008700853) * r + 45921.953931549871457) * r +
          13731.693765509461125) *
          r +
          1971.5909503065514427) *
          r +
          133.14166789178437745) *
          r +
          3.387132872796366608)) /
      (((((((r * 5226.495278852854561 + 28729.085735721942674) * r + 39307.89580009271061) * r + 21213.794301586595867) * r +
        5394.1960214247511077) *
        r +
        687.1870074920579083) *
        r +
        42.313330701600911252) *
        r +
        1)
    );
  }
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
  let value: number;
  if (r <= 5) {
    r -= 1.6;
    value =
      (((((((r * 7.7454501427834140764e-4 + 0.0227238449892691845833) * r + 0.24178072517745061177) * r + 1.27045825245236838258) * r +
        3.64784832476320460504) *
        r +
        5.7694972214606914055) *
        r +
        4.6303378461565452959) *
        r +
        1.42343711074968357734) /
      (((((((r * 1.05075007164441684324e-9 + 5.475938084995344946e-4) * r + 0.0151986665636164571966) * r + 0.14810397642748007459) * r +
        0.68976733498510000455) *
        r +
        1.6763848301838038494) *
        r +
        2.05319162663775882187) *
        r +
        1);
  } else {
    r -= 5;
    value =
      (((((((r * 2.01033439929228813265e-7 + 2.71155556874348757815e-5) * r + 0.0012426609473880784386) * r + 0.026532189526576123093) * r +
        0.29656057182850489123) *
        r +
        1.7848265399172913358) *
        r +
        5.4637849111641143699) *
        r +
        6.6579046435011037772) /
      (((((((r * 2.04426310338993978564e-15 + 1.4215117583164458887e-7) * r + 1.8463183175100546818e-5) * r + 7.868691311456132591e-4) * r +
        0.0148753612908506148525) *
        r +
        0.13692988092273580531) *
        r +
        0.59983220655588793769) *
        r +
        1);
  }
  return q < 0 ? -value : value;
}

/** Confidence levels offered (%), 95 by default as before. */
export const CONFIDENCE_LEVELS = ['90', '95', '99'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];
/** Power levels offered (%). */
export const POWER_LEVELS = ['80', '90'] as const;
export type PowerLevel = (typeof POWER_LEVELS)[number];
export type EffectKind = 'relative' | 'absolute';

export const BASELINE_ERROR = 'Le taux de conversion de référence doit être compris entre 0 et 100\u00a0% (exclus)';
export const EFFECT_ERROR = 'L’effet minimal détectable doit être supérieur à 0';
export const EFFECT_TOO_LARGE_ERROR = 'Le taux visé (référence + effet) doit rester inférieur à 100\u00a0%';
export const VARIANTS_ERROR = 'Le nombre de variantes doit être un entier de 2 à 10 (contrôle compris)';
export const DAILY_ERROR = 'Veuillez entrer un nombre de visiteurs par jour valide (entier, 1 ou plus)';

export interface PlanFields {
  /** Baseline conversion rate, in %. */
  baseline: string;
  /** Minimum detectable effect: relative % of the baseline, or absolute percentage points. */
  effect: string;
  effectKind: EffectKind;
  confidence: ConfidenceLevel;
  power: PowerLevel;
  /** Number of variants, control included (2 for a plain A/B test). */
  variants: string;
  /** Visitors entering the test per day (optional). */
  daily: string;
}

export type PlanErrors = Partial<Record<'baseline' | 'effect' | 'variants' | 'daily', string>>;

export interface PlanResult {
  /** Baseline and target rates, as proportions. */
  p1: number;
  p2: number;
  /** Significance level per comparison, after the Bonferroni correction (α ÷ number of comparisons). */
  alphaPerComparison: number;
  /** Visitors needed in each variant (Evan Miller's figure, rounded to the nearest visitor as his calculator does). */
  perVariant: number;
  /** perVariant × variants. */
  total: number;
  /** With daily visitors: days at that traffic, and the same rounded up to whole weeks. */
  days: number | null;
  weeks: number | null;
}

export interface PlanOutput {
  errors: PlanErrors;
  result: PlanResult | null;
}

/**
 * Visitors per variant, the formula of Evan Miller's sample size calculator (evanmiller.org/ab-testing/sample-size.html,
 * function `num_subjects`): a two-sided test of two proportions by the normal approximation,
 *   n = (z₁₋α/₂ · √(2·p₁(1 − p₁)) + z₁₋β · √(p₁(1 − p₁) + p₂(1 − p₂)))² ÷ (p₂ − p₁)²,
 * where p₁ is the baseline rate and p₂ = p₁ + δ the rate to detect (the first standard deviation is that of an A/A
 * test at the baseline rate, the second that of the A/B difference). Unrounded.
 */
export function evanMillerSampleSize(p1: number, p2: number, alpha: number, power: number): number {
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const sd1 = Math.sqrt(2 * p1 * (1 - p1));
  const sd2 = Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  const delta = p2 - p1;
  return (zAlpha * sd1 + zBeta * sd2) ** 2 / (delta * delta);
}

const MAX_DAILY = 1e12;

export function computePlan(fields: PlanFields): PlanOutput {
  const errors: PlanErrors = {};
  const baseline = parseDecimal(fields.baseline);
  const effect = parseDecimal(fields.effect);
  const variants = parseDecimal(fields.variants);
  const daily = parseDecimal(fields.daily);

  if (baseline.ok ? !(baseline.value > 0 && baseline.value < 100) : !baseline.empty) errors.baseline = BASELINE_ERROR;
  if (effect.ok ? !(effect.value > 0 && effect.value <= 1e6) : !effect.empty) errors.effect = EFFECT_ERROR;
  if (variants.ok ? !(Number.isInteger(variants.value) && variants.value >= 2 && variants.value <= 10) : !variants.empty) errors.variants = VARIANTS_ERROR;
  if (daily.ok ? !(Number.isInteger(daily.value) && daily.value >= 1 && daily.value <= MAX_DAILY) : !daily.empty) errors.daily = DAILY_ERROR;

  let p1 = 0;
  let p2 = 0;
  if (baseline.ok && effect.ok && !errors.baseline && !errors.effect) {
    p1 = baseline.value / 100;
    p2 = fields.effectKind === 'relative' ? p1 * (1 + effect.value / 100) : p1 + effect.value / 100;
    if (!(p2 < 1)) errors.effect = EFFECT_TOO_LARGE_ERROR;
  }
  if (Object.keys(errors).length > 0 || !baseline.ok || !effect.ok) return { errors, result: null };

  const k = variants.ok ? variants.value : 2;
  const alpha = (100 - Number(fields.confidence)) / 100;
  // Bonferroni: each of the k − 1 variants is compared with the control at α ÷ (k − 1), so that the chance of at
  // least one false winner stays at most α over the whole test.
  const alphaPerComparison = alpha / (k - 1);
  const perVariant = Math.round(evanMillerSampleSize(p1, p2, alphaPerComparison, Number(fields.power) / 100));
  const total = perVariant * k;
  const days = daily.ok ? Math.ceil(total / daily.value) : null;
  const weeks = days === null ? null : Math.ceil(days / 7);
  return { errors, result: { p1, p2, alphaPerComparison, perVariant, total, days, weeks } };
}

/** Sample ratio mismatch: the split of visitors differs from the planned one. */
export const SRM_THRESHOLD = 0.001;
export const SPLIT_ERROR = 'La part prévue pour A doit être comprise entre 0 et 100\u00a0% (exclus)';

export interface SrmResult {
  /** Pearson's χ² with 1 degree of freedom. */
  chiSquare: number;
  /** P(χ²₁ ≥ chiSquare) = erfc(√(χ²/2)). */
  pValue: number;
  /** pValue < 0.001. */
  mismatch: boolean;
  /** Observed share of A, in %. */
  observedShareA: number;
}

/**
 * Chi-square goodness-of-fit test of the visitors of A and B against the planned share of A (in %):
 * χ² = Σ (observed − expected)² ÷ expected, one degree of freedom, p = erfc(√(χ²/2)).
 */
export function sampleRatioMismatch(visitorsA: number, visitorsB: number, plannedShareA: number): SrmResult {
  const total = visitorsA + visitorsB;
  const expectedA = (total * plannedShareA) / 100;
  const expectedB = total - expectedA;
  const chiSquare = (visitorsA - expectedA) ** 2 / expectedA + (visitorsB - expectedB) ** 2 / expectedB;
  const pValue = Number.isFinite(chiSquare) ? Math.min(1, erfc(Math.sqrt(chiSquare / 2))) : 0;
  return { chiSquare, pValue, mismatch: pValue < SRM_THRESHOLD, observedShareA: (visitorsA / total) * 100 };
}

/** The planned share of A as typed: empty means 50 %. */
export function parsePlannedShare(text: string): { value: number; error?: string } {
  const parsed = parseDecimal(text);
  if (!parsed.ok) return parsed.empty ? { value: 50 } : { value: 50, error: SPLIT_ERROR };
  if (!(parsed.value > 0 && parsed.value < 100)) return { value: 50, error: SPLIT_ERROR };
  return { value: parsed.value };
}
