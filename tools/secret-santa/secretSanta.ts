/**
 * Secret Santa: pure logic (no React, no DOM, no storage).
 *
 * An assignment gives every participant exactly one person to offer a gift to, and every participant
 * receives exactly one gift: a permutation of the participants. It is valid when nobody draws themself,
 * nobody draws a partner they are excluded with (an exclusion works both ways, or one way only when marked
 * `oneWay`: person1 must not give to person2, person2 may still give to person1) and every forced pair
 * {from, to} is honoured exactly. The constraints form a directed graph: the valid assignments are the
 * permutations without fixed point whose every pair giver → receiver is allowed, and their number is the
 * permanent of the allowed 0/1 matrix.
 *
 * How it is drawn (DECISIONS.md):
 * 1. Existence first. The valid assignments are the perfect matchings of the bipartite graph
 *    givers → receivers whose edges are the allowed pairs. Kuhn's augmenting-path algorithm decides at once
 *    whether one exists, so impossible constraints fail immediately and possible ones never fail.
 * 2. Uniform draw. Forced pairs are set aside (they are fixed in every valid assignment) and the rest of the
 *    graph is split into connected components, which are independent: a uniform draw in each gives a
 *    uniform draw overall. In each component:
 *    a. up to `maxRejections` (1000) random orders, each a uniform Fisher–Yates shuffle, the first valid one
 *       kept. Rejection sampling is exactly uniform among the valid assignments;
 *    b. if all are rejected (the valid assignments are a tiny share of all orders) and the component has at
 *       most 20 people, an exact counting sampler: a dynamic programme over the sets of receivers already
 *       taken counts the completions of every partial assignment (the permanent of the allowed matrix), and
 *       each giver's receiver is drawn with probability proportional to the number of completions it leaves.
 *       This is exactly uniform too. Counts are kept in doubles, exact below 2^53; when a component has
 *       2^53 or more valid assignments (possible only above 18 people) rejection is resumed instead, and then
 *       accepts at least one order in 270 on average;
 *    c. otherwise (above 20 people, or a count too large to be exact), more random orders within a budget of
 *       about 2 million pair checks (a few ms), still exactly uniform;
 *    d. when those are all rejected too (valid assignments are then a vanishing share of all orders: dozens of
 *       exclusions per person), a Markov chain: a valid assignment is found by
 *       augmenting paths from a random order of givers and receivers, then mixed by `mixingSteps` random
 *       moves, each swapping the receivers of two givers or rotating those of three when every new pair is
 *       allowed. The moves are their own reverse with the same probability, so the chain's stationary
 *       distribution is uniform over the assignments it can reach: the draw is close to uniform, not exactly,
 *       and bounded in time (under a second for 500 people) where rejection could run for minutes.
 *    Steps a to c are exactly uniform, and whether a step is reached does not depend on which valid
 *    assignment the step would return.
 * All randomness comes from the injected RandomSource (crypto.getRandomValues by default).
 */
import { cryptoRandom, randomBelow, shuffle, type RandomSource } from '../../components/lib/random';
import {
  duplicateNamesError,
  invalidExclusionError,
  invalidPairError,
  longNamesError,
  nameKey,
  parseParticipants,
  SECRET_SANTA_ERRORS,
  SECRET_SANTA_MAX_PARTICIPANTS,
  SECRET_SANTA_MIN_PARTICIPANTS,
  type Assignment,
  type Exclusion,
  type ForcedPair,
} from './participants';
import { forbid, matchAll, type Matching } from './matching';

// The fields and lists (participants.ts), for whoever needs the whole of the Secret Santa's logic, and the randomness
// the product draws with: the page itself loads neither.
export * from './participants';
export { cryptoRandom };

/** Random orders tried per component before switching to the exact counting sampler. */
export const DEFAULT_MAX_REJECTIONS = 1000;
/** Largest component (in people) handled by the counting sampler: 2^20 doubles = 8 MB, a few ms. */
export const EXACT_SAMPLER_MAX_SIZE = 20;

type Method = 'rejection' | 'counting' | 'chain';

export type SecretSantaValidation =
  | {
      ok: true;
      participants: string[];
      /** allowed[giver][receiver], forced pairs and exclusions applied. */
      allowed: readonly (readonly boolean[])[];
      /** forced[giver] = receiver index, or -1. */
      forced: number[];
    }
  | { ok: false; error: string };

export type SecretSantaResult =
  | {
      ok: true;
      /** One line per participant, in participant order. */
      assignments: Assignment[];
      /** Which sampler finished the draw: the exact ones, or the bounded Markov chain (for tests and the notes). */
      method: Method;
    }
  | { ok: false; error: string };

