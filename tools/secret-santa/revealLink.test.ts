import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, seededRandom } from '../../components/lib/random';
import {
  assignmentMessage,
  BUDGET_ERROR,
  BUDGET_RANGE_ERROR,
  checkBudget,
  checkDate,
  DATE_ERROR,
  decodeReveal,
  encodeReveal,
  formatEventDate,
  MAX_FRAGMENT,
  revealLink,
  SANTA_LINK_ERROR,
} from './revealLink';
import { MAX_NAME_LENGTH } from './participants';
import { cleanLine } from '../../components/lib/text';

describe('budget, date and messages', () => {
  it('validates the budget in euros', () => {
    expect(checkBudget('')).toEqual({ ok: true, value: undefined });
    expect(checkBudget('20')).toEqual({ ok: true, value: 20 });
    expect(checkBudget('12,50 €')).toEqual({ ok: true, value: 12.5 });
    expect(checkBudget('vingt')).toEqual({ ok: false, error: BUDGET_ERROR });
    expect(checkBudget('0')).toEqual({ ok: false, error: BUDGET_RANGE_ERROR });
    expect(checkBudget('-5')).toEqual({ ok: false, error: BUDGET_RANGE_ERROR });
    expect(checkBudget('20000')).toEqual({ ok: false, error: BUDGET_RANGE_ERROR });
  });

  it('accepts only real calendar days (leap years by the Gregorian rule)', () => {
    expect(checkDate('')).toEqual({ ok: true, value: undefined });
    expect(checkDate('2026-12-19')).toEqual({ ok: true, value: '2026-12-19' });
    expect(checkDate('2028-02-29').ok).toBe(true);
    expect(checkDate('2100-02-29')).toEqual({ ok: false, error: DATE_ERROR });
    expect(checkDate('2026-02-29')).toEqual({ ok: false, error: DATE_ERROR });
    expect(checkDate('19/12/2026')).toEqual({ ok: false, error: DATE_ERROR });
    expect(formatEventDate('2026-12-19')).toBe('19 décembre 2026');
    expect(formatEventDate('2027-01-01')).toBe('1 janvier 2027');
  });

  it('carries the budget and date into the copied message', () => {
    expect(assignmentMessage('Marie', 'Paul', 20, '2026-12-19')).toBe(
      'Secret Santa\u00a0: Marie, tu offres un cadeau à Paul, budget 20\u00a0€, échange le 19 décembre 2026.',
    );
    expect(assignmentMessage('Marie', 'Paul', 12.5)).toBe('Secret Santa\u00a0: Marie, tu offres un cadeau à Paul, budget 12,50\u00a0€.');
    expect(assignmentMessage('Marie', 'Paul', undefined, '2026-12-24')).toBe('Secret Santa\u00a0: Marie, tu offres un cadeau à Paul, échange le 24 décembre 2026.');
    expect(assignmentMessage('Marie', 'Paul')).toBe('Secret Santa\u00a0: Marie, tu offres un cadeau à Paul.');
  });
});

/** A character the participants' field keeps as it is (cleanLine drops controls and overrides, and trims spaces). */
const typedChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => cleanLine(c) === c);
/** A name as the page makes it: any characters it keeps, up to the longest name. */
const typedName = (minLength: number) => fc.string({ unit: typedChar, minLength, maxLength: MAX_NAME_LENGTH });
const budgets = fc.option(fc.integer({ min: 100, max: 1_000_000 }).map((c) => c / 100), { nil: undefined });
const dates = fc.option(
  fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  { nil: undefined },
);

