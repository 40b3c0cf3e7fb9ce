import { FileImage } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'webp-to-jpg',
  path: '/webp-to-jpg/',
  title: 'Convertisseur WebP en JPG / PNG',
  pageTitle: 'Convertir WebP en JPG ou PNG en ligne\u00a0: gratuit et sans envoi',
  description: 'Convertissez vos images WebP en JPG ou en PNG, par lots, directement dans votre navigateur.',
  categories: ['ecommerce', 'seo', 'utilities'],
  popup: 'tab',
  searchTerms: ['webp', 'jpg', 'jpeg', 'png', 'convertir', 'conversion', 'convertisseur', 'webp en jpg', 'webp en png', 'webp to jpg', 'image', 'images', 'photo', 'format', 'transparence', 'zip'],
});
export default tool;

export const page: ToolPage = { tool, icon: FileImage, view: () => import('./WebpToJpgTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Convertissez vos images WebP en JPG (fond blanc) ou en PNG (transparence conservée), jusqu’à 20\u00a0à la fois, avec téléchargement groupé en ZIP. La conversion se fait dans votre navigateur\u00a0: rien n’est envoyé.',
  keywords: ['convertir webp en jpg', 'webp en png', 'convertisseur webp', 'webp to jpg', 'ouvrir un fichier webp'],
};
