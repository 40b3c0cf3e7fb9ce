import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATE_ERROR,
  dateDifference,
  dayNumber,
  formatLongDate,
  formatWeeksAndDays,
  isoFromDayNumber,
  parseDate,
} from './dateDifference';

describe('dateDifference: worked examples (day counts as timeanddate.com gives them, end date excluded)', () => {
  it.each([
    ['same day', '2024-06-15', '2024-06-15', 0],
    ['next day', '2024-06-15', '2024-06-16', 1],
    ['whole leap year 2024 (timeanddate.com: 366 days)', '2024-01-01', '2025-01-01', 366],
    ['1 Jan to 31 Dec 2024 (timeanddate.com: 365 days, 366 with the end date)', '2024-01-01', '2024-12-31', 365],
    ['common year 2023', '2023-01-01', '2024-01-01', 365],
    ['29 February 2024 counted', '2024-02-28', '2024-03-01', 2],
    ['2000 is a leap year (divisible by 400)', '2000-02-28', '2000-03-01', 2],
    ['1900 is not a leap year (divisible by 100)', '1900-02-28', '1900-03-01', 1],
    ['Unix epoch to 2000-01-01 (10 957 days)', '1970-01-01', '2000-01-01', 10957],
    ['Paris spring DST (31 March 2024, 23-hour day)', '2024-03-30', '2024-04-01', 2],
    ['Paris autumn DST (27 October 2024, 25-hour day)', '2024-10-26', '2024-10-28', 2],
    ['US spring DST (10 March 2024)', '2024-03-09', '2024-03-11', 2],
    ['US autumn DST (3 November 2024)', '2024-11-02', '2024-11-04', 2],
    ['across a whole DST season', '2024-03-01', '2024-11-30', 274],
    ['end before start: absolute value', '2024-12-25', '2024-12-01', 24],
    ['Christmas countdown from 1 December', '2024-12-01', '2024-12-25', 24],
    ['years 1–99 are not mapped to 1900–1999', '0050-01-01', '0051-01-01', 365],
    ['French format accepted', '14/07/2024', '15/08/2024', 32],
    ['content.ts: 1 to 7 July is 6 days, 7 counting the first day', '2025-07-01', '2025-07-07', 6],
    ['content.ts: 1 to 30 November is 29 days, 30 inclusive (budget per day)', '2025-11-01', '2025-11-30', 29],
    ['content.ts: withdrawal period, parcel received 3 March, last day 17 March', '2025-03-03', '2025-03-17', 14],
  ])('%s: %s → %s = %d days', (_name, start, end, expected) => {
    const result = dateDifference(start, end);
    expect(result.complete).toBe(true);
    expect(result.days).toBe(expected);
    expect(result.inclusiveDays).toBe(expected + 1);
    expect(result.weeks * 7 + result.remainingDays).toBe(expected);
    expect(result.remainingDays).toBeGreaterThanOrEqual(0);
    expect(result.remainingDays).toBeLessThan(7);
  });

  it('gives the direction and splits into weeks and days', () => {
    expect(dateDifference('2024-01-01', '2024-03-15')).toEqual({
      complete: true,
      days: 74,
      inclusiveDays: 75,
      weeks: 10,
      remainingDays: 4,
      direction: 1,
    });
    expect(dateDifference('2024-03-15', '2024-01-01').direction).toBe(-1);
    expect(dateDifference('2024-03-15', '2024-03-15').direction).toBe(0);
  });

  it('is 0 unless both dates are given (SPEC.md section 5), with no error for empty fields', () => {
    const empty = { complete: false, days: 0, inclusiveDays: 0, weeks: 0, remainingDays: 0, direction: 0 };
    expect(dateDifference('', '')).toEqual(empty);
    expect(dateDifference('2024-01-01', '')).toEqual(empty);
    expect(dateDifference('', '2024-01-01')).toEqual(empty);
    expect(dateDifference('  ', '2024-01-01')).toEqual(empty);
  });

  it('reports a filled field that is not a real date', () => {
    expect(dateDifference('2023-02-29', '2024-01-01')).toMatchObject({ complete: false, days: 0, startError: DATE_ERROR });
    expect(dateDifference('2024-01-01', '2024-04-31')).toMatchObject({ days: 0, endError: DATE_ERROR });
    for (const bad of ['demain', '2024-13-01', '2024-00-10', '2024-01-00', '0000-01-01', '32/01/2024', '2024/01/01', '1e3']) {
      expect(parseDate(bad)).toEqual({ ok: false, empty: false });
    }
  });
});

