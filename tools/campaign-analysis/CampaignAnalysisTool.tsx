import { Eraser } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { tableCode } from '../../components/data/useTableShape';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { LargeTextField, type LargeTextFieldHandle } from '../../components/fields/LargeTextField';
import { NumberField } from '../../components/fields/NumberField';
import { SelectField } from '../../components/fields/SelectField';
import { LoadStatus } from '../../components/layout/LoadStatus';
import { onDemand } from '../../components/lib/onDemand';
import { useOnDemand } from '../../components/lib/useOnDemand';
import { ON_PAGE_CHARS, useOffThread, type OffThreadWork } from '../../components/lib/useOffThread';
import { JobCancelled, JobProgress } from '../../components/tool/JobProgress';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { boolParam, textParam, useToolParam } from '../../components/tool/toolState';
import { analyseCampaigns, EMPTY_CAMPAIGN_OUTCOME, ROLE_LABELS, ROLES, type CampaignJob, type CampaignOutcome, type ColumnChoices, type Role } from './campaignAnalysis';
import { choiceOf, COLUMN_PARAMS, readMargin, readSort, sortParam } from './campaignParams';
import { content } from './content';

const WORK: OffThreadWork<CampaignJob, CampaignOutcome> = {
  // On the page, with the table reader once loaded (tableCode); the worker imports its own.
  compute: (job, onProgress) => analyseCampaigns(job, onProgress, tableCode.loaded()),
  worker: () => new Worker(new URL('./campaignAnalysis.worker.ts', import.meta.url), { type: 'module', name: 'outilo-campagnes' }),
};

const PLACEHOLDER = 'Campagne\tCoût\tImpr.\tClics\tConversions\tValeur de conv.\nMarque\t1 250,40 €\t48 200\t2 310\t96\t8 420,00 €\nSoldes\t980,00 €\t61 000\t1 450\t31\t2 105,50 €';

/** The totals card and the table, loaded with the table reader once something is pasted. */
const resultsCode = onDemand(() => import('./CampaignResults'));

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
  // The table reader (Papa Parse) loads once something is pasted; a job computed on the page is made again when it is
  // there. The worker has its own: a long export's job is not restarted by it.
  const reader = useOnDemand(tableCode, text.trim() !== '');
  const results = useOnDemand(resultsCode, text.trim() !== '');
  const large = text.length > ON_PAGE_CHARS;
  const pageReader = large ? null : reader.value;
  const job = useMemo<CampaignJob>(() => ({ text, columns, margin: margin.value, sort, hideNoSpend }), [text, columns, margin.value, sort, hideNoSpend, pageReader]);
  const run = useOffThread(job, large, EMPTY_CAMPAIGN_OUTCOME, WORK);
  const { outcome: result, pending: stale } = run;
  const has = result.rowCount > 0 && !run.cancelled;
  const missingFigures = result.header.length > 0 && result.columns.cost < 0;

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

      {(reader.failed || results.failed) && <LoadStatus failed={'Le lecteur de tableaux n’a pas pu être chargé.'} onRetry={reader.failed ? reader.retry : results.retry} />}
      <JobProgress active={stale} label="Analyse des campagnes" progress={run.progress} onCancel={run.cancel} />
      {run.cancelled && <JobCancelled onRetry={run.retry} />}
      <div className={`job-result campaign-result ${stale ? 'is-stale' : ''}`}>
        {has && results.value ? (
          <results.value.CampaignResults result={result} sort={sort} onSort={(next) => setSortText(sortParam(next))} />
        ) : (
          <ResultCard
            label="Total des campagnes"
            copy={false}
            value={NO_RESULT}
            note={
              text.trim() === ''
                ? 'Collez ou importez un export pour obtenir les indicateurs de chaque campagne et leur total.'
                : has || stale || !(large || reader.value)
                  ? 'Analyse en cours…'
                  : 'Aucun tableau reconnu\u00a0: collez au moins une ligne d’en-têtes (Campagne, Coût, Clics…) et une ligne de chiffres, séparées par des tabulations, des points-virgules ou des virgules.'
            }
          />
        )}
      </div>
    </ToolFrame>
  );
}
