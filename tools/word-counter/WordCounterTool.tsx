import { Eraser } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { TextField } from '../../components/fields/TextField';
import { formatInteger } from '../../components/lib/number';
import { CopyButton } from '../../components/tool/CopyButton';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { countWords, type WordStats } from './wordCounter';

const STATS: readonly { key: keyof WordStats; label: string }[] = [
  { key: 'words', label: 'Mots' },
  { key: 'chars', label: 'Caractères' },
  { key: 'charsNoSpaces', label: 'Caractères sans espaces' },
  { key: 'sentences', label: 'Phrases' },
  { key: 'paragraphs', label: 'Paragraphes' },
];

export default function WordCounterTool() {
  const [text, setText] = useState('');
  // Typing (and a 1 MB paste) updates the text area at once; the counts follow in a background render that
  // React drops whenever a newer keystroke arrives, so the field never waits for a count.
  const deferred = useDeferredValue(text);
  const stats = useMemo(() => countWords(deferred), [deferred]);
  const pending = deferred !== text;
  const fieldRef = useRef<HTMLDivElement>(null);

  const summary = STATS.map(({ key, label }) => `${label}\u00a0: ${formatInteger(stats[key])}`).join('\n');

  const clear = () => {
    setText('');
    fieldRef.current?.querySelector('textarea')?.focus();
  };

  return (
    <ToolFrame content={content}>
      <div ref={fieldRef} className="word-counter__field">
        <TextField label="Votre texte" value={text} onChange={setText} rows={10} placeholder="Tapez ou collez votre texte ici…" />
      </div>
      <section className={`word-stats ${pending ? 'is-pending' : ''}`} aria-labelledby="word-stats-title" aria-busy={pending || undefined}>
        <h2 id="word-stats-title" className="visually-hidden">
          Statistiques du texte
        </h2>
        <dl className="word-stats__grid">
          {STATS.map(({ key, label }) => (
            <div key={key} className={`word-stat word-stat--${key}`}>
              <dt>{label}</dt>
              <dd data-testid={`stat-${key}`}>{formatInteger(stats[key])}</dd>
            </div>
          ))}
        </dl>
        <div className="button-row">
          <CopyButton text={summary} label="les statistiques" />
          <button type="button" className="button button--ghost" onClick={clear} disabled={text === ''}>
            <Eraser aria-hidden size={16} />
            Effacer
          </button>
        </div>
      </section>
    </ToolFrame>
  );
}
