// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParamCodec } from '../../components/tool/toolState';
import { EXCLUSIONS_PARAM, PAIRS_PARAM, type ReadList } from './constraintParams';
import { addExclusion, addForcedPair, CONSTRAINTS_FULL, MAX_CONSTRAINTS, MAX_NAME_LENGTH, type Exclusion, type ForcedPair } from './participants';

/** Any text typed in a name field: every Unicode character, controls and overrides included, past the limit too. */
const typed = fc.string({ unit: 'binary', maxLength: MAX_NAME_LENGTH + 5 });
/** A name the page keeps as it is, at the longest: any script, quotes and backslashes. */
const longest = fc.string({ unit: fc.constantFrom('a', 'é', '"', '\\', '🎁', '界'), minLength: MAX_NAME_LENGTH, maxLength: MAX_NAME_LENGTH });

const roundTrip = <T,>(param: ParamCodec<ReadList<T>>, items: T[]) => param.parse(param.format({ items, leftOut: 0 }));

describe('the constraints in the address and on the device', () => {
  it('read back whole, whatever the page adds (any names, one way or two)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(typed, typed, fc.boolean()), { maxLength: 40 }), (adds) => {
        let exclusions: Exclusion[] = [];
        let pairs: ForcedPair[] = [];
        for (const [a, b, oneWay] of adds) {
          exclusions = addExclusion(exclusions, a, b, oneWay).list;
          pairs = addForcedPair(pairs, a, b).list;
        }
        expect(roundTrip(EXCLUSIONS_PARAM, exclusions)).toEqual({ items: exclusions, leftOut: 0 });
        expect(roundTrip(PAIRS_PARAM, pairs)).toEqual({ items: pairs, leftOut: 0 });
      }),
    );
  });

  it('read back whole at the limits: as many constraints as allowed, of names at the longest', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(longest, longest, fc.boolean()), { minLength: MAX_CONSTRAINTS, maxLength: MAX_CONSTRAINTS }), (list) => {
        const exclusions = list.map(([person1, person2, oneWay]): Exclusion => (oneWay ? { person1, person2, oneWay } : { person1, person2 }));
        expect(roundTrip(EXCLUSIONS_PARAM, exclusions)).toEqual({ items: exclusions, leftOut: 0 });
        const pairs = list.map(([from, to]) => ({ from, to }));
        expect(roundTrip(PAIRS_PARAM, pairs)).toEqual({ items: pairs, leftOut: 0 });
      }),
      { numRuns: 5 },
    );
  });

  it('a full list refuses one more with a French message and keeps what it has', () => {
    let exclusions: Exclusion[] = [];
    let pairs: ForcedPair[] = [];
    for (let i = 0; i < MAX_CONSTRAINTS; i++) {
      exclusions = addExclusion(exclusions, `Personne ${i}`, `Autre ${i}`).list;
      pairs = addForcedPair(pairs, `Personne ${i}`, `Autre ${i}`).list;
    }
    expect(exclusions).toHaveLength(MAX_CONSTRAINTS);
    expect(addExclusion(exclusions, 'Alice', 'Bob')).toEqual({ list: exclusions, error: CONSTRAINTS_FULL.exclusions });
    expect(addForcedPair(pairs, 'Alice', 'Bob')).toEqual({ list: pairs, error: CONSTRAINTS_FULL.pairs });
    expect(CONSTRAINTS_FULL.exclusions).toBe('Limite atteinte\u00a0: 1\u202f000\u00a0exclusions au plus. Retirez-en une pour en ajouter une autre.');
    // Adding what the list already says is no change, full or not.
    expect(addExclusion(exclusions, 'Autre 3', 'Personne 3')).toEqual({ list: exclusions });
    expect(roundTrip(EXCLUSIONS_PARAM, exclusions)).toEqual({ items: exclusions, leftOut: 0 });
    expect(roundTrip(PAIRS_PARAM, pairs)).toEqual({ items: pairs, leftOut: 0 });
  });

  it('a list from elsewhere keeps what it can and counts what it leaves out, never all or nothing', () => {
    const many = Array.from({ length: MAX_CONSTRAINTS + 1 }, (_, i) => [`P${i}`, `Q${i}`]);
    const read = EXCLUSIONS_PARAM.parse(JSON.stringify(many))!;
    expect(read.items).toHaveLength(MAX_CONSTRAINTS);
    expect(read.items[0]).toEqual({ person1: 'P0', person2: 'Q0' });
    expect(read.leftOut).toBe(1);
    const mixed = [['A', 'B'], ['A', 'x'.repeat(MAX_NAME_LENGTH + 1)], [1, 2], ['A', 'B', 'autre'], ['\u202e', 'B'], ['C\u202e', ' D ', 'sens-unique'], 'AB'];
    expect(EXCLUSIONS_PARAM.parse(JSON.stringify(mixed))).toEqual({
      items: [
        { person1: 'A', person2: 'B' },
        { person1: 'C', person2: 'D', oneWay: true },
      ],
      leftOut: 5,
    });
    expect(PAIRS_PARAM.parse(JSON.stringify([['A', 'B'], ['A', 'B', 'C'], ['\u2066Chloé\u2069', 'A']]))).toEqual({
      items: [
        { from: 'A', to: 'B' },
        { from: 'Chloé', to: 'A' },
      ],
      leftOut: 1,
    });
    // Not a list at all: nothing of ours, the default.
    for (const raw of ['{"__proto__":1}', '"x"', 'null', '[[', '']) expect(EXCLUSIONS_PARAM.parse(raw)).toBeUndefined();
  });
});
