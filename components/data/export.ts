import { formatNumber } from '../lib/number';
import type { Delimiter } from './tableShape';

/**
 * Lists and tables handed back to the user: copied for a spreadsheet, downloaded as `.txt` or `.csv`. Pure logic;
 * the buttons are ExportButtons.tsx. Every file is UTF-8 with CRLF line ends, which every editor and spreadsheet
 * reads; a `.csv` starts with a byte order mark, without which Excel reads UTF-8 accents as Windows-1252 ones.
 */

/** A cell: text as it is, or a number written for the chosen flavour. */
export type Cell = string | number;

/**
 * CSV flavours: French Excel (`;` between cells, decimal comma) or the international one (`,`, decimal point),
 * which Google Sheets, Numbers and most software read.
 */
export type CsvFlavour = 'fr' | 'international';
export const CSV_FLAVOURS: readonly { value: CsvFlavour; label: string }[] = [
  { value: 'fr', label: 'Excel français (;)' },
  { value: 'international', label: 'International (,)' },
];
export const flavourDelimiter = (flavour: CsvFlavour): Delimiter => (flavour === 'fr' ? ';' : ',');

const BOM = '\ufeff';

/** A double whose shortest form has at most 15 significant digits and 10 decimals: a price, a rate. */
const PLAIN_NUMBER = /^-?(\d{1,15})(?:\.(\d{1,10}))?$/;

/** A number as a cell: every digit kept, a decimal comma for French Excel, no grouping spaces. */
export function numberCell(value: number, decimalComma: boolean): string {
  if (!Number.isFinite(value)) return '';
  // Most cells are prices: their shortest form is what formatNumber writes, at a tenth of its cost (100 000 rows).
  const plain = PLAIN_NUMBER.exec(String(value));
  if (plain && `${plain[1]}${plain[2] ?? ''}`.replace(/^0+/, '').length <= 15) return decimalComma ? String(value).replace('.', ',') : String(value);
  const text = formatNumber(value, { decimals: 10, minDecimals: 0 }).replace(/[\s\u202f\u00a0]/g, '');
  return decimalComma ? text : text.replace(',', '.');
}

/** One cell quoted as RFC 4180 says when it holds the separator, a quote or a line break (or leading/trailing spaces). */
export function quoteCell(text: string, delimiter: string): string {
  return text.includes(delimiter) || /["\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV text: one record per row, CRLF between them and after the last. */
export function toCsv(rows: Iterable<readonly Cell[]>, delimiter: Delimiter, decimalComma = delimiter === ';'): string {
  const out: string[] = [];
  for (const row of rows) out.push(row.map((cell) => quoteCell(typeof cell === 'number' ? numberCell(cell, decimalComma) : cell, delimiter)).join(delimiter));
  return out.length ? `${out.join('\r\n')}\r\n` : '';
}

/**
 * A table as a spreadsheet takes a paste (Excel, Google Sheets, LibreOffice): cells separated by tabs, rows by line
 * breaks, a cell with a tab, a quote or a line break quoted. Numbers with a decimal comma, as French spreadsheets read them.
 */
export function toClipboardTable(rows: Iterable<readonly Cell[]>): string {
  const out: string[] = [];
  for (const row of rows) out.push(row.map((cell) => (typeof cell === 'number' ? numberCell(cell, true) : /[\t"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join('\t'));
  return out.join('\n');
}

/** The cells of one row written by toClipboardTable (its quoted cells unquoted): how a list of rows is shown. */
export function clipboardCells(row: string): string[] {
  if (!row.includes('"')) return row.split('\t');
  const cells: string[] = [];
  let at = 0;
  while (at <= row.length) {
    if (row[at] === '"') {
      let end = at + 1;
      let cell = '';
      for (;;) {
        const quote = row.indexOf('"', end);
        if (quote < 0) {
          cell += row.slice(end);
          end = row.length;
          break;
        }
        cell += row.slice(end, quote);
        if (row[quote + 1] === '"') {
          cell += '"';
          end = quote + 2;
        } else {
          end = quote + 1;
          break;
        }
      }
      cells.push(cell);
      at = end + 1;
    } else {
      const tab = row.indexOf('\t', at);
      cells.push(row.slice(at, tab < 0 ? row.length : tab));
      if (tab < 0) break;
      at = tab + 1;
    }
  }
  return cells;
}

/** A `.csv` file's content, for a Blob. */
export const csvFile = (csv: string) => new Blob([BOM, csv], { type: 'text/csv;charset=utf-8' });

/** Lines as a `.txt` file: one per line, CRLF, a final line end. `text` is the lines joined by `\n`. */
export function textFile(text: string): Blob {
  if (text === '') return new Blob([], { type: 'text/plain;charset=utf-8' });
  return new Blob([text.replace(/\r?\n/g, '\r\n'), '\r\n'], { type: 'text/plain;charset=utf-8' });
}
