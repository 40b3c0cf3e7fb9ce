import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../lib/number';
import { computeCostPer } from '../lib/costPer';
import { add, div, mul, rat, referenceText, roundRational, sub, type Rational } from '../../tests/rational';
import { computeAverageCart } from '../../tools/average-cart/averageCart';
import { computeConversion } from '../../tools/conversion/conversion';
import { computeEvolution } from '../../tools/evolution/evolution';
import { computePercentage } from '../../tools/percentage/percentage';
import { computePercentageValue, type PercentageValueFields } from '../../tools/percentage-value/percentageValue';
import { computeRoasBreakeven, DEFAULT_ROAS_FIELDS, type RoasVat, type VatChoice } from '../../tools/roas-breakeven/roasBreakeven';
import { VAT_RATES } from '../lib/vatRates';
import { computeVat } from '../../tools/vat/vat';

/**
 * Every tool that subtracts or divides typed decimals, against an independent reference: exact rational arithmetic
 * on BigInt (tests/rational.ts). Each figure shown must be the exact value rounded once, half away from zero; a
 * figure derived from a price is derived from that price as shown, to the cent (DECISIONS.md, « Figures that add
 * up »). The typed values are random decimals such as a user types (up to 3 decimals, comma or dot).
 */

const hundred = rat('100');
const zero = rat('0');
const isZero = (value: Rational) => value.n === 0n;

/** Text of a decimal with up to 3 decimals, from 0 to `max`. */
const typedDecimal = (max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 999 }))
    .map(([int, places, frac]) => (places === 0 ? String(int) : `${int}.${String(frac % 10 ** places).padStart(places, '0')}`));
const signed = (max: number) => fc.tuple(fc.boolean(), typedDecimal(max)).map(([negative, text]) => (negative && Number(text) !== 0 ? `-${text}` : text));
/** What the user types: a decimal comma half the time. */
const typed = (text: string, comma: boolean) => (comma ? text.replace('.', ',') : text);
/** Percentages of the discount and VAT fields: 0 to 100 with up to 2 decimals. */
const percentText = fc.integer({ min: 0, max: 10_000 }).map((n) => String(n / 100));

/**
 * The reference display of an exact value at `decimals` (2 by default): rounded once, and below the display step the
 * significant digits, as the shared formatter shows them (0,0024), so that only the rounding is compared.
 */
function shown(exact: Rational, decimals = 2): string {
  let places = decimals;
  while (!isZero(exact) && isZero(roundRational(exact, places)) && places < 20) places += 2;
  const text = referenceText(exact, places);
  // The formatter drops the zeros it added beyond the asked decimals.
  return places > decimals ? text.replace(/0+$/, '') : text;
}
/** A price as shown, exact: what the tool must derive the other euros of the result from. */
function asShown(exact: Rational): Rational {
  let places = 2;
  while (!isZero(exact) && isZero(roundRational(exact, places)) && places < 20) places += 2;
  return roundRational(exact, places);
}

function expectShown(value: number | null | undefined, exact: Rational, what: string, decimals = 2) {
  expect(value, what).not.toBeNull();
  expect(formatNumber(value!, { decimals }), what).toBe(shown(exact, decimals));
}

const RUNS = { numRuns: 1500 };

