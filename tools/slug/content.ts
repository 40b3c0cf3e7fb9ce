import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Tapez ou collez le titre de votre page, de votre article ou de votre fiche produit.',
    'Réglez les options : minuscules, suppression des accents, séparateur (tiret, underscore ou aucun), suppression des mots vides et des chiffres.',
    'Copiez le slug obtenu et collez-le dans le champ « slug » ou « URL » de votre CMS (WordPress, Shopify, PrestaShop…).',
    'Pour tout un catalogue, cochez « Un slug par ligne » et collez vos titres, ou importez un fichier .txt ou .csv avec « Choisir un fichier » (jusqu’à 100 000 lignes et plus) : copiez les slugs, ou téléchargez-les en .txt ou en .csv (titre et slug côte à côte).',
  ],
  about: {
    what:
      'Le slug est la partie lisible d’une URL qui désigne une page : dans https://exemple.fr/blog/idees-cadeaux-noel, le slug est « idees-cadeaux-noel ». Ce générateur transforme n’importe quel titre en slug propre : en minuscules, sans accents ni ponctuation, avec des mots reliés par des tirets.',
    why:
      'Une URL courte et descriptive aide les moteurs de recherche à comprendre le sujet de la page, rassure l’internaute qui la voit dans les résultats ou dans un lien partagé, et évite les caractères encodés illisibles : « crème brûlée » devient « cr%C3%A8me%20br%C3%BBl%C3%A9e » une fois copié dans un e-mail, alors que « creme-brulee » reste lisible partout. Google recommande de séparer les mots par des tirets plutôt que par des underscores.',
    how: [
      'Les accents sont retirés par normalisation Unicode (é → e, ç → c), les ligatures et lettres spéciales sont écrites en lettres simples (œ → oe, æ → ae, ß → ss) et les symboles courants en toutes lettres (& → et, % → pourcent, € → euros). L’apostrophe sépare les mots (l’été → l-ete). Tout autre caractère qu’une lettre, un chiffre ou un tiret est supprimé et, s’il séparait deux mots, remplacé par le séparateur (prix/qualité → prix-qualite).',
      'Les espaces deviennent un séparateur unique, les tirets répétés sont fusionnés et aucun séparateur ne reste au début ou à la fin. Exemple : « L’été à Paris : 10 idées & bons plans ! » donne « l-ete-a-paris-10-idees-et-bons-plans », et « ete-paris-10-idees-bons-plans » en supprimant les mots vides. Réglages par défaut : minuscules et suppression des accents activées, tiret comme séparateur, mots vides et chiffres conservés.',
    ],
    tips: [
      'Visez 3 à 5 mots qui portent le sens : « chaussures-running-femme » vaut mieux que « les-meilleures-chaussures-de-running-pour-les-femmes-en-2025 ».',
      'Ne modifiez pas le slug d’une page déjà publiée sans rediriger l’ancienne adresse vers la nouvelle (redirection 301) : sinon les liens existants mènent à une erreur 404 et la page perd son référencement.',
      'Évitez l’année dans le slug d’un contenu que vous mettrez à jour (l’option de suppression des chiffres s’en charge) : « guide-seo » reste valable, « guide-seo-2024 » vieillit.',
      'La suppression des mots vides retire les petits mots (le, la, de, et, pour…) mais garde ceux qui changent le sens (pas, sans, plus, moins) : « pizza sans gluten » ne devient jamais « pizza-gluten ». Relisez tout de même le résultat : « Plan A » deviendrait « plan ».',
      'Gardez tout en minuscules : sur la plupart des serveurs, /Blog/ et /blog/ sont deux adresses différentes, ce qui crée des doublons de pages.',
    ],
  },
};
