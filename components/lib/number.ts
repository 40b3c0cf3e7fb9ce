/**
 * Numbers as French users type and read them.
 *
 * parseDecimal accepts `12,5`, `12.5`, `1 234,56`, `1 234,56 €`, `15 %`, `-3`, `1e3` and rejects anything
 * else. formatNumber and friends print as Intl.NumberFormat('fr-FR') does (narrow no-break space thousands
 * separator, decimal comma) and never print NaN, Infinity or -0.
 */

export type ParsedNumber =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly empty: boolean };

const EMPTY: ParsedNumber = { ok: false, empty: true };
const INVALID: ParsedNumber = { ok: false, empty: false };

// Regular, no-break and narrow no-break spaces, thin space, apostrophes used as thousands separators.
const GROUPING = /[\s\u00a0\u202f\u2009'’]/g;
const UNIT_SUFFIX = /(€|eur|euros?|%|\$|usd)$/i;

export function parseDecimal(raw: string): ParsedNumber {
  let text = raw.trim();
  if (text === '') return EMPTY;
  text = text.replace(UNIT_SUFFIX, '').trim();
  text = text.replace(/^\+/, '').replace(/^[−–]/, '-');
  text = text.replace(GROUPING, '');
  // A lone sign is a negative number being typed: not an error yet, not a value either.
  if (text === '-') return raw.trim() === '-' || raw.trim() === '−' || raw.trim() === '–' ? EMPTY : INVALID;
  if (text === '') return INVALID;

  const commas = (text.match(/,/g) ?? []).length;
  const dots = (text.match(/\./g) ?? []).length;
  if (commas > 1) return INVALID;
  if (commas === 1 && dots > 0) {
    // `1.234,56`: dots are thousands separators, the comma is the decimal mark.
    if (!/^-?\d{1,3}(\.\d{3})+,\d*$/.test(text)) return INVALID;
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (commas === 1) {
    text = text.replace(',', '.');
  } else if (dots > 1) {
    // `1.234.567`: dots as thousands separators.
    if (!/^-?\d{1,3}(\.\d{3})+$/.test(text)) return INVALID;
    text = text.replace(/\./g, '');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return INVALID;
  const value = Number(text);
  if (!Number.isFinite(value)) return INVALID;
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * When the text reads as a decimal but a French user may have meant a thousands mark (`12.345`: a dot
 * followed by exactly three digits, no comma), the sentence that says what was understood, else null.
 * The value stays the decimal one (12,345): the hint tells how to write twelve thousand.
 */
export function dotReadingHint(raw: string): string | null {
  const text = raw.trim().replace(UNIT_SUFFIX, '').trim().replace(/^\+/, '').replace(/^[−–]/, '-');
  const match = /^(-?)(\d{1,3})\.(\d{3})$/.exec(text);
  if (!match) return null;
  const [, sign, head, tail] = match as unknown as [string, string, string, string];
  if (Number(head) === 0) return null; // 0.125 cannot be a thousands mark
  const understood = `${sign}${head},${tail}`;
  const thousands = `${sign}${head}${tail}`;
  return `compris\u00a0: ${understood} (pour ${sign}${head}\u00a0${tail}, tapez ${thousands} ou ${sign}${head}\u00a0${tail})`;
}

/** The parsed value, or `undefined` when the field is empty or not a number. */
export function numberOrUndefined(raw: string): number | undefined {
  const parsed = parseDecimal(raw);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * The value as the user meant it. A computation on typed decimals can land one or two binary steps off a
 * short decimal (19.99 × 1.2 = 23.987999999999996, 0.1 + 0.2): such values are read at 15 significant
 * digits (23.988). Any other value keeps all its digits, so that an exact figure of 16 or 17 digits
 * (186 766,9991 × 535 428 = 100 000 280 794,1148) is not rounded a first time before the display rounds it.
 */
export function intendedValue(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  const fifteen = value.toPrecision(15);
  const short = Number(fifteen);
  // An artefact sits a few binary steps from a decimal with a zero to spare at 15 digits.
  const spare = /0(e[+-]\d+)?$/.test(fifteen.replace('.', ''));
  return spare && Math.abs(value - short) <= 4 * Math.abs(value) * 2 ** -52 ? short : value;
}

/** The decimal digits of the intended value: sign, digits (no trailing zeros), power of ten of the last digit. */
function decimalDigits(value: number): { negative: boolean; digits: string; exponent: number } {
  const [mantissa, exp] = Math.abs(intendedValue(value)).toExponential().split('e') as [string, string];
  let digits = mantissa.replace('.', '').replace(/0+$/, '');
  if (digits === '') digits = '0';
  // One digit before the point: the last digit weighs 10^(exp − len + 1).
  return { negative: value < 0, digits, exponent: Number(exp) - digits.length + 1 };
}

/**
 * Rounds half away from zero on the decimal value the user meant, not on the binary float:
 * 1.005 → 1.01, 19.99 × 1.2 → 23.99, 10.655 → 10.66. Done on the decimal digits of intendedValue, so it
 * rounds once. Only the shared formatters call it: a tool's logic returns exact
 * values (ARCHITECTURE.md, « Exact numbers, rounded once »).
 */
export function roundDecimal(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return 0;
  if (value === 0 || Math.abs(value) >= 1e15) return value === 0 ? 0 : value;
  const { negative, digits, exponent } = decimalDigits(value);
  // Digits to drop so that the last one kept weighs 10^-decimals.
  const drop = -decimals - exponent;
  if (drop <= 0) return intendedValue(value);
  const kept = digits.length - drop;
  if (kept < 0) return 0;
  const head = kept === 0 ? 0n : BigInt(digits.slice(0, kept));
  const roundUp = Number(digits[kept] ?? '0') >= 5;
  const magnitude = head + (roundUp ? 1n : 0n);
  if (magnitude === 0n) return 0;
  const rounded = Number(`${negative ? '-' : ''}${magnitude}e-${decimals}`);
  return rounded === 0 ? 0 : rounded;
}

/** A double as the decimal it stands for, digits × 10^-scale: the shortest decimal that reads back as it. */
function scaledDecimal(value: number): { digits: bigint; scale: number } {
  const [mantissa, exp] = value.toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const exponent = Number(exp) - (digits.replace('-', '').length - 1);
  return exponent >= 0 ? { digits: BigInt(digits) * 10n ** BigInt(exponent), scale: 0 } : { digits: BigInt(digits), scale: -exponent };
}

/** Scale of the fast exact total: values of up to 6 decimals. */
const FAST_SCALES = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];
/** Each scaled value stays under this, so that one double holds a single decimal of its scale (exactly what was typed). */
const FAST_MAGNITUDE = 2 ** 43;

/**
 * The exact sum of prices and counts (few decimals, under 10^13 once scaled), fast: the values as integers of the
 * smallest scale that holds them all, summed in a double while the sum stays a safe integer; null otherwise.
 */
function scaledIntegerTotal(values: ArrayLike<number>): number | null {
  let scale = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    while (scale < FAST_SCALES.length) {
      const scaled = value * FAST_SCALES[scale]!;
      if (Math.round(scaled) / FAST_SCALES[scale]! === value && Math.abs(scaled) < FAST_MAGNITUDE) break;
      scale++;
    }
    if (scale === FAST_SCALES.length) return null;
  }
  const factor = FAST_SCALES[scale]!;
  let total = 0;
  let magnitude = 0;
  for (let i = 0; i < values.length; i++) {
    const integer = Math.round(values[i]! * factor);
    // A value read at a smaller scale may pass the bound at this one (1e11 beside 0,001): the general way then.
    if (Math.abs(integer) >= FAST_MAGNITUDE) return null;
    total += integer;
    magnitude += Math.abs(integer);
  }
  if (magnitude > Number.MAX_SAFE_INTEGER) return null;
  // An integer over a power of ten, both exact: the division gives the double nearest to the exact decimal total.
  const value = total / factor;
  return value === 0 ? 0 : value;
}

/**
 * The sum of decimals as the user typed them, exactly, then the nearest double: 5,116 − 4,971 is 0,145, where
 * binary floating point gives 0,14499999999999957 and a display rounded to 0,14 instead of 0,15. Each term is read
 * as the shortest decimal that gives it back, which is what was typed for any number of up to 15 significant
 * digits (parseDecimal's values, prices as shown). Subtract by passing the opposite: exactSum(a, -b).
 */
export function exactSum(...terms: number[]): number {
  return scaledIntegerTotal(terms) ?? decimalSum(terms);
}

/** exactSum on the shortest decimals themselves, in BigInt: any finite values, at a microsecond or two a term. */
export function decimalSum(terms: readonly number[]): number {
  if (!terms.every(Number.isFinite)) return terms.reduce((sum, term) => sum + term, 0);
  const decimals = terms.map(scaledDecimal);
  const scale = Math.max(0, ...decimals.map((d) => d.scale));
  const total = decimals.reduce((sum, d) => sum + d.digits * 10n ** BigInt(scale - d.scale), 0n);
  const value = Number(`${total}e-${scale}`);
  return value === 0 ? 0 : value;
}

/**
 * exactSum of any number of values (a table's column, a Float64Array): in integers when they fit (100 000 prices in
 * a few milliseconds), else by slices of decimalSum, since a call takes a limited number of arguments.
 */
export function exactTotal(values: ArrayLike<number>): number {
  const fast = scaledIntegerTotal(values);
  if (fast !== null) return fast;
  const slices: number[] = [];
  for (let at = 0; at < values.length; at += 4096) slices.push(decimalSum(Array.from({ length: Math.min(4096, values.length - at) }, (_, i) => values[at + i]!)));
  return slices.length ? decimalSum(slices) : 0;
}

/** a − b on the decimals as typed (see exactSum): 6 130,123 − 6 129,348 is 0,775, shown 0,78. */
export function exactDifference(a: number, b: number): number {
  return exactSum(a, -b);
}

/**
 * The figure formatNumber shows, as a number: a price as the user reads it (50,92 € for 59,90 € less 15 %), from
 * which the other figures of the same result are derived so that they add up to the cent (the saving is then
 * 59,90 − 50,92 = 8,98 €, not 8,99 €).
 */
export function shownValue(value: number, decimals = 2): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  const shown = roundDecimal(value, displayDecimals(value, decimals));
  return shown === 0 ? value : shown;
}

/**
 * How many decimals to show so that a non-zero value never reads as zero: `decimals` by default, then two
 * more at a time while the value still rounds to 0 (0,0024 €, 0,0003 %, 0,000001).
 */
export function displayDecimals(value: number, decimals = 2): number {
  if (!Number.isFinite(value) || value === 0) return decimals;
  let shown = decimals;
  while (shown < MAX_FRACTION_DIGITS && roundDecimal(value, shown) === 0) shown += 2;
  return Math.min(shown, MAX_FRACTION_DIGITS);
}

/** Beyond this many decimals a value is shown in scientific notation (1,2E-25). */
const MAX_FRACTION_DIGITS = 20;

/** `a / b`, or 0 when the division has no finite answer (SPEC.md: division by 0 gives 0). */
export function safeDivide(a: number, b: number): number {
  if (b === 0) return 0;
  const q = a / b;
  return Number.isFinite(q) ? q : 0;
}

export interface FormatOptions {
  /** Maximum fraction digits (default 2). */
  decimals?: number;
  /** Minimum fraction digits (default: same as decimals). */
  minDecimals?: number;
}

/**
 * `value` written as Intl.NumberFormat('fr-FR', { minimumFractionDigits: min, maximumFractionDigits: max }) writes
 * it, for a value that has at most `max` decimals (rounded already): groups of three digits separated by narrow
 * no-break spaces, a decimal comma. Written by hand because the first Intl object a page creates loads the ICU
 * locale data: with Intl, every tool page's start holds one task of 50 to 220 ms (median 86) under 4× CPU throttling,
 * for 0.1 KB of gzip saved. A property test checks it against Intl.
 */
function frenchNumber(value: number, min: number, max: number): string {
  if (value === 0) return min > 0 ? `0,${'0'.repeat(min)}` : '0';
  // The shortest decimal that reads back as this double, as Intl prints it: 2^70 → 1 180 591 620 717 411 300 000.
  const [mantissa, exp] = Math.abs(value).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const point = Number(exp) + 1; // digits before the decimal comma
  const whole = point <= 0 ? '0' : point >= digits.length ? digits + '0'.repeat(point - digits.length) : digits.slice(0, point);
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0))).replace(/0+$/, '');
  if (fraction.length > max) return viaIntl(value, { minimumFractionDigits: min, maximumFractionDigits: max });
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '\u202f');
  const decimals = fraction.padEnd(min, '0');
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** The rare cases the hand-written formatter leaves to Intl: more decimals than asked for, or scientific notation. */
const viaIntl = (value: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat('fr-FR', options).format(value);

/**
 * `1234.5` → `1 234,50` (fr-FR, narrow no-break space). The one place where a result is rounded: half away
 * from zero, once, on the exact value. A non-zero value never prints as zero: below the display step it
 * shows more decimals (`0.0024` → `0,0024`). Non-finite values print as 0, never NaN, Infinity or -0.
 */
export function formatNumber(value: number, options: FormatOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const minDecimals = Math.min(options.minDecimals ?? decimals, decimals);
  if (!Number.isFinite(value) || value === 0) return frenchNumber(0, minDecimals, decimals);
  // A result worked out in doubles is off from the exact one by a few units of the 16th or 17th significant digit:
  // no more than SIGNIFICANT_DIGITS are shown, so that none of them is wrong (−38 464 725 675 603,0 %, not ,00).
  // Digits before the decimal comma, counted from the first significant one (−2 for 0,00123).
  const wholeDigits = Number(value.toExponential().split('e')[1]) + 1;
  if (wholeDigits > SIGNIFICANT_DIGITS) return viaIntl(value, { notation: 'scientific', maximumSignificantDigits: SIGNIFICANT_DIGITS });
  const shown = Math.min(displayDecimals(value, decimals), Math.max(0, SIGNIFICANT_DIGITS - wholeDigits));
  const safe = roundDecimal(value, shown);
  // Smaller than 10^-20: still not zero.
  if (safe === 0) return viaIntl(value, { notation: 'scientific', maximumSignificantDigits: 2 });
  return frenchNumber(safe, Math.min(minDecimals, shown), shown);
}

/** The significant digits a figure shows at most: a double holds 15 to 17, and a computation costs the last ones. */
export const SIGNIFICANT_DIGITS = 15;

/**
 * A number the user typed, echoed with every decimal typed (a fuel price `1,859` stays `1,859`), and at least
 * `minDecimals` (2 for money: `12` → `12,00`).
 */
export function formatAsTyped(value: number, minDecimals = 2): string {
  if (!Number.isFinite(value)) return formatNumber(0, { decimals: minDecimals });
  const { digits, exponent } = decimalDigits(value);
  const typedDecimals = digits === '0' ? 0 : Math.max(0, -exponent);
  const decimals = Math.min(MAX_FRACTION_DIGITS, Math.max(minDecimals, typedDecimals));
  return formatNumber(value, { decimals, minDecimals });
}

/** A change or a gap with its sign: `+1,50`, `-2,00`, and `0,00` (no sign) when it rounds to zero. */
export function formatSigned(value: number, options: FormatOptions = {}): string {
  const text = formatNumber(value, options);
  return value > 0 && text !== formatNumber(0, options) ? `+${text}` : text;
}

/** `1234.5` → `1 234,50 €` */
export function formatEuro(value: number, options: FormatOptions = {}): string {
  return `${formatNumber(value, options)}\u00a0€`;
}

/** `12.345` → `12,35 %` */
export function formatPercent(value: number, options: FormatOptions = {}): string {
  return `${formatNumber(value, options)}\u00a0%`;
}

/** Integers with the fr-FR grouping: `12345` → `12 345`. */
export function formatInteger(value: number): string {
  // A count or a limit is exact in a double up to 2^53: every digit of it is right.
  if (Number.isSafeInteger(value) && Math.abs(value) >= 10 ** SIGNIFICANT_DIGITS) return frenchNumber(value, 0, 0);
  return formatNumber(Math.round(Number.isFinite(value) ? value : 0), { decimals: 0 });
}

/*
 * One format per kind of figure, the same on every page: the tools call these rather than formatNumber with options
 * of their own (components/tool/figures.test.tsx checks every tool’s figures against them).
 */

/** A coefficient multiplicateur (final ÷ initial, selling ÷ purchase price): `1,20`, `2,00`, `1,0123`. */
export function formatMultiplier(value: number): string {
  return formatNumber(value, { decimals: 4, minDecimals: 2 });
}

/** An exchange rate, units of a currency for one unit of another: `1,0842`, `0,92234`, `163,50`. */
export function formatExchangeRate(rate: number): string {
  return formatNumber(rate, { decimals: 6, minDecimals: 2 });
}

/** An entropy: `61,1 bits`, `62,0 bits`, always one decimal. */
export function formatBits(bits: number): string {
  return `${formatNumber(bits, { decimals: 1 })}\u00a0bits`;
}

/** A count of minutes: `45 min`, `1 016 min`. */
export function formatMinutes(minutes: number): string {
  return `${formatInteger(minutes)}\u00a0min`;
}

/** The largest amount a money field accepts (10 000 milliards): beyond, a double no longer holds it to the cent. */
export const MAX_AMOUNT = 1e13;
export const AMOUNT_ERROR = 'Veuillez entrer un montant valide';
export const AMOUNT_TOO_LARGE_ERROR = `Montant trop élevé\u00a0: ${formatInteger(MAX_AMOUNT)} au plus`;

/** The message for a number above the largest a field accepts, saying that largest. */
export const tooLargeError = (max: number) => `Nombre trop grand\u00a0: ${formatInteger(max)} au plus`;

/**
 * A money field as typed: nothing while empty, the amount (never rounded: 0,125 € stays 0,125 €) when it is one from
 * 0 to MAX_AMOUNT, otherwise the French message that says what is wrong (`invalid` for what is not an amount or is
 * negative, the maximum when it is too large).
 */
export function readAmount(raw: string, invalid = AMOUNT_ERROR): { value?: number; error?: string } {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return parsed.empty ? {} : { error: invalid };
  if (parsed.value < 0) return { error: invalid };
  if (parsed.value > MAX_AMOUNT) return { error: AMOUNT_TOO_LARGE_ERROR };
  return { value: parsed.value };
}
