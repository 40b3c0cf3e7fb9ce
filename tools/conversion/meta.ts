import { Funnel } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'conversion',
  path: '/taux-conversion/',
  title: 'Calculateur de taux de conversion',
  description: 'Calculez la part de vos visiteurs qui achètent, s’inscrivent ou remplissent un formulaire.',
  categories: ['conversion', 'marketing'],
  icon: Funnel,
  popup: 'inline',
  load: () => import('./ConversionTool'),
  searchTerms: ['taux de conversion', 'conversion', 'conversions', 'visiteurs', 'visites', 'sessions', 'ventes', 'commandes', 'leads', 'transformation', 'taux de transformation', 'landing page', 'performance', 'visiteurs necessaires', 'combien de visiteurs', 'trafic necessaire', 'objectif de ventes', 'objectif de conversions'],
  seo: {
    title: 'Calcul du taux de conversion\u00a0: calculateur gratuit',
    description: 'Calculez le taux de conversion d’un site ou d’une landing page à partir du nombre de conversions et de visiteurs. Et l’inverse\u00a0: combien de visiteurs pour obtenir N conversions.',
    keywords: ['calcul taux de conversion', 'visiteurs nécessaires', 'taux de conversion', 'formule taux de conversion', 'taux de transformation', 'taux de conversion e-commerce'],
  },
});
