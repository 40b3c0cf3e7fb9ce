import { tooLargeError } from '../../components/lib/number';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONVERSIONS_ABOVE_VISITORS_ERROR,
  INVALID_COUNT_ERROR,
  NEGATIVE_COUNT_ERROR,
  NO_WINNER_MESSAGE,
  WHOLE_COUNT_ERROR,
  computeAbTest,
  differenceInterval,
  erfc,
  normalCdf,
  twoProportionZTest,
  type AbTestFields,
  Z_BY_THRESHOLD,
} from './abTest';
import { content } from './content';
import { contentTexts, paragraphs } from '../../components/tool/types';
import { expectCleanNumbers, hostileNumberText, displayed } from '../../tests/properties';

/** Every number reachable in a value is finite and not -0. */
const fields = (visitorsA: string, conversionsA: string, visitorsB: string, conversionsB: string): AbTestFields => ({
  visitorsA,
  conversionsA,
  visitorsB,
  conversionsB,
});

/** What users type, including the traps of the issue: letters, negatives, huge numbers, lone comma, -0. */
const rawInput = hostileNumberText;

describe('normal distribution', () => {
  // Reference values: Abramowitz & Stegun, Handbook of Mathematical Functions, table 7.1 (erfc = 1 − erf)
  // and table 26.1 (Φ).
  it.each([
    [0, 1],
    [0.5, 0.479500122186953],
    [1, 0.157299207050285],
    [2, 0.004677734981047],
    [3, 0.000022090496999],
    [-1, 1.842700792949715],
  ])('erfc(%d) = %d (Abramowitz & Stegun table 7.1)', (x, expected) => {
    // The table gives 15 decimals: equal to its last one.
    expect(Math.abs(erfc(x) - expected)).toBeLessThan(6e-16);
  });

  // Wikipedia, « 68–95–99.7 rule », table of erf(n/√2), the share within n standard deviations (15 decimals).
  it.each([
    [1, 0.682689492137086],
    [2, 0.954499736103642],
    [3, 0.99730020393674],
    [4, 0.999936657516334],
    [5, 0.999999426696856],
    [6, 0.999999998026825],
  ])('erf(%d/√2) = %d (Wikipedia, 68–95–99.7 rule)', (n, share) => {
    expect(Math.abs(1 - erfc(n / Math.SQRT2) - share)).toBeLessThan(6e-16);
  });

  it('the two-sided p-value at the quantiles of the offered thresholds is 10 %, 5 % and 1 %, to 14 digits', () => {
    // Φ⁻¹(0.95) = 1.6448536269514722, Φ⁻¹(0.975) = 1.959963984540054, Φ⁻¹(0.995) = 2.5758293035489004
    // (Wikipedia, « Normal distribution », quantile table, and « 1.96 »).
    expect(erfc(Z_BY_THRESHOLD[90]! / Math.SQRT2)).toBeCloseTo(0.1, 14);
    expect(erfc(Z_BY_THRESHOLD[95]! / Math.SQRT2)).toBeCloseTo(0.05, 14);
    expect(erfc(Z_BY_THRESHOLD[99]! / Math.SQRT2)).toBeCloseTo(0.01, 14);
  });

  // Computed with mpmath 1.3 at 40 significant digits (mp.erfc): the tail far beyond a double's 1 − ε.
  it.each([
    [1.3859, 0.050000632197496922],
    [1.99, 0.004888586800383003],
    [2.01, 0.0044751506447517629],
    [5, 1.5374597944280349e-12],
    [10, 2.0884875837625448e-45],
    [26, 5.6631924088561428e-296],
  ])('erfc(%d) = %d to 13 significant digits (mpmath)', (x, expected) => {
    expect(Math.abs(erfc(x) - expected) / expected).toBeLessThan(1e-13);
  });

  it.each([
    [1.96, 0.975002104851780],
    [1.644854, 0.95],
    [0, 0.5],
    [-2.575829, 0.005],
  ])('Φ(%d) = %d (Abramowitz & Stegun table 26.1)', (x, expected) => {
    expect(normalCdf(x)).toBeCloseTo(expected, 6);
  });
});

