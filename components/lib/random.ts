/**
 * Fair randomness for the draw tools (password, random draw, Secret Santa and any later tool).
 *
 * Everything random goes through a `RandomSource`: a function that returns a uniform integer in
 * [0, maxExclusive). The product uses `cryptoRandom` (crypto.getRandomValues + rejection sampling, so
 * no modulo bias); tests inject `seededRandom(seed)` to be deterministic. The non-cryptographic Math
 * generator is never used.
 */

/** Uniform integer in [0, maxExclusive); maxExclusive is an integer in [1, 2^32]. */
export type RandomSource = (maxExclusive: number) => number;

const TWO_32 = 2 ** 32;
const TWO_53 = 2 ** 53;

function checkBound(maxExclusive: number, limit: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > limit) {
    throw new RangeError(`maxExclusive must be an integer in [1, ${limit}], got ${maxExclusive}`);
  }
}

/**
 * Turns a generator of uniform 32-bit unsigned integers into a `RandomSource`.
 * Rejection sampling: values at or above the largest multiple of `max` that fits in 2^32 are drawn again,
 * so each result in [0, max) has exactly the same number of preimages (no modulo bias).
 */
export function fromUint32(nextUint32: () => number): RandomSource {
  return (maxExclusive) => {
    checkBound(maxExclusive, TWO_32);
    if (maxExclusive === 1) return 0;
    const limit = TWO_32 - (TWO_32 % maxExclusive);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % maxExclusive;
    }
  };
}

const BUFFER_SIZE = 256;
const buffer = new Uint32Array(BUFFER_SIZE);
let bufferIndex = BUFFER_SIZE;

function cryptoUint32(): number {
  if (bufferIndex >= BUFFER_SIZE) {
    globalThis.crypto.getRandomValues(buffer);
    bufferIndex = 0;
  }
  return buffer[bufferIndex++]!;
}

/** The product's source: the Web Crypto CSPRNG (crypto.getRandomValues), without modulo bias. */
export const cryptoRandom: RandomSource = fromUint32(cryptoUint32);

/**
 * A deterministic source for tests and reproducible simulations (xoshiro128**, seeded by splitmix32).
 * Not for anything secret.
 */
export function seededRandom(seed: number): RandomSource {
  let s = seed >>> 0;
  const splitmix32 = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let d = splitmix32();
  if ((a | b | c | d) === 0) a = 1;
  const next = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return fromUint32(next);
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * Uniform integer in [0, maxExclusive) for bounds up to 2^53 (beyond one 32-bit draw), by drawing
 * high and low parts and rejecting values at or above the bound (acceptance above 1/2).
 */
export function randomBelow(maxExclusive: number, rng: RandomSource = cryptoRandom): number {
  checkBound(maxExclusive, TWO_53);
  if (maxExclusive <= TWO_32) return rng(maxExclusive);
  const highRange = Math.ceil(maxExclusive / TWO_32);
  for (;;) {
    const value = rng(highRange) * TWO_32 + rng(TWO_32);
    if (value < maxExclusive) return value;
  }
}

/** A uniformly shuffled copy (Fisher–Yates); the input is left untouched. */
export function shuffle<T>(items: readonly T[], rng: RandomSource = cryptoRandom): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    const tmp = result[i]!;
    result[i] = result[j]!;
    result[j] = tmp;
  }
  return result;
}

/**
 * `k` items drawn without repetition, in draw order (partial Fisher–Yates): every ordered selection of
 * `k` distinct positions is equally likely. Throws RangeError unless 0 <= k <= items.length.
 */
export function sample<T>(items: readonly T[], k: number, rng: RandomSource = cryptoRandom): T[] {
  if (!Number.isInteger(k) || k < 0 || k > items.length) {
    throw new RangeError(`k must be an integer in [0, ${items.length}], got ${k}`);
  }
  const pool = items.slice();
  for (let i = 0; i < k; i++) {
    const j = i + rng(pool.length - i);
    const tmp = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = tmp;
  }
  return pool.slice(0, k);
}
