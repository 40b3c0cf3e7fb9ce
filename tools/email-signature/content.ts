import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez votre nom, votre poste et votre entreprise, puis vos coordonnées : seuls les champs remplis apparaissent dans la signature.',
    'Ajoutez si vous le souhaitez vos réseaux sociaux et une photo déjà en ligne (adresse en https://).',
    'Choisissez un modèle, une police, une taille et une palette de couleurs : l’aperçu montre exactement la signature exportée.',
    'Cliquez sur « Copier le HTML », puis collez la signature dans les réglages de votre messagerie en suivant les instructions pour Gmail, Outlook ou Apple Mail.',
    'Vos saisies restent sur cet appareil pour la prochaine fois ; « Réinitialiser » les efface.',
  ],
  about: {
    what:
      'Le générateur de signature e-mail crée une signature professionnelle en HTML : nom, poste, entreprise, photo, téléphone, e-mail, site web, adresse et liens vers vos réseaux sociaux, dans cinq modèles (Moderne, Classique, Minimaliste, Créatif, Institutionnel). Vous la copiez en un clic pour Gmail, Outlook ou Apple Mail, ou la téléchargez en image PNG de 600 × 200 pixels.',
    why:
      'Une signature soignée rend chaque e-mail plus crédible et donne à vos correspondants tout ce qu’il faut pour vous rappeler, visiter votre site ou vous suivre, sans chercher. Mais une signature faite à la main casse souvent : image qui ne s’affiche pas, mise en page défaite dans Outlook, liens perdus. Celle-ci est écrite pour les messageries, qui ignorent une grande partie du HTML des pages web.',
    how: [
      'La signature est un tableau HTML aux styles écrits dans chaque balise (ni classes ni feuille de style, que Gmail supprime ; ni flex, ni grid, ni position, qu’Outlook ignore). Chaque texte saisi est échappé, les liens n’acceptent que des adresses http:// ou https:// (« https:// » est ajouté si vous l’omettez), l’e-mail devient un lien mailto: et le téléphone un lien tel: ne gardant que les chiffres et le « + » initial.',
      'Une adresse refusée (javascript:, data:…) est signalée sous son champ et laissée de côté. La photo, ronde, fait 80 × 80 pixels et la ligne de séparation 300 pixels. Le code est compté : au-delà de 10 000 caractères, la limite de Gmail, un avertissement s’affiche. La copie place à la fois le HTML et une version texte dans le presse-papiers.',
      'L’image PNG fait 600 × 200 pixels sur fond blanc : une signature plus grande y est réduite pour tenir entière (jamais agrandie), et une photo dont le serveur interdit la lecture par d’autres sites (CORS) en est retirée, ce que l’outil vous signale. Rien n’est envoyé : tout se calcule dans votre navigateur.',
    ],
    tips: [
      'Hébergez votre photo sur un site que vous contrôlez (votre site, votre CMS) avec une adresse en https:// : une image envoyée en pièce jointe ou collée depuis votre ordinateur n’apparaît pas chez vos destinataires.',
      'Les réseaux sociaux sont des liens texte de la couleur principale : ils s’affichent partout, alors que des icônes seraient des images bloquées par défaut dans Outlook, ou refusées par Gmail quand elles sont intégrées au code.',
      'Outlook classique pour Windows ignore les coins arrondis : la photo y apparaît carrée. Choisissez une photo dont le cadrage reste beau en carré.',
      'Restez sobre : quatre à six lignes, deux couleurs, une seule police. Une signature trop longue est coupée dans les réponses et les messageries mobiles.',
      'Envoyez-vous un e-mail de test et ouvrez-le sur ordinateur et sur téléphone avant de l’adopter pour de bon.',
    ],
  },
};
