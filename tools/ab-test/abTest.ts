import { parseDecimal, roundDecimal, tooLargeError } from '../../components/lib/number';

/**
 * A/B test significance: pooled two-proportion z-test, two-sided (DECISIONS.md).
 *
 * confidence = (1 − p) × 100 where p is the two-sided p-value; a winner is named only when the confidence is
 * above 95 %. The confidence is given to 2 decimals, or to as many as it takes (up to 6) to tell it from 95 %, so
 * that 95.0023 % (p = 0.049977 < 0.05, significant) never shows as « 95,00 % » beside a winner or without one. Also gives the relative uplift of B over A and the 95 %
 * confidence interval of the difference of rates B − A by Newcombe's hybrid score method (method 10 of
 * Newcombe 1998, built on the Wilson score interval of each rate), which stays meaningful at 0 % and 100 %
 * where the Wald interval collapses to a zero width. Every figure is exact; the display rounds it once.
 */

export const SIGNIFICANCE_THRESHOLD = 95;
export const NO_WINNER_MESSAGE = 'Pas de gagnant statistiquement significatif';
export const INVALID_COUNT_ERROR = 'Veuillez entrer un nombre valide';
export const NEGATIVE_COUNT_ERROR = 'Le nombre ne peut pas être négatif';
export const WHOLE_COUNT_ERROR = 'Veuillez entrer un nombre entier';
export const CONVERSIONS_ABOVE_VISITORS_ERROR =
  'Le nombre de conversions ne peut pas dépasser le nombre de visiteurs';
export const SMALL_SAMPLE_WARNING =
  'Échantillon trop petit\u00a0: il faut au moins 5 conversions et 5 non-conversions par variante pour que le test soit fiable.';

/** Largest count accepted (whole numbers stay exact in a double far beyond). */
const MAX_COUNT = 1e15;
/** z quantile for a two-sided 95 % interval: Φ⁻¹(0.975). */
export const Z_95 = 1.959963984540054;
/** z quantiles of the two-sided intervals at the offered thresholds (issue 16): Φ⁻¹(0.95), Φ⁻¹(0.975), Φ⁻¹(0.995). */
export const Z_BY_THRESHOLD: Readonly<Record<number, number>> = { 90: 1.6448536269514722, 95: Z_95, 99: 2.5758293035489004 };

export interface AbTestFields {
  visitorsA: string;
  conversionsA: string;
  visitorsB: string;
  conversionsB: string;
}

export type AbTestErrors = Partial<Record<keyof AbTestFields, string>>;

export interface AbTestResult {
  /** Conversion rate of A in %, exact. */
  rateA: number;
  /** Conversion rate of B in %, exact. */
  rateB: number;
  /** Confidence level (1 − p) × 100 in %, rounded to 2 decimals, or up to 6 when 2 would print exactly 95. */
  confidence: number;
  /** Two-sided p-value (not rounded). */
  pValue: number;
  /** z statistic of B against A (positive when B converts better), not rounded. */
  zScore: number;
  /** confidence > 95. */
  significant: boolean;
  /** The variant with the higher rate when significant, otherwise null. */
  winner: 'A' | 'B' | null;
  /** 'La variante B est gagnante' or NO_WINNER_MESSAGE. */
  verdict: string;
  /** Absolute difference rateB − rateA in percentage points, exact. */
  difference: number;
  /** Relative uplift of B over A in %, exact; null when A's rate is 0 (undefined). */
  uplift: number | null;
  /** 95 % confidence interval of rateB − rateA in percentage points (Newcombe hybrid score), exact. */
  interval: { low: number; high: number };
  /** True when a variant has fewer than 5 conversions or 5 non-conversions: the normal approximation is shaky. */
  smallSample: boolean;
}

export interface AbTestOutput {
  errors: AbTestErrors;
  /** null until both visitor counts are above 0 and every field holds a valid count. */
  result: AbTestResult | null;
}

export interface ZTestResult {
  /** (pB − pA) / pooled standard error; 0 when both rates are equal (including 0 % against 0 %). */
  z: number;
  /** Two-sided p-value, in [0, 1]. */
  pValue: number;
}

/**
 * erfc(x) with the Chebyshev fit of Numerical Recipes (`erfcc`, fractional error below 1.2e-7 everywhere),
 * so that p-values keep their relative precision even far in the tail.
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return 1;
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Standard normal cumulative distribution function Φ(x). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/**
 * Pooled two-proportion z-test, two-sided, of B against A. Counts must satisfy 0 ≤ conversions ≤ visitors
 * and visitors > 0 (the caller validates). Same statistic as statsmodels' `proportions_ztest` with two samples
 * and R's `prop.test(correct = FALSE)` (whose chi-squared is z²).
 */
export function twoProportionZTest(convA: number, visA: number, convB: number, visB: number): ZTestResult {
  const pA = convA / visA;
  const pB = convB / visB;
  const pooled = (convA + convB) / (visA + visB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / visA + 1 / visB));
  if (!(se > 0) || pA === pB) return { z: 0, pValue: 1 };
  const z = (pB - pA) / se;
  if (!Number.isFinite(z)) return { z: 0, pValue: 1 };
  const pValue = Math.min(1, Math.max(0, erfc(Math.abs(z) / Math.SQRT2)));
  return { z, pValue };
}

