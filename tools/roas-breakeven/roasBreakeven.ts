import { breakevenRoas } from '../../components/lib/adRatios';
import { AMOUNT_ERROR, AMOUNT_TOO_LARGE_ERROR, exactDifference, exactSum, MAX_AMOUNT, numberOrUndefined, parseDecimal, readAmount, shownValue } from '../../components/lib/number';

/**
 * ROAS breakeven, as corrected in DECISIONS.md:
 *   ex-VAT amount = amount / (1 + its own VAT rate / 100), for the selling price and each cost;
 *   margin % = (ex-VAT selling price − ex-VAT costs) / ex-VAT selling price × 100 (taux de marque);
 *   breakeven ROAS = 100 / margin %.
 * When the margin is 0 or negative, no ROAS can break even.
 * The ex-VAT amounts are prices, taken as shown (to the cent), and the euros derived from them on the same result
 * (total costs, margin per sale, maximum CPA) are their sums as a user adds them (DECISIONS.md, « Figures that add
 * up »); the margin rate and the ROAS stay exact.
 */

export type VatChoice = 'none' | '20' | '10' | '5.5' | 'custom';

export const VAT_CHOICES: readonly { value: VatChoice; label: string }[] = [
  { value: 'none', label: 'Sans TVA' },
  { value: '20', label: '20\u00a0%' },
  { value: '10', label: '10\u00a0%' },
  { value: '5.5', label: '5,5\u00a0%' },
  { value: 'custom', label: 'Personnalisé' },
];

export const SELLING_PRICE_REQUIRED_ERROR = 'Le prix de vente est obligatoire';
export const SELLING_PRICE_POSITIVE_ERROR = 'Le prix de vente doit être supérieur à 0';
export { AMOUNT_ERROR };
export const VAT_RATE_ERROR = 'Veuillez entrer un taux de TVA entre 0 et 100';
export const NO_BREAKEVEN_MESSAGE =
  'Aucun ROAS ne peut être rentable\u00a0: vos coûts atteignent ou dépassent votre prix de vente HT.';

export const AMOUNT_FIELDS = ['sellingPrice', 'purchasePrice', 'shippingCost', 'bankFees', 'miscCosts'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];
const COST_FIELDS = AMOUNT_FIELDS.filter((field) => field !== 'sellingPrice');

export interface VatSetting {
  choice: VatChoice;
  /** The rate typed by the user when choice is 'custom', in %. */
  custom: string;
}

export type RoasFields = Record<AmountField, string>;
export type RoasVat = Record<AmountField, VatSetting>;

/** Errors on the amounts (`sellingPrice`, ...) and on the custom VAT rates (`sellingPriceVat`, ...). */
export type RoasErrors = Partial<Record<AmountField | `${AmountField}Vat`, string>>;

export interface RoasResult {
  /** Ex-VAT amounts, as shown (to the cent). */
  sellingPriceHT: number;
  purchasePriceHT: number;
  shippingCostHT: number;
  bankFeesHT: number;
  miscCostsHT: number;
  totalCostsHT: number;
  /** Ex-VAT selling price − ex-VAT costs as shown, per sale: also the most you can pay in ads for one sale. */
  marginAmount: number;
  /** margin / ex-VAT selling price × 100, exact. */
  marginPercent: number;
  /** 100 / margin %, exact; null when no ROAS breaks even. */
  breakevenRoas: number | null;
  /** True when the margin is 0 or negative. */
  noBreakeven: boolean;
  /** The exact ex-VAT selling price and margin, from which the rates are computed. */
  exact: RoasNumbers & { marginHT: number };
}

export interface RoasOutput {
  errors: RoasErrors;
  /** null until the selling price is a valid amount above 0 and every other field is valid. */
  result: RoasResult | null;
  /** The amounts whose « Personnalisé » VAT rate is still empty: no result until it is typed. */
  missingRates: AmountField[];
}

/** amount / (1 + rate / 100). */
export function exVat(amount: number, ratePercent: number): number {
  return (amount * 100) / exactSum(100, ratePercent);
}

export interface RoasNumbers {
  /** Ex-VAT selling price. */
  sellingHT: number;
  /** Sum of the ex-VAT costs. */
  costsHT: number;
}

/** Margin % and breakeven ROAS, exact. sellingHT must be above 0. */
export function breakevenFigures({ sellingHT, costsHT }: RoasNumbers): { marginPercent: number; breakevenRoas: number | null } {
  const marginPercent = (exactDifference(sellingHT, costsHT) / sellingHT) * 100;
  if (!Number.isFinite(marginPercent)) return { marginPercent: 0, breakevenRoas: null };
  return { marginPercent, breakevenRoas: breakevenRoas(marginPercent) };
}

/** The VAT rate of a choice in %, or an error for an invalid custom rate; null while a custom rate is empty. */
export function vatRate(setting: VatSetting): { rate: number | null; error?: string } {
  switch (setting.choice) {
    case 'none':
      return { rate: 0 };
    case '20':
      return { rate: 20 };
    case '10':
      return { rate: 10 };
    case '5.5':
      return { rate: 5.5 };
    case 'custom': {
      const parsed = parseDecimal(setting.custom);
      if (!parsed.ok) return parsed.empty ? { rate: null } : { rate: null, error: VAT_RATE_ERROR };
      if (parsed.value < 0 || parsed.value > 100) return { rate: null, error: VAT_RATE_ERROR };
      return { rate: parsed.value };
    }
  }
}

export const DEFAULT_ROAS_FIELDS: RoasFields = {
  sellingPrice: '',
  purchasePrice: '',
  shippingCost: '',
  bankFees: '',
  miscCosts: '',
};

