import type { inspectTable, readTable } from '../../components/data/table';
import { DELIMITERS, fold } from '../../components/data/tableShape';
import { breakevenRoas, conversionRate } from '../../components/lib/adRatios';
import { exactTotal, safeDivide } from '../../components/lib/number';
import { decimalMarkOf, readFigure, type DecimalMark } from '../../components/lib/decimalMark';

/**
 * A campaign export read whole: the header found below the report's title lines, each figure's column recognised by
 * its usual French or English name (Google Ads, Meta, Microsoft Advertising, LinkedIn), every row's ratios and the
 * totals computed from the sums. Pure logic: the page runs it for a short paste, the tool's worker for a long one;
 * both hand it the table reader (Papa Parse), which the page loads only once something is pasted.
 */

/** The table reader of components/data/table.ts. */
export interface TableReader {
  inspectTable: typeof inspectTable;
  readTable: typeof readTable;
}

/** The figures an export gives, from which every ratio follows. */
export const FIGURES = ['cost', 'impressions', 'clicks', 'conversions', 'value'] as const;
export type Figure = (typeof FIGURES)[number];
/** The column of the campaign's name, then the figures. */
export type Role = 'name' | Figure;
export const ROLES: readonly Role[] = ['name', ...FIGURES];

/** How each role is named to users (the column picker, the result's header). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  name: 'Campagne',
  cost: 'Coût',
  impressions: 'Impressions',
  clicks: 'Clics',
  conversions: 'Conversions',
  value: 'Valeur de conv.',
};

/**
 * The header names of each role, folded (no accents, lowercase), a currency in brackets removed, best first: Meta
 * has both « Clics (tous) » and « Clics sur un lien », and a CPC is counted on the link clicks. Whole names only:
 * « Coût/conv. », « Taux de conv. » or « Valeur de conv./coût » are ratios, not figures.
 */
const HEADER_NAMES: Readonly<Record<Role, readonly RegExp[]>> = {
  name: [
    /^(campagne|campaign|nom de la campagne|campaign name|nom de campagne|nom|name)$/,
    /^(ensemble de publicites|nom de l.ensemble de publicites|ad set name|groupe d.annonces|ad group|nom de la publicite|ad name|annonce|ad)$/,
  ],
  cost: [
    /^(cout|cost|couts|montant depense|amount spent|depenses?|spend|spent|total spent|depenses totales|cout total|total cost|budget depense)$/,
  ],
  impressions: [/^(impr\.?|impressions?)$/],
  clicks: [/^(clics sur un lien|link clicks)$/, /^(clics|clicks|clics \(tous\)|clicks \(all\)|clics totaux|total clicks)$/],
  conversions: [
    /^(conversions?|conv\.?|resultats|results|achats|purchases|leads|prospects)$/,
    /^(toutes les conv\.?|all conv\.?|toutes les conversions|all conversions)$/,
  ],
  value: [
    /^(valeur de conv\.?|conv\. value|valeur de conversion|valeur des conversions|conversion value|total conversion value|valeur totale de conv\.?|valeur de conversion des achats|purchases conversion value|purchase conversion value|revenue|revenus|chiffre d.affaires|ca)$/,
    /^(valeur de toutes les conv\.?|all conv\. value|valeur de toutes les conversions)$/,
  ],
};

/** A header cell as compared: folded, a currency or unit in brackets and a trailing colon removed. */
const headerKey = (cell: string) =>
  fold(cell)
    .replace(/\s*\((eur|usd|gbp|chf|cad|€|\$|£|devise|currency)\)\s*$/, '')
    .replace(/\s*:\s*$/, '')
    .replace(/\s+/g, ' ');

/** The column of each role in `header` (-1 when none), the best name of each role first, one column per role. */
export function guessColumns(header: readonly string[]): Record<Role, number> {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const found = {} as Record<Role, number>;
  for (const role of ROLES) {
    found[role] = -1;
    for (const pattern of HEADER_NAMES[role]) {
      const index = keys.findIndex((key, i) => !taken.has(i) && pattern.test(key));
      if (index >= 0) {
        found[role] = index;
        taken.add(index);
        break;
      }
    }
  }
  return found;
}

