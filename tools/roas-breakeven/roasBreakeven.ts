import { parseDecimal } from '../../components/lib/number';

/**
 * ROAS breakeven, as corrected in DECISIONS.md:
 *   ex-VAT amount = amount / (1 + its own VAT rate / 100), for the selling price and each cost;
 *   margin % = (ex-VAT selling price − ex-VAT costs) / ex-VAT selling price × 100 (taux de marque);
 *   breakeven ROAS = 100 / margin %.
 * When the margin is 0 or negative, no ROAS can break even.
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
export const AMOUNT_ERROR = 'Veuillez entrer un montant valide';
export const VAT_RATE_ERROR = 'Veuillez entrer un taux de TVA entre 0 et 100';
export const NO_BREAKEVEN_MESSAGE =
  'Aucun ROAS ne peut être rentable\u00a0: vos coûts atteignent ou dépassent votre prix de vente HT.';

const MAX_AMOUNT = 1e13;

export const AMOUNT_FIELDS = ['sellingPrice', 'purchasePrice', 'shippingCost', 'bankFees', 'miscCosts'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

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
  /** Ex-VAT amounts, to the cent. */
  sellingPriceHT: number;
  purchasePriceHT: number;
  shippingCostHT: number;
  bankFeesHT: number;
  miscCostsHT: number;
  totalCostsHT: number;
  /** Ex-VAT selling price − ex-VAT costs, per sale, to the cent: also the most you can pay in ads for one sale. */
  marginAmount: number;
  /** margin / ex-VAT selling price × 100, 2 decimals. */
  marginPercent: number;
  /** 100 / margin %, 2 decimals; null when no ROAS breaks even. */
  breakevenRoas: number | null;
  /** True when the margin is 0 or negative. */
  noBreakeven: boolean;
}

export interface RoasOutput {
  errors: RoasErrors;
  /** null until the selling price is a valid amount above 0 and every other field is valid. */
  result: RoasResult | null;
}

/** amount / (1 + rate / 100). */
export function exVat(amount: number, ratePercent: number): number {
  return (amount * 100) / (100 + ratePercent);
}

export interface RoasNumbers {
  /** Ex-VAT selling price. */
  sellingHT: number;
  /** Sum of the ex-VAT costs. */
  costsHT: number;
}

/** Margin % and breakeven ROAS, unrounded. sellingHT must be above 0. */
export function breakevenFigures({ sellingHT, costsHT }: RoasNumbers): { marginPercent: number; breakevenRoas: number | null } {
  const marginPercent = ((sellingHT - costsHT) / sellingHT) * 100;
  if (!Number.isFinite(marginPercent)) return { marginPercent: 0, breakevenRoas: null };
  return { marginPercent, breakevenRoas: marginPercent > 0 ? 100 / marginPercent : null };
}

/** The VAT rate of a choice in %, or an error for an invalid custom rate. An empty custom rate is 0. */
export function vatRate(setting: VatSetting): { rate: number; error?: string } {
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
      if (!parsed.ok) return parsed.empty ? { rate: 0 } : { rate: 0, error: VAT_RATE_ERROR };
      if (parsed.value < 0 || parsed.value > 100) return { rate: 0, error: VAT_RATE_ERROR };
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
  const ht: Partial<Record<AmountField, number>> = {};

  for (const field of AMOUNT_FIELDS) {
    const parsed = parseDecimal(fields[field]);
    const rate = vatRate(vat[field]);
    if (rate.error) errors[`${field}Vat`] = rate.error;

    if (field === 'sellingPrice') {
      if (!parsed.ok) {
        errors.sellingPrice = parsed.empty ? SELLING_PRICE_REQUIRED_ERROR : AMOUNT_ERROR;
        continue;
      }
      if (parsed.value <= 0) {
        errors.sellingPrice = SELLING_PRICE_POSITIVE_ERROR;
        continue;
      }
    } else if (!parsed.ok) {
      if (parsed.empty) {
        ht[field] = 0;
        continue;
      }
      errors[field] = AMOUNT_ERROR;
      continue;
    }
    if (parsed.value < 0 || parsed.value > MAX_AMOUNT) {
      errors[field] = AMOUNT_ERROR;
      continue;
    }
    ht[field] = exVat(parsed.value, rate.rate);
  }

  if (Object.keys(errors).length > 0) return { errors, result: null };

  const sellingHT = ht.sellingPrice ?? 0;
  const costs = AMOUNT_FIELDS.filter((f) => f !== 'sellingPrice').map((f) => ht[f] ?? 0);
  const costsHT = costs.reduce((sum, c) => sum + c, 0);
  if (!(sellingHT > 0)) return { errors: { sellingPrice: SELLING_PRICE_POSITIVE_ERROR }, result: null };

  const figures = breakevenFigures({ sellingHT, costsHT });
  // Exact figures: the shared formatter rounds them once, and never shows a non-zero margin as « 0,00 % ».
  const marginPercent = Number(figures.marginPercent.toPrecision(15));
  const noBreakeven = figures.breakevenRoas === null || marginPercent <= 0;
  return {
    errors,
    result: {
      sellingPriceHT: sellingHT,
      purchasePriceHT: ht.purchasePrice ?? 0,
      shippingCostHT: ht.shippingCost ?? 0,
      bankFeesHT: ht.bankFees ?? 0,
      miscCostsHT: ht.miscCosts ?? 0,
      totalCostsHT: costsHT,
      marginAmount: Number((sellingHT - costsHT).toPrecision(15)),
      marginPercent,
      breakevenRoas: noBreakeven || figures.breakevenRoas === null ? null : figures.breakevenRoas,
      noBreakeven,
    },
  };
}

/** How the profit to keep is given (issue 16): a share of the HT selling price, or euros per order. */
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
 * ROAS for a target profit (issue 16): what is left for advertising per order is the margin minus the profit
 * to keep; the ROAS that spends exactly that is selling price HT ÷ (margin − profit), or in rates
 * 100 ÷ (taux de marque − profit %). At a profit of 0 it is the breakeven ROAS.
 */
export function targetRoas(sellingHT: number, marginAmount: number, kind: ProfitKind, profit: number): TargetRoas {
  const profitPerOrder = kind === 'percent' ? (sellingHT * profit) / 100 : profit;
  const maxCpaAtTarget = Number((marginAmount - profitPerOrder).toPrecision(15));
  const roas = maxCpaAtTarget > 0 ? sellingHT / maxCpaAtTarget : null;
  return { profitPerOrder, maxCpaAtTarget, targetRoas: roas !== null && Number.isFinite(roas) ? roas : null };
}

/** The profit as typed: empty is no target (null), a bad value an error. */
export function parseProfit(text: string, kind: ProfitKind): { value: number | null; error?: string } {
  const parsed = parseDecimal(text);
  const error = kind === 'percent' ? PROFIT_PERCENT_ERROR : PROFIT_AMOUNT_ERROR;
  if (!parsed.ok) return parsed.empty ? { value: null } : { value: null, error };
  const max = kind === 'percent' ? 100 : MAX_AMOUNT;
  if (parsed.value < 0 || parsed.value > max) return { value: null, error };
  return { value: parsed.value };
}
