/**
 * Days between dates: pure logic (no React, no DOM, no storage).
 *
 * Dates are calendar dates, not instants. `<input type="date">` hands over 'YYYY-MM-DD'; each date is turned
 * into a day number with Date.UTC (days since 1970-01-01), and the difference is a subtraction of integers.
 * Local midnight is never used, so a daylight-saving change (a 23- or 25-hour day) or the time zone the
 * browser runs in cannot shift the count by one (DECISIONS.md: "count calendar days independently of time
 * zone and daylight saving time").
 *
 * The French form 'JJ/MM/AAAA' is also read, for browsers or pastes that give text instead of an ISO date.
 */

import { formatInteger } from '../../components/lib/number';

export const DATE_ERROR = 'Veuillez entrer une date valide (JJ/MM/AAAA)';

const MS_PER_DAY = 86_400_000;
/** `<input type="date">` accepts years 1 to 275760 (the range of ECMAScript dates). */
const MAX_YEAR = 275_760;

/**
 * Day number (days since 1970-01-01, proleptic Gregorian calendar) of a calendar date, or `undefined`
 * when the month or day does not exist (31 April, 29 February of a common year).
 */
export function dayNumber(year: number, month: number, day: number): number | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (year < 1 || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  // setUTCFullYear, not Date.UTC(year, …): Date.UTC maps years 0–99 to 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const time = date.getTime();
  if (!Number.isFinite(time)) return undefined;
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return Math.round(time / MS_PER_DAY) + 0;
}

export type ParsedDate =
  | { readonly ok: true; readonly day: number }
  | { readonly ok: false; readonly empty: boolean };

const ISO = /^(\d{4,6})-(\d{1,2})-(\d{1,2})$/;
const FRENCH = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** Reads 'YYYY-MM-DD' (what date inputs give) or 'JJ/MM/AAAA'. Never throws. */
export function parseDate(raw: string): ParsedDate {
  const text = String(raw ?? '').trim();
  if (text === '') return { ok: false, empty: true };
  let year: number;
  let month: number;
  let day: number;
  const iso = ISO.exec(text);
  const french = iso ? null : FRENCH.exec(text);
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else if (french) {
    day = Number(french[1]);
    month = Number(french[2]);
    year = Number(french[3]);
  } else {
    return { ok: false, empty: false };
  }
  const n = dayNumber(year, month, day);
  return n === undefined ? { ok: false, empty: false } : { ok: true, day: n };
}

export interface DateDifferenceResult {
  /** True when both dates are valid; otherwise every count below is 0. */
  complete: boolean;
  /** Whole days of the absolute difference (SPEC.md): 1 March → 2 March is 1 day. */
  days: number;
  /** The same span counting both the first and the last day (days + 1), 0 when incomplete. */
  inclusiveDays: number;
  /** `days` split into whole weeks… */
  weeks: number;
  /** …and the days left over (0–6). */
  remainingDays: number;
  /** 1 when the end date is after the start date, −1 when before, 0 when equal or incomplete. */
  direction: -1 | 0 | 1;
  /** French message for a field that is filled but not a date. */
  startError?: string;
  endError?: string;
}

const EMPTY_RESULT: Omit<DateDifferenceResult, 'startError' | 'endError'> = {
  complete: false,
  days: 0,
  inclusiveDays: 0,
  weeks: 0,
  remainingDays: 0,
  direction: 0,
};

/** Days between two dates, as typed in the two fields. 0 unless both dates are given and valid. */
export function dateDifference(start: string, end: string): DateDifferenceResult {
  const a = parseDate(start);
  const b = parseDate(end);
  if (!a.ok || !b.ok) {
    const result: DateDifferenceResult = { ...EMPTY_RESULT };
    if (!a.ok && !a.empty) result.startError = DATE_ERROR;
    if (!b.ok && !b.empty) result.endError = DATE_ERROR;
    return result;
  }
  const signed = b.day - a.day;
  const days = Math.abs(signed);
  return {
    complete: true,
    days,
    inclusiveDays: days + 1,
    weeks: Math.floor(days / 7),
    remainingDays: days % 7,
    direction: signed > 0 ? 1 : signed < 0 ? -1 : 0,
  };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * The local calendar date of an instant as 'YYYY-MM-DD', the value a date input expects (for a
 * « Aujourd’hui » button). Local on purpose: "today" is the user's wall-clock date.
 */
export function toIsoDate(date: Date): string {
  if (!Number.isFinite(date.getTime())) return '';
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** « samedi 1er mars 2025 »: the calendar date itself (read in UTC, so no time zone can shift it). */
const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A typed date written out in French, « samedi 1er mars 2025 » (1er for the first of the month), or '' when it is not a date. */
export function formatLongDate(raw: string): string {
  const parsed = parseDate(raw);
  if (!parsed.ok) return '';
  return LONG_DATE.format(new Date(parsed.day * MS_PER_DAY)).replace(/^(\S+ )1 /, '$11er ');
}

/** 'YYYY-MM-DD' of a day number (inverse of parseDate for valid dates). */
export function isoFromDayNumber(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  if (!Number.isFinite(date.getTime())) return '';
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** French wording of a span in weeks and days: '10 semaines et 3 jours', '1 semaine', '5 jours', '0 jour'. */
export function formatWeeksAndDays(days: number): string {
  const safe = Number.isFinite(days) ? Math.abs(Math.trunc(days)) : 0;
  const weeks = Math.floor(safe / 7);
  const rest = safe % 7;
  const w = `${formatInteger(weeks)}\u00a0semaine${weeks > 1 ? 's' : ''}`;
  const d = `${formatInteger(rest)}\u00a0jour${rest > 1 ? 's' : ''}`;
  if (weeks === 0) return d;
  if (rest === 0) return w;
  return `${w} et ${d}`;
}
