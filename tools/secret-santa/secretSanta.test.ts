// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cryptoRandom, seededRandom, type RandomSource } from '../../components/lib/random';
import {
  SECRET_SANTA_ERRORS,
  addExclusion,
  addForcedPair,
  countPerfectMatchings,
  countValidAssignments,
  errorPlace,
  generateSecretSanta,
  hasPerfectMatching,
  invalidExclusionError,
  invalidPairError,
  longNamesError,
  MAX_NAME_LENGTH,
  ofName,
  parseParticipants,
  removeExclusion,
  removeForcedPair,
  validateSecretSanta,
  type Assignment,
  type Exclusion,
  type ForcedPair,
  type SecretSantaOptions,
} from './secretSanta';
import { content } from './content';
import { contentTexts } from '../../components/tool/types';
import { FREEZE_MS } from '../../tests/freeze';
import { deepOr } from '../../tests/properties';

// Chi-square goodness of fit against a critical value slightly above the exact upper 1e-6 quantile
// (Wilson–Hilferty): a fair sampler fails about once in a million runs; the seeded runs are fixed.
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}
function chiSquareCritical(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + 4.7534 * Math.sqrt(a)) ** 3;
}

// ---- Independent reference: brute force over all permutations --------------------------------------------

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) {
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  }
  return out;
}

/** The rules read straight from the issue, on indexes: no self, no excluded partner either way, forced kept. */
function isValid(p: readonly number[], forced: readonly [number, number][], excluded: readonly [number, number][]): boolean {
  if (p.some((to, from) => to === from)) return false;
  if (excluded.some(([a, b]) => p[a] === b || p[b] === a)) return false;
  return forced.every(([from, to]) => p[from] === to);
}

function validPermutations(n: number, forced: readonly [number, number][], excluded: readonly [number, number][]): number[][] {
  return permutations(n).filter((p) => isValid(p, forced, excluded));
}

const namesOf = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);
const toPairs = (forced: readonly [number, number][]): ForcedPair[] => forced.map(([a, b]) => ({ from: `P${a}`, to: `P${b}` }));
const toExclusions = (excluded: readonly [number, number][]): Exclusion[] =>
  excluded.map(([a, b]) => ({ person1: `P${a}`, person2: `P${b}` }));
const indexOfName = (name: string) => Number(name.slice(1));
const asPermutation = (assignments: readonly Assignment[]) => assignments.map((a) => indexOfName(a.assignedTo));

