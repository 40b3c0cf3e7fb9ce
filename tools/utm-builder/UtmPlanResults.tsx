import { useMemo, useState } from 'react';
import { CsvDownload } from '../../components/data/ExportButtons';
import { toClipboardTable } from '../../components/data/export';
import { readTable, type TableShape } from '../../components/data/table';
import { VirtualRows } from '../../components/data/VirtualRows';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { SelectField } from '../../components/fields/SelectField';
import { formatInteger } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { CopyButton } from '../../components/tool/CopyButton';
import { PlanQrCodes } from './PlanQrCodes';
import { MAX_BULK_LINES } from './utmExtras';
import { buildPlan, PLAN_FIELD_NAMES, PLAN_FIELDS, planColumns, planTable, rowMessages, setColumnChoice, type PlanDefaults, type PlanField } from './utmPlan';

interface UtmPlanResultsProps {
  /** The plan as pasted or imported: a table whose first line names its columns. */
  text: string;
  shape: TableShape;
  defaults: PlanDefaults;
  /** The user's column corrections, as the address keeps them (utmPlan.parseColumnChoices). */
  choices: string;
  onChoices: (choices: string) => void;
}

/** Rows whose messages are written out in full under the table (where a cell cuts them); the CSV holds them all. */
const LISTED_FLAGS = 100;

/**
 * The plan mode's result: a table of links (URL, source, medium, campaign…) tagged row by row and checked, to copy,
 * download as CSV or turn into QR codes. A chunk of its own, loaded when a table is pasted in the bulk mode.
 */
export default function UtmPlanResults({ text, shape, defaults, choices, onChoices }: UtmPlanResultsProps) {
  const table = useMemo(() => readTable(text, { delimiter: shape.delimiter, header: true }), [text, shape.delimiter]);
  const header = table.header ?? shape.names;
  const names = useMemo(() => header.map((name, index) => name.trim() || `Colonne ${index + 1}`), [header]);
  const columns = useMemo(() => planColumns(names, choices), [names, choices]);
  // The bulk mode's limit holds for a plan too (the field says it); the rows past it are left out.
  const plan = useMemo(() => buildPlan(table.rows.slice(0, MAX_BULK_LINES), columns, defaults), [table.rows, columns, defaults]);
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  // Opened for a missing URL column, and kept open once the user picks it (the focus stays on the choice).
  const [choiceOpen, setChoiceOpen] = useState(false);

  const withMessages = useMemo(() => plan.rows.filter((r) => r.messages.length > 0), [plan.rows]);
  const shown = useMemo(() => (onlyFlagged ? withMessages : plan.rows), [plan.rows, withMessages, onlyFlagged]);
  const validRows = useMemo(() => plan.rows.filter((r) => r.url), [plan.rows]);
  const qrLinks = useMemo(() => validRows.map((r) => ({ line: r.row, content: r.url })), [validRows]);
  const found = PLAN_FIELDS.filter((f) => columns[f] !== undefined);
  const options = [{ value: '0', label: 'Aucune (valeur du formulaire)' }, ...names.map((name, index) => ({ value: String(index + 1), label: name }))];

  return (
    <section className="result-card utm-plan" aria-labelledby="utm-plan-title">
      <div className="result-card__main">
        <h2 id="utm-plan-title" className="result-card__label">
          {`Plan de marquage\u00a0: ${plural(plan.rows.length, 'lien', 'liens')}, ${plural(plan.valid, 'valide', 'valides')}`}
          {plan.invalid > 0 ? `, ${plural(plan.invalid, 'invalide', 'invalides')}` : ''}
          {plan.flagged > 0 ? `, ${plural(plan.flagged, 'ligne à vérifier', 'lignes à vérifier')}` : ''}
        </h2>
      </div>
      <p className="utm-plan__columns">
        {found.length > 0 ? `Colonnes lues\u00a0: ${found.map((f) => `${PLAN_FIELD_NAMES[f]} ← «\u00a0${names[columns[f]!]}\u00a0»`).join(', ')}. ` : ''}
        Une cellule vide prend la valeur du formulaire.
      </p>
      {columns.url === undefined && <p className="error-text">{'Aucune colonne d’URL reconnue\u00a0: choisissez-la dans «\u00a0Changer les colonnes lues\u00a0».'}</p>}
      <details className="utm-plan__choice" open={choiceOpen || columns.url === undefined} onToggle={(event) => setChoiceOpen(event.currentTarget.open)}>
        <summary>Changer les colonnes lues</summary>
        <div className="form-grid utm-form__grid">
          {PLAN_FIELDS.map((field: PlanField) => (
            <SelectField
              key={field}
              label={`Colonne ${field === 'url' ? 'des URL' : `de ${PLAN_FIELD_NAMES[field]}`}`}
              value={columns[field] === undefined ? '0' : String(columns[field] + 1)}
              options={options}
              onChange={(value) => onChoices(setColumnChoice(choices, field, value === '0' ? null : Number(value) - 1))}
            />
          ))}
        </div>
      </details>
      <div className="utm-bulk__actions">
        <CopyButton text={() => validRows.map((r) => r.url).join('\n')} caption="Tout copier" />
        <CopyButton text={() => toClipboardTable(planTable(names, plan.rows))} caption="Copier le tableau" />
        <CsvDownload fileName="plan-utm.csv" rows={() => planTable(names, plan.rows)} />
        <PlanQrCodes links={qrLinks} />
      </div>
      {withMessages.length > 0 && <CheckboxField label="Seulement les lignes à vérifier" checked={onlyFlagged} onChange={setOnlyFlagged} />}
      <VirtualRows
        className="utm-plan__rows"
        label={`Liens du plan (${plural(shown.length, 'ligne', 'lignes')})`}
        count={shown.length}
        columns={['URL de campagne', 'Remarques']}
        numbered
        rowNumber={(index) => shown[index]!.row}
        cells={(index) => {
          const row = shown[index]!;
          return [row.url || '—', rowMessages(row)];
        }}
      />
      {withMessages.length > 0 && (
        <section className="utm-plan__flags" aria-labelledby="utm-plan-flags">
          <h3 id="utm-plan-flags" className="utm-plan__flags-title">
            Remarques ligne par ligne
          </h3>
          {/* A long list scrolls: reachable with the keyboard like the table above. */}
          <ul tabIndex={0} aria-labelledby="utm-plan-flags">
            {withMessages.slice(0, LISTED_FLAGS).map((row) => (
              <li key={row.row} className={row.url ? undefined : 'is-invalid'}>
                <strong>{`Ligne ${formatInteger(row.row)}\u00a0:`}</strong> {rowMessages(row)}
              </li>
            ))}
          </ul>
          {withMessages.length > LISTED_FLAGS && <p className="result-card__note">{`Les ${LISTED_FLAGS} premières sont écrites ici\u00a0; le tableau copié et le CSV les contiennent toutes.`}</p>}
        </section>
      )}
    </section>
  );
}
