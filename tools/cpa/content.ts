import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le coût total de la campagne en euros.',
    'Saisissez le nombre d’acquisitions obtenues : ventes, inscriptions, demandes de devis ou leads.',
    'Le coût par acquisition s’affiche aussitôt ; comparez-le à la marge que rapporte une acquisition.',
  ],
  about: {
    what:
      'Le CPA (coût par acquisition, aussi appelé coût par conversion ou CAC pour un client) est le coût publicitaire moyen d’une action utile : un achat, une inscription, un formulaire envoyé.',
    why:
      'C’est l’indicateur qui relie la publicité à la rentabilité : une campagne reste rentable tant que son CPA est inférieur à la marge (ou à la valeur vie client) que rapporte une acquisition.',
    how:
      'CPA = coût total ÷ nombre d’acquisitions. Exemple : 1 000 € pour 40 ventes donnent un CPA de 25 €. Avec 0 acquisition, le CPA n’est pas défini : l’outil affiche 0.',
    tips: [
      'Fixez un CPA cible avant de lancer la campagne : marge brute par commande × part que vous acceptez de réinvestir.',
      'Comptez les acquisitions sur la même fenêtre d’attribution que la régie (par exemple 7 jours après le clic), sinon les chiffres ne se comparent pas.',
      'Si vous vendez des abonnements, comparez le CPA à la valeur vie client plutôt qu’au premier panier.',
    ],
  },
};