function drawMany(
  n: number,
  forced: readonly [number, number][],
  excluded: readonly [number, number][],
  samples: number,
  rng: RandomSource,
  options?: SecretSantaOptions,
): Map<string, number> {
  const raw = namesOf(n).join('\n');
  const pairs = toPairs(forced);
  const exclusions = toExclusions(excluded);
  const counts = new Map<string, number>();
  for (let i = 0; i < samples; i++) {
    const result = generateSecretSanta(raw, pairs, exclusions, rng, options);
    if (!result.ok) throw new Error(result.error);
    const key = asPermutation(result.assignments).join(',');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function expectUniformOver(valid: readonly number[][], counts: Map<string, number>, samples: number): void {
  const keys = valid.map((p) => p.join(','));
  expect([...counts.keys()].every((k) => keys.includes(k))).toBe(true); // nothing invalid was drawn
  const observed = keys.map((k) => counts.get(k) ?? 0);
  expect(chiSquare(observed, observed.map(() => samples / keys.length))).toBeLessThan(chiSquareCritical(keys.length - 1));
}

// ---- Tests ----------------------------------------------------------------------------------------------

describe('fields', () => {
  it('reads participants as non-empty trimmed lines', () => {
    expect(parseParticipants(' Alice \n\n Bob\r\n\tChloé \n  ')).toEqual(['Alice', 'Bob', 'Chloé']);
  });

  it('drops bidirectional overrides, controls and invisible characters from every name', () => {
    expect(parseParticipants('Alice\u202eecnelaV\n\u2066Bob\u2069\n\u200bChlo\u0000é\n\u202e\n👩‍👩‍👧')).toEqual(['AliceecnelaV', 'Bob', 'Chloé', '👩‍👩‍👧']);
    expect(addExclusion([], 'Alice\u202e', '\u200fBob').list).toEqual([{ person1: 'Alice', person2: 'Bob' }]);
    expect(addForcedPair([], '\u202dAlice', 'Bob\u0007').list).toEqual([{ from: 'Alice', to: 'Bob' }]);
    // A name made only of invisible characters is a blank field.
    expect(addForcedPair([], '\u202e\u200b', 'Bob')).toEqual({ list: [] });
  });

  it('says, line by line, which names are longer than the limit, and refuses to draw with them', () => {
    const ok = 'a'.repeat(MAX_NAME_LENGTH);
    // Counted in characters as shown: 200 emoji are 200 characters (400 UTF-16 units).
    expect(longNamesError(`${ok}\n${'🎁'.repeat(MAX_NAME_LENGTH)}\n${'界'.repeat(MAX_NAME_LENGTH)}\u202e`)).toBeUndefined();
    const long = `${ok}b`;
    expect(longNamesError(`Alice\n\n${long}\nBob`)).toBe('Nom trop long à la ligne 3 (201\u00a0caractères)\u00a0: 200\u00a0caractères au plus par nom.');
    expect(longNamesError(`${long}\nBob\n${long}`)).toBe('Noms trop longs aux lignes 1 et 3\u00a0: 200\u00a0caractères au plus par nom.');
    expect(longNamesError(Array(8).fill(long).join('\n'))).toBe('Noms trop longs aux lignes 1, 2, 3, 4, 5 et 3\u00a0autres\u00a0: 200\u00a0caractères au plus par nom.');
    expect(validateSecretSanta(`Alice\nBob\nChloé\n${long}`, [], [])).toEqual({ ok: false, error: longNamesError(`Alice\nBob\nChloé\n${long}`) });
    expect(validateSecretSanta(`Alice\nBob\nChloé\n${ok}`, [], []).ok).toBe(true);
  });

  it('refuses a constraint whose name is longer than the limit, with a French message', () => {
    const long = 'é'.repeat(MAX_NAME_LENGTH + 1);
    const error = 'Nom trop long (201\u00a0caractères)\u00a0: 200\u00a0caractères au plus.';
    expect(addExclusion([], 'Alice', long)).toEqual({ list: [], error });
    expect(addForcedPair([], long, 'Bob')).toEqual({ list: [], error });
    expect(addExclusion([], 'Alice', long.slice(1)).list).toHaveLength(1);
  });

  it('adds forced pairs, ignoring blank fields and repeats, and removes them by index', () => {
    let pairs: ForcedPair[] = [];
    pairs = addForcedPair(pairs, ' Alice ', 'Bob ').list;
    pairs = addForcedPair(pairs, '', 'Bob').list;
    pairs = addForcedPair(pairs, 'Alice', '   ').list;
    pairs = addForcedPair(pairs, 'alice', 'BOB').list;
    pairs = addForcedPair(pairs, 'Chloé', 'Alice').list;
    expect(pairs).toEqual([
      { from: 'Alice', to: 'Bob' },
      { from: 'Chloé', to: 'Alice' },
    ]);
    expect(removeForcedPair(pairs, 0)).toEqual([{ from: 'Chloé', to: 'Alice' }]);
    expect(removeForcedPair(pairs, 5)).toEqual(pairs);
    expect(removeForcedPair(pairs, -1)).toEqual(pairs);
  });

  it('adds exclusions, ignoring blank fields and the same couple in either order, and removes them by index', () => {
    let exclusions: Exclusion[] = [];
    exclusions = addExclusion(exclusions, 'Alice', ' Bob').list;
    exclusions = addExclusion(exclusions, 'Bob', 'Alice').list;
    exclusions = addExclusion(exclusions, ' ', 'Alice').list;
    exclusions = addExclusion(exclusions, 'Chloé', 'David').list;
    expect(exclusions).toEqual([
      { person1: 'Alice', person2: 'Bob' },
      { person1: 'Chloé', person2: 'David' },
    ]);
    expect(removeExclusion(exclusions, 1)).toEqual([{ person1: 'Alice', person2: 'Bob' }]);
    expect(removeExclusion(exclusions, 2)).toEqual(exclusions);
  });
});

describe('errors', () => {
  const rng = seededRandom(1);
  it.each([
    ['', 'Il faut au moins 3 participants pour le Secret Santa'],
    ['Alice\n\n  Bob  \n', 'Il faut au moins 3 participants pour le Secret Santa'],
  ])('too few participants in %j', (raw, error) => {
    expect(generateSecretSanta(raw, [], [], rng)).toEqual({ ok: false, error });
  });

  it('refuses duplicated names, since people are identified by name', () => {
    expect(generateSecretSanta('Julie\nMarc\njulie\nSophie', [], [], rng)).toEqual({
      ok: false,
      error:
        'Chaque participant doit avoir un nom unique\u00a0: «\u00a0Julie\u00a0» apparaît 2\u00a0fois. Ajoutez par exemple l’initiale du nom de famille.',
    });
  });

  it('refuses more than 500 participants', () => {
    const raw = Array.from({ length: 501 }, (_, i) => `Personne ${i}`).join('\n');
    expect(generateSecretSanta(raw, [], [], rng)).toEqual({ ok: false, error: SECRET_SANTA_ERRORS.tooMany });
  });

  it('names the forced pair whose names are not in the list', () => {
    expect(generateSecretSanta('Alice\nBob\nChloé', [{ from: 'Alice', to: 'Zoé' }], [], rng)).toEqual({
      ok: false,
      error: 'Paire forcée invalide\u00a0: Alice → Zoé. Vérifiez que les noms existent dans la liste.',
    });
    expect(generateSecretSanta('Alice\nBob\nChloé', [{ from: 'Alicia', to: 'Bob' }], [], rng)).toMatchObject({
      error: 'Paire forcée invalide\u00a0: Alicia → Bob. Vérifiez que les noms existent dans la liste.',
    });
  });

  it('names the exclusion whose names are not in the list', () => {
    expect(generateSecretSanta('Alice\nBob\nChloé', [], [{ person1: 'Bob', person2: 'Zoé' }], rng)).toEqual({
      ok: false,
      error: 'Exclusion invalide\u00a0: Bob et Zoé. Vérifiez que les noms existent dans la liste.',
    });
  });

  it('matches names in pairs and exclusions regardless of case', () => {
    const result = generateSecretSanta('Alice\nBob\nChloé\nDavid\nEmma', [{ from: 'alice', to: 'BOB' }], [{ person1: 'chloé', person2: 'david' }], rng);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.assignments[0]).toEqual({ name: 'Alice', assignedTo: 'Bob' });
  });

  it.each<[string, string, ForcedPair[], Exclusion[]]>([
    ['three people, two of them excluded', 'A\nB\nC', [], [{ person1: 'A', person2: 'B' }]],
    ['a forced self pair', 'A\nB\nC\nD', [{ from: 'A', to: 'A' }], []],
    ['two forced pairs from the same giver', 'A\nB\nC\nD', [{ from: 'A', to: 'B' }, { from: 'A', to: 'C' }], []],
    ['two forced pairs to the same receiver', 'A\nB\nC\nD', [{ from: 'A', to: 'C' }, { from: 'B', to: 'C' }], []],
    ['a forced pair that is also excluded', 'A\nB\nC\nD', [{ from: 'A', to: 'B' }], [{ person1: 'B', person2: 'A' }]],
    ['a forced swap leaving an excluded couple', 'A\nB\nC\nD', [{ from: 'A', to: 'B' }, { from: 'B', to: 'A' }], [{ person1: 'C', person2: 'D' }]],
    ['someone excluded with everybody', 'A\nB\nC\nD', [], ['B', 'C', 'D'].map((p) => ({ person1: 'A', person2: p }))],
  ])('fails at once when impossible: %s', (_, raw, pairs, exclusions) => {
    let calls = 0;
    const counting: RandomSource = (max) => {
      calls++;
      return seededRandom(calls)(max);
    };
    expect(generateSecretSanta(raw, pairs, exclusions, counting)).toEqual({
      ok: false,
      error: 'Impossible de générer une combinaison valide avec ces contraintes. Essayez de réduire les exclusions ou paires forcées.',
    });
    expect(calls).toBe(0); // decided before drawing anything
  });
});

describe('worked examples', () => {
  it('draws a derangement of three people: one of the two cycles', () => {
    const result = generateSecretSanta('Alice\nBob\nChloé', [], [], seededRandom(3));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.assignments.map((a) => a.name)).toEqual(['Alice', 'Bob', 'Chloé']);
    const cycle = result.assignments.map((a) => a.assignedTo).join(',');
    expect(['Bob,Chloé,Alice', 'Chloé,Alice,Bob']).toContain(cycle);
  });

  it('honours forced pairs and exclusions', () => {
    const raw = 'Alice\nBob\nChloé\nDavid\nEmma';
    for (let seed = 0; seed < 50; seed++) {
      const result = generateSecretSanta(raw, [{ from: 'Alice', to: 'Emma' }], [{ person1: 'Bob', person2: 'Chloé' }], seededRandom(seed));
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const to = Object.fromEntries(result.assignments.map((a) => [a.name, a.assignedTo]));
      expect(to.Alice).toBe('Emma');
      expect(to.Bob).not.toBe('Chloé');
      expect(to.Chloé).not.toBe('Bob');
    }
  });

  it('handles a fully forced chain', () => {
    const pairs = [
      { from: 'A', to: 'B' },
      { from: 'B', to: 'C' },
      { from: 'C', to: 'A' },
    ];
    expect(generateSecretSanta('A\nB\nC', pairs, [], seededRandom(1))).toMatchObject({
      ok: true,
      assignments: [
        { name: 'A', assignedTo: 'B' },
        { name: 'B', assignedTo: 'C' },
        { name: 'C', assignedTo: 'A' },
      ],
    });
    expect(countValidAssignments('A\nB\nC', pairs, [])).toBe(1);
  });
});

