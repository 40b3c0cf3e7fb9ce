import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez l’heure de début au format HH:MM, par exemple 08:30. Vous pouvez aussi taper 0830 (les deux-points sont ajoutés) ou 8h30.',
    'Saisissez l’heure de fin de la même façon.',
    'Lisez la durée en minutes, en heures et minutes, et en heures décimales.',
    'Pour une journée en plusieurs morceaux, choisissez « Feuille de temps » : saisissez chaque plage (matin, après-midi, soirée…), ajoutez-en avec « Ajouter une plage », indiquez la pause à déduire, et lisez le total en heures et minutes (7 h 30) et en heures décimales (7,50 h).',
  ],
  about: {
    what:
      'Ce calculateur donne la durée entre deux heures, dans la même journée ou de part et d’autre de minuit : temps de travail, durée d’un live ou d’un webinaire, fenêtre d’envoi d’une newsletter, durée d’une vente flash.',
    why:
      'Soustraire des heures de tête est piégeux, car une heure compte 60 minutes et non 100 : de 9 h 45 à 11 h 15, il y a 1 h 30, pas 1 h 70. La conversion en heures décimales est indispensable pour remplir une feuille de temps, facturer un taux horaire ou chiffrer un coût de main-d’œuvre.',
    how: [
      'Chaque heure est convertie en minutes depuis minuit (heures × 60 + minutes), puis le début est soustrait de la fin. Si l’heure de fin est plus petite que l’heure de début, la période passe minuit et l’outil ajoute 24 heures : de 22:00 à 06:00, il y a 8 heures, soit 480 minutes. Deux heures identiques donnent 0. Les heures vont de 0 à 23 (un seul chiffre est accepté : 9:05) et les minutes de 00 à 59 ; toute autre saisie affiche « Format invalide.',
      'Utilisez HH:MM ». Tant qu’un des deux champs est vide, le résultat est 0. En mode « Feuille de temps », chaque plage est calculée de la même façon (une plage de 22:00 à 01:15 passe minuit et dure 3 h 15), les durées des plages sont additionnées, puis la pause est retirée une seule fois, sur le total : total = somme des plages − pause.',
      'La pause se saisit en minutes (45) ou en heures et minutes (0:45, 1h30) ; le temps entre deux plages n’étant pas compté, ne retirez la pause déjeuner que si elle est comprise dans une plage. Une pause plus longue que les plages est signalée comme une erreur. Les heures décimales sont calculées à partir du total en minutes (minutes ÷ 60), arrondies une seule fois à deux décimales : 7 h 20 donnent 7,33 h. Une ligne entièrement vide est ignorée ; une ligne à moitié remplie n’est pas comptée et le résultat le signale.',
    ],
    tips: [
      'Heures décimales : divisez les minutes par 60. 7 h 45 font 7,75 h ; à 40 € de l’heure, cela fait 310 €, et non 7,45 × 40 = 298 €.',
      'Pause déjeuner : calculez la matinée et l’après-midi séparément puis additionnez, ou retirez la pause du total (8 h 30 − 1 h = 7 h 30).',
      'Une heure de fin plus tôt que l’heure de début est comprise comme « le lendemain » : vérifiez qu’il ne s’agit pas d’une faute de frappe.',
      'La nuit du changement d’heure dure une heure de plus ou de moins : l’outil mesure l’écart entre les heures affichées par l’horloge, pas le temps réellement écoulé.',
      'Au-delà de 24 heures (un événement sur plusieurs jours), comptez d’abord les jours avec le calculateur de jours entre deux dates, puis ajoutez les heures.',
    ],
  },
};
