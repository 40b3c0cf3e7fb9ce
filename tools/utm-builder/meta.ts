import { Tags } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'utm-builder',
  path: '/utm-builder/',
  title: 'Générateur d’URL UTM',
  pageTitle: 'Générateur d’URL UTM\u00a0: créez vos liens de campagne Google Analytics (gratuit)',
  description: 'Ajoutez les paramètres utm_source, utm_medium et utm_campaign à vos liens pour suivre vos campagnes dans Google Analytics.',
  categories: ['marketing', 'seo'],
  popup: 'inline',
  searchTerms: ['utm', 'utm builder', 'campaign url builder', 'lien de campagne', 'url de campagne', 'tracking', 'suivi', 'tracage', 'google analytics', 'ga4', 'utm_source', 'utm_medium', 'utm_campaign', 'parametres', 'newsletter', 'emailing', 'reseaux sociaux', 'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'utm en masse', 'en masse', 'plusieurs urls', 'csv', 'modeles utm', 'modele', 'plan de marquage', 'plan media', 'plan de taggage', 'tableau utm', 'verifier utm'],
});
export default tool;

export const page: ToolPage = { tool, icon: Tags, view: () => import('./UtmBuilderTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Créez une URL de campagne avec utm_source, utm_medium, utm_campaign, utm_term et utm_content, correctement encodée et insérée avant l’ancre. Sources et supports courants, valeurs en minuscules. Gratuit.',
  keywords: ['générateur utm', 'utm builder', 'créer lien utm', 'campaign url builder', 'paramètres utm google analytics'],
};
