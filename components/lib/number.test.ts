import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AMOUNT_ERROR,
  AMOUNT_TOO_LARGE_ERROR,
  displayDecimals,
  formatBits,
  formatEuro,
  formatInteger,
  formatExchangeRate,
  formatMinutes,
  formatMultiplier,
  formatNumber,
  formatPercent,
  formatSigned,
  parseDecimal,
  readAmount,
  roundDecimal,
  safeDivide,
  tooLargeError,
} from './number';

const NNBSP = '\u202f';

describe('parseDecimal', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1 234,56', 1234.56],
    [`1${NNBSP}234,56`, 1234.56],
    ['1\u00a0234,56 €', 1234.56],
    ['1.234,56', 1234.56],
    ['1.234.567', 1234567],
    ['15 %', 15],
    ['15%', 15],
    ['-3', -3],
    ['−3', -3],
    ['+4', 4],
    [',5', 0.5],
    ['5,', 5],
    ['1e3', 1000],
    ['-0', 0],
  ])('reads %j as %d', (raw, expected) => {
    const parsed = parseDecimal(raw);
    expect(parsed).toEqual({ ok: true, value: expected });
    if (parsed.ok) expect(Object.is(parsed.value, -0)).toBe(false);
  });

  it('tells an empty field from an invalid one', () => {
    expect(parseDecimal('')).toEqual({ ok: false, empty: true });
    expect(parseDecimal('   ')).toEqual({ ok: false, empty: true });
    // A lone minus sign is a negative number being typed: empty, not an error.
    expect(parseDecimal('-')).toEqual({ ok: false, empty: true });
    expect(parseDecimal(' − ')).toEqual({ ok: false, empty: true });
    for (const bad of ['abc', ',', '.', '--', '-,', '1,2,3', '12a', '1e400', '1e308e', 'NaN', 'Infinity', '1.23.4', '€']) {
      expect(parseDecimal(bad)).toEqual({ ok: false, empty: false });
    }
  });

  it('property: a number printed in fr-FR reads back', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const text = formatNumber(n);
        const parsed = parseDecimal(text);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.value).toBeCloseTo(roundDecimal(n, 2), 2);
      }),
    );
  });

  it('property: never yields a non-finite number', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseDecimal(s);
        if (parsed.ok) expect(Number.isFinite(parsed.value)).toBe(true);
      }),
    );
  });
});

describe('roundDecimal', () => {
  it('rounds the decimal value, not the binary float', () => {
    expect(roundDecimal(19.99 * 1.2)).toBe(23.99);
    expect(roundDecimal(1.005)).toBe(1.01);
    expect(roundDecimal(10.655)).toBe(10.66);
    expect(roundDecimal(-1.005)).toBe(-1.01);
    expect(roundDecimal(0.1 + 0.2)).toBe(0.3);
    expect(Object.is(roundDecimal(-0.001), -0)).toBe(false);
  });
});

describe('formatting', () => {
  it('uses the fr-FR conventions', () => {
    expect(formatNumber(1234.5)).toBe(`1${NNBSP}234,50`);
    expect(formatEuro(19.99 * 1.2)).toBe('23,99\u00a0€');
    expect(formatPercent(12.345)).toBe('12,35\u00a0%');
    expect(formatNumber(2, { decimals: 2, minDecimals: 0 })).toBe('2');
  });

  it('never prints NaN, Infinity or -0', () => {
    expect(formatNumber(Number.NaN)).toBe('0,00');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0,00');
    expect(formatNumber(-0)).toBe('0,00');
    // A non-zero value never prints as zero, below the step it shows its significant digits.
    expect(formatNumber(-0.001)).toBe('-0,001');
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(formatNumber(n)).not.toMatch(/NaN|∞|Infinity|^-0,00$/);
      }),
    );
  });

  it('formatSigned puts + on positive figures only, and a tiny figure keeps its sign and its digits', () => {
    expect(formatSigned(1.5)).toBe('+1,50');
    expect(formatSigned(-2)).toBe('-2,00');
    expect(formatSigned(0.001)).toBe('+0,001');
    expect(formatSigned(-0.001)).toBe('-0,001');
    expect(formatSigned(0)).toBe('0,00');
    expect(formatSigned(25, { decimals: 0 })).toBe('+25');
  });

  it('safeDivide gives 0 when the quotient is not finite', () => {
    expect(safeDivide(5, 0)).toBe(0);
    expect(safeDivide(1e308, 1e-308)).toBe(0);
    expect(safeDivide(10, 4)).toBe(2.5);
  });
});

