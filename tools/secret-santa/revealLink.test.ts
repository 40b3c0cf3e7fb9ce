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
  revealLink,
  SANTA_LINK_ERROR,
} from './revealLink';

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

describe('reveal links', () => {
  it('round-trips any names, budget and date, and the fragment never shows the names', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''),
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''),
        fc.option(fc.integer({ min: 100, max: 1_000_000 }).map((c) => c / 100), { nil: undefined }),
        fc.option(fc.constantFrom('2026-12-19', '2027-01-06', '2028-02-29'), { nil: undefined }),
        fc.integer(),
        (giver, receiver, budget, date, seed) => {
          const fragment = encodeReveal({ giver, receiver, budget, date }, seededRandom(seed));
          expect(fragment).toMatch(/^tirage=[A-Za-z0-9_-]+$/);
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
    expect(decodeReveal(`#tirage=${'A'.repeat(5000)}`)).toEqual(fail);
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
