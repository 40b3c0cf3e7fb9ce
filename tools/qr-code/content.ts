import type { ToolContent } from '../../components/tool/types';

// Typography: a no-break space (U+00A0) precedes : ; ! ? % and closes/opens « ».
export const content: ToolContent = {
  howTo: [
    'Choisissez le type de contenu : site web, texte, e-mail, téléphone, SMS, Wi-Fi ou carte de visite (vCard).',
    'Remplissez les champs ; ceux marqués d’un astérisque sont obligatoires. Le QR code se met à jour tout seul, 0,3 seconde après votre dernière modification.',
    'Réglez l’apparence : taille, marge, niveau de correction d’erreur, couleurs (ou l’un des thèmes prédéfinis), forme des modules, forme et couleur du cadre des yeux (les repères des coins) et de leur centre, dégradé.',
    'Ajoutez si vous le souhaitez votre logo au centre (PNG, JPEG, WebP ou SVG, 2 Mo au maximum) : le niveau de correction passe à H et sa taille reste limitée pour que le code se lise. Le logo reste sur votre appareil.',
    'Ajoutez si vous le souhaitez un texte au-dessus ou en dessous du code, par exemple « Scannez-moi » avec les textes rapides.',
    'Attendez la mention « Vérifié : ce QR code se scanne » (les boutons attendent la vérification), puis téléchargez l’image en PNG (à la taille de l’aperçu, en pixels jusqu’à 4 000 px ou en centimètres à 300 ppp pour l’impression), copiez-la, ou téléchargez le SVG (graphiste, grand format). Si la vérification échoue, suivez le conseil affiché, ou choisissez « Télécharger quand même » après avoir testé le code avec votre téléphone.',
    'Pour plusieurs codes d’un coup, ouvrez « Plusieurs QR codes d’un coup », collez une ligne par code ou importez un fichier CSV (choisissez la colonne), puis téléchargez le ZIP des codes vérifiés, en PNG ou en SVG, nommés d’après leur ligne (1 000 lignes au plus).',
  ],
  about: {
    what: [
      'Ce générateur crée des QR codes pour ouvrir un site, afficher un texte, écrire un e-mail ou un SMS prérempli, appeler un numéro, se connecter à un réseau Wi-Fi sans saisir le mot de passe ou enregistrer une carte de visite dans les contacts.',
      'Vous choisissez la taille, la marge, le niveau de correction, les couleurs et un texte d’accompagnement, puis vous téléchargez l’image en PNG ou en SVG. Tout est fabriqué dans votre navigateur : le contenu (y compris un mot de passe Wi-Fi) n’est envoyé nulle part, et le code n’expire jamais, car il ne passe par aucun service de redirection.',
    ],
    why:
      'Un QR code imprimé sur des milliers de flyers, une carte de restaurant ou une vitrine ne se corrige plus. Les générateurs courants ne vérifient pas le résultat : un fond coloré trop foncé, des couleurs inversées ou un texte trop long pour la taille choisie donnent un code que les téléphones ne lisent pas, et on le découvre après l’impression. Cet outil relit chaque code qu’il produit avec un décodeur indépendant, sur l’image finale (couleurs, marge et texte compris), et n’affiche « Vérifié » que s’il retrouve exactement le contenu saisi.',
    how: [
      'Le contenu est construit selon les formats que lisent les téléphones : « mailto: » avec l’objet et le message encodés (retours à la ligne en %0D%0A), « tel: » avec les seuls chiffres et le + (00 devient +, le (0) de +33 (0)6 est retiré), « sms: » suivi du numéro et de « ?body= » avec le message encodé.',
      'Le Wi-Fi suit la chaîne « WIFI:T:WPA;S:réseau;P:mot de passe;; » où les caractères \\ ; , : et " sont précédés d’une barre oblique inverse (H:true pour un réseau masqué, pas de mot de passe pour un réseau ouvert). La carte de visite est une vCard 3.0 avec N, FN, ORG, TEL, EMAIL et URL, virgules, points-virgules et retours à la ligne échappés.',
      'Pour le champ N, le dernier mot du nom complet est pris comme nom de famille, avec ses particules (de, du, van…), sauf si le nom commence par des majuscules (« DUPONT Jean »).',
      'Une adresse web sans https:// le reçoit. Seules les adresses en http:// ou https:// sont acceptées, dans un code comme dans un lot : une adresse « javascript: », « data: » ou « file: » est refusée sous son champ, et aucun code n’est créé. Les accents et les emoji sont encodés en UTF-8, lisible par tous les téléphones récents.',
      'Le code est ensuite calculé par la bibliothèque qrcode (norme ISO/IEC 18004), dessiné pixel par pixel (sans flou pour les carrés, bords lissés pour les points et les arrondis), puis l’image finale est décodée par jsQR, sans tentative d’inversion des couleurs, comme le ferait une application ordinaire. jsQR manquant des codes aux modules de quelques pixels que les téléphones lisent, un code qu’il ne lit pas est relu dessiné à 6 pixels par module avant d’être déclaré illisible.',
      'Un avertissement apparaît si le contraste entre le fond et une couleur du code (modules, fin du dégradé, yeux) est inférieur à 3 : 1 (le minimum des règles d’accessibilité WCAG pour un élément graphique), si l’une de ces couleurs est plus claire que le fond, si un module mesure moins de 2 pixels, ou si le décodeur ne retrouve pas exactement le contenu.',
      'Un logo couvre au plus 8 % de la surface du code, son fond compris, jamais les repères des coins ni les lignes de synchronisation ; le niveau H, qui restaure jusqu’à 30 % des données, est alors imposé. Un logo SVG est intégré comme une image, sans exécuter son contenu.',
    ],
    tips: [
      'Gardez des modules foncés sur un fond clair : c’est ce que cherchent les appareils photo. Un code clair sur fond sombre, même joli, échoue sur beaucoup de téléphones.',
      'Pour l’impression, comptez au moins 2 cm de côté pour une URL courte et gardez une marge claire autour du code (2 modules au minimum, 4 selon la norme). Plus le contenu est long, plus le code doit être grand.',
      'Choisissez le niveau de correction selon le support : M pour la plupart des usages, Q ou H pour un emballage, une vitrine ou un support exposé aux rayures. Un niveau plus élevé rend le code plus dense.',
      'Raccourcissez vos URL et retirez les paramètres inutiles : un code moins dense se lit plus vite et de plus loin. Ajoutez plutôt des paramètres UTM utiles pour mesurer les scans dans vos statistiques.',
      'Le SVG se redimensionne sans perte pour une affiche ou un kakemono ; son texte personnalisé reste modifiable par votre graphiste. Testez toujours le code avec deux téléphones différents avant d’imprimer en grande quantité.',
    ],
  },
};
