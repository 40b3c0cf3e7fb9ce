import { Target } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'cpa',
  path: '/cpa/',
  title: 'Calculateur de CPA',
  description: 'Calculez le coût par acquisition\u00a0: ce que vous coûte chaque vente, inscription ou lead.',
  categories: ['marketing', 'conversion'],
  icon: Target,
  popup: 'inline',
  load: () => import('./CpaTool'),
  searchTerms: ['cout par acquisition', 'cout par conversion', 'cac', 'acquisition', 'lead', 'vente', 'conversion', 'publicite'],
  seo: {
    title: 'Calcul du CPA (coût par acquisition)\u00a0: calculateur gratuit',
    description: 'Calculez le coût par acquisition d’une campagne à partir de son coût et de son nombre de ventes ou de leads. Formule, exemple et conseils pour fixer un CPA cible.',
    keywords: ['calcul cpa', 'coût par acquisition', 'coût par conversion', 'cpa cible', 'formule cpa'],
  },
});
