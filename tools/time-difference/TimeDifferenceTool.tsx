import { MoonStar } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../components/fields/TextField';
import { formatNumber } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { formatHoursMinutes, isTimePrefix, normalizeTimeInput, timeDifference, toTimeOfDay } from './timeDifference';

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

export default function TimeDifferenceTool() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [focused, setFocused] = useState<Which | null>(null);
  const result = timeDifference(start, end);

  // While a field is being typed in, its error waits until the text can no longer become a time.
  const errorOf = (which: Which, value: string, error: string | undefined) =>
    error && (focused !== which || !isTimePrefix(value)) ? error : undefined;
  const focusOf = (which: Which) => (isFocused: boolean) =>
    setFocused((current) => (isFocused ? which : current === which ? null : current));

  const decimal = `${formatNumber(result.decimalHours, { decimals: 2, minDecimals: 0 })}\u00a0h`;

  return (
    <ToolFrame content={content}>
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
        value={minutes(result.minutes)}
        details={[
          { label: 'En heures et minutes', value: formatHoursMinutes(result.minutes) },
          { label: 'En heures décimales', value: decimal },
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
    </ToolFrame>
  );
}
