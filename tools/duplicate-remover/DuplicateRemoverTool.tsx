import { Eraser } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { TextField } from '../../components/fields/TextField';
import { formatInteger } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { removeDuplicates } from './duplicateRemover';

/**
 * Lines shown in the result box. A textarea holding 100 000 lines costs the browser a second of layout on
 * every keystroke; beyond this, the box shows the start of the list and « Copier » copies all of it.
 */
const PREVIEW_LINES = 2000;

export default function DuplicateRemoverTool() {
  const [text, setText] = useState('');
  const [ignoreCase, setIgnoreCase] = useState(false);
  const outputId = useId();
  const form = useRef<HTMLDivElement>(null);

  // A paste of 100 000 lines must not freeze typing: the result follows a frame later.
  const deferredText = useDeferredValue(text);
  const result = useMemo(() => removeDuplicates(deferredText, { ignoreCase }), [deferredText, ignoreCase]);
  const stale = deferredText !== text;
  const hasLines = result.originalCount > 0;
  const truncated = result.uniqueCount > PREVIEW_LINES;
  const preview = useMemo(() => (truncated ? result.lines.slice(0, PREVIEW_LINES).join('\n') : result.text), [result, truncated]);

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
          placeholder={'jean.dupont@exemple.fr\nmarie@exemple.fr\nJean.Dupont@exemple.fr\nmarie@exemple.fr'}
          hint="Les espaces en début et en fin de ligne et les lignes vides sont ignorés."
        />
        <div className="dedupe-form__actions">
          <CheckboxField
            label="Ignorer la casse (Paris = PARIS)"
            checked={ignoreCase}
            onChange={setIgnoreCase}
            hint="La première écriture rencontrée est conservée."
          />
          <button type="button" className="button button--ghost" onClick={onClear} disabled={text === ''}>
            <Eraser aria-hidden size={18} />
            Vider la liste
          </button>
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
          <div className="field dedupe-output">
            <label className="field__label" htmlFor={outputId}>
              Résultat ({plural(result.uniqueCount, 'ligne', 'lignes')})
            </label>
            <textarea
              id={outputId}
              className="input textarea dedupe-output__text"
              readOnly
              wrap="off"
              rows={Math.min(Math.max(result.uniqueCount, 3), 12)}
              value={preview}
              aria-describedby={truncated ? `${outputId}-hint` : undefined}
            />
            {truncated && (
              <p className="field__hint" id={`${outputId}-hint`}>
                Aperçu des {formatInteger(PREVIEW_LINES)}&#160;premières lignes&#160;: le bouton «&#160;Copier&#160;» copie les {formatInteger(result.uniqueCount)}&#160;lignes.
              </p>
            )}
          </div>
        )}
      </div>
    </ToolFrame>
  );
}
