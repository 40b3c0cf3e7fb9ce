import { ListX } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'duplicate-remover',
  path: '/doublons/',
  title: 'Suppression des doublons',
  pageTitle: 'Supprimer les doublons d’une liste en ligne (gratuit)',
  description: 'Supprimez les lignes en double d’une liste (e-mails, mots-clés, références) en gardant la première occurrence.',
  categories: ['utilities'],
  popup: 'inline',
  searchTerms: ['doublons', 'doublon', 'dedoublonner', 'dedoublonnage', 'deduplication', 'supprimer les doublons', 'lignes en double', 'liste', 'unique', 'emails', 'e-mails', 'mots-cles', 'nettoyer', 'casse', 'trier une liste', 'tri alphabetique', 'ordre alphabetique', 'occurrences', 'compter les doublons', 'espaces', 'telecharger txt'],
  contextMenu: { title: 'Supprimer les doublons', inputs: (liste) => ({ liste }) },
});
export default tool;

export const page: ToolPage = { tool, icon: ListX, view: () => import('./DuplicateRemoverTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Collez une liste et supprimez les lignes en double en gardant la première occurrence, avec ou sans respect de la casse. Compteurs de lignes d’origine, uniques et supprimées. Rien ne quitte votre navigateur.',
  keywords: ['supprimer doublons', 'dédoublonner une liste', 'enlever les doublons', 'doublons liste emails', 'lignes en double'],
};
