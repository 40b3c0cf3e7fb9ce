import { Percent } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'percentage',
  path: '/pourcentage/',
  title: 'Calculateur de pourcentage',
  description: 'Trouvez quel pourcentage représente une valeur, ou combien font X\u00a0% d’un nombre.',
  categories: ['utilities'],
  icon: Percent,
  popup: 'inline',
  load: () => import('./PercentageTool'),
  searchTerms: ['pourcentage', 'pourcentages', 'pourcent', 'proportion', 'part', 'ratio', 'regle de trois', 'produit en croix', 'quotient', 'taux', 'calcul'],
  seo: {
    title: 'Calcul de pourcentage en ligne\u00a0: calculateur gratuit',
    description: 'Calculez quel pourcentage une valeur représente d’un total, ou combien font X\u00a0% d’un nombre. Nombres à la française, résultat instantané et formule expliquée.',
    keywords: ['calcul pourcentage', 'calculer un pourcentage', 'pourcentage d’un nombre', 'calculateur de pourcentage', 'formule pourcentage'],
  },
});
