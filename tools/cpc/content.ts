import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le coût total de la campagne en euros (dépense publicitaire de la période).',
    'Saisissez le nombre de clics obtenus sur la même période.',
    'Le coût par clic s’affiche aussitôt ; copiez-le pour votre rapport.',
  ],
  about: {
    what:
      'Le CPC (coût par clic) est le prix moyen payé pour chaque clic sur une annonce : Google Ads, Meta Ads, LinkedIn Ads ou Microsoft Advertising l’affichent sous le nom de « CPC moyen ».',
    why:
      'Le CPC permet de comparer des campagnes, des mots-clés ou des régies entre eux et de prévoir un budget : avec un CPC de 0,80 € et un objectif de 5 000 visites, il faut prévoir 4 000 €. Rapproché du taux de conversion, il donne le coût d’une vente.',
    how:
      'CPC = coût total ÷ nombre de clics. Exemple : 500 € dépensés pour 1 250 clics donnent un CPC de 0,40 €. Avec 0 clic, le CPC n’est pas défini : l’outil affiche 0.',
    tips: [
      'Un CPC bas n’est pas une fin en soi : un clic à 2 € qui convertit à 10 % coûte moins cher par vente qu’un clic à 0,50 € qui convertit à 1 %.',
      'Comparez des périodes de même durée : le CPC varie selon la saison, le jour de la semaine et la concurrence aux enchères.',
      'Pour savoir combien vous pouvez payer un clic au maximum, multipliez votre marge par vente par votre taux de conversion.',
    ],
  },
};
