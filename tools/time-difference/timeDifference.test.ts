import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BREAK_FORMAT_ERROR,
  BREAK_TOO_LONG_ERROR,
  formatTimesheetDuration,
  parseBreak,
  TIMESHEET_MAX_RANGES,
  timesheet,
  TIME_FORMAT_ERROR,
  formatHoursMinutes,
  isTimePrefix,
  normalizeTimeInput,
  parseTime,
  timeDifference,
  toTimeOfDay,
} from './timeDifference';

describe('timeDifference: worked examples', () => {
  it.each([
    ['a working day', '09:00', '17:30', 510, 8, 30, 8.5, false],
    ['one digit hour', '9:05', '10:00', 55, 0, 55, 0.92, false],
    ['same time is 0, not 24 h', '14:00', '14:00', 0, 0, 0, 0, false],
    ['night shift wraps past midnight (+24 h)', '22:00', '06:00', 480, 8, 0, 8, true],
    ['one minute past midnight', '23:59', '00:00', 1, 0, 1, 0.02, true],
    ['longest span', '00:00', '23:59', 1439, 23, 59, 23.98, false],
    ['almost a full day backwards', '00:01', '00:00', 1439, 23, 59, 23.98, true],
    ['surrounding spaces ignored', ' 08:15 ', '12:45', 270, 4, 30, 4.5, false],
    ['quarter hours', '10:45', '11:00', 15, 0, 15, 0.25, false],
    ['content.ts: 9 h 45 to 11 h 15 is 1 h 30, not 1 h 70', '9:45', '11:15', 90, 1, 30, 1.5, false],
    ['content.ts: 7 h 45 is 7.75 decimal hours', '08:00', '15:45', 465, 7, 45, 7.75, false],
  ])('%s: %s → %s', (_name, start, end, minutes, hours, rest, decimal, overMidnight) => {
    expect(timeDifference(start, end)).toEqual({
      complete: true,
      minutes,
      hours,
      remainingMinutes: rest,
      decimalHours: decimal,
      overMidnight,
    });
  });

  it('is 0 while either field is empty (SPEC.md section 4), without error', () => {
    const zero = { complete: false, minutes: 0, hours: 0, remainingMinutes: 0, decimalHours: 0, overMidnight: false };
    expect(timeDifference('', '')).toEqual(zero);
    expect(timeDifference('09:00', '')).toEqual(zero);
    expect(timeDifference('', '   ')).toEqual(zero);
  });

  it(`reports « ${TIME_FORMAT_ERROR} » on the field that is wrong`, () => {
    expect(timeDifference('24:00', '10:00')).toMatchObject({ minutes: 0, startError: TIME_FORMAT_ERROR });
    expect(timeDifference('10:00', '9:60')).toMatchObject({ minutes: 0, endError: TIME_FORMAT_ERROR });
    expect(timeDifference('10:00', '9:60').startError).toBeUndefined();
    expect(timeDifference('x', 'y')).toMatchObject({ startError: TIME_FORMAT_ERROR, endError: TIME_FORMAT_ERROR });
  });
});

describe('parseTime (hours 0-23, one digit allowed, minutes 00-59)', () => {
  it.each([
    ['0:00', 0],
    ['00:00', 0],
    ['9:30', 570],
    ['09:30', 570],
    ['19:59', 1199],
    ['23:59', 1439],
  ])('%s is %d minutes after midnight', (raw, minutes) => {
    expect(parseTime(raw)).toEqual({ ok: true, minutes });
  });

  it.each(['24:00', '25:00', '12:60', '12:5', '123:00', '12:345', '0930', '-1:00', '12:00:00', '１２:００', ':', 'abc'])(
    'rejects %j',
    (raw) => {
      expect(parseTime(raw)).toEqual({ ok: false, empty: false });
    },
  );
});

