import { computeCostPer, type CostPerResult } from '../../components/lib/costPer';

export const CLICKS_ERROR = 'Veuillez entrer un nombre de clics valide';

/** Coût par clic = coût total / nombre de clics. */
export function computeCpc(costText: string, clicksText: string): CostPerResult {
  return computeCostPer(costText, clicksText, { per: 1, countError: CLICKS_ERROR });
}
