import { useMemo, useState, type SyntheticEvent } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { TextField } from '../../components/fields/TextField';
import { formatInteger } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { boolParam, choiceParam, useToolParam } from '../../components/tool/toolState';
import { DATE_ERROR, dateDifference, formatLongDate, formatWeeksAndDays, isoFromDayNumber, parseDate, toIsoDate } from './dateDifference';
import { addDays, countWorkingDays, LAST_DAY, MAX_ADD_DAYS, span, type AddKind, type Holiday } from './workingDays';

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

/** A span in years, months and days: « 1 an, 2 mois et 3 jours », « 29 jours », « 0 jour ». */
export function formatSpan({ years, months, days: d }: { years: number; months: number; days: number }): string {
  const parts = [years ? plural(years, 'an', 'ans') : '', months ? `${months}\u00a0mois` : '', d ? days(d) : ''].filter(Boolean);
  if (parts.length === 0) return days(0);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

export const ADD_COUNT_ERROR = `Veuillez entrer un nombre entier de jours (jusqu’à ${formatInteger(MAX_ADD_DAYS)})`;
export const BEYOND_9999 = 'Les jours ouvrés et ouvrables sont comptés jusqu’au 31 décembre 9999.';
export const ADD_RANGE_ERROR = 'La date obtenue sortirait du calendrier (années 1 à 9999)';

const ADD_KINDS = [
  { value: 'calendaires', label: 'Calendaires' },
  { value: 'ouvres', label: 'Ouvrés' },
  { value: 'ouvrables', label: 'Ouvrables' },
] as const;
const OPERATIONS = [
  { value: 'ajouter', label: 'Ajouter' },
  { value: 'retirer', label: 'Retirer' },
] as const;
const KIND_PARAM = choiceParam<AddKind>(['calendaires', 'ouvres', 'ouvrables']);
const OPERATION_PARAM = choiceParam(['ajouter', 'retirer'] as const);

/** Holidays listed by name in the note up to this many; beyond, only their number. */
const MAX_LISTED_HOLIDAYS = 6;
const SHORT_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const holidayText = (h: Holiday) => `${h.name} (${SHORT_DATE.format(new Date(h.day * 86_400_000)).replace(/^1 /, '1er ')})`;

function holidaysNote(holidays: readonly Holiday[]): string {
  if (holidays.length === 0) return 'Aucun jour férié ne tombe un jour ouvré dans cette période.';
  const listed = holidays.length <= MAX_LISTED_HOLIDAYS ? `\u00a0: ${holidays.map(holidayText).join(', ')}` : '';
  return `${plural(holidays.length, 'jour férié retiré', 'jours fériés retirés')} des jours ouvrés${listed}.`;
}

export default function DateDifferenceTool() {
  const [start, setStart] = useToolParam('debut', '');
  const [end, setEnd] = useToolParam('fin', '');
  const [alsace, setAlsace] = useToolParam('alsace-moselle', false, boolParam);
  const [from, setFrom] = useToolParam('depart', '');
  const [countRaw, setCountRaw] = useToolParam('nombre', '');
  const [operation, setOperation] = useToolParam<'ajouter' | 'retirer'>('operation', 'ajouter', OPERATION_PARAM);
  const [kind, setKind] = useToolParam<AddKind>('jours', 'calendaires', KIND_PARAM);
  const result = dateDifference(start, end);

  // Counted once per change of the dates or the option (a span of thousands of years takes a few tens of ms).
  const counts = useMemo(() => {
    const a = parseDate(start);
    const b = parseDate(end);
    if (!a.ok || !b.ok) return undefined;
    const inRange = Math.max(a.day, b.day) <= LAST_DAY;
    return {
      span: formatSpan(span(a.day, b.day)),
      ouvres: inRange ? countWorkingDays(a.day, b.day, 'ouvres', alsace) : undefined,
      ouvrables: inRange ? countWorkingDays(a.day, b.day, 'ouvrables', alsace).days : undefined,
    };
  }, [start, end, alsace]);

  let note: string | undefined;
  if (result.complete) {
    const [first, last] = result.direction < 0 ? [end, start] : [start, end];
    note =
      result.direction === 0
        ? `Les deux dates sont le même jour\u00a0: ${formatLongDate(start)}.`
        : `Du ${formatLongDate(first)} au ${formatLongDate(last)}.${result.direction < 0 ? ' La date de fin est antérieure à la date de début\u00a0: l’écart est compté à rebours.' : ''}`;
    note += ` ${counts?.ouvres ? holidaysNote(counts.ouvres.holidays) : BEYOND_9999}`;
  } else if (!result.startError && !result.endError) {
    note = 'Renseignez les deux dates pour obtenir le nombre de jours.';
  }

  // « Ajouter ou retirer des jours »
  const fromDate = parseDate(from);
  const fromError = !fromDate.ok && !fromDate.empty ? DATE_ERROR : undefined;
  const countText = countRaw.trim().replace(/[\s\u00a0\u202f]/g, '');
  const countValid = countText === '' || (/^\d{1,6}$/.test(countText) && Number(countText) <= MAX_ADD_DAYS);
  const count = countValid && countText !== '' ? Number(countText) * (operation === 'retirer' ? -1 : 1) : undefined;
  const added = fromDate.ok && count !== undefined ? addDays(fromDate.day, count, kind, alsace) : undefined;
  const countError = !countValid ? ADD_COUNT_ERROR : fromDate.ok && count !== undefined && added === undefined ? ADD_RANGE_ERROR : undefined;
  const addedIso = added === undefined ? '' : isoFromDayNumber(added);
  const kindWord = kind === 'calendaires' ? 'calendaires' : kind === 'ouvres' ? 'ouvrés' : 'ouvrables';
  const addNote =
    added === undefined
      ? 'Renseignez une date de départ et un nombre de jours.'
      : `${formatLongDate(from)} ${operation === 'retirer' ? '−' : '+'} ${plural(Math.abs(count!), `jour ${kindWord.replace(/s$/, '')}`, `jours ${kindWord}`)}${
          kind === 'calendaires' ? '' : ' (le jour de départ n’est pas compté)'
        }.`;

  return (
    <ToolFrame content={content}>
      <div className="form-grid when-grid">
        <DateInput label="Date de début" todayLabel="Aujourd’hui comme date de début" value={start} onChange={setStart} error={result.startError} />
        <DateInput label="Date de fin" todayLabel="Aujourd’hui comme date de fin" value={end} onChange={setEnd} error={result.endError} />
      </div>
      <CheckboxField
        label="Alsace-Moselle (Vendredi saint et 26 décembre fériés)"
        checked={alsace}
        onChange={setAlsace}
      />
      <ResultCard
        label="Nombre de jours entre les deux dates"
        value={result.complete ? days(result.days) : NO_RESULT}
        details={[
          { label: 'En semaines et jours', value: formatWeeksAndDays(result.days) },
          { label: 'En années, mois et jours', value: counts?.span ?? days(0) },
          { label: 'En comptant le jour de départ', value: days(result.inclusiveDays) },
          { label: 'Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)', value: !counts ? days(0) : counts.ouvres ? days(counts.ouvres.days) : '—' },
          { label: 'Jours ouvrables (lundi-samedi, fériés exclus, bornes incluses)', value: !counts ? days(0) : counts.ouvrables !== undefined ? days(counts.ouvrables) : '—' },
        ]}
        note={note}
      />

      <section className="date-add" aria-labelledby="date-add-title">
        <h2 id="date-add-title" className="date-add__title">
          Ajouter ou retirer des jours
        </h2>
        <div className="form-grid date-add__grid">
          <DateInput label="Date de départ" todayLabel="Aujourd’hui comme date de départ" value={from} onChange={setFrom} error={fromError} />
          <NumberField label="Nombre de jours" value={countRaw} onChange={setCountRaw} error={countError} inputMode="numeric" placeholder={'Ex.\u00a0: 30'} />
          <ChoiceField legend="Opération" value={operation} options={OPERATIONS} onChange={setOperation} />
          <ChoiceField legend="Type de jours" value={kind} options={ADD_KINDS} onChange={setKind} />
        </div>
        <ResultCard label="Date obtenue" value={added === undefined ? NO_RESULT : formatLongDate(addedIso)} note={addNote} />
      </section>
    </ToolFrame>
  );
}
