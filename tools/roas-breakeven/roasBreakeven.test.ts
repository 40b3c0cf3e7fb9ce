import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_TOO_LARGE_ERROR, roundDecimal } from '../../components/lib/number';
import {
  AMOUNT_ERROR,
  AMOUNT_FIELDS,
  DEFAULT_ROAS_FIELDS,
  DEFAULT_ROAS_VAT,
  SELLING_PRICE_POSITIVE_ERROR,
  SELLING_PRICE_REQUIRED_ERROR,
  VAT_RATE_ERROR,
  breakevenFigures,
  computeRoasBreakeven,
  exVat,
  vatRate,
  targetRoas,
  parseProfit,
  PROFIT_PERCENT_ERROR,
  PROFIT_AMOUNT_ERROR,
  type RoasFields,
  type RoasVat,
  type VatChoice,
} from './roasBreakeven';
import { content } from './content';
import { expectCleanNumbers, hostileNumberText, displayed } from '../../tests/properties';

const rawInput = hostileNumberText;

const NO_VAT: RoasVat = {
  sellingPrice: { choice: 'none', custom: '' },
  purchasePrice: { choice: 'none', custom: '' },
  shippingCost: { choice: 'none', custom: '' },
  bankFees: { choice: 'none', custom: '' },
  miscCosts: { choice: 'none', custom: '' },
};

const amounts = (sellingPrice: string, purchasePrice = '', shippingCost = '', bankFees = '', miscCosts = ''): RoasFields => ({
  sellingPrice,
  purchasePrice,
  shippingCost,
  bankFees,
  miscCosts,
});

describe('published break-even ROAS examples (ROAS = 1 / margin), without VAT', () => {
  it('numberconvert.com: a 100 $ product with 60 $ of variable costs has a 40 % margin and needs a 2.5 ROAS', () => {
    expect(displayed(computeRoasBreakeven(amounts('100', '60'), NO_VAT).result)).toMatchObject({
      marginAmount: 40,
      marginPercent: 40,
      breakevenRoas: 2.5,
      noBreakeven: false,
    });
  });

  it('metricrig.com: 50 $ gadget, 30 $ product and shipping, 1.50 $ processor fee → 37 % margin, ROAS 2.70', () => {
    expect(displayed(computeRoasBreakeven(amounts('50', '25', '5', '1,50'), NO_VAT).result)).toMatchObject({
      totalCostsHT: 31.5,
      marginAmount: 18.5,
      marginPercent: 37,
      breakevenRoas: 2.7,
    });
  });

  it('roas-calculator.org: a 25 % margin needs a 4 ROAS, 50 % needs 2, 20 % needs 5', () => {
    expect(breakevenFigures({ sellingHT: 100, costsHT: 75 }).breakevenRoas).toBeCloseTo(4, 12);
    expect(breakevenFigures({ sellingHT: 100, costsHT: 50 }).breakevenRoas).toBeCloseTo(2, 12);
    expect(breakevenFigures({ sellingHT: 100, costsHT: 80 }).breakevenRoas).toBeCloseTo(5, 12);
  });
});

