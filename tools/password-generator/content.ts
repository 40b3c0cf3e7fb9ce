import type { ToolContent } from '../../components/tool/types';

// Typography: a no-break space (U+00A0) precedes : ; ! ? % and closes/opens « ».
export const content: ToolContent = {
  howTo: [
    'Réglez la longueur avec le curseur, de 8 à 32 caractères (10 par défaut).',
    'Cochez les types de caractères à inclure : majuscules, minuscules, chiffres et symboles (@ # $ % & * + - = ? !).',
    'Un nouveau mot de passe est généré à chaque changement d’option ; cliquez sur « Régénérer » pour en obtenir un autre.',
    'Vérifiez l’indicateur de robustesse et l’entropie en bits, puis copiez le mot de passe dans votre gestionnaire de mots de passe.',
    'Pour un secret à retenir ou à dicter, choisissez « Phrase de passe » : de 4 à 10 mots français, un séparateur, des majuscules et un chiffre si un site l’exige.',
    'Besoin de plusieurs mots de passe (comptes d’une équipe, accès temporaires) ? Réglez « Nombre de mots de passe » jusqu’à 10 : chacun a son propre bouton « Copier ».',
  ],
  about: {
    what:
      'Ce générateur crée un mot de passe aléatoire de 8 à 32 caractères qui contient au moins un caractère de chaque type coché. Il affiche un niveau de robustesse (Faible, Moyen, Fort, Très fort) et l’entropie du tirage en bits, c’est-à-dire le nombre de mots de passe différents qu’il aurait pu produire, exprimé en puissance de 2. Tout est calculé dans votre navigateur : le mot de passe n’est ni envoyé ni enregistré.',
    why:
      'Un mot de passe inventé par un humain suit des schémas que les logiciels d’attaque connaissent : un mot, une majuscule au début, une année et un point d’exclamation à la fin. Seul un tirage réellement aléatoire garantit la robustesse annoncée. La longueur compte plus que la complexité : à 10 caractères, ajouter les symboles aux lettres et chiffres fait passer l’entropie de 59 à 61 bits, alors qu’ajouter 2 caractères la porte à 71 bits. Chaque caractère supplémentaire multiplie le nombre de combinaisons par la taille de l’alphabet, soit environ 73 fois avec les quatre types.',
    how: [
      'Chaque caractère est tiré par crypto.getRandomValues, le générateur cryptographique du navigateur, avec un échantillonnage par rejet qui évite tout biais (jamais de générateur prévisible). Le mot de passe entier est tiré dans l’alphabet des types cochés, puis tiré de nouveau tant qu’un type manque : ainsi, tous les mots de passe valides ont exactement la même probabilité. L’entropie vaut log2 du nombre de mots de passe valides, compté exactement (par inclusion-exclusion) : environ 61 bits pour 10 caractères des quatre types, 74 bits pour 12, 86 bits pour 14 et 99 bits pour 16.',
      'Le niveau affiché suit un barème simple : +2 points à partir de 12 caractères, +1 de plus à partir de 16, +1 par type parmi majuscules, minuscules et chiffres, +2 pour les symboles ; 7 points ou plus donnent « Très fort », 5 ou 6 « Fort », 3 ou 4 « Moyen », moins de 3 « Faible ».',
    ],
    tips: [
      'Phrase de passe : chaque mot est tiré au hasard, de façon uniforme, dans une liste de 9 658 mots français de 4 à 7 lettres, sans accents (ils se tapent de la même façon sur tous les claviers, y compris QWERTY et téléphone), tirée de la liste libre an-array-of-french-words (licence MIT) dont les mots grossiers ont été retirés.',
      'L’entropie vaut nombre de mots × log2(taille de la liste), soit 13,2 bits par mot : 4 mots font 53 bits, 5 mots 66 bits, 6 mots 79 bits, 7 mots 93 bits.',
      'Un mot au hasard en capitales ajoute log2(nombre de mots) bits, un chiffre placé au hasard log2(10 × nombre de mots) bits ; une initiale à chaque mot ou le séparateur n’ajoutent rien, car ils sont connus d’avance. Pour une phrase, le niveau suit l’entropie : moins de 45 bits « Faible », moins de 60 « Moyen », moins de 80 « Fort », au-delà « Très fort ».',
      'La liste de mots n’est chargée que sur cette page, au moment où vous choisissez la phrase de passe ; les mots de passe et phrases générés ne sont jamais mis dans l’adresse ni enregistrés sur l’appareil (seules vos options le sont).',
      'L’option « Exclure les caractères qui se ressemblent » retire 0, O, o, 1, l, I et | (la barre verticale), faciles à confondre quand on recopie un mot de passe lu sur un écran ou un papier. L’alphabet est plus petit : l’entropie affichée en tient compte, ajoutez un ou deux caractères pour compenser.',
      'La CNIL recommande au moins 80 bits d’entropie pour un mot de passe qui protège seul un compte : avec ce générateur, choisissez au moins 14 caractères des quatre types (environ 86 bits) ou 18 minuscules seules (environ 85 bits).',
      'Pour comparer : face à une attaque hors ligne testant 10 milliards de combinaisons par seconde, 61 bits tiennent en moyenne 4 ans, 80 bits près de 2 millions d’années.',
      'Utilisez un mot de passe différent pour chaque service : une fuite sur un site ne doit pas ouvrir les autres. Un gestionnaire de mots de passe les retient pour vous.',
      'Si un site refuse certains symboles, décochez-les plutôt que de modifier le mot de passe à la main, et compensez par quelques caractères de plus.',
      'Activez la double authentification sur vos comptes sensibles (messagerie, banque, outils d’administration de votre boutique).',
    ],
  },
};
