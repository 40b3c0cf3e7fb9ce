import { Signature } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'email-signature',
  path: '/signature-email/',
  title: 'Générateur de signature e-mail',
  pageTitle: 'Générateur de signature e-mail gratuit\u00a0: Gmail, Outlook, Apple Mail',
  description: 'Créez une signature e-mail professionnelle en HTML, prête à coller dans Gmail, Outlook ou Apple Mail.',
  categories: ['marketing', 'utilities'],
  popup: 'tab',
  searchTerms: ['signature', 'signature mail', 'signature email', 'signature e-mail', 'signature courriel', 'gmail', 'outlook', 'apple mail', 'html', 'carte de visite', 'pied de mail', 'bas de mail', 'logo', 'photo', 'reseaux sociaux', 'linkedin'],
});
export default tool;

export const page: ToolPage = { tool, icon: Signature, view: () => import('./EmailSignatureTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Créez une signature e-mail professionnelle en HTML (photo, coordonnées, réseaux sociaux) avec 5 modèles, copiez-la pour Gmail, Outlook ou Apple Mail, ou exportez-la en PNG. Gratuit, sans inscription, tout reste sur votre appareil.',
  keywords: ['générateur signature email', 'signature mail gratuite', 'signature gmail', 'signature outlook', 'signature html', 'créer signature e-mail'],
};
