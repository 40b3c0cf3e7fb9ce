import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Tapez ou collez votre texte dans la zone de saisie, ou importez-le avec le bouton « Choisir un fichier » (ou déposez-le sur la page) : un .txt, un .md ou un document Word .docx, jusqu’à 5 Mo de texte (un mémoire entier) et au-delà.',
    'Les compteurs se mettent à jour à chaque frappe : mots, caractères avec et sans espaces, phrases et paragraphes.',
    'Comparez les chiffres à la limite de votre support : les jauges « Longueur selon le support » suivent en direct la balise title (environ 60 caractères), la meta description (environ 160), un post X (280) et un post LinkedIn (3 000).',
    'Lisez le temps de lecture et le temps de parole, puis le tableau « Mots les plus fréquents » : chaque mot avec son nombre d’occurrences et sa densité, hors mots vides (le, de, et, pour…).',
  ],
  about: {
    what:
      'Le compteur de mots analyse un texte et donne son nombre de mots, de caractères (espaces comprises ou non), de phrases et de paragraphes. Le calcul se fait dans votre navigateur : le texte n’est envoyé nulle part. Il compte un mémoire ou un livre entier (5 Mo, 800 000 mots) en arrière-plan, sans figer la page ; la limite est de 50 millions de caractères.',
    why:
      'La longueur d’un texte est souvent imposée : environ 50 à 60 caractères pour une balise title et 150 à 160 pour une meta description avant que Google ne les coupe, 280 caractères pour un post X (Twitter), 3 000 pour un post LinkedIn, un nombre de mots minimal pour un article de blog commandé à un rédacteur, un nombre de signes pour un communiqué de presse. Un comptage juste évite les textes tronqués et les allers-retours.',
    how: [
      'Un mot est une suite de caractères sans espace qui contient au moins une lettre ou un chiffre : « arc-en-ciel », « l’été » et « 2025 » comptent chacun pour un mot, alors qu’un « ! » ou un « € » isolé entre deux espaces n’en est pas un. L’espace qui précède « ! », « ? » ou « : » en français n’ajoute donc aucun mot : « Bonjour ! » fait un mot et une phrase.',
      'Les caractères sont comptés tels que vous les voyez : une lettre accentuée ou un émoji compte pour un, même quand il est codé avec plusieurs caractères invisibles (👍🏽, 👨‍👩‍👧). Une phrase se termine par un point, un point d’exclamation, un point d’interrogation ou des points de suspension suivis d’une espace (« 3.5 » ou « exemple.fr » ne coupent rien), et un paragraphe est séparé du suivant par une ligne vide.',
      'Le temps de lecture compte 238 mots par minute : c’est la vitesse moyenne de lecture silencieuse d’un texte documentaire par un adulte selon la méta-analyse de Marc Brysbaert (2019, Journal of Memory and Language, 190 études, près de 18 000 lecteurs). Elle a été mesurée en anglais ; faute d’étude équivalente pour le français, elle donne ici un ordre de grandeur.',
      'Le temps de parole compte 150 mots par minute, le rythme habituel d’une présentation ou d’une voix off, plus lent que les 183 mots par minute de la lecture à voix haute mesurés par la même méta-analyse, car on marque des pauses. Les deux temps sont arrondis à la seconde supérieure, puis à la minute à partir de 10 minutes.',
      'Les mots les plus fréquents sont comptés sans tenir compte de la casse, les élisions retirées (« l’été » compte comme « été ») ; les nombres seuls, les mots d’une lettre et les mots vides du français sont écartés : la liste de 168 mots du projet Snowball, celle que reprend la bibliothèque NLTK (paquet npm « stopword », licence MIT), qui ne retire que des articles, pronoms, prépositions, conjonctions et formes des verbes être, avoir et faire.',
      'La densité d’un mot est son nombre d’occurrences divisé par le nombre total de mots du texte, multiplié par 100 : 3 occurrences dans un texte de 300 mots font 1 %. Les jauges de title, de meta description et de LinkedIn comptent les caractères tels qu’affichés ; la jauge de X estime le décompte de X : un lien commençant par http ou www compte pour 23 caractères quelle que soit sa longueur, un émoji pour 2, un idéogramme chinois, japonais ou coréen pour 2, les lettres latines, accentuées ou non, pour 1.',
      'X reconnaît aussi les noms de domaine sans http ni www : la jauge est donc indicative. Une jauge passe à l’orange à 90 % de la limite et au rouge au-delà.',
    ],
    tips: [
      'Les « signes » demandés par les journalistes et les éditeurs sont les caractères espaces comprises. Un feuillet standard compte 1 500 signes.',
      'Temps de lecture : un article de 1 200 mots se lit en 5 minutes environ ; affichez cette durée en tête d’article, les lecteurs savent ainsi à quoi s’attendre.',
      'Densité de mots-clés : il n’existe pas de densité idéale pour Google. Servez-vous du tableau pour repérer une répétition excessive (un mot au-delà de 3 à 4 % se remarque à la lecture) ou, à l’inverse, un mot-clé principal absent.',
      'Le nombre de phrases est une estimation : une abréviation comme « M. Dupont » ou « etc. » au milieu d’une phrase compte comme une fin de phrase. Il suffit pour juger de la longueur moyenne : visez 15 à 20 mots par phrase pour un texte web facile à lire.',
      'Certains réseaux comptent autrement : X (Twitter) compte un émoji pour deux caractères et tout lien pour 23, ce que la jauge X estime. Gardez une marge sous la limite.',
      'Le titre affiché par Google est coupé selon sa largeur en pixels (environ 580), pas selon un nombre exact de caractères : des majuscules et des lettres larges (M, W) le raccourcissent. La jauge de 60 caractères est un repère.',
      'Un texte collé sans espaces (adresse web, hashtag, code) compte pour un seul mot, quelle que soit sa longueur.',
    ],
  },
};
