import type { ToolContent } from '../../components/tool/types';

// Typography: a no-break space (U+00A0) precedes : ; ! ? % and closes/opens « ».
export const content: ToolContent = {
  howTo: [
    'Réglez la qualité (75 % par défaut) et, si besoin, le format de sortie et la largeur maximale.',
    'Cliquez sur « Choisir des images » ou glissez-déposez vos fichiers JPEG, PNG, WebP ou AVIF dans la zone (jusqu’à 20 à la fois, 25 MB au plus chacun).',
    'La compression démarre aussitôt, dans votre navigateur : chaque image affiche sa taille avant et après et le pourcentage gagné.',
    'Jugez le résultat avec le curseur avant / après, en taille réelle pour voir les détails. Trop dégradé ? Montez la qualité et cliquez sur « Recompresser ».',
    'Téléchargez chaque image, ou tout le lot en un fichier ZIP avec « Tout télécharger ».',
  ],
  about: {
    what:
      'Ce compresseur réduit le poids de vos images JPEG, PNG et WebP sans les envoyer nulle part : tout se passe dans votre navigateur, dans un processus à part (un « worker ») qui laisse la page réactive, même avec une photo de 12 mégapixels. Il traite jusqu’à 20 images à la fois et peut aussi les convertir en WebP ou en JPEG et les redimensionner.',
    why:
      'Des images trop lourdes ralentissent vos pages, dégradent votre référencement (Core Web Vitals), gonflent vos e-mails et dépassent les limites des plateformes. Un compresseur en ligne classique oblige à téléverser vos visuels sur un serveur tiers ; ici, vos fichiers ne quittent jamais votre appareil, ce qui compte pour les photos de clients, les visuels non publiés ou les documents confidentiels.',
    how: [
      'La taille visée est le plus grand de 0,1 MB et de la taille d’origine × qualité / 100. L’image est encodée une première fois avec une qualité égale au réglage divisé par 100 ; tant que le fichier dépasse la taille visée ou l’original, la qualité est multipliée par 0,95 (0,85 pour le PNG, dont la qualité règle le nombre de couleurs : 256 × qualité au plus) et l’image réencodée, dix fois au plus. En mode sans perte (WebP ou PNG), chaque pixel est gardé et l’image n’est encodée qu’une fois.',
      'Le plus petit résultat est gardé. S’il n’est pas plus léger que l’original, c’est le fichier d’origine qui vous est rendu, et la page vous le dit. Ici, 1 MB vaut 1 024 × 1 024 octets, pour la limite de 25 MB comme pour l’affichage des tailles.',
    ],
    tips: [
      'Entre 60 et 80 %, la différence est rarement visible sur une photo, mais le poids baisse nettement.',
      'Le WebP donne souvent des fichiers 25 à 35 % plus légers que le JPEG à qualité égale, et tous les navigateurs récents l’affichent.',
      'Limitez la largeur à la taille réellement affichée : 1 920 px suffisent pour une image pleine largeur, 1 280 px pour une fiche produit.',
      'Pour un logo ou une capture d’écran, gardez le PNG : le JPEG ajouterait des halos autour du texte.',
      'Une image déjà très optimisée ne gagnera presque rien : l’outil vous rend alors l’original plutôt qu’un fichier plus lourd.',
    ],
  },
};
