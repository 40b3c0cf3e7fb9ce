import { configValue } from './site';

/** Who makes Outilo, as the home page's « À propos de l’auteur » says it (and the pages' author metadata). */
export const author = {
  name: configValue('VITE_AUTHOR_NAME', 'L’équipe Outilo'),
  bio: configValue(
    'VITE_AUTHOR_BIO',
    'Outilo est conçu par des praticiens du marketing digital et de l’e-commerce, lassés des calculateurs truffés de publicités. Chaque outil part d’un besoin du quotidien\u00a0: vérifier une TVA, préparer un rapport de campagne, nommer une URL proprement.',
  ),
  url: configValue('VITE_AUTHOR_URL', ''),
};
