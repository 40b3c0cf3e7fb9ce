/**
 * Exact rational arithmetic on BigInt, with no float at all: the independent reference against which the figures
 * shown are checked (the exact value, rounded once half away from zero, printed the fr-FR way by hand).
 */

/** An exact rational n / d (d > 0). */
export interface Rational {
  n: bigint;
  d: bigint;
}

/** The rational a decimal text stands for: `-12.345` → -12345 / 1000. */
export const rat = (text: string): Rational => {
  const [int, frac = ''] = text.replace('-', '').split('.') as [string, string?];
  const sign = text.startsWith('-') ? -1n : 1n;
  return { n: sign * BigInt(int + frac), d: 10n ** BigInt(frac.length) };
};
export const mul = (a: Rational, b: Rational): Rational => ({ n: a.n * b.n, d: a.d * b.d });
export const div = (a: Rational, b: Rational): Rational => (b.n < 0n ? { n: -a.n * b.d, d: a.d * -b.n } : { n: a.n * b.d, d: a.d * b.n });
export const sub = (a: Rational, b: Rational): Rational => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
export const add = (a: Rational, b: Rational): Rational => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const abs = (a: Rational): Rational => ({ n: a.n < 0n ? -a.n : a.n, d: a.d });

/** The value rounded half away from zero to `decimals`, still exact. */
export function roundRational(value: Rational, decimals: number): Rational {
  const scale = 10n ** BigInt(decimals);
  const negative = value.n < 0n;
  const scaled = (negative ? -value.n : value.n) * scale;
  let q = scaled / value.d;
  if ((scaled % value.d) * 2n >= value.d) q += 1n;
  return { n: negative ? -q : q, d: scale };
}

/** Rounds half away from zero to `decimals` and prints with fr-FR grouping (U+202F) and a decimal comma. */
export function referenceText(value: Rational, decimals: number): string {
  const rounded = roundRational(value, decimals);
  const negative = rounded.n < 0n;
  const q = negative ? -rounded.n : rounded.n;
  const digits = q.toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  const grouped = int.length > 3 ? int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f') : int;
  const text = decimals > 0 ? `${grouped},${frac}` : grouped;
  return negative ? `-${text}` : text;
}

/**
 * What the shared formatter should show for an exact value: rounded once to `decimals`, or, when a non-zero value
 * rounds to zero there, to two more decimals at a time until a digit appears, without trailing zeros past `decimals`.
 */
export function referenceDisplay(value: Rational, decimals = 2): string {
  if (value.n === 0n) return referenceText(value, decimals);
  let shown = decimals;
  while (roundRational(value, shown).n === 0n) shown += 2;
  const text = referenceText(value, shown);
  return shown === decimals ? text : text.replace(/0+$/, '');
}
