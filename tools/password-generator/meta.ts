import { KeyRound } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'password-generator',
  path: '/mot-de-passe/',
  title: 'Générateur de mot de passe',
  pageTitle: 'Générateur de mot de passe sécurisé gratuit (8 à 32 caractères)',
  description: 'Créez un mot de passe aléatoire et robuste de 8 à 32 caractères, avec sa robustesse et son entropie.',
  categories: ['utilities'],
  popup: 'inline',
  searchTerms: ['mdp', 'mot de passe', 'password', 'securite', 'securise', 'aleatoire', 'robuste', 'generateur', 'entropie', 'identifiant', 'compte', 'symboles', 'phrase de passe', 'passphrase', 'diceware', 'mots aleatoires', 'caracteres ambigus', 'sans ambiguite', 'plusieurs mots de passe'],
});
export default tool;

export const page: ToolPage = { tool, icon: KeyRound, view: () => import('./PasswordGeneratorTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Générez un mot de passe aléatoire et robuste\u00a0: longueur de 8 à 32 caractères, majuscules, minuscules, chiffres et symboles, niveau de sécurité et entropie en bits. Rien ne quitte votre navigateur.',
  keywords: ['générateur de mot de passe', 'mot de passe sécurisé', 'créer un mot de passe', 'mot de passe aléatoire', 'mot de passe fort'],
};