describe('every figure of a difference or a ratio of typed decimals is the exact value rounded once', () => {
  it('évolution: the issue’s cases (4,971 → 5,116 is +0,145, shown +0,15; 9 990,55 → 9 357,305 is −633,25)', () => {
    expect(formatNumber(computeEvolution({ initial: '4,971', final: '5,116' }).result!.difference)).toBe('0,15');
    expect(formatNumber(computeEvolution({ initial: '9 990,55', final: '9 357,305' }).result!.difference)).toBe('-633,25');
  });

  it('property: évolution (rate, difference, multiplier)', () => {
    fc.assert(
      fc.property(signed(1_000_000), signed(1_000_000), fc.boolean(), (initial, final, comma) => {
        const { result } = computeEvolution({ initial: typed(initial, comma), final: typed(final, comma) });
        if (Number(initial) === 0) return void expect(result).toBeNull();
        const i = rat(initial);
        const f = rat(final);
        const difference = sub(f, i);
        expectShown(result!.difference, difference, 'difference');
        const absolute = i.n < 0n ? { n: -i.n, d: i.d } : i;
        expectShown(result!.rate, mul(div(difference, absolute), hundred), 'rate');
        expectShown(result!.multiplier, div(f, i), 'multiplier', 4);
      }),
      RUNS,
    );
  });

  it('marge commerciale: the issue’s case (6 130,123 − 6 129,348 = 0,775, shown 0,78 €) and an exact 0,005 €', () => {
    const margin = (sellingPrice: string, purchasePrice: string) => {
      const { result } = computePercentageValue('margin', { ...EMPTY, sellingPrice, purchasePrice });
      return result?.mode === 'margin' ? formatNumber(result.margin) : null;
    };
    expect(margin('6 130,123', '6 129,348')).toBe('0,78');
    expect(margin('1,005', '1')).toBe('0,01');
  });

  it('property: remise et marge, every mode', () => {
    fc.assert(
      fc.property(typedDecimal(1_000_000), typedDecimal(1_000_000), percentText, fc.boolean(), (aText, bText, pText, comma) => {
        const [a, b, p] = [rat(aText), rat(bText), rat(pText)];
        const fields = (values: Partial<PercentageValueFields>) => ({ ...EMPTY, ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typed(v!, comma)])) });

        const margin = computePercentageValue('margin', fields({ sellingPrice: aText, purchasePrice: bText })).result;
        if (margin?.mode !== 'margin') throw new Error('margin expected');
        expectShown(margin.margin, sub(a, b), 'margin');
        if (!isZero(b)) expectShown(margin.tauxDeMarge, mul(div(sub(a, b), b), hundred), 'taux de marge');
        if (!isZero(a)) expectShown(margin.tauxDeMarque, mul(div(sub(a, b), a), hundred), 'taux de marque');
        if (!isZero(b)) expectShown(margin.coefficient, div(a, b), 'coefficient', 4);

        const discounted = computePercentageValue('discounted', fields({ initialPrice: aText, discountPercent: pText })).result;
        if (discounted?.mode !== 'discounted') throw new Error('discounted expected');
        const price = asShown(div(mul(a, sub(hundred, p)), hundred));
        expectShown(discounted.discountedPrice, price, 'discounted price');
        expectShown(discounted.savings, sub(a, price), 'saving from the price shown');

        if (Number(pText) < 100) {
          const before = computePercentageValue('before-discount', fields({ discountedPrice: aText, discountPercent: pText })).result;
          if (before?.mode !== 'before-discount') throw new Error('before-discount expected');
          const initial = asShown(div(mul(a, hundred), sub(hundred, p)));
          expectShown(before.initialPrice, initial, 'price before the discount');
          expectShown(before.savings, sub(initial, a), 'saving from the price shown');
        }

        const [high, low, highText, lowText] = Number(aText) >= Number(bText) ? [a, b, aText, bText] : [b, a, bText, aText];
        if (!isZero(high)) {
          const percentage = computePercentageValue('percentage', fields({ initialPrice: highText, discountedPrice: lowText })).result;
          if (percentage?.mode !== 'percentage') throw new Error('percentage expected');
          expectShown(percentage.discountPercent, mul(div(sub(high, low), high), hundred), 'discount %');
          expectShown(percentage.savings, sub(high, low), 'saving');
        }

        const target = computePercentageValue('target-price', fields({ purchasePrice: bText, target: pText }), { target: 'marge', vatRate: 20 }).result;
        if (target?.mode !== 'target-price') throw new Error('target-price expected');
        const selling = asShown(div(mul(b, add(hundred, p)), hundred));
        expectShown(target.sellingHt, selling, 'selling price');
        expectShown(target.margin, sub(selling, b), 'margin from the price shown');
        expectShown(target.sellingTtc, div(mul(selling, rat('120')), hundred), 'TTC from the price shown');
      }),
      RUNS,
    );
  });

  it('property: TTC/HT, every direction and rate, the VAT from the prices shown', () => {
    fc.assert(
      fc.property(typedDecimal(1_000_000), fc.constantFrom(...VAT_RATES, 7, 19.6), fc.boolean(), (text, rateValue, comma) => {
        const amount = rat(text);
        const rate = rat(String(rateValue));
        const ttcToHt = computeVat(typed(text, comma), 'ttc-to-ht', rateValue).breakdown!;
        const ht = asShown(div(mul(amount, hundred), add(hundred, rate)));
        expectShown(ttcToHt.ht, ht, 'HT');
        expectShown(ttcToHt.vat, sub(amount, ht), 'VAT = TTC − HT shown');

        const htToTtc = computeVat(typed(text, comma), 'ht-to-ttc', rateValue).breakdown!;
        const ttc = asShown(div(mul(amount, add(hundred, rate)), hundred));
        expectShown(htToTtc.ttc, ttc, 'TTC');
        expectShown(htToTtc.vat, sub(ttc, amount), 'VAT = TTC shown − HT');

        const fromVat = computeVat(typed(text, comma), 'vat-to-prices', rateValue).breakdown!;
        const htFromVat = asShown(div(mul(amount, hundred), rate));
        expectShown(fromVat.ht, htFromVat, 'HT from the VAT');
        expectShown(fromVat.ttc, add(htFromVat, amount), 'TTC = HT shown + VAT');
      }),
      RUNS,
    );
  });

  it('property: ROAS de rentabilité, each amount with its own VAT', () => {
    const choice = fc.constantFrom<[VatChoice, string]>(['none', '0'], ['20', '20'], ['10', '10'], ['5.5', '5.5']);
    fc.assert(
      fc.property(fc.array(fc.tuple(typedDecimal(100_000), choice), { minLength: 5, maxLength: 5 }), ([selling, ...costs]) => {
        if (Number(selling![0]) === 0) return;
        const fields = { ...DEFAULT_ROAS_FIELDS };
        const vat = {} as RoasVat;
        const keys = Object.keys(DEFAULT_ROAS_FIELDS) as (keyof typeof DEFAULT_ROAS_FIELDS)[];
        const exactHt = [selling!, ...costs].map(([text, [vatChoice, rate]], index) => {
          fields[keys[index]!] = text;
          vat[keys[index]!] = { choice: vatChoice, custom: '' };
          return div(mul(rat(text), hundred), add(hundred, rat(rate)));
        });
        const { result } = computeRoasBreakeven(fields, vat);
        const [sellingHt, ...costsHt] = exactHt as [Rational, ...Rational[]];
        const costsTotal = costsHt.reduce(add, zero);
        const shownCosts = costsHt.map(asShown).reduce(add, zero);
        expectShown(result!.sellingPriceHT, asShown(sellingHt), 'selling price HT');
        expectShown(result!.totalCostsHT, shownCosts, 'costs HT, the sum of those shown');
        expectShown(result!.marginAmount, sub(asShown(sellingHt), shownCosts), 'margin from the prices shown');
        const marginRate = mul(div(sub(sellingHt, costsTotal), sellingHt), hundred);
        expectShown(result!.marginPercent, marginRate, 'taux de marque');
        if (marginRate.n > 0n) expectShown(result!.breakevenRoas, div(hundred, marginRate), 'ROAS');
      }),
      RUNS,
    );
  });

  it('property: quotients of typed figures (panier moyen, CPC, CPM, conversion, pourcentage)', () => {
    fc.assert(
      fc.property(typedDecimal(1_000_000), fc.integer({ min: 1, max: 10_000_000 }), typedDecimal(100_000), fc.boolean(), (amountText, count, otherText, comma) => {
        const amount = rat(amountText);
        const n = rat(String(count));
        expectShown(computeAverageCart({ totalAmount: typed(amountText, comma), orders: String(count) }).result!.averageCart, div(amount, n), 'panier moyen');
        expectShown(computeCostPer(typed(amountText, comma), String(count), { per: 1, countError: '' }).value, div(amount, n), 'CPC');
        expectShown(computeCostPer(typed(amountText, comma), String(count), { per: 1000, countError: '' }).value, div(mul(amount, rat('1000')), n), 'CPM');
        const conversions = Math.floor(Number(otherText));
        expectShown(computeConversion({ conversions: String(conversions), visitors: String(count) }).result!.rate, mul(div(rat(String(conversions)), n), hundred), 'conversion');
        if (Number(otherText) > 0) {
          const found = computePercentage('find-percentage', { value: typed(amountText, comma), total: typed(otherText, comma), percentage: '', base: '' }).result;
          expectShown(found?.mode === 'find-percentage' ? found.percentage : null, mul(div(amount, rat(otherText)), hundred), 'pourcentage');
        }
      }),
      RUNS,
    );
  });
});

const EMPTY: PercentageValueFields = { initialPrice: '', discountPercent: '', discountedPrice: '', sellingPrice: '', purchasePrice: '', target: '' };
