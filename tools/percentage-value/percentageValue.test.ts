import { describe, expect, it } from 'vitest';
import { AMOUNT_TOO_LARGE_ERROR, roundDecimal } from '../../components/lib/number';
import fc from 'fast-check';
import {
  AMOUNT_ERROR,
  DISCOUNTED_ABOVE_INITIAL_ERROR,
  PERCENT_RANGE_ERROR,
  ZERO_INITIAL_PRICE_ERROR,
  applyDiscount,
  commercialMargin,
  computePercentageValue,
  discountPercentage,
  fillComputedField,
  switchMode,
  toFieldText,
  type PercentageValueFields,
  type PercentageValueMode,
  sellingPriceFromTarget,
  priceBeforeDiscount,
  MARQUE_RATE_ERROR,
  FULL_DISCOUNT_ERROR,
  COEFFICIENT_ERROR,
} from './percentageValue';
import { content } from './content';
import { contentTexts, paragraphs } from '../../components/tool/types';
import { expectCleanNumbers, hostileNumberText, displayed } from '../../tests/properties';

const rawInput = hostileNumberText;

const empty: PercentageValueFields = {
  initialPrice: '',
  discountPercent: '',
  discountedPrice: '',
  sellingPrice: '',
  purchasePrice: '',
};

describe('discounted price', () => {
  // Hand-computed: the discounted price initial × (1 − discount / 100) rounded half away from zero to the cent, then
  // the saving from that price as shown (DECISIONS.md): 59,90 × 0,85 = 50,915 → 50,92, saving 59,90 − 50,92 = 8,98
  // (the tool's own explanation), not 59,90 × 15 % = 8,985 → 8,99, which would add up to 59,91 €.
  it.each([
    ['100', '20', 80, 20],
    ['59,90', '15', 50.92, 8.98],
    ['19,99', '30', 13.99, 6],
    ['1 299 €', '12,5 %', 1136.63, 162.37],
    ['49,99', '0', 49.99, 0],
    ['49,99', '100', 0, 49.99],
  ])('hand-computed example: %s minus %s → %d € (saving %d €)', (initialPrice, discountPercent, price, savings) => {
    expect(displayed(computePercentageValue('discounted', { ...empty, initialPrice, discountPercent }))).toEqual({
      errors: {},
      result: { mode: 'discounted', discountedPrice: price, savings },
    });
  });

  it.each([
    ['abc', '10', { initialPrice: AMOUNT_ERROR }],
    ['-5', '10', { initialPrice: AMOUNT_ERROR }],
    ['1e308', '10', { initialPrice: AMOUNT_TOO_LARGE_ERROR }],
    ['100', '101', { discountPercent: PERCENT_RANGE_ERROR }],
    ['100', '-1', { discountPercent: PERCENT_RANGE_ERROR }],
    ['100', ',', { discountPercent: PERCENT_RANGE_ERROR }],
  ])('rejects %j and %j', (initialPrice, discountPercent, errors) => {
    expect(displayed(computePercentageValue('discounted', { ...empty, initialPrice, discountPercent }))).toEqual({ errors, result: null });
  });
});

describe('discount percentage', () => {
  it.each([
    ['100', '80', 20, 20],
    ['79,99', '49,99', 37.5, 30],
    ['3', '2', 33.33, 1],
    ['45', '45', 0, 0],
    ['45', '0', 100, 45],
  ])('hand-computed example: from %s to %s is a %d % discount (saving %d €)', (initialPrice, discountedPrice, percent, savings) => {
    expect(displayed(computePercentageValue('percentage', { ...empty, initialPrice, discountedPrice }))).toEqual({
      errors: {},
      result: { mode: 'percentage', discountPercent: percent, savings },
    });
  });

  it('explains an initial price of 0 and a discounted price above the initial one', () => {
    expect(computePercentageValue('percentage', { ...empty, initialPrice: '0', discountedPrice: '0' }).errors).toEqual({
      initialPrice: ZERO_INITIAL_PRICE_ERROR,
    });
    expect(displayed(computePercentageValue('percentage', { ...empty, initialPrice: '50', discountedPrice: '60' }))).toEqual({
      errors: { discountedPrice: DISCOUNTED_ABOVE_INITIAL_ERROR },
      result: null,
    });
  });
});

