import { useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { SelectField } from '../../components/fields/SelectField';
import { formatEuro, formatNumber, formatPercent } from '../../components/lib/number';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, useToolParam } from '../../components/tool/toolState';
import {
  AMOUNT_FIELDS,
  computeRoasBreakeven,
  DEFAULT_ROAS_VAT,
  NO_BREAKEVEN_MESSAGE,
  NO_TARGET_ROAS_MESSAGE,
  parseProfit,
  targetRoas,
  type ProfitKind,
  type RoasFields,
  type RoasVat,
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

/** The address's names: `prix-vente=60&tva-prix-vente=20`, `tva-frais-divers=perso&tva-perso-frais-divers=8,5`. */
const PARAM_NAMES: Record<AmountField, string> = {
  sellingPrice: 'prix-vente',
  purchasePrice: 'prix-achat',
  shippingCost: 'livraison',
  bankFees: 'frais-bancaires',
  miscCosts: 'frais-divers',
};
const VAT_PARAM = choiceParam<VatChoice>({ sans: 'none', '20': '20', '10': '10', '5.5': '5.5', perso: 'custom' });
const PROFIT_KIND_PARAM = choiceParam<ProfitKind>({ pourcent: 'percent', euros: 'euro' });
const PROFIT_KINDS = [
  { value: 'percent', label: '% du prix HT' },
  { value: 'euro', label: '€ par commande' },
] as const;

/** One amount row's three inputs, each in the address (called for every row in a fixed order). */
function useRowParams(field: AmountField) {
  const name = PARAM_NAMES[field];
  const [amount, setAmount] = useToolParam(name, '');
  const [choice, setChoice] = useToolParam<VatChoice>(`tva-${name}`, DEFAULT_ROAS_VAT[field].choice, VAT_PARAM);
  const [custom, setCustom] = useToolParam(`tva-perso-${name}`, '');
  return { amount, setAmount, choice, setChoice, custom, setCustom };
}

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
  const rows = {
    sellingPrice: useRowParams('sellingPrice'),
    purchasePrice: useRowParams('purchasePrice'),
    shippingCost: useRowParams('shippingCost'),
    bankFees: useRowParams('bankFees'),
    miscCosts: useRowParams('miscCosts'),
  };
  const fields = Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, rows[f].amount])) as RoasFields;
  const vat = Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, { choice: rows[f].choice, custom: rows[f].custom }])) as RoasVat;
  const [profitKind, setProfitKind] = useToolParam<ProfitKind>('profit-en', 'percent', PROFIT_KIND_PARAM);
  const [profitText, setProfitText] = useToolParam('profit', '');
  // Not an input: whether the selling price was left once, for the required-field message.
  const [sellingTouched, setSellingTouched] = useState(false);
  const { errors, result, missingRates } = computeRoasBreakeven(fields, vat);
  const profit = parseProfit(profitText, profitKind);
  const target = result && profit.value !== null ? targetRoas(result, profitKind, profit.value) : null;

  const othersFilled = ROWS.some(({ field }) => field !== 'sellingPrice' && fields[field].trim() !== '');
  const showRequired = sellingTouched || othersFilled;
  const errorOf = (field: AmountField) =>
    field === 'sellingPrice' && errors.sellingPrice === SELLING_PRICE_REQUIRED_ERROR && !showRequired ? undefined : errors[field];

  const setAmount = (field: AmountField) => rows[field].setAmount;
  const setChoice = (field: AmountField) => rows[field].setChoice;
  const setCustom = (field: AmountField) => rows[field].setCustom;

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
          value={result === null ? NO_RESULT : noRoas ? 'Aucun' : formatNumber(result.breakevenRoas ?? 0)}
          copy={!noRoas}
          tone={noRoas ? 'warning' : 'default'}
          details={result ? details(result) : undefined}
          note={
            result
              ? note(result)
              : missingRates.length > 0 && Object.keys(errors).length === 0
                ? `Saisissez le taux de TVA personnalisé ${ROWS.find((row) => row.field === missingRates[0])!.of}.`
                : Object.keys(errors).some((key) => key !== 'sellingPrice')
                ? 'Corrigez les champs signalés en rouge pour obtenir votre ROAS de rentabilité.'
                : 'Saisissez un prix de vente supérieur à 0 pour obtenir votre ROAS de rentabilité.'
          }
        />
      </div>
      <section className="subpanel next-section" aria-labelledby="roas-target-title">
        <h2 className="next-section__title" id="roas-target-title">
          ROAS pour un profit visé
        </h2>
        <div className="form-grid">
          <ChoiceField legend="Profit exprimé en" value={profitKind} options={PROFIT_KINDS} onChange={setProfitKind} />
          <NumberField
            label="Profit à garder par commande"
            value={profitText}
            onChange={setProfitText}
            error={profit.error}
            unit={profitKind === 'percent' ? '%' : '€'}
            hint={profitKind === 'percent' ? 'En % du prix de vente HT' : 'En € HT par commande'}
            placeholder={profitKind === 'percent' ? 'Ex.\u00a0: 10' : 'Ex.\u00a0: 5'}
          />
        </div>
        <ResultCard
          label="ROAS cible"
          value={!target ? NO_RESULT : target.targetRoas === null ? 'Aucun' : formatNumber(target.targetRoas)}
          copy={target !== null && target.targetRoas !== null}
          tone={target && target.targetRoas === null ? 'warning' : 'default'}
          details={
            result && target
              ? [
                  { label: 'CPA maximal à l’équilibre', value: formatEuro(Math.max(result.marginAmount, 0)) },
                  { label: 'Profit gardé par commande HT', value: formatEuro(target.profitPerOrder) },
                  { label: 'CPA maximal pour ce profit', value: target.maxCpaAtTarget > 0 ? formatEuro(target.maxCpaAtTarget) : 'Aucun' },
                ]
              : undefined
          }
          note={
            !target
              ? 'Saisissez le prix de vente et le profit à garder pour obtenir le ROAS cible et le CPA maximal.'
              : target.targetRoas === null
                ? NO_TARGET_ROAS_MESSAGE
                : `ROAS cible = prix de vente HT ÷ (marge − profit visé)\u00a0: chaque euro de publicité doit rapporter au moins ${formatEuro(target.targetRoas)} de chiffre d’affaires HT pour garder ${formatEuro(target.profitPerOrder)} par commande.`
          }
        />
      </section>
    </ToolFrame>
  );
}