describe('counting valid assignments', () => {
  const offDiagonal = (n: number) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => i !== j));

  it('finds the derangement numbers D(n) of OEIS A000166', () => {
    // D(2..7) = 1, 2, 9, 44, 265, 1854; D(10) = 1 334 961; D(18) = 2 355 301 661 033 953 (< 2^53).
    expect([2, 3, 4, 5, 6, 7].map((n) => countPerfectMatchings(offDiagonal(n)))).toEqual([1, 2, 9, 44, 265, 1854]);
    expect(countPerfectMatchings(offDiagonal(10))).toBe(1_334_961);
    expect(countPerfectMatchings(offDiagonal(18))).toBe(2_355_301_661_033_953);
    expect(countPerfectMatchings(offDiagonal(1))).toBe(0);
    expect(countPerfectMatchings(offDiagonal(19))).toBeNull(); // D(19) ≥ 2^53: not exact in a double
    expect(countPerfectMatchings(offDiagonal(21))).toBeNull(); // beyond the counting sampler
    for (const n of [3, 4, 5, 6]) expect(countValidAssignments(namesOf(n).join('\n'), [], [])).toBe([2, 9, 44, 265][n - 3]);
  });

  it('counts team-separated draws through independent components', () => {
    // Two teams of 8, nobody draws a teammate: each team gives to the other, 8! × 8! ways.
    const names = namesOf(16);
    let exclusions: Exclusion[] = [];
    for (const team of [names.slice(0, 8), names.slice(8)]) {
      for (let i = 0; i < 8; i++) for (let j = i + 1; j < 8; j++) exclusions = addExclusion(exclusions, team[i]!, team[j]!).list;
    }
    expect(countValidAssignments(names.join('\n'), [], exclusions)).toBe(40_320 * 40_320);
  });

  it('returns null for invalid fields', () => {
    expect(countValidAssignments('A\nB', [], [])).toBeNull();
    expect(countValidAssignments('A\nB\nC', [{ from: 'A', to: 'A' }], [])).toBeNull();
  });

  it('hasPerfectMatching agrees with a non-zero count', () => {
    expect(hasPerfectMatching(offDiagonal(1))).toBe(false);
    expect(hasPerfectMatching(offDiagonal(2))).toBe(true);
    expect(hasPerfectMatching([])).toBe(true);
  });
});