describe('commercial margin', () => {
  it.each([
    // monbtsmco.com, BTS MCO exercise « La Bonne Cuisine »: PA HT 15 €, PV HT 30 € → marge 15 €, taux de marge 100 %,
    // taux de marque 50 %.
    ['30', '15', 15, 100, 50, 2],
    // Karine Petit, fiche « Les marges » (stt commerce): PV 200 €, PA 150 € → taux de marque 25 %, taux de marge 33,33 %.
    ['200', '150', 50, 33.33, 25, 1.33],
    // leblogdudirigeant.com, « Marge, taux de marge et taux de marque »: bought 50 €, sold 80 € → marge brute 30 €.
    ['80', '50', 30, 60, 37.5, 1.6],
    // macalculatriceenligne.com, « Taux de marque vs taux de marge »: PA HT 100 €, PV HT 150 € → 50 % and 33,33 %.
    ['150', '100', 50, 50, 33.33, 1.5],
    // Inputs never rounded (exact fractions computed by hand): 0,19 / 0,125 → marge 0,065 € (0,07 €),
    // 0,065 / 0,125 = 52 %, 0,065 / 0,19 = 34,2105 %, 0,19 / 0,125 = 1,52.
    ['0,19', '0,125', 0.07, 52, 34.21, 1.52],
    // 1,549 / 1,255 → marge 0,294 €, 0,294 / 1,255 = 23,4263 %, 0,294 / 1,549 = 18,9800 %, 1,549 / 1,255 = 1,2343.
    ['1,549', '1,255', 0.29, 23.43, 18.98, 1.23],
  ])('published example: selling %s €, buying %s €', (sellingPrice, purchasePrice, margin, tauxDeMarge, tauxDeMarque, coefficient) => {
    expect(displayed(computePercentageValue('margin', { ...empty, sellingPrice, purchasePrice }))).toEqual({
      errors: {},
      result: { mode: 'margin', margin, tauxDeMarge, tauxDeMarque, coefficient, loss: false },
    });
  });

  it('shows a loss with negative rates, and leaves undefined rates empty rather than infinite', () => {
    expect(displayed(computePercentageValue('margin', { ...empty, sellingPrice: '40', purchasePrice: '50' }).result)).toEqual({
      mode: 'margin',
      margin: -10,
      tauxDeMarge: -20,
      tauxDeMarque: -25,
      coefficient: 0.8,
      loss: true,
    });
    expect(computePercentageValue('margin', { ...empty, sellingPrice: '40', purchasePrice: '0' }).result).toMatchObject({
      margin: 40,
      tauxDeMarge: null,
      tauxDeMarque: 100,
      coefficient: null,
    });
    expect(computePercentageValue('margin', { ...empty, sellingPrice: '0', purchasePrice: '0' }).result).toMatchObject({
      margin: 0,
      tauxDeMarge: null,
      tauxDeMarque: null,
    });
  });
});

