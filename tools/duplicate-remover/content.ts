import type { ToolContent } from '../types';

export const content: ToolContent = {
  howTo: [
    'Collez votre liste dans la zone de texte, un élément par ligne : adresses e-mail, mots-clés, références produits, noms…',
    'Cochez « Ignorer la casse » si « Paris » et « PARIS » doivent compter comme un seul élément.',
    'Cochez « Normaliser les espaces intérieures » si « Jean  Dupont » (deux espaces) et « Jean Dupont » doivent compter comme une seule ligne.',
    'Choisissez l’ordre du résultat : l’ordre d’origine, de A à Z ou de Z à A.',
    'Copiez la liste nettoyée ou téléchargez-la en fichier .txt. Les compteurs indiquent le nombre de lignes d’origine, de lignes uniques et de doublons supprimés, et le tableau « Lignes en double » dit combien de fois chaque ligne répétée apparaissait.',
  ],
  about: {
    what:
      'Cet outil supprime les lignes en double d’une liste et garde la première occurrence de chaque élément, dans l’ordre d’origine. Il retire au passage les espaces superflues en début et en fin de ligne ainsi que les lignes vides.',
    why:
      'Une liste de diffusion avec des doublons, c’est un même client qui reçoit deux fois la newsletter, des taux d’ouverture faussés et un coût d’envoi gonflé. Il en va de même pour une liste de mots-clés à importer dans Google Ads, des références produits à mettre à jour ou les participants d’un tirage au sort, où un doublon donne deux chances à la même personne.',
    how:
      'Chaque ligne est débarrassée de ses espaces de début et de fin ; les lignes vides sont ignorées (elles ne comptent ni dans le total ni dans les doublons). Une ligne est ensuite supprimée si une ligne identique est déjà apparue plus haut. Avec « Ignorer la casse », la comparaison se fait en minuscules et c’est la première écriture rencontrée qui est conservée : « Paris », « PARIS » et « paris » donnent « Paris ». Les accents comptent : « ete » et « été » restent deux lignes distinctes. Exemple : les 6 lignes pomme, poire, pomme, kiwi, poire, pomme donnent 3 lignes uniques et 3 doublons supprimés.',
    tips: [
      'Pour des adresses e-mail, cochez « Ignorer la casse » : Jean.Dupont@exemple.fr et jean.dupont@exemple.fr arrivent en pratique dans la même boîte.',
      'Les espaces à l’intérieur d’une ligne comptent : « Saint Malo » et « Saint  Malo » (avec deux espaces) restent différents. Uniformisez d’abord votre liste si besoin.',
      'Depuis un tableur, copiez une seule colonne : chaque cellule devient une ligne. Si vous copiez plusieurs colonnes, c’est la ligne entière qui est comparée.',
      'C’est la première occurrence qui reste : placez en tête de liste l’écriture que vous voulez garder (par exemple le nom correctement accentué et capitalisé).',
    ],
  },
};
