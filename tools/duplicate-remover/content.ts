import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Collez votre liste dans la zone de texte, un élément par ligne : adresses e-mail, mots-clés, références produits, noms…',
    'Ou importez un fichier avec « Choisir un fichier » (ou déposez-le sur la page) : un .txt, ou un .csv exporté d’Excel, d’un CRM ou d’un outil d’e-mailing, jusqu’à 1 000 000 de lignes et plus. Pour un tableau, choisissez la colonne qui décide d’un doublon (par exemple l’adresse e-mail) : les lignes entières sont gardées, l’en-tête reste en tête.',
    'Cochez « Ignorer la casse » si « Paris » et « PARIS » doivent compter comme un seul élément.',
    'Cochez « Normaliser les espaces intérieures » si « Jean  Dupont » (deux espaces) et « Jean Dupont » doivent compter comme une seule ligne.',
    'Choisissez l’ordre du résultat : l’ordre d’origine, de A à Z ou de Z à A.',
    'Copiez la liste nettoyée ou téléchargez-la en fichier .txt (.csv pour un tableau, avec ses colonnes). Les compteurs indiquent le nombre de lignes d’origine, de lignes uniques et de doublons supprimés, et le tableau « Lignes en double » dit combien de fois chaque ligne répétée apparaissait.',
  ],
  about: {
    what:
      'Cet outil supprime les lignes en double d’une liste et garde la première occurrence de chaque élément, dans l’ordre d’origine. Il retire au passage les espaces superflues en début et en fin de ligne ainsi que les lignes vides. Une liste peut compter 1 000 000 de lignes (un export de CRM de 30 Mo) : elle est traitée en arrière-plan, avec sa progression et un bouton « Annuler », et montrée en aperçu quand elle est trop longue pour être affichée entière. La limite est de 2 000 000 de lignes ou 50 Mo.',
    why:
      'Une liste de diffusion avec des doublons, c’est un même client qui reçoit deux fois la newsletter, des taux d’ouverture faussés et un coût d’envoi gonflé. Il en va de même pour une liste de mots-clés à importer dans Google Ads, des références produits à mettre à jour ou les participants d’un tirage au sort, où un doublon donne deux chances à la même personne.',
    how: [
      'Chaque ligne est débarrassée de ses espaces de début et de fin ; les lignes vides sont ignorées (elles ne comptent ni dans le total ni dans les doublons). Une ligne est ensuite supprimée si une ligne identique est déjà apparue plus haut. Avec « Ignorer la casse », la comparaison se fait en minuscules et c’est la première écriture rencontrée qui est conservée : « Paris », « PARIS » et « paris » donnent « Paris ».',
      'Les accents comptent : « ete » et « été » restent deux lignes distinctes. Avec « Normaliser les espaces intérieures », toute suite d’espaces, de tabulations ou d’espaces insécables à l’intérieur d’une ligne devient une seule espace, dans la comparaison comme dans le résultat.',
      'Le tri de A à Z suit l’ordre du dictionnaire français (Intl.Collator, langue « fr ») : les lettres de base d’abord, puis les accents et enfin la casse ne départagent que des mots par ailleurs identiques (cote, coté, côte, côté ; eau avant Eau), et les nombres sont lus comme des nombres (« article 2 » avant « article 10 »).',
      'Le tableau des doublons range les lignes de la plus répétée à la moins répétée. Le fichier téléchargé est en UTF-8 (accents conservés), une ligne par élément, avec des fins de ligne Windows (CRLF) que tous les éditeurs et tableurs lisent. Exemple : les 6 lignes pomme, poire, pomme, kiwi, poire, pomme donnent 3 lignes uniques et 3 doublons supprimés ; pomme apparaissait 3 fois et poire 2 fois.',
    ],
    tips: [
      'Pour des adresses e-mail, cochez « Ignorer la casse » : Jean.Dupont@exemple.fr et jean.dupont@exemple.fr arrivent en pratique dans la même boîte.',
      'Par défaut, les espaces à l’intérieur d’une ligne comptent : « Saint Malo » et « Saint  Malo » (avec deux espaces) restent différents. Cochez « Normaliser les espaces intérieures » pour les réunir.',
      'Depuis un tableur, copiez une seule colonne : chaque cellule devient une ligne. Si vous copiez plusieurs colonnes, c’est la ligne entière qui est comparée.',
      'C’est la première occurrence qui reste : placez en tête de liste l’écriture que vous voulez garder (par exemple le nom correctement accentué et capitalisé).',
    ],
  },
};
