import { useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { formatEuro, formatMultiplier, formatPercent } from '../../components/lib/number';
import { NO_RESULT, ResultCard, type ResultLine } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, useToolForm, useToolParam } from '../../components/tool/toolState';
import { VAT_RATES } from '../../components/lib/vatRates';
import {
  computePercentageValue,
  switchMode,
  type MarginTarget,
  type ModeCarry,
  type PercentageValueFields,
  type PercentageValueMode,
  type PercentageValueResult,
} from './percentageValue';

const MODES = [
  { value: 'discounted', label: 'Prix remisé' },
  { value: 'percentage', label: 'Pourcentage de remise' },
  { value: 'margin', label: 'Marge commerciale' },
  { value: 'target-price', label: 'Prix de vente cible' },
  { value: 'before-discount', label: 'Prix avant remise' },
] as const;

const MODE_PARAM = choiceParam<PercentageValueMode>({
  'prix-remise': 'discounted',
  pourcentage: 'percentage',
  marge: 'margin',
  'prix-cible': 'target-price',
  'avant-remise': 'before-discount',
});

const TARGETS = [
  { value: 'marge', label: 'Taux de marge' },
  { value: 'marque', label: 'Taux de marque' },
  { value: 'coefficient', label: 'Coefficient' },
] as const;
const TARGET_PARAM = choiceParam<MarginTarget>({ 'taux-de-marge': 'marge', 'taux-de-marque': 'marque', coefficient: 'coefficient' });

const VAT_PARAM = choiceParam(VAT_RATES.map(String));
const VAT_CHOICES = VAT_RATES.map((rate) => ({ value: String(rate), label: formatPercent(rate, { minDecimals: 0, decimals: 1 }) }));

const RESULT_LABELS: Record<PercentageValueMode, string> = {
  discounted: 'Prix remisé',
  percentage: 'Pourcentage de remise',
  margin: 'Marge commerciale',
  'target-price': 'Prix de vente HT',
  'before-discount': 'Prix avant remise',
};

const MISSING: Record<PercentageValueMode, string> = {
  discounted: 'Renseignez le prix initial et le taux de remise.',
  percentage: 'Renseignez le prix initial et le prix après remise.',
  margin: 'Renseignez le prix de vente HT et le prix d’achat HT.',
  'target-price': 'Renseignez le prix d’achat HT et l’objectif.',
  'before-discount': 'Renseignez le prix après remise et le taux de remise.',
};

const EMPTY: PercentageValueFields = {
  initialPrice: '',
  discountPercent: '',
  discountedPrice: '',
  sellingPrice: '',
  purchasePrice: '',
  target: '',
};

/** The address's names of the fields (one parameter each). */
const FIELD_NAMES = {
  'prix-initial': 'initialPrice',
  remise: 'discountPercent',
  'prix-apres-remise': 'discountedPrice',
  'prix-vente': 'sellingPrice',
  'prix-achat': 'purchasePrice',
  objectif: 'target',
} as const;

/** Whatever comes back from the address or the device: text fields only, the rest empty. */
function sanitiseFields(raw: unknown): PercentageValueFields | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const fields = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof PercentageValueFields)[]) {
    if (typeof record[key] === 'string') fields[key] = record[key] as string;
  }
  return fields;
}

const TARGET_LABELS: Record<MarginTarget, { label: string; unit?: string; placeholder: string }> = {
  marge: { label: 'Taux de marge visé', unit: '%', placeholder: 'Ex.\u00a0: 100' },
  marque: { label: 'Taux de marque visé', unit: '%', placeholder: 'Ex.\u00a0: 50' },
  coefficient: { label: 'Coefficient multiplicateur visé', placeholder: 'Ex.\u00a0: 2' },
};

const percentOr = (value: number | null, missing: string) => (value === null ? missing : formatPercent(value));

function marginLines(result: { tauxDeMarge: number | null; tauxDeMarque: number | null; coefficient: number | null }): ResultLine[] {
  return [
    { label: 'Taux de marge (sur le prix d’achat)', value: percentOr(result.tauxDeMarge, 'Non défini (prix d’achat nul)') },
    { label: 'Taux de marque (sur le prix de vente)', value: percentOr(result.tauxDeMarque, 'Non défini (prix de vente nul)') },
    {
      label: 'Coefficient multiplicateur',
      value: result.coefficient === null ? 'Non défini (prix d’achat nul)' : formatMultiplier(result.coefficient),
    },
  ];
}