describe('normalizeTimeInput (typing rules of SPEC.md section 5)', () => {
  it.each([
    ['four valid digits become HH:MM', '093', '0930', '09:30'],
    ['2359', '235', '2359', '23:59'],
    ['0000', '000', '0000', '00:00'],
    ['invalid four digits stay as typed', '246', '2460', '2460'],
    ['hour 24 is not auto-formatted', '240', '2400', '2400'],
    ['input longer than 5 characters is ignored', '09:30', '09:301', '09:30'],
    ['a long paste is ignored', '', '09:30 à 10:00', ''],
    ['typing goes on', '0', '09', '09'],
    ['colon typed', '09', '09:', '09:'],
    ['partial minutes', '09:', '09:3', '09:3'],
    ['French 9h30', '9h3', '9h30', '9:30'],
    ['French 14H05', '14H0', '14H05', '14:05'],
    ['9.30', '9.3', '9.30', '9:30'],
    ['deleting', '09:30', '09:3', '09:3'],
    ['clearing', '09:30', '', ''],
    ['spaces trimmed before the length rule', '', ' 09:30 ', '09:30'],
  ])('%s: %j → %j gives %j', (_name, previous, next, expected) => {
    expect(normalizeTimeInput(previous, next)).toBe(expected);
  });
});

describe('isTimePrefix (can the text still become a valid time?)', () => {
  it.each(['', ' ', '0', '9', '09', '19', '23', '093', '2359', '9:', '09:', '9:3', '09:30', '23:59', '9h', '9h3', '14H0', '9.3'])(
    'accepts %j while typing',
    (raw) => {
      expect(isTimePrefix(raw)).toBe(true);
    },
  );

  it.each(['24', '25', '24:00', '12:6', '12:60', '246', '2460', '9:300', 'abc', ':', ':30', '12:3a', '123:', '-1', '9h60'])(
    'rejects %j at once',
    (raw) => {
      expect(isTimePrefix(raw)).toBe(false);
    },
  );

  it('every prefix of a valid HH:MM or HHMM entry is accepted', () => {
    fc.assert(
      fc.property(clock, fc.constantFrom(':', '', 'h'), (a, sep) => {
        const entry = `${String(a.h).padStart(2, '0')}${sep}${String(a.m).padStart(2, '0')}`;
        for (let i = 0; i <= entry.length; i++) expect(isTimePrefix(entry.slice(0, i))).toBe(true);
      }),
    );
  });

  it('every valid time is accepted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (s) => {
        if (parseTime(s).ok) expect(isTimePrefix(s)).toBe(true);
      }),
    );
  });
});

describe('formatHoursMinutes', () => {
  it.each([
    [0, '0\u00a0min'],
    [45, '45\u00a0min'],
    [60, '1\u00a0h'],
    [65, '1\u00a0h 5\u00a0min'],
    [510, '8\u00a0h 30\u00a0min'],
    [1439, '23\u00a0h 59\u00a0min'],
    [NaN, '0\u00a0min'],
  ])('%d → %s', (minutes, expected) => {
    expect(formatHoursMinutes(minutes)).toBe(expected);
  });
});

const clock = fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }), pad: fc.boolean() });
const text = ({ h, m, pad }: { h: number; m: number; pad: boolean }) =>
  `${pad ? String(h).padStart(2, '0') : h}:${String(m).padStart(2, '0')}`;

