import { Eye, MousePointerClick, Receipt, Target } from 'lucide-react';
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
];

export function findToolByPath(pathname: string): ToolDefinition | undefined {
  const normalised = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return TOOLS.find((tool) => tool.path === normalised);
}

export function findToolById(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
