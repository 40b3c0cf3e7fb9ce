import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BASELINE_ERROR,
  computePlan,
  DAILY_ERROR,
  EFFECT_ERROR,
  EFFECT_TOO_LARGE_ERROR,
  evanMillerSampleSize,
  normalQuantile,
  parsePlannedShare,
  sampleRatioMismatch,
  SPLIT_ERROR,
  VARIANTS_ERROR,
  type PlanFields,
} from './abPlan';
import { normalCdf, Z_BY_THRESHOLD } from './abTest';
import { content } from './content';
import { formatInteger } from '../../components/lib/number';

const plan = (over: Partial<PlanFields>): PlanFields => ({
  baseline: '',
  effect: '',
  effectKind: 'relative',
  confidence: '95',
  power: '80',
  variants: '2',
  daily: '',
  ...over,
});

describe('normal quantile (Wichura AS 241)', () => {
  // Abramowitz & Stegun, Handbook of Mathematical Functions, table 26.5 / NIST e-Handbook 1.3.6.7.1 (critical
  // values of the normal distribution), to the digits R's qnorm prints.
  it.each([
    [0.975, 1.959963984540054],
    [0.95, 1.6448536269514722],
    [0.995, 2.5758293035489004],
    [0.9, 1.2815515655446004],
    [0.8, 0.8416212335729143],
    [0.5, 0],
    [0.025, -1.959963984540054],
    [0.9995, 3.2905267314918945],
  ])('A&S 26.5: Φ⁻¹(%d) = %d', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 12);
  });

  it('Φ⁻¹(1e-12) = −7.034483825 (R: qnorm(1e-12)), the far tail of AS 241', () => {
    expect(normalQuantile(1e-12)).toBeCloseTo(-7.034483825301, 9);
  });

  it('the z values of the significance thresholds agree with it', () => {
    expect(Z_BY_THRESHOLD[90]).toBeCloseTo(normalQuantile(0.95), 14);
    expect(Z_BY_THRESHOLD[95]).toBeCloseTo(normalQuantile(0.975), 14);
    expect(Z_BY_THRESHOLD[99]).toBeCloseTo(normalQuantile(0.995), 14);
  });

  it('property: Φ(Φ⁻¹(p)) = p', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 1 - 1e-9, noNaN: true }), (p) => {
        expect(Math.abs(normalCdf(normalQuantile(p)) - p) / Math.min(p, 1 - p)).toBeLessThan(1e-6);
      }),
    );
  });

  it('is ±Infinity at 0 and 1, NaN outside', () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(1.5)).toBeNaN();
  });
});

