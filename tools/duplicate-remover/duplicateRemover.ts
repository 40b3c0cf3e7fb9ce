import { plainSpaces } from '../../components/lib/text';
import type { ListReading } from '../../components/data/ColumnChoice';
import { toClipboardTable, toCsv } from '../../components/data/export';
import { EMPTY_LINES, lineListOf, type LineList } from '../../components/data/lineList';
import type { readTable } from '../../components/data/table';
/**
 * Duplicate remover (suppression des doublons): pure logic (no React, no DOM, no storage).
 *
 * Each line is trimmed; empty lines are dropped; the first occurrence of every line is kept, in its original
 * order and spelling. With ignoreCase, lines are compared in lowercase (toLocaleLowerCase('fr')) and the
 * first spelling met is the one kept (SPEC.md section 5). Lines are also compared in Unicode normal form
 * (NFC), so that `é` typed as one character or as e + accent, which look the same, count as duplicates.
 * Linear time (one pass with a Map), fine for lists of hundreds of thousands of lines.
 *
 * It also offers:
 * - `normalizeSpaces`: runs of spaces (tabs and no-break spaces included) inside a line become one space, in
 *   the comparison and in the result (`Jean   Dupont` = `Jean Dupont`);
 * - `sort`: the original order (first appearance), A→Z or Z→A by French collation (Intl.Collator('fr'),
 *   numeric: `article 2` before `article 10`); accents and case only break ties between otherwise equal
 *   words (`cote` < `coté` < `côte` < `côté`, `eau` < `Eau`), which is the order of a French dictionary;
 * - `duplicates`: every line met more than once, as first written, with its number of occurrences.
 */

export interface DuplicateOptions {
  /** Compare without regard to case: `Paris` and `PARIS` are duplicates (default off). */
  ignoreCase: boolean;
  /** Runs of spaces inside a line count (and are written) as one space (default off). */
  normalizeSpaces: boolean;
  /** Order of the result (default: the original order). */
  sort: DuplicateSort;
}

export type DuplicateSort = 'original' | 'az' | 'za';

export const DEFAULT_DUPLICATE_OPTIONS: Readonly<DuplicateOptions> = { ignoreCase: false, normalizeSpaces: false, sort: 'original' };

export interface DuplicateLine {
  /** The line as first written (trimmed, inner spaces normalised when asked). */
  line: string;
  /** How many times it occurred in the list (2 or more). */
  count: number;
}

export interface DuplicateResult {
  /** Unique lines, in order of first appearance, as first written (trimmed). */
  lines: string[];
  /** The same lines joined by '\n', ready to copy. */
  text: string;
  /** Non-empty lines in the input. */
  originalCount: number;
  /** Lines kept. */
  uniqueCount: number;
  /** Duplicate lines removed (originalCount − uniqueCount). */
  removedCount: number;
  /** Empty or blank lines dropped (not counted as duplicates). */
  blankCount: number;
  /** Lines that occurred more than once, most frequent first (then in order of first appearance). */
  duplicates: DuplicateLine[];
}

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const INNER_SPACES = /[\s\u00a0\u202f\u2007\u2009]+/g;

/** French collation for the A→Z and Z→A orders (numbers compared as numbers). */
const collator = new Intl.Collator('fr', { numeric: true });

function comparisonKey(line: string, ignoreCase: boolean): string {
  // normalize() is safe on lone surrogates; they are only made visible as U+FFFD in the key.
  // A no-break space is a space: « Jean\u00a0Dupont » and « Jean Dupont » are the same line.
  const normal = plainSpaces(line).replace(LONE_SURROGATES, '\ufffd').normalize('NFC');
  return ignoreCase ? normal.toLocaleLowerCase('fr') : normal;
}

/** How often the work reports its progress, in lines. */
const PROGRESS_EVERY = 100_000;

