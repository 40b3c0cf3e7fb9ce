import { MousePointerClick } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'cpc',
  path: '/cpc/',
  title: 'Calculateur de CPC',
  description: 'Calculez le coût par clic moyen de vos campagnes Google Ads, Meta ou LinkedIn.',
  categories: ['marketing'],
  icon: MousePointerClick,
  popup: 'inline',
  load: () => import('./CpcTool'),
  searchTerms: ['cout par clic', 'clic', 'clics', 'google ads', 'sea', 'adwords', 'publicite', 'campagne', 'cpc moyen'],
  seo: {
    title: 'Calcul du CPC (coût par clic)\u00a0: calculateur gratuit',
    description: 'Calculez le coût par clic moyen d’une campagne à partir de son coût total et de son nombre de clics. Explications, formule et conseils pour Google Ads et Meta Ads.',
    keywords: ['calcul cpc', 'coût par clic', 'cpc moyen', 'formule cpc', 'google ads cpc'],
  },
});
