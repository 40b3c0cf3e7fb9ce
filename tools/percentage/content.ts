import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Choisissez le mode : « Trouver un pourcentage » (quelle part représente une valeur) ou « Calculer une valeur » (combien font X % d’un nombre).',
    'En mode « Trouver un pourcentage », saisissez la valeur puis le total auquel la comparer.',
    'En mode « Calculer une valeur », saisissez le pourcentage (de 0 à 100) puis le nombre de départ.',
    'Le résultat s’affiche au fur et à mesure de la saisie ; copiez-le d’un clic.',
  ],
  about: {
    what:
      'Ce calculateur répond aux deux questions de pourcentage les plus courantes : « 45 ventes sur 300 commandes, cela fait combien de pourcents ? » et « Combien font 15 % de 2 400 € ? ». Il accepte les nombres écrits à la française, avec virgule décimale et espaces entre les milliers.',
    why:
      'Part d’un canal dans le chiffre d’affaires, poids d’un produit dans les ventes, montant d’une commission ou d’une remise, part d’un budget : les pourcentages sont partout dans le reporting marketing et commercial. Un calcul instantané évite les erreurs de règle de trois.',
    how:
      'Trouver un pourcentage : valeur ÷ total × 100. Exemple : 45 ÷ 300 × 100 = 15 %. Si la valeur dépasse le total, le résultat dépasse 100 % (150 sur 100 donne 150 %). Un total de 0 n’a pas de sens : l’outil affiche un message au lieu d’un résultat. Calculer une valeur : nombre de départ × pourcentage ÷ 100. Exemple : 2 400 × 15 ÷ 100 = 360. Les résultats sont arrondis à deux décimales.',
    tips: [
      'Un pourcentage de pourcentage n’est pas une différence de points : passer de 2 % à 3 % de conversion, c’est +1 point mais +50 % d’augmentation. Pour mesurer une hausse ou une baisse, utilisez le calculateur de taux d’évolution.',
      'Les pourcentages successifs ne s’additionnent pas : −20 % puis −10 % font −28 %, pas −30 %, car la seconde remise s’applique à un prix déjà réduit.',
      'Pour appliquer une remise ou calculer une marge commerciale, le calculateur de remise et marge donne directement le prix final et les taux.',
    ],
  },
};