export interface SecretSantaOptions {
  /** Random orders tried per component before the counting sampler (default 1000). */
  maxRejections?: number;
}

/** Pair checks spent on further random orders before the Markov chain (skipped when maxRejections is 0). */
const EXTRA_REJECTION_CHECKS = 2_000_000;

/** Moves of the Markov chain for a component of m people: enough to forget the starting assignment. */
export function mixingSteps(m: number): number {
  return Math.max(10_000, 40 * m * Math.ceil(Math.log2(m + 1)));
}

// ---------------------------------------------------------------------------------------------------------
// Validation and existence

/** What the participants and the forced pairs allow, before any exclusion: an error, or the matrix they leave. */
type Prepared =
  | { ok: false; error: string }
  | { ok: true; participants: string[]; indexByKey: Map<string, number>; allowed: boolean[][]; forced: number[] };

function prepare(participantsRaw: string, forcedPairs: readonly ForcedPair[]): Prepared {
  const longNames = longNamesError(participantsRaw);
  if (longNames) return { ok: false, error: longNames };
  const participants = parseParticipants(participantsRaw);
  if (participants.length < SECRET_SANTA_MIN_PARTICIPANTS) return { ok: false, error: SECRET_SANTA_ERRORS.tooFew };
  if (participants.length > SECRET_SANTA_MAX_PARTICIPANTS) return { ok: false, error: SECRET_SANTA_ERRORS.tooMany };

  const indexByKey = new Map<string, number>();
  const counts = new Map<string, { name: string; count: number }>();
  participants.forEach((name, index) => {
    const key = nameKey(name);
    if (!indexByKey.has(key)) indexByKey.set(key, index);
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { name, count: 1 });
  });
  const duplicates = [...counts.values()].filter((d) => d.count > 1);
  if (duplicates.length > 0) return { ok: false, error: duplicateNamesError(duplicates) };

  const n = participants.length;
  // Filled rows, not Array.from with a callback per cell: 250 000 calls for 500 people took V8 about 100 ms.
  const allowed = Array.from({ length: n }, (_, i) => {
    const row = new Array<boolean>(n).fill(true);
    row[i] = false;
    return row;
  });
  const forced = new Array<number>(n).fill(-1);
  for (const pair of forcedPairs) {
    const from = indexByKey.get(nameKey(pair.from));
    const to = indexByKey.get(nameKey(pair.to));
    if (from === undefined || to === undefined) return { ok: false, error: invalidPairError(pair.from, pair.to) };
    // The giver may offer only to `to`, and `to` may receive only from the giver. Two pairs from the same
    // giver (or to the same receiver) thus leave nobody possible, and the existence check says so.
    for (let j = 0; j < n; j++) if (j !== to) allowed[from]![j] = false;
    for (let i = 0; i < n; i++) if (i !== from) allowed[i]![to] = false;
    forced[from] = to;
  }
  return { ok: true, participants, indexByKey, allowed, forced };
}

const sameExclusion = (a: Exclusion, b: Exclusion) => a.person1 === b.person1 && a.person2 === b.person2 && Boolean(a.oneWay) === Boolean(b.oneWay);
const samePairs = (a: readonly ForcedPair[], b: readonly ForcedPair[]) => a === b || (a.length === b.length && a.every((p, i) => p.from === b[i]!.from && p.to === b[i]!.to));

/** A validation of the fields, for a page that validates them again after each change (createValidator). */
export type Validator = (participantsRaw: string, forcedPairs: readonly ForcedPair[], exclusions: readonly Exclusion[]) => SecretSantaValidation;

/**
 * Checks the fields and decides whether a valid assignment exists, as validateSecretSanta does, remembering its last
 * answer: with the same participants and forced pairs, exclusions added at the end of the list are applied to the
 * matching already found (matching.ts), so that adding one to a long list costs a few rows, not the whole check.
 */
