import { MousePointerClick } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'cpc',
  path: '/cpc/',
  title: 'Calculateur de CPC',
  pageTitle: 'Calcul du CPC (coût par clic)\u00a0: calculateur gratuit',
  description: 'Calculez le coût par clic moyen de vos campagnes Google Ads, Meta ou LinkedIn.',
  categories: ['marketing'],
  popup: 'inline',
  searchTerms: ['cout par clic', 'clic', 'clics', 'google ads', 'sea', 'adwords', 'publicite', 'campagne', 'cpc moyen'],
});
export default tool;

export const page: ToolPage = { tool, icon: MousePointerClick, view: () => import('./CpcTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez le coût par clic moyen d’une campagne à partir de son coût total et de son nombre de clics. Explications, formule et conseils pour Google Ads et Meta Ads.',
  keywords: ['calcul cpc', 'coût par clic', 'cpc moyen', 'formule cpc', 'google ads cpc'],
};
