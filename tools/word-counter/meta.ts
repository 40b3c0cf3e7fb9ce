import { WholeWord } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'word-counter',
  path: '/compteur-mots/',
  title: 'Compteur de mots',
  pageTitle: 'Compteur de mots et de caractères en ligne gratuit',
  description: 'Comptez les mots, caractères (avec et sans espaces), phrases et paragraphes d’un texte, en direct.',
  categories: ['seo', 'utilities'],
  popup: 'inline',
  searchTerms: ['mots', 'nombre de mots', 'compter les mots', 'caracteres', 'nombre de caracteres', 'compteur de caracteres', 'signes', 'espaces', 'phrases', 'paragraphes', 'texte', 'longueur', 'redaction', 'article', 'meta description', 'title', 'balise title', 'temps de lecture', 'temps de parole', 'duree de lecture', 'densite de mots-cles', 'densite', 'mots-cles', 'frequence des mots', 'mots les plus frequents', 'twitter', 'x', 'tweet', 'linkedin', 'limite de caracteres'],
  contextMenu: { title: 'Compter les mots', inputs: (texte) => ({ texte }) },
});
export default tool;

export const page: ToolPage = { tool, icon: WholeWord, view: () => import('./WordCounterTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Comptez les mots, les caractères avec et sans espaces, les phrases et les paragraphes de votre texte en direct. Idéal pour une balise title, une meta description ou un article. Rien ne quitte votre navigateur.',
  keywords: ['compteur de mots', 'compteur de caractères', 'nombre de mots', 'compter les caractères', 'nombre de signes'],
};