/** Removes duplicate lines from a pasted list. Never throws. */
export function removeDuplicates(text: string, options?: Partial<DuplicateOptions>, onProgress?: (fraction: number) => void): DuplicateResult {
  const ignoreCase = Boolean(options?.ignoreCase ?? DEFAULT_DUPLICATE_OPTIONS.ignoreCase);
  const normalizeSpaces = Boolean(options?.normalizeSpaces ?? DEFAULT_DUPLICATE_OPTIONS.normalizeSpaces);
  const sort: DuplicateSort = options?.sort === 'az' || options?.sort === 'za' ? options.sort : 'original';
  const source = typeof text === 'string' ? text : '';
  /** Key → index in `lines` and `counts`. */
  const seen = new Map<string, number>();
  const lines: string[] = [];
  const counts: number[] = [];
  let originalCount = 0;
  let blankCount = 0;
  if (source !== '') {
    const rows = source.split(LINE_BREAK);
    // The line break that ends the last line does not open a blank line.
    if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
    for (let i = 0; i < rows.length; i++) {
      if (onProgress && i % PROGRESS_EVERY === 0) onProgress(i / rows.length);
      const raw = rows[i]!;
      const trimmed = raw.trim();
      const line = normalizeSpaces ? trimmed.replace(INNER_SPACES, ' ') : trimmed;
      if (line === '') {
        blankCount++;
        continue;
      }
      originalCount++;
      const key = comparisonKey(line, ignoreCase);
      const index = seen.get(key);
      if (index !== undefined) {
        counts[index]!++;
        continue;
      }
      seen.set(key, lines.length);
      lines.push(line);
      counts.push(1);
    }
  }
  const duplicates = lines
    .map((line, index) => ({ line, count: counts[index]!, index }))
    .filter((d) => d.count > 1)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map(({ line, count }) => ({ line, count }));
  if (sort !== 'original') {
    lines.sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
    if (sort === 'za') lines.reverse();
  }
  return {
    lines,
    text: lines.join('\n'),
    originalCount,
    uniqueCount: lines.length,
    removedCount: originalCount - lines.length,
    blankCount,
    duplicates,
  };
}

/** The result as a .txt file: UTF-8 (no byte-order mark), one line per item, CRLF line ends, a final line end. */
export function toTextFile(lines: readonly string[]): Blob {
  return new Blob([lines.map((line) => `${line}\r\n`).join('')], { type: 'text/plain;charset=utf-8' });
}

/** Rows of a table whose cell in the chosen column was empty: kept as they are, never compared. */
export interface DuplicateRowsResult extends Omit<DuplicateResult, 'lines' | 'text'> {
  header: string[] | null;
  /** The rows kept, in order (or sorted by the column), as read. */
  rows: string[][];
  /** Rows kept because their cell in the column is empty. */
  emptyKeys: number;
}

/**
 * Removes the rows of a table (a CSV file, a paste of spreadsheet columns) whose cell in `reading.column` was met
 * above, with the same rules as lines (trimmed, case and inner spaces as asked, NFC): whole rows are kept, the
 * header apart. The order options sort by that cell.
 */
