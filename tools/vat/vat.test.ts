import { AMOUNT_TOO_LARGE_ERROR, roundDecimal } from '../../components/lib/number';
import { displayed } from '../../tests/properties';
import { describe, expect, it } from 'vitest';
import { contentTexts } from '../../components/tool/types';
import fc from 'fast-check';
import { VAT_RATES } from '../../components/lib/vatRates';
import { computeVat, htFromTtc, parseVatRate, ttcFromHt, VAT_AMOUNT_ERROR, VAT_RATE_ERROR, VAT_ZERO_RATE_ERROR } from './vat';

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

  it.each(['abc', '-5', '-0,01', ',', '12,5,3'])('%j gives the SPEC message', (amount) => {
    expect(displayed(computeVat(amount, 'ttc-to-ht', 20))).toEqual({ error: VAT_AMOUNT_ERROR, breakdown: null });
  });

  it('an amount above the largest accepted says that largest', () => {
    expect(computeVat('1e308', 'ttc-to-ht', 20)).toEqual({ error: AMOUNT_TOO_LARGE_ERROR, breakdown: null });
    expect(AMOUNT_TOO_LARGE_ERROR).toBe('Montant trop élevé\u00a0: 10\u202f000\u202f000\u202f000\u202f000 au plus');
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

describe('VAT: every French rate and from the VAT amount', () => {
  // impots.gouv.fr / BOFiP BOI-TVA-LIQ-10 and CGI art. 296: taux normal 20 %, intermédiaire 10 %, réduit 5,5 %,
  // particulier 2,1 %, taux normal en Guadeloupe, Martinique et à La Réunion 8,5 %.
  it.each([
    ['CGI art. 296 (DOM): 100 € HT à 8,5 % → 108,50 € TTC', '100', 'ht-to-ttc', 8.5, { ht: 100, vat: 8.5, ttc: 108.5 }],
    ['CGI art. 296 (DOM): 108,50 € TTC à 8,5 % → 100 € HT', '108,50', 'ttc-to-ht', 8.5, { ht: 100, vat: 8.5, ttc: 108.5 }],
    ['CGI art. 281 octies (2,1 %): 102,10 € TTC → 100 € HT', '102,10', 'ttc-to-ht', 2.1, { ht: 100, vat: 2.1, ttc: 102.1 }],
    ['service-public.fr: 20 € de TVA à 20 % → 100 € HT, 120 € TTC', '20', 'vat-to-prices', 20, { ht: 100, vat: 20, ttc: 120 }],
    ['5,50 € de TVA à 5,5 % → 100 € HT, 105,50 € TTC', '5,50', 'vat-to-prices', 5.5, { ht: 100, vat: 5.5, ttc: 105.5 }],
    ['Corse (CGI art. 297), taux perso 13 %: 13 € de TVA → 100 € HT', '13', 'vat-to-prices', 13, { ht: 100, vat: 13, ttc: 113 }],
    ['taux perso 7 %: 107 € TTC → 100 € HT', '107', 'ttc-to-ht', 7, { ht: 100, vat: 7, ttc: 107 }],
  ] as const)('%s', (_name, amount, direction, rate, expected) => {
    expect(displayed(computeVat(amount, direction, rate))).toEqual({ breakdown: expected });
  });

  it('a VAT amount cannot give prices at 0 %', () => {
    expect(computeVat('10', 'vat-to-prices', 0)).toEqual({ error: VAT_ZERO_RATE_ERROR, breakdown: null });
    expect(computeVat('abc', 'vat-to-prices', 20)).toEqual({ error: VAT_AMOUNT_ERROR, breakdown: null });
  });

  it.each([
    ['7', 7],
    ['8,5', 8.5],
    ['0', 0],
    ['100', 100],
  ] as const)('custom rate %j reads as %d', (text, rate) => {
    expect(parseVatRate(text)).toEqual({ rate });
  });

  it.each(['-1', '100,01', 'abc', '1e3'])('custom rate %j is an error', (text) => {
    expect(parseVatRate(text)).toEqual({ rate: null, error: VAT_RATE_ERROR });
  });

  it('an empty custom rate is no error yet', () => {
    expect(parseVatRate('')).toEqual({ rate: null });
  });

  it('property: HT → VAT → HT round-trips at any rate above 0, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 1000 }), (cents, tenths) => {
        const rate = tenths / 10;
        const back = computeVat(String(((cents / 100) * rate) / 100), 'vat-to-prices', rate).breakdown!;
        expect(back.ht).toBe(cents / 100);
      }),
    );
  });

  it('property: in every direction HT + TVA = TTC as displayed, to the cent (DECISIONS.md, « Figures that add up »)', () => {
    const toCents = (value: number) => Math.round(roundDecimal(value, 2) * 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...VAT_RATES),
        fc.constantFrom('ttc-to-ht' as const, 'ht-to-ttc' as const, 'vat-to-prices' as const),
        (cents, rate, direction) => {
          const { ht, vat, ttc } = computeVat(String(cents / 100), direction, rate).breakdown!;
          expect(toCents(ht) + toCents(vat)).toBe(toCents(ttc));
        },
      ),
    );
  });

  it('2,01 € TTC at 20 %: 1,68 € HT and 0,33 € of VAT, not 1,675 × 0,2 = 0,335 → 0,34 € (2,02 € in all)', () => {
    expect(displayed(computeVat('2,01', 'ttc-to-ht', 20))).toEqual({ breakdown: { ht: 1.68, vat: 0.33, ttc: 2.01 } });
  });
});

describe('the page’s texts', () => {
  it('name every rate the tool offers, and never « trois taux »', async () => {
    const { content } = await import('./content');
    const texts = contentTexts(content).join(' ');
    for (const rate of VAT_RATES) expect(texts).toContain(`${String(rate).replace('.', ',')}\u00a0%`);
    expect(texts).toContain('cinq taux');
    expect(texts).not.toMatch(/trois taux/);
  });
});
