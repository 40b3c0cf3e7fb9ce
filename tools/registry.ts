import {
  BadgePercent,
  CalendarDays,
  CircleDollarSign,
  Clock,
  Dices,
  Eye,
  FlaskConical,
  Funnel,
  Gift,
  KeyRound,
  Link2,
  ListX,
  MousePointerClick,
  Percent,
  QrCode,
  Receipt,
  Scale,
  ShoppingCart,
  Tags,
  Target,
  TrendingUp,
  WholeWord,
} from 'lucide-react';
import type { ToolDefinition } from './types';

/**
 * Every tool of Outilo, once. Routes, the home grid, search, the popup launcher, page metadata, the
 * sitemap and the pre-rendered pages are all derived from this list. Adding a tool: one folder, one entry.
 */
export const TOOLS: readonly ToolDefinition[] = [
  {
    id: 'vat',
    path: '/ttc-ht/',
    title: 'Calculateur TTC / HT',
    description: 'Passez d’un prix TTC à un prix HT (et inversement) avec la TVA à 20 %, 10 % ou 5,5 %.',
    categories: ['ecommerce', 'utilities'],
    icon: Receipt,
    keywords: ['tva', 'taxe', 'hors taxe', 'toutes taxes comprises', 'ttc', 'ht', 'prix', 'facture', 'devis', 'taux'],
    seo: {
      title: 'Calcul TTC HT : convertisseur de TVA gratuit (20 %, 10 %, 5,5 %)',
      description:
        'Calculez un prix HT à partir du TTC ou un prix TTC à partir du HT, avec le montant de TVA, aux taux français de 20 %, 10 % et 5,5 %. Gratuit, sans inscription.',
      keywords: ['calcul ttc ht', 'convertisseur tva', 'prix hors taxe', 'calcul tva 20', 'ht en ttc'],
    },
    popup: 'inline',
    load: () => import('./vat/VatTool'),
  },
  {
    id: 'cpc',
    path: '/cpc/',
    title: 'Calculateur de CPC',
    description: 'Calculez le coût par clic moyen de vos campagnes Google Ads, Meta ou LinkedIn.',
    categories: ['marketing'],
    icon: MousePointerClick,
    keywords: ['cout par clic', 'clic', 'clics', 'google ads', 'sea', 'adwords', 'publicite', 'campagne', 'cpc moyen'],
    seo: {
      title: 'Calcul du CPC (coût par clic) : calculateur gratuit',
      description:
        'Calculez le coût par clic moyen d’une campagne à partir de son coût total et de son nombre de clics. Explications, formule et conseils pour Google Ads et Meta Ads.',
      keywords: ['calcul cpc', 'coût par clic', 'cpc moyen', 'formule cpc', 'google ads cpc'],
    },
    popup: 'inline',
    load: () => import('./cpc/CpcTool'),
  },
  {
    id: 'cpa',
    path: '/cpa/',
    title: 'Calculateur de CPA',
    description: 'Calculez le coût par acquisition : ce que vous coûte chaque vente, inscription ou lead.',
    categories: ['marketing', 'conversion'],
    icon: Target,
    keywords: ['cout par acquisition', 'cout par conversion', 'cac', 'acquisition', 'lead', 'vente', 'conversion', 'publicite'],
    seo: {
      title: 'Calcul du CPA (coût par acquisition) : calculateur gratuit',
      description:
        'Calculez le coût par acquisition d’une campagne à partir de son coût et de son nombre de ventes ou de leads. Formule, exemple et conseils pour fixer un CPA cible.',
      keywords: ['calcul cpa', 'coût par acquisition', 'coût par conversion', 'cpa cible', 'formule cpa'],
    },
    popup: 'inline',
    load: () => import('./cpa/CpaTool'),
  },
  {
    id: 'cpm',
    path: '/cpm/',
    title: 'Calculateur de CPM',
    description: 'Calculez le coût pour mille impressions de vos campagnes display, vidéo ou social.',
    categories: ['marketing'],
    icon: Eye,
    keywords: ['cout pour mille', 'cout par mille', 'impressions', 'display', 'notoriete', 'affichage', 'publicite', 'media'],
    seo: {
      title: 'Calcul du CPM (coût pour mille impressions) : calculateur gratuit',
      description:
        'Calculez le CPM d’une campagne à partir de son coût et de son nombre d’impressions. Formule, exemple et passage du CPM au CPC.',
      keywords: ['calcul cpm', 'coût pour mille', 'cpm publicité', 'formule cpm', 'coût par mille impressions'],
    },
    popup: 'inline',
    load: () => import('./cpm/CpmTool'),
  },
  {
    id: 'roas-breakeven',
    path: '/roas-breakeven/',
    title: 'Calculateur de ROAS de rentabilité',
    description: 'Trouvez le ROAS minimum pour que vos publicités soient rentables, d’après votre marge hors taxes et vos coûts.',
    categories: ['ecommerce', 'marketing'],
    icon: Scale,
    keywords: ['roas', 'roas breakeven', 'break even', 'rentabilite', 'seuil', 'seuil de rentabilite', 'point mort', 'marge', 'taux de marque', 'publicite', 'google ads', 'meta ads', 'facebook ads', 'retour sur investissement publicitaire', 'hors taxes', 'cpa maximal'],
    seo: {
      title: 'ROAS breakeven : calculez votre ROAS de rentabilité (gratuit)',
      description:
        'Calculez le ROAS minimum à atteindre pour ne pas perdre d’argent en publicité : prix de vente, prix d’achat, livraison, frais bancaires et frais divers, chacun avec sa TVA. Marge, taux de marque et CPA maximal.',
      keywords: ['roas breakeven', 'calcul roas rentabilité', 'roas minimum', 'seuil de rentabilité publicité', 'calcul roas'],
    },
    popup: 'inline',
    load: () => import('./roas-breakeven/RoasBreakevenTool'),
  },
  {
    id: 'conversion',
    path: '/taux-conversion/',
    title: 'Calculateur de taux de conversion',
    description: 'Calculez la part de vos visiteurs qui achètent, s’inscrivent ou remplissent un formulaire.',
    categories: ['conversion', 'marketing'],
    icon: Funnel,
    keywords: ['taux de conversion', 'conversion', 'conversions', 'visiteurs', 'visites', 'sessions', 'ventes', 'commandes', 'leads', 'transformation', 'taux de transformation', 'landing page', 'performance'],
    seo: {
      title: 'Calcul du taux de conversion : calculateur gratuit',
      description:
        'Calculez le taux de conversion d’un site ou d’une landing page à partir du nombre de conversions et de visiteurs. Formule, exemple et repères pour l’e-commerce.',
      keywords: ['calcul taux de conversion', 'taux de conversion', 'formule taux de conversion', 'taux de transformation', 'taux de conversion e-commerce'],
    },
    popup: 'inline',
    load: () => import('./conversion/ConversionTool'),
  },
  {
    id: 'ab-test',
    path: '/ab-test/',
    title: 'Calculateur de test A/B',
    description: 'Comparez deux variantes et sachez si leur écart de taux de conversion est statistiquement significatif.',
    categories: ['marketing', 'conversion'],
    icon: FlaskConical,
    keywords: ['ab test', 'test ab', 'a b', 'ab testing', 'split test', 'significativite', 'significatif', 'statistique', 'confiance', 'variante', 'variantes', 'gagnant', 'taux de conversion', 'experimentation', 'test z', 'valeur p'],
    seo: {
      title: 'Test A/B : calculateur de significativité statistique gratuit',
      description:
        'Comparez les taux de conversion de deux variantes, obtenez le niveau de confiance, l’amélioration relative et l’intervalle de confiance, et sachez si la variante gagnante l’est vraiment (seuil de 95 %).',
      keywords: ['test a/b', 'calculateur ab test', 'significativité statistique', 'ab testing', 'niveau de confiance test ab'],
    },
    popup: 'inline',
    load: () => import('./ab-test/AbTestTool'),
  },
  {
    id: 'average-cart',
    path: '/panier-moyen/',
    title: 'Calculateur de panier moyen',
    description: 'Calculez le panier moyen de votre boutique : chiffre d’affaires divisé par le nombre de commandes.',
    categories: ['ecommerce'],
    icon: ShoppingCart,
    keywords: ['panier', 'panier moyen', 'valeur moyenne de commande', 'aov', 'average order value', 'commande', 'commandes', 'chiffre d affaires', 'ca', 'boutique', 'e-commerce', 'ecommerce', 'vente'],
    seo: {
      title: 'Calcul du panier moyen : calculateur gratuit pour e-commerce',
      description:
        'Calculez le panier moyen de votre boutique en ligne à partir du chiffre d’affaires et du nombre de commandes. Formule, exemple et leviers pour l’augmenter.',
      keywords: ['calcul panier moyen', 'panier moyen e-commerce', 'formule panier moyen', 'valeur moyenne de commande', 'augmenter le panier moyen'],
    },
    popup: 'inline',
    load: () => import('./average-cart/AverageCartTool'),
  },
  {
    id: 'percentage-value',
    path: '/valeur-pourcentage/',
    title: 'Calculateur de remise et de marge',
    description: 'Calculez un prix remisé, le pourcentage d’une remise ou votre marge commerciale, avec taux de marge et taux de marque.',
    categories: ['ecommerce'],
    icon: BadgePercent,
    keywords: ['remise', 'reduction', 'rabais', 'promo', 'promotion', 'soldes', 'prix barre', 'prix remise', 'pourcentage de remise', 'marge', 'marge commerciale', 'taux de marge', 'taux de marque', 'coefficient', 'prix de vente', 'prix d achat', 'discount'],
    seo: {
      title: 'Calcul de remise et de marge commerciale : prix remisé, taux de marge et de marque',
      description:
        'Calculez un prix après remise, retrouvez le pourcentage d’une réduction ou mesurez votre marge commerciale en euros, en taux de marge et en taux de marque. Gratuit, sans inscription.',
      keywords: ['calcul remise', 'calcul prix remisé', 'pourcentage de réduction', 'calcul marge commerciale', 'taux de marge taux de marque'],
    },
    popup: 'inline',
    load: () => import('./percentage-value/PercentageValueTool'),
  },
  {
    id: 'percentage',
    path: '/pourcentage/',
    title: 'Calculateur de pourcentage',
    description: 'Trouvez quel pourcentage représente une valeur, ou combien font X % d’un nombre.',
    categories: ['utilities'],
    icon: Percent,
    keywords: ['pourcentage', 'pourcentages', 'pourcent', 'proportion', 'part', 'ratio', 'regle de trois', 'produit en croix', 'quotient', 'taux', 'calcul'],
    seo: {
      title: 'Calcul de pourcentage en ligne : calculateur gratuit',
      description:
        'Calculez quel pourcentage une valeur représente d’un total, ou combien font X % d’un nombre. Nombres à la française, résultat instantané et formule expliquée.',
      keywords: ['calcul pourcentage', 'calculer un pourcentage', 'pourcentage d’un nombre', 'calculateur de pourcentage', 'formule pourcentage'],
    },
    popup: 'inline',
    load: () => import('./percentage/PercentageTool'),
  },
  {
    id: 'evolution',
    path: '/taux-evolution/',
    title: 'Calculateur de taux d’évolution',
    description: 'Calculez le pourcentage de hausse ou de baisse entre deux valeurs : chiffre d’affaires, trafic, prix, CPC.',
    categories: ['marketing', 'utilities'],
    icon: TrendingUp,
    keywords: ['evolution', 'taux d evolution', 'variation', 'taux de variation', 'hausse', 'baisse', 'augmentation', 'diminution', 'progression', 'croissance', 'ecart', 'pourcentage', 'coefficient multiplicateur', 'comparaison', 'n-1'],
    seo: {
      title: 'Calcul du taux d’évolution en pourcentage : calculateur gratuit',
      description:
        'Calculez le taux d’évolution entre une valeur initiale et une valeur finale : pourcentage de hausse ou de baisse, écart et coefficient multiplicateur. Formule, exemple et pièges à éviter.',
      keywords: ['calcul taux d’évolution', 'taux de variation', 'pourcentage d’augmentation', 'pourcentage de baisse', 'calcul évolution pourcentage'],
    },
    popup: 'inline',
    load: () => import('./evolution/EvolutionTool'),
  },
  {
    id: 'currency',
    path: '/convertisseur-euro-dollar/',
    title: 'Convertisseur euro dollar',
    description: 'Convertissez des euros en dollars américains (et inversement) au dernier taux de référence, avec sa date.',
    categories: ['ecommerce', 'utilities'],
    icon: CircleDollarSign,
    keywords: ['euro', 'dollar', 'eur', 'usd', 'devise', 'devises', 'change', 'taux de change', 'conversion', 'convertir', 'bce', 'etats-unis', 'americain', 'fournisseur'],
    seo: {
      title: 'Convertisseur euro dollar (EUR/USD) : taux de change du jour',
      description:
        'Convertissez un montant d’euros en dollars américains ou de dollars en euros au dernier taux de référence de la BCE, daté et actualisé toutes les heures. Gratuit, sans inscription.',
      keywords: ['convertisseur euro dollar', 'euro en dollar', 'dollar en euro', 'taux de change eur usd', 'conversion eur usd'],
    },
    popup: 'inline',
    load: () => import('./currency/CurrencyTool'),
  },
  {
    id: 'utm-builder',
    path: '/utm-builder/',
    title: 'Générateur d’URL UTM',
    description: 'Ajoutez les paramètres utm_source, utm_medium et utm_campaign à vos liens pour suivre vos campagnes dans Google Analytics.',
    categories: ['marketing', 'seo'],
    icon: Tags,
    keywords: ['utm', 'utm builder', 'campaign url builder', 'lien de campagne', 'url de campagne', 'tracking', 'suivi', 'tracage', 'google analytics', 'ga4', 'utm_source', 'utm_medium', 'utm_campaign', 'parametres', 'newsletter', 'emailing', 'reseaux sociaux'],
    seo: {
      title: 'Générateur d’URL UTM\u00a0: créez vos liens de campagne Google Analytics (gratuit)',
      description:
        'Créez une URL de campagne avec utm_source, utm_medium, utm_campaign, utm_term et utm_content, correctement encodée et insérée avant l’ancre. Sources et supports courants, valeurs en minuscules. Gratuit.',
      keywords: ['générateur utm', 'utm builder', 'créer lien utm', 'campaign url builder', 'paramètres utm google analytics'],
    },
    popup: 'inline',
    load: () => import('./utm-builder/UtmBuilderTool'),
  },
  {
    id: 'qr-code',
    path: '/qr-code/',
    title: 'Générateur de QR code',
    description: 'Créez un QR code pour un site, un texte, un e-mail, un SMS, un réseau Wi-Fi ou une carte de visite, vérifié avant de le télécharger en PNG ou SVG.',
    categories: ['marketing', 'utilities'],
    icon: QrCode,
    keywords: ['qr', 'qrcode', 'qr code', 'code qr', 'flashcode', 'flash code', 'code barre', 'scanner', 'scan', 'wifi', 'wi-fi', 'vcard', 'carte de visite', 'contact', 'menu restaurant', 'carte restaurant', 'flyer', 'affiche', 'impression', 'lien', 'url', 'sms', 'email', 'telephone', 'png', 'svg'],
    seo: {
      title: 'Générateur de QR code gratuit\u00a0: URL, Wi-Fi, vCard, SMS (PNG et SVG)',
      description:
        'Créez gratuitement un QR code pour un site, un texte, un e-mail, un SMS, un réseau Wi-Fi ou une carte de visite vCard. Couleurs, texte «\u00a0Scannez-moi\u00a0», PNG et SVG, sans inscription ni expiration, et une vérification automatique que le code se scanne.',
      keywords: ['générateur qr code', 'qr code gratuit', 'créer un qr code', 'qr code wifi', 'qr code vcard'],
    },
    popup: 'tab',
    load: () => import('./qr-code/QrCodeTool'),
  },
  {
    id: 'slug',
    path: '/slugify/',
    title: 'Générateur de slug',
    description: 'Transformez un titre en slug d’URL propre\u00a0: minuscules, sans accents ni ponctuation, mots reliés par des tirets.',
    categories: ['seo', 'utilities'],
    icon: Link2,
    keywords: ['slug', 'slugify', 'url', 'permalien', 'lien', 'adresse', 'url propre', 'url seo', 'sans accents', 'enlever les accents', 'tiret', 'wordpress', 'shopify', 'prestashop', 'referencement', 'mots vides'],
    seo: {
      title: 'Générateur de slug\u00a0: créez une URL propre et optimisée SEO (gratuit)',
      description:
        'Transformez un titre en slug d’URL\u00a0: minuscules, accents retirés, & en «\u00a0et\u00a0», mots vides et chiffres supprimés au choix, tiret ou underscore. Un slug par ligne pour vos listes. Gratuit, sans inscription.',
      keywords: ['générateur de slug', 'slugify', 'créer un slug', 'url seo', 'enlever accents url'],
    },
    popup: 'inline',
    load: () => import('./slug/SlugTool'),
  },
  {
    id: 'word-counter',
    path: '/compteur-mots/',
    title: 'Compteur de mots',
    description: 'Comptez les mots, caractères (avec et sans espaces), phrases et paragraphes d’un texte, en direct.',
    categories: ['seo', 'utilities'],
    icon: WholeWord,
    keywords: ['mots', 'nombre de mots', 'compter les mots', 'caracteres', 'nombre de caracteres', 'compteur de caracteres', 'signes', 'espaces', 'phrases', 'paragraphes', 'texte', 'longueur', 'redaction', 'article', 'meta description', 'title'],
    seo: {
      title: 'Compteur de mots et de caractères en ligne gratuit',
      description:
        'Comptez les mots, les caractères avec et sans espaces, les phrases et les paragraphes de votre texte en direct. Idéal pour une balise title, une meta description ou un article. Rien ne quitte votre navigateur.',
      keywords: ['compteur de mots', 'compteur de caractères', 'nombre de mots', 'compter les caractères', 'nombre de signes'],
    },
    popup: 'inline',
    load: () => import('./word-counter/WordCounterTool'),
  },
  {
    id: 'duplicate-remover',
    path: '/doublons/',
    title: 'Suppression des doublons',
    description: 'Supprimez les lignes en double d’une liste (e-mails, mots-clés, références) en gardant la première occurrence.',
    categories: ['utilities'],
    icon: ListX,
    keywords: ['doublons', 'doublon', 'dedoublonner', 'dedoublonnage', 'deduplication', 'supprimer les doublons', 'lignes en double', 'liste', 'unique', 'emails', 'e-mails', 'mots-cles', 'nettoyer', 'casse'],
    seo: {
      title: 'Supprimer les doublons d’une liste en ligne (gratuit)',
      description:
        'Collez une liste et supprimez les lignes en double en gardant la première occurrence, avec ou sans respect de la casse. Compteurs de lignes d’origine, uniques et supprimées. Rien ne quitte votre navigateur.',
      keywords: ['supprimer doublons', 'dédoublonner une liste', 'enlever les doublons', 'doublons liste emails', 'lignes en double'],
    },
    popup: 'inline',
    load: () => import('./duplicate-remover/DuplicateRemoverTool'),
  },
  {
    id: 'date-difference',
    path: '/jours-entre-dates/',
    title: 'Calculateur de jours entre deux dates',
    description: 'Comptez les jours entre deux dates, avec l’équivalent en semaines et le total en comptant le jour de départ.',
    categories: ['utilities'],
    icon: CalendarDays,
    keywords: ['jours', 'nombre de jours', 'jours entre deux dates', 'date', 'dates', 'duree', 'delai', 'ecart', 'difference', 'calendrier', 'semaines', 'compte a rebours', 'anciennete', 'retractation', 'combien de jours'],
    seo: {
      title: 'Nombre de jours entre deux dates : calculateur gratuit',
      description:
        'Calculez le nombre de jours entre deux dates, en semaines et jours et en comptant le jour de départ. Années bissextiles et changement d’heure pris en compte. Gratuit, sans inscription.',
      keywords: ['nombre de jours entre deux dates', 'calcul jours entre deux dates', 'calculer une durée en jours', 'combien de jours', 'différence entre deux dates'],
    },
    popup: 'inline',
    load: () => import('./date-difference/DateDifferenceTool'),
  },
  {
    id: 'time-difference',
    path: '/difference-horaire/',
    title: 'Calculateur de différence horaire',
    description: 'Calculez la durée entre deux heures, même après minuit, en minutes, en heures et minutes et en heures décimales.',
    categories: ['utilities'],
    icon: Clock,
    keywords: ['heure', 'heures', 'horaire', 'duree', 'difference', 'ecart', 'minutes', 'temps', 'temps de travail', 'feuille de temps', 'heures decimales', 'minuit', 'calcul d heures', 'chrono'],
    seo: {
      title: 'Calcul de durée entre deux heures : différence horaire en minutes',
      description:
        'Calculez la durée entre deux heures au format HH:MM, même de part et d’autre de minuit, en minutes, en heures et minutes et en heures décimales pour vos feuilles de temps. Gratuit.',
      keywords: ['calcul durée entre deux heures', 'différence horaire', 'calcul heures minutes', 'heures décimales', 'calculer un temps de travail'],
    },
    popup: 'inline',
    load: () => import('./time-difference/TimeDifferenceTool'),
  },
  {
    id: 'password-generator',
    path: '/mot-de-passe/',
    title: 'Générateur de mot de passe',
    description: 'Créez un mot de passe aléatoire et robuste de 8 à 32 caractères, avec sa robustesse et son entropie.',
    categories: ['utilities'],
    icon: KeyRound,
    keywords: ['mdp', 'mot de passe', 'password', 'securite', 'securise', 'aleatoire', 'robuste', 'generateur', 'entropie', 'identifiant', 'compte', 'symboles'],
    seo: {
      title: 'Générateur de mot de passe sécurisé gratuit (8 à 32 caractères)',
      description:
        'Générez un mot de passe aléatoire et robuste : longueur de 8 à 32 caractères, majuscules, minuscules, chiffres et symboles, niveau de sécurité et entropie en bits. Rien ne quitte votre navigateur.',
      keywords: ['générateur de mot de passe', 'mot de passe sécurisé', 'créer un mot de passe', 'mot de passe aléatoire', 'mot de passe fort'],
    },
    popup: 'inline',
    load: () => import('./password-generator/PasswordGeneratorTool'),
  },
  {
    id: 'random-draw',
    path: '/tirage-au-sort/',
    title: 'Tirage au sort',
    description: 'Tirez au sort un ou plusieurs gagnants dans une liste de participants, sans remise et sans biais.',
    categories: ['marketing', 'utilities'],
    icon: Dices,
    keywords: ['tirage', 'tirage au sort', 'concours', 'jeu concours', 'loterie', 'tombola', 'gagnant', 'gagnants', 'hasard', 'aleatoire', 'giveaway', 'instagram', 'reseaux sociaux'],
    seo: {
      title: 'Tirage au sort en ligne gratuit : désignez les gagnants de votre jeu-concours',
      description:
        'Tirez au sort un ou plusieurs gagnants dans une liste de noms, sans remise, avec un hasard cryptographique équitable. Idéal pour un jeu-concours Instagram ou une tombola. Gratuit, sans inscription.',
      keywords: ['tirage au sort', 'tirage au sort en ligne', 'tirage au sort gagnant', 'jeu concours instagram', 'tombola en ligne'],
    },
    popup: 'inline',
    load: () => import('./random-draw/RandomDrawTool'),
  },
  {
    id: 'secret-santa',
    path: '/secret-santa/',
    title: 'Générateur de Secret Santa',
    description: 'Organisez un Secret Santa : chacun tire la personne à qui offrir un cadeau, avec exclusions et paires forcées.',
    categories: ['utilities'],
    icon: Gift,
    keywords: ['pere noel secret', 'pere noel', 'noel', 'cadeau', 'cadeaux', 'echange de cadeaux', 'tirage', 'tirage au sort', 'collegues', 'famille', 'amis'],
    seo: {
      title: 'Secret Santa en ligne gratuit : tirage au sort des cadeaux de Noël',
      description:
        'Organisez votre Secret Santa (Père Noël secret) en famille, entre amis ou entre collègues : tirage équitable, exclusions pour les couples, paires forcées et résultats révélés un par un.',
      keywords: ['secret santa', 'père noël secret', 'tirage au sort cadeaux noël', 'secret santa en ligne', 'échange de cadeaux'],
    },
    popup: 'tab',
    load: () => import('./secret-santa/SecretSantaTool'),
  },
];

export function findToolByPath(pathname: string): ToolDefinition | undefined {
  const normalised = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return TOOLS.find((tool) => tool.path === normalised);
}

export function findToolById(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
