import { parseDecimal } from '../../components/lib/number';
import { FIGURES, RATIOS, type Role, type Sort, type SortKey } from './campaignAnalysis';

/**
 * The campaign analysis's inputs as its address keeps them (`?marge=30&tri=roas-decroissant&col-cout=3`): read on the
 * page at once, before the result's code (CampaignResults) is loaded.
 */

export const MARGIN_ERROR = 'Veuillez entrer une marge entre 0 et 100\u00a0%';

/** The address's name of each role's column choice (`?col-cout=3`). */
export const COLUMN_PARAMS: Readonly<Record<Role, string>> = {
  name: 'col-campagne',
  cost: 'col-cout',
  impressions: 'col-impressions',
  clicks: 'col-clics',
  conversions: 'col-conversions',
  value: 'col-valeur',
};

/** A column choice as the address keeps it: '' (the guess), `aucune`, or the column's number (1-based). */
export const choiceOf = (param: string): number | undefined => (param === 'aucune' ? -1 : /^\d+$/.test(param) ? Number(param) - 1 : undefined);

/** The margin typed: a percentage above 0 and up to 100, or none. */
export function readMargin(text: string): { value: number | null; error?: string } {
  if (text.trim() === '') return { value: null };
  const parsed = parseDecimal(text);
  if (!parsed.ok || parsed.value <= 0 || parsed.value > 100) return { value: null, error: MARGIN_ERROR };
  return { value: parsed.value };
}

const SORT_KEYS = new Set<SortKey>(['line', 'name', ...FIGURES, ...RATIOS]);
const ORIGINAL: Sort = { key: 'line', descending: false };

/** The order kept in the address: `roas-decroissant`, `name-croissant`; '' is the export's order. */
export function readSort(text: string): Sort {
  const match = /^([a-zA-Z]+)-(croissant|decroissant)$/.exec(text);
  if (!match || !SORT_KEYS.has(match[1] as SortKey)) return ORIGINAL;
  return { key: match[1] as SortKey, descending: match[2] === 'decroissant' };
}

export const sortParam = (sort: Sort) => (sort.key === 'line' && !sort.descending ? '' : `${sort.key}-${sort.descending ? 'decroissant' : 'croissant'}`);
