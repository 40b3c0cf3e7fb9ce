import { Link2 } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'slug',
  path: '/slugify/',
  title: 'Générateur de slug',
  pageTitle: 'Générateur de slug\u00a0: créez une URL propre et optimisée SEO (gratuit)',
  description: 'Transformez un titre en slug d’URL propre\u00a0: minuscules, sans accents ni ponctuation, mots reliés par des tirets.',
  categories: ['seo', 'utilities'],
  popup: 'inline',
  searchTerms: ['slug', 'slugify', 'url', 'permalien', 'lien', 'adresse', 'url propre', 'url seo', 'sans accents', 'enlever les accents', 'tiret', 'wordpress', 'shopify', 'prestashop', 'referencement', 'mots vides'],
  contextMenu: { title: 'Créer un slug', inputs: (texte) => ({ texte }) },
});
export default tool;

export const page: ToolPage = { tool, icon: Link2, view: () => import('./SlugTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Transformez un titre en slug d’URL\u00a0: minuscules, accents retirés, & en «\u00a0et\u00a0», mots vides et chiffres supprimés au choix, tiret ou underscore. Un slug par ligne pour vos listes. Gratuit, sans inscription.',
  keywords: ['générateur de slug', 'slugify', 'créer un slug', 'url seo', 'enlever accents url'],
};