const recognised = (columns: Record<Role, number>) => FIGURES.filter((figure) => columns[figure] >= 0).length;

/** How far down a header is looked for: a report's title lines and date range above it. */
const HEADER_SEARCH_ROWS = 20;

/**
 * The record that names the columns: the first, within the first rows, where two figures or more are recognised;
 * else the first where one is (a table of a name, a spend under a name of its own, and clicks).
 */
export function findHeader(records: readonly string[][]): number {
  const end = Math.min(records.length, HEADER_SEARCH_ROWS);
  for (const least of [2, 1]) for (let index = 0; index < end; index++) if (recognised(guessColumns(records[index]!)) >= least) return index;
  return -1;
}

/**
 * A totals row of the export (« Total : campagnes », « Total: Account », « Total du compte »), left out of the rows; a
 * campaign named « Total Look » or « Total - Marque » is a campaign.
 */
export function isTotalRow(row: readonly string[]): boolean {
  const first = row.find((cell) => cell.trim() !== '');
  return first !== undefined && /^(total|totaux|sous-total|subtotal|grand total)\s*(:|$|du |des |de la |general|overall)/.test(fold(first));
}

/** The user's choice of column for each role: an index (0-based), -1 for none, undefined for the guess. */
export type ColumnChoices = Partial<Record<Role, number>>;

/** One campaign: its figures as read (null where the export gives none) and its ratios (null where undefined). */
export interface CampaignRow {
  /** The row's number in the table read, the header counting as 1 and blank lines not counted. */
  line: number;
  name: string;
  cost: number | null;
  impressions: number | null;
  clicks: number | null;
  conversions: number | null;
  value: number | null;
  /** Click-through rate, %. */
  ctr: number | null;
  cpc: number | null;
  cpm: number | null;
  /** Conversion rate (conversions / clicks), %. */
  conversionRate: number | null;
  cpa: number | null;
  /** Conversion value / cost, as a multiplier (4 for 400 %). */
  roas: number | null;
  /** The columns whose cell is not a number: said on the row, its figure left out of the totals. */
  unreadable: Figure[];
}

export type Metric = Exclude<keyof CampaignRow, 'line' | 'name' | 'unreadable'>;
/** The ratios, in the order of the result's columns. */
export const RATIOS = ['ctr', 'cpc', 'cpm', 'conversionRate', 'cpa', 'roas'] as const;

/** The ratios of a row's figures: each one only when its figures are there and its divisor is above 0. */
export function ratiosOf(figures: Pick<CampaignRow, Figure>): Pick<CampaignRow, (typeof RATIOS)[number]> {
  const { cost, impressions, clicks, conversions, value } = figures;
  const per = (a: number | null, b: number | null, times = 1) => (a === null || b === null || !(b > 0) ? null : safeDivide(a * times, b));
  return {
    ctr: per(clicks, impressions, 100),
    cpc: per(cost, clicks),
    cpm: per(cost, impressions, 1000),
    conversionRate: conversions === null || clicks === null || !(clicks > 0) ? null : conversionRate(conversions, clicks),
    cpa: per(cost, conversions),
    roas: per(value, cost),
  };
}

export type SortKey = 'line' | 'name' | Metric;
export interface Sort {
  key: SortKey;
  descending: boolean;
}

export interface CampaignJob {
  text: string;
  columns: ColumnChoices;
  /** Margin on the conversion value, in % (« 30 » for 30 %), as typed: the break-even ROAS is 100 / margin. */
  margin: number | null;
  sort: Sort;
  /** Rows with no spend (cost empty or 0) left out of the table; they stay in the totals (their clicks or value count). */
  hideNoSpend: boolean;
}

/**
 * The rows read, a column each: a worker's outcome is copied to the page at once as typed arrays, where 100 000 row
 * objects took a second to copy and made the page's longest task.
 */
