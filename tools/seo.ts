import type { ToolSeo } from './types';

/**
 * Build-time only: the search-engine description and keywords of each tool page, keyed by tool id (the page
 * title is in pageTitles.ts). Read by the pre-renderer through components/seo.ts and never imported by the
 * client, so that none of it ships in the pages' JavaScript (tools/seo.test.ts checks both).
 */
export const TOOL_SEO: Readonly<Record<string, ToolSeo>> = {
  'vat': {
    description:
      'Calculez un prix HT à partir du TTC ou un prix TTC à partir du HT, avec le montant de TVA, à tous les taux français (20 %, 10 %, 8,5 % DOM, 5,5 %, 2,1 %) ou à votre taux, en partant du HT, du TTC ou du montant de TVA. Gratuit, sans inscription.',
    keywords: ['calcul ttc ht', 'convertisseur tva', 'prix hors taxe', 'calcul tva 20', 'ht en ttc', 'tva 8,5 dom', 'calcul tva 2,1', 'retrouver le ht à partir de la tva'],
  },
  'cpc': {
    description:
      'Calculez le coût par clic moyen d’une campagne à partir de son coût total et de son nombre de clics. Explications, formule et conseils pour Google Ads et Meta Ads.',
    keywords: ['calcul cpc', 'coût par clic', 'cpc moyen', 'formule cpc', 'google ads cpc'],
  },
  'cpa': {
    description:
      'Calculez le coût par acquisition d’une campagne à partir de son coût et de son nombre de ventes ou de leads. Formule, exemple et conseils pour fixer un CPA cible.',
    keywords: ['calcul cpa', 'coût par acquisition', 'coût par conversion', 'cpa cible', 'formule cpa'],
  },
  'cpm': {
    description:
      'Calculez le CPM d’une campagne à partir de son coût et de son nombre d’impressions. Formule, exemple et passage du CPM au CPC.',
    keywords: ['calcul cpm', 'coût pour mille', 'cpm publicité', 'formule cpm', 'coût par mille impressions'],
  },
  'roas-breakeven': {
    description:
      'Calculez le ROAS minimum à atteindre pour ne pas perdre d’argent en publicité : prix de vente, prix d’achat, livraison, frais bancaires et frais divers, chacun avec sa TVA. Marge, taux de marque, ROAS cible pour garder un profit et CPA maximal.',
    keywords: ['roas breakeven', 'calcul roas rentabilité', 'roas minimum', 'seuil de rentabilité publicité', 'calcul roas', 'roas cible', 'cpa max'],
  },
  'conversion': {
    description:
      'Calculez le taux de conversion d’un site ou d’une landing page à partir du nombre de conversions et de visiteurs. Et l’inverse : combien de visiteurs pour obtenir N conversions.',
    keywords: ['calcul taux de conversion', 'visiteurs nécessaires', 'taux de conversion', 'formule taux de conversion', 'taux de transformation', 'taux de conversion e-commerce'],
  },
  'ab-test': {
    description:
      'Comparez les taux de conversion de deux variantes, obtenez le niveau de confiance, l’amélioration relative et l’intervalle de confiance, et sachez si la variante gagnante l’est vraiment (seuil de 90, 95 ou 99 %, alerte SRM). Planifiez aussi la taille d’échantillon et la durée du test.',
    keywords: ['test a/b', 'calculateur ab test', 'significativité statistique', 'ab testing', 'niveau de confiance test ab', 'taille d’échantillon test ab', 'durée test a/b', 'sample ratio mismatch'],
  },
  'average-cart': {
    description:
      'Calculez le panier moyen de votre boutique en ligne à partir du chiffre d’affaires et du nombre de commandes. Et l’inverse : combien de commandes pour un objectif de chiffre d’affaires.',
    keywords: ['calcul panier moyen', 'commandes nécessaires', 'panier moyen e-commerce', 'formule panier moyen', 'valeur moyenne de commande', 'augmenter le panier moyen'],
  },
  'percentage-value': {
    description:
      'Calculez un prix après remise, retrouvez le pourcentage d’une réduction ou mesurez votre marge commerciale en euros, en taux de marge et en taux de marque. Fixez un prix de vente HT et TTC à partir d’un taux de marge, d’un taux de marque ou d’un coefficient, ou retrouvez le prix avant remise.',
    keywords: ['calcul remise', 'calcul prix remisé', 'pourcentage de réduction', 'calcul marge commerciale', 'taux de marge taux de marque', 'calcul prix de vente', 'coefficient multiplicateur', 'prix avant remise'],
  },
  'percentage': {
    description:
      'Calculez quel pourcentage une valeur représente d’un total, ou combien font X % d’un nombre. Nombres à la française, résultat instantané et formule expliquée.',
    keywords: ['calcul pourcentage', 'calculer un pourcentage', 'pourcentage d’un nombre', 'calculateur de pourcentage', 'formule pourcentage'],
  },
  'evolution': {
    description:
      'Calculez le taux d’évolution entre une valeur initiale et une valeur finale : pourcentage de hausse ou de baisse, écart et coefficient multiplicateur. Formule, exemple et pièges à éviter.',
    keywords: ['calcul taux d’évolution', 'taux de variation', 'pourcentage d’augmentation', 'pourcentage de baisse', 'calcul évolution pourcentage'],
  },
  'currency': {
    description:
      'Convertissez un montant d’euros en dollars américains, livres sterling, francs suisses, yens ou toute devise de la BCE, et inversement, au dernier taux de référence, daté et actualisé toutes les heures.',
    keywords: ['convertisseur euro dollar', 'euro en dollar', 'dollar en euro', 'taux de change eur usd', 'conversion eur usd', 'euro en livre sterling', 'euro en franc suisse', 'convertisseur de devises'],
  },
  'email-signature': {
    description:
      'Créez une signature e-mail professionnelle en HTML (photo, coordonnées, réseaux sociaux) avec 5 modèles, copiez-la pour Gmail, Outlook ou Apple Mail, ou exportez-la en PNG. Gratuit, sans inscription, tout reste sur votre appareil.',
    keywords: ['générateur signature email', 'signature mail gratuite', 'signature gmail', 'signature outlook', 'signature html', 'créer signature e-mail'],
  },
  'utm-builder': {
    description:
      'Créez une URL de campagne avec utm_source, utm_medium, utm_campaign, utm_term et utm_content, correctement encodée et insérée avant l’ancre. Sources et supports courants, valeurs en minuscules. Gratuit.',
    keywords: ['générateur utm', 'utm builder', 'créer lien utm', 'campaign url builder', 'paramètres utm google analytics'],
  },
  'qr-code': {
    description:
      'Créez gratuitement un QR code pour un site, un texte, un e-mail, un SMS, un réseau Wi-Fi ou une carte de visite vCard. Couleurs, texte «\u00a0Scannez-moi\u00a0», PNG et SVG, sans inscription ni expiration, et une vérification automatique que le code se scanne.',
    keywords: ['générateur qr code', 'qr code gratuit', 'créer un qr code', 'qr code wifi', 'qr code vcard'],
  },
  'slug': {
    description:
      'Transformez un titre en slug d’URL\u00a0: minuscules, accents retirés, & en «\u00a0et\u00a0», mots vides et chiffres supprimés au choix, tiret ou underscore. Un slug par ligne pour vos listes. Gratuit, sans inscription.',
    keywords: ['générateur de slug', 'slugify', 'créer un slug', 'url seo', 'enlever accents url'],
  },
  'word-counter': {
    description:
      'Comptez les mots, les caractères avec et sans espaces, les phrases et les paragraphes de votre texte en direct. Idéal pour une balise title, une meta description ou un article. Rien ne quitte votre navigateur.',
    keywords: ['compteur de mots', 'compteur de caractères', 'nombre de mots', 'compter les caractères', 'nombre de signes'],
  },
  'duplicate-remover': {
    description:
      'Collez une liste et supprimez les lignes en double en gardant la première occurrence, avec ou sans respect de la casse. Compteurs de lignes d’origine, uniques et supprimées. Rien ne quitte votre navigateur.',
    keywords: ['supprimer doublons', 'dédoublonner une liste', 'enlever les doublons', 'doublons liste emails', 'lignes en double'],
  },
  'image-compressor': {
    description:
      'Réduisez le poids de vos images JPEG, PNG et WebP jusqu’à 20\u00a0à la fois, avec le réglage de qualité, la conversion en WebP et la comparaison avant / après. Tout se fait dans votre navigateur : aucune image n’est envoyée.',
    keywords: ['compresser image', 'compression image en ligne', 'réduire poids image', 'optimiser image', 'alternative tinypng', 'compresser jpeg', 'compresser png'],
  },
  'webp-to-jpg': {
    description:
      'Convertissez vos images WebP en JPG (fond blanc) ou en PNG (transparence conservée), jusqu’à 20\u00a0à la fois, avec téléchargement groupé en ZIP. La conversion se fait dans votre navigateur : rien n’est envoyé.',
    keywords: ['convertir webp en jpg', 'webp en png', 'convertisseur webp', 'webp to jpg', 'ouvrir un fichier webp'],
  },
  'date-difference': {
    description:
      'Calculez le nombre de jours entre deux dates, en semaines et jours et en comptant le jour de départ. Années bissextiles et changement d’heure pris en compte. Gratuit, sans inscription.',
    keywords: ['nombre de jours entre deux dates', 'calcul jours entre deux dates', 'calculer une durée en jours', 'combien de jours', 'différence entre deux dates'],
  },
  'time-difference': {
    description:
      'Calculez la durée entre deux heures au format HH:MM, même de part et d’autre de minuit, en minutes, en heures et minutes et en heures décimales pour vos feuilles de temps. Gratuit.',
    keywords: ['calcul durée entre deux heures', 'différence horaire', 'calcul heures minutes', 'heures décimales', 'calculer un temps de travail'],
  },
  'password-generator': {
    description:
      'Générez un mot de passe aléatoire et robuste : longueur de 8 à 32 caractères, majuscules, minuscules, chiffres et symboles, niveau de sécurité et entropie en bits. Rien ne quitte votre navigateur.',
    keywords: ['générateur de mot de passe', 'mot de passe sécurisé', 'créer un mot de passe', 'mot de passe aléatoire', 'mot de passe fort'],
  },
  'random-draw': {
    description:
      'Tirez au sort un ou plusieurs gagnants dans une liste de noms, sans remise, avec un hasard cryptographique équitable. Idéal pour un jeu-concours Instagram ou une tombola. Gratuit, sans inscription.',
    keywords: ['tirage au sort', 'tirage au sort en ligne', 'tirage au sort gagnant', 'jeu concours instagram', 'tombola en ligne'],
  },
  'secret-santa': {
    description:
      'Organisez votre Secret Santa (Père Noël secret) en famille, entre amis ou entre collègues : tirage équitable, exclusions pour les couples, paires forcées et résultats révélés un par un.',
    keywords: ['secret santa', 'père noël secret', 'tirage au sort cadeaux noël', 'secret santa en ligne', 'échange de cadeaux'],
  },
};