describe('timeDifference: properties', () => {
  it('stays within a day and splits exactly into hours and minutes', () => {
    fc.assert(
      fc.property(clock, clock, (a, b) => {
        const r = timeDifference(text(a), text(b));
        expect(r.complete).toBe(true);
        expect(r.minutes).toBeGreaterThanOrEqual(0);
        expect(r.minutes).toBeLessThan(1440);
        expect(r.hours * 60 + r.remainingMinutes).toBe(r.minutes);
        expect(Math.abs(r.decimalHours - r.minutes / 60)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('start → end plus end → start is 24 h, unless the times are equal', () => {
    fc.assert(
      fc.property(clock, clock, (a, b) => {
        const there = timeDifference(text(a), text(b)).minutes;
        const back = timeDifference(text(b), text(a)).minutes;
        expect(there + back).toBe(a.h === b.h && a.m === b.m ? 0 : 1440);
      }),
    );
  });

  it('start + duration lands on the end time', () => {
    fc.assert(
      fc.property(clock, clock, (a, b) => {
        const r = timeDifference(text(a), text(b));
        expect((a.h * 60 + a.m + r.minutes) % 1440).toBe(b.h * 60 + b.m);
      }),
    );
  });

  it('four typed digits of a valid time normalise to a time that parses to the same value', () => {
    fc.assert(
      fc.property(clock, (a) => {
        const digits = `${String(a.h).padStart(2, '0')}${String(a.m).padStart(2, '0')}`;
        const kept = normalizeTimeInput('', digits);
        expect(kept).toBe(`${digits.slice(0, 2)}:${digits.slice(2)}`);
        expect(parseTime(kept)).toEqual({ ok: true, minutes: a.h * 60 + a.m });
      }),
    );
  });

  it('never throws, never NaN, never keeps more than 5 characters, never -0', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ maxLength: 8 }), (s, t) => {
        // At most HH:MM, or a time being typed with spaces (« 18 h 3 »), at most 7 characters.
        const short = (kept: string) => kept.length <= 5 || (kept.length <= 7 && kept.includes(' ') && isTimePrefix(kept));
        expect(short(normalizeTimeInput('', s))).toBe(true);
        expect(short(normalizeTimeInput(t.slice(0, 5), s))).toBe(true);
        const r = timeDifference(s, t);
        for (const v of [r.minutes, r.hours, r.remainingMinutes, r.decimalHours]) {
          expect(Number.isFinite(v)).toBe(true);
          expect(Object.is(v, -0)).toBe(false);
        }
      }),
    );
  });
});

describe('toTimeOfDay', () => {
  it('gives the local time as HH:MM, padded, which the time field reads back', () => {
    expect(toTimeOfDay(new Date(2025, 2, 1, 9, 5, 59))).toBe('09:05');
    expect(toTimeOfDay(new Date(2025, 2, 1, 0, 0))).toBe('00:00');
    expect(toTimeOfDay(new Date(2025, 2, 1, 23, 59))).toBe('23:59');
    expect(parseTime(toTimeOfDay(new Date(2025, 2, 1, 14, 30))).ok).toBe(true);
    expect(toTimeOfDay(new Date(Number.NaN))).toBe('');
  });
});

describe('times as French users type them', () => {
  // Minutes since midnight computed by hand: 18 h = 1 080, 18 h 30 = 1 110, 9 h = 540.
  it.each([
    ['18h', 1080],
    ['18H', 1080],
    ['18 h', 1080],
    ['9', 540],
    ['18', 1080],
    ['18 h 30', 1110],
    ['18\u00a0h\u00a030', 1110],
    ['18h30', 1110],
    ['18.30', 1110],
    ['9:05', 545],
  ])('reads %s as %d minutes', (text, minutes) => {
    expect(parseTime(text)).toEqual({ ok: true, minutes });
  });

  it('still refuses what is not a time', () => {
    for (const text of ['24', '25h', '18h60', '9.5', 'abc', '18 h 3', '1 8']) expect(parseTime(text).ok).toBe(false);
  });

  it('18h → 9 is 15 hours over midnight; 9 → 18 h 30 is 9 h 30', () => {
    expect(timeDifference('18h', '9')).toMatchObject({ complete: true, minutes: 900, overMidnight: true });
    expect(timeDifference('9', '18 h 30')).toMatchObject({ complete: true, minutes: 570, overMidnight: false });
  });

  it('a pasted « 18 h 30 » becomes 18:30 in the field instead of being refused as too long', () => {
    expect(normalizeTimeInput('', '18 h 30')).toBe('18:30');
    expect(normalizeTimeInput('18 h', '18 h 3')).toBe('18 h 3');
    expect(isTimePrefix('18 h 3')).toBe(true);
  });
});

describe('timesheet', () => {
  it('sums ranges and deducts the break (worked examples counted by hand)', () => {
    // 8:30–12:00 = 3 h 30, 13:30–17:30 = 4 h; 7 h 30 − 0 = 7,5 h.
    const day = timesheet(
      [
        { start: '8:30', end: '12:00' },
        { start: '13:30', end: '17:30' },
      ],
      '',
    );
    expect(day).toMatchObject({ rangesMinutes: 450, breakMinutes: 0, totalMinutes: 450, decimalHours: 7.5, invalid: false, completeCount: 2 });
    expect(formatTimesheetDuration(day.totalMinutes)).toBe('7\u00a0h\u00a030');
    // One range 9:00–18:00 with a 1 h lunch typed three ways: 8 h.
    for (const pause of ['60', '1:00', '1h', '1 h 00', '60 min']) {
      expect(timesheet([{ start: '9:00', end: '18:00' }], pause).totalMinutes).toBe(480);
    }
    // Night shift 22:00–06:00 (overnight, as the two-time calculator) minus 30 min: 7 h 30 = 7,5 h.
    const night = timesheet([{ start: '22:00', end: '06:00' }], '30');
    expect(night.totalMinutes).toBe(450);
    expect(night.rows[0]!.overMidnight).toBe(true);
    // 7 h 20 = 7,33 h (rounded once, from the total in minutes).
    expect(timesheet([{ start: '8:00', end: '15:20' }], '').decimalHours).toBe(7.33);
    expect(formatTimesheetDuration(65)).toBe('1\u00a0h\u00a005');
    expect(formatTimesheetDuration(0)).toBe('0\u00a0h\u00a000');
  });

  it('ignores empty rows, counts incomplete ones apart, and reports invalid input', () => {
    const r = timesheet(
      [
        { start: '', end: '' },
        { start: '9:00', end: '' },
        { start: '10:00', end: '11:00' },
      ],
      '',
    );
    expect(r).toMatchObject({ completeCount: 1, incompleteCount: 1, totalMinutes: 60, invalid: false });
    const bad = timesheet([{ start: '25:00', end: '11:00' }], '');
    expect(bad.invalid).toBe(true);
    expect(bad.rows[0]!.startError).toBe(TIME_FORMAT_ERROR);
    expect(bad.totalMinutes).toBe(0);
    expect(timesheet([{ start: '9:00', end: '10:00' }], 'abc')).toMatchObject({ invalid: true, breakError: BREAK_FORMAT_ERROR, totalMinutes: 0 });
    expect(timesheet([{ start: '9:00', end: '10:00' }], '61')).toMatchObject({ invalid: true, breakError: BREAK_TOO_LONG_ERROR });
    expect(timesheet([{ start: '9:00', end: '10:00' }], '60').totalMinutes).toBe(0);
  });

  it('parses breaks: a number alone is minutes', () => {
    expect(parseBreak('45')).toEqual({ ok: true, minutes: 45 });
    expect(parseBreak('0:45')).toEqual({ ok: true, minutes: 45 });
    expect(parseBreak('1h30')).toEqual({ ok: true, minutes: 90 });
    expect(parseBreak('1.30')).toEqual({ ok: true, minutes: 90 });
    expect(parseBreak(' ')).toEqual({ ok: false, empty: true });
    expect(parseBreak('1:75')).toEqual({ ok: false, empty: false });
    expect(parseBreak('-5')).toEqual({ ok: false, empty: false });
  });

  const time = fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) }).map(({ h, m }) => `${h}:${String(m).padStart(2, '0')}`);
  const range = fc.record({ start: time, end: time });

  it('property: the total is the sum of its parts minus the break, each part as the two-time calculator gives it', () => {
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: TIMESHEET_MAX_RANGES }), fc.integer({ min: 0, max: 600 }), (ranges, pause) => {
        const parts = ranges.map((r) => timeDifference(r.start, r.end).minutes);
        const sum = parts.reduce((a, b) => a + b, 0);
        const result = timesheet(ranges, String(pause));
        if (pause > sum) {
          expect(result.breakError).toBe(BREAK_TOO_LONG_ERROR);
          return;
        }
        expect(result.rangesMinutes).toBe(sum);
        expect(result.totalMinutes).toBe(sum - pause);
        // Independent conversion: hours = minutes / 60, rounded half up to 2 decimals.
        expect(result.decimalHours).toBeCloseTo(Number(((sum - pause) / 60).toFixed(2)), 10);
        // Hours and minutes read back give the minutes.
        const [h, m] = formatTimesheetDuration(result.totalMinutes).split('\u00a0h\u00a0').map(Number);
        expect(h! * 60 + m!).toBe(result.totalMinutes);
      }),
    );
  });

  it('property: the order of the ranges does not change the total', () => {
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: 10 }).chain((ranges) => fc.tuple(fc.constant(ranges), fc.shuffledSubarray(ranges, { minLength: ranges.length }))), ([ranges, shuffled]) => {
        expect(timesheet(shuffled, '').totalMinutes).toBe(timesheet(ranges, '').totalMinutes);
      }),
    );
  });

  it('property: splitting a range in two at any minute inside it keeps the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (from, length, cut) => {
        const at = (m: number) => `${Math.floor((m % 1440) / 60)}:${String(m % 60).padStart(2, '0')}`;
        const middle = from + (cut % length);
        const whole = timesheet([{ start: at(from), end: at(from + length) }], '');
        const split = timesheet(
          [
            { start: at(from), end: at(middle) },
            { start: at(middle), end: at(from + length) },
          ],
          '',
        );
        expect(whole.totalMinutes).toBe(length);
        expect(split.totalMinutes).toBe(length);
      }),
    );
  });
});
