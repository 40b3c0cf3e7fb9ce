import { useState } from 'react';
import { NumberField } from '../../components/fields/NumberField';
import { formatPercent, formatSigned } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { computeAbTest, MAX_CONFIDENCE_DECIMALS, SIGNIFICANCE_THRESHOLD, SMALL_SAMPLE_WARNING, type AbTestFields, type AbTestResult } from './abTest';
import { content } from './content';

type Variant = 'A' | 'B';

const EMPTY: AbTestFields = { visitorsA: '', conversionsA: '', visitorsB: '', conversionsB: '' };
const NONE = '—';

/** Percentage points: `+0,50 pt`. */
const points = (value: number) => `${formatSigned(value)}\u00a0pt`;

/**
 * The confidence with its 2 decimals, or the few more it carries next to the threshold (95,0023 %). A test never
 * proves anything with certainty: what would round to 100,00 % reads « > 99,99 % ».
 */
const confidenceText = (confidence: number) =>
  confidence >= 99.995 ? '>\u00a099,99\u00a0%' : formatPercent(confidence, { decimals: MAX_CONFIDENCE_DECIMALS, minDecimals: 2 });

function details(result: AbTestResult) {
  return [
    { label: 'Niveau de confiance', value: confidenceText(result.confidence) },
    {
      label: 'Amélioration relative de B par rapport à A',
      value: result.uplift === null ? 'Non calculable (taux de A nul)' : `${formatSigned(result.uplift)}\u00a0%`,
    },
    { label: 'Écart de taux B − A', value: points(result.difference) },
    {
      label: 'Intervalle de confiance à 95\u00a0% de l’écart',
      value: `${points(result.interval.low)} à ${points(result.interval.high)}`,
    },
  ];
}

function summary(result: AbTestResult): string {
  return [
    `Variante A\u00a0: ${formatPercent(result.rateA)}`,
    `Variante B\u00a0: ${formatPercent(result.rateB)}`,
    `Confiance\u00a0: ${confidenceText(result.confidence)}`,
    result.verdict,
  ].join(' · ');
}

interface VariantProps {
  variant: Variant;
  fields: AbTestFields;
  errors: Partial<Record<keyof AbTestFields, string>>;
  rate: number | undefined;
  onChange: (key: keyof AbTestFields, value: string) => void;
}

function VariantCard({ variant, fields, errors, rate, onChange }: VariantProps) {
  const visitors = `visitors${variant}` as const;
  const conversions = `conversions${variant}` as const;
  return (
    <section className="subpanel ab-variant" aria-labelledby={`ab-variant-${variant}`}>
      <h2 className="ab-variant__title" id={`ab-variant-${variant}`}>
        Variante {variant}{' '}
        <span className="ab-variant__role">{variant === 'A' ? '(contrôle)' : '(testée)'}</span>
      </h2>
      <NumberField
        label={`Visiteurs ${variant}`}
        value={fields[visitors]}
        onChange={(value) => onChange(visitors, value)}
        error={errors[visitors]}
        inputMode="numeric"
        placeholder={'Ex.\u00a0: 10\u00a0000'}
      />
      <NumberField
        label={`Conversions ${variant}`}
        value={fields[conversions]}
        onChange={(value) => onChange(conversions, value)}
        error={errors[conversions]}
        inputMode="numeric"
        placeholder={variant === 'A' ? 'Ex.\u00a0: 200' : 'Ex.\u00a0: 250'}
      />
      <p className="ab-variant__rate">
        <span>Taux de conversion</span>
        <strong data-testid={`rate-${variant.toLowerCase()}`}>{rate === undefined ? NONE : formatPercent(rate)}</strong>
      </p>
    </section>
  );
}

export default function AbTestTool() {
  const [fields, setFields] = useState<AbTestFields>(EMPTY);
  const { errors, result } = computeAbTest(fields);
  const onChange = (key: keyof AbTestFields, value: string) => setFields((current) => ({ ...current, [key]: value }));

  return (
    <ToolFrame content={content}>
      <div className="ab-variants">
        <VariantCard variant="A" fields={fields} errors={errors} rate={result?.rateA} onChange={onChange} />
        <VariantCard variant="B" fields={fields} errors={errors} rate={result?.rateB} onChange={onChange} />
      </div>
      {result ? (
        <ResultCard
          label="Verdict"
          value={result.verdict}
          copy={summary(result)}
          tone={result.significant ? 'success' : 'default'}
          details={details(result)}
          note={
            result.significant
              ? `Confiance supérieure à ${SIGNIFICANCE_THRESHOLD}\u00a0%\u00a0: l’écart observé a très peu de chances d’être dû au hasard.`
              : `Confiance inférieure ou égale à ${SIGNIFICANCE_THRESHOLD}\u00a0%\u00a0: l’écart observé peut encore s’expliquer par le hasard.`
          }
        />
      ) : (
        <ResultCard
          label="Verdict"
          value={NONE}
          copy={false}
          note="Saisissez les visiteurs et les conversions des deux variantes (au moins 1 visiteur par variante)."
        />
      )}
      {result?.smallSample && (
        <p className="notice" role="status">
          {SMALL_SAMPLE_WARNING}
        </p>
      )}
    </ToolFrame>
  );
}
