import {
  BadgePercent,
  CalendarDays,
  CircleDollarSign,
  Clock,
  Dices,
  Eye,
  FileImage,
  FlaskConical,
  Funnel,
  Gift,
  ImageMinus,
  KeyRound,
  Link2,
  ListX,
  MousePointerClick,
  Percent,
  QrCode,
  Receipt,
  Scale,
  ShoppingCart,
  Signature,
  Tags,
  Target,
  TrendingUp,
  WholeWord,
} from 'lucide-react';
import { TOOLS } from './registry';
import type { ListedTool, ToolListing } from './types';

/**
 * How each tool of the registry presents itself: its description, categories and icon, shown by the lists (the
 * home page's grid and search, the popup's launcher, the omnibox) and at the top of its own page. Apart from the
 * registry, which every page runs (routes, titles): the pages that show it load it (about 4 KB gzip).
 */
export const TOOL_LISTINGS: Readonly<Record<string, ToolListing>> = {
  vat: {
    description: 'Passez d’un prix TTC à un prix HT (et inversement) à tous les taux de TVA français, ou partez du montant de TVA.',
    categories: ['ecommerce', 'utilities'],
    icon: Receipt,
  },
  cpc: {
    description: 'Calculez le coût par clic moyen de vos campagnes Google Ads, Meta ou LinkedIn.',
    categories: ['marketing'],
    icon: MousePointerClick,
  },
  cpa: {
    description: 'Calculez le coût par acquisition : ce que vous coûte chaque vente, inscription ou lead.',
    categories: ['marketing', 'conversion'],
    icon: Target,
  },
  cpm: {
    description: 'Calculez le coût pour mille impressions de vos campagnes display, vidéo ou social.',
    categories: ['marketing'],
    icon: Eye,
  },
  'roas-breakeven': {
    description: 'Trouvez le ROAS minimum pour que vos publicités soient rentables, d’après votre marge hors taxes et vos coûts.',
    categories: ['ecommerce', 'marketing'],
    icon: Scale,
  },
  conversion: {
    description: 'Calculez la part de vos visiteurs qui achètent, s’inscrivent ou remplissent un formulaire.',
    categories: ['conversion', 'marketing'],
    icon: Funnel,
  },
  'ab-test': {
    description: 'Comparez deux variantes et sachez si leur écart de taux de conversion est statistiquement significatif.',
    categories: ['marketing', 'conversion'],
    icon: FlaskConical,
  },
  'average-cart': {
    description: 'Calculez le panier moyen de votre boutique : chiffre d’affaires divisé par le nombre de commandes.',
    categories: ['ecommerce'],
    icon: ShoppingCart,
  },
  'percentage-value': {
    description: 'Calculez un prix remisé, le pourcentage d’une remise ou votre marge commerciale, avec taux de marge et taux de marque.',
    categories: ['ecommerce'],
    icon: BadgePercent,
  },
  percentage: {
    description: 'Trouvez quel pourcentage représente une valeur, ou combien font X % d’un nombre.',
    categories: ['utilities'],
    icon: Percent,
  },
  evolution: {
    description: 'Calculez le pourcentage de hausse ou de baisse entre deux valeurs : chiffre d’affaires, trafic, prix, CPC.',
    categories: ['marketing', 'utilities'],
    icon: TrendingUp,
  },
  currency: {
    description: 'Convertissez des euros en dollars, livres sterling, francs suisses… (et inversement) au dernier taux de la BCE, avec sa date.',
    categories: ['ecommerce', 'utilities'],
    icon: CircleDollarSign,
  },
  'email-signature': {
    description: 'Créez une signature e-mail professionnelle en HTML, prête à coller dans Gmail, Outlook ou Apple Mail.',
    categories: ['marketing', 'utilities'],
    icon: Signature,
  },
  'utm-builder': {
    description: 'Ajoutez les paramètres utm_source, utm_medium et utm_campaign à vos liens pour suivre vos campagnes dans Google Analytics.',
    categories: ['marketing', 'seo'],
    icon: Tags,
  },
  'qr-code': {
    description: 'Créez un QR code pour un site, un texte, un e-mail, un SMS, un réseau Wi-Fi ou une carte de visite, vérifié avant de le télécharger en PNG ou SVG.',
    categories: ['marketing', 'utilities'],
    icon: QrCode,
  },
  slug: {
    description: 'Transformez un titre en slug d’URL propre\u00a0: minuscules, sans accents ni ponctuation, mots reliés par des tirets.',
    categories: ['seo', 'utilities'],
    icon: Link2,
  },
  'word-counter': {
    description: 'Comptez les mots, caractères (avec et sans espaces), phrases et paragraphes d’un texte, en direct.',
    categories: ['seo', 'utilities'],
    icon: WholeWord,
  },
  'duplicate-remover': {
    description: 'Supprimez les lignes en double d’une liste (e-mails, mots-clés, références) en gardant la première occurrence.',
    categories: ['utilities'],
    icon: ListX,
  },
  'image-compressor': {
    description: 'Réduisez le poids de vos images JPEG, PNG et WebP, par lots, sans qu’elles quittent votre appareil.',
    categories: ['ecommerce', 'seo', 'utilities'],
    icon: ImageMinus,
  },
  'webp-to-jpg': {
    description: 'Convertissez vos images WebP en JPG ou en PNG, par lots, directement dans votre navigateur.',
    categories: ['ecommerce', 'seo', 'utilities'],
    icon: FileImage,
  },
  'date-difference': {
    description: 'Comptez les jours entre deux dates, avec l’équivalent en semaines et le total en comptant le jour de départ.',
    categories: ['utilities'],
    icon: CalendarDays,
  },
  'time-difference': {
    description: 'Calculez la durée entre deux heures, même après minuit, en minutes, en heures et minutes et en heures décimales.',
    categories: ['utilities'],
    icon: Clock,
  },
  'password-generator': {
    description: 'Créez un mot de passe aléatoire et robuste de 8 à 32 caractères, avec sa robustesse et son entropie.',
    categories: ['utilities'],
    icon: KeyRound,
  },
  'random-draw': {
    description: 'Tirez au sort un ou plusieurs gagnants dans une liste de participants, sans remise et sans biais.',
    categories: ['marketing', 'utilities'],
    icon: Dices,
  },
  'secret-santa': {
    description: 'Organisez un Secret Santa : chacun tire la personne à qui offrir un cadeau, avec exclusions et paires forcées.',
    categories: ['utilities'],
    icon: Gift,
  },
};

/** The registry's tools with their listing, in the registry's order. */
export const LISTED_TOOLS: readonly ListedTool[] = TOOLS.map((tool) => ({ ...tool, ...TOOL_LISTINGS[tool.id]! }));