describe('twoProportionZTest', () => {
  it('statsmodels proportions_ztest docs example: 5/83 against 12/99 gives p = 0.159', () => {
    // statsmodels docs: count = [5, 12], nobs = [83, 99] → pval printed 0.159; its test suite (GH 2969) pins
    // stat = -1.4078304151258787 (A − B) and pval = 0.15918129181156992.
    const { z, pValue } = twoProportionZTest(5, 83, 12, 99);
    expect(z).toBeCloseTo(1.4078304151258787, 10);
    expect(pValue).toBeCloseTo(0.15918129181156992, 7);
  });

  // R `prop.test(correct = FALSE)` pairwise p-values for smokers2 = (73, 90, 114, 75) out of
  // patients = (86, 93, 136, 82), as stored in statsmodels' test_proportion.py (res_ppt_pvals_raw).
  it.each([
    [73, 86, 90, 93, 0.00533824886503131],
    [73, 86, 114, 136, 0.8327574849753566],
    [73, 86, 75, 82, 0.1880573726722516],
    [90, 93, 114, 136, 0.002026764254350234],
    [90, 93, 75, 82, 0.1309487516334318],
    [114, 136, 75, 82, 0.1076118730631731],
  ])('R prop.test without continuity correction: %d/%d against %d/%d gives p = %d', (ca, na, cb, nb, p) => {
    expect(twoProportionZTest(ca, na, cb, nb).pValue).toBeCloseTo(p, 7);
  });

  it('gives p = 1 when nothing differs, including 0 % against 0 % and 100 % against 100 %', () => {
    expect(twoProportionZTest(0, 100, 0, 50)).toEqual({ z: 0, pValue: 1 });
    expect(twoProportionZTest(30, 30, 12, 12)).toEqual({ z: 0, pValue: 1 });
    expect(twoProportionZTest(10, 100, 20, 200)).toEqual({ z: 0, pValue: 1 });
  });
});

