import { useMemo, type ReactNode } from 'react';
import { ColumnChoice, columnOptions } from '../../components/data/ColumnChoice';
import { CsvDownload } from '../../components/data/ExportButtons';
import { tableCode, useTableShape } from '../../components/data/useTableShape';
import { VirtualRows } from '../../components/data/VirtualRows';
import { LargeTextField } from '../../components/fields/LargeTextField';
import { SelectField } from '../../components/fields/SelectField';
import { formatAsTyped, formatEuro, formatPercent } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { ON_PAGE_CHARS, useOffThread, type OffThreadWork } from '../../components/lib/useOffThread';
import { JobCancelled, JobProgress } from '../../components/tool/JobProgress';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { VAT_RATE_ERROR, type VatDirection } from './vat';
import { APPLIED_RATE_COLUMN, batchTable, clipboardTable, EMPTY_VAT_BATCH, priceReading, REMARK_COLUMN, RESULT_COLUMNS, rowAt, vatBatchJob, type VatBatchJob, type VatBatchOutcome } from './vatBatch';

export const BATCH_CSV_NAME = 'prix-ht-ttc.csv';
export const LIST_LABEL = 'Liste de prix (un par ligne, ou un tableau)';

const WORK: OffThreadWork<VatBatchJob, VatBatchOutcome> = {
  // On the page (a short plain list, or where no worker runs), a table is read by the reader the shape was found with.
  compute: (job, onProgress) => vatBatchJob(job, onProgress, tableCode.loaded()?.readTable),
  worker: () => new Worker(new URL('./vatBatch.worker.ts', import.meta.url), { type: 'module', name: 'outilo-tva' }),
};

interface VatBatchProps {
  text: string;
  onText: (text: string) => void;
  /** The price column, the rate column and the header line, as the address keeps them (priceReading). */
  price: string;
  onPrice: (price: string) => void;
  rateColumn: string;
  onRateColumn: (rate: string) => void;
  header: string;
  onHeader: (header: string) => void;
  direction: VatDirection;
  /** The chosen rate; null while « Autre taux » has none. */
  rate: number | null;
  /** Shown instead of a result while the rate is missing or invalid. */
  rateNote?: string;
  /** The fields shared with the single amount (direction, rate). */
  children: ReactNode;
}

const rateText = (rate: number) => formatPercent(rate, { minDecimals: 0, decimals: 3 });

/**
 * The list mode: a price list pasted or imported, its price column (and rate column) chosen, each row converted and
 * the totals. A chunk of its own, loaded when the mode is chosen: the single amount's page does not carry it.
 */