export interface CampaignColumns {
  line: Int32Array;
  name: string[];
  /** Each figure as read; NaN where the export gives none or the cell is unreadable. */
  figures: Record<Figure, Float64Array>;
  /** Per row, bit i set when the cell of FIGURES[i] is not a number. */
  unreadable: Uint8Array;
}

export interface CampaignOutcome {
  /** The header's cells (the columns the picker offers), [] when there is no table. */
  header: string[];
  /** The column used for each role, -1 for none. */
  columns: Record<Role, number>;
  /** Every row read, a column each (rowAt gives one as a CampaignRow). */
  data: CampaignColumns;
  /** The rows shown, in the order asked: their indices in `data`. */
  order: Int32Array;
  /** All rows read (before the filter). */
  rowCount: number;
  /** Rows left out as the export's own totals. */
  totalRowsSkipped: number;
  /** Rows hidden as having no spend. */
  hiddenNoSpend: number;
  /** Lines above the header (report title, dates). */
  linesAboveHeader: number;
  total: Omit<CampaignRow, 'line' | 'name' | 'unreadable'> | null;
  /** 100 / margin, when a margin above 0 is given. */
  breakevenRoas: number | null;
  /** Lines of the rows with the best and worst ROAS (else CPA, else CPC), among the rows that spent. */
  best: number | null;
  worst: number | null;
  /** The ratio best and worst are judged on. */
  rankedBy: Metric | null;
  decimalMark: DecimalMark;
}

function columnsOf(count: number): CampaignColumns {
  const figures = Object.fromEntries(FIGURES.map((figure) => [figure, new Float64Array(count)])) as Record<Figure, Float64Array>;
  return { line: new Int32Array(count), name: [], figures, unreadable: new Uint8Array(count) };
}

/** The figures of row `at` of `data`, null where there is none. */
function figuresAt(data: CampaignColumns, at: number): Pick<CampaignRow, Figure> {
  const figure = (name: Figure) => {
    const value = data.figures[name][at]!;
    return Number.isNaN(value) ? null : value;
  };
  return { cost: figure('cost'), impressions: figure('impressions'), clicks: figure('clicks'), conversions: figure('conversions'), value: figure('value') };
}

/** The `index`-th row shown, with its ratios. */
export function rowAt(outcome: Pick<CampaignOutcome, 'data' | 'order'>, index: number): CampaignRow {
  const { data } = outcome;
  const at = outcome.order[index]!;
  const figures = figuresAt(data, at);
  const unreadable = FIGURES.filter((_, bit) => data.unreadable[at]! & (1 << bit));
  return { line: data.line[at]!, name: data.name[at]!, ...figures, ...ratiosOf(figures), unreadable };
}

/** The rows shown, as objects: for a few rows (tests, a small table), never 100 000 at once on a page. */
export const rowsOf = (outcome: Pick<CampaignOutcome, 'data' | 'order'>): CampaignRow[] => Array.from(outcome.order, (_, index) => rowAt(outcome, index));

export const EMPTY_CAMPAIGN_OUTCOME: CampaignOutcome = {
  header: [],
  columns: { name: -1, cost: -1, impressions: -1, clicks: -1, conversions: -1, value: -1 },
  data: columnsOf(0),
  order: new Int32Array(0),
  rowCount: 0,
  totalRowsSkipped: 0,
  hiddenNoSpend: 0,
  linesAboveHeader: 0,
  total: null,
  breakevenRoas: null,
  best: null,
  worst: null,
  rankedBy: null,
  decimalMark: ',',
};

/** English header names: an English export writes `1,234.56`. */
const ENGLISH = /^(cost|clicks|impressions|amount spent|link clicks|results|conv\. value|spend|campaign|campaign name)$/;

/**
 * The records of `text` (blank ones left out). The separator is the one under which a header of figures shows in the
 * first lines: a report's title lines make the table's shape unclear to a generic guess. Else that guess.
 */
