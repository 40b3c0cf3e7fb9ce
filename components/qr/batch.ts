/**
 * A batch of QR codes: the list (one code per line of a text, or per record of a CSV column chosen by its header),
 * its limit and the files' names. Pure logic (no React, no DOM); loaded with the batch section only (BatchSection.tsx).
 */
import Papa from 'papaparse';
import { formatInteger } from '../lib/number';
import { slugify } from '../lib/slugify';
import { cleanAddress, parseWebUrl } from '../lib/webUrl';
import { CAPACITY_BYTES } from './facts';
import { checkUrl, OTHER_TYPE_SCHEMES, URL_INVALID, urlSchemeRefused } from './payload';
import type { ErrorLevel } from './qrCode';

/** At most this many codes in one batch: 500 take a few seconds; beyond 1 000 the ZIP is better split. */
export const BATCH_MAX_LINES = 1_000;

/** The longest file name's base: a long URL or text still gives a name a file manager shows whole. */
export const NAME_MAX_LENGTH = 60;

/** One code to make: what it encodes and the line that names it in messages (the text's line, the sheet's row). */
export interface BatchItem {
  line: number;
  content: string;
}

/** The codes of a text: one per non-blank line, trimmed, with its line number. */
export function textItems(text: string): BatchItem[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((content, index) => ({ line: index + 1, content: content.trim() }))
    .filter((item) => item.content !== '');
}

/** A CSV file read: its header's names and its records, each numbered as a spreadsheet numbers its rows. */
export interface CsvTable {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

export const CSV_EMPTY = 'Ce fichier CSV ne contient aucune ligne sous son en-tête.';

/**
 * The separator of a CSV file: the most frequent of `;` (French spreadsheets), `,` and tab in its header line, outside
 * quotes. Papa Parse's own guess takes `,` when a quoted field of the first records holds a `;`.
 */
export function csvSeparator(text: string): string {
  const header = (/^[^\r\n]*/.exec(text)?.[0] ?? '').replace(/"[^"]*"/g, '');
  const count = (separator: string) => header.split(separator).length;
  return [';', '\t'].reduce((best, separator) => (count(separator) > count(best) ? separator : best), ',');
}

/**
 * Reads a CSV file: quoted fields (with commas, semicolons, quotes or line breaks inside) as RFC 4180 says, its
 * separator found in its header (csvSeparator), a leading byte order mark ignored. The first record is the header.
 */
export function parseCsv(text: string): { ok: true; table: CsvTable } | { ok: false; message: string } {
  const content = text.replace(/^\ufeff/, '');
  const parsed = Papa.parse<string[]>(content, { delimiter: csvSeparator(content) });
  const records = parsed.data.filter((record) => record.some((cell) => cell.trim() !== ''));
  const [header, ...rest] = records;
  if (!header || rest.length === 0) return { ok: false, message: CSV_EMPTY };
  const headers = header.map((name, index) => name.trim() || `Colonne ${index + 1}`);
  // Papa Parse counts records, not lines: a record's row is its index in the file, the header being row 1.
  const rows = parsed.data
    .map((cells, index) => ({ line: index + 1, cells }))
    .filter((row) => row.line > 1 && row.cells.some((cell) => cell.trim() !== ''));
  return { ok: true, table: { headers, rows } };
}

/** The codes of one column of a table: its non-blank cells, trimmed, named by their row. */
export function columnItems(table: CsvTable, column: number): BatchItem[] {
  return table.rows.map((row) => ({ line: row.line, content: (row.cells[column] ?? '').trim() })).filter((item) => item.content !== '');
}

/** The column most likely to hold the codes: the first whose header says URL, link or address, else the first. */
export function likelyColumn(headers: readonly string[]): number {
  const index = headers.findIndex((name) => /\b(url|lien|link|adresse|site|qr)\b/i.test(name));
  return Math.max(index, 0);
}

export const BATCH_EMPTY = 'Ajoutez au moins une ligne\u00a0: chaque ligne non vide devient un QR code.';

/** Why a list cannot be made into a batch, or null. */
export function batchListError(items: readonly BatchItem[]): string | null {
  if (items.length === 0) return BATCH_EMPTY;
  if (items.length > BATCH_MAX_LINES) {
    return `Trop de lignes\u00a0: ${formatInteger(items.length)} codes demandés, ${formatInteger(BATCH_MAX_LINES)} au plus par lot. Découpez la liste en plusieurs lots.`;
  }
  return null;
}

/** A line as messages name it: « Ligne 1 234 ». */
export const lineName = (line: number) => `Ligne ${formatInteger(line)}`;

/** The start of a line, as a message quotes it. */
export function excerpt(content: string, max = 40): string {
  const chars = [...content];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : content;
}

/**
 * What a line's code holds, or why it has none. A line that starts with a scheme is an address: `http:` and `https:`
 * ones, and `//exemple.fr`, follow the rule of the URL type (payload.ts checkUrl); those of the tool's other content
 * types (`mailto:`, `tel:`, `sms:`, `WIFI:`) are kept as typed; any other (`javascript:`, `data:`, `file:`…) is
 * refused, never encoded. Any other line is a text, kept as typed.
 */
export function linePayload(item: BatchItem): { ok: true; payload: string } | { ok: false; message: string } {
  const refused = (reason: string) => ({ ok: false as const, message: `${lineName(item.line)} («\u00a0${excerpt(item.content)}\u00a0»)\u00a0: ${reason}` });
  const parsed = parseWebUrl(item.content);
  if (!parsed.ok && parsed.reason === 'scheme') return OTHER_TYPE_SCHEMES.has(parsed.scheme) ? { ok: true, payload: item.content } : refused(urlSchemeRefused(parsed.scheme));
  if (!/^(?:https?:|[/\\]{2})/i.test(cleanAddress(item.content))) return { ok: true, payload: item.content };
  const checked = checkUrl(item.content);
  return checked.ok ? { ok: true, payload: checked.address } : refused(URL_INVALID);
}

/** A line the code of which cannot hold it at `level`. */
export function tooLongLine(item: BatchItem, level: ErrorLevel): string {
  const bytes = new TextEncoder().encode(item.content).length;
  return `${lineName(item.line)} («\u00a0${excerpt(item.content)}\u00a0»)\u00a0: trop longue pour un QR code au niveau ${level} (${formatInteger(bytes)}\u00a0octets, ${formatInteger(CAPACITY_BYTES[level])} au plus).`;
}

/** Cuts a slug at its last separator before `max` characters, so that no word is cut in two when it can be helped. */
function shorten(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  if (slug[max] === '-') return cut;
  const at = cut.lastIndexOf('-');
  return at > max / 2 ? cut.slice(0, at) : cut;
}

/**
 * The files' names: each line slugified (`https://exemple.fr/été` → `https-exemple-fr-ete`), at most NAME_MAX_LENGTH
 * characters, `qrcode-ligne-<n>` when nothing is left of it; a name already taken gets `-2`, `-3`…
 */
export function fileNames(items: readonly BatchItem[], extension: string): string[] {
  const taken = new Set<string>();
  return items.map((item) => {
    const base = shorten(slugify(item.content), NAME_MAX_LENGTH) || `qrcode-ligne-${item.line}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    return `${name}.${extension}`;
  });
}