describe('computeRoasBreakeven with VAT', () => {
  it('hand-computed French example: each amount loses its own VAT before the margin is taken', () => {
    // 60 € TTC at 20 % → 50 € HT; purchase 24 € TTC at 20 % → 20 € HT; shipping 6 € TTC at 20 % → 5 € HT;
    // bank fees 1,50 € without VAT. Costs 26,50 €, margin 23,50 € = 47 % of 50 €, ROAS 100 / 47 = 2,13.
    const { errors, result } = computeRoasBreakeven(amounts('60', '24', '6', '1,50'), DEFAULT_ROAS_VAT);
    expect(errors).toEqual({});
    expect(displayed(result)).toMatchObject({
      sellingPriceHT: 50,
      purchasePriceHT: 20,
      shippingCostHT: 5,
      bankFeesHT: 1.5,
      miscCostsHT: 0,
      totalCostsHT: 26.5,
      marginAmount: 23.5,
      marginPercent: 47,
      breakevenRoas: 2.13,
      noBreakeven: false,
    });
  });

  it('applies 5,5 %, 10 % and custom rates per field', () => {
    const vat: RoasVat = {
      sellingPrice: { choice: '5.5', custom: '' },
      purchasePrice: { choice: '10', custom: '' },
      shippingCost: { choice: 'custom', custom: '8,5' },
      bankFees: { choice: 'none', custom: '' },
      miscCosts: { choice: 'custom', custom: '0' },
    };
    const result = computeRoasBreakeven(amounts('21,10', '5,50', '2,17', '0,30', '1'), vat).result;
    expect(displayed(result)).toMatchObject({
      sellingPriceHT: 20,
      purchasePriceHT: 5,
      shippingCostHT: 2,
      bankFeesHT: 0.3,
      miscCostsHT: 1,
      totalCostsHT: 8.3,
      marginAmount: 11.7,
      marginPercent: 58.5,
      breakevenRoas: 1.71,
    });
  });

  it('« Personnalisé » with no rate typed asks for the rate instead of computing at 0 %', () => {
    const vat: RoasVat = { ...NO_VAT, shippingCost: { choice: 'custom', custom: '' } };
    expect(computeRoasBreakeven(amounts('100', '40', '10'), vat)).toEqual({ errors: {}, result: null, missingRates: ['shippingCost'] });
    // A cost left empty needs no rate.
    expect(computeRoasBreakeven(amounts('100', '40'), vat).result?.marginPercent).toBe(60);
    expect(vatRate({ choice: 'custom', custom: ' ' })).toEqual({ rate: null });
  });

  it('the euros of the result add up as shown: HT prices to the cent, their sums and the margin from them', () => {
    // 10 € and 10 € TTC at 20 %: 8,333… € HT each, shown 8,33 €; the costs shown 16,66 € (not 16,67 €), and the
    // margin 20,00 − 16,66 = 3,34 €. The margin rate stays exact: 1 − 2 × 10 / 24 = 16,67 %.
    const vat: RoasVat = { ...NO_VAT, purchasePrice: { choice: '20', custom: '' }, shippingCost: { choice: '20', custom: '' } };
    expect(displayed(computeRoasBreakeven(amounts('20', '10', '10'), vat).result)).toMatchObject({
      purchasePriceHT: 8.33,
      shippingCostHT: 8.33,
      totalCostsHT: 16.66,
      marginAmount: 3.34,
      marginPercent: 16.67,
    });
  });

  it('says that no ROAS can break even when costs reach the selling price', () => {
    for (const purchase of ['50', '80']) {
      const result = computeRoasBreakeven(amounts('50', purchase), NO_VAT).result;
      expect(result?.noBreakeven).toBe(true);
      expect(result?.breakevenRoas).toBeNull();
    }
    expect(computeRoasBreakeven(amounts('50', '80'), NO_VAT).result?.marginPercent).toBe(-60);
  });

  it('requires a selling price above 0 (SPEC.md section 5)', () => {
    expect(displayed(computeRoasBreakeven(DEFAULT_ROAS_FIELDS))).toEqual({
      errors: { sellingPrice: SELLING_PRICE_REQUIRED_ERROR },
      result: null,
      missingRates: [],
    });
    for (const price of ['0', '-0', '-10']) {
      expect(computeRoasBreakeven(amounts(price)).errors).toEqual({ sellingPrice: SELLING_PRICE_POSITIVE_ERROR });
    }
    expect(computeRoasBreakeven(amounts('abc')).errors).toEqual({ sellingPrice: AMOUNT_ERROR });
  });

  it('a selling price of 0,001 is above 0, never rounded to 0 € HT first', () => {
    // 0,001 € TTC at 20 % → 0,001 / 1,2 € HT; no cost → margin 100 %, ROAS 1.
    const { errors, result } = computeRoasBreakeven(amounts('0,001'), DEFAULT_ROAS_VAT);
    expect(errors).toEqual({});
    expect(result!.exact.sellingHT).toBeCloseTo(0.001 / 1.2, 15);
    expect(result!.sellingPriceHT).toBe(0.0008);
    expect(result!.breakevenRoas).toBeCloseTo(1, 12);
  });

  it('other costs default to 0 when empty and reject invalid or negative amounts', () => {
    expect(displayed(computeRoasBreakeven(amounts('120'), DEFAULT_ROAS_VAT).result)).toMatchObject({
      sellingPriceHT: 100,
      totalCostsHT: 0,
      marginPercent: 100,
      breakevenRoas: 1,
    });
    expect(computeRoasBreakeven(amounts('120', '-1', ',', '1e308', 'x')).errors).toEqual({
      purchasePrice: AMOUNT_ERROR,
      shippingCost: AMOUNT_ERROR,
      bankFees: AMOUNT_TOO_LARGE_ERROR,
      miscCosts: AMOUNT_ERROR,
    });
  });

  it('rejects a custom VAT rate outside 0-100 on its own field', () => {
    const vat: RoasVat = { ...NO_VAT, purchasePrice: { choice: 'custom', custom: '150' } };
    expect(displayed(computeRoasBreakeven(amounts('100', '10'), vat))).toEqual({
      errors: { purchasePriceVat: VAT_RATE_ERROR },
      result: null,
      missingRates: [],
    });
    expect(vatRate({ choice: 'custom', custom: 'abc' }).error).toBe(VAT_RATE_ERROR);
    expect(vatRate({ choice: 'custom', custom: '-1' }).error).toBe(VAT_RATE_ERROR);
    expect(vatRate({ choice: '5.5', custom: 'ignored' })).toEqual({ rate: 5.5 });
  });
});

