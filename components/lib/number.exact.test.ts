import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalSum, dotReadingHint, exactDifference, exactSum, exactTotal, formatAsTyped, formatEuro, formatNumber, formatPercent, parseDecimal, shownValue } from './number';
import { add, div, mul, rat, referenceDisplay, referenceText, sub, type Rational } from '../../tests/rational';

/**
 * « Displayed equals the exact value rounded once » and « a non-zero result never displays as zero », proved
 * against an independent reference: exact rational arithmetic on BigInt (tests/rational.ts), with no float at all,
 * then one rounding half away from zero, printed the fr-FR way by hand.
 */

/** Decimal strings with up to 4 decimals, as a user types them (positive, up to `max`). */
const decimalTextUpTo = (max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9999 }))
    .map(([int, places, frac]) => (places === 0 ? String(int) : `${int}.${String(frac % 10 ** places).padStart(places, '0')}`));
// Amounts up to a million euros; the second operand (a price, a count, a rate) up to ten thousand, so that
// the exact results stay within what a double holds to the cent (below 10^10 with their decimals).
const decimalText = decimalTextUpTo(1_000_000);
const positiveText = decimalTextUpTo(10_000).filter((t) => Number(t) > 0);

describe('the shared formatter rounds once, exactly', () => {
  it('property: a / b, a × b, (a − b) / b × 100 and a × (100 + r) / 100 display as the exact value rounded once', () => {
    fc.assert(
      fc.property(decimalText, positiveText, fc.constantFrom(5.5, 10, 20, 8.5), (aText, bText, rate) => {
        const a = Number(aText);
        const b = Number(bText);
        const A = rat(aText);
        const B = rat(bText);
        const R = rat(String(rate));
        const hundred = rat('100');
        // A product of two 4-decimal amounts has 8 decimals: past 15 significant digits (e.g. 416 853,0006 ×
        // 2 193,333 = 914 297 442,36499998) no double holds it, so no display can be exact; such products are left out.
        const product = mul(A, B);
        const productDigits = ((product.n * 10n ** 8n) / product.d).toString().replace(/0+$/, '').length;
        const cases: [number, Rational][] = [
          [a / b, div(A, B)],
          ...(productDigits <= 15 ? [[a * b, product] as [number, Rational]] : []),
          [((a - b) / b) * 100, mul(div(sub(A, B), B), hundred)],
          [(a * (100 + rate)) / 100, div(mul(A, add(hundred, R)), hundred)],
          [(a * 100) / (100 + rate), div(mul(A, hundred), add(hundred, R))],
        ];
        for (const [float, exact] of cases) {
          // Only values that the 2-decimal display can show (not below its step: that rule is tested below).
          const reference = referenceText(exact, 2);
          if (/^-?0,00$/.test(reference)) continue;
          expect(formatNumber(float)).toBe(reference);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('worked examples, computed by hand: 0,125 × 1,2 = 0,15; 1,859 / 1,2 = 1,5491…; 0,065 / 0,125 = 52 %', () => {
    expect(formatEuro(0.125 * 1.2)).toBe('0,15\u00a0€');
    expect(formatEuro(1.859 / 1.2)).toBe('1,55\u00a0€');
    expect(formatPercent(((0.19 - 0.125) / 0.125) * 100)).toBe('52,00\u00a0%');
    expect(formatPercent(((0.19 - 0.125) / 0.19) * 100)).toBe('34,21\u00a0%');
    expect(formatNumber(0.19 / 0.125)).toBe('1,52');
    expect(formatEuro(19.99 * 1.2)).toBe('23,99\u00a0€');
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(10.655)).toBe('10,66');
  });

  it('a non-zero value below the display step shows its significant digits (0,0024 €, 0,0003 %)', () => {
    expect(formatEuro(12 / 5000)).toBe('0,0024\u00a0€'); // CPC 12 € / 5 000 clics
    expect(formatEuro((3 / 1_000_000) * 1000)).toBe('0,003\u00a0€'); // CPM 3 € / 1 000 000 impressions
    expect(formatPercent((1 / 300_000) * 100)).toBe('0,0003\u00a0%'); // conversion 1 / 300 000
    expect(formatNumber(0.004)).toBe('0,004');
    expect(formatNumber(0.005)).toBe('0,01'); // at the step, the usual rounding
    expect(formatNumber(-0.0024)).toBe('-0,0024');
    expect(formatNumber(1e-7)).toBe('0,0000001');
    expect(formatNumber(0)).toBe('0,00');
  });

  it('property: any non-zero finite value displays a non-zero digit, never NaN, Infinity or -0', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => x !== 0),
        fc.constantFrom(0, 1, 2, 4),
        (value, decimals) => {
          const text = formatNumber(value, { decimals });
          expect(text).toMatch(/[1-9]/);
          expect(text).not.toMatch(/NaN|∞|Infinity/);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('property: a value below the step keeps its first significant digit, rounded once at 2 more decimals at a time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 3, max: 12 }), (digits, power) => {
        // digits × 10^-(power + 2): exact reference with BigInt.
        const text = `0.${'0'.repeat(power - 2)}${String(digits).padStart(4, '0')}`;
        const exact = rat(text);
        const value = Number(text);
        const shown = formatNumber(value);
        let decimals = 2;
        while (/^0,0*$/.test(referenceText(exact, decimals))) decimals += 2;
        expect(shown).toBe(referenceText(exact, decimals).replace(/0+$/, '').replace(/,$/, ',00').padEnd(4, '0'));
      }),
    );
  });
});

describe('inputs shown as typed', () => {
  it('echoes every decimal typed, with at least 2', () => {
    expect(formatAsTyped(1.859)).toBe('1,859');
    expect(formatAsTyped(0.125)).toBe('0,125');
    expect(formatAsTyped(12)).toBe('12,00');
    expect(formatAsTyped(1234.5)).toBe('1\u202f234,50');
    expect(formatAsTyped(0)).toBe('0,00');
  });

  it('property: what parseDecimal reads from a typed amount is echoed with the same digits', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const parsed = parseDecimal(text.replace('.', ','));
        if (!parsed.ok) throw new Error('not parsed');
        // Trailing zeros typed after the decimals (0,500) are not part of the value: 0,50.
        const frac = (text.split('.')[1] ?? '').replace(/0+$/, '');
        expect(formatAsTyped(parsed.value)).toBe(referenceText(rat(text), Math.max(2, frac.length)));
      }),
    );
  });
});

