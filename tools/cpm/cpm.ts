import { computeCostPer, type CostPerResult } from '../../components/lib/costPer';

export const IMPRESSIONS_ERROR = 'Veuillez entrer un nombre d’impressions valide';

/** CPM = coût / impressions × 1 000. */
export function computeCpm(costText: string, impressionsText: string): CostPerResult {
  return computeCostPer(costText, impressionsText, { per: 1000, countError: IMPRESSIONS_ERROR });
}