function recordsOf(text: string, { inspectTable, readTable }: TableReader, onProgress?: (fraction: number) => void): string[][] {
  const start = text.slice(0, 16 * 1024);
  const delimiter =
    DELIMITERS.find((d) => start.includes(d) && findHeader(readTable(start, { delimiter: d, header: false }).rows) >= 0) ?? inspectTable(text)?.delimiter;
  return delimiter ? readTable(text, { delimiter, header: false }, onProgress).rows : [];
}

const collator = new Intl.Collator('fr', { numeric: true });
const compare = (a: number | string | null, b: number | string | null) => {
  if (a === b) return 0;
  // Missing figures last, whatever the direction.
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : (a as number) - (b as number);
};

/** An export read: its header, the columns used, and every row's figures. */
interface ReadExport {
  header: string[];
  columns: Record<Role, number>;
  read: CampaignColumns;
  totalRowsSkipped: number;
  linesAboveHeader: number;
  decimalMark: DecimalMark;
}

/** The last export read: a sort, the margin or « Masquer » compute again from it instead of reading 100 000 rows again. */
let lastRead: { text: string; choices: string; reader: TableReader; value: ReadExport | null } | null = null;

function readExport(text: string, choices: ColumnChoices, reader: TableReader, onProgress?: (fraction: number) => void): ReadExport | null {
  const key = JSON.stringify(choices);
  if (lastRead && lastRead.text === text && lastRead.choices === key && lastRead.reader === reader) return lastRead.value;
  const value = readWith(text, choices, reader, onProgress);
  lastRead = { text, choices: key, reader, value };
  return value;
}

function readWith(text: string, choices: ColumnChoices, reader: TableReader, onProgress?: (fraction: number) => void): ReadExport | null {
  const records = recordsOf(text, reader, onProgress);
  if (records.length === 0) return null;
  const headerAt = findHeader(records);
  const width = Math.max(...records.slice(0, 50).map((record) => record.length));
  const header = headerAt >= 0 ? records[headerAt]!.map((cell) => cell.trim()) : Array.from({ length: width }, (_, i) => `Colonne ${i + 1}`);
  const guessed = headerAt >= 0 ? guessColumns(header) : EMPTY_CAMPAIGN_OUTCOME.columns;
  const columns = { ...guessed };
  for (const role of ROLES) {
    const chosen = choices[role];
    if (chosen !== undefined && chosen >= -1 && chosen < header.length) columns[role] = chosen;
  }
  const data = records.slice(headerAt + 1);
  const english = header.some((cell) => ENGLISH.test(headerKey(cell)));
  const figureCells = function* () {
    for (const record of data.slice(0, 2000)) for (const figure of FIGURES) if (columns[figure] >= 0) yield record[columns[figure]] ?? '';
  };
  const decimalMark = decimalMarkOf(figureCells(), english ? '.' : ',');

  const all = columnsOf(data.length);
  let count = 0;
  let totalRowsSkipped = 0;
  data.forEach((record, index) => {
    if (isTotalRow(record)) {
      totalRowsSkipped++;
      return;
    }
    let unreadable = 0;
    FIGURES.forEach((figure, bit) => {
      const value = columns[figure] >= 0 ? readFigure(record[columns[figure]], decimalMark) : null;
      if (value !== null && Number.isNaN(value)) unreadable |= 1 << bit;
      all.figures[figure][count] = value === null ? Number.NaN : value;
    });
    const line = headerAt + 2 + index;
    const name = columns.name >= 0 ? (record[columns.name] ?? '').trim() : '';
    all.line[count] = line;
    all.name.push(name || `Ligne ${line}`);
    all.unreadable[count] = unreadable;
    count++;
  });
  // Copies of their length: a worker's outcome would otherwise carry the whole buffers.
  const read: CampaignColumns = {
    line: all.line.slice(0, count),
    name: all.name,
    figures: Object.fromEntries(FIGURES.map((figure) => [figure, all.figures[figure].slice(0, count)])) as Record<Figure, Float64Array>,
    unreadable: all.unreadable.slice(0, count),
  };

  return { header, columns, read, totalRowsSkipped, linesAboveHeader: Math.max(0, headerAt), decimalMark };
}