export function createValidator(): Validator {
  let base: { participantsRaw: string; forcedPairs: readonly ForcedPair[]; prepared: Prepared } | null = null;
  /** The exclusions applied to `base`, all naming participants, and the matching they leave. */
  let last: { exclusions: readonly Exclusion[]; matching: Matching } | null = null;

  return (participantsRaw, forcedPairs, exclusions) => {
    if (!base || base.participantsRaw !== participantsRaw || !samePairs(base.forcedPairs, forcedPairs)) {
      base = { participantsRaw, forcedPairs, prepared: prepare(participantsRaw, forcedPairs) };
      last = null;
    }
    const prepared = base.prepared;
    if (!prepared.ok) return prepared;
    const indexOf = (exclusion: Exclusion) => {
      const a = prepared.indexByKey.get(nameKey(exclusion.person1));
      const b = prepared.indexByKey.get(nameKey(exclusion.person2));
      return a === undefined || b === undefined ? null : ([a, b] as const);
    };
    const extended = last !== null && last.exclusions.length <= exclusions.length && last.exclusions.every((e, i) => sameExclusion(e, exclusions[i]!));
    let matching: Matching;
    if (extended) {
      matching = last!.matching;
      for (const exclusion of exclusions.slice(last!.exclusions.length)) {
        const pair = indexOf(exclusion);
        if (!pair) return { ok: false, error: invalidExclusionError(exclusion.person1, exclusion.person2) };
        matching = forbid(matching, pair[0], pair[1]);
        if (!exclusion.oneWay) matching = forbid(matching, pair[1], pair[0]);
      }
    } else {
      const allowed = prepared.allowed.map((row) => row.slice());
      for (const exclusion of exclusions) {
        const pair = indexOf(exclusion);
        if (!pair) return { ok: false, error: invalidExclusionError(exclusion.person1, exclusion.person2) };
        allowed[pair[0]]![pair[1]] = false;
        if (!exclusion.oneWay) allowed[pair[1]]![pair[0]] = false;
      }
      matching = matchAll(allowed);
    }
    last = { exclusions, matching };
    if (!matching.perfect) return { ok: false, error: SECRET_SANTA_ERRORS.impossible };
    return { ok: true, participants: prepared.participants, allowed: matching.allowed, forced: prepared.forced };
  };
}

/**
 * Checks the fields and decides whether a valid assignment exists. Errors, in this order: a name too long, fewer
 * than 3 (or more than 500) participants, duplicated names, a forced pair or an exclusion naming someone not in the list, no valid
 * assignment (contradictory forced pairs, a forced self pair, a forced pair also excluded, too many
 * exclusions…).
 */
export function validateSecretSanta(
  participantsRaw: string,
  forcedPairs: readonly ForcedPair[],
  exclusions: readonly Exclusion[],
): SecretSantaValidation {
  return createValidator()(participantsRaw, forcedPairs, exclusions);
}

/** Whether the bipartite graph allowed[giver][receiver] has a perfect matching. */
export function hasPerfectMatching(allowed: readonly (readonly boolean[])[]): boolean {
  return matchAll(allowed).perfect;
}

// ---------------------------------------------------------------------------------------------------------
// Counting (permanent of a 0/1 matrix)

const TWO_53 = 2 ** 53;

/**
 * completions[mask] = number of ways to give receivers to givers popcount(mask)..m−1 using only the
 * receivers not in `mask`, where rowMasks[k] is the bit set of receivers allowed for giver k.
 * completions[0] is the permanent. Exact while it stays below 2^53.
 */
function completionCounts(rowMasks: readonly number[]): Float64Array {
  const m = rowMasks.length;
  const full = (1 << m) - 1;
  const completions = new Float64Array(1 << m);
  const popcount = new Uint8Array(1 << m);
  for (let mask = 1; mask <= full; mask++) popcount[mask] = popcount[mask >> 1]! + (mask & 1);
  completions[full] = 1;
  for (let mask = full - 1; mask >= 0; mask--) {
    let available = rowMasks[popcount[mask]!]! & ~mask;
    let total = 0;
    while (available !== 0) {
      const bit = available & -available;
      total += completions[mask | bit]!;
      available ^= bit;
    }
    completions[mask] = total;
  }
  return completions;
}

/**
 * Number of perfect matchings of allowed[giver][receiver] (the number of valid Secret Santa assignments),
 * or null when the matrix is larger than 20 × 20 or the count reaches 2^53 (no longer exact in a double).
 * Off-diagonal matrices give the derangement numbers 1, 2, 9, 44, 265… (OEIS A000166).
 */
export function countPerfectMatchings(allowed: readonly (readonly boolean[])[]): number | null {
  const m = allowed.length;
  if (m > EXACT_SAMPLER_MAX_SIZE) return null;
  if (m === 0) return 1;
  const rowMasks = allowed.map((row) => row.reduce((mask, ok, j) => (ok ? mask | (1 << j) : mask), 0));
  const count = completionCounts(rowMasks)[0]!;
  return count < TWO_53 ? count : null;
}

