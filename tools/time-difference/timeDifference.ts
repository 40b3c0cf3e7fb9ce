/**
 * Time difference (durée entre deux heures): pure logic (no React, no DOM, no storage).
 *
 * Times are 'HH:MM' on a 24-hour clock: hours 0–23 (one digit allowed: '9:05'), minutes 00–59. When the end
 * time is before the start time, the span runs past midnight (+24 h): 22:00 → 06:00 is 8 hours. Equal times
 * give 0, not 24 hours. While either field is empty the result is 0 (SPEC.md section 4).
 */

import { formatMinutes } from '../../components/lib/number';

export const TIME_FORMAT_ERROR = 'Format invalide. Utilisez HH:MM';

/** Longest text a time field keeps ('HH:MM'); longer input is ignored (SPEC.md section 5). */
export const TIME_MAX_LENGTH = 5;

const MINUTES_PER_DAY = 24 * 60;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
/**
 * What French users type for a time, besides 'HH:MM': an hour alone ('9', '18'), '18h', '18 h', '18h30',
 * '18 h 30', '18.30'. Spaces of any kind (no-break included) are spaces.
 */
const FRENCH_TIME = /^([01]?\d|2[0-3])(?: ?[:hH.] ?([0-5]\d)?)?$/;
const ANY_SPACE = /[\s\u00a0\u202f\u2007\u2009]+/g;

export type ParsedTime =
  | { readonly ok: true; readonly minutes: number }
  | { readonly ok: false; readonly empty: boolean };

/** Minutes since midnight of 'H:MM', 'HH:MM', '9', '18h', '18 h 30' (surrounding spaces allowed). Never throws. */
export function parseTime(raw: string): ParsedTime {
  const text = String(raw ?? '').replace(ANY_SPACE, ' ').trim();
  if (text === '') return { ok: false, empty: true };
  const match = FRENCH_TIME.exec(text);
  if (!match) return { ok: false, empty: false };
  return { ok: true, minutes: Number(match[1]) * 60 + Number(match[2] ?? 0) };
}

/**
 * The value a time field keeps when the user changes it from `previous` to `next`:
 * - surrounding spaces are dropped;
 * - input longer than 5 characters is ignored (the previous value stays);
 * - four digits become 'HH:MM' when they make a valid time ('0930' → '09:30'; '2460' stays as typed and the
 *   field shows the format error);
 * - the French '9h30' / '9H30' / '9.30' becomes '9:30'.
 * Anything else is kept as typed, so that the user can go on typing ('9', '09', '09:', '09:3').
 */
export function normalizeTimeInput(previous: string, next: string): string {
  const text = String(next ?? '').replace(ANY_SPACE, ' ').trim();
  // '18 h 30' (pasted or typed with spaces) is 18:30 before the length rule applies.
  const spaced = /^([01]?\d|2[0-3]) ?[hH] ?([0-5]\d)$/.exec(text);
  if (spaced && text.includes(' ')) return `${spaced[1]}:${spaced[2]}`;
  // Longer than HH:MM is ignored, except a time being typed with spaces (« 18 h 3 », on its way to 18 h 30).
  const spacedPrefix = text.includes(' ') && text.length <= TIME_MAX_LENGTH + 2 && isTimePrefix(text);
  if (text.length > TIME_MAX_LENGTH && !spacedPrefix) return String(previous ?? '');
  if (/^\d{4}$/.test(text)) {
    const candidate = `${text.slice(0, 2)}:${text.slice(2)}`;
    return TIME.test(candidate) ? candidate : text;
  }
  const french = /^(\d{1,2})[hH.](\d{2})$/.exec(text);
  if (french) {
    const candidate = `${french[1]}:${french[2]}`;
    if (TIME.test(candidate)) return candidate;
  }
  return text;
}

/**
 * Partial input that can still become a valid time by typing more characters: '9', '09', '093', '9:', '9:3',
 * '9h', '9h3' (and complete times). A time field hides its format error while it is focused and its text
 * is such a prefix, so the error never flashes during normal typing; '25', '24:00', '12:6' or '2460' can
 * never become valid and show the error at once.
 */
const TIME_PREFIX = /^(?:\d|(?:[01]\d|2[0-3])(?:[0-5]\d?)?|(?:[01]?\d|2[0-3]) ?[:hH.] ?(?:[0-5]\d?)?)?$/;

export function isTimePrefix(raw: string): boolean {
  return TIME_PREFIX.test(String(raw ?? '').replace(ANY_SPACE, ' ').trim());
}

export interface TimeDifferenceResult {
  /** True when both times are valid; otherwise every figure below is 0. */
  complete: boolean;
  /** Total span in minutes, 0–1439. */
  minutes: number;
  /** The same span as whole hours… */
  hours: number;
  /** …and the minutes left over (0–59). */
  remainingMinutes: number;
  /** The span in hours as a decimal number (8 h 30 → 8.5), rounded to 2 decimals, for timesheets. */
  decimalHours: number;
  /** True when the end time is earlier than the start time, so the span crosses midnight. */
  overMidnight: boolean;
  startError?: string;
  endError?: string;
}

/** Duration between two times typed as 'HH:MM'. Never throws, never NaN. */
export function timeDifference(start: string, end: string): TimeDifferenceResult {
  const a = parseTime(start);
  const b = parseTime(end);
  if (!a.ok || !b.ok) {
    const result: TimeDifferenceResult = {
      complete: false,
      minutes: 0,
      hours: 0,
      remainingMinutes: 0,
      decimalHours: 0,
      overMidnight: false,
    };
    if (!a.ok && !a.empty) result.startError = TIME_FORMAT_ERROR;
    if (!b.ok && !b.empty) result.endError = TIME_FORMAT_ERROR;
    return result;
  }
  const overMidnight = b.minutes < a.minutes;
  const minutes = overMidnight ? b.minutes + MINUTES_PER_DAY - a.minutes : b.minutes - a.minutes;
  return {
    complete: true,
    minutes,
    hours: Math.floor(minutes / 60),
    remainingMinutes: minutes % 60,
    decimalHours: Math.round((minutes / 60) * 100) / 100,
    overMidnight,
  };
}