/** Reads a campaign export and computes every row and the totals; nothing until the reader is there. Never throws. */
export function analyseCampaigns({ text, columns: choices, margin, sort, hideNoSpend }: CampaignJob, onProgress?: (fraction: number) => void, reader?: TableReader): CampaignOutcome {
  const exported = reader ? readExport(text, choices, reader, onProgress) : null;
  if (!exported) return EMPTY_CAMPAIGN_OUTCOME;
  const { header, columns, read, totalRowsSkipped, linesAboveHeader, decimalMark } = exported;
  const count = read.line.length;

  // A column left empty on every row (a lead campaign's conversion value) has no total, not a total of 0.
  const sum = (figure: Figure) => {
    const values = columns[figure] >= 0 ? read.figures[figure].filter((value) => !Number.isNaN(value)) : [];
    return values.length ? exactTotal(values) : null;
  };
  const totalFigures = { cost: sum('cost'), impressions: sum('impressions'), clicks: sum('clicks'), conversions: sum('conversions'), value: sum('value') };
  const total = count ? { ...totalFigures, ...ratiosOf(totalFigures) } : null;

  const indices = Array.from({ length: count }, (_, at) => at);
  const spent = indices.filter((at) => read.figures.cost[at]! > 0);
  /** A metric of row `at`, null where there is none. */
  const metric = (key: Metric) => (key in read.figures ? (at: number) => figuresAt(read, at)[key as Figure] : (at: number) => ratiosOf(figuresAt(read, at))[key as (typeof RATIOS)[number]]);
  // Judged on the return when the export gives one, else on what a conversion, else a click, costs.
  const rankedBy = (['roas', 'cpa', 'cpc'] as const).find((key) => total?.[key] !== null && total?.[key] !== undefined && total[key]! > 0) ?? null;
  let best: number | null = null;
  let worst: number | null = null;
  if (rankedBy && spent.length >= 2) {
    const ranked = metric(rankedBy);
    // A campaign that spent and brought no conversion (no click) costs the most per conversion: ranked so, not left out.
    const score = (at: number) => (rankedBy === 'roas' ? (ranked(at) ?? 0) : -(ranked(at) ?? Number.POSITIVE_INFINITY));
    const scores = new Float64Array(count);
    for (const at of spent) scores[at] = score(at);
    const bestAt = spent.reduce((a, b) => (scores[b]! > scores[a]! ? b : a));
    const worstAt = spent.reduce((a, b) => (scores[b]! < scores[a]! ? b : a));
    if (scores[bestAt] !== scores[worstAt]) {
      best = read.line[bestAt]!;
      worst = read.line[worstAt]!;
    }
  }

  const shown = hideNoSpend ? spent : indices;
  if (sort.key !== 'line' || sort.descending) {
    // Each row's key once, in an array indexed by row: 100 000 rows sort in a fraction of a second.
    const keyOf = sort.key === 'line' ? (at: number) => read.line[at]! : sort.key === 'name' ? (at: number) => read.name[at]! : metric(sort.key);
    const keys: (number | string | null)[] = new Array(count);
    for (const at of shown) keys[at] = keyOf(at);
    shown.sort((a, b) => {
      const [x, y] = [keys[a]!, keys[b]!];
      const order = compare(x, y);
      // Missing figures stay last when the order is reversed.
      return x === null || y === null ? order : sort.descending ? -order : order;
    });
  }
  const breakeven = margin === null ? null : breakevenRoas(margin);
  return {
    header,
    columns,
    data: read,
    order: Int32Array.from(shown),
    rowCount: count,
    totalRowsSkipped,
    hiddenNoSpend: count - shown.length,
    linesAboveHeader,
    total,
    breakevenRoas: breakeven,
    best,
    worst,
    rankedBy,
    decimalMark,
  };
}
