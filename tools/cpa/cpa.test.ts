import { describe, expect, it } from 'vitest';
import { ACQUISITIONS_ERROR, computeCpa } from './cpa';

describe('CPA', () => {
  // Google Ads Help, « Coût par acquisition (CPA) »: coût total des conversions / nombre de conversions.
  it.each([
    ['Google Ads Help: 200 € for 10 conversions → 20 €', '200', '10', 20],
    ['1 000 € for 7 sales → 142,86 €', '1000', '7', 142.86],
  ])('%s', (_name, cost, count, expected) => {
    expect(computeCpa(cost, count)).toMatchObject({ value: expected, complete: true });
  });

  it('uses the SPEC message for acquisitions', () => {
    expect(computeCpa('10', '-2').errors).toEqual({ count: ACQUISITIONS_ERROR });
    expect(ACQUISITIONS_ERROR).toBe("Veuillez entrer un nombre d'acquisitions valide");
  });
});