describe('properties against brute force (n ≤ 6)', () => {
  const constraints = fc.integer({ min: 3, max: 6 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      forced: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 3 }),
      excluded: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 8 }),
      seed: fc.integer(),
    }),
  );

  it('the existence check and the count agree with enumeration, and every draw obeys all the rules', () => {
    fc.assert(
      fc.property(constraints, ({ n, forced, excluded, seed }) => {
        const valid = validPermutations(n, forced, excluded);
        const raw = namesOf(n).join('\n');
        const validation = validateSecretSanta(raw, toPairs(forced), toExclusions(excluded));
        expect(validation.ok).toBe(valid.length > 0);
        expect(countValidAssignments(raw, toPairs(forced), toExclusions(excluded))).toBe(valid.length > 0 ? valid.length : null);
        for (const maxRejections of [1000, 0]) {
          const result = generateSecretSanta(raw, toPairs(forced), toExclusions(excluded), seededRandom(seed), { maxRejections });
          expect(result.ok).toBe(valid.length > 0);
          if (result.ok) {
            expect(result.assignments.map((a) => a.name)).toEqual(namesOf(n));
            const p = asPermutation(result.assignments);
            expect(new Set(p).size).toBe(n); // a permutation: everyone receives exactly once
            expect(isValid(p, forced, excluded)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary fields', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.record({ from: fc.string(), to: fc.string() }), { maxLength: 4 }),
        fc.array(fc.record({ person1: fc.string(), person2: fc.string() }), { maxLength: 4 }),
        (raw, pairs, exclusions) => {
          const result = generateSecretSanta(raw, pairs, exclusions, cryptoRandom);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });
});

describe('uniformity among valid assignments (chi-square)', () => {
  const derangements5 = validPermutations(5, [], []);

  it('hits each of the 44 derangements of 5 people equally often (random orders)', () => {
    expect(derangements5).toHaveLength(44);
    const samples = 44 * 250;
    expectUniformOver(derangements5, drawMany(5, [], [], samples, seededRandom(44)), samples);
  });

  it('hits each of the 44 derangements equally often with the counting sampler', () => {
    const samples = 44 * 250;
    expectUniformOver(derangements5, drawMany(5, [], [], samples, seededRandom(45), { maxRejections: 0 }), samples);
  });

  it('with the crypto source, hits each of the 44 derangements equally often', () => {
    const samples = 44 * 200;
    expectUniformOver(derangements5, drawMany(5, [], [], samples, cryptoRandom), samples);
  });

  it('is uniform under forced pairs and exclusions, with both samplers', () => {
    // 6 people; P0 → P1 forced; P2–P3 and P4–P5 excluded; P0–P2 excluded.
    const forced: [number, number][] = [[0, 1]];
    const excluded: [number, number][] = [
      [2, 3],
      [4, 5],
      [0, 2],
    ];
    const valid = validPermutations(6, forced, excluded);
    expect(valid.length).toBeGreaterThan(10);
    const samples = valid.length * 250;
    expectUniformOver(valid, drawMany(6, forced, excluded, samples, seededRandom(6)), samples);
    expectUniformOver(valid, drawMany(6, forced, excluded, samples, seededRandom(7), { maxRejections: 0 }), samples);
  });

  it('is uniform for two teams that must give across (36 assignments, two components)', () => {
    const excluded: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 2],
      [3, 4],
      [3, 5],
      [4, 5],
    ];
    const valid = validPermutations(6, [], excluded);
    expect(valid).toHaveLength(36);
    const samples = 36 * 250;
    expectUniformOver(valid, drawMany(6, [], excluded, samples, seededRandom(8)), samples);
    expectUniformOver(valid, drawMany(6, [], excluded, samples, seededRandom(9), { maxRejections: 0 }), samples);
  });

  it('power check: the test rejects the naive "pick any allowed receiver in turn, restart on a dead end"', () => {
    const rng = seededRandom(10);
    const samples = 44 * 250;
    const counts = new Map<string, number>();
    for (let i = 0; i < samples; i++) {
      let p: number[] | null = null;
      while (!p) {
        const taken = new Set<number>();
        const attempt: number[] = [];
        for (let g = 0; g < 5; g++) {
          const options = [0, 1, 2, 3, 4].filter((r) => r !== g && !taken.has(r));
          if (options.length === 0) break;
          const r = options[rng(options.length)]!;
          taken.add(r);
          attempt.push(r);
        }
        if (attempt.length === 5) p = attempt;
      }
      const key = p.join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const observed = derangements5.map((d) => counts.get(d.join(',')) ?? 0);
    expect(chiSquare(observed, observed.map(() => samples / 44))).toBeGreaterThan(chiSquareCritical(43));
  });
});

describe('hard and large inputs', () => {
  const teams = (count: number, size: number) => {
    const names: string[] = [];
    let exclusions: Exclusion[] = [];
    for (let t = 0; t < count; t++) {
      const team = Array.from({ length: size }, (_, i) => `Équipe ${t + 1} – ${i + 1}`);
      names.push(...team);
      for (let i = 0; i < size; i++) for (let j = i + 1; j < size; j++) exclusions = addExclusion(exclusions, team[i]!, team[j]!).list;
    }
    return { raw: names.join('\n'), exclusions, team: (name: string) => name.split(' – ')[0] };
  };

  it('switches to the counting sampler when random orders are rarely valid, and stays valid', () => {
    // Three teams of 6, nobody draws a teammate: under 0.1 % of orders are valid.
    const { raw, exclusions, team } = teams(3, 6);
    const methods = new Set<string>();
    for (let seed = 0; seed < 6; seed++) {
      const result = generateSecretSanta(raw, [], exclusions, seededRandom(seed));
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      methods.add(result.method);
      for (const a of result.assignments) expect(team(a.assignedTo)).not.toBe(team(a.name));
    }
    expect(methods.has('counting')).toBe(true);
  });

  it('falls back to more random orders when the count is too large to be exact (20 people, no constraint)', () => {
    const result = generateSecretSanta(namesOf(20).join('\n'), [], [], seededRandom(2), { maxRejections: 1 });
    expect(result).toMatchObject({ ok: true, method: 'rejection' });
    // With rejection switched off, the bounded chain takes over.
    expect(generateSecretSanta(namesOf(20).join('\n'), [], [], seededRandom(2), { maxRejections: 0 })).toMatchObject({ ok: true, method: 'chain' });
  });

  it('draws quickly for three teams of 10 (135 exclusions) and for 500 people', () => {
    const { raw, exclusions, team } = teams(3, 10);
    const start = performance.now();
    const result = generateSecretSanta(raw, [], exclusions, cryptoRandom);
    expect(result.ok).toBe(true);
    if (result.ok) for (const a of result.assignments) expect(team(a.assignedTo)).not.toBe(team(a.name));
    const big = Array.from({ length: 500 }, (_, i) => `Personne ${i}`);
    const bigResult = generateSecretSanta(
      big.join('\n'),
      [{ from: big[0]!, to: big[1]! }],
      [{ person1: big[2]!, person2: big[3]! }],
      cryptoRandom,
    );
    expect(bigResult.ok).toBe(true);
    expect(performance.now() - start).toBeLessThan(FREEZE_MS);
  });
});

describe('bounded draw above the exact-counting size (a 28-person set froze the tab for 106 s)', () => {
  const valid = (names: string[], exclusions: Exclusion[], assignments: { name: string; assignedTo: string }[]) => {
    const banned = new Set(exclusions.flatMap((e) => [`${e.person1}→${e.person2}`, `${e.person2}→${e.person1}`]));
    expect(new Set(assignments.map((a) => a.assignedTo)).size).toBe(names.length);
    for (const a of assignments) {
      expect(a.assignedTo).not.toBe(a.name);
      expect(banned.has(`${a.name}→${a.assignedTo}`)).toBe(false);
    }
  };

  it('28 participants with the 91 exclusions among 14 of them: a valid draw at once, by the Markov chain', () => {
    const names = namesOf(28);
    let exclusions: Exclusion[] = [];
    for (let i = 0; i < 14; i++) for (let j = i + 1; j < 14; j++) exclusions = addExclusion(exclusions, names[i]!, names[j]!).list;
    expect(exclusions).toHaveLength(91);
    const start = performance.now();
    for (let seed = 0; seed < 5; seed++) {
      const result = generateSecretSanta(names.join('\n'), [], exclusions, seededRandom(seed));
      expect(result).toMatchObject({ ok: true, method: 'chain' });
      if (result.ok) valid(names, exclusions, result.assignments);
    }
    expect(performance.now() - start).toBeLessThan(FREEZE_MS);
  });

  it('500 people, each excluded with their 40 neighbours: valid and bounded in time', () => {
    const names = namesOf(500);
    const exclusions: Exclusion[] = [];
    for (let i = 0; i < 500; i++) for (let d = 1; d <= 20; d++) exclusions.push({ person1: names[i]!, person2: names[(i + d) % 500]! });
    const start = performance.now();
    const result = generateSecretSanta(names.join('\n'), [], exclusions, cryptoRandom, { maxRejections: 0 });
    expect(performance.now() - start).toBeLessThan(FREEZE_MS);
    expect(result).toMatchObject({ ok: true, method: 'chain' });
    if (result.ok) valid(names, exclusions, result.assignments);
  });

  it('the chain is valid for any possible constraint set (property, 21 to 40 people, random exclusions)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 40 }), fc.array(fc.tuple(fc.nat(39), fc.nat(39)), { maxLength: 200 }), fc.nat(), (n, pairs, seed) => {
        const names = namesOf(n);
        const exclusions = pairs.filter(([a, b]) => a < n && b < n && a !== b).map(([a, b]) => ({ person1: names[a]!, person2: names[b]! }));
        const result = generateSecretSanta(names.join('\n'), [], exclusions, seededRandom(seed), { maxRejections: 0 });
        if (!result.ok) return result.error === SECRET_SANTA_ERRORS.impossible;
        valid(names, exclusions, result.assignments);
        return result.method === 'chain' || result.method === 'rejection';
      }),
      { numRuns: 40 },
    );
  });

  it('mixes: with no constraint, the first person gives to each of the 23 others equally often (χ², 24 people)', () => {
    const names = namesOf(24);
    const counts = new Map<string, number>();
    // 50 expected draws per receiver (100 in a deep run); the χ² test needs 5.
    const samples = deepOr(2300, 1150);
    for (let i = 0; i < samples; i++) {
      const result = generateSecretSanta(names.join('\n'), [], [], seededRandom(1000 + i), { maxRejections: 0 });
      if (!result.ok) throw new Error(result.error);
      expect(result.method).toBe('chain');
      const receiver = result.assignments[0]!.assignedTo;
      counts.set(receiver, (counts.get(receiver) ?? 0) + 1);
    }
    const observed = names.slice(1).map((name) => counts.get(name) ?? 0);
    expect(chiSquare(observed, observed.map(() => samples / 23))).toBeLessThan(chiSquareCritical(22));
  }, 120_000);
});

