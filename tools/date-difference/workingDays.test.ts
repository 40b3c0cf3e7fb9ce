import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentTexts } from '../../components/tool/types';
import { dayNumber, isoFromDayNumber, parseDate } from './dateDifference';
import { addDays, addMonths, civil, countWorkingDays, easterSunday, FIRST_DAY, frenchHolidays, isWorkingDay, LAST_DAY, span, weekday } from './workingDays';

const d = (iso: string) => {
  const parsed = parseDate(iso);
  if (!parsed.ok) throw new Error(iso);
  return parsed.day;
};
const iso = (day: number | undefined) => (day === undefined ? undefined : isoFromDayNumber(day));

describe('easterSunday: anonymous Gregorian algorithm against published dates', () => {
  it.each([
    // Recent and coming years (calendars of service-public.fr / legifrance holidays lists).
    [2008, '03-23'],
    [2019, '04-21'],
    [2024, '03-31'],
    [2025, '04-20'],
    [2026, '04-05'],
    [2027, '03-28'],
    [2028, '04-16'],
    [2038, '04-25'],
    // Far years: the earliest possible Easter (22 March: 1818, 2285) and the latest (25 April: 1943, 2038).
    [1818, '03-22'],
    [2285, '03-22'],
    [1943, '04-25'],
    [1583, '04-10'],
    [2000, '04-23'],
    [1961, '04-02'],
    // Years where the variant that truncates b − (b + 8) / 25, instead of flooring (b + 8) / 25 first, is a week off.
    [1845, '03-23'],
    [1893, '04-02'],
    [2106, '04-18'],
    [2116, '03-29'],
  ])('%i: Easter Sunday on %s', (year, monthDay) => {
    const [month, day] = easterSunday(year);
    expect(`${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(monthDay);
  });

  it('always falls on a Sunday between 22 March and 25 April', () => {
    for (let year = 1583; year <= 4099; year++) {
      const [month, day] = easterSunday(year);
      const n = dayNumber(year, month, day)!;
      expect(weekday(n)).toBe(0);
      expect(n).toBeGreaterThanOrEqual(dayNumber(year, 3, 22)!);
      expect(n).toBeLessThanOrEqual(dayNumber(year, 4, 25)!);
    }
  });
});

/** Published lists of French public holidays (service-public.fr « Jours fériés », calendars of each year). */
const PUBLISHED: Record<number, string[]> = {
  2024: ['01-01', '04-01', '05-01', '05-08', '05-09', '05-20', '07-14', '08-15', '11-01', '11-11', '12-25'],
  2025: ['01-01', '04-21', '05-01', '05-08', '05-29', '06-09', '07-14', '08-15', '11-01', '11-11', '12-25'],
  2026: ['01-01', '04-06', '05-01', '05-08', '05-14', '05-25', '07-14', '08-15', '11-01', '11-11', '12-25'],
  2027: ['01-01', '03-29', '05-01', '05-06', '05-08', '05-17', '07-14', '08-15', '11-01', '11-11', '12-25'],
  // 2008: Ascension on 1 May, the two holidays share a date.
  2008: ['01-01', '03-24', '05-01', '05-01', '05-08', '05-12', '07-14', '08-15', '11-01', '11-11', '12-25'],
  2038: ['01-01', '04-26', '05-01', '05-08', '06-03', '06-14', '07-14', '08-15', '11-01', '11-11', '12-25'],
};
/** Alsace-Moselle adds Good Friday and Saint Stephen’s day (Code du travail, article L3134-13). */
const GOOD_FRIDAY: Record<number, string> = { 2024: '03-29', 2025: '04-18', 2026: '04-03', 2027: '03-26', 2008: '03-21', 2038: '04-23' };

const monthDay = (day: number) => iso(day)!.slice(5);

describe('frenchHolidays against the published lists', () => {
  it.each(Object.keys(PUBLISHED).map(Number))('%i', (year) => {
    expect(frenchHolidays(year).map((h) => monthDay(h.day))).toEqual(PUBLISHED[year]);
    expect(frenchHolidays(year, true).map((h) => monthDay(h.day))).toEqual([...PUBLISHED[year]!, GOOD_FRIDAY[year]!, '12-26'].sort());
  });

  it('names them', () => {
    expect(frenchHolidays(2025).map((h) => `${monthDay(h.day)} ${h.name}`)).toContain('06-09 Lundi de Pentecôte');
    expect(frenchHolidays(2025, true).map((h) => `${monthDay(h.day)} ${h.name}`)).toEqual(expect.arrayContaining(['04-18 Vendredi saint', '12-26 Saint-Étienne']));
  });
});

/** A naive count (one day at a time, holidays from the published lists) to check the fast count against. */
function naiveCount(from: string, to: string, saturday: boolean, alsace: boolean): number {
  let count = 0;
  for (let day = d(from); day <= d(to); day++) {
    const c = civil(day);
    const md = monthDay(day);
    const holidays = new Set([...PUBLISHED[c.year]!, ...(alsace ? [GOOD_FRIDAY[c.year]!, '12-26'] : [])]);
    const wd = weekday(day);
    if (wd === 0 || (wd === 6 && !saturday) || holidays.has(md)) continue;
    count++;
  }
  return count;
}

describe('countWorkingDays', () => {
  it('2024 and 2025: jours ouvrés and ouvrables of the whole year (published: 252 and 251 ouvrés)', () => {
    expect(countWorkingDays(d('2024-01-01'), d('2024-12-31'), 'ouvres').days).toBe(252);
    expect(countWorkingDays(d('2025-01-01'), d('2025-12-31'), 'ouvres').days).toBe(251);
    // 2025: 365 days, 52 Sundays, 11 holidays none of which is a Sunday → 302 jours ouvrables.
    expect(countWorkingDays(d('2025-01-01'), d('2025-12-31'), 'ouvrables').days).toBe(302);
  });

  it('includes both dates and ignores their order', () => {
    // Monday 3 to Friday 7 March 2025: 5 jours ouvrés, 5 ouvrables; to Saturday 8: 5 and 6.
    expect(countWorkingDays(d('2025-03-03'), d('2025-03-07'), 'ouvres').days).toBe(5);
    expect(countWorkingDays(d('2025-03-08'), d('2025-03-03'), 'ouvres').days).toBe(5);
    expect(countWorkingDays(d('2025-03-03'), d('2025-03-08'), 'ouvrables').days).toBe(6);
    expect(countWorkingDays(d('2025-03-09'), d('2025-03-09'), 'ouvrables').days).toBe(0);
  });

  it('takes out holidays on counted days only, each date once', () => {
    // May 2025: 1, 8, 29 May (Thursdays) are holidays: 22 weekdays - 3 = 19 jours ouvrés.
    const may = countWorkingDays(d('2025-05-01'), d('2025-05-31'), 'ouvres');
    expect(may.days).toBe(19);
    expect(may.holidays.map((h) => h.name)).toEqual(['Fête du Travail', 'Victoire 1945', 'Ascension']);
    // 2008: Ascension and 1 May on the same Thursday: one day taken out.
    expect(countWorkingDays(d('2008-05-01'), d('2008-05-01'), 'ouvres')).toMatchObject({ days: 0 });
    expect(countWorkingDays(d('2008-01-01'), d('2008-12-31'), 'ouvres').holidays).toHaveLength(9);
    // 1 November 2025 is a Saturday: not taken out of jours ouvrés, taken out of jours ouvrables.
    expect(countWorkingDays(d('2025-11-01'), d('2025-11-01'), 'ouvres').holidays).toEqual([]);
    expect(countWorkingDays(d('2025-11-01'), d('2025-11-01'), 'ouvrables').holidays).toHaveLength(1);
  });

  it('Alsace-Moselle: Good Friday and 26 December are taken out', () => {
    expect(countWorkingDays(d('2025-04-18'), d('2025-04-18'), 'ouvres', true).days).toBe(0);
    expect(countWorkingDays(d('2025-04-18'), d('2025-04-18'), 'ouvres', false).days).toBe(1);
    expect(countWorkingDays(d('2025-01-01'), d('2025-12-31'), 'ouvres', true).days).toBe(249);
  });

  it('matches a naive day-by-day count with the published lists, on random ranges of the listed years', () => {
    const day = fc.integer({ min: d('2024-01-01'), max: d('2027-12-31') });
    fc.assert(
      fc.property(day, day, fc.boolean(), fc.boolean(), (a, b, saturday, alsace) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(countWorkingDays(a, b, saturday ? 'ouvrables' : 'ouvres', alsace).days).toBe(naiveCount(iso(from)!, iso(to)!, saturday, alsace));
      }),
      { numRuns: 200 },
    );
  });

  it('counts years 1 to 9999 at once', () => {
    const all = countWorkingDays(FIRST_DAY, LAST_DAY, 'ouvres');
    expect(all.days).toBeGreaterThan(2_400_000);
    expect(Number.isInteger(all.days)).toBe(true);
  });
});

describe('addDays', () => {
  it('calendar days', () => {
    expect(iso(addDays(d('2024-02-28'), 1, 'calendaires'))).toBe('2024-02-29');
    expect(iso(addDays(d('2024-03-01'), -1, 'calendaires'))).toBe('2024-02-29');
    expect(iso(addDays(d('2025-01-01'), 0, 'calendaires'))).toBe('2025-01-01');
  });

  it('working days skip weekends and holidays, the start not counted', () => {
    // Friday 25 April 2025 + 5 jours ouvrés: 28, 29, 30 April, (1 May holiday) 2, 5 May → Monday 5 May.
    expect(iso(addDays(d('2025-04-25'), 5, 'ouvres'))).toBe('2025-05-05');
    // Same with jours ouvrables: 26, 28, 29, 30 April, (1 May) 2 May → Friday 2 May.
    expect(iso(addDays(d('2025-04-25'), 5, 'ouvrables'))).toBe('2025-05-02');
    // Wednesday 24 December 2025 + 1 jour ouvré: Friday 26 (Thursday 25 is Christmas); Alsace-Moselle: Monday 29.
    expect(iso(addDays(d('2025-12-24'), 1, 'ouvres'))).toBe('2025-12-26');
    expect(iso(addDays(d('2025-12-24'), 1, 'ouvres', true))).toBe('2025-12-29');
    // Backwards: Tuesday 22 April 2025 − 1 jour ouvré: Friday 18 (Monday 21 is Easter Monday).
    expect(iso(addDays(d('2025-04-22'), -1, 'ouvres'))).toBe('2025-04-18');
    expect(iso(addDays(d('2025-04-22'), -1, 'ouvres', true))).toBe('2025-04-17');
  });

  it('gives nothing beyond year 9999', () => {
    expect(addDays(LAST_DAY, 1, 'calendaires')).toBeUndefined();
    expect(addDays(LAST_DAY - 2, 5, 'ouvres')).toBeUndefined();
    expect(addDays(FIRST_DAY, -1, 'ouvrables')).toBeUndefined();
  });

  it('property: adding N working days, then counting from the day after the start to the result, gives N', () => {
    const start = fc.integer({ min: d('1900-01-01'), max: d('2200-12-31') });
    fc.assert(
      fc.property(start, fc.integer({ min: -400, max: 400 }), fc.boolean(), fc.boolean(), (s, n, saturday, alsace) => {
        const kind = saturday ? 'ouvrables' : 'ouvres';
        const end = addDays(s, n, kind, alsace)!;
        if (n === 0) {
          expect(end).toBe(s);
          return;
        }
        expect(isWorkingDay(end, kind, alsace)).toBe(true);
        const step = n > 0 ? 1 : -1;
        expect(countWorkingDays(s + step, end, kind, alsace).days).toBe(Math.abs(n));
      }),
      { numRuns: 300 },
    );
  });
});

describe('span in years, months and days', () => {
  const s = (a: string, b: string) => span(d(a), d(b));
  it.each([
    ['2024-01-31', '2024-02-29', 0, 0, 29],
    ['2024-01-31', '2024-03-01', 0, 1, 1],
    ['2024-01-15', '2024-02-15', 0, 1, 0],
    ['2024-02-29', '2025-02-28', 0, 11, 30],
    ['2024-02-29', '2025-03-01', 1, 0, 1],
    ['2020-02-29', '2024-02-29', 4, 0, 0],
    ['1990-07-14', '2025-11-22', 35, 4, 8],
    ['2025-03-31', '2025-04-30', 0, 0, 30],
    ['2025-01-01', '2025-12-31', 0, 11, 30],
    ['2025-01-01', '2026-01-01', 1, 0, 0],
    ['2025-05-10', '2025-05-10', 0, 0, 0],
  ])('%s → %s: %i years, %i months, %i days', (a, b, years, months, days) => {
    expect(s(a, b)).toEqual({ years, months, days });
    expect(s(b, a)).toEqual({ years, months, days });
  });

  it('property: the months added to the start land on or before the end, the next month after it', () => {
    const day = fc.integer({ min: d('0100-01-01'), max: d('9998-01-01') });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const { years, months, days } = span(from, to);
        const anchor = addMonths(from, years * 12 + months);
        expect(anchor + days).toBe(to);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(months).toBeLessThan(12);
        // The next month ends after the end date, or on it when its day was clamped (31 January → 29 February).
        const next = addMonths(from, years * 12 + months + 1);
        if (civil(to).day < civil(from).day) expect(next).toBeGreaterThanOrEqual(to);
        else expect(next).toBeGreaterThan(to);
      }),
    );
  });
});

describe('content', () => {
  it('defines jours ouvrés and ouvrables, the holidays, Whit Monday, Alsace-Moselle and the conventions', async () => {
    const { content } = await import('./content');
    const all = contentTexts(content).join(' ');
    expect(all).toMatch(/jours ouvrés vont du lundi au vendredi/);
    expect(all).toMatch(/jours ouvrables vont du lundi au samedi/);
    expect(all).toMatch(/lundi de Pentecôte est compté comme férié/);
    expect(all).toMatch(/journée de solidarité/);
    expect(all).toMatch(/Alsace-Moselle s’ajoutent le Vendredi saint/);
    expect(all).toMatch(/Meeus\/Jones\/Butcher/);
    expect(all).toMatch(/le jour de départ n’est pas compté/);
    expect(all).toMatch(/du 31 janvier au 29 février 2024, il y a 29 jours/);
  });
});
