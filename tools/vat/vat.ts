import { AMOUNT_ERROR, exactDifference, exactSum, parseDecimal, readAmount, shownValue } from '../../components/lib/number';

/** From TTC, from HT, or from the VAT amount itself. */
export type VatDirection = 'ttc-to-ht' | 'ht-to-ttc' | 'vat-to-prices';

export const VAT_AMOUNT_ERROR = AMOUNT_ERROR;
export const VAT_RATE_ERROR = 'Le taux doit être compris entre 0 et 100 %';
export const VAT_ZERO_RATE_ERROR = 'Avec un taux de 0 %, le montant de TVA ne permet pas de retrouver le prix';
/** Shown instead of a result while « Autre taux » is chosen and no rate is typed. */
export const CUSTOM_RATE_MISSING = 'Saisissez le taux de TVA personnalisé.';

/** A custom rate as typed: a number from 0 to 100 (French decimal comma), or an error; null while empty. */
export function parseVatRate(text: string): { rate: number | null; error?: string } {
  const parsed = parseDecimal(text);
  if (!parsed.ok) return parsed.empty ? { rate: null } : { rate: null, error: VAT_RATE_ERROR };
  if (parsed.value < 0 || parsed.value > 100) return { rate: null, error: VAT_RATE_ERROR };
  return { rate: parsed.value };
}

export interface VatBreakdown {
  ht: number;
  vat: number;
  ttc: number;
}

export interface VatResult {
  error?: string;
  /** null while the amount is empty or invalid. */
  breakdown: VatBreakdown | null;
}

/** HT = TTC / (1 + taux/100). */
export function htFromTtc(ttc: number, rate: number): number {
  return (ttc * 100) / exactSum(100, rate);
}

/** TTC = HT × (1 + taux/100). */
export function ttcFromHt(ht: number, rate: number): number {
  return (ht * exactSum(100, rate)) / 100;
}

/**
 * Splits an amount into HT, TVA and TTC. The amount typed is never rounded (a fuel price of 1,859 € TTC stays
 * 1,859); the price computed from it is taken as shown, to the cent, and the VAT (or, from the VAT, the TTC) is
 * derived from the prices on the page (DECISIONS.md, « Figures that add up »), so that HT + TVA = TTC as a user
 * adds them: 2,01 € TTC at 20 % is 1,675 € HT, shown 1,68 €, so the VAT is 0,33 € (not 1,675 × 0,2 = 0,335 → 0,34 €).
 */
export function computeVat(amountText: string, direction: VatDirection, rate: number): VatResult {
  const read = readAmount(amountText, VAT_AMOUNT_ERROR);
  if (read.error !== undefined) return { error: read.error, breakdown: null };
  if (read.value === undefined) return { breakdown: null };

  const amount = read.value;
  if (direction === 'vat-to-prices') {
    if (rate === 0) return { error: VAT_ZERO_RATE_ERROR, breakdown: null };
    const ht = shownValue((amount * 100) / rate);
    return { breakdown: { ht, vat: amount, ttc: exactSum(ht, amount) } };
  }
  if (direction === 'ttc-to-ht') {
    const ht = shownValue(htFromTtc(amount, rate));
    return { breakdown: { ht, ttc: amount, vat: exactDifference(amount, ht) } };
  }
  const ttc = shownValue(ttcFromHt(amount, rate));
  return { breakdown: { ht: amount, ttc, vat: exactDifference(ttc, amount) } };
}
