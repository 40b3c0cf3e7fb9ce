import { plainSpaces } from '../../components/lib/text';
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

/** Removes duplicate lines from a pasted list. Never throws. */
export function removeDuplicates(text: string, options?: Partial<DuplicateOptions>): DuplicateResult {
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
    for (const raw of rows) {
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

/** A list and the options to apply, as the tool hands it to its worker. */
export interface DuplicateJob extends DuplicateOptions {
  text: string;
}

export const EMPTY_DUPLICATE_RESULT: DuplicateResult = removeDuplicates('');

export function duplicateJob({ text, ...options }: DuplicateJob): DuplicateResult {
  return removeDuplicates(text, options);
}
