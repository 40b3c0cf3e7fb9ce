import { describe, expect, it } from 'vitest';
import { roundDecimal } from '../../components/lib/number';
import { COST_ERROR } from '../../components/lib/costPer';
import { CLICKS_ERROR, computeCpc } from './cpc';

describe('CPC', () => {
  // Google Ads Help, « Coût par clic moyen (CPC moyen) »: coût total des clics divisé par le nombre de clics;
  // its example: 2 clics facturés 0,20 € et 0,40 € → CPC moyen 0,30 €.
  it.each([
    ['Google Ads Help: 0,60 € for 2 clicks → 0,30 €', '0,60', '2', 0.3],
    ['500 € for 1 250 clicks → 0,40 €', '500', '1 250', 0.4],
    ['100 € for 3 clicks → 33,33 €', '100', '3', 33.33],
  ])('%s', (_name, cost, clicks, expected) => {
    // The logic keeps the exact quotient; the display rounds it once, to the cent.
    const result = computeCpc(cost, clicks);
    expect(result).toMatchObject({ complete: true, errors: {} });
    expect(roundDecimal(result.value, 2)).toBe(expected);
  });

  it('uses the SPEC messages', () => {
    expect(computeCpc('x', 'y').errors).toEqual({ cost: COST_ERROR, count: CLICKS_ERROR });
    expect(COST_ERROR).toBe('Veuillez entrer un coût valide');
  });

  it('0 clicks gives 0', () => {
    expect(computeCpc('100', '0')).toMatchObject({ value: 0, zeroCount: true });
  });
});
