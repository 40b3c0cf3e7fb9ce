import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { formatAsTyped, formatEuro, formatPercent } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { choiceParam, useToolParam } from '../../components/tool/toolState';
import { content } from './content';
import { computeVat, DEFAULT_VAT_RATE, VAT_RATES, type VatDirection } from './vat';

const euroAsTyped = (value: number) => `${formatAsTyped(value)}\u00a0€`;

const DIRECTIONS = [
  { value: 'ttc-to-ht', label: 'TTC vers HT' },
  { value: 'ht-to-ttc', label: 'HT vers TTC' },
] as const;

const DIRECTION_PARAM = choiceParam<VatDirection>({ 'ttc-ht': 'ttc-to-ht', 'ht-ttc': 'ht-to-ttc' });
const RATE_PARAM = choiceParam(VAT_RATES.map(String));

const RATES = VAT_RATES.map((rate) => ({ value: String(rate), label: formatPercent(rate, { minDecimals: 0, decimals: 1 }) }));

export default function VatTool() {
  const [amount, setAmount] = useToolParam('montant', '');
  const [direction, setDirection] = useToolParam<VatDirection>('sens', 'ttc-to-ht', DIRECTION_PARAM);
  const [rate, setRate] = useToolParam('taux', String(DEFAULT_VAT_RATE), RATE_PARAM);
  const { error, breakdown } = computeVat(amount, direction, Number(rate));
  const toHt = direction === 'ttc-to-ht';
  const b = breakdown ?? { ht: 0, vat: 0, ttc: 0 };

  return (
    <ToolFrame content={content}>
      <div className="form-grid">
        <NumberField
          label={toHt ? 'Montant TTC' : 'Montant HT'}
          value={amount}
          onChange={setAmount}
          error={error}
          unit="€"
          placeholder={'Ex.\u00a0: 120'}
        />
        <ChoiceField legend="Sens du calcul" value={direction} options={DIRECTIONS} onChange={setDirection} />
        <ChoiceField legend="Taux de TVA" value={rate} options={RATES} onChange={setRate} />
      </div>
      <ResultCard
        label={toHt ? 'Prix HT' : 'Prix TTC'}
        value={formatEuro(toHt ? b.ht : b.ttc)}
        details={[
          // The amount typed is echoed as typed (1,859 € stays 1,859 €); computed amounts are rounded once.
          { label: 'Montant HT', value: toHt ? formatEuro(b.ht) : euroAsTyped(b.ht) },
          { label: `TVA à ${formatPercent(Number(rate), { minDecimals: 0, decimals: 1 })}`, value: formatEuro(b.vat) },
          { label: 'Montant TTC', value: toHt ? euroAsTyped(b.ttc) : formatEuro(b.ttc) },
        ]}
      />
    </ToolFrame>
  );
}
