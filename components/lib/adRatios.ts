/**
 * The advertising ratios more than one tool computes (the conversion rate, the break-even ROAS): one formula each,
 * so that a campaign table and the single-line tools give the same figure.
 */

/** conversions / visitors × 100 (clicks for a campaign); 0 when there are none (SPEC.md section 9). */
export function conversionRate(conversions: number, visitors: number): number {
  if (!(visitors > 0)) return 0;
  const rate = (conversions / visitors) * 100;
  return Number.isFinite(rate) ? rate : 0;
}

/** The ROAS at which the margin on sales pays for the advertising: 100 ÷ margin %; none for a margin of 0 or less. */
export function breakevenRoas(marginPercent: number): number | null {
  return marginPercent > 0 ? 100 / marginPercent : null;
}
