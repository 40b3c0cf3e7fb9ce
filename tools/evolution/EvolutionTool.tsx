import { NumberField } from '../../components/fields/NumberField';
import { formatMultiplier, formatPercent, formatSigned } from '../../components/lib/number';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { useToolParam } from '../../components/tool/toolState';
import { computeEvolution, type EvolutionResult } from './evolution';

function sentence(result: EvolutionResult): string {
  const rate = formatPercent(Math.abs(result.rate));
  if (result.direction === 'hausse') return `La valeur a augmenté de ${rate} entre la valeur initiale et la valeur finale.`;
  if (result.direction === 'baisse') return `La valeur a diminué de ${rate} entre la valeur initiale et la valeur finale.`;
  return 'La valeur est restée stable (0\u00a0% d’évolution).';
}

export default function EvolutionTool() {
  const [initial, setInitial] = useToolParam('initiale', '');
  const [final, setFinal] = useToolParam('finale', '');
  const { errors, result } = computeEvolution({ initial, final });
  const hasError = Boolean(errors.initial || errors.final);

  return (
    <ToolFrame content={content}>
      <div className="form-grid">
        <NumberField label="Valeur initiale" value={initial} onChange={setInitial} error={errors.initial} placeholder={'Ex.\u00a0: 12\u00a0500'} />
        <NumberField label="Valeur finale" value={final} onChange={setFinal} error={errors.final} placeholder={'Ex.\u00a0: 15\u00a0000'} />
      </div>
      <ResultCard
        label="Taux d’évolution"
        value={result ? `${formatSigned(result.rate)}\u00a0%` : NO_RESULT}
        tone={result?.warning ? 'warning' : 'default'}
        details={
          result
            ? [
                { label: 'Écart en valeur', value: formatSigned(result.difference) },
                ...(result.warning
                  ? []
                  : [{ label: 'Coefficient multiplicateur', value: formatMultiplier(result.multiplier) }]),
              ]
            : undefined
        }
        note={
          result
            ? result.warning
              ? `${sentence(result)} ${result.warning}`
              : sentence(result)
            : hasError
              ? undefined
              : 'Renseignez la valeur initiale et la valeur finale pour obtenir le taux d’évolution.'
        }
      />
    </ToolFrame>
  );
}