/**
 * Suggested defaults: selling price, purchase price and shipping at 20 % (French standard rate); bank fees are
 * exempt from VAT (CGI art. 261 C) and misc costs start without VAT.
 */
export const DEFAULT_ROAS_VAT: RoasVat = {
  sellingPrice: { choice: '20', custom: '' },
  purchasePrice: { choice: '20', custom: '' },
  shippingCost: { choice: '20', custom: '' },
  bankFees: { choice: 'none', custom: '' },
  miscCosts: { choice: 'none', custom: '' },
};

export function computeRoasBreakeven(fields: RoasFields, vat: RoasVat = DEFAULT_ROAS_VAT): RoasOutput {
  const errors: RoasErrors = {};
  const missingRates: AmountField[] = [];
  // Each amount ex-VAT, exact, for the rates; the same as shown, for the euros.
  const exact: Partial<Record<AmountField, number>> = {};

  for (const field of AMOUNT_FIELDS) {
    const amount = readAmount(fields[field]);
    const rate = vatRate(vat[field]);
    if (rate.error) errors[`${field}Vat`] = rate.error;
    if (field === 'sellingPrice' && !amount.error && amount.value === undefined) errors.sellingPrice = SELLING_PRICE_REQUIRED_ERROR;
    else if (field === 'sellingPrice' && (numberOrUndefined(fields[field]) ?? 1) <= 0) errors.sellingPrice = SELLING_PRICE_POSITIVE_ERROR;
    else if (amount.error) errors[field] = amount.error;
    else if (amount.value !== undefined && rate.rate === null && !rate.error) missingRates.push(field);
    else if (rate.rate !== null) exact[field] = exVat(amount.value ?? 0, rate.rate);
  }

  if (Object.keys(errors).length > 0 || missingRates.length > 0) return { errors, result: null, missingRates };

  const sellingHT = exact.sellingPrice ?? 0;
  const costsHT = exactSum(...COST_FIELDS.map((f) => exact[f] ?? 0));
  if (!(sellingHT > 0)) return { errors: { sellingPrice: SELLING_PRICE_POSITIVE_ERROR }, result: null, missingRates };

  const shown = (field: AmountField) => shownValue(exact[field] ?? 0);
  const totalCostsHT = exactSum(...COST_FIELDS.map(shown));
  const figures = breakevenFigures({ sellingHT, costsHT });
  const noBreakeven = figures.breakevenRoas === null || figures.marginPercent <= 0;
  return {
    errors,
    missingRates,
    result: {
      sellingPriceHT: shown('sellingPrice'),
      purchasePriceHT: shown('purchasePrice'),
      shippingCostHT: shown('shippingCost'),
      bankFeesHT: shown('bankFees'),
      miscCostsHT: shown('miscCosts'),
      totalCostsHT,
      marginAmount: exactDifference(shown('sellingPrice'), totalCostsHT),
      marginPercent: figures.marginPercent,
      breakevenRoas: noBreakeven ? null : figures.breakevenRoas,
      noBreakeven,
      exact: { sellingHT, costsHT, marginHT: exactDifference(sellingHT, costsHT) },
    },
  };
}

/** How the profit to keep is given: a share of the HT selling price, or euros per order. */
export type ProfitKind = 'percent' | 'euro';

export const PROFIT_PERCENT_ERROR = 'Le profit visé doit être compris entre 0 et 100\u00a0% du prix HT';
export const PROFIT_AMOUNT_ERROR = 'Veuillez entrer un profit par commande valide (0 ou plus)';
export const NO_TARGET_ROAS_MESSAGE =
  'Aucun ROAS ne permet ce profit\u00a0: il atteint ou dépasse la marge par vente avant publicité.';

export interface TargetRoas {
  /** Profit kept per order, in € HT. */
  profitPerOrder: number;
  /** Most you can pay in ads for one order and keep that profit: margin − profit (CPA maximal à l’objectif). */
  maxCpaAtTarget: number;
  /** Selling price HT ÷ (margin − profit), i.e. 100 ÷ (taux de marque − profit %); null when nothing is left for ads. */
  targetRoas: number | null;
}

/**
 * ROAS for a target profit: what is left for advertising per order is the margin minus the profit
 * to keep; the ROAS that spends exactly that is selling price HT ÷ (margin − profit), or in rates
 * 100 ÷ (taux de marque − profit %). At a profit of 0 it is the breakeven ROAS.
 */
export function targetRoas(result: Pick<RoasResult, 'marginAmount' | 'exact'>, kind: ProfitKind, profit: number): TargetRoas {
  const { sellingHT, marginHT } = result.exact;
  const exactProfit = kind === 'percent' ? (sellingHT * profit) / 100 : profit;
  // The euros as shown, from the margin as shown; the ROAS, a rate, from the exact figures.
  const profitPerOrder = shownValue(exactProfit);
  const left = exactDifference(marginHT, exactProfit);
  const roas = left > 0 ? sellingHT / left : null;
  return {
    profitPerOrder,
    maxCpaAtTarget: exactDifference(result.marginAmount, profitPerOrder),
    targetRoas: roas !== null && Number.isFinite(roas) ? roas : null,
  };
}

/** The profit as typed: empty is no target (null), a bad value an error. */
export function parseProfit(text: string, kind: ProfitKind): { value: number | null; error?: string } {
  const parsed = parseDecimal(text);
  const error = kind === 'percent' ? PROFIT_PERCENT_ERROR : PROFIT_AMOUNT_ERROR;
  if (!parsed.ok) return parsed.empty ? { value: null } : { value: null, error };
  if (kind === 'euro' && parsed.value > MAX_AMOUNT) return { value: null, error: AMOUNT_TOO_LARGE_ERROR };
  if (parsed.value < 0 || (kind === 'percent' && parsed.value > 100)) return { value: null, error };
  return { value: parsed.value };
}