describe('content', () => {
  const texts = contentTexts(content);

  it('tells the organiser how to take part without seeing everything', () => {
    expect(texts.join(' ')).toMatch(/organisat/);
  });
});

describe('errorPlace and ofName', () => {
  it('puts each validation error beside what caused it', () => {
    const pairs: ForcedPair[] = [{ from: 'Alice', to: 'Zoé' }];
    const exclusions: Exclusion[] = [{ person1: 'Bastien', person2: 'Yann' }];
    expect(errorPlace(invalidPairError('Alice', 'Zoé'), pairs, exclusions)).toBe('pairs');
    expect(errorPlace(invalidExclusionError('Bastien', 'Yann'), pairs, exclusions)).toBe('exclusions');
    expect(errorPlace(SECRET_SANTA_ERRORS.impossible, pairs, exclusions)).toBe('generate');
    expect(errorPlace(SECRET_SANTA_ERRORS.tooFew, pairs, exclusions)).toBe('participants');
  });

  it('elides « de » before a vowel', () => {
    expect(ofName('Alice')).toBe('d’Alice');
    expect(ofName('Émile')).toBe('d’Émile');
    expect(ofName('Bastien')).toBe('de Bastien');
  });
});

// ---- One-way exclusions -----------------------------------------------------------------------

