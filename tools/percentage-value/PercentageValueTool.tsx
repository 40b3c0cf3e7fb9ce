import { useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { formatEuro, formatNumber, formatPercent } from '../../components/lib/number';
import { ResultCard, type ResultLine } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import {
  computePercentageValue,
  switchMode,
  type ModeCarry,
  type PercentageValueFields,
  type PercentageValueMode,
  type PercentageValueResult,
} from './percentageValue';

const MODES = [
  { value: 'discounted', label: 'Prix remisé' },
  { value: 'percentage', label: 'Pourcentage de remise' },
  { value: 'margin', label: 'Marge commerciale' },
] as const;

const RESULT_LABELS: Record<PercentageValueMode, string> = {
  discounted: 'Prix remisé',
  percentage: 'Pourcentage de remise',
  margin: 'Marge commerciale',
};

const MISSING: Record<PercentageValueMode, string> = {
  discounted: 'Renseignez le prix initial et le taux de remise.',
  percentage: 'Renseignez le prix initial et le prix après remise.',
  margin: 'Renseignez le prix de vente HT et le prix d’achat HT.',
};

const EMPTY: PercentageValueFields = { initialPrice: '', discountPercent: '', discountedPrice: '', sellingPrice: '', purchasePrice: '' };

const percentOr = (value: number | null, missing: string) => (value === null ? missing : formatPercent(value));

function shown(result: PercentageValueResult): { value: string; details: ResultLine[]; note?: string } {
  switch (result.mode) {
    case 'discounted':
      return { value: formatEuro(result.discountedPrice), details: [{ label: 'Économie', value: formatEuro(result.savings) }] };
    case 'percentage':
      return { value: formatPercent(result.discountPercent), details: [{ label: 'Économie', value: formatEuro(result.savings) }] };
    case 'margin':
      return {
        value: formatEuro(result.margin),
        details: [
          { label: 'Taux de marge (sur le prix d’achat)', value: percentOr(result.tauxDeMarge, 'Non défini (prix d’achat nul)') },
          { label: 'Taux de marque (sur le prix de vente)', value: percentOr(result.tauxDeMarque, 'Non défini (prix de vente nul)') },
          {
            label: 'Coefficient multiplicateur',
            value: result.coefficient === null ? 'Non défini (prix d’achat nul)' : formatNumber(result.coefficient),
          },
        ],
        note: result.loss
          ? 'Vente à perte\u00a0: le prix de vente est inférieur au prix d’achat.'
          : 'Taux de marge = marge ÷ prix d’achat × 100\u00a0; taux de marque = marge ÷ prix de vente × 100.',
      };
  }
}

export default function PercentageValueTool() {
  const [mode, setMode] = useState<PercentageValueMode>('discounted');
  const [fields, setFields] = useState<PercentageValueFields>(EMPTY);
  // The last carry-over between the two discount modes, so that going straight back restores what was typed.
  const [carried, setCarried] = useState<ModeCarry | null>(null);
  const { errors, result } = computePercentageValue(mode, fields);

  const field = (key: keyof PercentageValueFields) => ({
    value: fields[key],
    onChange: (value: string) => setFields((current) => ({ ...current, [key]: value })),
    error: errors[key],
  });

  // SPEC.md section 4: switching between the two discount modes carries the computed value over.
  const onMode = (next: PercentageValueMode) => {
    const switched = switchMode(mode, next, fields, carried);
    setFields(switched.fields);
    setCarried(switched.carry);
    setMode(next);
  };

  const output = result ? shown(result) : null;

  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Type de calcul" value={mode} options={MODES} onChange={onMode} />
      <div className="form-grid">
        {mode === 'margin' ? (
          <>
            <NumberField label="Prix de vente HT" {...field('sellingPrice')} unit="€" placeholder={'Ex.\u00a0: 30'} />
            <NumberField label="Prix d’achat HT" {...field('purchasePrice')} unit="€" placeholder={'Ex.\u00a0: 15'} />
          </>
        ) : (
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
          tone={result?.mode === 'margin' && result.loss ? 'warning' : 'default'}
        />
      ) : (
        <ResultCard label={RESULT_LABELS[mode]} value="—" copy={false} note={MISSING[mode]} />
      )}
    </ToolFrame>
  );
}
