import { parseDecimal, roundDecimal, tooLargeError } from '../../components/lib/number';

/**
 * A/B test significance: pooled two-proportion z-test, two-sided (DECISIONS.md).
 *
 * confidence = (1 − p) × 100 where p is the two-sided p-value; a winner is named only when the confidence is
 * above 95 %. The confidence is given to 2 decimals, or to as many as it takes (up to 10) to tell it from 95 %, so
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
/** z quantiles of the two-sided intervals at the offered thresholds: Φ⁻¹(0.95), Φ⁻¹(0.975), Φ⁻¹(0.995). */
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
  /** Confidence level (1 − p) × 100 in %, rounded to 2 decimals, or up to 10 when 2 would print exactly 95. */
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

/** 1 / √π. */
const FRAC_1_SQRT_PI = 0.5641895835477563;

/**
 * erfc(x), the complementary error function, to a few units in the last place of a double: the p-values shown to
 * 6 or more decimals of a percentage next to the threshold (95,000004 %) are exact to their last digit. Below 2, erf by its
 * series of positive terms (Abramowitz & Stegun 7.1.6: erf x = 2/√π e^(−x²) Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)), no
 * cancellation) and erfc = 1 − erf, whose absolute error stays near 1e-16 while erfc ≥ erfc(2) ≈ 0,0047; from 2 on,
 * the continued fraction of A&S 7.1.14 by Lentz's method, which keeps its relative precision far in the tail
 * (erfc(10) ≈ 2,1e-45).
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return 1;
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) {
    const x2 = x * x;
    let term = x;
    let sum = x;
    for (let n = 0; term > sum * 1e-17; n++) {
      term *= (2 * x2) / (2 * n + 3);
      sum += term;
    }
    return 1 - 2 * FRAC_1_SQRT_PI * Math.exp(-x2) * sum;
  }
  if (x > 27) return 0; // below the smallest double
  // erfc x = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))), evaluated from the top by Lentz's method.
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = d === 0 ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return (FRAC_1_SQRT_PI * Math.exp(-x * x)) / f;
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
export const MAX_CONFIDENCE_DECIMALS = 10;

/** (1 − p) × 100 to 2 decimals, with 2 more at a time (up to 10) while it would round onto the 95 % threshold. */
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
