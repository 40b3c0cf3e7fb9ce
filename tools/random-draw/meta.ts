import { Dices } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'random-draw',
  path: '/tirage-au-sort/',
  title: 'Tirage au sort',
  pageTitle: 'Tirage au sort en ligne gratuit\u00a0: désignez les gagnants de votre jeu-concours',
  description: 'Tirez au sort un ou plusieurs gagnants dans une liste de participants, sans remise et sans biais.',
  categories: ['marketing', 'utilities'],
  popup: 'inline',
  searchTerms: ['tirage', 'tirage au sort', 'concours', 'jeu concours', 'loterie', 'tombola', 'gagnant', 'gagnants', 'hasard', 'aleatoire', 'giveaway', 'instagram', 'reseaux sociaux', 'suppleants', 'suppleant', 'preuve de tirage', 'preuve du tirage', 'sha-256', 'empreinte', 'une seule chance par personne'],
});
export default tool;

export const page: ToolPage = { tool, icon: Dices, view: () => import('./RandomDrawTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Tirez au sort un ou plusieurs gagnants dans une liste de noms, sans remise, avec un hasard cryptographique équitable. Idéal pour un jeu-concours Instagram ou une tombola. Gratuit, sans inscription.',
  keywords: ['tirage au sort', 'tirage au sort en ligne', 'tirage au sort gagnant', 'jeu concours instagram', 'tombola en ligne'],
};
