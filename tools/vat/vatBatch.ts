import { toClipboardTable, type Cell } from '../../components/data/export';
import { fold, type Delimiter, type TableShape } from '../../components/data/tableShape';
import type { readTable } from '../../components/data/table';
import { decimalMarkOf, readFigure, type DecimalMark } from '../../components/lib/decimalMark';
import { exactTotal, intendedValue, parseDecimal } from '../../components/lib/number';
import { computeVat, parseVatRate, VAT_AMOUNT_ERROR, VAT_RATE_ERROR, type VatBreakdown, type VatDirection } from './vat';

/**
 * The list mode of the TTC/HT tool: a price list (one price per line, or a table whose other columns are kept)
 * converted at one rate or at each row's own rate. Each row goes through computeVat, as a single amount does: the
 * price typed is never rounded, the computed one is taken to the cent and the VAT is the difference of the two. The
 * totals add up the figures as shown, so that a column summed in a spreadsheet gives the total line to the cent.
 * Pure logic: the table reader (Papa Parse) is passed in by the worker, the one place that loads it.
 */

/** How a price list that is a table is read: its separator, its header line, its price column and its rate column. */
export interface PriceReading {
  delimiter: Delimiter;
  header: boolean;
  /** 0-based column of the prices. */
  price: number;
  /** 0-based column of each row's rate, or null: the chosen rate for every row. */
  rate: number | null;
}

export interface VatBatchJob {
  text: string;
  /** null: a plain list, one price per line. */
  reading: PriceReading | null;
  direction: VatDirection;
  /** The chosen rate, for every row (or a row whose rate cell is empty). */
  rate: number;
}

export interface VatBatchRow {
  /** The row's cells as read (the price among them, as typed). */
  cells: string[];
  /** The rate applied. */
  rate: number;
  /** null when the row's price or rate is not valid; `error` then says why. */
  breakdown: VatBreakdown | null;
  error?: string;
}

/**
 * The converted list, by columns rather than by row objects: 100 000 rows cross from the worker to the page as a few
 * arrays, which the page receives in a few milliseconds (rowAt reads one row back).
 */
export interface VatBatchOutcome {
  /** Names of the row's cells: the header's, else `Colonne 1`…, or `Montant saisi` for a plain list. */
  columns: string[];
  count: number;
  /** The cells of row i are `cells[i × columns.length …]`, '' where a row is shorter. */
  cells: string[];
  /** Each row's HT, VAT and TTC (NaN for a row in error) and the rate applied. */
  ht: Float64Array;
  vat: Float64Array;
  ttc: Float64Array;
  rates: Float64Array;
  /** Why a row has no figures, by row index. */
  errors: Map<number, string>;
  /** Sums of the rounded figures of the valid rows. */
  totals: VatBreakdown;
  valid: number;
  invalid: number;
  /** Whether each row has its own rate (a rate column). */
  perRowRate: boolean;
  /** The columns of the price and of the rate read (0-based), which the page's table leaves out: it shows them computed. */
  priceColumn: number;
  rateColumn: number | null;
}

/** Row `index` of the outcome. */
export function rowAt(outcome: VatBatchOutcome, index: number): VatBatchRow {
  const width = outcome.columns.length;
  const error = outcome.errors.get(index);
  return {
    cells: outcome.cells.slice(index * width, (index + 1) * width),
    rate: outcome.rates[index]!,
    breakdown: error === undefined ? { ht: outcome.ht[index]!, vat: outcome.vat[index]!, ttc: outcome.ttc[index]! } : null,
    ...(error === undefined ? {} : { error }),
  };
}

/** The column name of a plain list's only column. */
export const TYPED_COLUMN = 'Montant saisi';
export const TOTAL_LABEL = 'Total';
export const RESULT_COLUMNS = ['Montant HT', 'TVA', 'Montant TTC'] as const;
export const APPLIED_RATE_COLUMN = 'Taux de TVA appliqué';
export const REMARK_COLUMN = 'Remarque';

/** Column names that hold a price: « Prix TTC », « Montant HT », « PU HT », « Tarif », « Price ». */
export const PRICE_NAME = /^(prix|montant|price|tarif|amount|pu|ht|ttc|total)\b|\b(ht|ttc|prix|price)$/;
/** Column names that hold a VAT rate: « Taux de TVA », « TVA (%) », « Taux », « VAT rate ». */
export const RATE_NAME = /^(taux( de)?( tva)?( \(?%\)?)?|tva ?\(?%\)?|(vat|tax) rate|rate|taux tva %)$/;

/**
 * The price column of `shape` when the user has not chosen one: a column named like a price (not like a rate),
 * else the first column whose sample cells all read as amounts with a decimal mark or a currency sign (a reference
 * like 1001 is a number too), else the first whose cells all read as amounts, else the last column.
 */
