import { Eraser } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { CsvDownload, DownloadButton } from '../../components/data/ExportButtons';
import { tableCode } from '../../components/data/useTableShape';
import { VirtualRows } from '../../components/data/VirtualRows';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { LargeTextField, type LargeTextFieldHandle } from '../../components/fields/LargeTextField';
import { NumberField } from '../../components/fields/NumberField';
import { SelectField } from '../../components/fields/SelectField';
import { LoadStatus } from '../../components/layout/LoadStatus';
import { formatInteger } from '../../components/lib/number';
import { useOnDemand } from '../../components/lib/useOnDemand';
import { plural } from '../../components/lib/text';
import { ON_PAGE_CHARS, useOffThread, type OffThreadWork } from '../../components/lib/useOffThread';
import { CopyButton } from '../../components/tool/CopyButton';
import { JobCancelled, JobProgress } from '../../components/tool/JobProgress';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { boolParam, textParam, useToolParam } from '../../components/tool/toolState';
import { analyseCampaigns, EMPTY_CAMPAIGN_OUTCOME, ROLE_LABELS, ROLES, type CampaignJob, type CampaignOutcome, type ColumnChoices, type Role } from './campaignAnalysis';
import { CAMPAIGN_COLUMNS, campaignTable, CAMPAIGN_FILE_NAME, readMargin, readSort, sortParam, xlsxFile } from './campaignTable';
import { content } from './content';

const WORK: OffThreadWork<CampaignJob, CampaignOutcome> = {
  // On the page, with the table reader once loaded (tableCode); the worker imports its own.
  compute: (job, onProgress) => analyseCampaigns(job, onProgress, tableCode.loaded()),
  worker: () => new Worker(new URL('./campaignAnalysis.worker.ts', import.meta.url), { type: 'module', name: 'outilo-campagnes' }),
};

/** The address's name of each role's column choice (`?col-cout=3`). */
const COLUMN_PARAMS: Readonly<Record<Role, string>> = {
  name: 'col-campagne',
  cost: 'col-cout',
  impressions: 'col-impressions',
  clicks: 'col-clics',
  conversions: 'col-conversions',
  value: 'col-valeur',
};

/** A column choice as the address keeps it: '' (the guess), `aucune`, or the column's number (1-based). */
const choiceOf = (param: string): number | undefined => (param === 'aucune' ? -1 : /^\d+$/.test(param) ? Number(param) - 1 : undefined);

const PLACEHOLDER = 'Campagne\tCoût\tImpr.\tClics\tConversions\tValeur de conv.\nMarque\t1 250,40 €\t48 200\t2 310\t96\t8 420,00 €\nSoldes\t980,00 €\t61 000\t1 450\t31\t2 105,50 €';

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