/** French wording of a duration: '8 h 30 min', '1 h 5 min', '45 min', '2 h', '0 min' (no-break spaces). */
export function formatHoursMinutes(totalMinutes: number): string {
  const safe = Number.isFinite(totalMinutes) ? Math.abs(Math.round(totalMinutes)) : 0;
  const hours = Math.floor(safe / 60);
  const minutes = safe % 60;
  if (hours === 0) return formatMinutes(minutes);
  if (minutes === 0) return `${hours}\u00a0h`;
  return `${hours}\u00a0h ${minutes}\u00a0min`;
}

/** The local time of an instant as 'HH:MM', the value a time field expects (for a « Maintenant » button). */
export function toTimeOfDay(date: Date): string {
  if (!Number.isFinite(date.getTime())) return '';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Timesheet: several ranges, a break deducted, the total in hours and minutes and in decimal hours.

/** Most ranges a timesheet holds (a day cut in many pieces still fits; the address stays short). */
export const TIMESHEET_MAX_RANGES = 20;

export const BREAK_FORMAT_ERROR = 'Durée invalide. Saisissez des minutes (45) ou HH:MM (0:45)';
export const BREAK_TOO_LONG_ERROR = 'La pause dépasse le temps des plages';

export interface TimesheetRange {
  start: string;
  end: string;
}

export interface TimesheetResult {
  /** Each range as the two-time calculator sees it (overnight ranges run past midnight, +24 h). */
  rows: TimeDifferenceResult[];
  /** Ranges with both times valid. */
  completeCount: number;
  /** Ranges with one time missing (left out of the total). */
  incompleteCount: number;
  /** Sum of the complete ranges, in minutes. */
  rangesMinutes: number;
  /** Break deducted, in minutes (0 when empty or invalid). */
  breakMinutes: number;
  /** Worked time: ranges minus break, in minutes (0 while something is invalid). */
  totalMinutes: number;
  /** The same in decimal hours, rounded once to 2 decimals (7 h 30 → 7.5). */
  decimalHours: number;
  /** A time or the break is invalid: no total is shown. */
  invalid: boolean;
  breakError?: string;
}

/**
 * A break as typed: whole minutes (`45`, `90`), or hours and minutes (`0:45`, `1:30`, `1h30`, `1 h`).
 * A number alone is minutes here, unlike a time of day, because a break is counted in minutes.
 */
export function parseBreak(raw: string): ParsedTime {
  const text = String(raw ?? '').replace(ANY_SPACE, ' ').trim();
  if (text === '') return { ok: false, empty: true };
  const minutesOnly = /^(\d{1,3}) ?(?:min)?$/.exec(text);
  if (minutesOnly) return { ok: true, minutes: Number(minutesOnly[1]) };
  const hoursMinutes = /^(\d{1,2}) ?[:hH.] ?([0-5]\d)?$/.exec(text);
  if (hoursMinutes) return { ok: true, minutes: Number(hoursMinutes[1]) * 60 + Number(hoursMinutes[2] ?? 0) };
  return { ok: false, empty: false };
}

/**
 * Worked time of a timesheet: the sum of the complete ranges (each one like the two-time calculator,
 * overnight included), minus the break. Ranges with both fields empty are ignored; ranges with one field
 * empty are counted apart as incomplete. Never throws, never NaN.
 */
export function timesheet(ranges: readonly TimesheetRange[], breakText: string): TimesheetResult {
  const rows = ranges.slice(0, TIMESHEET_MAX_RANGES).map((range) => timeDifference(range.start, range.end));
  let rangesMinutes = 0;
  let completeCount = 0;
  let incompleteCount = 0;
  let invalid = false;
  rows.forEach((row, index) => {
    const range = ranges[index]!;
    if (row.startError || row.endError) invalid = true;
    else if (row.complete) {
      completeCount++;
      rangesMinutes += row.minutes;
    } else if (String(range.start ?? '').trim() !== '' || String(range.end ?? '').trim() !== '') incompleteCount++;
  });
  const pause = parseBreak(breakText);
  let breakError: string | undefined;
  if (!pause.ok && !pause.empty) breakError = BREAK_FORMAT_ERROR;
  const breakMinutes = pause.ok ? pause.minutes : 0;
  if (!breakError && breakMinutes > rangesMinutes && completeCount > 0) breakError = BREAK_TOO_LONG_ERROR;
  if (breakError) invalid = true;
  const totalMinutes = invalid ? 0 : Math.max(0, rangesMinutes - breakMinutes);
  return {
    rows,
    completeCount,
    incompleteCount,
    rangesMinutes,
    breakMinutes: breakError ? 0 : breakMinutes,
    totalMinutes,
    decimalHours: Math.round((totalMinutes / 60) * 100) / 100,
    invalid,
    breakError,
  };
}

/** A timesheet's wording of a duration: '7 h 30', '7 h 05', '0 h 45', '8 h 00' (no-break spaces). */
export function formatTimesheetDuration(totalMinutes: number): string {
  const safe = Number.isFinite(totalMinutes) ? Math.abs(Math.round(totalMinutes)) : 0;
  return `${Math.floor(safe / 60)}\u00a0h\u00a0${String(safe % 60).padStart(2, '0')}`;
}
