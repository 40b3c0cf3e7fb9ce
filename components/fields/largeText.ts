import { formatInteger, formatNumber } from '../lib/number';
import { MAX_KEPT_CHARS } from '../tool/toolStateRules';

export { MAX_KEPT_CHARS };

/**
 * The sizes of the lists and texts the long-text tools take (a 1 000 000-line CRM export, a 5 MB thesis), and how a
 * field shows them. What the browser lays out decides the shape, never whether the text is taken:
 * - a plain text area up to PLAIN_MAX_CHARS and PLAIN_MAX_LINES (laid out in a few tens of milliseconds);
 * - beyond, an editor that lays out only the visible lines (CodeMirror, loaded then), up to EDITOR_MAX_LINES;
 * - beyond, or with a line too long to lay out quickly, a read-only preview of the first lines, every action of the
 *   tool still working on the whole text.
 * Measured in Chromium (npm run bench:text): a text area takes 5.9 s to show 5 MB of prose and 95 s for 1 000 000
 * lines; the editor 80 ms for 5 MB and 100 000 lines, 2 s for 1 000 000 lines (hence the preview there).
 * Characters are UTF-16 code units, as a text's `length` counts them.
 */

/** A hard limit far above real use, said in French before any work: the text that was there stays. */
export const MAX_TEXT_CHARS = 50_000_000;
export const MAX_TEXT_LINES = 2_000_000;

export const PLAIN_MAX_CHARS = 100_000;
export const PLAIN_MAX_LINES = 2_000;
export const EDITOR_MAX_LINES = 200_000;
/** A longer line makes the editor lay out a huge block at once (a minified file): such a text is previewed. */
export const EDITOR_MAX_LINE_CHARS = 20_000;

export type LargeTextMode = 'plain' | 'editor' | 'preview';

export interface TextMeasure {
  chars: number;
  /** Line breaks plus one (LF, CR LF and a lone CR each end a line). */
  lines: number;
  /** The longest line, in characters. */
  longestLine: number;
  /** The text ends with a line break (which opens no line of a list). */
  finalBreak: boolean;
}

/** Size of a text in one pass (about 50 ms for 30 MB). */
export function measureText(text: string): TextMeasure {
  let lines = 1;
  let longestLine = 0;
  let start = 0;
  const n = text.length;
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  while (lf >= 0 || cr >= 0) {
    const at = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
    if (at - start > longestLine) longestLine = at - start;
    lines++;
    start = text.charCodeAt(at) === 0x0d && text.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
    if (lf >= 0 && lf < start) lf = text.indexOf('\n', start);
    if (cr >= 0 && cr < start) cr = text.indexOf('\r', start);
  }
  if (n - start > longestLine) longestLine = n - start;
  const last = text.charCodeAt(n - 1);
  return { chars: n, lines, longestLine, finalBreak: last === 0x0a || last === 0x0d };
}

/** The lines of a text as a list counts them: none when empty, and a final line break opens none. */
export const lineCount = (size: TextMeasure) => (size.chars === 0 ? 0 : size.lines - (size.finalBreak ? 1 : 0));

export function modeFor(size: TextMeasure): LargeTextMode {
  if (size.chars <= PLAIN_MAX_CHARS && size.lines <= PLAIN_MAX_LINES) return 'plain';
  if (size.lines <= EDITOR_MAX_LINES && size.longestLine <= EDITOR_MAX_LINE_CHARS) return 'editor';
  return 'preview';
}

export const overLimit = (size: TextMeasure) => size.chars > MAX_TEXT_CHARS || size.lines > MAX_TEXT_LINES;

/** Said before any work when a paste, a drop or a file would pass the hard limit; the text that was there stays. */
export function overLimitMessage(size: Pick<TextMeasure, 'chars' | 'lines'>): string {
  const what =
    size.lines > MAX_TEXT_LINES
      ? `${formatInteger(MAX_TEXT_LINES)}\u00a0lignes au plus (celui-ci en compte ${formatInteger(size.lines)})`
      : `${formatInteger(MAX_TEXT_CHARS)}\u00a0caractères au plus (celui-ci en compte ${formatInteger(size.chars)})`;
  return `Texte trop long\u00a0: ${what}. Le texte précédent est conservé.`;
}

/** `12,4 Mo`: sizes of texts and files, in megabytes of 1 000 000 bytes as file managers show them. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / 1_000_000;
  return `${formatNumber(mb, { decimals: mb < 10 ? 1 : 0 })}\u00a0Mo`;
}

/** Under the field of a text too long to keep on the device, before the reload that would lose it. */
export const NOT_KEPT_NOTE = `Ce texte est trop long pour être gardé sur cet appareil (plus de ${formatMegabytes(MAX_KEPT_CHARS)})\u00a0: il sera perdu si vous rechargez ou quittez la page.`;

/** The start of a text: its first `count` lines, `maxChars` at most (a cheap slice: the rest is not looked at). */
export function firstLines(text: string, count: number, maxChars = 20_000): string {
  let at = -1;
  for (let i = 0; i < count; i++) {
    const next = text.indexOf('\n', at + 1);
    if (next < 0 || next > maxChars) return text.slice(0, maxChars);
    at = next;
  }
  return text.slice(0, at);
}