describe('carrying the computed value between modes (SPEC.md section 4)', () => {
  it('the discounted mode fills the discounted price, the percentage mode the percentage', () => {
    const afterDiscount = fillComputedField('discounted', { ...empty, initialPrice: '59,90', discountPercent: '15' });
    expect(afterDiscount.discountedPrice).toBe('50,92');
    expect(displayed(computePercentageValue('percentage', afterDiscount).result)).toMatchObject({ discountPercent: 14.99 });

    const afterPercentage = fillComputedField('percentage', { ...empty, initialPrice: '100', discountedPrice: '66,67' });
    expect(afterPercentage.discountPercent).toBe('33,33');
    expect(displayed(computePercentageValue('discounted', afterPercentage).result)).toMatchObject({ discountedPrice: 66.67 });
  });

  it('keeps what the user typed when nothing can be computed', () => {
    const fields = { ...empty, initialPrice: 'abc', discountPercent: '15', discountedPrice: '12' };
    expect(fillComputedField('discounted', fields)).toBe(fields);
    expect(fillComputedField('margin', fields)).toBe(fields);
  });

  it('switchMode carries the value over, and going straight back restores what was typed', () => {
    const typed = { ...empty, initialPrice: '59,90', discountPercent: '15' };
    const there = switchMode('discounted', 'percentage', typed, null);
    expect(there.fields.discountedPrice).toBe('50,92');
    expect(there.carry).toEqual({ before: typed, after: there.fields });

    const back = switchMode('percentage', 'discounted', { ...there.fields }, there.carry);
    expect(back).toEqual({ fields: typed, carry: null });

    // Edited in between: the edit is kept and carried over instead.
    const edited = { ...there.fields, discountedPrice: '40' };
    const carried = switchMode('percentage', 'discounted', edited, there.carry);
    expect(carried.fields.discountPercent).toBe('33,22');
    expect(carried.carry?.before).toBe(edited);
  });

  it('switchMode leaves the fields and the last carry alone for the same mode, the margin mode, or nothing to carry', () => {
    const typed = { ...empty, initialPrice: '59,90', discountPercent: '15' };
    const carry = { before: empty, after: typed };
    expect(switchMode('discounted', 'discounted', typed, carry)).toEqual({ fields: typed, carry });
    expect(switchMode('discounted', 'margin', typed, carry).fields).toBe(typed);
    expect(switchMode('margin', 'percentage', typed, carry)).toEqual({ fields: typed, carry });
    const invalid = { ...empty, initialPrice: 'abc' };
    expect(switchMode('discounted', 'percentage', invalid, null)).toEqual({ fields: invalid, carry: null });
  });

  it('toFieldText writes what parseDecimal reads', () => {
    expect(toFieldText(1234.5)).toBe('1234,5');
    expect(toFieldText(-0)).toBe('0');
    expect(toFieldText(0.1 + 0.2)).toBe('0,3');
  });
});

