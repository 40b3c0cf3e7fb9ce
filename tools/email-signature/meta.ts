import { Signature } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'email-signature',
  path: '/signature-email/',
  title: 'Générateur de signature e-mail',
  description: 'Créez une signature e-mail professionnelle en HTML, prête à coller dans Gmail, Outlook ou Apple Mail.',
  categories: ['marketing', 'utilities'],
  icon: Signature,
  popup: 'tab',
  load: () => import('./EmailSignatureTool'),
  searchTerms: ['signature', 'signature mail', 'signature email', 'signature e-mail', 'signature courriel', 'gmail', 'outlook', 'apple mail', 'html', 'carte de visite', 'pied de mail', 'bas de mail', 'logo', 'photo', 'reseaux sociaux', 'linkedin'],
  seo: {
    title: 'Générateur de signature e-mail gratuit\u00a0: Gmail, Outlook, Apple Mail',
    description: 'Créez une signature e-mail professionnelle en HTML (photo, coordonnées, réseaux sociaux) avec 5 modèles, copiez-la pour Gmail, Outlook ou Apple Mail, ou exportez-la en PNG. Gratuit, sans inscription, tout reste sur votre appareil.',
    keywords: ['générateur signature email', 'signature mail gratuite', 'signature gmail', 'signature outlook', 'signature html', 'créer signature e-mail'],
  },
});
