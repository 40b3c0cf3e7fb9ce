import { BadgePercent } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'percentage-value',
  path: '/valeur-pourcentage/',
  title: 'Calculateur de remise et de marge',
  pageTitle: 'Calcul de remise et de marge commerciale\u00a0: prix remisé, taux de marge et de marque',
  description: 'Calculez un prix remisé, le pourcentage d’une remise ou votre marge commerciale, avec taux de marge et taux de marque.',
  categories: ['ecommerce'],
  popup: 'inline',
  searchTerms: ['remise', 'reduction', 'rabais', 'promo', 'promotion', 'soldes', 'prix barre', 'prix remise', 'pourcentage de remise', 'marge', 'marge commerciale', 'taux de marge', 'taux de marque', 'coefficient', 'prix de vente', 'prix d achat', 'discount', 'prix de vente cible', 'fixer un prix', 'calcul prix de vente', 'prix de vente ttc', 'coefficient multiplicateur', 'prix avant remise', 'prix barre', 'prix initial', 'marge cible'],
});
export default tool;

export const page: ToolPage = { tool, icon: BadgePercent, view: () => import('./PercentageValueTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez un prix après remise, retrouvez le pourcentage d’une réduction ou mesurez votre marge commerciale en euros, en taux de marge et en taux de marque. Fixez un prix de vente HT et TTC à partir d’un taux de marge, d’un taux de marque ou d’un coefficient, ou retrouvez le prix avant remise.',
  keywords: ['calcul remise', 'calcul prix remisé', 'pourcentage de réduction', 'calcul marge commerciale', 'taux de marge taux de marque', 'calcul prix de vente', 'coefficient multiplicateur', 'prix avant remise'],
};
