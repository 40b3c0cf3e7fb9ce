import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le nombre de conversions de la période : ventes, inscriptions, demandes de devis ou tout autre objectif atteint.',
    'Saisissez le nombre de visiteurs (ou de sessions) de la même période et de la même source.',
    'Lisez le taux de conversion en pourcentage et le nombre de visiteurs nécessaires pour obtenir une conversion.',
    'Pour l’inverse, choisissez « Visiteurs nécessaires » et saisissez le nombre de conversions visé et le taux attendu : l’outil donne le nombre de visiteurs à attirer.',
  ],
  about: {
    what:
      'Le taux de conversion est la part des visiteurs qui réalisent l’action que vous attendez d’eux : acheter, s’inscrire à la newsletter, remplir un formulaire, télécharger un livre blanc. C’est l’indicateur central de l’efficacité d’un site ou d’une page d’atterrissage.',
    why:
      'Doubler son taux de conversion rapporte autant que doubler son trafic, pour un coût bien moindre. Suivre ce taux par canal (SEO, Google Ads, réseaux sociaux, e-mailing) montre où votre budget est le plus rentable, et le comparer avant et après une modification de page mesure son effet.',
    how: [
      'Taux de conversion = conversions ÷ visiteurs × 100. Exemple : 25 commandes pour 1 000 visiteurs donnent 25 ÷ 1 000 × 100 = 2,5 %, soit une conversion pour 40 visiteurs. Avec 0 visiteur, le taux n’existe pas : l’outil affiche un message plutôt qu’un 0 % trompeur. Si vous saisissez plus de conversions que de visiteurs, le taux est calculé mais l’outil vous signale l’incohérence.',
      'Dans l’autre sens, le mode « Visiteurs nécessaires » répond à « combien de visiteurs pour obtenir N conversions ? » : visiteurs = conversions visées ÷ (taux ÷ 100), arrondi au visiteur supérieur. Exemple : 100 ventes à 2 % de conversion demandent 100 ÷ 0,02 = 5 000 visiteurs ; 10 ventes à 3 % en demandent 334.',
    ],
    tips: [
      'Repères pour l’e-commerce : un taux de 1 à 3 % est courant, au-delà de 3 à 4 % il est très bon. Une page d’inscription gratuite ou une landing page de génération de leads convertit souvent entre 5 et 15 %. Comparez-vous surtout à vous-même, canal par canal.',
      'Utilisez le même dénominateur d’une période à l’autre : visiteurs uniques et sessions ne donnent pas le même taux (un visiteur peut revenir plusieurs fois avant d’acheter).',
      'Un taux en hausse n’est pas toujours une bonne nouvelle : une baisse du trafic peu qualifié le fait grimper mécaniquement. Surveillez aussi le nombre de conversions et le panier moyen.',
      'Pour savoir si deux taux diffèrent vraiment, par exemple entre deux versions d’une page, utilisez le calculateur de test A/B.',
    ],
  },
};
