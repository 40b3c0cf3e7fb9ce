import { parseDecimal } from '../../components/lib/number';

export type VatDirection = 'ttc-to-ht' | 'ht-to-ttc';

/** French VAT rates offered by the tool (taux réduit, intermédiaire, normal). */
export const VAT_RATES = [5.5, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 20;

export const VAT_AMOUNT_ERROR = 'Veuillez entrer un montant valide';

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
  const ht = direction === 'ttc-to-ht' ? htFromTtc(amount, rate) : amount;
  const ttc = direction === 'ttc-to-ht' ? amount : ttcFromHt(amount, rate);
  // (TTC × taux) / (100 + taux) or HT × taux / 100: one operation on the typed amount, no difference of floats.
  const vat = direction === 'ttc-to-ht' ? (amount * rate) / (100 + rate) : (amount * rate) / 100;
  return { breakdown: { ht, ttc, vat } };
}
