/**
 * What the page knows of a table without reading it (no Papa Parse here, which loads only with table.ts): the
 * separators, the shape found by inspectTable, the column a name points to, and whether a text may be a table at all.
 */

export type Delimiter = ',' | ';' | '\t' | '|';
export const DELIMITERS: readonly Delimiter[] = [';', '\t', ',', '|'];

/** How separators are named to users. */
export const DELIMITER_NAMES: Readonly<Record<Delimiter, string>> = { ',': 'virgule', ';': 'point-virgule', '\t': 'tabulation', '|': 'barre verticale' };

/** What a text looks like as a table, from its first lines. */
export interface TableShape {
  delimiter: Delimiter;
  /** Columns of the first records (the most frequent count). */
  columns: number;
  /** Whether the first record names the columns (guessed; the user can change it). */
  header: boolean;
  /** The first record's cells, trimmed (`Colonne 3` where empty). */
  names: string[];
  /** The first records after the first one, for a preview of each column. */
  sample: string[][];
}

/** Text compared without accents nor case (« Prénom » = « prenom »). */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/** The column whose name matches `pattern` (compared without accents nor case), or -1. */
export function columnNamed(shape: TableShape, pattern: RegExp): number {
  return shape.header ? shape.names.findIndex((name) => pattern.test(fold(name))) : -1;
}

/** How a table is read: its separator, whether its first record is a header, and the column that matters. */
export interface TableReading {
  delimiter: Delimiter;
  header: boolean;
  /** 0-based column. */
  column: number;
}

/** Whether `text` may be a table: its first line holds a separator. Only then is the table reader loaded. */
export function mayBeTable(text: string): boolean {
  const end = text.indexOf('\n');
  const first = end < 0 ? text.slice(0, 4096) : text.slice(0, Math.min(end, 4096));
  return DELIMITERS.some((delimiter) => first.includes(delimiter));
}