/** Reference for directed constraints: a permutation is valid when no p[giver] is a forbidden receiver. */
function validDirected(n: number, forbidden: readonly [number, number][]): number[][] {
  return permutations(n).filter((p) => p.every((to, from) => to !== from) && forbidden.every(([a, b]) => p[a] !== b));
}
const oneWay = (forbidden: readonly [number, number][]): Exclusion[] => forbidden.map(([a, b]) => ({ person1: `P${a}`, person2: `P${b}`, oneWay: true }));

describe('one-way exclusions', () => {
  it('counts the derangement numbers !n of OEIS A000166 without exclusions: 2, 9, 44, 265, 1854, 14833', () => {
    expect([3, 4, 5, 6, 7, 8].map((n) => countValidAssignments(namesOf(n).join('\n'), [], []))).toEqual([2, 9, 44, 265, 1854, 14833]);
    // and the brute-force reference agrees.
    expect([3, 4, 5, 6, 7, 8].map((n) => validDirected(n, []).length)).toEqual([2, 9, 44, 265, 1854, 14833]);
  });

  it('forbids one direction only: with 3 people, A ↛ B leaves the single cycle A → C → B → A', () => {
    const raw = 'A\nB\nC';
    expect(countValidAssignments(raw, [], [{ person1: 'A', person2: 'B', oneWay: true }])).toBe(1);
    const result = generateSecretSanta(raw, [], [{ person1: 'A', person2: 'B', oneWay: true }], seededRandom(1));
    expect(result.ok && result.assignments.map((a) => a.assignedTo)).toEqual(['C', 'A', 'B']);
    // Both ways: no valid assignment, said in French.
    expect(generateSecretSanta(raw, [], [{ person1: 'A', person2: 'B' }])).toEqual({ ok: false, error: SECRET_SANTA_ERRORS.impossible });
    // A ↛ B and A ↛ C: A can give to nobody.
    expect(
      generateSecretSanta(raw, [], [
        { person1: 'A', person2: 'B', oneWay: true },
        { person1: 'A', person2: 'C', oneWay: true },
      ]),
    ).toEqual({ ok: false, error: SECRET_SANTA_ERRORS.impossible });
    // B ↛ A and C ↛ A: nobody may give to A.
    expect(
      generateSecretSanta(raw, [], [
        { person1: 'B', person2: 'A', oneWay: true },
        { person1: 'C', person2: 'A', oneWay: true },
      ]).ok,
    ).toBe(false);
  });

  it('counts exactly the permanent of the allowed matrix, by brute force over permutations (n ≤ 8)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }).chain((n) =>
          fc.tuple(fc.constant(n), fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })).filter(([a, b]) => a !== b), { maxLength: 2 * n, selector: ([a, b]) => `${a},${b}` })),
        ),
        ([n, forbidden]) => {
          const reference = validDirected(n, forbidden).length;
          const raw = namesOf(n).join('\n');
          const result = generateSecretSanta(raw, [], oneWay(forbidden), seededRandom(n * 7919 + forbidden.length));
          if (reference === 0) {
            expect(result).toEqual({ ok: false, error: SECRET_SANTA_ERRORS.impossible });
            expect(countValidAssignments(raw, [], oneWay(forbidden))).toBeNull();
          } else {
            expect(countValidAssignments(raw, [], oneWay(forbidden))).toBe(reference);
            expect(result.ok).toBe(true);
            if (result.ok) {
              const p = asPermutation(result.assignments);
              expect(validDirected(n, forbidden).some((q) => q.join() === p.join())).toBe(true);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('draws uniformly among the assignments left by one-way exclusions (chi-square, rejection and counting samplers)', () => {
    // 5 people, P0 ↛ P1, P1 ↛ P2, P3 ↛ P0, and P2 ↔ P4 both ways.
    const forbidden: [number, number][] = [
      [0, 1],
      [1, 2],
      [3, 0],
      [2, 4],
      [4, 2],
    ];
    const valid = validDirected(5, forbidden);
    expect(valid.length).toBeGreaterThan(5);
    const exclusions: Exclusion[] = [...oneWay(forbidden.slice(0, 3)), { person1: 'P2', person2: 'P4' }];
    const raw = namesOf(5).join('\n');
    expect(countValidAssignments(raw, [], exclusions)).toBe(valid.length);
    for (const options of [{}, { maxRejections: 0 }]) {
      const rng = seededRandom(options.maxRejections === 0 ? 99 : 17);
      const samples = 400 * valid.length;
      const counts = new Map<string, number>();
      for (let i = 0; i < samples; i++) {
        const result = generateSecretSanta(raw, [], exclusions, rng, options);
        if (!result.ok) throw new Error(result.error);
        const key = asPermutation(result.assignments).join(',');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      expectUniformOver(valid, counts, samples);
    }
  });

  it('adds one-way exclusions without duplicates, a two-way one covering both directions', () => {
    let list = addExclusion([], 'Alice', 'Bob', true).list;
    expect(list).toEqual([{ person1: 'Alice', person2: 'Bob', oneWay: true }]);
    expect(addExclusion(list, 'alice', 'BOB', true).list).toHaveLength(1);
    list = addExclusion(list, 'Bob', 'Alice', true).list;
    expect(list).toHaveLength(2);
    list = addExclusion(list, 'Alice', 'Bob').list;
    expect(list).toHaveLength(3);
    expect(addExclusion([{ person1: 'Alice', person2: 'Bob' }], 'Bob', 'Alice', true).list).toHaveLength(1);
    expect(validateSecretSanta('Alice\nBob\nChloé', [], [{ person1: 'Alice', person2: 'Zoé', oneWay: true }])).toEqual({
      ok: false,
      error: invalidExclusionError('Alice', 'Zoé'),
    });
  });
});
