import type { ToolContent } from '../../components/tool/types';

// Typography: a no-break space (U+00A0) precedes : ; ! ? % and closes/opens « ».
export const content: ToolContent = {
  howTo: [
    'Choisissez le format de sortie : JPG pour les photos (fichier léger, fond blanc), PNG pour garder la transparence.',
    'Cliquez sur « Choisir des images WebP » ou glissez-déposez vos fichiers dans la zone (jusqu’à 20 à la fois, 10 MB au plus chacun). Vous pouvez aussi coller une image copiée.',
    'La conversion démarre aussitôt, dans votre navigateur : chaque image affiche sa progression, puis sa taille avant et après.',
    'Comparez l’avant et l’après avec le curseur, en taille réelle si besoin.',
    'Téléchargez chaque image, ou cliquez sur « Tout télécharger » pour un fichier ZIP. Changer de format reconvertit les images déjà déposées.',
  ],
  about: {
    what:
      'Ce convertisseur transforme des images WebP en JPG ou en PNG, par lots de 20, sans rien envoyer sur un serveur : le décodage et l’encodage ont lieu dans votre navigateur, dans un processus à part (un « worker ») qui laisse la page réactive. Le fichier converti garde le nom d’origine avec la nouvelle extension : photo.webp devient photo.jpg.',
    why:
      'Le WebP est léger et très répandu sur le web, mais beaucoup de logiciels, de plateformes d’annonces, de places de marché ou de CMS le refusent encore, et certains clients ne savent pas l’ouvrir. Convertir en JPG ou en PNG règle le problème en quelques secondes, sans installer de logiciel et sans confier vos visuels à un service en ligne.',
    how: [
      'L’image est décodée par le navigateur, réduite si son plus grand côté dépasse 1 920 pixels (proportions conservées), puis encodée avec MozJPEG ou oxipng, les encodeurs de Squoosh. En JPG, les zones transparentes deviennent blanches (le JPG ne connaît pas la transparence) et la qualité part de 92 % puis baisse de 5 % par essai, dix essais au plus, jusqu’à passer sous 1 MB.',
      'En PNG, l’image est d’abord encodée sans perte ; si elle dépasse 1 MB, le nombre de couleurs est réduit progressivement (256 couleurs au plus, puis de moins en moins) et le plus petit résultat est gardé. Ici, 1 MB vaut 1 024 × 1 024 octets, pour la limite de 10 MB comme pour l’affichage des tailles.',
    ],
    tips: [
      'Choisissez JPG pour les photos et les visuels produits : le fichier est bien plus léger qu’en PNG.',
      'Choisissez PNG pour un logo, une icône ou une capture d’écran avec du texte ou de la transparence.',
      'Une image plus large que 1 920 pixels est réduite : c’est largement assez pour un site, un e-mail ou un réseau social.',
      'Un fichier qui n’est pas vraiment une image WebP (renommé, abîmé) est signalé sans bloquer les autres images du lot.',
    ],
  },
};
