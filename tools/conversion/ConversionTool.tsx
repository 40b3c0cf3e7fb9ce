import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { formatInteger, formatNumber, formatPercent } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, useToolParam } from '../../components/tool/toolState';
import { computeConversion, computeVisitorsNeeded } from './conversion';

type Mode = 'rate' | 'visitors';
const MODES = [
  { value: 'rate', label: 'Taux de conversion' },
  { value: 'visitors', label: 'Visiteurs nécessaires' },
] as const;
const MODE_PARAM = choiceParam<Mode>({ taux: 'rate', 'visiteurs-necessaires': 'visitors' });

type Param = [string, (value: string) => void];

function RateMode({ conversionsParam, visitorsParam }: { conversionsParam: Param; visitorsParam: Param }) {
  const [conversions, setConversions] = conversionsParam;
  const [visitors, setVisitors] = visitorsParam;
  const { errors, result } = computeConversion({ conversions, visitors });
  return (
    <>
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
    </>
  );
}

function VisitorsMode({ targetParam, rateParam }: { targetParam: Param; rateParam: Param }) {
  const [target, setTarget] = targetParam;
  const [rate, setRate] = rateParam;
  const { errors, visitors } = computeVisitorsNeeded({ target, rate });
  return (
    <>
      <div className="form-grid">
        <NumberField
          label="Conversions visées"
          value={target}
          onChange={setTarget}
          error={errors.target}
          inputMode="numeric"
          placeholder={'Ex.\u00a0: 100'}
        />
        <NumberField label="Taux de conversion attendu" value={rate} onChange={setRate} error={errors.rate} unit="%" placeholder={'Ex.\u00a0: 2,5'} />
      </div>
      <ResultCard
        label="Visiteurs nécessaires"
        value={visitors === null ? '—' : formatInteger(visitors)}
        copy={visitors !== null}
        note={
          visitors === null
            ? 'Renseignez le nombre de conversions visé et le taux de conversion attendu.'
            : 'Visiteurs nécessaires = conversions visées ÷ taux de conversion, arrondi au visiteur supérieur.'
        }
      />
    </>
  );
}

export default function ConversionTool() {
  const [mode, setMode] = useToolParam<Mode>('calcul', 'rate', MODE_PARAM);
  // Every input is declared on every render, whatever the mode, so that an address can set any of them.
  const conversionsParam = useToolParam('conversions', '');
  const visitorsParam = useToolParam('visiteurs', '');
  const targetParam = useToolParam('conversions-visees', '');
  const rateParam = useToolParam('taux', '');
  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Type de calcul" value={mode} options={MODES} onChange={setMode} />
      {mode === 'rate' ? (
        <RateMode conversionsParam={conversionsParam} visitorsParam={visitorsParam} />
      ) : (
        <VisitorsMode targetParam={targetParam} rateParam={rateParam} />
      )}
    </ToolFrame>
  );
}