describe('properties', () => {
  it('any input in any mode yields no NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PercentageValueMode>('discounted', 'percentage', 'margin'),
        fc.record({
          initialPrice: rawInput,
          discountPercent: rawInput,
          discountedPrice: rawInput,
          sellingPrice: rawInput,
          purchasePrice: rawInput,
        }),
        (mode, fields) => {
          expectCleanNumbers(computePercentageValue(mode, fields));
          expectCleanNumbers(computePercentageValue(mode, fillComputedField(mode, fields)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  const cents = fc.integer({ min: 100, max: 1e9 }).map((c) => c / 100);
  const percent = fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100);

  it('discount ↔ percentage round-trip: the percentage comes back within the rounding of a cent', () => {
    fc.assert(
      fc.property(cents, percent, (initial, p) => {
        const fields = fillComputedField('discounted', { ...empty, initialPrice: toFieldText(initial), discountPercent: toFieldText(p) });
        const back = computePercentageValue('percentage', fields).result;
        expect(back?.mode).toBe('percentage');
        if (back?.mode === 'percentage') {
          expect(Math.abs(back.discountPercent - p)).toBeLessThanOrEqual((0.005 / initial) * 100 + 0.005 + 1e-9);
        }
        expect(discountPercentage(initial, applyDiscount(initial, p))).toBeCloseTo(p, 8);
      }),
    );
  });

  it('the discounted price plus the saving is the initial price, exactly (nothing rounded in the logic)', () => {
    fc.assert(
      fc.property(cents, percent, (initial, p) => {
        const result = computePercentageValue('discounted', { ...empty, initialPrice: String(initial), discountPercent: String(p) }).result;
        if (result?.mode !== 'discounted') throw new Error('no result');
        expect(Math.abs(result.discountedPrice + result.savings - initial)).toBeLessThanOrEqual(1e-12 * Math.max(1, initial));
        expect(result.discountedPrice).toBeLessThanOrEqual(initial);
      }),
    );
  });

  it('taux de marque = taux de marge / (1 + taux de marge / 100), and is always the smaller when selling at a profit', () => {
    fc.assert(
      fc.property(cents, cents, (selling, purchase) => {
        const { tauxDeMarge, tauxDeMarque } = commercialMargin(selling, purchase);
        if (tauxDeMarge === null || tauxDeMarque === null) throw new Error('rates expected');
        // The identity is ill-conditioned near a total loss (1 + taux de marge → 0): check it where it is stable.
        if (selling >= purchase / 10) {
          expect(Math.abs(tauxDeMarque - tauxDeMarge / (1 + tauxDeMarge / 100))).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(tauxDeMarque)));
        }
        expect(tauxDeMarque).toBeLessThan(100);
        if (selling > purchase) expect(tauxDeMarque).toBeLessThan(tauxDeMarge);
      }),
    );
  });
});

describe('content', () => {
  it('explains both margin rates and follows French typography', () => {
    expect(paragraphs(content.about.how).join(' ')).toMatch(/taux de marge/);
    expect(paragraphs(content.about.how).join(' ')).toMatch(/taux de marque/);
    const texts = contentTexts(content);
    for (const text of texts) {
      expect(text).not.toMatch(/ [:;!?%»€]/);
      expect(text).not.toMatch(/«[ ]/);
      expect(text).not.toMatch(/'/);
    }
  });
});

describe('selling price from a target', () => {
  const target = (purchase: string, value: string) => ({ ...empty, purchasePrice: purchase, target: value });
  it.each([
    // monbtsmco.com, « Comment calculer sa marge en restauration », exercice « La Bonne Cuisine »:
    // PA HT 15 €, taux de marge visé 60 % → PV HT = 15 × 1,60 = 24 €.
    ['monbtsmco.com (La Bonne Cuisine): 15 € HT, taux de marge 60 % → 24 € HT', '15', '60', 'marge' as const, 20, 24, 28.8],
    // compta-online.com, « Taux de marque : définition et calcul »: achat 60 € HT, taux de marque 40 % → vente 100 € HT.
    ['compta-online.com: 60 € HT, taux de marque 40 % → 100 € HT', '60', '40', 'marque' as const, 20, 100, 120],
    // Karine Petit, fiche « Les marges » (STT commerce), exemple 2: PA 72 €, taux de marque 20 % → PV = 72 / 0,8 = 90 €.
    ['Karine Petit (STT commerce): 72 €, taux de marque 20 % → 90 € HT', '72', '20', 'marque' as const, 20, 90, 108],
    // compta-online.com: coefficient 100 / (100 − 40) = 1,666…: 60 € × 5/3 = 100 €.
    ['compta-online.com: 60 € HT × coefficient 2,5 → 150 € HT', '60', '2,5', 'coefficient' as const, 20, 150, 180],
    // monbtsmco.com, « Paradise Ebooks »: PA HT 6,50 €, taux de marge 30 %, TVA 5,5 % → PV HT 8,45 €, TTC 8,91 €.
    ['monbtsmco.com (Paradise Ebooks): 6,50 €, taux de marge 30 %, TVA 5,5 % → 8,45 € HT, 8,91 € TTC', '6,50', '30', 'marge' as const, 5.5, 8.45, 8.91],
  ])('%s', (_name, purchase, value, kind, vatRate, ht, ttc) => {
    const { errors, result } = computePercentageValue('target-price', target(purchase, value), { target: kind, vatRate });
    expect(errors).toEqual({});
    expect(result?.mode).toBe('target-price');
    if (result?.mode !== 'target-price') return;
    expect(roundDecimal(result.sellingHt, 2)).toBe(ht);
    expect(roundDecimal(result.sellingTtc, 2)).toBe(ttc);
  });

  it('the margin figures of the price give the target back', () => {
    const { result } = computePercentageValue('target-price', target('60', '40'), { target: 'marque', vatRate: 20 });
    if (result?.mode !== 'target-price') throw new Error('no result');
    expect(result.tauxDeMarque).toBeCloseTo(40, 10);
    expect(result.tauxDeMarge).toBeCloseTo(66.6667, 3);
    expect(result.coefficient).toBeCloseTo(5 / 3, 10);
    expect(result.margin).toBe(40);
  });

  it.each([
    ['marque' as const, '100', MARQUE_RATE_ERROR],
    ['marque' as const, '-1', MARQUE_RATE_ERROR],
    ['coefficient' as const, '0', COEFFICIENT_ERROR],
    ['coefficient' as const, 'abc', COEFFICIENT_ERROR],
  ])('%s %j is an error', (kind, value, error) => {
    expect(computePercentageValue('target-price', target('10', value), { target: kind, vatRate: 20 })).toEqual({
      errors: { target: error },
      result: null,
    });
  });

  it('property: target → price → margin round-trips, for each kind of target', () => {
    const cents = fc.integer({ min: 1, max: 1e9 }).map((c) => c / 100);
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 9999 }).map((h) => h / 100), (purchase, rate) => {
        const marge = commercialMargin(sellingPriceFromTarget(purchase, 'marge', rate), purchase);
        expect(marge.tauxDeMarge!).toBeCloseTo(rate, 6);
        const marque = commercialMargin(sellingPriceFromTarget(purchase, 'marque', rate), purchase);
        expect(marque.tauxDeMarque!).toBeCloseTo(rate, 6);
        const coefficient = 1 + rate / 10;
        expect(commercialMargin(sellingPriceFromTarget(purchase, 'coefficient', coefficient), purchase).coefficient!).toBeCloseTo(coefficient, 9);
      }),
    );
  });

  it('property: a higher target never gives a lower price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 0, max: 9998 }), fc.constantFrom('marge' as const, 'marque' as const), (c, h, kind) => {
        expect(sellingPriceFromTarget(c / 100, kind, (h + 1) / 100)).toBeGreaterThanOrEqual(sellingPriceFromTarget(c / 100, kind, h / 100));
      }),
    );
  });
});

