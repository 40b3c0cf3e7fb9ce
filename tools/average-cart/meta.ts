import { ShoppingCart } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'average-cart',
  path: '/panier-moyen/',
  title: 'Calculateur de panier moyen',
  pageTitle: 'Calcul du panier moyen\u00a0: calculateur gratuit pour e-commerce',
  description: 'Calculez le panier moyen de votre boutique\u00a0: chiffre d’affaires divisé par le nombre de commandes.',
  categories: ['ecommerce'],
  popup: 'inline',
  searchTerms: ['panier', 'panier moyen', 'valeur moyenne de commande', 'aov', 'average order value', 'commande', 'commandes', 'chiffre d affaires', 'ca', 'boutique', 'e-commerce', 'ecommerce', 'vente', 'commandes necessaires', 'combien de commandes', 'objectif de chiffre d affaires', 'ca vise', 'objectif de ventes'],
});
export default tool;

export const page: ToolPage = { tool, icon: ShoppingCart, view: () => import('./AverageCartTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez le panier moyen de votre boutique en ligne à partir du chiffre d’affaires et du nombre de commandes. Et l’inverse\u00a0: combien de commandes pour un objectif de chiffre d’affaires.',
  keywords: ['calcul panier moyen', 'commandes nécessaires', 'panier moyen e-commerce', 'formule panier moyen', 'valeur moyenne de commande', 'augmenter le panier moyen'],
};