/** Number of valid assignments for the fields, or null when invalid, impossible to count exactly, or too big. */
export function countValidAssignments(
  participantsRaw: string,
  forcedPairs: readonly ForcedPair[],
  exclusions: readonly Exclusion[],
): number | null {
  const validation = validateSecretSanta(participantsRaw, forcedPairs, exclusions);
  if (!validation.ok) return null;
  let total = 1;
  for (const component of freeComponents(validation.allowed, validation.forced)) {
    const count = countPerfectMatchings(component.givers.map((g) => component.receivers.map((r) => validation.allowed[g]![r]!)));
    if (count === null) return null;
    total *= count;
    if (total >= TWO_53) return null;
  }
  return total;
}

// ---------------------------------------------------------------------------------------------------------
// Uniform draw

interface Component {
  givers: number[];
  receivers: number[];
}

/**
 * Connected components of the allowed graph once forced pairs are set aside. A perfect matching exists, so
 * each component has as many givers as receivers.
 */
function freeComponents(allowed: readonly (readonly boolean[])[], forced: readonly number[]): Component[] {
  const n = allowed.length;
  const forcedReceiver = new Array<boolean>(n).fill(false);
  for (const r of forced) if (r >= 0) forcedReceiver[r] = true;
  const giverSeen = new Array<boolean>(n).fill(false);
  const receiverSeen = new Array<boolean>(n).fill(false);
  const components: Component[] = [];
  for (let start = 0; start < n; start++) {
    if (forced[start]! >= 0 || giverSeen[start]) continue;
    const component: Component = { givers: [], receivers: [] };
    const queue: number[] = [start];
    giverSeen[start] = true;
    while (queue.length > 0) {
      const giver = queue.pop()!;
      component.givers.push(giver);
      for (let r = 0; r < n; r++) {
        if (!allowed[giver]![r] || forcedReceiver[r] || receiverSeen[r]) continue;
        receiverSeen[r] = true;
        component.receivers.push(r);
        for (let g = 0; g < n; g++) {
          if (allowed[g]![r] && forced[g]! < 0 && !giverSeen[g]) {
            giverSeen[g] = true;
            queue.push(g);
          }
        }
      }
    }
    component.givers.sort((a, b) => a - b);
    component.receivers.sort((a, b) => a - b);
    components.push(component);
  }
  return components;
}

/** One random order of the component's receivers; its assignment if valid, else null. */
function tryRandomOrder(component: Component, allowed: readonly (readonly boolean[])[], rng: RandomSource): number[] | null {
  const order = shuffle(component.receivers, rng);
  for (let k = 0; k < order.length; k++) {
    if (!allowed[component.givers[k]!]![order[k]!]) return null;
  }
  return order;
}

/** Exact uniform draw by counting, or null when the counts would not be exact. */
function countingDraw(component: Component, allowed: readonly (readonly boolean[])[], rng: RandomSource): number[] | null {
  const { givers, receivers } = component;
  const rowMasks = givers.map((g) => receivers.reduce((mask, r, j) => (allowed[g]![r] ? mask | (1 << j) : mask), 0));
  const completions = completionCounts(rowMasks);
  if (!(completions[0]! >= 1 && completions[0]! < TWO_53)) return null;
  const result: number[] = [];
  let mask = 0;
  for (let k = 0; k < givers.length; k++) {
    let ticket = randomBelow(completions[mask]!, rng);
    let available = rowMasks[k]! & ~mask;
    for (;;) {
      const bit = available & -available;
      ticket -= completions[mask | bit]!;
      if (ticket < 0 || (available ^ bit) === 0) {
        mask |= bit;
        result.push(receivers[31 - Math.clz32(bit)]!);
        break;
      }
      available ^= bit;
    }
  }
  return result;
}

/**
 * A valid assignment of the component found by augmenting paths, givers and receivers taken in random orders
 * so that the start of the chain is itself random. Returns receivers in the component's giver order.
 */
function randomMatching(component: Component, allowed: readonly (readonly boolean[])[], rng: RandomSource): number[] {
  const { givers } = component;
  const m = givers.length;
  const receivers = shuffle(component.receivers, rng);
  const order = shuffle(
    givers.map((_, k) => k),
    rng,
  );
  const ok = (k: number, j: number) => allowed[givers[k]!]![receivers[j]!]!;
  const giverOf = new Int32Array(m).fill(-1); // receiver j → giver k
  const receiverOf = new Int32Array(m).fill(-1); // giver k → receiver j
  const visited = new Int32Array(m).fill(-1);
  const parent = new Int32Array(m);
  // Iterative augmenting-path search (no recursion: 500 people would be 500 frames deep).
  for (let round = 0; round < m; round++) {
    const stack = [order[round]!];
    let free = -1;
    while (stack.length && free < 0) {
      const k = stack.pop()!;
      for (let j = 0; j < m; j++) {
        if (visited[j] === round || !ok(k, j)) continue;
        visited[j] = round;
        parent[j] = k;
        if (giverOf[j] === -1) {
          free = j;
          break;
        }
        stack.push(giverOf[j]!);
      }
    }
    // The existence check passed, so a free receiver is always reached: flip the path back to the start.
    for (let j = free; j !== -1; ) {
      const k = parent[j]!;
      const previous = receiverOf[k]!;
      giverOf[j] = k;
      receiverOf[k] = j;
      j = previous;
    }
  }
  return Array.from(receiverOf, (j) => receivers[j]!);
}

