import type { ToolContent } from '../../components/tool/types';

// Typography: a no-break space (U+00A0) precedes : ; ! ? % and closes/opens « ».
export const content: ToolContent = {
  howTo: [
    'Collez la liste des participants, un nom par ligne (les lignes vides sont ignorées).',
    'Ou importez-la avec « Choisir un fichier » (ou déposez le fichier sur la page) : un .txt, ou le .csv des commentaires exporté de votre outil de jeu-concours, jusqu’à 100 000 participants et bien plus. Pour un tableau, choisissez la colonne des noms (pseudo, nom…) : l’en-tête n’est pas un participant.',
    'Indiquez le nombre de gagnants à tirer (1 par défaut).',
    'Cliquez sur « Lancer le tirage » : les gagnants s’affichent dans l’ordre du tirage, du premier au dernier.',
    'Si un nom apparaît plusieurs fois, un avertissement s’affiche : cochez « Une seule chance par personne » pour fusionner les doublons (l’outil dit combien de lignes ont été fusionnées).',
    'Indiquez si besoin un nombre de suppléants : ils sont tirés après les gagnants et affichés « Suppléant 1 », « Suppléant 2 »…',
    'Copiez la liste des gagnants pour l’annoncer, et cliquez sur « Télécharger la preuve du tirage » pour garder un fichier texte daté avec l’empreinte de la liste.',
  ],
  about: {
    what:
      'Cet outil tire au sort un ou plusieurs gagnants dans une liste de noms, sans remise : une même ligne ne peut pas gagner deux fois. L’ordre du tirage est conservé, ce qui permet d’attribuer les lots dans l’ordre (1er prix, 2e prix…) ou de garder des suppléants si un gagnant ne se manifeste pas.',
    why:
      'Un jeu-concours sur Instagram ou Facebook, une tombola interne, le choix d’un client à récompenser : le tirage doit être équitable et le paraître. Tirer à la main ou « au hasard » dans un tableur laisse place aux biais et aux contestations. Ici, chaque ligne a exactement la même chance, et rien ne quitte votre navigateur : la liste n’est envoyée à aucun serveur, ce qui compte quand elle contient des noms ou des adresses e-mail.',
    how: [
      'Chaque ligne non vide est un ticket. Les gagnants sont choisis par l’algorithme de Fisher-Yates (un mélange partiel de la liste), alimenté par crypto.getRandomValues, le générateur cryptographique du navigateur. Chaque nombre aléatoire est obtenu par échantillonnage par rejet, sans le biais du modulo : avec 10 participants et 3 gagnants, chacune des 720 suites ordonnées possibles a exactement la même probabilité.',
      'Un nom présent sur deux lignes a donc deux fois plus de chances de gagner : l’outil le signale, et ne fusionne les lignes que si vous cochez « Une seule chance par personne ». Deux lignes sont alors la même personne quand elles ne diffèrent que par les majuscules, les espaces (au début, à la fin ou répétés) ou la forme Unicode des accents (« julie  martin » = « Julie Martin ») ; la première écriture rencontrée est gardée.',
      '« Julie M. » et « Julie Martin » restent deux participations : l’outil ne devine pas. Les suppléants sont tirés dans la même suite que les gagnants, parmi les participations restantes : ajouter des suppléants ne change pas la chance de gagner de chacun.',
    ],
    tips: [
      'La preuve du tirage est un fichier texte avec la date et l’heure (en français et au format ISO 8601 en UTC), l’empreinte SHA-256 de la liste, le nombre de participations, les options et les gagnants puis les suppléants dans l’ordre.',
      'L’empreinte est calculée sur les participations tirées (chaque ligne sans ses espaces au début et à la fin, lignes vides retirées et, avec « Une seule chance par personne », doublons retirés), dans l’ordre saisi, séparées par un saut de ligne et encodées en UTF-8 : n’importe qui peut la recalculer avec un outil SHA-256 (sha256sum, par exemple) à partir de la même liste.',
      'Ce que la preuve montre, et ce qu’elle ne montre pas : elle prouve quelle liste a servi et quel résultat a été obtenu à ce moment-là ; elle ne prouve pas que l’organisateur n’a pas relancé le tirage jusqu’à obtenir le gagnant voulu. Pour cela, publiez l’empreinte de la liste avant le tirage (dans l’annonce du jeu), puis faites le tirage en direct ou filmé : chacun pourra vérifier que la liste n’a pas changé.',
      'Pour un jeu-concours, rédigez un règlement (organisateur, dates, conditions de participation, lots et leur valeur, mode de désignation des gagnants, traitement des données personnelles) et rendez-le accessible gratuitement aux participants. Son dépôt chez un commissaire de justice (ancien huissier) n’est plus obligatoire depuis la loi du 20 décembre 2014, mais il reste la meilleure preuve en cas de litige.',
      'Une opération promotionnelle avec tirage au sort est licite tant qu’elle n’est pas déloyale envers les consommateurs (Code de la consommation), même liée à un achat ; exiger une mise d’argent pour participer en fait une loterie, interdite sauf exceptions (Code de la sécurité intérieure). Faites relire votre règlement en cas de doute.',
      'Sur Instagram et Facebook, précisez que le jeu n’est ni organisé ni parrainé par la plateforme, comme l’exigent leurs règles.',
      'Nettoyez la liste avant le tirage : retirez les doublons si chaque personne ne doit avoir qu’une chance, et les comptes qui ne respectent pas les conditions du règlement.',
      'Tirez quelques suppléants en plus des gagnants, et filmez l’écran ou faites le tirage en direct pour prouver votre transparence.',
    ],
  },
};
