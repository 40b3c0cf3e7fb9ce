import type { ToolDefinition } from './types';

/**
 * Every tool of Outilo, once. Routes, the home grid, search, the popup launcher, page metadata, the
 * sitemap and the pre-rendered pages are all derived from this list. Adding a tool: one folder, one entry here
 * and its listing (description, categories, icon) in tools/listing.ts, kept apart because every page runs this list.
 */
export const TOOLS: readonly ToolDefinition[] = [
  {
    id: 'vat',
    path: '/ttc-ht/',
    title: 'Calculateur TTC / HT',
    popup: 'inline',
    load: () => import('./vat/VatTool'),
  },
  {
    id: 'cpc',
    path: '/cpc/',
    title: 'Calculateur de CPC',
    popup: 'inline',
    load: () => import('./cpc/CpcTool'),
  },
  {
    id: 'cpa',
    path: '/cpa/',
    title: 'Calculateur de CPA',
    popup: 'inline',
    load: () => import('./cpa/CpaTool'),
  },
  {
    id: 'cpm',
    path: '/cpm/',
    title: 'Calculateur de CPM',
    popup: 'inline',
    load: () => import('./cpm/CpmTool'),
  },
  {
    id: 'roas-breakeven',
    path: '/roas-breakeven/',
    title: 'Calculateur de ROAS de rentabilité',
    popup: 'inline',
    load: () => import('./roas-breakeven/RoasBreakevenTool'),
  },
  {
    id: 'conversion',
    path: '/taux-conversion/',
    title: 'Calculateur de taux de conversion',
    popup: 'inline',
    load: () => import('./conversion/ConversionTool'),
  },
  {
    id: 'ab-test',
    path: '/ab-test/',
    title: 'Calculateur de test A/B',
    popup: 'inline',
    load: () => import('./ab-test/AbTestTool'),
  },
  {
    id: 'average-cart',
    path: '/panier-moyen/',
    title: 'Calculateur de panier moyen',
    popup: 'inline',
    load: () => import('./average-cart/AverageCartTool'),
  },
  {
    id: 'percentage-value',
    path: '/valeur-pourcentage/',
    title: 'Calculateur de remise et de marge',
    popup: 'inline',
    load: () => import('./percentage-value/PercentageValueTool'),
  },
  {
    id: 'percentage',
    path: '/pourcentage/',
    title: 'Calculateur de pourcentage',
    popup: 'inline',
    load: () => import('./percentage/PercentageTool'),
  },
  {
    id: 'evolution',
    path: '/taux-evolution/',
    title: 'Calculateur de taux d’évolution',
    popup: 'inline',
    load: () => import('./evolution/EvolutionTool'),
  },
  {
    id: 'currency',
    path: '/convertisseur-euro-dollar/',
    title: 'Convertisseur euro dollar',
    popup: 'inline',
    load: () => import('./currency/CurrencyTool'),
  },
  {
    id: 'email-signature',
    path: '/signature-email/',
    title: 'Générateur de signature e-mail',
    popup: 'tab',
    load: () => import('./email-signature/EmailSignatureTool'),
  },
  {
    id: 'utm-builder',
    path: '/utm-builder/',
    title: 'Générateur d’URL UTM',
    popup: 'inline',
    load: () => import('./utm-builder/UtmBuilderTool'),
  },
  {
    id: 'qr-code',
    path: '/qr-code/',
    title: 'Générateur de QR code',
    popup: 'tab',
    load: () => import('./qr-code/QrCodeTool'),
  },
  {
    id: 'slug',
    path: '/slugify/',
    title: 'Générateur de slug',
    popup: 'inline',
    load: () => import('./slug/SlugTool'),
  },
  {
    id: 'word-counter',
    path: '/compteur-mots/',
    title: 'Compteur de mots',
    popup: 'inline',
    load: () => import('./word-counter/WordCounterTool'),
  },
  {
    id: 'duplicate-remover',
    path: '/doublons/',
    title: 'Suppression des doublons',
    popup: 'inline',
    load: () => import('./duplicate-remover/DuplicateRemoverTool'),
  },
  {
    id: 'image-compressor',
    path: '/compression-image/',
    title: 'Compresseur d’images',
    popup: 'tab',
    load: () => import('./image-compressor/ImageCompressorTool'),
  },
  {
    id: 'webp-to-jpg',
    path: '/webp-to-jpg/',
    title: 'Convertisseur WebP en JPG / PNG',
    popup: 'tab',
    load: () => import('./webp-to-jpg/WebpToJpgTool'),
  },
  {
    id: 'date-difference',
    path: '/jours-entre-dates/',
    title: 'Calculateur de jours entre deux dates',
    popup: 'inline',
    load: () => import('./date-difference/DateDifferenceTool'),
  },
  {
    id: 'time-difference',
    path: '/difference-horaire/',
    title: 'Calculateur de différence horaire',
    popup: 'inline',
    load: () => import('./time-difference/TimeDifferenceTool'),
  },
  {
    id: 'password-generator',
    path: '/mot-de-passe/',
    title: 'Générateur de mot de passe',
    popup: 'inline',
    load: () => import('./password-generator/PasswordGeneratorTool'),
  },
  {
    id: 'random-draw',
    path: '/tirage-au-sort/',
    title: 'Tirage au sort',
    popup: 'inline',
    load: () => import('./random-draw/RandomDrawTool'),
  },
  {
    id: 'secret-santa',
    path: '/secret-santa/',
    title: 'Générateur de Secret Santa',
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
