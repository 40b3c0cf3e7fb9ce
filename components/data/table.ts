import Papa from 'papaparse';
import { DELIMITERS, fold, type Delimiter, type TableReading, type TableShape } from './tableShape';

/**
 * Tables that come as text: a CSV file (`,` or `;`, Excel's French exports), a paste from a spreadsheet (tab) or a
 * `|` export. Read by Papa Parse (RFC 4180: quoted fields may hold separators, quotes and line breaks). Pure logic,
 * no DOM: the page inspects the start of a text (inspectTable) to offer a column choice; a worker reads the whole.
 * Loaded on demand by the page (useTableShape.ts); its types and names are in tableShape.ts.
 */

export * from './tableShape';

/** How much of a text's start is read to guess its shape. */
const INSPECTED_CHARS = 64 * 1024;
const INSPECTED_RECORDS = 50;

const nonBlank = (record: readonly string[]) => record.some((cell) => cell.trim() !== '');

function records(text: string, delimiter: Delimiter, preview?: number): string[][] {
  return Papa.parse<string[]>(text, { delimiter, preview, skipEmptyLines: false }).data.filter(nonBlank);
}

/** The most frequent field count of `rows` and the share of rows that have it. */
function modalCount(rows: readonly string[][]): { count: number; share: number } {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let best = { count: 1, times: 0 };
  for (const [count, times] of counts) if (times > best.times || (times === best.times && count > best.count)) best = { count, times };
  return { count: best.count, share: rows.length ? best.times / rows.length : 0 };
}

/** Header words of the exports people bring (contacts, giveaways, catalogues), without accents, lowercase. */
const HEADER_WORDS = /^(e-?mail|courriel|mail|adresse|nom|prenom|name|first ?name|last ?name|pseudo|username|compte|utilisateur|participant|telephone|tel|phone|ville|city|pays|country|date|titre|title|url|lien|link|id|ref|reference|sku|produit|product|commentaire|comment|societe|entreprise|company|code ?postal|zip|statut|status|source|categorie|category)\b/;

const kind = (cell: string) => {
  const value = cell.trim();
  if (value === '') return 'empty';
  if (/^[-+]?[\d\s\u00a0\u202f]*[.,]?\d+\s*[€%$]?$/.test(value)) return 'number';
  if (/^\S+@\S+\.\S+$/.test(value)) return 'email';
  if (/^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}/.test(value)) return 'date';
  if (/^https?:\/\//i.test(value)) return 'url';
  return 'text';
};

/**
 * Whether the first record names the columns, as Python's csv.Sniffer guesses it: a known column name, or a first
 * record whose cells are text where the records below hold numbers, addresses or dates. A first record with an
 * address, a number or an empty cell is data.
 */
export function looksLikeHeader(first: readonly string[], rest: readonly string[][]): boolean {
  const kinds = first.map(kind);
  if (kinds.some((k) => k !== 'text')) return false;
  if (new Set(first.map(fold)).size < first.length) return false;
  if (first.some((cell) => HEADER_WORDS.test(fold(cell)))) return true;
  let votes = 0;
  first.forEach((_, column) => {
    const below = rest.map((row) => kind(row[column] ?? '')).filter((k) => k !== 'empty');
    if (below.length === 0) return;
    const typed = below.filter((k) => k !== 'text').length / below.length;
    if (typed >= 0.8) votes++;
    else votes--;
  });
  return votes > 0;
}

/**
 * The shape of `text` as a table, or null when it reads as a plain list (one column). A separator is taken when it
 * gives the same number (2 or more) of fields in at least 80 % of the first records; `;` and tab first, because a
 * French list of « Nom, Prénom » has commas that separate nothing.
 */
export function inspectTable(text: string): TableShape | null {
  const start = text.length > INSPECTED_CHARS ? text.slice(0, text.lastIndexOf('\n', INSPECTED_CHARS) + 1 || INSPECTED_CHARS) : text;
  let best: { delimiter: Delimiter; rows: string[][]; count: number; share: number } | null = null;
  for (const delimiter of DELIMITERS) {
    if (!start.includes(delimiter)) continue;
    const rows = records(start, delimiter, INSPECTED_RECORDS);
    if (rows.length < 1) continue;
    const { count, share } = modalCount(rows);
    if (count < 2 || share < 0.8) continue;
    if (!best || share > best.share + 0.05) best = { delimiter, rows, count, share };
  }
  if (!best) return null;
  const [first = [], ...rest] = best.rows;
  return {
    delimiter: best.delimiter,
    columns: best.count,
    header: looksLikeHeader(first, rest),
    names: Array.from({ length: best.count }, (_, i) => first[i]?.trim() || `Colonne ${i + 1}`),
    sample: rest.slice(0, 5),
  };
}

export interface ReadTable {
  /** The header's cells, when the first record is one. */
  header: string[] | null;
  /** The other non-blank records. */
  rows: string[][];
}

/**
 * Every record of `text` (blank ones left out), the first apart when it is a header. `onProgress` gets the share of
 * the text read, every few hundred kilobytes.
 */
export function readTable(text: string, { delimiter, header }: Pick<TableReading, 'delimiter' | 'header'>, onProgress?: (fraction: number) => void): ReadTable {
  let rows: string[][] = [];
  const chunkSize = 1 << 20;
  if (!onProgress || text.length <= chunkSize) rows = records(text, delimiter);
  else {
    // Papa Parse reads a string in chunks when asked (its string streamer; its types list files only), which lets
    // the progress show.
    const config = {
      delimiter,
      chunkSize,
      chunk: (result: Papa.ParseResult<string[]>) => {
        for (const row of result.data) if (nonBlank(row)) rows.push(row);
        onProgress(Math.min(1, result.meta.cursor / text.length));
      },
    };
    Papa.parse<string[]>(text, config as Papa.ParseConfig<string[]>);
  }
  if (!header) return { header: null, rows };
  const [first = [], ...rest] = rows;
  return { header: first, rows: rest };
}
