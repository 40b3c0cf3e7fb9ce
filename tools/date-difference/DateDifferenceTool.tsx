import { useState, type SyntheticEvent } from 'react';
import { TextField } from '../../components/fields/TextField';
import { plural } from '../../components/lib/text';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { DATE_ERROR, dateDifference, formatLongDate, formatWeeksAndDays, toIsoDate } from './dateDifference';

const days = (count: number) => plural(count, 'jour', 'jours');

interface DateInputProps {
  label: string;
  /** Accessible name of the « Aujourd’hui » button of this field. */
  todayLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

function DateInput({ label, todayLabel, value, onChange, error }: DateInputProps) {
  // A date field reports '' both when empty and when what is typed is not a date (31/02/2025, a missing
  // year): the browser's badInput flag tells the two apart, checked when the user leaves the field.
  const [bad, setBad] = useState(false);
  const check = (event: SyntheticEvent) => {
    const target = event.target as HTMLInputElement;
    if (target.tagName === 'INPUT') setBad(Boolean(target.validity?.badInput));
  };
  const set = (next: string) => {
    if (next !== '') setBad(false);
    onChange(next);
  };
  return (
    <div className="when-field" onBlur={check}>
      <TextField label={label} type="date" value={value} onChange={set} error={error ?? (bad && value === '' ? DATE_ERROR : undefined)} />
      <button type="button" className="button button--ghost when-field__now" aria-label={todayLabel} onClick={() => set(toIsoDate(new Date()))}>
        Aujourd’hui
      </button>
    </div>
  );
}

export default function DateDifferenceTool() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const result = dateDifference(start, end);

  let note: string | undefined;
  if (result.complete) {
    const [first, last] = result.direction < 0 ? [end, start] : [start, end];
    note =
      result.direction === 0
        ? `Les deux dates sont le même jour\u00a0: ${formatLongDate(start)}.`
        : `Du ${formatLongDate(first)} au ${formatLongDate(last)}.${result.direction < 0 ? ' La date de fin est antérieure à la date de début\u00a0: l’écart est compté à rebours.' : ''}`;
  } else if (!result.startError && !result.endError) {
    note = 'Renseignez les deux dates pour obtenir le nombre de jours.';
  }

  return (
    <ToolFrame content={content}>
      <div className="form-grid when-grid">
        <DateInput label="Date de début" todayLabel="Aujourd’hui comme date de début" value={start} onChange={setStart} error={result.startError} />
        <DateInput label="Date de fin" todayLabel="Aujourd’hui comme date de fin" value={end} onChange={setEnd} error={result.endError} />
      </div>
      <ResultCard
        label="Nombre de jours entre les deux dates"
        value={days(result.days)}
        details={[
          { label: 'En semaines et jours', value: formatWeeksAndDays(result.days) },
          { label: 'En comptant le jour de départ', value: days(result.inclusiveDays) },
        ]}
        note={note}
      />
    </ToolFrame>
  );
}
