import { useState } from 'react';
import { NumberField } from '../../components/fields/NumberField';
import { formatNumber, formatPercent } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { computeConversion } from './conversion';

export default function ConversionTool() {
  const [conversions, setConversions] = useState('');
  const [visitors, setVisitors] = useState('');
  const { errors, result } = computeConversion({ conversions, visitors });

  return (
    <ToolFrame content={content}>
      <div className="form-grid">
        <NumberField
          label="Nombre de conversions"
          value={conversions}
          onChange={setConversions}
          error={errors.conversions}
          inputMode="numeric"
          placeholder={'Ex.\u00a0: 25'}
        />
        <NumberField
          label="Nombre de visiteurs"
          value={visitors}
          onChange={setVisitors}
          error={errors.visitors}
          inputMode="numeric"
          placeholder={'Ex.\u00a0: 1\u00a0000'}
        />
      </div>
      {result ? (
        <ResultCard
          label="Taux de conversion"
          value={formatPercent(result.rate)}
          tone={result.warning ? 'warning' : 'default'}
          details={[
            {
              label: 'Visiteurs pour une conversion',
              value:
                result.visitorsPerConversion === null
                  ? 'Aucune conversion'
                  : formatNumber(result.visitorsPerConversion, { decimals: 1, minDecimals: 0 }),
            },
          ]}
          note={result.warning}
        />
      ) : (
        <ResultCard
          label="Taux de conversion"
          value="—"
          copy={false}
          note="Renseignez le nombre de conversions et le nombre de visiteurs (au moins 1) pour obtenir le taux."
        />
      )}
    </ToolFrame>
  );
}
