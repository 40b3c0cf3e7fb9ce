import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le coût total de la campagne en euros.',
    'Saisissez le nombre d’impressions (affichages de l’annonce).',
    'Le CPM, coût pour mille impressions, s’affiche aussitôt.',
  ],
  about: {
    what:
      'Le CPM (coût pour mille, « M » comme le chiffre romain de 1 000) est le prix payé pour 1 000 affichages d’une annonce. C’est l’unité d’achat de la publicité display, vidéo et des réseaux sociaux en objectif de notoriété.',
    why:
      'Il permet de comparer le prix de l’audience entre régies et formats, et d’estimer la portée d’un budget : avec un CPM de 6 €, 3 000 € achètent 500 000 impressions.',
    how:
      'CPM = coût total ÷ nombre d’impressions × 1 000. Exemple : 250 € pour 100 000 impressions donnent un CPM de 2,50 €. Avec 0 impression, le CPM n’est pas défini : l’outil affiche 0.',
    tips: [
      'Un CPM faible peut cacher une audience peu qualifiée : regardez aussi le taux de clic et la répétition (fréquence).',
      'Passez du CPM au CPC : CPC = CPM ÷ (1 000 × taux de clic). Un CPM de 5 € avec 1 % de clics revient à 0,50 € le clic.',
      'Vérifiez si la régie compte des impressions « visibles » (au moins 50 % de l’annonce à l’écran) ou toutes les impressions servies.',
    ],
  },
};
