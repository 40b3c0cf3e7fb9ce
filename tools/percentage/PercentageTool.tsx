import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { formatNumber, formatPercent } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, useToolForm, useToolParam } from '../../components/tool/toolState';
import { computePercentage, type PercentageFields, type PercentageMode } from './percentage';

const MODES = [
  { value: 'find-percentage', label: 'Trouver un pourcentage' },
  { value: 'calculate-value', label: 'Calculer une valeur' },
] as const;

const EMPTY: PercentageFields = { value: '', total: '', percentage: '', base: '' };
const MODE_PARAM = choiceParam<PercentageMode>({ pourcentage: 'find-percentage', valeur: 'calculate-value' });
const FIELD_PARAMS = { valeur: 'value', total: 'total', pourcentage: 'percentage', base: 'base' };
const fieldsOf = (raw: unknown): PercentageFields => ({ ...EMPTY, ...(raw as Partial<PercentageFields>) });

export default function PercentageTool() {
  const [mode, setMode] = useToolParam<PercentageMode>('calcul', 'find-percentage', MODE_PARAM);
  const [fields, setFields] = useToolForm(EMPTY, FIELD_PARAMS, fieldsOf);
  const { errors, result } = computePercentage(mode, fields);
  const field = (key: keyof PercentageFields) => ({
    value: fields[key],
    onChange: (value: string) => setFields((current) => ({ ...current, [key]: value })),
    error: errors[key],
  });
  const find = mode === 'find-percentage';

  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Type de calcul" value={mode} options={MODES} onChange={setMode} />
      {find ? (
        <div className="form-grid">
          <NumberField label="Valeur" {...field('value')} placeholder={'Ex.\u00a0: 45'} />
          <NumberField label="Total" {...field('total')} placeholder={'Ex.\u00a0: 300'} />
        </div>
      ) : (
        <div className="form-grid">
          <NumberField label="Pourcentage" {...field('percentage')} unit="%" placeholder={'Ex.\u00a0: 15'} hint="De 0 à 100" />
          <NumberField label="Nombre de départ" {...field('base')} placeholder={'Ex.\u00a0: 2\u00a0400'} />
        </div>
      )}
      {result ? (
        <ResultCard
          label={find ? 'La valeur représente' : 'Valeur obtenue'}
          value={result.mode === 'find-percentage' ? formatPercent(result.percentage) : formatNumber(result.value)}
          note={result.mode === 'find-percentage' ? 'Valeur ÷ total × 100' : 'Nombre de départ × pourcentage ÷ 100'}
        />
      ) : (
        <ResultCard
          label={find ? 'La valeur représente' : 'Valeur obtenue'}
          value="—"
          copy={false}
          note={find ? 'Renseignez la valeur et le total (supérieur à 0).' : 'Renseignez le pourcentage et le nombre de départ.'}
        />
      )}
    </ToolFrame>
  );
}
