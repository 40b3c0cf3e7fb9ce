/**
 * Numbers of a whole file (an export, a price list), where one decimal mark holds for every cell: `1.234` is
 * 1 234 in a file whose other numbers read `12,50`, and 1,234 in one whose numbers read `12.50`. A single field
 * reads its text alone (number.ts's parseDecimal, with its hint).
 */

/** The decimal mark of a file: what its numbers show when one of them tells, else `fallback`. */
export type DecimalMark = ',' | '.';

/** Cells an export leaves for « no figure »: empty, `--`, `—`, `-`, `n/a`. */
const MISSING = /^(|-+|—|–|n\/?a|s\.o\.|nd|n\.d\.)$/i;
const CURRENCY = /(€|eur|euros?|\$|usd|£|gbp|chf)/gi;
const SPACES = /[\s\u00a0\u202f\u2009'’]/g;

/** A number cell made plain: currency, percent and grouping spaces removed. */
const plainNumber = (cell: string) => cell.replace(CURRENCY, '').replace('%', '').replace(SPACES, '').replace(/^[−–]/, '-');

/**
 * The decimal mark the numbers of `cells` use: a number with both marks uses the last as the decimal one; a mark
 * followed by other than three digits is a decimal one. Undecided (only `1,234` or `1.234` forms, or integers):
 * `fallback`.
 */
export function decimalMarkOf(cells: Iterable<string>, fallback: DecimalMark): DecimalMark {
  for (const cell of cells) {
    const text = plainNumber(cell);
    if (!/^-?[\d.,]+$/.test(text)) continue;
    const comma = text.lastIndexOf(',');
    const dot = text.lastIndexOf('.');
    if (comma >= 0 && dot >= 0) return comma > dot ? ',' : '.';
    const mark = comma >= 0 ? ',' : dot >= 0 ? '.' : null;
    if (!mark) continue;
    const parts = text.split(mark);
    if (parts.length === 2 && parts[1]!.length !== 3) return mark;
  }
  return fallback;
}

/** A figure cell read with the file's decimal mark: its value, null when the export gives none, NaN when unreadable. */
export function readFigure(cell: string | undefined, mark: DecimalMark): number | null {
  const raw = (cell ?? '').trim();
  // Most cells of an export are plain counts: read at once, as a 100 000-row file has half a million of them.
  if (/^\d{1,15}$/.test(raw)) return Number(raw);
  if (MISSING.test(raw)) return null;
  let text = plainNumber(raw);
  const grouping = mark === ',' ? '.' : ',';
  // Grouping marks only between groups of three digits: `1.234,56` in French, `1,234.56` in English.
  if (text.includes(grouping)) {
    const [whole = '', ...fraction] = text.split(mark);
    if (fraction.length > 1 || !new RegExp(`^-?\\d{1,3}(\\${grouping}\\d{3})+$`).test(whole)) return Number.NaN;
    text = `${whole.split(grouping).join('')}${fraction.length ? `.${fraction[0]}` : ''}`;
  } else text = text.replace(mark, '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  const value = Number(text);
  return value === 0 ? 0 : value;
}
