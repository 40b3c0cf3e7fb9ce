import { Gift } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'secret-santa',
  path: '/secret-santa/',
  title: 'Générateur de Secret Santa',
  pageTitle: 'Secret Santa en ligne gratuit\u00a0: tirage au sort des cadeaux de Noël',
  description: 'Organisez un Secret Santa\u00a0: chacun tire la personne à qui offrir un cadeau, avec exclusions et paires forcées.',
  categories: ['utilities'],
  popup: 'tab',
  searchTerms: ['pere noel secret', 'pere noel', 'noel', 'cadeau', 'cadeaux', 'echange de cadeaux', 'tirage', 'tirage au sort', 'collegues', 'famille', 'amis', 'exclusion', 'exclusion a sens unique', 'sens unique', 'lien secret', 'lien personnel', 'budget', 'date d echange', 'message', 'secret'],
});
export default tool;

export const page: ToolPage = { tool, icon: Gift, view: () => import('./SecretSantaTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Organisez votre Secret Santa (Père Noël secret) en famille, entre amis ou entre collègues\u00a0: tirage équitable, exclusions pour les couples, paires forcées et résultats révélés un par un.',
  keywords: ['secret santa', 'père noël secret', 'tirage au sort cadeaux noël', 'secret santa en ligne', 'échange de cadeaux'],
};
