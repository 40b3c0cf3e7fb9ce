import { Gift } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'secret-santa',
  path: '/secret-santa/',
  title: 'Générateur de Secret Santa',
  description: 'Organisez un Secret Santa\u00a0: chacun tire la personne à qui offrir un cadeau, avec exclusions et paires forcées.',
  categories: ['utilities'],
  icon: Gift,
  popup: 'tab',
  load: () => import('./SecretSantaTool'),
  searchTerms: ['pere noel secret', 'pere noel', 'noel', 'cadeau', 'cadeaux', 'echange de cadeaux', 'tirage', 'tirage au sort', 'collegues', 'famille', 'amis', 'exclusion', 'exclusion a sens unique', 'sens unique', 'lien secret', 'lien personnel', 'budget', 'date d echange', 'message', 'secret'],
  seo: {
    title: 'Secret Santa en ligne gratuit\u00a0: tirage au sort des cadeaux de Noël',
    description: 'Organisez votre Secret Santa (Père Noël secret) en famille, entre amis ou entre collègues\u00a0: tirage équitable, exclusions pour les couples, paires forcées et résultats révélés un par un.',
    keywords: ['secret santa', 'père noël secret', 'tirage au sort cadeaux noël', 'secret santa en ligne', 'échange de cadeaux'],
  },
});