describe('reveal links', () => {
  it('round-trips any names, budget and date, and the fragment never shows the names', () => {
    fc.assert(
      fc.property(
        typedName(1),
        typedName(1),
        budgets,
        dates,
        fc.integer(),
        (giver, receiver, budget, date, seed) => {
          const fragment = encodeReveal({ giver, receiver, budget, date }, seededRandom(seed));
          expect(fragment).toMatch(/^tirage=[A-Za-z0-9_-]+$/);
          expect(fragment.length - 'tirage='.length).toBeLessThanOrEqual(MAX_FRAGMENT);
          const decoded = decodeReveal(`#${fragment}`);
          const expected: Record<string, unknown> = { giver, receiver };
          if (budget !== undefined) expected.budget = budget;
          if (date !== undefined) expected.date = date;
          expect(decoded).toEqual({ ok: true, reveal: expected });
        },
      ),
    );
    const fragment = encodeReveal({ giver: 'Marie', receiver: 'Paul' }, cryptoRandom);
    for (const word of ['Marie', 'Paul', btoa('Paul').slice(0, 4), btoa('"Paul"').slice(0, 6)]) expect(fragment).not.toContain(word);
  });

  it('opens every link of names at the longest, in any script, with the highest budget and any date', () => {
    // Emoji, CJK, quotes and lone surrogates at MAX_NAME_LENGTH: the link reads back whole.
    fc.assert(
      fc.property(typedName(MAX_NAME_LENGTH), typedName(MAX_NAME_LENGTH), fc.constantFrom(10_000, 9999.99), dates, fc.integer(), (giver, receiver, budget, date, seed) => {
        const fragment = encodeReveal({ giver, receiver, budget, date }, seededRandom(seed));
        expect(decodeReveal(`#${fragment}`)).toEqual({ ok: true, reveal: date ? { giver, receiver, budget, date } : { giver, receiver, budget } });
      }),
      { numRuns: 200 },
    );
    // Any characters at all, controls included: never longer than the reader accepts, and read back as the page shows
    // names (controls and overrides dropped), or refused when nothing visible is left.
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: MAX_NAME_LENGTH, maxLength: MAX_NAME_LENGTH }),
        fc.string({ unit: 'binary', minLength: MAX_NAME_LENGTH, maxLength: MAX_NAME_LENGTH }),
        fc.integer(),
        (giver, receiver, seed) => {
          const fragment = encodeReveal({ giver, receiver, budget: 9999.99, date: '2026-12-19' }, seededRandom(seed));
          expect(fragment.length - 'tirage='.length).toBeLessThanOrEqual(MAX_FRAGMENT);
          const [shownGiver, shownReceiver] = [cleanLine(giver), cleanLine(receiver)];
          expect(decodeReveal(`#${fragment}`)).toEqual(
            shownGiver && shownReceiver
              ? { ok: true, reveal: { giver: shownGiver, receiver: shownReceiver, budget: 9999.99, date: '2026-12-19' } }
              : { ok: false, error: SANTA_LINK_ERROR },
          );
        },
      ),
      { numRuns: 200 },
    );
    // The bound is the worst case itself: names of lone surrogates and control characters, six bytes of JSON each.
    const [giver, receiver] = ['\ud800'.padEnd(MAX_NAME_LENGTH, '\u0001'), '\udfff'.padEnd(MAX_NAME_LENGTH, '\u0001')];
    const worst = encodeReveal({ giver, receiver, budget: 9999.99, date: '2026-12-19' }, seededRandom(1));
    expect(worst.length - 'tirage='.length).toBe(MAX_FRAGMENT);
    expect(decodeReveal(`#${worst}`)).toEqual({ ok: true, reveal: { giver: '\ud800', receiver: '\udfff', budget: 9999.99, date: '2026-12-19' } });
  });

  it('shows a name without its bidirectional override or invisible characters', () => {
    const fragment = encodeReveal({ giver: 'Alice\u202eecnelaV', receiver: '\u2066Paul\u200b\u2069', budget: 20 }, seededRandom(4));
    expect(decodeReveal(`#${fragment}`)).toEqual({ ok: true, reveal: { giver: 'AliceecnelaV', receiver: 'Paul', budget: 20 } });
  });

  it('refuses a name longer than the limit, as the page does', () => {
    const long = 'é'.repeat(MAX_NAME_LENGTH + 1);
    expect(decodeReveal(`#${encodeReveal({ giver: long, receiver: 'Paul' }, seededRandom(5))}`)).toEqual({ ok: false, error: SANTA_LINK_ERROR });
    expect(decodeReveal(`#${encodeReveal({ giver: long.slice(1), receiver: 'Paul' }, seededRandom(5))}`)).toMatchObject({ ok: true });
  });

  it('gives a different-looking link each time for the same assignment', () => {
    const a = encodeReveal({ giver: 'Marie', receiver: 'Paul' }, seededRandom(1));
    const b = encodeReveal({ giver: 'Marie', receiver: 'Paul' }, seededRandom(2));
    expect(a).not.toBe(b);
    expect(decodeReveal(a)).toEqual(decodeReveal(b));
  });

  it('points to the public website, also from the extension (whose route is in the hash)', () => {
    expect(revealLink('https://outilo.fr/', '/secret-santa/', 'tirage=abc')).toBe('https://outilo.fr/secret-santa/#tirage=abc');
  });

  it('reads no reveal from an ordinary address, and a French error from a damaged or hostile one', () => {
    expect(decodeReveal('')).toBeNull();
    expect(decodeReveal('#/secret-santa/')).toBeNull();
    expect(decodeReveal('#section')).toBeNull();
    const good = encodeReveal({ giver: 'Marie', receiver: 'Paul', budget: 20 }, seededRandom(3));
    const fail = { ok: false, error: SANTA_LINK_ERROR };
    expect(decodeReveal(`#${good.slice(0, -3)}`)).toEqual(fail); // cut
    expect(decodeReveal(`#${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`)).toEqual(fail); // altered
    expect(decodeReveal('#tirage=')).toEqual(fail);
    expect(decodeReveal('#tirage=%3Cscript%3E')).toEqual(fail);
    expect(decodeReveal(`#tirage=${'A'.repeat(MAX_FRAGMENT + 3)}`)).toEqual(fail);
    // Well-formed but made up: wrong version, a name that is not a string, an impossible date or budget.
    const forge = (payload: unknown, version = 1) => {
      const plain = new TextEncoder().encode(JSON.stringify(payload));
      const bytes = new Uint8Array([version, ...plain.map(() => 0), ...plain]);
      return `#tirage=${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
    };
    expect(decodeReveal(forge({ v: 1, n: 'Marie', r: 'Paul' }))).toEqual({ ok: true, reveal: { giver: 'Marie', receiver: 'Paul' } });
    expect(decodeReveal(forge({ v: 1, n: 'Marie', r: 'Paul' }, 2))).toEqual(fail);
    expect(decodeReveal(forge({ v: 1, n: { toString: 1 }, r: 'Paul' }))).toEqual(fail);
    expect(decodeReveal(forge({ v: 1, n: 'Marie', r: ' ' }))).toEqual(fail);
    expect(decodeReveal(forge({ v: 1, n: 'Marie', r: 'Paul', d: '2026-02-30' }))).toEqual(fail);
    expect(decodeReveal(forge({ v: 1, n: 'Marie', r: 'Paul', b: -1 }))).toEqual(fail);
    expect(decodeReveal(forge(['Marie', 'Paul']))).toEqual(fail);
    fc.assert(
      fc.property(fc.string(), (junk) => {
        const result = decodeReveal(`#tirage=${junk}`);
        expect(result === null || result.ok === false || typeof result.reveal.giver === 'string').toBe(true);
      }),
    );
  });
});
