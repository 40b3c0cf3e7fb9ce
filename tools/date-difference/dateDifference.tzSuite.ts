/**
 * Shared by the per-time-zone test files. Each of them sets process.env.TZ first thing, then calls this.
 * Node re-reads TZ when process.env.TZ is assigned, and the first test checks that it did.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateDifference, isoFromDayNumber, toIsoDate } from './dateDifference';
import { frenchHolidays } from './workingDays';

export interface TimeZoneCase {
  zone: string;
  /** new Date(2024, 3, 1).getTimezoneOffset() in that zone: proves the zone is in effect. */
  offsetOn1April2024: number;
  /** Local date of the instant 2024-03-31T03:30:00Z in that zone. */
  localDateOfInstant: string;
  /** A local day of 23 hours in that zone (spring-forward), as 'YYYY-MM-DD' of its first day. */
  springForward?: string;
}

export function runTimeZoneSuite(tz: TimeZoneCase, previousTz: string | undefined): void {
  describe(`dateDifference in the ${tz.zone} time zone`, () => {
    afterAll(() => {
      if (previousTz === undefined) delete process.env.TZ;
      else process.env.TZ = previousTz;
    });

    it('runs in the intended time zone', () => {
      expect(process.env.TZ).toBe(tz.zone);
      expect(new Date(2024, 3, 1).getTimezoneOffset()).toBe(tz.offsetOn1April2024);
      expect(toIsoDate(new Date(Date.UTC(2024, 2, 31, 3, 30)))).toBe(tz.localDateOfInstant);
    });

    if (tz.springForward) {
      const first = tz.springForward;
      it(`counts the 23-hour day of ${first} as one whole day (local midnights would give 23/24)`, () => {
        const [y, m, d] = first.split('-').map(Number) as [number, number, number];
        const naive = (new Date(y, m - 1, d + 1).getTime() - new Date(y, m - 1, d).getTime()) / 86_400_000;
        expect(naive).toBeCloseTo(23 / 24, 10);
        const next = isoFromDayNumber(Date.UTC(y, m - 1, d + 1) / 86_400_000);
        expect(dateDifference(first, next).days).toBe(1);
      });
    }

    it.each([
      ['2024-03-30', '2024-04-01', 2],
      ['2024-10-26', '2024-10-28', 2],
      ['2024-03-09', '2024-03-11', 2],
      ['2024-11-02', '2024-11-04', 2],
      ['2024-01-01', '2025-01-01', 366],
      ['2024-03-01', '2024-11-30', 274],
    ])('%s → %s = %d days', (start, end, days) => {
      expect(dateDifference(start, end).days).toBe(days);
    });

    it('equals the distance between UTC day numbers for any pair of dates', () => {
      const day = fc.integer({ min: -25_000, max: 60_000 });
      fc.assert(
        fc.property(day, day, (a, b) => {
          expect(dateDifference(isoFromDayNumber(a), isoFromDayNumber(b)).days).toBe(Math.abs(a - b));
        }),
      );
    });

    // Auckland's clocks go back on Easter Sunday 2026: holidays counted as 24-hour steps from a local Easter midnight
    // would fall on the evening before.
    it('gives the published French public holidays, Alsace-Moselle’s included, whatever the zone’s clock changes', () => {
      expect(frenchHolidays(2026, true).map((h) => isoFromDayNumber(h.day).slice(5))).toEqual(
        ['01-01', '04-03', '04-06', '05-01', '05-08', '05-14', '05-25', '07-14', '08-15', '11-01', '11-11', '12-25', '12-26'],
      );
      expect(isoFromDayNumber(frenchHolidays(50)[0]!.day)).toBe('0050-01-01');
    });

    it('today’s local date round-trips through toIsoDate for every hour of a DST year', () => {
      for (let h = 0; h < 366 * 24; h++) {
        const instant = new Date(Date.UTC(2024, 0, 1) + h * 3_600_000);
        const iso = toIsoDate(instant);
        expect(iso).toBe(
          `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')}`,
        );
        expect(dateDifference(iso, iso).days).toBe(0);
      }
    });
  });
}
