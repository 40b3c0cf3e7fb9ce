import { Scale } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'roas-breakeven',
  path: '/roas-breakeven/',
  title: 'Calculateur de ROAS de rentabilité',
  pageTitle: 'ROAS breakeven\u00a0: calculez votre ROAS de rentabilité (gratuit)',
  description: 'Trouvez le ROAS minimum pour que vos publicités soient rentables, d’après votre marge hors taxes et vos coûts.',
  categories: ['ecommerce', 'marketing'],
  popup: 'inline',
  searchTerms: ['roas', 'roas breakeven', 'break even', 'rentabilite', 'seuil', 'seuil de rentabilite', 'point mort', 'marge', 'taux de marque', 'publicite', 'google ads', 'meta ads', 'facebook ads', 'retour sur investissement publicitaire', 'hors taxes', 'cpa maximal', 'roas cible', 'target roas', 'troas', 'cpa max', 'cpa cible', 'profit', 'objectif de profit', 'rentabilite cible'],
});
export default tool;

export const page: ToolPage = { tool, icon: Scale, view: () => import('./RoasBreakevenTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez le ROAS minimum à atteindre pour ne pas perdre d’argent en publicité\u00a0: prix de vente, prix d’achat, livraison, frais bancaires et frais divers, chacun avec sa TVA. Marge, taux de marque, ROAS cible pour garder un profit et CPA maximal.',
  keywords: ['roas breakeven', 'calcul roas rentabilité', 'roas minimum', 'seuil de rentabilité publicité', 'calcul roas', 'roas cible', 'cpa max'],
};
