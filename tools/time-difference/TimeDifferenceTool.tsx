import { MoonStar, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { TextField } from '../../components/fields/TextField';
import { formatNumber } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, jsonParam, useToolParam } from '../../components/tool/toolState';
import {
  formatHoursMinutes,
  formatTimesheetDuration,
  isTimePrefix,
  normalizeTimeInput,
  TIME_MAX_LENGTH,
  TIMESHEET_MAX_RANGES,
  timeDifference,
  timesheet,
  toTimeOfDay,
  type TimesheetRange,
} from './timeDifference';

type Which = 'start' | 'end';

const minutes = (count: number) => plural(count, 'minute', 'minutes');

interface TimeInputProps {
  label: string;
  /** Accessible name of the « Maintenant » button of this field. */
  nowLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onFocusChange: (focused: boolean) => void;
}

function TimeInput({ label, nowLabel, value, onChange, error, onFocusChange }: TimeInputProps) {
  return (
    <div
      className="when-field"
      onFocus={(event) => event.target.tagName === 'INPUT' && onFocusChange(true)}
      onBlur={(event) => event.target.tagName === 'INPUT' && onFocusChange(false)}
    >
      <TextField label={label} value={value} onChange={onChange} error={error} inputMode="numeric" placeholder="HH:MM" />
      <button type="button" className="button button--ghost when-field__now" aria-label={nowLabel} onClick={() => onChange(toTimeOfDay(new Date()))}>
        Maintenant
      </button>
    </div>
  );
}

type Mode = 'pair' | 'sheet';

const MODES = [
  { value: 'pair', label: 'Deux heures' },
  { value: 'sheet', label: 'Feuille de temps' },
] as const;

const MODE_PARAM = choiceParam<Mode>({ 'deux-heures': 'pair', 'feuille-de-temps': 'sheet' });

const EMPTY_RANGES: readonly TimesheetRange[] = [
  { start: '', end: '' },
  { start: '', end: '' },
];

/**
 * The ranges in the address as pairs (`plages=[["8:30","12:00"],["13:30","17:30"]]`). Anything else, or more
 * than 20 ranges, or a time longer than a time field holds, is not a timesheet: the default two empty rows.
 */
const RANGES_PARAM = jsonParam<readonly TimesheetRange[]>((raw) => {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > TIMESHEET_MAX_RANGES) return undefined;
  const ranges: TimesheetRange[] = [];
  for (const pair of raw) {
    if (!Array.isArray(pair) || pair.length !== 2) return undefined;
    const [start, end] = pair as unknown[];
    if (typeof start !== 'string' || typeof end !== 'string') return undefined;
    if (start.length > TIME_MAX_LENGTH + 2 || end.length > TIME_MAX_LENGTH + 2) return undefined;
    ranges.push({ start, end });
  }
  return ranges;
});
// The address keeps pairs, shorter than objects.
const rangesCodec = {
  parse: RANGES_PARAM.parse,
  format: (ranges: readonly TimesheetRange[]) => JSON.stringify(ranges.map((r) => [r.start, r.end])),
};

/** Decimal hours, the one way both modes write them: `7,50 h`. */
const decimalHours = (value: number) => `${formatNumber(value, { decimals: 2 })}\u00a0h`;

export default function TimeDifferenceTool() {
  const [mode, setMode] = useToolParam<Mode>('mode', 'pair', MODE_PARAM);
  // Every parameter is declared on the first render, whatever the mode: the address is read once, then.
  const start = useToolParam('debut', '');
  const end = useToolParam('fin', '');
  const ranges = useToolParam<readonly TimesheetRange[]>('plages', EMPTY_RANGES, rangesCodec);
  const pause = useToolParam('pause', '');
  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Calcul" value={mode} options={MODES} onChange={setMode} />
      {mode === 'pair' ? <TwoTimes start={start} end={end} /> : <Timesheet ranges={ranges} pause={pause} />}
    </ToolFrame>
  );
}

type Param<T> = [T, (next: T | ((current: T) => T)) => void];

function TwoTimes({ start: [start, setStart], end: [end, setEnd] }: { start: Param<string>; end: Param<string> }) {
  const [focused, setFocused] = useState<Which | null>(null);
  const result = timeDifference(start, end);

  // While a field is being typed in, its error waits until the text can no longer become a time.
  const errorOf = (which: Which, value: string, error: string | undefined) =>
    error && (focused !== which || !isTimePrefix(value)) ? error : undefined;
  const focusOf = (which: Which) => (isFocused: boolean) =>
    setFocused((current) => (isFocused ? which : current === which ? null : current));


  return (
    <>
      <div className="form-grid when-grid">
        <TimeInput
          label="Heure de début"
          nowLabel="Maintenant comme heure de début"
          value={start}
          onChange={(next) => setStart((previous) => normalizeTimeInput(previous, next))}
          error={errorOf('start', start, result.startError)}
          onFocusChange={focusOf('start')}
        />
        <TimeInput
          label="Heure de fin"
          nowLabel="Maintenant comme heure de fin"
          value={end}
          onChange={(next) => setEnd((previous) => normalizeTimeInput(previous, next))}
          error={errorOf('end', end, result.endError)}
          onFocusChange={focusOf('end')}
        />
      </div>
      <ResultCard
        label="Durée entre les deux heures"
        value={result.complete ? minutes(result.minutes) : NO_RESULT}
        details={[
          { label: 'En heures et minutes', value: formatHoursMinutes(result.minutes) },
          { label: 'En heures décimales', value: decimalHours(result.decimalHours) },
        ]}
        note={result.complete ? undefined : 'Renseignez les deux heures au format HH:MM pour obtenir la durée.'}
      >
        {result.overMidnight && (
          <p className="time-midnight">
            <MoonStar aria-hidden size={16} />
            <span>
              <strong>Passe minuit</strong>
              {'\u00a0: l’heure de fin est comprise comme le lendemain (+\u00a024\u00a0h).'}
            </span>
          </p>
        )}
      </ResultCard>
    </>
  );
}

