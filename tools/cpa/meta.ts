import { Target } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'cpa',
  path: '/cpa/',
  title: 'Calculateur de CPA',
  pageTitle: 'Calcul du CPA (coût par acquisition)\u00a0: calculateur gratuit',
  description: 'Calculez le coût par acquisition\u00a0: ce que vous coûte chaque vente, inscription ou lead.',
  categories: ['marketing', 'conversion'],
  popup: 'inline',
  searchTerms: ['cout par acquisition', 'cout par conversion', 'cac', 'acquisition', 'lead', 'vente', 'conversion', 'publicite'],
});
export default tool;

export const page: ToolPage = { tool, icon: Target, view: () => import('./CpaTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez le coût par acquisition d’une campagne à partir de son coût et de son nombre de ventes ou de leads. Formule, exemple et conseils pour fixer un CPA cible.',
  keywords: ['calcul cpa', 'coût par acquisition', 'coût par conversion', 'cpa cible', 'formule cpa'],
};
