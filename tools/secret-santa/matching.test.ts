// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as matching from './matching';
import { createValidator, validateSecretSanta } from './secretSanta';

vi.mock('./matching', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./matching')>();
  return { ...actual, matchAll: vi.fn(actual.matchAll), forbid: vi.fn(actual.forbid) };
});

const { matchAll, forbid } = matching;

describe('matching kept up to date as pairs are forbidden', () => {
  it('forbidding pairs one at a time decides as a whole check of what is left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.array(fc.boolean(), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }),
            fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 20 }),
          ),
        ),
        ([, allowed, forbidden]) => {
          let current = matchAll(allowed);
          const left = allowed.map((row) => row.slice());
          for (const [giver, receiver] of forbidden) {
            current = forbid(current, giver, receiver);
            left[giver]![receiver] = false;
            const whole = matchAll(left);
            expect(current.perfect).toBe(whole.perfect);
            expect(current.allowed).toEqual(left);
            if (current.perfect) {
              // The matching kept is a real one: each giver to a distinct, allowed receiver.
              expect(new Set(current.receiverOf).size).toBe(left.length);
              current.receiverOf.forEach((receiver, giver) => expect(left[giver]![receiver]).toBe(true));
            }
          }
        },
      ),
    );
  });
});

describe('Secret Santa validator: adding one exclusion to a long list', () => {
  const people = Array.from({ length: 500 }, (_, i) => `Personne${i}`);
  const raw = people.join('\n');
  const exclusions = Array.from({ length: 999 }, (_, k) => ({ person1: people[k % 500]!, person2: people[(k * 7 + 1) % 500 === k % 500 ? (k + 2) % 500 : (k * 7 + 1) % 500]! }));

  it('mends the matching already found instead of checking every pair again', () => {
    const validate = createValidator();
    expect(validate(raw, [], exclusions).ok).toBe(true);
    vi.mocked(matchAll).mockClear();
    vi.mocked(forbid).mockClear();
    const added = [...exclusions, { person1: 'Personne498', person2: 'Personne499' }];
    const validation = validate(raw, [], added);
    expect(validation).toEqual(validateSecretSanta(raw, [], added));
    vi.mocked(matchAll).mockClear();
    validate(raw, [], [...added, { person1: 'Personne0', person2: 'Personne3', oneWay: true }]);
    expect(matchAll).not.toHaveBeenCalled();
    // One exclusion each way at most: two forbidden pairs, each at most one augmenting path.
    expect(vi.mocked(forbid).mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('checks again from the start when an exclusion is removed or the participants change', () => {
    const validate = createValidator();
    validate(raw, [], exclusions);
    vi.mocked(matchAll).mockClear();
    expect(validate(raw, [], exclusions.slice(1)).ok).toBe(true);
    expect(matchAll).toHaveBeenCalledTimes(1);
    expect(validate('A\nB\nC', [], [{ person1: 'A', person2: 'B' }, { person1: 'A', person2: 'C' }])).toEqual(
      validateSecretSanta('A\nB\nC', [], [{ person1: 'A', person2: 'B' }, { person1: 'A', person2: 'C' }]),
    );
    expect(validate('A\nB\nC', [], [{ person1: 'A', person2: 'B' }, { person1: 'A', person2: 'C' }]).ok).toBe(false);
  });
});
