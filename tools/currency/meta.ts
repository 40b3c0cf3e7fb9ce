import { CircleDollarSign } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'currency',
  path: '/convertisseur-euro-dollar/',
  title: 'Convertisseur euro dollar',
  pageTitle: 'Convertisseur euro dollar (EUR/USD)\u00a0: taux de change du jour',
  description: 'Convertissez des euros en dollars, livres sterling, francs suisses… (et inversement) au dernier taux de la BCE, avec sa date.',
  categories: ['ecommerce', 'utilities'],
  popup: 'inline',
  searchTerms: ['euro', 'dollar', 'eur', 'usd', 'devise', 'devises', 'change', 'taux de change', 'conversion', 'convertir', 'bce', 'etats-unis', 'americain', 'fournisseur', 'livre sterling', 'gbp', 'franc suisse', 'chf', 'yen', 'jpy', 'dollar canadien', 'cad', 'dollar australien', 'yuan', 'couronne', 'couronne danoise', 'couronne suedoise', 'couronne norvegienne', 'zloty', 'forint', 'leu', 'livre turque', 'real', 'peso', 'roupie', 'won', 'rand', 'baht', 'convertisseur de devises', 'taux de reference bce'],
});
export default tool;

export const page: ToolPage = { tool, icon: CircleDollarSign, view: () => import('./CurrencyTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Convertissez un montant d’euros en dollars américains, livres sterling, francs suisses, yens ou toute devise de la BCE, et inversement, au dernier taux de référence, daté et actualisé toutes les heures.',
  keywords: ['convertisseur euro dollar', 'euro en dollar', 'dollar en euro', 'taux de change eur usd', 'conversion eur usd', 'euro en livre sterling', 'euro en franc suisse', 'convertisseur de devises'],
};
