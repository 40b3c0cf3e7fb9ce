// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactDifference, formatNumber, formatPercent } from './number';

/** A figure as shown (`-38 464 725 675 603,0`), as digits × 10^-decimals; null for scientific notation. */
function shownDecimal(text: string): { digits: bigint; decimals: number } | null {
  if (/E/.test(text)) return null;
  const plain = text.replace(/[\u202f\u00a0 %€]/g, '');
  const [whole, fraction = ''] = plain.split(',') as [string, string?];
  return { digits: BigInt(whole + fraction), decimals: fraction.length };
}

/**
 * A margin rate worked out in doubles, as the tools do ((price − costs) ÷ price × 100), against the exact rational
 * (BigInt on cents): the figure shown is within one unit of its last digit of the exact value, whatever the
 * magnitudes, so that no digit on screen is wrong.
 */
describe('no digit shown is wrong, at any magnitude', () => {
  it('a margin rate of absurd magnitudes (0,01 € of price, 3 846 472 061,25 € of costs)', () => {
    const price = 0.01;
    const costs = 3_846_472_061.25;
    expect(formatPercent((exactDifference(price, costs) / price) * 100)).toBe('-38\u202f464\u202f720\u202f612\u202f400,0\u00a0%');
  });

  it('matches an exact computation to the last digit shown', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 100_000_000n }), fc.bigInt({ min: 0n, max: 1_000_000_000_000_000n }), (priceCents, costCents) => {
        const price = Number(priceCents) / 100;
        const costs = Number(costCents) / 100;
        const value = (exactDifference(price, costs) / price) * 100;
        const shown = shownDecimal(formatNumber(value));
        if (shown === null) return;
        // shown − exact, times priceCents × 10^decimals: exact = (price − costs) × 100 / price.
        const scale = 10n ** BigInt(shown.decimals);
        const gap = shown.digits * priceCents - (priceCents - costCents) * 100n * scale;
        expect((gap < 0n ? -gap : gap) < priceCents, `${formatNumber(value)} pour ${price} et ${costs}`).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
