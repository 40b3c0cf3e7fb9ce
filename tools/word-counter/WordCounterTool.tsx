import { Eraser } from 'lucide-react';
import { useRef } from 'react';
import { LargeTextField, type LargeTextFieldHandle } from '../../components/fields/LargeTextField';
import { JobCancelled, JobProgress } from '../../components/tool/JobProgress';
import { formatInteger, formatNumber } from '../../components/lib/number';
import { ON_PAGE_CHARS, useOffThread, type OffThreadWork } from '../../components/lib/useOffThread';
import { CopyButton } from '../../components/tool/CopyButton';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { textParam, useToolParam } from '../../components/tool/toolState';
import {
  analyseText,
  durationSeconds,
  EMPTY_ANALYSIS,
  formatDuration,
  gaugeLevel,
  GAUGES,
  READING_WORDS_PER_MINUTE,
  SPEAKING_WORDS_PER_MINUTE,
  type Gauge,
  type TextAnalysis,
} from './textInsights';
import type { WordStats } from './wordCounter';

function LengthGauge({ gauge, value }: { gauge: Gauge; value: number }) {
  const level = gaugeLevel(value, gauge.limit);
  const id = `gauge-${gauge.id}`;
  const shown = `${formatInteger(value)}\u00a0/\u00a0${formatInteger(gauge.limit)}`;
  const over = value - gauge.limit;
  return (
    <div className={`length-gauge length-gauge--${level}`}>
      <div className="length-gauge__head">
        <span id={id} className="length-gauge__label">
          {gauge.label}
        </span>
        <span className="length-gauge__value" data-testid={id}>
          {shown}
        </span>
      </div>
      <div
        className="length-gauge__track"
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={gauge.limit}
        aria-valuenow={Math.min(value, gauge.limit)}
        aria-valuetext={`${shown}${over > 0 ? `, ${formatInteger(over)} de trop` : ''}`}
      >
        <div className="length-gauge__bar" style={{ width: `${Math.min(100, (value / gauge.limit) * 100)}%` }} />
      </div>
      <p className="length-gauge__hint">{over > 0 ? `${formatInteger(over)} de trop. ${gauge.hint}` : gauge.hint}</p>
    </div>
  );
}

const STATS: readonly { key: keyof WordStats; label: string }[] = [
  { key: 'words', label: 'Mots' },
  { key: 'chars', label: 'Caractères' },
  { key: 'charsNoSpaces', label: 'Caractères sans espaces' },
  { key: 'sentences', label: 'Phrases' },
  { key: 'paragraphs', label: 'Paragraphes' },
];

const WORK: OffThreadWork<string, TextAnalysis> = {
  compute: analyseText,
  worker: () => new Worker(new URL('./wordCounter.worker.ts', import.meta.url), { type: 'module', name: 'outilo-compteur-mots' }),
};

export default function WordCounterTool() {
  // `texte` is a contract with the extension's context menu (« Compter les mots » on a selection).
  const [text, setText] = useToolParam('texte', '', textParam, { large: true });
  // A long text is counted in the tool's worker, so the field never waits for a count: each keystroke cancels the
  // count in progress, and the last counts stay on screen, dimmed, until the new ones arrive.
  const run = useOffThread(text, text.length > ON_PAGE_CHARS, EMPTY_ANALYSIS, WORK);
  const { pending, cancelled } = run;
  // A cancelled count shows no figure: « — » rather than the figures of another text.
  const { stats, top } = cancelled ? EMPTY_ANALYSIS : run.outcome;
  const lengths = { chars: stats.chars, x: cancelled ? 0 : run.outcome.x };
  const reading = formatDuration(durationSeconds(stats.words, READING_WORDS_PER_MINUTE));
  const speaking = formatDuration(durationSeconds(stats.words, SPEAKING_WORDS_PER_MINUTE));
  const field = useRef<LargeTextFieldHandle>(null);

  const summary = [
    ...STATS.map(({ key, label }) => `${label}\u00a0: ${formatInteger(stats[key])}`),
    `Temps de lecture\u00a0: ${reading}`,
    `Temps de parole\u00a0: ${speaking}`,
  ].join('\n');

  const clear = () => {
    setText('');
    field.current?.focus();
  };

  return (
    <ToolFrame content={content}>
      <div className="word-counter__field">
        <LargeTextField ref={field} label="Votre texte" value={text} onChange={setText} rows={10} files={['txt', 'md', 'docx']} placeholder="Tapez ou collez votre texte ici…" />
      </div>
      <JobProgress active={pending} label="Comptage" progress={run.progress} onCancel={run.cancel} />
      {cancelled && <JobCancelled onRetry={run.retry} />}
      <section className={`word-stats ${pending ? 'is-pending' : ''}`} aria-labelledby="word-stats-title" aria-busy={pending || undefined}>
        <h2 id="word-stats-title" className="visually-hidden">
          Statistiques du texte
        </h2>
        <dl className="word-stats__grid">
          {STATS.map(({ key, label }) => (
            <div key={key} className={`word-stat word-stat--${key}`}>
              <dt>{label}</dt>
              <dd data-testid={`stat-${key}`}>{cancelled ? '—' : formatInteger(stats[key])}</dd>
            </div>
          ))}
          <div className="word-stat word-stat--time">
            <dt>Temps de lecture</dt>
            <dd data-testid="stat-reading">{cancelled ? '—' : reading}</dd>
          </div>
          <div className="word-stat word-stat--time">
            <dt>Temps de parole</dt>
            <dd data-testid="stat-speaking">{cancelled ? '—' : speaking}</dd>
          </div>
        </dl>
        <p className="field__hint">{`Lecture silencieuse à ${READING_WORDS_PER_MINUTE}\u00a0mots par minute, parole à ${SPEAKING_WORDS_PER_MINUTE}\u00a0mots par minute.`}</p>
        <div className="button-row">
          {!cancelled && <CopyButton text={summary} label="les statistiques" />}
          <button type="button" className="button button--ghost" onClick={clear} disabled={text === ''}>
            <Eraser aria-hidden size={16} />
            Effacer
          </button>
        </div>
      </section>

      <section className="subpanel length-gauges" aria-labelledby="length-gauges-title">
        <h2 id="length-gauges-title" className="word-section__title">
          Longueur selon le support
        </h2>
        {GAUGES.map((gauge) => (
          <LengthGauge key={gauge.id} gauge={gauge} value={gauge.measure === 'x' ? lengths.x : lengths.chars} />
        ))}
      </section>

      <section className="subpanel top-words" aria-labelledby="top-words-title">
        <h2 id="top-words-title" className="word-section__title">
          Mots les plus fréquents
        </h2>
        {top.length === 0 ? (
          <p className="field__hint">Les mots les plus fréquents apparaîtront ici, hors mots vides (le, de, et, pour…).</p>
        ) : (
          <table className="top-words__table">
            <thead>
              <tr>
                <th scope="col">Mot</th>
                <th scope="col">Occurrences</th>
                <th scope="col">Densité</th>
              </tr>
            </thead>
            <tbody>
              {top.map((w) => (
                <tr key={w.word}>
                  <td>{w.word}</td>
                  <td className="top-words__number">{formatInteger(w.count)}</td>
                  <td className="top-words__number">{`${formatNumber(w.density, { decimals: 1, minDecimals: 1 })}\u00a0%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </ToolFrame>
  );
}