function Timesheet({ ranges: [ranges, setRanges], pause: [pause, setPause] }: { ranges: Param<readonly TimesheetRange[]>; pause: Param<string> }) {
  const [focused, setFocused] = useState<string | null>(null);
  const result = timesheet(ranges, pause);

  const update = (index: number, which: 'start' | 'end', next: string) =>
    setRanges((current) => current.map((r, i) => (i === index ? { ...r, [which]: normalizeTimeInput(r[which], next) } : r)));
  const errorOf = (key: string, value: string, error: string | undefined) =>
    error && (focused !== key || !isTimePrefix(value)) ? error : undefined;
  const focusOf = (key: string) => ({
    onFocus: () => setFocused(key),
    onBlur: () => setFocused((current) => (current === key ? null : current)),
  });
  const shown = !result.invalid && result.completeCount > 0;
  const total = formatTimesheetDuration(result.totalMinutes);
  const overnight = result.rows.some((row) => row.overMidnight);

  return (
    <>
      <ol className="timesheet" aria-label="Plages horaires">
        {ranges.map((range, index) => {
          const row = result.rows[index];
          const n = index + 1;
          return (
            <li key={index} className="timesheet__row">
              <div className="timesheet__fields">
                <div {...focusOf(`${index}-start`)}>
                  <TextField
                    label={`Début de la plage ${n}`}
                    value={range.start}
                    onChange={(next) => update(index, 'start', next)}
                    error={errorOf(`${index}-start`, range.start, row?.startError)}
                    inputMode="numeric"
                    placeholder="HH:MM"
                  />
                </div>
                <div {...focusOf(`${index}-end`)}>
                  <TextField
                    label={`Fin de la plage ${n}`}
                    value={range.end}
                    onChange={(next) => update(index, 'end', next)}
                    error={errorOf(`${index}-end`, range.end, row?.endError)}
                    inputMode="numeric"
                    placeholder="HH:MM"
                  />
                </div>
              </div>
              <p className="timesheet__duration" data-testid="timesheet-row">
                {row?.complete ? formatTimesheetDuration(row.minutes) : '—'}
                {row?.overMidnight && <span className="timesheet__night">{'\u00a0(passe minuit)'}</span>}
              </p>
              <button
                type="button"
                className="button button--ghost timesheet__remove"
                aria-label={`Retirer la plage ${n}`}
                disabled={ranges.length <= 1}
                onClick={() => setRanges((current) => current.filter((_, i) => i !== index))}
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          );
        })}
      </ol>
      <div className="timesheet__after">
        <button
          type="button"
          className="button button--ghost"
          disabled={ranges.length >= TIMESHEET_MAX_RANGES}
          onClick={() => setRanges((current) => [...current, { start: '', end: '' }])}
        >
          <Plus aria-hidden size={16} />
          Ajouter une plage
        </button>
        <TextField
          label="Pause à déduire"
          value={pause}
          onChange={setPause}
          error={result.breakError}
          inputMode="numeric"
          placeholder="45 ou 0:45"
          hint={'En minutes (45) ou en HH:MM (0:45)\u00a0; le temps entre deux plages n’est déjà pas compté.'}
        />
      </div>
      <ResultCard
        label="Temps travaillé"
        value={shown ? total : NO_RESULT}
        copy={shown ? `${total} (${decimalHours(result.decimalHours)})` : false}
        invalid={result.invalid}
        details={
          shown
            ? [
                { label: 'En heures décimales', value: decimalHours(result.decimalHours) },
                { label: 'Total des plages', value: formatTimesheetDuration(result.rangesMinutes) },
                { label: 'Pause déduite', value: formatTimesheetDuration(result.breakMinutes) },
              ]
            : undefined
        }
        note={
          !shown
            ? 'Renseignez au moins une plage (début et fin au format HH:MM) pour obtenir le total.'
            : result.incompleteCount > 0
              ? `${plural(result.incompleteCount, 'plage incomplète ignorée', 'plages incomplètes ignorées')}.`
              : undefined
        }
      >
        {shown && overnight && (
          <p className="time-midnight">
            <MoonStar aria-hidden size={16} />
            <span>
              <strong>Passe minuit</strong>
              {'\u00a0: une plage dont la fin précède le début se termine le lendemain (+\u00a024\u00a0h).'}
            </span>
          </p>
        )}
      </ResultCard>
    </>
  );
}
