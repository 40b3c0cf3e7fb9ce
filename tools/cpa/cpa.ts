import { computeCostPer, type CostPerResult } from '../../components/lib/costPer';

export const ACQUISITIONS_ERROR = 'Veuillez entrer un nombre d’acquisitions valide';

/** Coût par acquisition = coût total / nombre d'acquisitions (ventes, inscriptions, leads). */
export function computeCpa(costText: string, acquisitionsText: string): CostPerResult {
  return computeCostPer(costText, acquisitionsText, { per: 1, countError: ACQUISITIONS_ERROR });
}