export default function CampaignAnalysisTool() {
  const [text, setText] = useToolParam('tableau', '', textParam, { large: true });
  const [marginText, setMarginText] = useToolParam('marge', '');
  const [hideNoSpend, setHideNoSpend] = useToolParam('masquer', false, boolParam);
  const [sortText, setSortText] = useToolParam('tri', '');
  const params: Record<Role, [string, (value: string) => void]> = {
    name: useToolParam(COLUMN_PARAMS.name, ''),
    cost: useToolParam(COLUMN_PARAMS.cost, ''),
    impressions: useToolParam(COLUMN_PARAMS.impressions, ''),
    clicks: useToolParam(COLUMN_PARAMS.clicks, ''),
    conversions: useToolParam(COLUMN_PARAMS.conversions, ''),
    value: useToolParam(COLUMN_PARAMS.value, ''),
  };
  const field = useRef<LargeTextFieldHandle>(null);
  // Opened for a missing cost column, and kept open once the user picks it (the focus stays on the choice).
  const [columnsOpen, setColumnsOpen] = useState(false);

  const margin = readMargin(marginText);
  const sort = useMemo(() => readSort(sortText), [sortText]);
  const choiceKey = ROLES.map((role) => params[role][0]).join('|');
  const columns = useMemo(() => Object.fromEntries(ROLES.map((role, i) => [role, choiceOf(choiceKey.split('|')[i]!)])) as ColumnChoices, [choiceKey]);
  // The table reader (Papa Parse) loads once something is pasted; the job is made again when it is there.
  const reader = useOnDemand(tableCode, text.trim() !== '');
  const job = useMemo<CampaignJob>(() => ({ text, columns, margin: margin.value, sort, hideNoSpend }), [text, columns, margin.value, sort, hideNoSpend, reader.value]);
  const run = useOffThread(job, text.length > ON_PAGE_CHARS, EMPTY_CAMPAIGN_OUTCOME, WORK);
  const { outcome: result, pending: stale } = run;
  const has = result.rowCount > 0 && !run.cancelled;
  const table = useMemo(() => campaignTable(result), [result]);
  const missingFigures = result.header.length > 0 && result.columns.cost < 0;

  const onSort = (column: number) => {
    const key = CAMPAIGN_COLUMNS[column]!.key;
    // A first click sorts the figures from the highest, the names from A.
    setSortText(sortParam(sort.key === key ? { key, descending: !sort.descending } : { key, descending: key !== 'name' && key !== 'line' }));
  };
  const onClear = () => {
    setText('');
    for (const role of ROLES) params[role][1]('');
    setSortText('');
    field.current?.focus();
  };
  const columnOptions = useMemo(
    () => [
      { value: '', label: 'Reconnue automatiquement' },
      { value: 'aucune', label: 'Aucune' },
      ...result.header.map((name, index) => ({ value: String(index + 1), label: `${index + 1}. ${name || `Colonne ${index + 1}`}` })),
    ],
    [result.header],
  );

  const notes = [
    result.linesAboveHeader > 0 ? `${plural(result.linesAboveHeader, 'ligne de titre ignorée', 'lignes de titre ignorées')} au-dessus des en-têtes.` : '',
    result.totalRowsSkipped > 0 ? `${plural(result.totalRowsSkipped, 'ligne «\u00a0Total\u00a0» de l’export ignorée', 'lignes «\u00a0Total\u00a0» de l’export ignorées')}\u00a0: le total est recalculé.` : '',
    result.hiddenNoSpend > 0 ? `${plural(result.hiddenNoSpend, 'ligne sans dépense masquée', 'lignes sans dépense masquées')}.` : '',
    table.unreadable > 0 ? `${plural(table.unreadable, 'cellule illisible', 'cellules illisibles')} (marquées «\u00a0?\u00a0»), comptées pour 0 dans les totaux.` : '',
  ].filter(Boolean);

  return (
    <ToolFrame content={content} wide>
      <div className="campaign-form">
        <LargeTextField
          ref={field}
          label="Export de campagnes"
          value={text}
          onChange={setText}
          files={['csv', 'xlsx', 'txt']}
          onFile={() => {
            for (const role of ROLES) params[role][1]('');
            setSortText('');
          }}
          rows={8}
          placeholder={PLACEHOLDER}
          hint="Collez le tableau copié depuis Google Sheets ou Excel, ou importez l’export CSV ou XLSX de Google Ads, Meta, Microsoft Advertising ou LinkedIn."
          error={missingFigures && has ? 'Aucune colonne de coût reconnue\u00a0: choisissez-la ci-dessous.' : undefined}
        />
        {result.header.length > 0 && (
          <details className="campaign-columns" open={columnsOpen || missingFigures} onToggle={(event) => setColumnsOpen(event.currentTarget.open)}>
            <summary>
              {`Colonnes lues\u00a0: ${ROLES.filter((role) => result.columns[role] >= 0)
                .map((role) => `${ROLE_LABELS[role]} (${result.header[result.columns[role]] || `colonne ${result.columns[role] + 1}`})`)
                .join(', ') || 'aucune'}`}
            </summary>
            <div className="form-grid">
              {ROLES.map((role) => (
                <SelectField key={role} label={`Colonne «\u00a0${ROLE_LABELS[role]}\u00a0»`} value={params[role][0]} options={columnOptions} onChange={params[role][1]} />
              ))}
            </div>
          </details>
        )}
        <div className="form-grid">
          <NumberField
            label="Marge sur la valeur des conversions (facultatif)"
            value={marginText}
            onChange={setMarginText}
            unit="%"
            error={margin.error}
            placeholder={'Ex.\u00a0: 30'}
            hint={'Pour le ROAS de rentabilité\u00a0: 100 ÷ marge.'}
          />
          <div className="campaign-form__actions">
            <CheckboxField label="Masquer les lignes sans dépense" checked={hideNoSpend} onChange={setHideNoSpend} />
            <button type="button" className="button button--ghost" onClick={onClear} disabled={text === ''}>
              <Eraser aria-hidden size={18} />
              Vider le tableau
            </button>
          </div>
        </div>
      </div>

      {reader.failed && <LoadStatus failed={'Le lecteur de tableaux n’a pas pu être chargé.'} onRetry={reader.retry} />}
      <JobProgress active={stale} label="Analyse des campagnes" progress={run.progress} onCancel={run.cancel} />
      {run.cancelled && <JobCancelled onRetry={run.retry} />}
      <div className={`job-result campaign-result ${stale ? 'is-stale' : ''}`}>
        <ResultCard
          label="Total des campagnes"
          copy={false}
          value={has && table.total ? table.headline : NO_RESULT}
          details={has ? table.details : undefined}
          tone={has && table.profitable === true ? 'success' : has && table.profitable === false ? 'warning' : 'default'}
          note={
            has
              ? [`${plural(result.rowCount, 'campagne', 'campagnes')}.`, ...notes, table.rankNote].filter(Boolean).join(' ')
              : text.trim() !== ''
                ? 'Aucun tableau reconnu\u00a0: collez au moins une ligne d’en-têtes (Campagne, Coût, Clics…) et une ligne de chiffres, séparées par des tabulations, des points-virgules ou des virgules.'
                : 'Collez ou importez un export pour obtenir les indicateurs de chaque campagne et leur total.'
          }
        />
        {has && (
          <>
            <VirtualRows
              className="campaign-table"
              label={`Campagnes (${plural(result.rows.length, 'ligne', 'lignes')})`}
              count={result.rows.length}
              columns={CAMPAIGN_COLUMNS.map((column) => column.label)}
              widths={CAMPAIGN_COLUMNS.map((column) => column.width)}
              figures={CAMPAIGN_COLUMNS.map((column) => column.key !== 'name')}
              cells={(index) => withRank(table.cells(result.rows[index]!), result.rows[index]!.line, result)}
              rowClass={(index) => table.rowClass(result.rows[index]!)}
              footer={table.footer}
              sort={{ column: CAMPAIGN_COLUMNS.findIndex((column) => column.key === sort.key), descending: sort.descending, onSort }}
              minWidth="62rem"
              visibleRows={12}
            />
            <p className="campaign-legend">
              {result.best !== null && <span className="campaign-legend__best">{'Meilleure campagne'}</span>}
              {result.worst !== null && <span className="campaign-legend__worst">{'Moins bonne campagne'}</span>}
              <span>{`Triez en cliquant sur l’en-tête d’une colonne. ${formatInteger(result.rows.length)} ligne${result.rows.length > 1 ? 's' : ''} affichée${result.rows.length > 1 ? 's' : ''}.`}</span>
            </p>
            <div className="button-row">
              <CopyButton text={table.clipboard} caption="Copier le tableau" label="le tableau pour un tableur" />
              <CsvDownload fileName={`${CAMPAIGN_FILE_NAME}.csv`} rows={() => table.rows()} />
              <DownloadButton label="Télécharger en .xlsx" fileName={`${CAMPAIGN_FILE_NAME}.xlsx`} make={() => xlsxFile(table.rows())} />
            </div>
          </>
        )}
      </div>
    </ToolFrame>
  );
}
