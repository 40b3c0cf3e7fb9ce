import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { formatInteger, formatNumber, formatPercent, formatSigned, numberOrUndefined } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, useToolParam } from '../../components/tool/toolState';
import {
  computePlan,
  CONFIDENCE_LEVELS,
  parsePlannedShare,
  POWER_LEVELS,
  sampleRatioMismatch,
  SRM_THRESHOLD,
  type ConfidenceLevel,
  type EffectKind,
  type PlanFields,
  type PowerLevel,
} from './abPlan';
import { computeAbTest, MAX_CONFIDENCE_DECIMALS, SMALL_SAMPLE_WARNING, type AbTestFields, type AbTestResult } from './abTest';

type Variant = 'A' | 'B';

type Mode = 'test' | 'plan';
const MODES = [
  { value: 'test', label: 'Analyser les résultats' },
  { value: 'plan', label: 'Planifier le test' },
] as const;
const MODE_PARAM = choiceParam<Mode>({ analyse: 'test', planification: 'plan' });
const LEVEL_PARAM = choiceParam(CONFIDENCE_LEVELS);
const POWER_PARAM = choiceParam(POWER_LEVELS);
const EFFECT_KIND_PARAM = choiceParam<EffectKind>({ relatif: 'relative', absolu: 'absolute' });
const LEVELS = CONFIDENCE_LEVELS.map((level) => ({ value: level, label: `${level}\u00a0%` }));
const POWERS = POWER_LEVELS.map((level) => ({ value: level, label: `${level}\u00a0%` }));
const EFFECT_KINDS = [
  { value: 'relative', label: 'Relatif (% du taux)' },
  { value: 'absolute', label: 'Absolu (points)' },
] as const;
const NONE = '—';

/** Percentage points: `+0,50 pt`. */
const points = (value: number) => `${formatSigned(value)}\u00a0pt`;

/**
 * The confidence with its 2 decimals, or the few more it carries next to the threshold (95,0023 %). A test never
 * proves anything with certainty: what would round to 100,00 % reads « > 99,99 % ».
 */
const confidenceText = (confidence: number) =>
  confidence >= 99.995 ? '>\u00a099,99\u00a0%' : formatPercent(confidence, { decimals: MAX_CONFIDENCE_DECIMALS, minDecimals: 2 });

