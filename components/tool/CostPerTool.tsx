import type { CostPerResult } from '../lib/costPer';
import { formatEuro } from '../lib/number';
import { NumberField } from '../fields/NumberField';
import type { ToolContent } from './types';
import { NO_RESULT, ResultCard } from './ResultCard';
import { ToolFrame } from './ToolFrame';
import { useToolParam } from './toolState';

interface CostPerToolProps {
  /** The tool's texts (its `content.ts`). */
  content: ToolContent;
  compute: (costText: string, countText: string) => CostPerResult;
  countLabel: string;
  /** The count's name in the address (`clics`, `conversions`, `impressions`). */
  countParam: string;
  countPlaceholder: string;
  resultLabel: string;
  /** Shown when the count is 0, e.g. « Sans clic, le CPC n'est pas défini ». */
  zeroNote: string;
}

/** The view shared by CPC, CPA and CPM: a cost, a count, a cost per unit. */
export function CostPerTool({ content, compute, countLabel, countParam, countPlaceholder, resultLabel, zeroNote }: CostPerToolProps) {
  const [cost, setCost] = useToolParam('cout', '');
  const [count, setCount] = useToolParam(countParam, '');
  const result = compute(cost, count);
  return (
    <ToolFrame content={content}>
      <div className="form-grid">
        <NumberField label="Coût total" value={cost} onChange={setCost} error={result.errors.cost} unit="€" placeholder={'Ex.\u00a0: 500'} />
        <NumberField
          label={countLabel}
          value={count}
          onChange={setCount}
          error={result.errors.count}
          inputMode="numeric"
          placeholder={countPlaceholder}
        />
      </div>
      <ResultCard
        label={resultLabel}
        value={result.complete ? formatEuro(result.value) : NO_RESULT}
        note={result.zeroCount ? zeroNote : result.complete ? undefined : 'Renseignez les deux champs pour obtenir le résultat.'}
      />
    </ToolFrame>
  );
}
