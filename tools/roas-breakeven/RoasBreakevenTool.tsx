import { useState } from 'react';
import { NumberField } from '../../components/fields/NumberField';
import { SelectField } from '../../components/fields/SelectField';
import { formatEuro, formatNumber, formatPercent } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import {
  computeRoasBreakeven,
  DEFAULT_ROAS_FIELDS,
  DEFAULT_ROAS_VAT,
  NO_BREAKEVEN_MESSAGE,
  SELLING_PRICE_REQUIRED_ERROR,
  VAT_CHOICES,
  type AmountField,
  type RoasResult,
  type VatChoice,
} from './roasBreakeven';

const ROWS: readonly { field: AmountField; label: string; of: string; placeholder: string }[] = [
  { field: 'sellingPrice', label: 'Prix de vente', of: 'du prix de vente', placeholder: 'Ex.\u00a0: 60' },
  { field: 'purchasePrice', label: 'Prix d’achat', of: 'du prix d’achat', placeholder: 'Ex.\u00a0: 24' },
  { field: 'shippingCost', label: 'Frais de livraison', of: 'des frais de livraison', placeholder: 'Ex.\u00a0: 6' },
  { field: 'bankFees', label: 'Frais bancaires', of: 'des frais bancaires', placeholder: 'Ex.\u00a0: 1,50' },
  { field: 'miscCosts', label: 'Frais divers', of: 'des frais divers', placeholder: 'Ex.\u00a0: 0' },
];

const INTRO =
  'Saisissez chaque montant par vente, tel qu’il figure sur le prix ou la facture, et choisissez la TVA qu’il contient. Seul le prix de vente est obligatoire\u00a0; un coût laissé vide compte pour 0.';

function details(result: RoasResult) {
  return [
    { label: 'Taux de marque (marge sur prix de vente HT)', value: formatPercent(result.marginPercent) },
    { label: 'Marge par vente HT (CPA maximal)', value: formatEuro(result.marginAmount) },
    { label: 'Prix de vente HT', value: formatEuro(result.sellingPriceHT) },
    { label: 'Prix d’achat HT', value: formatEuro(result.purchasePriceHT) },
    { label: 'Livraison HT', value: formatEuro(result.shippingCostHT) },
    { label: 'Frais bancaires HT', value: formatEuro(result.bankFeesHT) },
    { label: 'Frais divers HT', value: formatEuro(result.miscCostsHT) },
    { label: 'Total des coûts HT', value: formatEuro(result.totalCostsHT) },
  ];
}

function note(result: RoasResult): string {
  if (result.breakevenRoas === null) {
    const loss =
      result.marginAmount < 0
        ? ` Chaque vente vous fait perdre ${formatEuro(-result.marginAmount)} HT avant même toute dépense publicitaire.`
        : ' Votre marge est nulle avant publicité\u00a0: le moindre euro de publicité vous fait perdre de l’argent.';
    return `${NO_BREAKEVEN_MESSAGE}${loss} Augmentez votre prix ou réduisez vos coûts.`;
  }
  const roas = result.breakevenRoas;
  return `Chaque euro de publicité doit rapporter au moins ${formatEuro(roas)} de chiffre d’affaires HT (soit un ROAS de ${formatPercent(roas * 100, { decimals: 0 })}) pour couvrir vos coûts. Au-dessus, vos campagnes sont rentables\u00a0; en dessous, chaque vente vous coûte de l’argent.`;
}

export default function RoasBreakevenTool() {
  const [fields, setFields] = useState({ ...DEFAULT_ROAS_FIELDS });
  const [vat, setVat] = useState({ ...DEFAULT_ROAS_VAT });
  const [sellingTouched, setSellingTouched] = useState(false);
  const { errors, result } = computeRoasBreakeven(fields, vat);

  const othersFilled = ROWS.some(({ field }) => field !== 'sellingPrice' && fields[field].trim() !== '');
  const showRequired = sellingTouched || othersFilled;
  const errorOf = (field: AmountField) =>
    field === 'sellingPrice' && errors.sellingPrice === SELLING_PRICE_REQUIRED_ERROR && !showRequired ? undefined : errors[field];

  const setAmount = (field: AmountField) => (value: string) => setFields((current) => ({ ...current, [field]: value }));
  const setChoice = (field: AmountField) => (choice: VatChoice) =>
    setVat((current) => ({ ...current, [field]: { ...current[field], choice } }));
  const setCustom = (field: AmountField) => (custom: string) =>
    setVat((current) => ({ ...current, [field]: { ...current[field], custom } }));

  const noRoas = result !== null && result.breakevenRoas === null;

  return (
    <ToolFrame content={content}>
      <div className="roas-form">
        <p className="field__hint roas-form__intro">{INTRO}</p>
        {ROWS.map(({ field, label, of, placeholder }) => (
          <div className="roas-row" key={field}>
            {/* The required-field message waits until the selling price was left or another field was filled. */}
            <div className="roas-row__amount" onBlur={field === 'sellingPrice' ? () => setSellingTouched(true) : undefined}>
              <NumberField label={label} value={fields[field]} onChange={setAmount(field)} error={errorOf(field)} unit="€" placeholder={placeholder} />
            </div>
            <SelectField
              label={
                <>
                  TVA<span className="visually-hidden"> {of}</span>
                </>
              }
              value={vat[field].choice}
              options={VAT_CHOICES}
              onChange={setChoice(field)}
            />
            {vat[field].choice === 'custom' && (
              <div className="roas-row__custom">
                <NumberField
                  label={
                    <>
                      Taux de TVA<span className="visually-hidden"> {of}</span>
                    </>
                  }
                  value={vat[field].custom}
                  onChange={setCustom(field)}
                  error={errors[`${field}Vat`]}
                  unit="%"
                  placeholder={'Ex.\u00a0: 8,5'}
                />
              </div>
            )}
          </div>
        ))}
      </div>
      <div className="roas-result">
        <ResultCard
          label="ROAS de rentabilité"
          value={result === null ? formatNumber(0) : noRoas ? 'Aucun' : formatNumber(result.breakevenRoas ?? 0)}
          copy={result !== null && !noRoas}
          tone={noRoas ? 'warning' : 'default'}
          details={result ? details(result) : undefined}
          note={
            result
              ? note(result)
              : Object.keys(errors).some((key) => key !== 'sellingPrice')
                ? 'Corrigez les champs signalés en rouge pour obtenir votre ROAS de rentabilité.'
                : 'Saisissez un prix de vente supérieur à 0 pour obtenir votre ROAS de rentabilité.'
          }
        />
      </div>
    </ToolFrame>
  );
}