describe('properties', () => {
  const vatSetting = fc.record({
    choice: fc.constantFrom<VatChoice>('none', '20', '10', '5.5', 'custom'),
    custom: rawInput,
  });

  it('any input yields no NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(
        fc.record({ sellingPrice: rawInput, purchasePrice: rawInput, shippingCost: rawInput, bankFees: rawInput, miscCosts: rawInput }),
        fc.record({ sellingPrice: vatSetting, purchasePrice: vatSetting, shippingCost: vatSetting, bankFees: vatSetting, miscCosts: vatSetting }),
        (fields, vat) => {
          const output = computeRoasBreakeven(fields, vat);
          expectCleanNumbers(output);
          if (output.result) expect(output.result.noBreakeven).toBe(output.result.breakevenRoas === null);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('ROAS × margin % = 100 whenever the margin is positive', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (sellingHT, share) => {
        const { marginPercent, breakevenRoas } = breakevenFigures({ sellingHT, costsHT: sellingHT * share });
        if (marginPercent > 0) expect((breakevenRoas ?? 0) * marginPercent).toBeCloseTo(100, 6);
        else expect(breakevenRoas).toBeNull();
      }),
    );
  });

  it('the breakeven ROAS is at least 1 and grows with the costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        (sellingCents, costA, costB) => {
          const selling = String(sellingCents / 100);
          const low = computeRoasBreakeven(amounts(selling, String(Math.min(costA, costB) / 100)), NO_VAT).result;
          const high = computeRoasBreakeven(amounts(selling, String(Math.max(costA, costB) / 100)), NO_VAT).result;
          if (!low || !high) throw new Error('result expected');
          if (low.breakevenRoas !== null) expect(low.breakevenRoas).toBeGreaterThanOrEqual(1);
          if (high.breakevenRoas !== null && low.breakevenRoas !== null) {
            expect(high.breakevenRoas).toBeGreaterThanOrEqual(low.breakevenRoas);
          }
          if (low.noBreakeven) expect(high.noBreakeven).toBe(true);
        },
      ),
    );
  });

  it('exVat inverts the TTC computation', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.constantFrom(0, 5.5, 10, 20), (ht, rate) => {
        expect(exVat(ht * (1 + rate / 100), rate)).toBeCloseTo(ht, 2);
      }),
    );
  });

  it('every amount field is covered', () => {
    expect(AMOUNT_FIELDS).toEqual(Object.keys(DEFAULT_ROAS_FIELDS));
    expect(AMOUNT_FIELDS).toEqual(Object.keys(DEFAULT_ROAS_VAT));
  });
});

/** A result whose exact ex-VAT selling price and margin are those given, and shown as they are. */
const margins = (sellingHT: number, marginHT: number) => ({ marginAmount: marginHT, exact: { sellingHT, costsHT: sellingHT - marginHT, marginHT } });

describe('ROAS for a target profit', () => {
  // MetricKit glossary, « Target ROAS »: contribution margin 40 %, profit buffer 10 % → 1 / (0,40 − 0,10) = 3,33.
  it('metrickittools.com « Target ROAS »: 40 % margin, 10 % profit → 3,33', () => {
    const t = targetRoas(margins(100, 40), 'percent', 10);
    expect(roundDecimal(t.targetRoas!, 2)).toBe(3.33);
    expect(t.maxCpaAtTarget).toBe(30);
    expect(t.profitPerOrder).toBe(10);
  });

  // joeybidner.com, « ROAS goal calculation based on profit margins »: margin 40 % → 1 / 0,40 = 250 % at breakeven.
  it('joeybidner.com: with no profit to keep, the target ROAS is the breakeven ROAS (40 % → 2,5)', () => {
    expect(targetRoas(margins(100, 40), 'percent', 0).targetRoas).toBe(2.5);
  });

  it('the explanatory example: 50 € HT, 23,50 € margin, 5 € per order → 50 / 18,50 = 2,70', () => {
    const { result } = computeRoasBreakeven({ ...DEFAULT_ROAS_FIELDS, sellingPrice: '60', purchasePrice: '24', shippingCost: '6', bankFees: '1,50' });
    const t = targetRoas(result!, 'euro', 5);
    expect(roundDecimal(t.targetRoas!, 2)).toBe(2.7);
    expect(t.maxCpaAtTarget).toBe(18.5);
  });

  it('no ROAS when the profit takes the whole margin', () => {
    expect(targetRoas(margins(100, 40), 'percent', 40).targetRoas).toBeNull();
    expect(targetRoas(margins(100, 40), 'euro', 50)).toEqual({ profitPerOrder: 50, maxCpaAtTarget: -10, targetRoas: null });
  });

  it.each([
    ['101', 'percent' as const, PROFIT_PERCENT_ERROR],
    ['-1', 'percent' as const, PROFIT_PERCENT_ERROR],
    ['abc', 'euro' as const, PROFIT_AMOUNT_ERROR],
    ['-5', 'euro' as const, PROFIT_AMOUNT_ERROR],
    ['1e14', 'euro' as const, AMOUNT_TOO_LARGE_ERROR],
  ])('profit %j (%s) is an error', (text, kind, error) => {
    expect(parseProfit(text, kind)).toEqual({ value: null, error });
  });

  it('property: more profit to keep never lowers the target ROAS', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 98 }), (price, marginShare, p) => {
        const margin = (price * marginShare) / 100;
        const low = targetRoas(margins(price, margin), 'percent', p).targetRoas;
        const high = targetRoas(margins(price, margin), 'percent', p + 1).targetRoas;
        if (low !== null && high !== null) expect(high).toBeGreaterThanOrEqual(low);
        if (low === null) expect(high).toBeNull();
      }),
    );
  });
});
