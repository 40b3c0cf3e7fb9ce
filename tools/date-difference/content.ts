import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Choisissez la date de début dans le premier champ (ou tapez-la au format JJ/MM/AAAA).',
    'Choisissez la date de fin : l’ordre n’a pas d’importance, l’écart affiché est toujours positif.',
    'Lisez le nombre de jours, son équivalent en semaines et jours ou en années, mois et jours, le total en comptant aussi le jour de départ, et les jours ouvrés et ouvrables (cochez « Alsace-Moselle » si vous y travaillez).',
    'Pour une échéance, utilisez « Ajouter ou retirer des jours » : une date de départ, un nombre de jours calendaires, ouvrés ou ouvrables, et la date obtenue s’affiche.',
  ],
  about: {
    what:
      'Ce calculateur compte les jours calendaires qui séparent deux dates : durée d’une campagne, délai de livraison, ancienneté d’un client, jours restants avant les soldes ou avant une échéance. Il donne aussi l’écart en semaines et jours.',
    why:
      'Compter sur un calendrier est une source d’erreurs classique : mois de 28 à 31 jours, années bissextiles, changement d’heure. Or beaucoup de décisions reposent sur ce chiffre : durée d’un test A/B, délai de rétractation de 14 jours, périodes comparées dans un reporting, budget quotidien d’une campagne (budget total ÷ nombre de jours).',
    how: [
      'L’outil compte des jours du calendrier, pas des heures : chaque date est convertie en numéro de jour, puis on fait la différence. Le jour de départ n’est pas compté, le jour d’arrivée l’est : du 1er au 2 mars, il y a 1 jour ; du 1er janvier au 31 décembre 2024, 365 jours (366 en comptant les deux bornes).',
      'Les années bissextiles sont prises en compte (le 29 février 2024 est compté) et le changement d’heure ne fausse jamais le résultat, quel que soit le fuseau horaire de votre appareil : la journée de 23 heures du passage à l’heure d’été compte pour un jour entier. Tant que les deux dates ne sont pas renseignées, le résultat est 0.',
    ],
    tips: [
      'Comptage inclusif ou exclusif : pour une période « du 1er au 7 juillet inclus » (location, salon, campagne active les deux jours), il faut compter le premier jour, soit 6 + 1 = 7 jours. C’est le total « en comptant le jour de départ » affiché par l’outil.',
      'Budget quotidien : divisez le budget total par le nombre de jours inclusifs. 1 500 € du 1er au 30 novembre, c’est 30 jours, soit 50 € par jour.',
      'Droit de rétractation : pour un achat en ligne, le jour de la réception ne compte pas et le délai de 14 jours finit à minuit le 14e jour. Un colis reçu le 3 mars peut être retourné jusqu’au 17 mars (l’outil affiche bien 14 jours entre ces deux dates) ; si ce jour tombe un samedi, un dimanche ou un jour férié, le délai est prolongé jusqu’au premier jour ouvrable suivant.',
      'Pour comparer deux périodes de vente, prenez des durées multiples de 7 jours : chacune contient alors autant de samedis et de dimanches, et l’effet du week-end ne fausse pas la comparaison.',
      'L’outil compte les jours du calendrier, et aussi les jours ouvrés et ouvrables. Jours ouvrés ou ouvrables ? Les jours ouvrés vont du lundi au vendredi : on retire les samedis, les dimanches et les jours fériés tombant en semaine. Les jours ouvrables vont du lundi au samedi : on retire seulement les dimanches et les jours fériés tombant du lundi au samedi. Un 1er novembre qui tombe un samedi ne change donc rien aux jours ouvrés, mais retire un jour ouvrable.',
      'Jours fériés comptés : les 11 jours fériés du Code du travail (1er janvier, lundi de Pâques, 1er et 8 mai, Ascension, lundi de Pentecôte, 14 juillet, 15 août, 1er et 11 novembre, 25 décembre), calculés pour n’importe quelle année jusqu’en 9999. Pâques est calculé par l’algorithme grégorien anonyme (Meeus/Jones/Butcher) ; l’Ascension tombe 39 jours après Pâques et le lundi de Pentecôte 50 jours après. En Alsace-Moselle s’ajoutent le Vendredi saint (2 jours avant Pâques) et le 26 décembre. Quand deux fêtes tombent le même jour (l’Ascension et le 1er mai en 2008), le jour n’est retiré qu’une fois.',
      'Le lundi de Pentecôte est compté comme férié : c’est un jour férié légal, même si beaucoup d’entreprises en font leur journée de solidarité, travaillée. Si c’est votre cas, ajoutez-le vous-même (un jour de plus).',
      'Les jours ouvrés et ouvrables comptent les deux bornes : du lundi 3 au vendredi 7 mars 2025, il y a 5 jours ouvrés. Pour ajouter des jours ouvrés à une date, le jour de départ n’est pas compté : la date obtenue est le N-ième jour ouvré qui suit (ou qui précède, pour un retrait), donc toujours un jour ouvré. Un vendredi 25 avril 2025 + 5 jours ouvrés donne le lundi 5 mai, le 1er mai étant férié.',
      'La durée en années, mois et jours se lit comme sur un calendrier : un mois est complet quand on retrouve le même quantième (du 15 janvier au 15 février). Les fins de mois sont ramenées au dernier jour : du 31 janvier au 29 février 2024, il y a 29 jours (le mois n’est pas complet, faute de 31 février) ; du 31 janvier au 1er mars 2024, 1 mois et 1 jour.',
    ],
  },
};
