/**
 * The Secret Santa's existence check: a perfect matching of givers to receivers (allowed[giver][receiver]), kept up to
 * date as pairs are forbidden one at a time. A full check costs one pass over the matrix and an augmenting-path search
 * for each giver the pass left alone; forbidding a pair costs at most one search, and none when the matching did not
 * use that pair, so that adding the thousandth exclusion costs what the first did.
 */

export interface Matching {
  /** allowed[giver][receiver]. Rows are shared between successive matchings: forbid copies the row it changes. */
  readonly allowed: readonly (readonly boolean[])[];
  /** receiverOf[giver] = receiver, or -1. */
  readonly receiverOf: Int32Array;
  /** giverOf[receiver] = giver, or -1. */
  readonly giverOf: Int32Array;
  /** Every giver has a receiver: a valid assignment exists. */
  readonly perfect: boolean;
}

/**
 * Looks for an augmenting path from the unmatched giver `start` (Kuhn's algorithm, iteratively: 500 people would
 * otherwise be 500 frames deep) and flips it, which matches one more giver. False when none exists.
 */
function augment(allowed: Matching['allowed'], receiverOf: Int32Array, giverOf: Int32Array, start: number): boolean {
  const n = allowed.length;
  const visited = new Uint8Array(n);
  const parent = new Int32Array(n);
  const stack = [start];
  let free = -1;
  while (stack.length > 0 && free < 0) {
    const giver = stack.pop()!;
    const row = allowed[giver]!;
    for (let r = 0; r < n; r++) {
      if (!row[r] || visited[r]) continue;
      visited[r] = 1;
      parent[r] = giver;
      if (giverOf[r] === -1) {
        free = r;
        break;
      }
      stack.push(giverOf[r]!);
    }
  }
  if (free < 0) return false;
  for (let r = free; r !== -1; ) {
    const giver = parent[r]!;
    const previous = receiverOf[giver]!;
    giverOf[r] = giver;
    receiverOf[giver] = r;
    r = previous;
  }
  return true;
}

/** A maximum matching of the whole matrix: each giver first takes a free receiver, then augmenting paths do the rest. */
export function matchAll(allowed: Matching['allowed']): Matching {
  const n = allowed.length;
  const receiverOf = new Int32Array(n).fill(-1);
  const giverOf = new Int32Array(n).fill(-1);
  for (let giver = 0; giver < n; giver++) {
    const row = allowed[giver]!;
    for (let r = 0; r < n; r++) {
      if (row[r] && giverOf[r] === -1) {
        receiverOf[giver] = r;
        giverOf[r] = giver;
        break;
      }
    }
  }
  let perfect = true;
  for (let giver = 0; giver < n && perfect; giver++) {
    if (receiverOf[giver] === -1) perfect = augment(allowed, receiverOf, giverOf, giver);
  }
  return { allowed, receiverOf, giverOf, perfect };
}

/**
 * The matching once `giver` may no longer give to `receiver`. Fewer pairs never make a matching appear, and a perfect
 * matching that does not use the pair stays perfect; otherwise the giver it loses is matched again by one augmenting
 * path, which exists exactly when a perfect matching still does.
 */
export function forbid(matching: Matching, giver: number, receiver: number): Matching {
  if (!matching.allowed[giver]![receiver]) return matching;
  const allowed = matching.allowed.slice();
  const row = allowed[giver]!.slice();
  row[receiver] = false;
  allowed[giver] = row;
  if (!matching.perfect || matching.receiverOf[giver] !== receiver) return { ...matching, allowed };
  const receiverOf = matching.receiverOf.slice();
  const giverOf = matching.giverOf.slice();
  receiverOf[giver] = -1;
  giverOf[receiver] = -1;
  return { allowed, receiverOf, giverOf, perfect: augment(allowed, receiverOf, giverOf, giver) };
}
