import { toClipboardTable, type Cell } from '../../components/data/export';
import { onDemand } from '../../components/lib/onDemand';
import { formatEuro, formatInteger, formatNumber, formatPercent, shownValue } from '../../components/lib/number';
import type { ResultLine } from '../../components/tool/ResultCard';
import { rowAt, type CampaignOutcome, type CampaignRow, type Figure, type Metric, type SortKey } from './campaignAnalysis';

/**
 * The campaign analysis as people read it: the table's columns and their French names, each figure formatted as the
 * single-line tools format it (euros, %, ROAS to 2 decimals), the totals card, and the exports, whose figures are
 * the ones shown (rounded once) so that a spreadsheet's sum of the pasted column matches the total shown.
 */

export const CAMPAIGN_FILE_NAME = 'analyse-campagnes';

type Kind = 'text' | 'count' | 'euro' | 'percent' | 'ratio';
interface Column {
  key: SortKey;
  label: string;
  kind: Kind;
  /** Its width in the table: amounts in euros are the longest figures. */
  width: string;
}

/** The table's columns, in the order of a campaign report: figures, then ratios. */
export const CAMPAIGN_COLUMNS: readonly Column[] = [
  { key: 'line', label: 'N°', kind: 'count', width: '3.5rem' },
  { key: 'name', label: 'Campagne', kind: 'text', width: '1.8fr' },
  { key: 'cost', label: 'Coût', kind: 'euro', width: '1.3fr' },
  { key: 'impressions', label: 'Impr.', kind: 'count', width: '1fr' },
  { key: 'clicks', label: 'Clics', kind: 'count', width: '1fr' },
  { key: 'ctr', label: 'CTR', kind: 'percent', width: '1fr' },
  { key: 'cpc', label: 'CPC', kind: 'euro', width: '1fr' },
  { key: 'cpm', label: 'CPM', kind: 'euro', width: '1fr' },
  { key: 'conversions', label: 'Conv.', kind: 'count', width: '1fr' },
  { key: 'conversionRate', label: 'Taux de conv.', kind: 'percent', width: '1fr' },
  { key: 'cpa', label: 'CPA', kind: 'euro', width: '1.1fr' },
  { key: 'value', label: 'Valeur', kind: 'euro', width: '1.3fr' },
  { key: 'roas', label: 'ROAS', kind: 'ratio', width: '1fr' },
];

/** Each kind's display, as the single-line tools show it. */
const SHOW: Readonly<Record<Exclude<Kind, 'text'>, (value: number) => string>> = {
  // Conversions may be fractional (Google Ads' attribution models): their decimals are kept.
  count: (value) => (Number.isInteger(value) ? formatInteger(value) : formatNumber(value, { decimals: 2 })),
  euro: (value) => formatEuro(value),
  percent: (value) => formatPercent(value),
  ratio: (value) => formatNumber(value),
};

/** Each kind's value in a file: as shown, rounded once (0,0024 € stays 0,0024; counts as read). */
const EXPORTED: Readonly<Record<Exclude<Kind, 'text'>, (value: number) => number>> = {
  count: (value) => value,
  euro: (value) => shownValue(value),
  percent: (value) => shownValue(value),
  ratio: (value) => shownValue(value),
};

const FIGURE_KEYS = new Set<SortKey>(['cost', 'impressions', 'clicks', 'conversions', 'value']);

/** What the page shows and exports of an outcome. */
export function campaignTable(result: CampaignOutcome) {
  const has = (key: SortKey) => key === 'line' || key === 'name' || !FIGURE_KEYS.has(key) || result.columns[key as Figure] >= 0;
  const shownColumns = CAMPAIGN_COLUMNS.filter((column) => column.key !== 'line');
  let unreadable = 0;
  for (let at = 0; at < result.rowCount; at++) for (let bits = result.data.unreadable[at]!; bits; bits &= bits - 1) unreadable++;

  const cell = (row: Pick<CampaignRow, Metric> & Partial<CampaignRow>, column: Column): string => {
    if (column.key === 'line') return row.line === undefined ? '' : formatInteger(row.line);
    if (column.key === 'name') return row.name ?? 'Total';
    if (row.unreadable?.includes(column.key as Figure)) return '?';
    const value = row[column.key as Metric];
    return value === null || !has(column.key) ? NO_FIGURE : SHOW[column.kind as Exclude<Kind, 'text'>](value);
  };
  const exported = (row: Pick<CampaignRow, Metric> & Partial<CampaignRow>, column: Column): Cell => {
    if (column.key === 'name') return row.name ?? 'Total';
    const value = row[column.key as Metric];
    return value === null || !has(column.key) ? '' : EXPORTED[column.kind as Exclude<Kind, 'text'>](value);
  };
  const total = result.total;
  const rankedLabel = CAMPAIGN_COLUMNS.find((column) => column.key === result.rankedBy)?.label;
  const profitable = total && total.roas !== null && result.breakevenRoas !== null ? total.roas >= result.breakevenRoas : null;

  const details: ResultLine[] = total
    ? [
        ...shownColumns.filter((column) => column.key !== 'name' && has(column.key)).map((column) => ({ label: column.label === 'Impr.' ? 'Impressions' : column.label === 'Conv.' ? 'Conversions' : column.label, value: cell(total, column) })),
        ...(result.breakevenRoas !== null ? [{ label: 'ROAS de rentabilité', value: formatNumber(result.breakevenRoas) }] : []),
      ]
    : [];
  // The figure that judges a campaign best: its return, else what a conversion or a click costs, else its spend.
  const headlineColumn = CAMPAIGN_COLUMNS.find((column) => total && (['roas', 'cpa', 'cpc'] as const).find((key) => total[key] !== null) === column.key) ?? CAMPAIGN_COLUMNS.find((column) => column.key === 'cost')!;
  const headline = total ? `${headlineColumn.label}\u00a0: ${cell(total, headlineColumn)}` : '';

  function* rows(): Iterable<readonly Cell[]> {
    yield shownColumns.map((column) => column.label);
    for (let index = 0; index < result.order.length; index++) yield shownColumns.map((column) => exported(rowAt(result, index), column));
    if (total) yield shownColumns.map((column) => exported(total, column));
  }

  return {
    total,
    headline,
    details,
    unreadable,
    profitable,
    rankNote: result.best !== null && rankedLabel ? `Meilleure et moins bonne campagnes selon le ${rankedLabel}.` : '',
    cells: (row: CampaignRow) => CAMPAIGN_COLUMNS.map((column) => cell(row, column)),
    rowClass: (row: CampaignRow) =>
      row.line === result.best ? 'campaign-row--best' : row.line === result.worst ? 'campaign-row--worst' : undefined,
    footer: total ? CAMPAIGN_COLUMNS.map((column) => (column.key === 'line' ? '' : cell(total, column))) : undefined,
    rows,
    /** The table as a spreadsheet takes a paste: its columns, the rows, the totals. */
    clipboard: () => toClipboardTable(rows()),
  };
}

/** A figure the export does not give, or a ratio with nothing to divide by. */
export const NO_FIGURE = '—';

const xlsxWriter = onDemand(() => import('write-excel-file/universal'));

/** The table as an Excel workbook, written by write-excel-file, loaded on this click only. */
export async function xlsxFile(rows: Iterable<readonly Cell[]>): Promise<Blob> {
  const { default: writeXlsxFile } = await xlsxWriter.load();
  const data = [...rows].map((row, index) => row.map((value) => ({ value, fontWeight: index === 0 ? ('bold' as const) : undefined })));
  return writeXlsxFile(data).toBlob();
}