function shown(result: PercentageValueResult, vatRate: number): { value: string; details: ResultLine[]; note?: string } {
  switch (result.mode) {
    case 'discounted':
      return { value: formatEuro(result.discountedPrice), details: [{ label: 'Économie', value: formatEuro(result.savings) }] };
    case 'percentage':
      return { value: formatPercent(result.discountPercent), details: [{ label: 'Économie', value: formatEuro(result.savings) }] };
    case 'margin':
      return {
        value: formatEuro(result.margin),
        details: marginLines(result),
        note: result.loss
          ? 'Vente à perte\u00a0: le prix de vente est inférieur au prix d’achat.'
          : 'Taux de marge = marge ÷ prix d’achat × 100\u00a0; taux de marque = marge ÷ prix de vente × 100.',
      };
    case 'target-price':
      return {
        value: formatEuro(result.sellingHt),
        details: [
          { label: `Prix de vente TTC (TVA ${formatPercent(vatRate, { minDecimals: 0, decimals: 1 })})`, value: formatEuro(result.sellingTtc) },
          { label: 'Marge', value: formatEuro(result.margin) },
          ...marginLines(result),
        ],
        note:
          result.coefficient !== null && result.coefficient < 1
            ? 'Vente à perte\u00a0: un coefficient inférieur à 1 donne un prix de vente inférieur au prix d’achat.'
            : 'Prix HT = achat × (1 + taux de marge ÷ 100) = achat ÷ (1 − taux de marque ÷ 100) = achat × coefficient.',
      };
    case 'before-discount':
      return {
        value: formatEuro(result.initialPrice),
        details: [{ label: 'Économie', value: formatEuro(result.savings) }],
        note: 'Prix avant remise = prix remisé ÷ (1 − remise ÷ 100).',
      };
  }
}

export default function PercentageValueTool() {
  const [mode, setMode] = useToolParam<PercentageValueMode>('calcul', 'discounted', MODE_PARAM);
  const [fields, setFields] = useToolForm<PercentageValueFields>(EMPTY, FIELD_NAMES, sanitiseFields);
  const [target, setTarget] = useToolParam<MarginTarget>('cible', 'marge', TARGET_PARAM);
  const [vat, setVat] = useToolParam('tva', '20', VAT_PARAM);
  // The last carry-over between the two discount modes, so that going straight back restores what was typed.
  // Not an input: it only lives while the page is open.
  const [carried, setCarried] = useState<ModeCarry | null>(null);
  const vatRate = Number(vat);
  const { errors, result } = computePercentageValue(mode, fields, { target, vatRate });

  const field = (key: keyof PercentageValueFields) => ({
    value: fields[key] ?? '',
    onChange: (value: string) => setFields((current) => ({ ...current, [key]: value })),
    error: errors[key],
  });

  // SPEC.md section 4: switching between the two discount modes carries the computed value over.
  const onMode = (next: PercentageValueMode) => {
    const switched = switchMode(mode, next, fields, carried);
    setFields(() => switched.fields);
    setCarried(switched.carry);
    setMode(next);
  };

  const output = result ? shown(result, vatRate) : null;
  const targetField = TARGET_LABELS[target];

  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Type de calcul" value={mode} options={MODES} onChange={onMode} />
      {mode === 'target-price' && (
        <div className="form-grid">
          <ChoiceField legend="Objectif exprimé en" value={target} options={TARGETS} onChange={setTarget} />
          <ChoiceField legend="TVA du prix TTC" value={vat} options={VAT_CHOICES} onChange={setVat} />
        </div>
      )}
      <div className="form-grid">
        {mode === 'margin' && (
          <>
            <NumberField label="Prix de vente HT" {...field('sellingPrice')} unit="€" placeholder={'Ex.\u00a0: 30'} />
            <NumberField label="Prix d’achat HT" {...field('purchasePrice')} unit="€" placeholder={'Ex.\u00a0: 15'} />
          </>
        )}
        {mode === 'target-price' && (
          <>
            <NumberField label="Prix d’achat HT" {...field('purchasePrice')} unit="€" placeholder={'Ex.\u00a0: 15'} />
            <NumberField
              label={targetField.label}
              {...field('target')}
              unit={targetField.unit}
              inputMode="decimal"
              placeholder={targetField.placeholder}
            />
          </>
        )}
        {mode === 'before-discount' && (
          <>
            <NumberField label="Prix après remise" {...field('discountedPrice')} unit="€" placeholder={'Ex.\u00a0: 49,99'} />
            <NumberField label="Taux de remise" {...field('discountPercent')} unit="%" hint="De 0 à 100 (exclu)" placeholder={'Ex.\u00a0: 20'} />
          </>
        )}
        {(mode === 'discounted' || mode === 'percentage') && (
          <>
            <NumberField label="Prix initial" {...field('initialPrice')} unit="€" placeholder={'Ex.\u00a0: 59,90'} />
            {mode === 'discounted' ? (
              <NumberField label="Taux de remise" {...field('discountPercent')} unit="%" hint="De 0 à 100" placeholder={'Ex.\u00a0: 15'} />
            ) : (
              <NumberField label="Prix après remise" {...field('discountedPrice')} unit="€" placeholder={'Ex.\u00a0: 49,99'} />
            )}
          </>
        )}
      </div>
      {output ? (
        <ResultCard
          label={RESULT_LABELS[mode]}
          value={output.value}
          details={output.details}
          note={output.note}
          tone={(result?.mode === 'margin' && result.loss) || (result?.mode === 'target-price' && result.margin < 0) ? 'warning' : 'default'}
        />
      ) : (
        <ResultCard label={RESULT_LABELS[mode]} value={NO_RESULT} note={MISSING[mode]} />
      )}
    </ToolFrame>
  );
}
