import { Eye } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'cpm',
  path: '/cpm/',
  title: 'Calculateur de CPM',
  pageTitle: 'Calcul du CPM (coût pour mille impressions)\u00a0: calculateur gratuit',
  description: 'Calculez le coût pour mille impressions de vos campagnes display, vidéo ou social.',
  categories: ['marketing'],
  popup: 'inline',
  searchTerms: ['cout pour mille', 'cout par mille', 'impressions', 'display', 'notoriete', 'affichage', 'publicite', 'media'],
});
export default tool;

export const page: ToolPage = { tool, icon: Eye, view: () => import('./CpmTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez le CPM d’une campagne à partir de son coût et de son nombre d’impressions. Formule, exemple et passage du CPM au CPC.',
  keywords: ['calcul cpm', 'coût pour mille', 'cpm publicité', 'formule cpm', 'coût par mille impressions'],
};