export function guessPriceColumn(shape: TableShape, header: boolean): number {
  if (header) {
    const named = shape.names.findIndex((name) => PRICE_NAME.test(fold(name)) && !RATE_NAME.test(fold(name)));
    if (named >= 0) return named;
  }
  const sample = header ? shape.sample : [shape.names, ...shape.sample];
  const cellsOf = (column: number) => sample.map((row) => (row[column] ?? '').trim()).filter((cell) => cell !== '');
  const numeric = (column: number) => {
    const cells = cellsOf(column);
    return cells.length > 0 && cells.every((cell) => parseDecimal(cell).ok);
  };
  const columns = Array.from({ length: shape.columns }, (_, i) => i).filter((i) => !(header && RATE_NAME.test(fold(shape.names[i] ?? ''))));
  const priced = columns.find((i) => numeric(i) && cellsOf(i).every((cell) => /[.,]\d|€/.test(cell)));
  return priced ?? columns.find(numeric) ?? shape.columns - 1;
}

/** The rate column of `shape` when the user has not chosen: a column named like a rate, else none. */
export function guessRateColumn(shape: TableShape, header: boolean, price: number): number | null {
  if (!header) return null;
  const named = shape.names.findIndex((name, i) => i !== price && RATE_NAME.test(fold(name)));
  return named >= 0 ? named : null;
}

/**
 * Whether the first lines of `text` are amounts with a decimal comma (`12,50`), 80 % of them at least (a bad line is
 * flagged, not a reason to split the others): a French price list, which a table reader would take for two columns
 * separated by commas.
 */
export function amountsWithCommas(text: string): boolean {
  const lines = text.slice(0, 4096).split('\n').slice(0, 50).map((line) => line.trim()).filter((line) => line !== '');
  return lines.length > 0 && lines.filter((line) => parseDecimal(line).ok).length >= 0.8 * lines.length;
}

/**
 * How to read `shape` from the user's choices as the address keeps them (`prix`: '' for the guess or a 1-based
 * column; `colonne-taux`: '' for the guess, `aucune`, or a 1-based column; `entete`: '', `oui` or `non`). A list of
 * amounts with decimal commas (`text`) is a list, not a table.
 */
export function priceReading(shape: TableShape | null, price: string, rate: string, header: string, text = ''): PriceReading | null {
  if (!shape || (shape.delimiter === ',' && amountsWithCommas(text))) return null;
  const hasHeader = header === 'oui' ? true : header === 'non' ? false : shape.header;
  const column = (param: string) => (/^\d+$/.test(param) && Number(param) >= 1 && Number(param) <= shape.columns ? Number(param) - 1 : null);
  const priceColumn = column(price) ?? guessPriceColumn(shape, hasHeader);
  let rateColumn = rate === 'aucune' ? null : (column(rate) ?? guessRateColumn(shape, hasHeader, priceColumn));
  if (rateColumn === priceColumn) rateColumn = null;
  return { delimiter: shape.delimiter, header: hasHeader, price: priceColumn, rate: rateColumn };
}

/** The non-blank lines of a plain list, each as a one-cell row. */
function listRows(text: string): string[][] {
  const rows: string[][] = [];
  let at = 0;
  while (at <= text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end).replace(/\r$/, '');
    if (line.trim() !== '') rows.push([line.trim()]);
    at = end + 1;
  }
  return rows;
}

/**
 * A price cell as the list's decimal mark reads it (`1.200` is 1 200 in a list of `12,50`), written so that computeVat
 * reads the same value; a cell that mark cannot read is left as typed, for computeVat's own reading and message.
 */
function withListMark(cell: string, mark: DecimalMark): string {
  const value = readFigure(cell, mark);
  return value === null || Number.isNaN(value) ? cell : String(value);
}

function* cellsOf(records: readonly string[][], column: number): Iterable<string> {
  for (const record of records) yield record[column] ?? '';
}

/** One row converted: its rate (its own cell, else the chosen one), then computeVat on its price cell. */
function convertRow(priceCell: string, rateCell: string | undefined, job: VatBatchJob): { rate: number; breakdown: VatBreakdown | null; error?: string } {
  let rate = job.rate;
  if (rateCell !== undefined && rateCell.trim() !== '') {
    const own = parseVatRate(rateCell);
    if (own.rate === null) return { rate, breakdown: null, error: VAT_RATE_ERROR };
    // An Excel cell shown « 20 % » holds 0,2: no VAT rate lies strictly between 0 and 1 %, so such a value is a fraction.
    rate = own.rate > 0 && own.rate < 1 && !/%/.test(rateCell) ? intendedValue(own.rate * 100) : own.rate;
  }
  const result = computeVat(priceCell, job.direction, rate);
  if (result.breakdown) return { rate, breakdown: result.breakdown };
  // An empty price cell is flagged too: a row of a price list without its price is a gap, not a blank line.
  return { rate, breakdown: null, error: result.error ?? VAT_AMOUNT_ERROR };
}

