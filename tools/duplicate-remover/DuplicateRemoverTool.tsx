import { Eraser } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { ColumnChoice, listReading } from '../../components/data/ColumnChoice';
import { clipboardCells, csvFile, textFile } from '../../components/data/export';
import { DownloadButton } from '../../components/data/ExportButtons';
import { lineAt, lineTotal } from '../../components/data/lineList';
import { useTableShape } from '../../components/data/useTableShape';
import { VirtualRows } from '../../components/data/VirtualRows';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { LargeTextField, type LargeTextFieldHandle } from '../../components/fields/LargeTextField';
import { formatInteger } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { JobCancelled, JobProgress } from '../../components/tool/JobProgress';
import { content } from './content';
import { boolParam, choiceParam, textParam, useToolParam } from '../../components/tool/toolState';
import { ON_PAGE_CHARS, useOffThread, type OffThreadWork } from '../../components/lib/useOffThread';
import { duplicateJob, DUPLICATES_SHOWN, EMPTY_DUPLICATE_RESULT, type DuplicateJob, type DuplicateOutcome, type DuplicateSort } from './duplicateRemover';

/** Names of the downloaded files. */
export const DEDUPE_FILE_NAME = 'liste-sans-doublons.txt';
export const DEDUPE_CSV_NAME = 'liste-sans-doublons.csv';

/** The column that usually decides a duplicate in a contact export. */
const LIKELY_KEY = /^(e-?mail|courriel|mail|adresse e-?mail|adresse mail|email address)$/;

const SORTS = [
  { value: 'original', label: 'Ordre d’origine' },
  { value: 'az', label: 'A → Z' },
  { value: 'za', label: 'Z → A' },
] as const;

/** The address's names (`?tri=a-z`) for the three orders. */
const SORT_PARAM = choiceParam<DuplicateSort>({ origine: 'original', 'a-z': 'az', 'z-a': 'za' });

const WORK: OffThreadWork<DuplicateJob, DuplicateOutcome> = {
  compute: duplicateJob,
  worker: () => new Worker(new URL('./duplicateRemover.worker.ts', import.meta.url), { type: 'module', name: 'outilo-doublons' }),
};