describe('formatNumber writes as Intl.NumberFormat fr-FR does, without loading Intl at start', () => {
  // The former implementation, kept here as the reference.
  const viaIntl = (value: number, decimals: number, minDecimals: number) => {
    const min = Math.min(minDecimals, decimals);
    if (!Number.isFinite(value) || value === 0) return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: min, maximumFractionDigits: decimals }).format(0);
    const shown = displayDecimals(value, decimals);
    const safe = roundDecimal(value, shown);
    if (safe === 0) return new Intl.NumberFormat('fr-FR', { notation: 'scientific', maximumSignificantDigits: 2 }).format(value);
    return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: min, maximumFractionDigits: shown }).format(safe);
  };

  it('matches Intl on worked examples', () => {
    const cases: [number, number, number][] = [
      [1234.5, 2, 2], [-1234.5, 2, 2], [0.0024, 2, 2], [999.995, 2, 2], [-0.5, 0, 0],
      [123456789012345, 2, 0], [1e-25, 2, 2], [12, 2, 0], [1000, 0, 0], [100, 1, 1], [0.1 + 0.2, 15, 0], [-1e14, 0, 0],
    ];
    for (const [value, decimals, min] of cases) expect(formatNumber(value, { decimals, minDecimals: min }), String(value)).toBe(viaIntl(value, decimals, min));
  });

  it('shows 15 significant digits at most, a round figure whole and any other in scientific notation beyond', () => {
    expect(formatNumber(123456789012345.67)).toBe('123\u202f456\u202f789\u202f012\u202f346');
    expect(formatNumber(1234567890123.4567)).toBe('1\u202f234\u202f567\u202f890\u202f123,46');
    expect(formatNumber(12345678901234.567)).toBe('12\u202f345\u202f678\u202f901\u202f234,6');
    expect(formatNumber(1e23)).toBe('1E23');
    expect(formatInteger(-1e15)).toBe('-1\u202f000\u202f000\u202f000\u202f000\u202f000');
    expect(formatNumber(2 ** 70)).toBe('1,18059162071741E21');
    expect(formatNumber(0.1 + 0.2, { decimals: 20, minDecimals: 0 })).toBe('0,3');
  });

  it('matches Intl on any double, decimals and minimum', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true }), fc.double({ min: -1e7, max: 1e7, noNaN: true }), fc.integer().map((n) => n / 100)),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        // Within the 15 significant digits shown at most (the rest is tested above).
        (value, decimals, min) => Math.abs(value) * 10 ** decimals >= 1e15 || formatNumber(value, { decimals, minDecimals: min }) === viaIntl(value, decimals, min),
      ),
      { numRuns: 5000 },
    );
  });
});

describe('one format per kind of figure', () => {
  it('multipliers: 2 to 4 decimals (1,20 in évolution as in remise)', () => {
    expect(formatMultiplier(1.2)).toBe('1,20');
    expect(formatMultiplier(2)).toBe('2,00');
    expect(formatMultiplier(1.0123)).toBe('1,0123');
    expect(formatMultiplier(5116 / 4971)).toBe('1,0292');
  });

  it('exchange rates: as published, at least 2 decimals, at most 6', () => {
    expect(formatExchangeRate(1.0842)).toBe('1,0842');
    expect(formatExchangeRate(0.92234)).toBe('0,92234');
    expect(formatExchangeRate(163.5)).toBe('163,50');
    expect(formatExchangeRate(17782.57)).toBe(`17${NNBSP}782,57`);
  });

  it('bits of entropy: always one decimal', () => {
    expect(formatBits(60.5953)).toBe('60,6\u00a0bits');
    expect(formatBits(64)).toBe('64,0\u00a0bits');
  });

  it('minutes: grouped by thousands', () => {
    expect(formatMinutes(45)).toBe('45\u00a0min');
    expect(formatMinutes(1016)).toBe(`1${NNBSP}016\u00a0min`);
  });
});

describe('readAmount', () => {
  it('reads an amount as typed, never rounded, and says what is wrong in French', () => {
    expect(readAmount('')).toEqual({});
    expect(readAmount('0,125 €')).toEqual({ value: 0.125 });
    expect(readAmount('10 000 000 000 000')).toEqual({ value: 1e13 });
    expect(readAmount('abc')).toEqual({ error: AMOUNT_ERROR });
    expect(readAmount('-5')).toEqual({ error: AMOUNT_ERROR });
    expect(readAmount('-5', 'Veuillez entrer un coût valide')).toEqual({ error: 'Veuillez entrer un coût valide' });
  });

  it('above the largest amount, says that largest instead of « montant valide »', () => {
    for (const text of ['100 000 000 000 000', '1e14', '1e308']) expect(readAmount(text)).toEqual({ error: AMOUNT_TOO_LARGE_ERROR });
    expect(AMOUNT_TOO_LARGE_ERROR).toBe(`Montant trop élevé\u00a0: 10${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}000 au plus`);
    expect(tooLargeError(1e15)).toBe(`Nombre trop grand\u00a0: 1${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}000 au plus`);
  });
});
