import { Download, Eraser } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { TextField } from '../../components/fields/TextField';
import { LinesPreview } from '../../components/fields/LinesPreview';
import { LONG_TEXT_LIMIT } from '../../components/fields/textLimit';
import { formatInteger } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { boolParam, choiceParam, useToolParam } from '../../components/tool/toolState';
import { saveFile } from '../../components/lib/saveFile';
import { ON_PAGE_CHARS, useOffThread, type OffThreadWork } from '../../components/lib/useOffThread';
import { duplicateJob, EMPTY_DUPLICATE_RESULT, toTextFile, type DuplicateJob, type DuplicateResult, type DuplicateSort } from './duplicateRemover';

/** Name of the downloaded file. */
export const DEDUPE_FILE_NAME = 'liste-sans-doublons.txt';
/** Duplicates listed on screen; the rest is summed up in one line. */
const DUPLICATES_SHOWN = 200;

const SORTS = [
  { value: 'original', label: 'Ordre d’origine' },
  { value: 'az', label: 'A → Z' },
  { value: 'za', label: 'Z → A' },
] as const;

/** The address's names (`?tri=a-z`) for the three orders. */
const SORT_PARAM = choiceParam<DuplicateSort>({ origine: 'original', 'a-z': 'az', 'z-a': 'za' });

const WORK: OffThreadWork<DuplicateJob, DuplicateResult> = {
  compute: duplicateJob,
  worker: () => new Worker(new URL('./duplicateRemover.worker.ts', import.meta.url), { type: 'module', name: 'outilo-doublons' }),
};

export default function DuplicateRemoverTool() {
  // `liste` is a contract with the extension's context menu (« Supprimer les doublons » on a selection).
  const [text, setText] = useToolParam('liste', '');
  const [ignoreCase, setIgnoreCase] = useToolParam('casse', false, boolParam);
  const [normalizeSpaces, setNormalizeSpaces] = useToolParam('espaces', false, boolParam);
  const [sort, setSort] = useToolParam<DuplicateSort>('tri', 'original', SORT_PARAM);
  const form = useRef<HTMLDivElement>(null);

  // A long list is sorted out in the tool's worker, so typing never waits for it; the last result stays, dimmed.
  const job = useMemo(() => ({ text, ignoreCase, normalizeSpaces, sort }), [text, ignoreCase, normalizeSpaces, sort]);
  const { outcome: result, pending: stale } = useOffThread(job, text.length > ON_PAGE_CHARS, EMPTY_DUPLICATE_RESULT, WORK);
  const hasLines = result.originalCount > 0;

  const onClear = () => {
    setText('');
    // The button turns disabled: keep the keyboard focus in the tool, ready for the next list.
    form.current?.querySelector('textarea')?.focus();
  };

  return (
    <ToolFrame content={content}>
      <div className="dedupe-form" ref={form}>
        <TextField
          label="Liste (un élément par ligne)"
          value={text}
          onChange={setText}
          rows={10}
          maxLength={LONG_TEXT_LIMIT}
          placeholder={'jean.dupont@exemple.fr\nmarie@exemple.fr\nJean.Dupont@exemple.fr\nmarie@exemple.fr'}
          hint="Les espaces en début et en fin de ligne et les lignes vides sont ignorés."
        />
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

      <div className={`dedupe-result ${stale ? 'is-stale' : ''}`}>
        <ResultCard
          label="Liste sans doublons"
          value={hasLines ? plural(result.removedCount, 'doublon supprimé', 'doublons supprimés') : '—'}
          copy={hasLines ? result.text : false}
          tone={result.removedCount > 0 ? 'success' : 'default'}
          details={[
            { label: 'Lignes d’origine', value: formatInteger(result.originalCount) },
            { label: 'Lignes uniques', value: formatInteger(result.uniqueCount) },
            { label: 'Doublons supprimés', value: formatInteger(result.removedCount) },
          ]}
          note={result.blankCount > 0 && hasLines ? `${plural(result.blankCount, 'ligne vide ignorée', 'lignes vides ignorées')}.` : undefined}
        />
        {hasLines && (
          <>
            <LinesPreview
              className="dedupe-output"
              label={`Résultat (${plural(result.uniqueCount, 'ligne', 'lignes')})`}
              lines={result.lines}
            />
            <div className="button-row">
              <button type="button" className="button button--ghost" onClick={() => void saveFile(toTextFile(result.lines), DEDUPE_FILE_NAME)}>
                <Download aria-hidden size={18} />
                Télécharger en .txt
              </button>
            </div>
          </>
        )}
        {result.duplicates.length > 0 && (
          <section className="subpanel dedupe-duplicates" aria-labelledby="dedupe-duplicates-title">
            <h2 id="dedupe-duplicates-title" className="dedupe-duplicates__title">
              Lignes en double ({formatInteger(result.duplicates.length)})
            </h2>
            <table className="dedupe-duplicates__table">
              <thead>
                <tr>
                  <th scope="col">Ligne</th>
                  <th scope="col">Occurrences</th>
                </tr>
              </thead>
              <tbody>
                {result.duplicates.slice(0, DUPLICATES_SHOWN).map((d) => (
                  <tr key={d.line}>
                    <td className="dedupe-duplicates__line">{d.line}</td>
                    <td className="dedupe-duplicates__count">{`${formatInteger(d.count)}\u00a0fois`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {result.duplicates.length > DUPLICATES_SHOWN && (
              <p className="field__hint">
                {`Les ${formatInteger(DUPLICATES_SHOWN)}\u00a0lignes les plus répétées sont affichées sur ${formatInteger(result.duplicates.length)}.`}
              </p>
            )}
          </section>
        )}
      </div>
    </ToolFrame>
  );
}