describe('price before a discount', () => {
  it.each([
    // The inverse of SPEC.md's example: 59,90 € − 15 % = 50,915 €, so 50,915 € after 15 % came from 59,90 €.
    ['SPEC.md inverse: 50,915 € after 15 % → 59,90 €', '50,915', '15', 59.9, 8.99],
    // Hand-computed: 80 € after 20 % off → 80 / 0,8 = 100 €; 45 € after 25 % → 60 €.
    ['80 € after 20 % → 100 €', '80', '20', 100, 20],
    ['45 € after 25 % → 60 €', '45', '25', 60, 15],
    ['no discount', '49,99', '0', 49.99, 0],
  ])('%s', (_name, discounted, percent, initial, savings) => {
    const { result } = computePercentageValue('before-discount', { ...empty, discountedPrice: discounted, discountPercent: percent });
    if (result?.mode !== 'before-discount') throw new Error('no result');
    expect(roundDecimal(result.initialPrice, 2)).toBe(initial);
    expect(roundDecimal(result.savings, 2)).toBe(savings);
  });

  it('100 % off has no price before it', () => {
    expect(computePercentageValue('before-discount', { ...empty, discountedPrice: '0', discountPercent: '100' }).errors).toEqual({
      discountPercent: FULL_DISCOUNT_ERROR,
    });
  });

  it('property: discount then price before discount round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 9999 }), (c, h) => {
        const initial = c / 100;
        const p = h / 100;
        expect(priceBeforeDiscount(applyDiscount(initial, p), p)).toBeCloseTo(initial, 4);
      }),
    );
  });
});
