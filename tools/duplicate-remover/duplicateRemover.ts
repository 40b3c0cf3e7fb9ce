import { plainSpaces } from '../../components/lib/text';
/**
 * Duplicate remover (suppression des doublons): pure logic (no React, no DOM, no storage).
 *
 * Each line is trimmed; empty lines are dropped; the first occurrence of every line is kept, in its original
 * order and spelling. With ignoreCase, lines are compared in lowercase (toLocaleLowerCase('fr')) and the
 * first spelling met is the one kept (SPEC.md section 5). Lines are also compared in Unicode normal form
 * (NFC), so that `é` typed as one character or as e + accent, which look the same, count as duplicates.
 * Linear time (one pass with a Set), fine for lists of hundreds of thousands of lines.
 */

export interface DuplicateOptions {
  /** Compare without regard to case: `Paris` and `PARIS` are duplicates (default off). */
  ignoreCase: boolean;
}

export const DEFAULT_DUPLICATE_OPTIONS: Readonly<DuplicateOptions> = { ignoreCase: false };

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
}

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function comparisonKey(line: string, ignoreCase: boolean): string {
  // normalize() is safe on lone surrogates; they are only made visible as U+FFFD in the key.
  // A no-break space is a space: « Jean\u00a0Dupont » and « Jean Dupont » are the same line.
  const normal = plainSpaces(line).replace(LONE_SURROGATES, '\ufffd').normalize('NFC');
  return ignoreCase ? normal.toLocaleLowerCase('fr') : normal;
}

/** Removes duplicate lines from a pasted list. Never throws. */
export function removeDuplicates(text: string, options?: Partial<DuplicateOptions>): DuplicateResult {
  const ignoreCase = Boolean(options?.ignoreCase ?? DEFAULT_DUPLICATE_OPTIONS.ignoreCase);
  const source = typeof text === 'string' ? text : '';
  const seen = new Set<string>();
  const lines: string[] = [];
  let originalCount = 0;
  let blankCount = 0;
  if (source !== '') {
    const rows = source.split(LINE_BREAK);
    // The line break that ends the last line does not open a blank line.
    if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
    for (const raw of rows) {
      const line = raw.trim();
      if (line === '') {
        blankCount++;
        continue;
      }
      originalCount++;
      const key = comparisonKey(line, ignoreCase);
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(line);
    }
  }
  return {
    lines,
    text: lines.join('\n'),
    originalCount,
    uniqueCount: lines.length,
    removedCount: originalCount - lines.length,
    blankCount,
  };
}
