import { describe, expect, it } from 'vitest';
import { roundDecimal } from '../../components/lib/number';
import { ACQUISITIONS_ERROR, computeCpa } from './cpa';

describe('CPA', () => {
  // Google Ads Help, « Coût par acquisition (CPA) »: coût total des conversions / nombre de conversions.
  it.each([
    ['Google Ads Help: 200 € for 10 conversions → 20 €', '200', '10', 20],
    ['1 000 € for 7 sales → 142,86 €', '1000', '7', 142.86],
  ])('%s', (_name, cost, count, expected) => {
    // The logic keeps the exact quotient; the display rounds it once, to the cent.
    const result = computeCpa(cost, count);
    expect(result).toMatchObject({ complete: true });
    expect(roundDecimal(result.value, 2)).toBe(expected);
  });

  it('uses the SPEC message for acquisitions', () => {
    expect(computeCpa('10', '-2').errors).toEqual({ count: ACQUISITIONS_ERROR });
    expect(ACQUISITIONS_ERROR).toBe('Veuillez entrer un nombre d’acquisitions valide');
  });
});