/**
 * Mixes a valid assignment by random moves that keep it valid: swap the receivers of two givers, or rotate
 * those of three. Each move is proposed with the same probability as its reverse and applied only when all
 * the new pairs are allowed, so every reachable assignment is equally likely in the long run.
 */
function chainDraw(component: Component, allowed: readonly (readonly boolean[])[], rng: RandomSource): number[] {
  const { givers } = component;
  const m = givers.length;
  const receiverOf = randomMatching(component, allowed, rng);
  const ok = (k: number, r: number) => allowed[givers[k]!]![r]!;
  for (let step = mixingSteps(m); step > 0; step--) {
    const a = randomBelow(m, rng);
    const b = randomBelow(m, rng);
    if (a === b) continue;
    if (m >= 3 && randomBelow(2, rng) === 1) {
      const c = randomBelow(m, rng);
      if (c === a || c === b) continue;
      const [ra, rb, rc] = [receiverOf[a]!, receiverOf[b]!, receiverOf[c]!];
      if (ok(a, rb) && ok(b, rc) && ok(c, ra)) [receiverOf[a], receiverOf[b], receiverOf[c]] = [rb, rc, ra];
    } else {
      const [ra, rb] = [receiverOf[a]!, receiverOf[b]!];
      if (ok(a, rb) && ok(b, ra)) [receiverOf[a], receiverOf[b]] = [rb, ra];
    }
  }
  return receiverOf;
}

function drawComponent(
  component: Component,
  allowed: readonly (readonly boolean[])[],
  rng: RandomSource,
  maxRejections: number,
): { receivers: number[]; method: Method } {
  for (let attempt = 0; attempt < maxRejections; attempt++) {
    const order = tryRandomOrder(component, allowed, rng);
    if (order) return { receivers: order, method: 'rejection' };
  }
  const m = component.givers.length;
  if (m <= EXACT_SAMPLER_MAX_SIZE) {
    const exact = countingDraw(component, allowed, rng);
    if (exact) return { receivers: exact, method: 'counting' };
  }
  // More random orders while they stay cheap (about 2 million checks, a few ms): still exactly uniform.
  const budget = maxRejections === 0 ? 0 : Math.floor(EXTRA_REJECTION_CHECKS / m);
  for (let attempt = 0; attempt < budget; attempt++) {
    const order = tryRandomOrder(component, allowed, rng);
    if (order) return { receivers: order, method: 'rejection' };
  }
  return { receivers: chainDraw(component, allowed, rng), method: 'chain' };
}

/**
 * Draws a Secret Santa uniformly among all valid assignments, or returns a French error.
 * Never throws on user input.
 */
export function generateSecretSanta(
  participantsRaw: string,
  forcedPairs: readonly ForcedPair[],
  exclusions: readonly Exclusion[],
  rng: RandomSource = cryptoRandom,
  options: SecretSantaOptions = {},
): SecretSantaResult {
  const validation = validateSecretSanta(participantsRaw, forcedPairs, exclusions);
  if (!validation.ok) return validation;
  const { participants, allowed, forced } = validation;
  const maxRejections = Math.max(0, Math.floor(options.maxRejections ?? DEFAULT_MAX_REJECTIONS));

  const receiverOf = forced.slice();
  let method: Method = 'rejection';
  const rank: Record<Method, number> = { rejection: 0, counting: 1, chain: 2 };
  for (const component of freeComponents(allowed, forced)) {
    const drawn = drawComponent(component, allowed, rng, maxRejections);
    if (rank[drawn.method] > rank[method]) method = drawn.method;
    component.givers.forEach((giver, k) => {
      receiverOf[giver] = drawn.receivers[k]!;
    });
  }
  return {
    ok: true,
    method,
    assignments: participants.map((name, i) => ({ name, assignedTo: participants[receiverOf[i]!]! })),
  };
}