/** The list converted (see the file's comment). `readRows` is table.ts's reader, needed for a table only. */
export function vatBatchJob(job: VatBatchJob, onProgress?: (fraction: number) => void, readRows?: typeof readTable): VatBatchOutcome {
  const { reading } = job;
  let columns: string[];
  let records: string[][];
  if (reading && readRows) {
    const table = readRows(job.text, reading, onProgress && ((fraction) => onProgress(fraction / 2)));
    const width = Math.max(table.header?.length ?? 0, ...table.rows.slice(0, 1000).map((row) => row.length), reading.price + 1);
    columns = Array.from({ length: width }, (_, i) => table.header?.[i]?.trim() || `Colonne ${i + 1}`);
    records = table.rows;
  } else {
    records = listRows(job.text);
    // A column copied with its title (« Prix TTC ») keeps it as its name rather than flag it as a bad price.
    const title = records[0]?.[0];
    const named = title !== undefined && !parseDecimal(title).ok && PRICE_NAME.test(fold(title));
    columns = [named ? title : TYPED_COLUMN];
    if (named) records.shift();
  }
  const price = reading && readRows ? reading.price : 0;
  const rateColumn = reading && readRows ? reading.rate : null;
  const width = columns.length;
  const count = records.length;
  const mark = decimalMarkOf(cellsOf(records, price), ',');
  const cells: string[] = new Array(count * width);
  const [ht, vat, ttc, rates] = [0, 0, 0, 0].map(() => new Float64Array(count)) as [Float64Array, Float64Array, Float64Array, Float64Array];
  const errors = new Map<number, string>();
  const valid: { ht: number[]; vat: number[]; ttc: number[] } = { ht: [], vat: [], ttc: [] };
  for (let i = 0; i < count; i++) {
    const record = records[i]!;
    for (let c = 0; c < width; c++) cells[i * width + c] = record[c] ?? '';
    const row = convertRow(withListMark(record[price] ?? '', mark), rateColumn === null ? undefined : record[rateColumn], job);
    rates[i] = row.rate;
    if (row.breakdown) {
      ht[i] = row.breakdown.ht;
      vat[i] = row.breakdown.vat;
      ttc[i] = row.breakdown.ttc;
      valid.ht.push(row.breakdown.ht);
      valid.vat.push(row.breakdown.vat);
      valid.ttc.push(row.breakdown.ttc);
    } else {
      ht[i] = vat[i] = ttc[i] = NaN;
      errors.set(i, row.error!);
    }
    if (onProgress && i % 10_000 === 9_999) onProgress(0.5 + (0.5 * i) / count);
  }
  return {
    columns,
    count,
    cells,
    ht,
    vat,
    ttc,
    rates,
    errors,
    totals: { ht: exactTotal(valid.ht), vat: exactTotal(valid.vat), ttc: exactTotal(valid.ttc) },
    valid: valid.ht.length,
    invalid: errors.size,
    perRowRate: rateColumn !== null,
    priceColumn: price,
    rateColumn,
  };
}

/** The whole result as a spreadsheet takes a paste (header, rows, total line), made when the user copies it. */
export const clipboardTable = (outcome: VatBatchOutcome): string => (outcome.count ? toClipboardTable(batchTable(outcome)) : '');

export const EMPTY_VAT_BATCH: VatBatchOutcome = vatBatchJob({ text: '', reading: null, direction: 'ttc-to-ht', rate: 20 });

/**
 * The result as a table for a spreadsheet (copy, CSV): the header, each row's cells and its HT, TVA and TTC (the
 * applied rate when rows have their own, a remark when some are invalid), then the total line.
 */
export function* batchTable(outcome: VatBatchOutcome): Iterable<readonly Cell[]> {
  const { columns, totals, perRowRate, invalid } = outcome;
  const width = columns.length;
  // A row in error has no rate applied either: its figures are empty.
  const extra = (rate: number, error: string | undefined): Cell[] => [...(perRowRate ? [error === undefined ? rate : ''] : []), ...(invalid > 0 ? [error ?? ''] : [])];
  yield [...columns, ...RESULT_COLUMNS, ...(perRowRate ? [APPLIED_RATE_COLUMN] : []), ...(invalid > 0 ? [REMARK_COLUMN] : [])];
  for (let index = 0; index < outcome.count; index++) {
    const row = rowAt(outcome, index);
    const figures: Cell[] = row.breakdown ? [row.breakdown.ht, row.breakdown.vat, row.breakdown.ttc] : ['', '', ''];
    yield [...row.cells, ...figures, ...extra(row.rate, row.error)];
  }
  const label = Array.from({ length: width }, (_, i) => (i === 0 ? TOTAL_LABEL : ''));
  yield [...label, totals.ht, totals.vat, totals.ttc, ...(perRowRate ? [''] : []), ...(invalid > 0 ? [''] : [])];
}