describe('differenceInterval', () => {
  // Newcombe R.G. (1998), Interval estimation for the difference between independent proportions: comparison of
  // eleven methods, Statistics in Medicine 17, 873-890, table II, method 10 (hybrid score, from Wilson intervals):
  // (a) 56/70 − 48/80 → 0.0524 to 0.3339; (b) 9/10 − 3/10 → 0.1705 to 0.8090; (c) 5/56 − 0/29 → −0.0381 to 0.1926;
  // (e) 0/10 − 0/20 → −0.1611 to 0.2775; (h) 10/10 − 0/10 → 0.6075 to 1.0000.
  it.each([
    [48, 80, 56, 70, 0.0524, 0.3339],
    [3, 10, 9, 10, 0.1705, 0.809],
    [0, 29, 5, 56, -0.0381, 0.1926],
    [0, 20, 0, 10, -0.1611, 0.2775],
    [0, 10, 10, 10, 0.6075, 1],
  ])('Newcombe 1998 table II method 10: A = %d/%d, B = %d/%d gives [%d, %d]', (ca, na, cb, nb, low, high) => {
    const interval = differenceInterval(ca, na, cb, nb);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('never collapses to a point at 0 % and 100 % (1/1 against 0/1), and always holds the observed gap', () => {
    // Wilson intervals computed by hand: 0/1 → [0, 0.7935], 1/1 → [0.2065, 1]; low = 1 − √(0.7935² + 0.7935²).
    const interval = differenceInterval(0, 1, 1, 1);
    expect(interval.low).toBeCloseTo(1 - Math.SQRT2 * 0.79345, 4);
    expect(interval.high).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.nat(), fc.nat(), (na, nb, xa, xb) => {
        const ca = xa % (na + 1);
        const cb = xb % (nb + 1);
        const { low, high } = differenceInterval(ca, na, cb, nb);
        const d = cb / nb - ca / na;
        expect(low).toBeLessThan(high);
        expect(low).toBeLessThanOrEqual(d + 1e-12);
        expect(high).toBeGreaterThanOrEqual(d - 1e-12);
        expect(low).toBeGreaterThanOrEqual(-1);
        expect(high).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('computeAbTest', () => {
  it('statsmodels docs example through the form: 84.08 % confidence, no winner', () => {
    const { errors, result } = computeAbTest(fields('83', '5', '99', '12'));
    expect(errors).toEqual({});
    expect(displayed(result)).toMatchObject({
      rateA: 6.02,
      rateB: 12.12,
      confidence: 84.08,
      significant: false,
      winner: null,
      verdict: NO_WINNER_MESSAGE,
      difference: 6.1,
      uplift: 101.21,
    });
  });

  it('R prop.test 90/93 against 114/136 (p = 0.0020): A wins with 99.80 % confidence', () => {
    const { result } = computeAbTest(fields('93', '90', '136', '114'));
    expect(displayed(result)).toMatchObject({
      rateA: 96.77,
      rateB: 83.82,
      confidence: 99.8,
      significant: true,
      winner: 'A',
      verdict: 'La variante A est gagnante',
    });
  });

  it('a typical landing-page test: 10 000 visitors each, 200 against 250 conversions → B wins', () => {
    // z = 0.005 / sqrt(0.0225 × 0.9775 × 2 / 10 000) = 2.3840 → p = 0.0171 → 98.29 %.
    const { result } = computeAbTest(fields('10 000', '200', '10 000', '250'));
    expect(displayed(result)).toMatchObject({
      rateA: 2,
      rateB: 2.5,
      confidence: 98.29,
      winner: 'B',
      difference: 0.5,
      uplift: 25,
      smallSample: false,
    });
    expect(result?.interval.low).toBeCloseTo(0.09, 2);
    expect(result?.interval.high).toBeCloseTo(0.91, 2);
  });

  it('computes only when both visitor counts are above 0 and all four values are numeric', () => {
    expect(computeAbTest(fields('', '', '', '')).result).toBeNull();
    expect(computeAbTest(fields('0', '0', '100', '5')).result).toBeNull();
    expect(computeAbTest(fields('100', '', '100', '5')).result).toBeNull();
    expect(computeAbTest(fields('', '', '', '')).errors).toEqual({});
    expect(computeAbTest(fields('100', '5', '100', '5')).result).not.toBeNull();
  });

  it('reports conversions above visitors in French on the right field', () => {
    const { errors, result } = computeAbTest(fields('100', '101', '50', '60'));
    expect(result).toBeNull();
    expect(errors).toEqual({
      conversionsA: CONVERSIONS_ABOVE_VISITORS_ERROR,
      conversionsB: CONVERSIONS_ABOVE_VISITORS_ERROR,
    });
  });

  it.each([
    ['abc', INVALID_COUNT_ERROR],
    [',', INVALID_COUNT_ERROR],
    ['-3', NEGATIVE_COUNT_ERROR],
    ['12,5', WHOLE_COUNT_ERROR],
    ['1e308', tooLargeError(1e15)],
  ])('rejects %j as a visitor count', (raw, message) => {
    const { errors, result } = computeAbTest(fields(raw, '1', '100', '5'));
    expect(errors.visitorsA).toBe(message);
    expect(result).toBeNull();
  });

  it('accepts -0 as 0 and French thousands separators', () => {
    const { errors, result } = computeAbTest(fields('1 000', '-0', '1\u202f000', '10'));
    expect(errors).toEqual({});
    expect(result?.rateA).toBe(0);
    expect(result?.uplift).toBeNull();
  });

  it('flags samples too small for the normal approximation', () => {
    expect(computeAbTest(fields('20', '2', '20', '8')).result?.smallSample).toBe(true);
    expect(computeAbTest(fields('20', '18', '20', '8')).result?.smallSample).toBe(true);
    expect(computeAbTest(fields('100', '20', '100', '30')).result?.smallSample).toBe(false);
  });

  it('property: any input yields no NaN, Infinity or -0 and never throws', () => {
    fc.assert(
      fc.property(rawInput, rawInput, rawInput, rawInput, (va, ca, vb, cb) => {
        const output = computeAbTest(fields(va, ca, vb, cb));
        expectCleanNumbers(output);
        for (const message of Object.values(output.errors)) expect(typeof message).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  const counts = fc
    .tuple(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }))
    .chain(([na, nb]) => fc.tuple(fc.constant(na), fc.integer({ min: 0, max: na }), fc.constant(nb), fc.integer({ min: 0, max: nb })));

  it('property: valid counts always give a bounded, consistent result', () => {
    fc.assert(
      fc.property(counts, ([na, ca, nb, cb]) => {
        const { errors, result } = computeAbTest(fields(String(na), String(ca), String(nb), String(cb)));
        expect(errors).toEqual({});
        expect(result).not.toBeNull();
        if (!result) return;
        expectCleanNumbers(result);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(100);
        expect(result.rateA).toBeGreaterThanOrEqual(0);
        expect(result.rateB).toBeLessThanOrEqual(100);
        expect(result.interval.low).toBeLessThanOrEqual(result.difference + 0.01);
        expect(result.interval.high).toBeGreaterThanOrEqual(result.difference - 0.01);
        expect(result.significant).toBe(result.confidence > 95);
        expect(result.winner === null).toBe(!result.significant);
        if (result.winner) expect(result.winner).toBe(ca / na > cb / nb ? 'A' : 'B');
      }),
    );
  });

  it('property: swapping A and B keeps the confidence and swaps the winner', () => {
    fc.assert(
      fc.property(counts, ([na, ca, nb, cb]) => {
        const ab = computeAbTest(fields(String(na), String(ca), String(nb), String(cb))).result;
        const ba = computeAbTest(fields(String(nb), String(cb), String(na), String(ca))).result;
        expect(ba?.confidence).toBe(ab?.confidence);
        expect(ba?.winner).toBe(ab?.winner === 'A' ? 'B' : ab?.winner === 'B' ? 'A' : null);
      }),
    );
  });
});

describe('content', () => {
  it('names the statistical test and follows French typography', () => {
    expect(paragraphs(content.about.how).join(' ')).toMatch(/test z/i);
    expect(paragraphs(content.about.how).join(' ')).toMatch(/bilatéral/);
    const texts = contentTexts(content);
    for (const text of texts) {
      expect(text).not.toMatch(/ [:;!?%»€]/);
      expect(text).not.toMatch(/«[ ]/);
      expect(text).not.toMatch(/'/);
    }
  });
});

describe('the 95 % threshold', () => {
  // References from the pooled two-proportion z-test (Python math.erfc, same as statsmodels proportions_ztest).
  it.each([
    ['319', '41', '319', '59', 95.0023, true],
    ['368', '17', '368', '30', 94.9987, false],
    ['361', '11', '361', '22', 95.0025, true],
    ['445', '65', '445', '87', 94.9958, false],
    // Next to the threshold, the 6th decimal is exact (p from mpmath 1.3 at 40 digits, z in binary as here):
    // an erfc off by 1e-7 showed 95,000005, 94,999998 and 94,999950 %.
    ['64942', '291', '62150', '326', 95.000004, true],
    ['19910', '225', '150849', '1955', 94.999997, false],
    ['16647', '2410', '199293', '29977', 94.9999, false],
    // p = 0,0499999979681…: 95,00000020 %, above the threshold, never « 95,00 % ».
    ['1356', '180', '154084', '23409', 95.0000002, true],
  ])('%s/%s against %s/%s: confidence %d %, significant %s', (va, ca, vb, cb, confidence, significant) => {
    const result = computeAbTest(fields(va, ca, vb, cb)).result;
    expect(result?.confidence).toBe(confidence);
    expect(result?.significant).toBe(significant);
    expect(result?.winner).toBe(significant ? 'B' : null);
  });

  it('keeps 2 decimals away from the threshold', () => {
    expect(computeAbTest(fields('10000', '200', '10000', '250')).result?.confidence).toBe(98.29);
  });
});

describe('significance threshold choice', () => {
  const fields = { visitorsA: '10000', conversionsA: '200', visitorsB: '10000', conversionsB: '250' };
  it('98,29 % of confidence: a winner at 90 % and 95 %, none at 99 %', () => {
    expect(computeAbTest(fields, 90).result?.winner).toBe('B');
    expect(computeAbTest(fields, 95).result?.winner).toBe('B');
    expect(computeAbTest(fields, 99).result?.winner).toBeNull();
    expect(computeAbTest(fields, 99).result?.confidence).toBe(98.29);
  });

  it('the interval follows the level: narrower at 90 %, wider at 99 %, 95 % unchanged', () => {
    const width = (t: number) => {
      const i = computeAbTest(fields, t).result!.interval;
      return i.high - i.low;
    };
    expect(computeAbTest(fields).result!.interval).toEqual(computeAbTest(fields, 95).result!.interval);
    expect(width(90)).toBeLessThan(width(95));
    expect(width(99)).toBeGreaterThan(width(95));
  });
});