export function removeDuplicateRows(
  text: string,
  reading: ListReading & { column: number },
  options: Partial<DuplicateOptions> | undefined,
  readRows: typeof readTable,
  onProgress?: (fraction: number) => void,
): DuplicateRowsResult {
  const ignoreCase = Boolean(options?.ignoreCase);
  const normalizeSpaces = Boolean(options?.normalizeSpaces);
  const sort: DuplicateSort = options?.sort === 'az' || options?.sort === 'za' ? options.sort : 'original';
  const table = readRows(text, reading, onProgress && ((f) => onProgress(f * 0.6)));
  const seen = new Map<string, number>();
  const kept: { row: string[]; key: string; count: number }[] = [];
  let emptyKeys = 0;
  table.rows.forEach((row, i) => {
    if (onProgress && i % PROGRESS_EVERY === 0) onProgress(0.6 + (0.3 * i) / table.rows.length);
    const trimmed = (row[reading.column] ?? '').trim();
    const cell = normalizeSpaces ? trimmed.replace(INNER_SPACES, ' ') : trimmed;
    if (cell === '') {
      emptyKeys++;
      kept.push({ row, key: '', count: 1 });
      return;
    }
    const key = comparisonKey(cell, ignoreCase);
    const index = seen.get(key);
    if (index !== undefined) {
      kept[index]!.count++;
      return;
    }
    seen.set(key, kept.length);
    kept.push({ row, key: cell, count: 1 });
  });
  const duplicates = kept
    .map((k, index) => ({ line: k.key, count: k.count, index }))
    .filter((d) => d.count > 1)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map(({ line, count }) => ({ line, count }));
  if (sort !== 'original') {
    kept.sort((a, b) => collator.compare(a.key, b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (sort === 'za') kept.reverse();
  }
  return {
    header: table.header,
    rows: kept.map((k) => k.row),
    originalCount: table.rows.length,
    uniqueCount: kept.length,
    removedCount: table.rows.length - kept.length,
    blankCount: 0,
    emptyKeys,
    duplicates,
  };
}

/** A list and the options to apply, as the tool hands it to its worker; `reading` when the list is a table. */
export interface DuplicateJob extends DuplicateOptions {
  text: string;
  reading: ListReading | null;
}

/** The repeated lines shown (most repeated first); their total is said beside. */
export const DUPLICATES_SHOWN = 200;

/**
 * What the tool shows and exports, in a form a worker hands back quickly however long the list (LineList): the lines
 * kept (a table's rows as a spreadsheet takes them, cells separated by tabs), the text « Copier » copies and, for a
 * table, the `.csv` to download with its own separator and header.
 */
export interface DuplicateOutcome extends Omit<DuplicateResult, 'lines' | 'text' | 'duplicates'> {
  list: LineList;
  /** What « Copier » copies. */
  copy: string;
  /** A table's header and its file, with the rows kept. */
  table: { header: string[] | null; csv: string } | null;
  emptyKeys: number;
  duplicates: DuplicateLine[];
  duplicateTotal: number;
}

export const EMPTY_DUPLICATE_RESULT: DuplicateOutcome = duplicateJob({ text: '', reading: null, ...DEFAULT_DUPLICATE_OPTIONS });

/** The first line that holds something, and the text after it: a header set apart from the lines it names. */
function withoutFirstLine(text: string): { first: string; rest: string } {
  const breaks = /\r\n|\r|\n/g;
  let at = 0;
  for (let match = breaks.exec(text); match; match = breaks.exec(text)) {
    const line = text.slice(at, match.index);
    at = match.index + match[0].length;
    if (line.trim() !== '') return { first: line, rest: text.slice(at) };
  }
  return { first: text.slice(at), rest: '' };
}

/**
 * The tool's work on a list: a table's column (with `readRows`, table.ts's reader, which only the worker loads: the
 * view sends every table to it) or its lines.
 */
export function duplicateJob({ text, reading, ...options }: DuplicateJob, onProgress?: (fraction: number) => void, readRows?: typeof readTable): DuplicateOutcome {
  const shown = (duplicates: DuplicateLine[]) => ({ duplicates: duplicates.slice(0, DUPLICATES_SHOWN), duplicateTotal: duplicates.length });
  if (reading && reading.column !== null && readRows) {
    const result = removeDuplicateRows(text, { ...reading, column: reading.column }, options, readRows, onProgress);
    const { header, rows, ...counts } = result;
    const list = lineListOf(rows.map((row) => toClipboardTable([row])));
    return {
      ...counts,
      ...shown(result.duplicates),
      list,
      copy: header ? `${toClipboardTable([header])}\n${list.text}` : list.text,
      table: { header, csv: toCsv(header ? [header, ...rows] : rows, reading.delimiter, false) },
    };
  }
  // A table read whole line by whole line: only its header is set apart.
  const { first, rest } = reading?.header ? withoutFirstLine(text) : { first: '', rest: text };
  const result = removeDuplicates(rest, options, onProgress);
  const list = result.lines.length ? lineListOf(result.lines) : EMPTY_LINES;
  const header = reading?.header ? first.trim() : null;
  return {
    originalCount: result.originalCount,
    uniqueCount: result.uniqueCount,
    removedCount: result.removedCount,
    blankCount: result.blankCount,
    emptyKeys: 0,
    ...shown(result.duplicates),
    list,
    copy: header ? `${header}\n${list.text}` : list.text,
    table: reading ? { header: header === null ? null : [header], csv: `${header === null ? '' : `${header}\r\n`}${result.lines.map((line) => `${line}\r\n`).join('')}` } : null,
  };
}