describe('sample size: Evan Miller’s calculator', () => {
  // evanmiller.org/ab-testing/sample-size.html, its opening figures: baseline 20 %, minimum detectable effect 5 %
  // (absolute), power 80 %, significance 5 % → « 1,030 » per variation (n = 1 030,22 before his rounding).
  it('evanmiller.org default: 20 %, +5 points absolute, 80 %, 95 % → 1 030 per variation', () => {
    expect(evanMillerSampleSize(0.2, 0.25, 0.05, 0.8)).toBeCloseTo(1030.219, 2);
    const { result } = computePlan(plan({ baseline: '20', effect: '5', effectKind: 'absolute' }));
    expect(result?.perVariant).toBe(1030);
    expect(result?.total).toBe(2060);
  });

  it('the same effect given as relative: 20 % + 25 % of 20 % = 25 % → 1 030', () => {
    expect(computePlan(plan({ baseline: '20', effect: '25' })).result?.perVariant).toBe(1030);
  });

  // The tool's own tip (content.ts): 2 % → 2,5 % at 95 % and 80 % needs « about 14 000 » per variant by the pooled
  // textbook formula; Evan Miller's form (A/A deviation at the baseline) gives 12 748.
  it('2 % → 2,5 % at 95 % / 80 % → 12 748 per variant', () => {
    expect(computePlan(plan({ baseline: '2', effect: '25' })).result?.perVariant).toBe(12748);
  });

  it('90 % power: 10 % → 11 % → 19 239 per variant (80 %: 14 313)', () => {
    expect(computePlan(plan({ baseline: '10', effect: '1', effectKind: 'absolute', power: '90' })).result?.perVariant).toBe(19239);
    expect(computePlan(plan({ baseline: '10', effect: '1', effectKind: 'absolute' })).result?.perVariant).toBe(14313);
  });

  it('three variants: Bonferroni, α = 5 % ÷ 2 comparisons, and three times the visitors in total', () => {
    const two = computePlan(plan({ baseline: '3', effect: '10' })).result!;
    const three = computePlan(plan({ baseline: '3', effect: '10', variants: '3' })).result!;
    expect(three.alphaPerComparison).toBe(0.025);
    expect(three.perVariant).toBe(Math.round(evanMillerSampleSize(0.03, 0.033, 0.025, 0.8)));
    expect(three.perVariant).toBeGreaterThan(two.perVariant);
    expect(three.total).toBe(three.perVariant * 3);
  });

  it('duration: 3 %, +10 % relative, 2 000 visitors a day → 102 972 visitors, 52 days, 8 whole weeks', () => {
    const { result } = computePlan(plan({ baseline: '3', effect: '10', daily: '2000' }));
    expect(result).toMatchObject({ perVariant: 51486, total: 102972, days: 52, weeks: 8 });
  });

  it('duration of exactly one week stays one week', () => {
    const { result } = computePlan(plan({ baseline: '20', effect: '5', effectKind: 'absolute', daily: '2060' }));
    expect(result).toMatchObject({ days: 1, weeks: 1 });
    expect(computePlan(plan({ baseline: '20', effect: '5', effectKind: 'absolute', daily: '295' })).result).toMatchObject({ days: 7, weeks: 1 });
    expect(computePlan(plan({ baseline: '20', effect: '5', effectKind: 'absolute', daily: '294' })).result).toMatchObject({ days: 8, weeks: 2 });
  });

  it.each([
    [{ baseline: '0' }, 'baseline', BASELINE_ERROR],
    [{ baseline: '100' }, 'baseline', BASELINE_ERROR],
    [{ baseline: 'abc' }, 'baseline', BASELINE_ERROR],
    [{ baseline: '3', effect: '0' }, 'effect', EFFECT_ERROR],
    [{ baseline: '3', effect: '-5' }, 'effect', EFFECT_ERROR],
    [{ baseline: '60', effect: '70' }, 'effect', EFFECT_TOO_LARGE_ERROR],
    [{ baseline: '60', effect: '40', effectKind: 'absolute' as const }, 'effect', EFFECT_TOO_LARGE_ERROR],
    [{ baseline: '3', effect: '10', variants: '1' }, 'variants', VARIANTS_ERROR],
    [{ baseline: '3', effect: '10', variants: '2,5' }, 'variants', VARIANTS_ERROR],
    [{ baseline: '3', effect: '10', daily: '0' }, 'daily', DAILY_ERROR],
  ])('%j is an error on %s', (over, field, error) => {
    expect(computePlan(plan(over))).toEqual({ errors: { [field]: error }, result: null });
  });

  it('property: more power → more visitors; a higher confidence → more visitors; a larger effect → fewer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 100 }), (tenths, effect) => {
        // Baseline up to 40 % and effect up to +101 % relative: the target rate stays below 100 %.
        const base = { baseline: String(tenths / 10), effect: String(effect) };
        const at = (over: Partial<PlanFields>) => computePlan(plan({ ...base, ...over })).result!.perVariant;
        expect(at({ power: '90' })).toBeGreaterThanOrEqual(at({ power: '80' }));
        expect(at({ confidence: '99' })).toBeGreaterThanOrEqual(at({ confidence: '95' }));
        expect(at({ confidence: '95' })).toBeGreaterThanOrEqual(at({ confidence: '90' }));
        expect(at({ effect: String(effect + 1) })).toBeLessThanOrEqual(at({}));
      }),
    );
  });
});

describe('the page’s advice quotes the planner’s own figures', () => {
  it('2 % → 2,5 % (+25 %) and 2 % → 2,2 % (+10 %), at 95 % and 80 %', () => {
    const perVariant = (effect: string) => computePlan(plan({ baseline: '2', effect, effectKind: 'relative' })).result!.perVariant;
    const advice = content.about.tips.find((tip) => tip.includes('Fixez la taille'))!;
    expect(advice).toContain(`il faut ${formatInteger(perVariant('25'))} visiteurs par variante`);
    expect(advice).toContain(`+10\u00a0% (de 2\u00a0% à 2,2\u00a0%), ${formatInteger(perVariant('10'))}.`);
    expect(perVariant('25')).toBe(12_748);
  });
});

describe('sample ratio mismatch', () => {
  // Kohavi, Tang & Xu, « Trustworthy Online Controlled Experiments » (2020), chapter 3 (and Fabijan et al. 2019,
  // « Diagnosing Sample Ratio Mismatch »): control 821 588 users, treatment 815 482, planned 50/50 → p ≈ 1.8e-6.
  it('Kohavi et al. 2020: 821 588 against 815 482 users → p = 1,8e-6, a mismatch', () => {
    const srm = sampleRatioMismatch(821_588, 815_482, 50);
    expect(srm.chiSquare).toBeCloseTo(22.774, 3);
    expect(srm.pValue).toBeCloseTo(1.82e-6, 8);
    expect(srm.mismatch).toBe(true);
  });

  it('a fair split is no mismatch: 10 000 against 10 050 → p = 0,72', () => {
    const srm = sampleRatioMismatch(10_000, 10_050, 50);
    expect(srm.pValue).toBeCloseTo(0.7237, 3);
    expect(srm.mismatch).toBe(false);
  });

  it('a planned 90/10 split is checked against 90/10: 9 000 / 1 000 matches, 5 000 / 5 000 does not', () => {
    expect(sampleRatioMismatch(9000, 1000, 90).mismatch).toBe(false);
    expect(sampleRatioMismatch(5000, 5000, 90).mismatch).toBe(true);
  });

  it('the planned share reads 50 when empty and refuses 0, 100 and text', () => {
    expect(parsePlannedShare('')).toEqual({ value: 50 });
    expect(parsePlannedShare('33,3')).toEqual({ value: 33.3 });
    for (const bad of ['0', '100', 'abc', '-5']) expect(parsePlannedShare(bad)).toEqual({ value: 50, error: SPLIT_ERROR });
  });
});
