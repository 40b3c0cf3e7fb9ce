/**
 * Numbers as French users type and read them.
 *
 * parseDecimal accepts `12,5`, `12.5`, `1 234,56`, `1 234,56 €`, `15 %`, `-3`, `1e3` and rejects anything
 * else. formatNumber and friends print with Intl.NumberFormat('fr-FR') (narrow no-break space thousands
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
  if (text === '' || text === '-') return INVALID;

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

/** The parsed value, or `undefined` when the field is empty or not a number. */
export function numberOrUndefined(raw: string): number | undefined {
  const parsed = parseDecimal(raw);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Rounds half away from zero on the decimal value the user meant, not on the binary float:
 * 1.005 → 1.01, 19.99 × 1.2 → 23.99, 10.655 → 10.66.
 */
export function roundDecimal(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return 0;
  if (Math.abs(value) >= 1e15) return value;
  const clean = Number(value.toPrecision(15));
  if (Math.abs(clean) < 0.5 * 10 ** -decimals) return 0;
  const sign = clean < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(clean)}e${decimals}`);
  if (!Number.isFinite(shifted)) {
    const factor = 10 ** decimals;
    const fallback = Math.round(clean * factor) / factor;
    return fallback === 0 ? 0 : fallback;
  }
  const rounded = sign * Number(`${Math.round(shifted)}e-${decimals}`);
  return rounded === 0 ? 0 : rounded;
}

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

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: min, maximumFractionDigits: max });
    formatters.set(key, f);
  }
  return f;
}

/** `1234.5` → `1 234,50` (fr-FR, narrow no-break space). Non-finite values print as 0. */
export function formatNumber(value: number, options: FormatOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const minDecimals = Math.min(options.minDecimals ?? decimals, decimals);
  const safe = Number.isFinite(value) ? roundDecimal(value, decimals) : 0;
  return formatter(minDecimals, decimals).format(safe === 0 ? 0 : safe);
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
  return formatNumber(Math.round(Number.isFinite(value) ? value : 0), { decimals: 0 });
}
