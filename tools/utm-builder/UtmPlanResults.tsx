import { QrCode } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { CsvDownload } from '../../components/data/ExportButtons';
import { toClipboardTable } from '../../components/data/export';
import { readTable, type TableShape } from '../../components/data/table';
import { VirtualRows } from '../../components/data/VirtualRows';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { SelectField } from '../../components/fields/SelectField';
import { formatInteger } from '../../components/lib/number';
import { saveFile } from '../../components/lib/saveFile';
import { plural } from '../../components/lib/text';
import { CopyButton } from '../../components/tool/CopyButton';
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

const QR_ZIP_NAME = 'qr-codes-utm.zip';
/** Rows whose messages are written out in full under the table (where a cell cuts them); the CSV holds them all. */
const LISTED_FLAGS = 100;

type QrState = { kind: 'idle' } | { kind: 'running'; done: number; total: number } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

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
  const [qr, setQr] = useState<QrState>({ kind: 'idle' });
  const cancel = useRef<AbortController | null>(null);

  const withMessages = useMemo(() => plan.rows.filter((r) => r.messages.length > 0), [plan.rows]);
  const shown = useMemo(() => (onlyFlagged ? withMessages : plan.rows), [plan.rows, withMessages, onlyFlagged]);
  const validUrls = plan.rows.filter((r) => r.url).map((r) => r.url);
  const found = PLAN_FIELDS.filter((f) => columns[f] !== undefined);
  const options = [{ value: '0', label: 'Aucune (valeur du formulaire)' }, ...names.map((name, index) => ({ value: String(index + 1), label: name }))];

  const makeQrCodes = async () => {
    const controller = new AbortController();
    cancel.current = controller;
    setQr({ kind: 'running', done: 0, total: validUrls.length });
    try {
      // The QR tool's own batch (drawn, decoded back and zipped), loaded on this click only.
      const [{ runBatch }, { BATCH_MAX_LINES }, qrCode] = await Promise.all([import('../qr-code/batchRun'), import('../qr-code/batch'), import('../qr-code/qrCode')]);
      if (validUrls.length > BATCH_MAX_LINES) {
        setQr({ kind: 'error', text: `Jusqu’à ${formatInteger(BATCH_MAX_LINES)}\u00a0QR codes à la fois\u00a0: découpez votre plan.` });
        return;
      }
      const items = plan.rows.filter((r) => r.url).map((r) => ({ line: r.row, content: r.url }));
      const { size, margin, level, dark, light } = qrCode.DEFAULT_APPEARANCE;
      const design = { size, margin, level, dark, light, style: qrCode.DEFAULT_STYLE, text: qrCode.DEFAULT_TEXT_OPTIONS, logo: null, format: 'png' as const };
      const result = await runBatch(items, design, { signal: controller.signal, onProgress: (done) => setQr({ kind: 'running', done, total: items.length }) });
      if (!result) return setQr({ kind: 'idle' });
      if (result.zip) await saveFile(result.zip, QR_ZIP_NAME);
      const failed = result.failures.length > 0 ? ` ${plural(result.failures.length, 'lien n’a pas pu être codé', 'liens n’ont pas pu être codés')}\u00a0: ${result.failures.map((f) => f.message).join('\u00a0; ')}` : '';
      setQr({ kind: result.zip ? 'done' : 'error', text: `${plural(result.verified, 'QR code vérifié', 'QR codes vérifiés')}${result.zip ? `, dans ${QR_ZIP_NAME}` : ''}.${failed}` });
    } catch {
      setQr({ kind: 'error', text: 'Erreur lors de la génération du QR code' });
    }
  };

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
      <details className="utm-plan__choice" open={columns.url === undefined}>
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
        <CopyButton text={validUrls.join('\n')} caption="Tout copier" />
        <CopyButton text={toClipboardTable(planTable(names, plan.rows))} caption="Copier le tableau" />
        <CsvDownload fileName="plan-utm.csv" rows={() => planTable(names, plan.rows)} />
        {qr.kind === 'running' ? (
          <button type="button" className="button button--ghost" onClick={() => cancel.current?.abort()}>
            Annuler
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => void makeQrCodes()} disabled={validUrls.length === 0}>
            <QrCode aria-hidden size={18} />
            QR codes (.zip)
          </button>
        )}
      </div>
      <p className="utm-plan__qr" role="status">
        {qr.kind === 'running' ? `QR codes\u00a0: ${formatInteger(qr.done)} sur ${formatInteger(qr.total)}…` : qr.kind === 'done' ? qr.text : ''}
      </p>
      {qr.kind === 'error' && <p className="error-text">{qr.text}</p>}
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
