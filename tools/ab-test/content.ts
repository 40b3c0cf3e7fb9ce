import type { ToolContent } from '../types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le nombre de visiteurs et le nombre de conversions de la variante A (la version actuelle, dite « contrôle »).',
    'Saisissez les mêmes chiffres pour la variante B (la version testée).',
    'Lisez le taux de conversion de chaque variante, l’écart entre elles et le niveau de confiance.',
    'Au-delà de 95 % de confiance, l’outil désigne la variante gagnante ; en dessous, il n’y a pas de gagnant statistiquement significatif.',
    'Vérifiez l’intervalle de confiance de l’écart : s’il contient 0, la différence observée peut encore être due au hasard.',
  ],
  about: {
    what:
      'Ce calculateur dit si la différence de taux de conversion entre deux versions d’une page, d’un e-mail ou d’une publicité est réelle ou si elle peut s’expliquer par le hasard. Il affiche le taux de conversion de chaque variante, l’amélioration relative de B par rapport à A, l’intervalle de confiance à 95 % de l’écart et le niveau de confiance du test.',
    why:
      'Avec quelques centaines de visiteurs, un écart de 20 % entre deux variantes apparaît très souvent par pur hasard. Déclarer un gagnant trop tôt conduit à déployer une version qui ne fait pas mieux, voire moins bien, que l’originale. Le test statistique vous protège de ces faux positifs et vous indique quand vous pouvez décider.',
    how:
      'L’outil applique un test z bilatéral de comparaison de deux proportions, avec proportion commune (poolée) : z = (pB − pA) / √(p × (1 − p) × (1/nA + 1/nB)), où p est le taux de conversion des deux variantes réunies. La valeur p bilatérale vient de la loi normale, et le niveau de confiance vaut (1 − p) × 100. Au-dessus de 95 %, la variante au meilleur taux est déclarée gagnante. L’amélioration relative vaut (pB − pA) / pA × 100 et l’intervalle de confiance à 95 % de l’écart pB − pA est celui de Newcombe (méthode hybride du score, 1998), construit sur l’intervalle de Wilson de chaque taux : contrairement à l’intervalle de Wald, il garde une largeur honnête à 0 % et à 100 % (1 conversion sur 1 visiteur contre 0 sur 1 donne de −12,21 à +100,00 points, et non un écart certain de 100 points). Un niveau de confiance qui s’arrondirait à 100 % s’affiche « > 99,99 % » : un test ne prouve jamais rien avec certitude. Exemple : 10 000 visiteurs et 200 conversions pour A (2 %), 10 000 visiteurs et 250 conversions pour B (2,5 %) donnent z = 2,38, soit 98,29 % de confiance : B gagne, avec une amélioration de 25 % et un écart compris entre +0,09 et +0,91 point.',
    tips: [
      'Fixez la taille d’échantillon avant de lancer le test. Pour détecter le passage de 2 % à 2,5 % de conversion (+25 %) avec 95 % de confiance et 80 % de puissance, il faut environ 14 000 visiteurs par variante ; pour détecter +10 %, plus de 80 000.',
      'Ne vous arrêtez pas dès que le seuil de 95 % est franchi : consulter le résultat chaque jour et stopper au premier passage multiplie les faux gagnants. Attendez la taille prévue et au moins un ou deux cycles hebdomadaires complets.',
      'Le test n’est fiable qu’avec au moins 5 conversions et 5 non-conversions par variante ; l’outil vous prévient en dessous.',
      '95 % de confiance signifie qu’un écart au moins aussi grand n’aurait que 5 % de chances d’apparaître si les deux variantes convertissaient en réalité au même taux. Ce n’est pas « 95 % de chances que B soit meilleure ».',
      'Répartissez le trafic au hasard et en même temps entre les deux variantes, et ne testez qu’un changement à la fois pour savoir ce qui a fait la différence.',
    ],
  },
};
