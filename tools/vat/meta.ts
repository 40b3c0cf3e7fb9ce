import { Receipt } from 'lucide-react';
import { extractAmount } from '../../components/lib/selectedText';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'vat',
  path: '/ttc-ht/',
  title: 'Calculateur TTC / HT',
  pageTitle: 'Calcul TTC HT\u00a0: convertisseur de TVA gratuit (20\u00a0%, 10\u00a0%, 5,5\u00a0%)',
  description: 'Passez d’un prix TTC à un prix HT (et inversement) à tous les taux de TVA français, ou partez du montant de TVA.',
  categories: ['ecommerce', 'utilities'],
  popup: 'inline',
  searchTerms: ['tva', 'taxe', 'hors taxe', 'toutes taxes comprises', 'ttc', 'ht', 'prix', 'facture', 'devis', 'taux', 'tva 8,5', 'tva 8.5', 'dom', 'outre-mer', 'tva 2,1', 'tva 5,5', 'tva 10', 'taux reduit', 'taux intermediaire', 'montant de tva', 'calculer la tva', 'taux personnalise', 'corse', 'liste de prix', 'tarif', 'catalogue', 'en masse', 'csv', 'fichier'],
  // No number in the selection: the tool gets it as it is and shows its own French error.
  contextMenu: { title: 'Calculer TTC/HT', inputs: (selection) => ({ montant: extractAmount(selection) ?? selection.trim() }) },
});
export default tool;

export const page: ToolPage = { tool, icon: Receipt, view: () => import('./VatTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez un prix HT à partir du TTC ou un prix TTC à partir du HT, avec le montant de TVA, à tous les taux français (20\u00a0%, 10\u00a0%, 8,5\u00a0% DOM, 5,5\u00a0%, 2,1\u00a0%) ou à votre taux, en partant du HT, du TTC ou du montant de TVA, pour un montant ou toute une liste de prix (tableur, .csv) avec ses totaux. Gratuit, sans inscription.',
  keywords: ['calcul ttc ht', 'convertisseur tva', 'prix hors taxe', 'calcul tva 20', 'ht en ttc', 'tva 8,5 dom', 'calcul tva 2,1', 'retrouver le ht à partir de la tva', 'convertir une liste de prix ttc en ht'],
};