function details(result: AbTestResult, threshold: number) {
  return [
    { label: 'Niveau de confiance', value: confidenceText(result.confidence) },
    {
      label: 'Amélioration relative de B par rapport à A',
      value: result.uplift === null ? 'Non calculable (taux de A nul)' : `${formatSigned(result.uplift)}\u00a0%`,
    },
    { label: 'Écart de taux B − A', value: points(result.difference) },
    {
      label: `Intervalle de confiance à ${threshold}\u00a0% de l’écart`,
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

const weeksText = (weeks: number) => `${formatInteger(weeks)} semaine${weeks > 1 ? 's' : ''}`;

/**
 * The p-value against the SRM threshold, one relation a reader takes at once: « p = 0,0000018 < 0,001 », or below
 * what a double tells apart, « p < 0,000000000001 » alone.
 */
const pValueText = (p: number) =>
  p < 1e-12
    ? 'p\u00a0<\u00a00,000000000001'
    : `p\u00a0=\u00a0${formatNumber(p, { decimals: 2 - Math.min(0, Math.floor(Math.log10(p))), minDecimals: 0 })} < ${formatNumber(SRM_THRESHOLD, { decimals: 3 })}`;

function TestMode({ fields, onChange, threshold, shareText, setShareText }: {
  fields: AbTestFields;
  onChange: (key: keyof AbTestFields, value: string) => void;
  threshold: number;
  shareText: string;
  setShareText: (value: string) => void;
}) {
  const { errors, result } = computeAbTest(fields, threshold);
  const share = parsePlannedShare(shareText);
  const visitorsA = numberOrUndefined(fields.visitorsA);
  const visitorsB = numberOrUndefined(fields.visitorsB);
  const srm = result && !share.error && visitorsA && visitorsB ? sampleRatioMismatch(visitorsA, visitorsB, share.value) : null;
  return (
    <>
      <div className="ab-variants">
        <VariantCard variant="A" fields={fields} errors={errors} rate={result?.rateA} onChange={onChange} />
        <VariantCard variant="B" fields={fields} errors={errors} rate={result?.rateB} onChange={onChange} />
      </div>
      {/* The verdict is a sentence: it wraps instead of scrolling (axe: scrollable-region-focusable). */}
      <div className="ab-verdict">
        {result ? (
          <ResultCard
            label="Verdict"
            value={result.verdict}
            copy={summary(result)}
            tone={result.significant ? 'success' : 'default'}
            details={details(result, threshold)}
            note={
              result.significant
                ? `Confiance supérieure à ${threshold}\u00a0%\u00a0: l’écart observé a très peu de chances d’être dû au hasard.`
                : `Confiance inférieure ou égale à ${threshold}\u00a0%\u00a0: l’écart observé peut encore s’expliquer par le hasard.`
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
      </div>
      {/* After the verdict, which is what the four figures are typed for: in view without scrolling. */}
      <div className="form-grid">
        <NumberField
          label="Part du trafic prévue pour A"
          value={shareText}
          onChange={setShareText}
          error={share.error}
          unit="%"
          hint="50 pour une répartition égale"
          placeholder={'Ex.\u00a0: 50'}
        />
      </div>
      {srm?.mismatch && (
        <p className="notice" role="status" data-testid="srm-warning">
          {`Déséquilibre de répartition (SRM)\u00a0: A a reçu ${formatPercent(srm.observedShareA)} des visiteurs pour ${formatPercent(share.value, { minDecimals: 0 })} prévus (χ²\u00a0=\u00a0${formatNumber(srm.chiSquare)}, ${pValueText(srm.pValue)}). Un tel écart n’arrive presque jamais par hasard\u00a0: cherchez la cause (redirection, robots, bug d’affectation, suivi cassé) avant de vous fier au verdict.`}
        </p>
      )}
      {result?.smallSample && (
        <p className="notice" role="status">
          {SMALL_SAMPLE_WARNING}
        </p>
      )}
    </>
  );
}

function PlanMode({ fields, set }: { fields: PlanFields; set: { [K in keyof PlanFields]: (value: PlanFields[K]) => void } }) {
  const { errors, result } = computePlan(fields);
  const relative = fields.effectKind === 'relative';
  return (
    <>
      <div className="form-grid">
        <NumberField
          label="Taux de conversion actuel"
          value={fields.baseline}
          onChange={set.baseline}
          error={errors.baseline}
          unit="%"
          placeholder={'Ex.\u00a0: 3'}
        />
        <NumberField
          label="Effet minimal détectable"
          value={fields.effect}
          onChange={set.effect}
          error={errors.effect}
          unit={relative ? '%' : 'pt'}
          hint={relative ? 'En % du taux actuel (10 = de 3\u00a0% à 3,3\u00a0%)' : 'En points de pourcentage (0,5 = de 3\u00a0% à 3,5\u00a0%)'}
          placeholder={relative ? 'Ex.\u00a0: 10' : 'Ex.\u00a0: 0,5'}
        />
        <ChoiceField legend="Effet exprimé en" value={fields.effectKind} options={EFFECT_KINDS} onChange={set.effectKind} />
        <ChoiceField legend="Puissance" value={fields.power} options={POWERS} onChange={set.power} />
        <NumberField
          label="Nombre de variantes (contrôle compris)"
          value={fields.variants}
          onChange={set.variants}
          error={errors.variants}
          inputMode="numeric"
          hint="2 pour un test A/B, 3 pour A/B/C…"
          placeholder={'Ex.\u00a0: 2'}
        />
        <NumberField
          label="Visiteurs par jour (facultatif)"
          value={fields.daily}
          onChange={set.daily}
          error={errors.daily}
          inputMode="numeric"
          hint="Tous les visiteurs qui entrent dans le test"
          placeholder={'Ex.\u00a0: 2\u00a0000'}
        />
      </div>
      <ResultCard
        label="Visiteurs par variante"
        value={result ? formatInteger(result.perVariant) : NONE}
        copy={result !== null}
        details={
          result
            ? [
                { label: 'Visiteurs au total', value: formatInteger(result.total) },
                { label: 'Taux à détecter', value: `${formatPercent(result.p1 * 100)} → ${formatPercent(result.p2 * 100)}` },
                ...(result.days !== null && result.weeks !== null
                  ? [
                      { label: 'Durée au rythme indiqué', value: `${formatInteger(result.days)} jour${result.days > 1 ? 's' : ''}` },
                      { label: 'Durée conseillée (semaines entières)', value: `${weeksText(result.weeks)} (${formatInteger(result.weeks * 7)} jours)` },
                    ]
                  : []),
              ]
            : undefined
        }
        note={
          result
            ? Number(fields.variants || '2') > 2
              ? `Correction de Bonferroni\u00a0: chaque variante est comparée au contrôle au seuil de ${formatPercent(result.alphaPerComparison * 100, { decimals: 4, minDecimals: 0 })} d’erreur au lieu de ${formatPercent(100 - Number(fields.confidence), { minDecimals: 0 })}.`
              : 'Formule de l’outil d’Evan Miller (test bilatéral de deux proportions, approximation normale).'
            : 'Saisissez le taux de conversion actuel et l’effet minimal que vous voulez pouvoir détecter.'
        }
      />
    </>
  );
}

export default function AbTestTool() {
  const [mode, setMode] = useToolParam<Mode>('mode', 'test', MODE_PARAM);
  const [threshold, setThreshold] = useToolParam<ConfidenceLevel>('seuil', '95', LEVEL_PARAM);
  // Analysis inputs.
  const [visitorsA, setVisitorsA] = useToolParam('visiteurs-a', '');
  const [conversionsA, setConversionsA] = useToolParam('conversions-a', '');
  const [visitorsB, setVisitorsB] = useToolParam('visiteurs-b', '');
  const [conversionsB, setConversionsB] = useToolParam('conversions-b', '');
  const [shareText, setShareText] = useToolParam('part-a', '50');
  // Planning inputs (declared whatever the mode, so that an address can set them).
  const [baseline, setBaseline] = useToolParam('taux-actuel', '');
  const [effect, setEffect] = useToolParam('effet', '');
  const [effectKind, setEffectKind] = useToolParam<EffectKind>('effet-en', 'relative', EFFECT_KIND_PARAM);
  const [power, setPower] = useToolParam<PowerLevel>('puissance', '80', POWER_PARAM);
  const [variants, setVariants] = useToolParam('variantes', '2');
  const [daily, setDaily] = useToolParam('visiteurs-jour', '');

  const fields: AbTestFields = { visitorsA, conversionsA, visitorsB, conversionsB };
  const setters: Record<keyof AbTestFields, (value: string) => void> = {
    visitorsA: setVisitorsA,
    conversionsA: setConversionsA,
    visitorsB: setVisitorsB,
    conversionsB: setConversionsB,
  };
  const plan: PlanFields = { baseline, effect, effectKind, confidence: threshold, power, variants, daily };

  return (
    <ToolFrame content={content}>
      <div className="form-grid">
        <ChoiceField legend="Étape" value={mode} options={MODES} onChange={setMode} />
        <ChoiceField legend="Seuil de confiance" value={threshold} options={LEVELS} onChange={setThreshold} />
      </div>
      {mode === 'test' ? (
        <TestMode
          fields={fields}
          onChange={(key, value) => setters[key](value)}
          threshold={Number(threshold)}
          shareText={shareText}
          setShareText={setShareText}
        />
      ) : (
        <PlanMode
          fields={plan}
          set={{
            baseline: setBaseline,
            effect: setEffect,
            effectKind: setEffectKind,
            confidence: setThreshold,
            power: setPower,
            variants: setVariants,
            daily: setDaily,
          }}
        />
      )}
    </ToolFrame>
  );
}
