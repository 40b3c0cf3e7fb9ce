import { TrendingUp } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'evolution',
  path: '/taux-evolution/',
  title: 'Calculateur de taux d’évolution',
  pageTitle: 'Calcul du taux d’évolution en pourcentage\u00a0: calculateur gratuit',
  description: 'Calculez le pourcentage de hausse ou de baisse entre deux valeurs\u00a0: chiffre d’affaires, trafic, prix, CPC.',
  categories: ['marketing', 'utilities'],
  popup: 'inline',
  searchTerms: ['evolution', 'taux d evolution', 'variation', 'taux de variation', 'hausse', 'baisse', 'augmentation', 'diminution', 'progression', 'croissance', 'ecart', 'pourcentage', 'coefficient multiplicateur', 'comparaison', 'n-1'],
});
export default tool;

export const page: ToolPage = { tool, icon: TrendingUp, view: () => import('./EvolutionTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez le taux d’évolution entre une valeur initiale et une valeur finale\u00a0: pourcentage de hausse ou de baisse, écart et coefficient multiplicateur. Formule, exemple et pièges à éviter.',
  keywords: ['calcul taux d’évolution', 'taux de variation', 'pourcentage d’augmentation', 'pourcentage de baisse', 'calcul évolution pourcentage'],
};
