import { Percent } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'percentage',
  path: '/pourcentage/',
  title: 'Calculateur de pourcentage',
  pageTitle: 'Calcul de pourcentage en ligne\u00a0: calculateur gratuit',
  description: 'Trouvez quel pourcentage représente une valeur, ou combien font X\u00a0% d’un nombre.',
  categories: ['utilities'],
  popup: 'inline',
  searchTerms: ['pourcentage', 'pourcentages', 'pourcent', 'proportion', 'part', 'ratio', 'regle de trois', 'produit en croix', 'quotient', 'taux', 'calcul'],
});
export default tool;

export const page: ToolPage = { tool, icon: Percent, view: () => import('./PercentageTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez quel pourcentage une valeur représente d’un total, ou combien font X\u00a0% d’un nombre. Nombres à la française, résultat instantané et formule expliquée.',
  keywords: ['calcul pourcentage', 'calculer un pourcentage', 'pourcentage d’un nombre', 'calculateur de pourcentage', 'formule pourcentage'],
};
