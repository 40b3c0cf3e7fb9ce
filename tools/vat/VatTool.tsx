import { ChoiceField } from '../../components/fields/ChoiceField';
import { LoadBoundary } from '../../components/layout/LoadStatus';
import { preloadable } from '../../components/preloadable';
import { NumberField } from '../../components/fields/NumberField';
import { formatAsTyped, formatEuro, formatPercent } from '../../components/lib/number';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, textParam, useToolParam } from '../../components/tool/toolState';
import { DEFAULT_VAT_RATE, VAT_RATES } from '../../components/lib/vatRates';
import { computeVat, CUSTOM_RATE_MISSING, parseVatRate, type VatDirection } from './vat';

const euroAsTyped = (value: number) => `${formatAsTyped(value)}\u00a0€`;

const DIRECTIONS = [
  { value: 'ttc-to-ht', label: 'TTC vers HT' },
  { value: 'ht-to-ttc', label: 'HT vers TTC' },
  { value: 'vat-to-prices', label: 'Depuis la TVA' },
] as const;

const DIRECTION_PARAM = choiceParam<VatDirection>({ 'ttc-ht': 'ttc-to-ht', 'ht-ttc': 'ht-to-ttc', tva: 'vat-to-prices' });
const CUSTOM = 'autre';
const RATE_PARAM = choiceParam([...VAT_RATES.map(String), CUSTOM]);

const rateLabel = (rate: number) => formatPercent(rate, { minDecimals: 0, decimals: 1 });
const RATES = [
  ...VAT_RATES.map((rate) => ({ value: String(rate), label: rate === 8.5 ? `${rateLabel(rate)} (DOM)` : rateLabel(rate) })),
  { value: CUSTOM, label: 'Autre taux' },
];

const AMOUNT_LABELS: Record<VatDirection, string> = {
  'ttc-to-ht': 'Montant TTC',
  'ht-to-ttc': 'Montant HT',
  'vat-to-prices': 'Montant de la TVA',
};
const RESULT_LABELS: Record<VatDirection, string> = { 'ttc-to-ht': 'Prix HT', 'ht-to-ttc': 'Prix TTC', 'vat-to-prices': 'Prix HT' };

type Mode = 'montant' | 'liste';
const MODES = [
  { value: 'montant', label: 'Un montant' },
  { value: 'liste', label: 'Une liste de prix' },
] as const;
const MODE_PARAM = choiceParam<Mode>(['montant', 'liste']);

// The list mode's field, table reading, result table and exports: loaded when that mode is chosen.
const batch = preloadable(() => import('./VatBatch'));
const BATCH_LOADING = <p className="field__hint">Chargement du mode «{'\u00a0'}Une liste de prix{'\u00a0'}»…</p>;

export default function VatTool() {
  const [mode, setMode] = useToolParam<Mode>('mode', 'montant', MODE_PARAM);
  const [list, setList] = useToolParam('liste', '', textParam, { large: true });
  const [priceColumn, setPriceColumn] = useToolParam('prix', '');
  const [rateColumn, setRateColumn] = useToolParam('colonne-taux', '');
  const [headerLine, setHeaderLine] = useToolParam('entete', '');
  const [amount, setAmount] = useToolParam('montant', '');
  const [direction, setDirection] = useToolParam<VatDirection>('sens', 'ttc-to-ht', DIRECTION_PARAM);
  const [rateChoice, setRate] = useToolParam('taux', String(DEFAULT_VAT_RATE), RATE_PARAM);
  const [customRate, setCustomRate] = useToolParam('taux-perso', '');
  const custom = rateChoice === CUSTOM;
  const parsedCustom = parseVatRate(customRate);
  const rate = custom ? parsedCustom.rate : Number(rateChoice);
  const computed = rate === null ? { breakdown: null } : computeVat(amount, direction, rate);
  const error = 'error' in computed ? computed.error : undefined;
  const rateError = custom ? parsedCustom.error : undefined;
  // FieldErrors rule: any error on the page and no figure is shown.
  const breakdown = rateError ? null : computed.breakdown;
  const typed = (field: 'ht' | 'vat' | 'ttc', value: number) =>
    // The amount typed is echoed as typed (1,859 € stays 1,859 €); computed amounts are rounded once.
    (field === 'ttc' && direction === 'ttc-to-ht') || (field === 'ht' && direction === 'ht-to-ttc') || (field === 'vat' && direction === 'vat-to-prices')
      ? euroAsTyped(value)
      : formatEuro(value);

  const sharedFields = (
    <>
      <ChoiceField legend="Sens du calcul" value={direction} options={DIRECTIONS} onChange={setDirection} />
      <ChoiceField legend="Taux de TVA" value={rateChoice} options={RATES} onChange={setRate} />
      {custom && (
        <NumberField
          label="Taux personnalisé"
          value={customRate}
          onChange={setCustomRate}
          error={rateError}
          unit="%"
          hint="De 0 à 100"
          placeholder={'Ex.\u00a0: 7'}
        />
      )}
    </>
  );

  if (mode === 'liste') {
    return (
      <ToolFrame content={content}>
        <ChoiceField legend="Mode" value={mode} options={MODES} onChange={setMode} />
        <LoadBoundary fallback={BATCH_LOADING} failed={'Le mode «\u00a0Une liste de prix\u00a0» n’a pas pu être chargé.'}>
          <batch.Component
            text={list}
            onText={setList}
            price={priceColumn}
            onPrice={setPriceColumn}
            rateColumn={rateColumn}
            onRateColumn={setRateColumn}
            header={headerLine}
            onHeader={setHeaderLine}
            direction={direction}
            rate={rateError ? null : rate}
            rateNote={rateError ? undefined : CUSTOM_RATE_MISSING}
          >
            {sharedFields}
          </batch.Component>
        </LoadBoundary>
      </ToolFrame>
    );
  }

  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Mode" value={mode} options={MODES} onChange={setMode} />
      <div className="form-grid">
        <NumberField
          label={AMOUNT_LABELS[direction]}
          value={amount}
          onChange={setAmount}
          error={error}
          unit="€"
          placeholder={direction === 'vat-to-prices' ? 'Ex.\u00a0: 20' : 'Ex.\u00a0: 120'}
        />
        {sharedFields}
      </div>
      {rate !== null && breakdown ? (
        <ResultCard
          label={RESULT_LABELS[direction]}
          value={formatEuro(direction === 'ht-to-ttc' ? breakdown.ttc : breakdown.ht)}
          details={[
            { label: 'Montant HT', value: typed('ht', breakdown.ht) },
            { label: `TVA à ${rateLabel(rate)}`, value: typed('vat', breakdown.vat) },
            { label: 'Montant TTC', value: typed('ttc', breakdown.ttc) },
          ]}
        />
      ) : (
        <ResultCard
          label={RESULT_LABELS[direction]}
          value={NO_RESULT}
          note={rate === null ? (rateError ? undefined : CUSTOM_RATE_MISSING) : error ? undefined : `Saisissez le ${AMOUNT_LABELS[direction].replace('Montant', 'montant')}.`}
        />
      )}
    </ToolFrame>
  );
}
