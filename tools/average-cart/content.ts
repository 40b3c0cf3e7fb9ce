import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le chiffre d’affaires total de la période, en euros.',
    'Saisissez le nombre de commandes passées sur la même période.',
    'Lisez le panier moyen, arrondi au centime, et copiez-le pour votre reporting.',
    'Pour l’inverse, choisissez « Commandes nécessaires » et saisissez le chiffre d’affaires visé et le panier moyen : l’outil donne le nombre de commandes à réaliser.',
  ],
  about: {
    what:
      'Le panier moyen est le montant moyen dépensé par commande. Avec le trafic et le taux de conversion, c’est l’un des trois leviers qui font le chiffre d’affaires d’une boutique : chiffre d’affaires = visiteurs × taux de conversion × panier moyen.',
    why:
      'Augmenter le panier moyen fait croître le chiffre d’affaires sans acheter un visiteur de plus. Le suivre permet aussi de fixer un seuil de livraison gratuite pertinent, de mesurer l’effet des ventes additionnelles et de savoir combien vous pouvez dépenser en publicité pour obtenir une commande.',
    how:
      'Panier moyen = chiffre d’affaires ÷ nombre de commandes. Exemple : 15 000 € de ventes pour 250 commandes donnent 15 000 ÷ 250 = 60 € de panier moyen. Le résultat est arrondi au centime. Sans commande, il n’y a pas de panier moyen : l’outil l’indique par un message plutôt que d’afficher 0 €.',
    tips: [
      'Utilisez le même périmètre pour les deux chiffres : chiffre d’affaires HT ou TTC, avec ou sans frais de port, remboursements déduits ou non. Un panier moyen TTC est 20 % plus élevé qu’un panier HT pour des produits à 20 % de TVA.',
      'Pour faire monter le panier : seuil de livraison gratuite placé 20 à 30 % au-dessus du panier actuel, produits complémentaires proposés dans le panier, lots et offres « 2 achetés, le 3e offert ».',
      'Une moyenne cache souvent deux populations : quelques très grosses commandes B2B peuvent gonfler le panier moyen. Comparez-le à la médiane de vos commandes.',
      'Comparez le panier moyen au coût d’acquisition d’une commande : si le CPA dépasse la marge dégagée par un panier, chaque vente vous fait perdre de l’argent.',
    ],
  },
};
