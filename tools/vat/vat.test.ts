import { displayed } from '../../tests/properties';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeVat, htFromTtc, ttcFromHt, VAT_AMOUNT_ERROR, VAT_RATES } from './vat';

describe('VAT: worked examples', () => {
  // economie.gouv.fr / service-public.fr: prix HT = prix TTC / 1,20 (taux normal), / 1,10 (intermédiaire),
  // / 1,055 (réduit); prix TTC = prix HT × 1,20.
  it.each([
    ['service-public.fr: 120 € TTC à 20 % → 100 € HT', '120', 'ttc-to-ht', 20, { ht: 100, vat: 20, ttc: 120 }],
    ['service-public.fr: 100 € HT à 20 % → 120 € TTC', '100', 'ht-to-ttc', 20, { ht: 100, vat: 20, ttc: 120 }],
    ['service-public.fr: 110 € TTC à 10 % → 100 € HT', '110', 'ttc-to-ht', 10, { ht: 100, vat: 10, ttc: 110 }],
    ['service-public.fr: 105,50 € TTC à 5,5 % → 100 € HT', '105,50', 'ttc-to-ht', 5.5, { ht: 100, vat: 5.5, ttc: 105.5 }],
    ['DECISIONS.md: 19,99 € HT × 1,2 = 23,99 € TTC', '19,99', 'ht-to-ttc', 20, { ht: 19.99, vat: 4, ttc: 23.99 }],
    ['1 234,56 € TTC à 20 %', '1 234,56', 'ttc-to-ht', 20, { ht: 1028.8, vat: 205.76, ttc: 1234.56 }],
    ['49,90 € TTC à 5,5 %', '49.90', 'ttc-to-ht', 5.5, { ht: 47.3, vat: 2.6, ttc: 49.9 }],
  ] as const)('%s', (_name, amount, direction, rate, expected) => {
    expect(displayed(computeVat(amount, direction, rate))).toEqual({ breakdown: expected });
  });

  it('an empty amount gives no error and no result', () => {
    expect(displayed(computeVat('', 'ttc-to-ht', 20))).toEqual({ breakdown: null });
    expect(displayed(computeVat('   ', 'ht-to-ttc', 20))).toEqual({ breakdown: null });
  });

  it.each(['abc', '-5', '-0,01', ',', '1e308', '12,5,3'])('%j gives the SPEC message', (amount) => {
    expect(displayed(computeVat(amount, 'ttc-to-ht', 20))).toEqual({ error: VAT_AMOUNT_ERROR, breakdown: null });
  });

  it('zero is a valid amount', () => {
    expect(displayed(computeVat('0', 'ht-to-ttc', 20))).toEqual({ breakdown: { ht: 0, vat: 0, ttc: 0 } });
    expect(displayed(computeVat('-0', 'ht-to-ttc', 20))).toEqual({ breakdown: { ht: 0, vat: 0, ttc: 0 } });
  });
});

describe('VAT: properties', () => {
  const amount = fc.integer({ min: 0, max: 10_000_000_00 }).map((cents) => cents / 100);
  const rate = fc.constantFrom(...VAT_RATES);

  it('HT + TVA = TTC exactly (no figure rounded in the logic), all finite and non-negative', () => {
    fc.assert(
      fc.property(amount, rate, fc.constantFrom('ttc-to-ht' as const, 'ht-to-ttc' as const), (value, r, direction) => {
        const { breakdown } = computeVat(String(value).replace('.', ','), direction, r);
        expect(breakdown).not.toBeNull();
        const { ht, vat, ttc } = breakdown!;
        for (const n of [ht, vat, ttc]) {
          expect(Number.isFinite(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
          expect(Object.is(n, -0)).toBe(false);
        }
        expect(Math.abs(ht + vat - ttc)).toBeLessThanOrEqual(1e-12 * Math.max(1, ttc));
      }),
    );
  });

  it('HT → TTC → HT comes back to the same cent', () => {
    fc.assert(
      fc.property(amount, rate, (ht, r) => {
        expect(htFromTtc(ttcFromHt(ht, r), r)).toBeCloseTo(ht, 6);
      }),
    );
  });

  it('never throws and never yields NaN on any text', () => {
    fc.assert(
      fc.property(fc.string(), rate, (text, r) => {
        const result = computeVat(text, 'ttc-to-ht', r);
        if (result.breakdown) expect(Object.values(result.breakdown).every(Number.isFinite)).toBe(true);
      }),
    );
  });
});
