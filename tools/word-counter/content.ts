import type { ToolContent } from '../types';

export const content: ToolContent = {
  howTo: [
    'Tapez ou collez votre texte dans la zone de saisie.',
    'Les compteurs se mettent à jour à chaque frappe : mots, caractères avec et sans espaces, phrases et paragraphes.',
    'Comparez les chiffres à la limite de votre support : balise title, meta description, publication sur un réseau social, nombre de mots commandé.',
  ],
  about: {
    what:
      'Le compteur de mots analyse un texte et donne son nombre de mots, de caractères (espaces comprises ou non), de phrases et de paragraphes. Le calcul se fait dans votre navigateur : le texte n’est envoyé nulle part, même pour un document de plusieurs centaines de pages.',
    why:
      'La longueur d’un texte est souvent imposée : environ 50 à 60 caractères pour une balise title et 150 à 160 pour une meta description avant que Google ne les coupe, 280 caractères pour un post X (Twitter), 3 000 pour un post LinkedIn, un nombre de mots minimal pour un article de blog commandé à un rédacteur, un nombre de signes pour un communiqué de presse. Un comptage juste évite les textes tronqués et les allers-retours.',
    how:
      'Un mot est une suite de caractères sans espace qui contient au moins une lettre ou un chiffre : « arc-en-ciel », « l’été » et « 2025 » comptent chacun pour un mot, alors qu’un « ! » ou un « € » isolé entre deux espaces n’en est pas un. L’espace qui précède « ! », « ? » ou « : » en français n’ajoute donc aucun mot : « Bonjour ! » fait un mot et une phrase. Les caractères sont comptés tels que vous les voyez : une lettre accentuée ou un émoji compte pour un, même quand il est codé avec plusieurs caractères invisibles (👍🏽, 👨‍👩‍👧). Une phrase se termine par un point, un point d’exclamation, un point d’interrogation ou des points de suspension suivis d’une espace (« 3.5 » ou « exemple.fr » ne coupent rien), et un paragraphe est séparé du suivant par une ligne vide.',
    tips: [
      'Les « signes » demandés par les journalistes et les éditeurs sont les caractères espaces comprises. Un feuillet standard compte 1 500 signes.',
      'Temps de lecture : comptez environ 200 à 250 mots par minute à l’écran. Un article de 1 200 mots se lit en 5 à 6 minutes.',
      'Le nombre de phrases est une estimation : une abréviation comme « M. Dupont » ou « etc. » au milieu d’une phrase compte comme une fin de phrase. Il suffit pour juger de la longueur moyenne : visez 15 à 20 mots par phrase pour un texte web facile à lire.',
      'Certains réseaux comptent autrement : X (Twitter) compte un émoji pour deux caractères et tout lien pour 23. Gardez une marge sous la limite.',
      'Un texte collé sans espaces (adresse web, hashtag, code) compte pour un seul mot, quelle que soit sa longueur.',
    ],
  },
};