describe('a dot followed by three digits', () => {
  it('says what was understood and how to write thousands, and keeps the decimal value', () => {
    expect(parseDecimal('12.345')).toEqual({ ok: true, value: 12.345 });
    expect(dotReadingHint('12.345')).toBe('compris\u00a0: 12,345 (pour 12\u00a0345, tapez 12345 ou 12\u00a0345)');
    expect(dotReadingHint('1.500 €')).toBe('compris\u00a0: 1,500 (pour 1\u00a0500, tapez 1500 ou 1\u00a0500)');
    expect(dotReadingHint('-1.250')).toContain('compris\u00a0: -1,250');
  });

  it('stays silent when the text cannot mean thousands', () => {
    for (const text of ['12.5', '12.34', '12.3456', '1234.567', '12,345', '1.234,5', '0.125', '', 'abc', '1.234.567']) {
      expect(dotReadingHint(text)).toBeNull();
    }
  });
});

describe('sums and differences of typed decimals are exact', () => {
  it('examples where binary floating point rounds the wrong way', () => {
    // 5,116 − 4,971 = 0,14499999999999957 in floating point; exactly 0,145, half up 0,15.
    expect(formatNumber(5.116 - 4.971)).toBe('0,14');
    expect(formatNumber(exactDifference(5.116, 4.971))).toBe('0,15');
    expect(formatNumber(exactDifference(6130.123, 6129.348))).toBe('0,78');
    expect(formatNumber(exactDifference(9357.305, 9990.55))).toBe('-633,25');
    // Exactly 0,005: at the display step, rounded as usual, not shown as « 0,005 ».
    expect(formatNumber(exactDifference(1.005, 1))).toBe('0,01');
    expect(exactSum(0.1, 0.2)).toBe(0.3);
    expect(exactSum(1e-7, 123456.789, -123456)).toBe(0.7890001);
    expect(Object.is(exactDifference(2.5, 2.5), 0)).toBe(true);
    expect(formatNumber(exactDifference(999992, 999992.001))).toBe('-0,001');
  });

  const signedText = fc.tuple(fc.boolean(), decimalText).map(([negative, text]) => (negative && Number(text) !== 0 ? `-${text}` : text));

  it('property: a − b and a + b + c of typed decimals display as the exact value rounded once', () => {
    fc.assert(
      fc.property(signedText, signedText, signedText, (aText, bText, cText) => {
        const [a, b, c] = [aText, bText, cText].map(Number) as [number, number, number];
        // A difference below the display step keeps its digits: 999 992 − 999 992,001 shows -0,001.
        expect(formatNumber(exactDifference(a, b))).toBe(referenceDisplay(sub(rat(aText), rat(bText))));
        expect(formatNumber(exactSum(a, b, c))).toBe(referenceDisplay(add(add(rat(aText), rat(bText)), rat(cText))));
      }),
      { numRuns: 3000 },
    );
  });

  it('property: a sum is the sum of the shortest decimals, whichever way it is computed (integers or BigInt)', () => {
    // Up to 4 decimals and a million (the integer way), or beside a value of 8 decimals or 10^13 (the general way).
    const odd = fc.constantFrom(0.12345678, 1e13 + 0.5, 123456789012.25, 1e-7);
    fc.assert(
      fc.property(fc.array(signedText, { minLength: 1, maxLength: 60 }), fc.option(odd, { nil: undefined }), (texts, extra) => {
        const all = extra === undefined ? texts : [...texts, String(extra)];
        expect(exactTotal(all.map(Number))).toBe(decimalSum(all.map(Number)));
        expect(exactSum(...all.map(Number))).toBe(decimalSum(all.map(Number)));
      }),
      { numRuns: 1000 },
    );
    expect(exactTotal([0.1, 0.2])).toBe(0.3);
    expect(exactTotal(Array.from({ length: 100_000 }, () => 0.1))).toBe(10_000);
    expect(exactTotal([])).toBe(0);
  });

  it('the figure shown is a number again: shownValue', () => {
    expect(shownValue(50.915)).toBe(50.92);
    expect(shownValue(59.9 * 0.85)).toBe(50.92);
    expect(shownValue(-633.245)).toBe(-633.25);
    // Below the display step, the significant digits shown (0,0024 €), never 0.
    expect(shownValue(12 / 5000)).toBe(0.0024);
    expect(shownValue(0)).toBe(0);
    expect(shownValue(Number.NaN)).toBe(0);
  });
});
