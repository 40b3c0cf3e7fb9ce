import { ImageMinus } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'image-compressor',
  path: '/compression-image/',
  title: 'Compresseur d’images',
  pageTitle: 'Compresser une image en ligne (JPEG, PNG, WebP, AVIF)\u00a0: gratuit et sans envoi',
  description: 'Réduisez le poids de vos images JPEG, PNG, WebP et AVIF, par lots, sans qu’elles quittent votre appareil.',
  categories: ['ecommerce', 'seo', 'utilities'],
  popup: 'tab',
  searchTerms: ['compresser', 'compression', 'compresseur', 'reduire poids image', 'reduire taille image', 'alleger', 'optimiser', 'optimisation', 'poids', 'image', 'images', 'photo', 'photos', 'tinypng', 'squoosh', 'jpeg', 'jpg', 'png', 'webp', 'avif', 'mozjpeg', 'sans perte', 'exif', 'redimensionner', 'zip', 'core web vitals'],
});
export default tool;

export const page: ToolPage = { tool, icon: ImageMinus, view: () => import('./ImageCompressorTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Réduisez le poids de vos images JPEG, PNG, WebP et AVIF jusqu’à 20\u00a0à la fois, avec les encodeurs de Squoosh (MozJPEG, WebP, AVIF, oxipng), le réglage de qualité, le mode sans perte et la comparaison avant / après. Tout se fait dans votre navigateur\u00a0: aucune image n’est envoyée.',
  keywords: ['compresser image', 'compression image en ligne', 'réduire poids image', 'optimiser image', 'alternative tinypng', 'compresser jpeg', 'compresser png', 'convertir en avif'],
};
