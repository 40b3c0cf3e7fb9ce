import { ChartNoAxesCombined } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

/** The tool's data: plain values, which every page and the extension's service worker read. */
const tool = defineTool({
  id: 'campaign-analysis',
  path: '/analyse-campagnes/',
  title: 'Analyse de campagnes',
  pageTitle: 'Analyse de campagnes Google Ads et Meta\u00a0: CPC, CTR, CPA et ROAS de tout un export (gratuit)',
  description: 'Collez ou importez l’export de vos campagnes (Google Ads, Meta, Microsoft, LinkedIn)\u00a0: CPC, CPM, CTR, CPA, taux de conversion et ROAS de chaque campagne et du total.',
  categories: ['marketing', 'conversion'],
  // A wide table, and a file to choose: the popup, which closes as soon as a file dialog opens, hands it to the
  // full-tab page.
  popup: 'tab',
  searchTerms: [
    'analyse de campagnes', 'rapport de campagnes', 'export google ads', 'export meta', 'facebook ads', 'meta ads', 'microsoft advertising',
    'bing ads', 'linkedin ads', 'sea', 'cpc', 'cpm', 'ctr', 'cpa', 'roas', 'taux de clic', 'taux de conversion', 'tableau', 'csv', 'xlsx',
    'excel', 'google sheets', 'reporting', 'kpi', 'indicateurs',
  ],
});
export default tool;

/** Its icon and lazy view: the pages only. */
export const page: ToolPage = { tool, icon: ChartNoAxesCombined, view: () => import('./CampaignAnalysisTool') };

/** What search engines read beside the page title: pre-rendering only. */
export const seo: ToolSeo = {
  tool,
  description:
    'Analysez un export Google Ads, Meta Ads, Microsoft Advertising ou LinkedIn en une fois\u00a0: CPC, CPM, CTR, CPA, taux de conversion, ROAS et ROAS de rentabilité par campagne, total recalculé à partir des sommes, tri, export CSV et Excel. Tout reste dans votre navigateur.',
  keywords: ['analyse campagne google ads', 'calcul roas par campagne', 'rapport meta ads', 'cpc cpa roas tableau', 'analyser export google ads'],
};
