/**
 * French VAT rates (CGI art. 278 to 281 nonies, 296 and 297): taux particulier 2,1 %, réduit 5,5 %, taux normal des
 * DOM (Guadeloupe, Martinique, La Réunion) 8,5 %, intermédiaire 10 %, normal 20 %. Offered by the VAT calculator and
 * the percentage tool's VAT mode.
 */
export const VAT_RATES = [2.1, 5.5, 8.5, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 20;
