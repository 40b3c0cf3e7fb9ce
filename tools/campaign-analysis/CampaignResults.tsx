import { useMemo, type ReactNode } from 'react';
import { CsvDownload, DownloadButton } from '../../components/data/ExportButtons';
import { VirtualRows } from '../../components/data/VirtualRows';
import { plural } from '../../components/lib/text';
import { CopyButton } from '../../components/tool/CopyButton';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { rowAt, type CampaignOutcome, type Sort } from './campaignAnalysis';
import { CAMPAIGN_COLUMNS, campaignTable, CAMPAIGN_FILE_NAME, xlsxFile } from './campaignTable';

/** A row's cells, its name saying to screen readers what its colour shows (the best or worst campaign). */
function withRank(cells: string[], line: number, result: CampaignOutcome): ReactNode[] {
  const rank = line === result.best ? 'meilleure campagne' : line === result.worst ? 'moins bonne campagne' : null;
  if (!rank) return cells;
  return cells.map((cell, index) =>
    index === 1 ? (
      <>
        {cell}
        <span className="visually-hidden">{` (${rank})`}</span>
      </>
    ) : (
      cell
    ),
  );
}

interface CampaignResultsProps {
  /** An outcome with at least one campaign. */
  result: CampaignOutcome;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

/**
 * The totals card, the table of campaigns and its exports: loaded with the table reader once something is pasted,
 * so that the page opens with the form's code only.
 */
export function CampaignResults({ result, sort, onSort }: CampaignResultsProps) {
  const table = useMemo(() => campaignTable(result), [result]);
  const shown = result.order.length;
  const notes = [
    result.linesAboveHeader > 0 ? `${plural(result.linesAboveHeader, 'ligne de titre ignorée', 'lignes de titre ignorées')} au-dessus des en-têtes.` : '',
    result.totalRowsSkipped > 0 ? `${plural(result.totalRowsSkipped, 'ligne «\u00a0Total\u00a0» de l’export ignorée', 'lignes «\u00a0Total\u00a0» de l’export ignorées')}\u00a0: le total est recalculé.` : '',
    result.hiddenNoSpend > 0 ? `${plural(result.hiddenNoSpend, 'ligne sans dépense masquée', 'lignes sans dépense masquées')}.` : '',
    table.unreadable > 0 ? `${plural(table.unreadable, 'cellule illisible', 'cellules illisibles')} (marquées «\u00a0?\u00a0»), comptées pour 0 dans les totaux.` : '',
  ].filter(Boolean);
  const sortBy = (column: number) => {
    const key = CAMPAIGN_COLUMNS[column]!.key;
    // A first click sorts the figures from the highest, the names from A.
    onSort(sort.key === key ? { key, descending: !sort.descending } : { key, descending: key !== 'name' && key !== 'line' });
  };

  return (
    <>
      <ResultCard
        label="Total des campagnes"
        copy={false}
        value={table.total ? table.headline : NO_RESULT}
        details={table.details}
        tone={table.profitable === true ? 'success' : table.profitable === false ? 'warning' : 'default'}
        note={[`${plural(result.rowCount, 'campagne', 'campagnes')}.`, ...notes, table.rankNote].filter(Boolean).join(' ')}
      />
      <VirtualRows
        className="campaign-table"
        label={`Campagnes (${plural(shown, 'ligne', 'lignes')})`}
        count={shown}
        columns={CAMPAIGN_COLUMNS.map((column) => column.label)}
        widths={CAMPAIGN_COLUMNS.map((column) => column.width)}
        figures={CAMPAIGN_COLUMNS.map((column) => column.key !== 'name')}
        cells={(index) => {
          const row = rowAt(result, index);
          return withRank(table.cells(row), row.line, result);
        }}
        rowClass={(index) => table.rowClass(rowAt(result, index))}
        footer={table.footer}
        sort={{ column: CAMPAIGN_COLUMNS.findIndex((column) => column.key === sort.key), descending: sort.descending, onSort: sortBy }}
        minWidth="62rem"
        visibleRows={12}
      />
      <p className="campaign-legend">
        {result.best !== null && <span className="campaign-legend__best">{'Meilleure campagne'}</span>}
        {result.worst !== null && <span className="campaign-legend__worst">{'Moins bonne campagne'}</span>}
        <span>{`Triez en cliquant sur l’en-tête d’une colonne. ${plural(shown, 'ligne affichée', 'lignes affichées')}.`}</span>
      </p>
      <div className="button-row">
        <CopyButton text={table.clipboard} caption="Copier le tableau" label="le tableau pour un tableur" />
        <CsvDownload fileName={`${CAMPAIGN_FILE_NAME}.csv`} rows={() => table.rows()} />
        <DownloadButton label="Télécharger en .xlsx" fileName={`${CAMPAIGN_FILE_NAME}.xlsx`} make={() => xlsxFile(table.rows())} />
      </div>
    </>
  );
}
