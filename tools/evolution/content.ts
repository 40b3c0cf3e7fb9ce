import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez la valeur initiale, celle de la période de référence (par exemple le chiffre d’affaires de l’an dernier).',
    'Saisissez la valeur finale, celle de la période que vous analysez.',
    'Lisez le taux d’évolution en pourcentage, l’écart en valeur et le coefficient multiplicateur.',
  ],
  about: {
    what:
      'Le taux d’évolution (ou taux de variation) mesure de combien une valeur a augmenté ou diminué entre deux dates, en pourcentage de sa valeur de départ : progression du chiffre d’affaires, baisse du coût par clic, croissance de l’audience, hausse d’un prix.',
    why:
      'Un écart brut ne dit pas grand-chose : +500 visiteurs, c’est énorme pour un site qui en reçoit 1 000 et négligeable pour un site qui en reçoit 100 000. Le taux d’évolution rend les chiffres comparables d’un canal, d’un produit ou d’une année à l’autre, et c’est la mesure attendue dans un reporting mensuel ou annuel.',
    how:
      'Taux d’évolution = (valeur finale − valeur initiale) ÷ valeur initiale × 100. Exemple : un chiffre d’affaires passé de 12 500 € à 15 000 € progresse de (15 000 − 12 500) ÷ 12 500 × 100 = 20 %. Le coefficient multiplicateur vaut valeur finale ÷ valeur initiale, ici 1,2. Une valeur initiale de 0 ne permet aucun taux : l’outil l’indique par un message plutôt que d’afficher un résultat infini. Si la valeur initiale est négative, le taux est calculé par rapport à sa valeur absolue, pour qu’une amélioration reste une hausse.',
    tips: [
      'Une hausse et une baisse de même taux ne se compensent pas : +20 % puis −20 % ramènent 100 à 96. Pour revenir au point de départ après −20 %, il faut +25 %.',
      'Pour enchaîner plusieurs évolutions, multipliez les coefficients : +10 % puis +10 % donnent 1,1 × 1,1 = 1,21, soit +21 %, pas +20 %.',
      'Distinguez pourcentage et points : un taux de conversion qui passe de 2 % à 3 % augmente d’un point, mais son taux d’évolution est de +50 %.',
      'Comparez des périodes comparables (même mois de l’année précédente, même nombre de jours ouvrés) pour neutraliser la saisonnalité.',
    ],
  },
};
