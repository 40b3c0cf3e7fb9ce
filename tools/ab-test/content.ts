import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le nombre de visiteurs et le nombre de conversions de la variante A (la version actuelle, dite « contrôle »).',
    'Saisissez les mêmes chiffres pour la variante B (la version testée).',
    'Lisez le taux de conversion de chaque variante, l’écart entre elles et le niveau de confiance.',
    'Au-delà de 95 % de confiance, l’outil désigne la variante gagnante ; en dessous, il n’y a pas de gagnant statistiquement significatif.',
    'Vérifiez l’intervalle de confiance de l’écart : s’il contient 0, la différence observée peut encore être due au hasard.',
    'Choisissez le seuil de confiance : 90 %, 95 % (par défaut) ou 99 %. Indiquez la part du trafic prévue pour A (50 % pour une répartition égale) : l’outil signale un déséquilibre de répartition (SRM).',
    'Avant le test, choisissez « Planifier le test » : saisissez le taux de conversion actuel, l’effet minimal à détecter (en % du taux ou en points), la puissance, le nombre de variantes et, si vous le connaissez, le trafic quotidien. L’outil donne les visiteurs nécessaires par variante et au total, et la durée en semaines entières.',
  ],
  about: {
    what:
      'Ce calculateur dit si la différence de taux de conversion entre deux versions d’une page, d’un e-mail ou d’une publicité est réelle ou si elle peut s’expliquer par le hasard. Il affiche le taux de conversion de chaque variante, l’amélioration relative de B par rapport à A, l’intervalle de confiance à 95 % de l’écart et le niveau de confiance du test.',
    why:
      'Avec quelques centaines de visiteurs, un écart de 20 % entre deux variantes apparaît très souvent par pur hasard. Déclarer un gagnant trop tôt conduit à déployer une version qui ne fait pas mieux, voire moins bien, que l’originale. Le test statistique vous protège de ces faux positifs et vous indique quand vous pouvez décider.',
    how: [
      'L’outil applique un test z bilatéral de comparaison de deux proportions, avec proportion commune (poolée) : z = (pB − pA) / √(p × (1 − p) × (1/nA + 1/nB)), où p est le taux de conversion des deux variantes réunies. La valeur p bilatérale vient de la loi normale, et le niveau de confiance vaut (1 − p) × 100. Au-dessus de 95 %, la variante au meilleur taux est déclarée gagnante.',
      'L’amélioration relative vaut (pB − pA) / pA × 100 et l’intervalle de confiance à 95 % de l’écart pB − pA est celui de Newcombe (méthode hybride du score, 1998), construit sur l’intervalle de Wilson de chaque taux : contrairement à l’intervalle de Wald, il garde une largeur honnête à 0 % et à 100 % (1 conversion sur 1 visiteur contre 0 sur 1 donne de −12,21 à +100,00 points, et non un écart certain de 100 points).',
      'Un niveau de confiance qui s’arrondirait à 100 % s’affiche « > 99,99 % » : un test ne prouve jamais rien avec certitude. Exemple : 10 000 visiteurs et 200 conversions pour A (2 %), 10 000 visiteurs et 250 conversions pour B (2,5 %) donnent z = 2,38, soit 98,29 % de confiance : B gagne, avec une amélioration de 25 % et un écart compris entre +0,09 et +0,91 point.',
      'Le seuil de confiance se choisit : 90 %, 95 % ou 99 % ; l’intervalle de l’écart est alors donné au même niveau (z = 1,645, 1,960 ou 2,576).',
      'Déséquilibre de répartition (SRM, sample ratio mismatch) : l’outil compare les visiteurs reçus par A et B à la répartition prévue par un test du khi-deux à 1 degré de liberté, χ² = Σ (observé − attendu)² ÷ attendu, de valeur p = erfc(√(χ²/2)) ; sous 0,001, la répartition est anormale et le verdict n’est pas fiable (exemple de Kohavi, Tang et Xu, 2020 : 821 588 contre 815 482 utilisateurs pour un 50/50 prévu donnent p = 0,0000018).',
      'Planification : l’outil reprend la formule du calculateur d’Evan Miller (evanmiller.org), test bilatéral de deux proportions par l’approximation normale : n par variante = (z₁₋α/₂ × √(2 p₁(1 − p₁)) + z₁₋β × √(p₁(1 − p₁) + p₂(1 − p₂)))² ÷ (p₂ − p₁)², où p₁ est le taux actuel, p₂ le taux à détecter (p₁ × (1 + effet relatif) ou p₁ + effet absolu), z₁₋α/₂ le quantile de la loi normale au seuil choisi et z₁₋β celui de la puissance (0,842 à 80 %, 1,282 à 90 %), arrondi au visiteur le plus proche comme chez Evan Miller.',
      'Exemple : 20 % de conversion, 5 points d’effet, 95 % et 80 % donnent 1 030 visiteurs par variante. Avec plus de deux variantes, chaque variante est comparée au contrôle et l’outil applique la correction de Bonferroni : le risque d’erreur est divisé par le nombre de comparaisons (5 % ÷ 2 = 2,5 % pour A/B/C), pour que le risque de désigner à tort au moins un gagnant reste de 5 %.',
      'Total = visiteurs par variante × nombre de variantes ; durée = total ÷ visiteurs par jour, arrondie au jour supérieur puis à la semaine entière, car le comportement change selon le jour de la semaine : un test doit couvrir des semaines complètes.',
    ],
    tips: [
      'Fixez la taille d’échantillon avant de lancer le test. Pour détecter le passage de 2 % à 2,5 % de conversion (+25 %) avec 95 % de confiance et 80 % de puissance, il faut 12 748 visiteurs par variante ; pour détecter +10 % (de 2 % à 2,2 %), 78 039. L’étape « Planifier le test » fait ce calcul pour vos propres chiffres.',
      'Ne vous arrêtez pas dès que le seuil de 95 % est franchi : consulter le résultat chaque jour et stopper au premier passage multiplie les faux gagnants. Attendez la taille prévue et au moins un ou deux cycles hebdomadaires complets.',
      'Le test n’est fiable qu’avec au moins 5 conversions et 5 non-conversions par variante ; l’outil vous prévient en dessous.',
      '95 % de confiance signifie qu’un écart au moins aussi grand n’aurait que 5 % de chances d’apparaître si les deux variantes convertissaient en réalité au même taux. Ce n’est pas « 95 % de chances que B soit meilleure ».',
      'Répartissez le trafic au hasard et en même temps entre les deux variantes, et ne testez qu’un changement à la fois pour savoir ce qui a fait la différence.',
    ],
  },
};
