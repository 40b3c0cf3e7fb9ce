import { Eye } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'cpm',
  path: '/cpm/',
  title: 'Calculateur de CPM',
  description: 'Calculez le coût pour mille impressions de vos campagnes display, vidéo ou social.',
  categories: ['marketing'],
  icon: Eye,
  popup: 'inline',
  load: () => import('./CpmTool'),
  searchTerms: ['cout pour mille', 'cout par mille', 'impressions', 'display', 'notoriete', 'affichage', 'publicite', 'media'],
  seo: {
    title: 'Calcul du CPM (coût pour mille impressions)\u00a0: calculateur gratuit',
    description: 'Calculez le CPM d’une campagne à partir de son coût et de son nombre d’impressions. Formule, exemple et passage du CPM au CPC.',
    keywords: ['calcul cpm', 'coût pour mille', 'cpm publicité', 'formule cpm', 'coût par mille impressions'],
  },
});
