import { parseDecimal } from '../../components/lib/number';

/** From TTC, from HT, or from the VAT amount itself (issue 16). */
export type VatDirection = 'ttc-to-ht' | 'ht-to-ttc' | 'vat-to-prices';

/**
 * French VAT rates offered by the tool (CGI art. 278 to 281 nonies, 296 and 297): taux particulier 2,1 %,
 * réduit 5,5 %, taux normal des DOM (Guadeloupe, Martinique, La Réunion) 8,5 %, intermédiaire 10 %, normal 20 %.
 */
export const VAT_RATES = [2.1, 5.5, 8.5, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 20;

export const VAT_AMOUNT_ERROR = 'Veuillez entrer un montant valide';
export const VAT_RATE_ERROR = 'Le taux doit être compris entre 0 et 100 %';
export const VAT_ZERO_RATE_ERROR = 'Avec un taux de 0 %, le montant de TVA ne permet pas de retrouver le prix';

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
  return (ttc * 100) / (100 + rate);
}

/** TTC = HT × (1 + taux/100). */
export function ttcFromHt(ht: number, rate: number): number {
  return (ht * (100 + rate)) / 100;
}

/**
 * Splits an amount into HT, TVA and TTC, exactly: the amount typed is never rounded (a fuel price of
 * 1,859 € TTC stays 1,859), and only the shared formatter rounds what is displayed, once.
 */
export function computeVat(amountText: string, direction: VatDirection, rate: number): VatResult {
  const parsed = parseDecimal(amountText);
  if (!parsed.ok) return parsed.empty ? { breakdown: null } : { error: VAT_AMOUNT_ERROR, breakdown: null };
  if (parsed.value < 0 || parsed.value > 1e13) return { error: VAT_AMOUNT_ERROR, breakdown: null };

  const amount = parsed.value;
  if (direction === 'vat-to-prices') {
    // HT = TVA × 100 / taux, TTC = TVA × (100 + taux) / taux: one division each, from the amount typed.
    if (rate === 0) return { error: VAT_ZERO_RATE_ERROR, breakdown: null };
    return { breakdown: { ht: (amount * 100) / rate, vat: amount, ttc: (amount * (100 + rate)) / rate } };
  }
  const ht = direction === 'ttc-to-ht' ? htFromTtc(amount, rate) : amount;
  const ttc = direction === 'ttc-to-ht' ? amount : ttcFromHt(amount, rate);
  // (TTC × taux) / (100 + taux) or HT × taux / 100: one operation on the typed amount, no difference of floats.
  const vat = direction === 'ttc-to-ht' ? (amount * rate) / (100 + rate) : (amount * rate) / 100;
  return { breakdown: { ht, ttc, vat } };
}
