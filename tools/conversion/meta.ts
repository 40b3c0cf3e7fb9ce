import { Funnel } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'conversion',
  path: '/taux-conversion/',
  title: 'Calculateur de taux de conversion',
  pageTitle: 'Calcul du taux de conversion\u00a0: calculateur gratuit',
  description: 'Calculez la part de vos visiteurs qui achètent, s’inscrivent ou remplissent un formulaire.',
  categories: ['conversion', 'marketing'],
  popup: 'inline',
  searchTerms: ['taux de conversion', 'conversion', 'conversions', 'visiteurs', 'visites', 'sessions', 'ventes', 'commandes', 'leads', 'transformation', 'taux de transformation', 'landing page', 'performance', 'visiteurs necessaires', 'combien de visiteurs', 'trafic necessaire', 'objectif de ventes', 'objectif de conversions'],
});
export default tool;

export const page: ToolPage = { tool, icon: Funnel, view: () => import('./ConversionTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez le taux de conversion d’un site ou d’une landing page à partir du nombre de conversions et de visiteurs. Et l’inverse\u00a0: combien de visiteurs pour obtenir N conversions.',
  keywords: ['calcul taux de conversion', 'visiteurs nécessaires', 'taux de conversion', 'formule taux de conversion', 'taux de transformation', 'taux de conversion e-commerce'],
};
