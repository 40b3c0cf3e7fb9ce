import { Eraser } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { TextField } from '../../components/fields/TextField';
import { LinesPreview } from '../../components/fields/LinesPreview';
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

export default function DuplicateRemoverTool() {
  const [text, setText] = useState('');
  const [ignoreCase, setIgnoreCase] = useState(false);
  const form = useRef<HTMLDivElement>(null);

  // A paste of 100 000 lines must not freeze typing: the result follows a frame later.
  const deferredText = useDeferredValue(text);
  const result = useMemo(() => removeDuplicates(deferredText, { ignoreCase }), [deferredText, ignoreCase]);
  const stale = deferredText !== text;
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
          <LinesPreview
            className="dedupe-output"
            label={`Résultat (${plural(result.uniqueCount, 'ligne', 'lignes')})`}
            lines={result.lines}
          />
        )}
      </div>
    </ToolFrame>
  );
}
