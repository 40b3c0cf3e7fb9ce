import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Choisissez le sens de conversion : EUR vers USD ou USD vers EUR.',
    'Saisissez le montant à convertir ; le résultat s’affiche immédiatement.',
    'Vérifiez la date du taux utilisé, affichée sous le résultat. Le taux est actualisé à l’ouverture de la page, puis toutes les heures.',
    'Cliquez sur l’icône d’actualisation pour récupérer le dernier taux disponible.',
  ],
  about: {
    what:
      'Ce convertisseur transforme un montant en euros en dollars américains, ou l’inverse, au dernier taux de change de référence disponible. Il indique toujours la date du taux appliqué.',
    why:
      'Acheter chez un fournisseur américain, comparer un abonnement logiciel facturé en dollars, fixer un prix de vente pour des clients aux États-Unis, suivre un budget publicitaire payé en USD : une conversion rapide et datée évite les approximations.',
    how: [
      'EUR vers USD : montant × taux. USD vers EUR : montant ÷ taux, le taux étant le nombre de dollars pour un euro. Exemple : à 1,0842 dollar pour un euro, 100 € valent 108,42 $ et 100 $ valent 92,23 €. Les résultats sont arrondis au centime. Le taux vient soit d’ExchangeRate-API, soit, par défaut, de Frankfurter, qui publie les taux de référence de la Banque centrale européenne (mis à jour chaque jour ouvré vers 16 heures, heure d’Europe centrale).',
      'Si le taux ne peut pas être récupéré, le dernier taux obtenu reste affiché avec sa date. Il reste aussi affiché quand le taux reçu s’écarte de plus de 15 % d’un taux obtenu il y a moins de 4 jours : c’est alors une réponse erronée plutôt qu’un vrai mouvement (depuis 1999, l’euro n’a jamais varié de plus de 5 % en un jour face au dollar), et le convertisseur le signale.',
    ],
    tips: [
      'Ce taux de référence est un taux moyen : votre banque, votre carte ou PayPal appliquent en général une marge de change de 1 à 4 %, parfois des frais fixes en plus. Pour un paiement réel, comptez un peu plus cher que le résultat affiché.',
      'Les taux de référence de la BCE ne sont pas publiés le week-end ni les jours fériés : le vendredi, le taux reste valable jusqu’au lundi.',
      'Pour un devis ou une facture, indiquez le taux et sa date : en cas de contestation, chacun peut refaire le calcul.',
    ],
  },
};