export default function DuplicateRemoverTool() {
  // `liste` is a contract with the extension's context menu (« Supprimer les doublons » on a selection).
  const [text, setText] = useToolParam('liste', '', textParam, { large: true });
  const [ignoreCase, setIgnoreCase] = useToolParam('casse', false, boolParam);
  const [normalizeSpaces, setNormalizeSpaces] = useToolParam('espaces', false, boolParam);
  const [sort, setSort] = useToolParam<DuplicateSort>('tri', 'original', SORT_PARAM);
  const [column, setColumn] = useToolParam('colonne', '');
  const [headerLine, setHeaderLine] = useToolParam('entete', '');
  const field = useRef<LargeTextFieldHandle>(null);

  // A list that is a table (a CSV file, spreadsheet columns) offers its column choice; its start is enough to tell.
  const shape = useTableShape(text);
  const reading = useMemo(() => listReading(shape, column, headerLine, LIKELY_KEY), [shape, column, headerLine]);
  // A long list is sorted out in the tool's worker, so typing never waits for it; the last result stays, dimmed.
  const job = useMemo(() => ({ text, reading, ignoreCase, normalizeSpaces, sort }), [text, reading, ignoreCase, normalizeSpaces, sort]);
  // A table is always read in the worker, the one place that loads the table reader for a whole text.
  const run = useOffThread(job, text.length > ON_PAGE_CHARS || (reading !== null && reading.column !== null), EMPTY_DUPLICATE_RESULT, WORK);
  const { outcome: result, pending: stale } = run;
  const hasLines = result.originalCount > 0 && !run.cancelled;
  const byColumn = reading !== null && reading.column !== null;
  const columns = byColumn ? (result.table?.header ?? shape?.names.map((_, i) => `Colonne ${i + 1}`)) : undefined;

  const onClear = () => {
    setText('');
    setColumn('');
    setHeaderLine('');
    // The button turns disabled: keep the keyboard focus in the tool, ready for the next list.
    field.current?.focus();
  };

  return (
    <ToolFrame content={content}>
      <div className="dedupe-form">
        <LargeTextField
          ref={field}
          label="Liste (un élément par ligne)"
          value={text}
          onChange={setText}
          files={['txt', 'csv']}
          onFile={() => {
            setColumn('');
            setHeaderLine('');
          }}
          rows={10}
          placeholder={'jean.dupont@exemple.fr\nmarie@exemple.fr\nJean.Dupont@exemple.fr\nmarie@exemple.fr'}
          hint="Les espaces en début et en fin de ligne et les lignes vides sont ignorés."
        />
        {shape && reading && <ColumnChoice shape={shape} reading={reading} label="Colonne qui décide d’un doublon" onColumn={setColumn} onHeader={setHeaderLine} />}
        <div className="dedupe-form__options">
          <ChoiceField legend="Ordre du résultat" value={sort} options={SORTS} onChange={setSort} />
          <div className="dedupe-form__actions">
            <div className="dedupe-form__checks">
              <CheckboxField
                label="Ignorer la casse (Paris = PARIS)"
                checked={ignoreCase}
                onChange={setIgnoreCase}
                hint="La première écriture rencontrée est conservée."
              />
              <CheckboxField
                label="Normaliser les espaces intérieures"
                checked={normalizeSpaces}
                onChange={setNormalizeSpaces}
                hint="Plusieurs espaces ou tabulations à la suite, à l’intérieur d’une ligne, comptent pour une seule espace."
              />
            </div>
            <button type="button" className="button button--ghost" onClick={onClear} disabled={text === ''}>
              <Eraser aria-hidden size={18} />
              Vider la liste
            </button>
          </div>
        </div>
      </div>

      <JobProgress active={stale} label="Suppression des doublons" progress={run.progress} onCancel={run.cancel} />
      {run.cancelled && <JobCancelled onRetry={run.retry} />}
      <div className={`job-result ${stale ? 'is-stale' : ''}`}>
        <ResultCard
          label="Liste sans doublons"
          value={hasLines ? plural(result.removedCount, 'doublon supprimé', 'doublons supprimés') : '—'}
          copy={hasLines ? result.copy : false}
          tone={hasLines && result.removedCount > 0 ? 'success' : 'default'}
          details={[
            { label: 'Lignes d’origine', value: formatInteger(result.originalCount) },
            { label: 'Lignes uniques', value: formatInteger(result.uniqueCount) },
            { label: 'Doublons supprimés', value: formatInteger(result.removedCount) },
          ]}
          note={
            hasLines
              ? [
                  result.blankCount > 0 ? `${plural(result.blankCount, 'ligne vide ignorée', 'lignes vides ignorées')}.` : '',
                  result.emptyKeys > 0 ? `${plural(result.emptyKeys, 'ligne sans valeur dans la colonne choisie, gardée', 'lignes sans valeur dans la colonne choisie, gardées')} telle${result.emptyKeys > 1 ? 's' : ''} quelle${result.emptyKeys > 1 ? 's' : ''}.` : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              : undefined
          }
        />
        {hasLines && (
          <>
            <VirtualRows
              className="dedupe-output"
              label={`Résultat (${plural(result.uniqueCount, 'ligne', 'lignes')})`}
              count={lineTotal(result.list)}
              columns={columns}
              numbered
              cells={(index) => (byColumn ? clipboardCells(lineAt(result.list, index)) : [lineAt(result.list, index)])}
            />
            <div className="button-row">
              {result.table ? (
                <DownloadButton label="Télécharger en .csv" fileName={DEDUPE_CSV_NAME} make={() => csvFile(result.table!.csv)} />
              ) : (
                <DownloadButton label="Télécharger en .txt" fileName={DEDUPE_FILE_NAME} make={() => textFile(result.list.text)} />
              )}
            </div>
          </>
        )}
        {hasLines && result.duplicates.length > 0 && (
          <section className="subpanel dedupe-duplicates" aria-labelledby="dedupe-duplicates-title">
            <h2 id="dedupe-duplicates-title" className="dedupe-duplicates__title">
              Lignes en double ({formatInteger(result.duplicateTotal)})
            </h2>
            <table className="dedupe-duplicates__table">
              <thead>
                <tr>
                  <th scope="col">{byColumn ? 'Valeur' : 'Ligne'}</th>
                  <th scope="col">Occurrences</th>
                </tr>
              </thead>
              <tbody>
                {result.duplicates.map((d) => (
                  <tr key={d.line}>
                    <td className="dedupe-duplicates__line">{d.line}</td>
                    <td className="dedupe-duplicates__count">{`${formatInteger(d.count)}\u00a0fois`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {result.duplicateTotal > DUPLICATES_SHOWN && (
              <p className="field__hint">
                {`Les ${formatInteger(DUPLICATES_SHOWN)}\u00a0lignes les plus répétées sont affichées sur ${formatInteger(result.duplicateTotal)}.`}
              </p>
            )}
          </section>
        )}
      </div>
    </ToolFrame>
  );
}