describe('parseDate and dayNumber', () => {
  it('counts days since 1970-01-01', () => {
    expect(parseDate('1970-01-01')).toEqual({ ok: true, day: 0 });
    expect(parseDate('1969-12-31')).toEqual({ ok: true, day: -1 });
    expect(parseDate('2000-01-01')).toEqual({ ok: true, day: 10957 });
    expect(dayNumber(2024, 2, 30)).toBeUndefined();
    expect(dayNumber(1.5, 1, 1)).toBeUndefined();
    expect(dayNumber(NaN, 1, 1)).toBeUndefined();
  });

  it('reads the largest year a date input allows', () => {
    expect(parseDate('275760-09-13').ok).toBe(true);
    expect(parseDate('275760-09-14').ok).toBe(false);
    expect(dateDifference('0001-01-01', '275760-09-13').days).toBe(100_000_000 + 719_162);
  });
});

describe('formatWeeksAndDays', () => {
  it.each([
    [0, '0\u00a0jour'],
    [1, '1\u00a0jour'],
    [6, '6\u00a0jours'],
    [7, '1\u00a0semaine'],
    [8, '1\u00a0semaine et 1\u00a0jour'],
    [74, '10\u00a0semaines et 4\u00a0jours'],
    [NaN, '0\u00a0jour'],
  ])('%d days → %s', (days, expected) => {
    expect(formatWeeksAndDays(days)).toBe(expected);
  });
});

const calendarDay = fc.integer({ min: dayNumber(1, 1, 1)!, max: dayNumber(9999, 12, 31)! });

describe('dateDifference: properties', () => {
  it('ISO text of a day number reads back to the same day', () => {
    fc.assert(
      fc.property(calendarDay, (d) => {
        expect(parseDate(isoFromDayNumber(d))).toEqual({ ok: true, day: d });
      }),
    );
  });

  it('is symmetric, non-negative, an integer, and equals the distance between day numbers', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, (a, b) => {
        const x = dateDifference(isoFromDayNumber(a), isoFromDayNumber(b));
        const y = dateDifference(isoFromDayNumber(b), isoFromDayNumber(a));
        expect(x.days).toBe(y.days);
        expect(x.days).toBe(Math.abs(a - b));
        expect(Number.isInteger(x.days)).toBe(true);
        expect(x.direction).toBe(-y.direction || 0);
      }),
    );
  });

  it('is additive: a → b plus b → c equals a → c when b lies between', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, calendarDay, (p, q, r) => {
        const [a, b, c] = [p, q, r].sort((m, n) => m - n) as [number, number, number];
        const d = (x: number, y: number) => dateDifference(isoFromDayNumber(x), isoFromDayNumber(y)).days;
        expect(d(a, b) + d(b, c)).toBe(d(a, c));
      }),
    );
  });

  it('never throws and never gives NaN, Infinity or -0 on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (s, t) => {
        for (const r of [dateDifference(s, t), dateDifference(t, s)]) {
          for (const v of [r.days, r.inclusiveDays, r.weeks, r.remainingDays, r.direction]) {
            expect(Number.isFinite(v)).toBe(true);
            expect(Object.is(v, -0)).toBe(false);
          }
        }
      }),
    );
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2025-03-01', 'samedi 1er mars 2025'],
    ['01/03/2025', 'samedi 1er mars 2025'],
    ['2025-03-11', 'mardi 11 mars 2025'],
    ['2024-12-31', 'mardi 31 décembre 2024'],
    ['2025-02-31', ''],
    ['', ''],
  ])('%s → %s', (raw, expected) => {
    expect(formatLongDate(raw)).toBe(expected);
  });
});