export default function VatBatch({ text, onText, price, onPrice, rateColumn, onRateColumn, header, onHeader, direction, rate, rateNote, children }: VatBatchProps) {
  const shape = useTableShape(text);
  const reading = useMemo(() => priceReading(shape, price, rateColumn, header, text), [shape, price, rateColumn, header, text]);
  const job = useMemo(() => ({ text, reading, direction, rate: rate ?? 0 }), [text, reading, direction, rate]);
  // A table is always read in the worker, the one place that loads the table reader for a whole text.
  const run = useOffThread(job, text.length > ON_PAGE_CHARS || reading !== null, EMPTY_VAT_BATCH, WORK);
  const outcome = run.cancelled || rate === null ? EMPTY_VAT_BATCH : run.outcome;
  const has = outcome.count > 0;
  // The amount the list holds is echoed as typed (1,859 € stays 1,859 €); the computed ones are rounded once.
  const typed = direction === 'ttc-to-ht' ? 2 : direction === 'ht-to-ttc' ? 0 : 1;
  const figure = (value: number, index: number) => (index === typed ? `${formatAsTyped(value)}\u00a0€` : formatEuro(value));
  // The table on the page leaves out the price and rate read: the computed columns show them (the typed price as
  // typed, the rate applied); a row in error says its price in its remark. The copy and the CSV keep every column.
  const kept = outcome.columns.map((_, i) => i).filter((i) => i !== outcome.priceColumn && i !== outcome.rateColumn);
  const columns = [...kept.map((i) => outcome.columns[i]!), ...RESULT_COLUMNS, ...(outcome.perRowRate ? [APPLIED_RATE_COLUMN] : []), ...(outcome.invalid > 0 ? [REMARK_COLUMN] : [])];

  // The cell a row's error is about: its rate, or its price.
  const wrongColumn = (error: string) => (error === VAT_RATE_ERROR && outcome.rateColumn !== null ? outcome.rateColumn : outcome.priceColumn);
  const cells = (index: number): ReactNode[] => {
    const row = rowAt(outcome, index);
    const figures = row.breakdown ? [row.breakdown.ht, row.breakdown.vat, row.breakdown.ttc].map(figure) : [NO_RESULT, NO_RESULT, NO_RESULT];
    return [
      ...kept.map((i) => row.cells[i]),
      ...figures,
      ...(outcome.perRowRate ? [row.breakdown ? rateText(row.rate) : NO_RESULT] : []),
      ...(outcome.invalid > 0 ? [row.error ? <span className="error-text">{`${row.error} («\u00a0${row.cells[wrongColumn(row.error)] ?? ''}\u00a0»)`}</span> : ''] : []),
    ];
  };

  return (
    <>
      <LargeTextField
        label={LIST_LABEL}
        value={text}
        onChange={onText}
        files={['txt', 'csv', 'xlsx']}
        onFile={() => {
          onPrice('');
          onRateColumn('');
          onHeader('');
        }}
        rows={8}
        placeholder={'Réf.;Désignation;Prix TTC\nA-001;Chaise;49,90\nA-002;Table;189,00'}
        hint="Une colonne de prix copiée d’un tableur, ou un tableau (références, désignations, prix, taux de TVA) collé ou importé en .csv ou .xlsx. Les lignes vides sont ignorées."
      />
      {shape && reading && (
        <ColumnChoice
          shape={shape}
          reading={{ ...reading, column: reading.price }}
          label="Colonne des prix"
          wholeLine={false}
          headerHint="Elle est alors mise à part et reste en tête du tableau copié ou téléchargé."
          onColumn={onPrice}
          onHeader={onHeader}
        >
          <SelectField
            label="Taux de TVA par ligne"
            value={reading.rate === null ? 'aucune' : String(reading.rate + 1)}
            options={[{ value: 'aucune', label: 'Aucun\u00a0: le taux choisi pour toutes les lignes' }, ...columnOptions(shape, reading.header).filter((option) => option.value !== String(reading.price + 1))]}
            onChange={onRateColumn}
            hint="Une cellule vide prend le taux choisi ci-dessous."
          />
        </ColumnChoice>
      )}
      <div className="form-grid">{children}</div>
      <JobProgress active={run.pending} label="Conversion des prix" progress={run.progress} onCancel={run.cancel} />
      {run.cancelled && <JobCancelled onRetry={run.retry} />}
      <div className={run.pending ? 'job-result vat-batch is-stale' : 'job-result vat-batch'}>
        <ResultCard
          label="Liste convertie"
          value={has ? plural(outcome.valid, 'prix', 'prix') : NO_RESULT}
          copy={has && outcome.valid > 0 ? () => clipboardTable(outcome) : false}
          copyCaption="Copier le tableau"
          details={
            has && outcome.valid > 0
              ? [
                  { label: 'Total HT', value: formatEuro(outcome.totals.ht) },
                  { label: 'Total TVA', value: formatEuro(outcome.totals.vat) },
                  { label: 'Total TTC', value: formatEuro(outcome.totals.ttc) },
                ]
              : undefined
          }
          note={
            rate === null
              ? rateNote
              : !has
                ? 'Collez ou importez votre liste de prix.'
                : outcome.invalid > 0
                  ? `${plural(outcome.invalid, 'ligne à corriger', 'lignes à corriger')}, signalée${outcome.invalid > 1 ? 's' : ''} dans le tableau et laissée${outcome.invalid > 1 ? 's' : ''} hors des totaux.`
                  : 'Chaque prix est arrondi au centime, la TVA est la différence des deux, et les totaux additionnent les montants arrondis.'
          }
        />
        {has && (
          <>
            {/* As wide as its columns need: where the page is narrower (a phone, the popup), the table scrolls sideways. */}
            <VirtualRows
              className="vat-batch__rows"
              label={`Prix convertis (${plural(outcome.count, 'ligne', 'lignes')})`}
              count={outcome.count}
              columns={columns}
              numbered
              cells={cells}
              minWidth={`calc(${columns.length} * 7rem + 4.5rem)`}
            />
            <div className="button-row">
              <CsvDownload fileName={BATCH_CSV_NAME} rows={() => batchTable(outcome)} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