/** Wilson score interval of a proportion x / n (Wilson 1927), within [0, 1] even at 0 % and 100 %. */
export function wilsonInterval(x: number, n: number, zCritical = Z_95): { low: number; high: number } {
  const p = x / n;
  const z2 = zCritical * zCritical;
  const centre = p + z2 / (2 * n);
  const spread = zCritical * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/**
 * 95 % interval of pB − pA (as proportions) by Newcombe's hybrid score method (Newcombe 1998, method 10):
 * low = d − √((pB − lB)² + (uA − pA)²), high = d + √((uB − pB)² + (pA − lA)²), with the Wilson intervals
 * [lA, uA] and [lB, uB] of each rate. Unlike the Wald interval it never collapses to a point at 0 % or 100 %.
 */
export function differenceInterval(
  convA: number,
  visA: number,
  convB: number,
  visB: number,
  zCritical = Z_95,
): { low: number; high: number } {
  const pA = convA / visA;
  const pB = convB / visB;
  const a = wilsonInterval(convA, visA, zCritical);
  const b = wilsonInterval(convB, visB, zCritical);
  const d = pB - pA;
  const low = d - Math.sqrt((pB - b.low) ** 2 + (a.high - pA) ** 2);
  const high = d + Math.sqrt((b.high - pB) ** 2 + (pA - a.low) ** 2);
  return { low: Math.max(-1, low) || 0, high: Math.min(1, high) || 0 };
}

/** Reads a count: empty is fine (undefined), otherwise a whole number between 0 and MAX_COUNT. */
function readCount(raw: string): { value?: number; error?: string } {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return parsed.empty ? {} : { error: INVALID_COUNT_ERROR };
  if (parsed.value < 0) return { error: NEGATIVE_COUNT_ERROR };
  if (!Number.isInteger(parsed.value)) return { error: WHOLE_COUNT_ERROR };
  if (parsed.value > MAX_COUNT) return { error: tooLargeError(MAX_COUNT) };
  return { value: parsed.value };
}

function clean(value: number, decimals = 2): number {
  return roundDecimal(value, decimals);
}

/** Most decimals a confidence level is given with (near the threshold only). */
export const MAX_CONFIDENCE_DECIMALS = 6;

/** (1 − p) × 100 to 2 decimals, with more (4, then 6) when 2 decimals would round it onto the 95 % threshold. */
export function roundConfidence(pValue: number, threshold = SIGNIFICANCE_THRESHOLD): number {
  const raw = (1 - pValue) * 100;
  let rounded = clean(raw, 2);
  for (let decimals = 4; rounded === threshold && decimals <= MAX_CONFIDENCE_DECIMALS; decimals += 2) {
    rounded = clean(raw, decimals);
  }
  return rounded;
}

/**
 * `threshold` is the confidence level asked for, in % (90, 95 or 99; 95 by default): a winner is named above it,
 * and the interval of the difference is given at that level.
 */
export function computeAbTest(fields: AbTestFields, threshold = SIGNIFICANCE_THRESHOLD): AbTestOutput {
  const visA = readCount(fields.visitorsA);
  const convA = readCount(fields.conversionsA);
  const visB = readCount(fields.visitorsB);
  const convB = readCount(fields.conversionsB);

  const errors: AbTestErrors = {};
  if (visA.error) errors.visitorsA = visA.error;
  if (convA.error) errors.conversionsA = convA.error;
  if (visB.error) errors.visitorsB = visB.error;
  if (convB.error) errors.conversionsB = convB.error;
  if (convA.value !== undefined && visA.value !== undefined && convA.value > visA.value) {
    errors.conversionsA = CONVERSIONS_ABOVE_VISITORS_ERROR;
  }
  if (convB.value !== undefined && visB.value !== undefined && convB.value > visB.value) {
    errors.conversionsB = CONVERSIONS_ABOVE_VISITORS_ERROR;
  }

  if (
    Object.keys(errors).length > 0 ||
    visA.value === undefined ||
    convA.value === undefined ||
    visB.value === undefined ||
    convB.value === undefined ||
    visA.value <= 0 ||
    visB.value <= 0
  ) {
    return { errors, result: null };
  }

  const a = { conv: convA.value, vis: visA.value };
  const b = { conv: convB.value, vis: visB.value };
  const pA = a.conv / a.vis;
  const pB = b.conv / b.vis;
  const { z, pValue } = twoProportionZTest(a.conv, a.vis, b.conv, b.vis);
  const confidence = roundConfidence(pValue, threshold);
  const significant = confidence > threshold;
  const winner = significant ? (pA > pB ? 'A' : 'B') : null;
  const interval = differenceInterval(a.conv, a.vis, b.conv, b.vis, Z_BY_THRESHOLD[threshold] ?? Z_95);
  const smallSample = [a, b].some(({ conv, vis }) => conv < 5 || vis - conv < 5);

  return {
    errors,
    result: {
      rateA: pA * 100,
      rateB: pB * 100,
      confidence,
      pValue,
      zScore: z === 0 ? 0 : z,
      significant,
      winner,
      verdict: winner ? `La variante ${winner} est gagnante` : NO_WINNER_MESSAGE,
      difference: (pB - pA) * 100 || 0,
      uplift: pA > 0 ? ((pB - pA) / pA) * 100 || 0 : null,
      interval: { low: interval.low * 100 || 0, high: interval.high * 100 || 0 },
      smallSample,
    },
  };
}
