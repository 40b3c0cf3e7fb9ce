import { siteConfig } from '../platform/siteConfig';
import { HOME_TITLE, pageTitle } from './pageTitle';
import { LEGAL_PATH, pageCrumb, stripSlash } from './routes';
import { byPath } from './tool/catalog';
import type { ToolSeo } from './tool/types';

/**
 * Build-time only (pre-rendering, sitemap): every page's SEO data, from the tools' `seo` (tools/index.ts's SEO, which
 * site/ssr.tsx alone imports). The client never imports this module, so descriptions, keywords and JSON-LD stay out of
 * its JavaScript.
 */

export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Canonical path: tools with a trailing slash, `/mentions-legales` without. */
  canonicalPath: string;
  image: string;
  noindex: boolean;
  /** schema.org JSON-LD, when the page has one. */
  jsonLd?: Record<string, unknown>;
  /** Breadcrumb label after « Accueil », absent on the home page. */
  crumb?: string;
  kind: 'home' | 'tool' | 'legal' | 'not-found';
}

export { LEGAL_PATH };
export const DEFAULT_IMAGE = '/og-image.png';

const HOME: PageMeta = {
  kind: 'home',
  title: HOME_TITLE,
  description:
    'TVA, CPC, CPA, CPM, ROAS, test A/B, UTM, marge… Des calculateurs et utilitaires gratuits, en français, qui fonctionnent dans votre navigateur, sans inscription.',
  keywords: ['calculateur marketing', 'outils e-commerce', 'calcul tva', 'calcul cpc', 'outils gratuits'],
  canonicalPath: '/',
  image: DEFAULT_IMAGE,
  noindex: false,
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Outilo',
    url: `${siteConfig.siteUrl}/`,
    inLanguage: 'fr',
    description: 'Calculateurs et utilitaires gratuits pour le marketing et l’e-commerce, en français.',
  },
};

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path}`;
}

/** Title, description, canonical and structured data of any path, for pre-rendering. */
export function pageMeta(seoOfTools: readonly ToolSeo[], pathname: string): PageMeta {
  const tools = seoOfTools.map((seo) => seo.tool);
  const path = stripSlash(pathname || '/');
  if (path === '/' || path === '') return HOME;
  if (path === LEGAL_PATH) {
    return {
      kind: 'legal',
      title: pageTitle(tools, LEGAL_PATH),
      description: 'Mentions légales d’Outilo : éditeur, hébergeur, données personnelles et cookies.',
      keywords: [],
      canonicalPath: LEGAL_PATH,
      image: DEFAULT_IMAGE,
      noindex: true,
      crumb: pageCrumb(tools, LEGAL_PATH),
    };
  }
  const tool = byPath(tools, path);
  const seo = seoOfTools.find((entry) => entry.tool === tool);
  if (!tool || !seo) {
    return {
      kind: 'not-found',
      title: pageTitle(tools, path),
      description: 'La page que vous recherchez n’existe pas ou a été déplacée.',
      keywords: [],
      canonicalPath: path,
      image: DEFAULT_IMAGE,
      noindex: true,
      crumb: pageCrumb(tools, path),
    };
  }
  return {
    kind: 'tool',
    title: pageTitle(tools, tool.path),
    description: seo.description,
    keywords: seo.keywords,
    canonicalPath: tool.path,
    image: seo.image ?? DEFAULT_IMAGE,
    noindex: false,
    crumb: tool.title,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: tool.title,
      description: seo.description,
      url: absoluteUrl(tool.path),
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Tous (navigateur web)',
      inLanguage: 'fr',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
    },
  };
}

/** Every indexable path, for the sitemap and pre-rendering. */
export function indexablePaths(seoOfTools: readonly ToolSeo[]): string[] {
  return ['/', ...seoOfTools.map(({ tool }) => tool.path)];
}
