/**
 * Working days, French public holidays, adding days to a date and the span in years, months and days: pure
 * logic (no React, no DOM). Dates are day numbers (days since 1970-01-01, see dayNumber in dateDifference.ts),
 * so every computation is integer arithmetic in UTC: no time zone or daylight-saving change can shift a day.
 *
 * Conventions (stated in content.ts):
 * - jours ouvrés: Monday to Friday, less the public holidays falling on those days;
 *   jours ouvrables: Monday to Saturday, less the public holidays falling on those days (Sunday never counts).
 * - Counting between two dates includes both the start and the end date (« du lundi 3 au vendredi 7 inclus »:
 *   5 jours ouvrés). The order of the dates does not matter.
 * - The 11 public holidays of the Code du travail (article L3133-1), Whit Monday included: the « journée de
 *   solidarité » may be worked in some firms, but the day stays a public holiday in law. Alsace-Moselle adds
 *   Good Friday and 26 December (article L3134-13).
 * - Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher), valid for every Gregorian year.
 * - Adding N working days: the start date is not counted; the result is the Nth working day after it (before
 *   it when N < 0), so it is always a working day, and counting from the day after the start to the result,
 *   both included, gives N again. N = 0 gives the start date itself.
 */
import { dayNumber } from './dateDifference';

const MS_PER_DAY = 86_400_000;

export type DayKind = 'ouvres' | 'ouvrables';
export type AddKind = 'calendaires' | DayKind;

export interface Holiday {
  day: number;
  name: string;
}

/** Day of the week of a day number: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Year, month (1–12) and day of a day number. */
export function civil(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Easter Sunday of a Gregorian year as [month, day] (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): [month: number, day: number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const cache = new Map<string, Holiday[]>();
/** Days before the first of each month in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** The French public holidays of a year, in date order (two holidays on one date are both listed). */
export function frenchHolidays(year: number, alsaceMoselle = false): Holiday[] {
  const key = `${year}:${alsaceMoselle}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // Day numbers by arithmetic from the year's first day: one Date per year, not one per holiday.
  const first = dayNumber(year, 1, 1)!;
  const leap = isLeap(year) ? 1 : 0;
  const on = (month: number, day: number) => first + DAYS_BEFORE_MONTH[month - 1]! + (month > 2 ? leap : 0) + day - 1;
  const [em, ed] = easterSunday(year);
  const easter = on(em, ed);
  const list: Holiday[] = [
    { day: on(1, 1), name: 'Jour de l’an' },
    { day: easter + 1, name: 'Lundi de Pâques' },
    { day: on(5, 1), name: 'Fête du Travail' },
    { day: on(5, 8), name: 'Victoire 1945' },
    { day: easter + 39, name: 'Ascension' },
    { day: easter + 50, name: 'Lundi de Pentecôte' },
    { day: on(7, 14), name: 'Fête nationale' },
    { day: on(8, 15), name: 'Assomption' },
    { day: on(11, 1), name: 'Toussaint' },
    { day: on(11, 11), name: 'Armistice 1918' },
    { day: on(12, 25), name: 'Noël' },
  ];
  if (alsaceMoselle) list.push({ day: easter - 2, name: 'Vendredi saint' }, { day: on(12, 26), name: 'Saint-Étienne' });
  list.sort((x, y) => x.day - y.day);
  if (cache.size > 40_000) cache.clear();
  cache.set(key, list);
  return list;
}

const COUNTED: Record<DayKind, readonly boolean[]> = {
  // Sunday … Saturday
  ouvres: [false, true, true, true, true, true, false],
  ouvrables: [false, true, true, true, true, true, true],
};

/** Whether a day is a public holiday. */
export function isHoliday(day: number, alsaceMoselle = false): boolean {
  return frenchHolidays(civil(day).year, alsaceMoselle).some((h) => h.day === day);
}

/** Whether a day counts as a jour ouvré / ouvrable. */
export function isWorkingDay(day: number, kind: DayKind, alsaceMoselle = false): boolean {
  return COUNTED[kind][weekday(day)]! && !isHoliday(day, alsaceMoselle);
}

export interface WorkingDayCount {
  /** Days counted, both ends included. */
  days: number;
  /** Public holidays (distinct dates) between the two dates that fell on a counted weekday and were taken out. */
  holidays: Holiday[];
}

/**
 * Jours ouvrés or ouvrables between two day numbers, both included, in any order. O(years), not O(days).
 * Meant for dates of years 1–9999 (FIRST_DAY…LAST_DAY), the range the view counts.
 */
export function countWorkingDays(a: number, b: number, kind: DayKind, alsaceMoselle = false): WorkingDayCount {
  const [from, to] = a <= b ? [a, b] : [b, a];
  const counted = COUNTED[kind];
  const total = to - from + 1;
  let days = Math.floor(total / 7) * counted.filter(Boolean).length;
  for (let d = from + Math.floor(total / 7) * 7; d <= to; d++) if (counted[weekday(d)]) days++;
  const holidays: Holiday[] = [];
  const seen = new Set<number>();
  for (let year = civil(from).year; year <= civil(to).year; year++) {
    for (const h of frenchHolidays(year, alsaceMoselle)) {
      if (h.day < from || h.day > to || seen.has(h.day) || !counted[weekday(h.day)]) continue;
      seen.add(h.day);
      holidays.push(h);
    }
  }
  return { days: days - holidays.length, holidays };
}

/** Largest count of days accepted by « Ajouter ou retirer des jours ». */
export const MAX_ADD_DAYS = 100_000;
/** First and last day numbers a date field can show (0001-01-01 … 9999-12-31). */
export const FIRST_DAY = dayNumber(1, 1, 1)!;
export const LAST_DAY = dayNumber(9999, 12, 31)!;

/**
 * The date `count` calendar days, jours ouvrés or jours ouvrables after `start` (before it when negative),
 * the start not counted; undefined when the result leaves years 1–9999.
 */
export function addDays(start: number, count: number, kind: AddKind, alsaceMoselle = false): number | undefined {
  let day = start;
  if (kind === 'calendaires') day = start + count;
  else {
    const step = count < 0 ? -1 : 1;
    let left = Math.abs(count);
    while (left > 0) {
      day += step;
      if (day < FIRST_DAY || day > LAST_DAY) return undefined;
      if (isWorkingDay(day, kind, alsaceMoselle)) left--;
    }
  }
  return day < FIRST_DAY || day > LAST_DAY ? undefined : day;
}

export interface Span {
  years: number;
  months: number;
  days: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** `months` months after a date, the day kept or brought back to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(day: number, months: number): number {
  const c = civil(day);
  const index = c.year * 12 + (c.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return dayNumber(year, month, Math.min(c.day, daysInMonth(year, month)))!;
}

/**
 * The span between two dates in years, months and days, as a calendar reads it (and as date-fns
 * intervalToDuration does): a month is complete once the same day of the month is reached, the days are
 * counted from the last complete month, month ends clamped (31 January → 29 February 2024: 29 days; 31 January
 * → 1 March 2024: 1 month and 1 day). The order of the dates does not matter.
 */
export function span(a: number, b: number): Span {
  const [from, to] = a <= b ? [a, b] : [b, a];
  const s = civil(from);
  const e = civil(to);
  const months = (e.year - s.year) * 12 + (e.month - s.month) - (e.day < s.day ? 1 : 0);
  const anchor = addMonths(from, months);
  return { years: Math.floor(months / 12), months: months % 12, days: to - anchor };
}
