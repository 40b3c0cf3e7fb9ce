import { byPath } from './tool/catalog';
import type { ToolData } from './tool/types';

/**
 * What the running app needs to know about a path (client and pre-rendering alike). The pages' SEO data
 * (titles, descriptions, keywords, JSON-LD) is build-time only: see seo.ts.
 */
export const LEGAL_PATH = '/mentions-legales';

/**
 * The address a page is routed by, when `href` names its file instead: a static host serves `/ttc-ht/index.html` (and
 * `/index.html`) as `/ttc-ht/` (and `/`), so the website reads them as those, for every route; null when `href`
 * already is one.
 */
export function routedAddress(href: string): string | null {
  const url = new URL(href);
  if (!url.pathname.endsWith('/index.html')) return null;
  return url.pathname.slice(0, -'index.html'.length) + url.search + url.hash;
}

export function stripSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export type PageKind = 'home' | 'tool' | 'legal' | 'not-found';

/** What a path shows, among the app's tools. */
export function pageKind(tools: readonly ToolData[], pathname: string): PageKind {
  const path = stripSlash(pathname || '/');
  if (path === '/' || path === '') return 'home';
  if (path === LEGAL_PATH) return 'legal';
  return byPath(tools, path) ? 'tool' : 'not-found';
}

/** Breadcrumb label after « Accueil », absent on the home page. */
export function pageCrumb(tools: readonly ToolData[], pathname: string): string | undefined {
  switch (pageKind(tools, pathname)) {
    case 'home':
      return undefined;
    case 'legal':
      return 'Mentions légales';
    default:
      return byPath(tools, stripSlash(pathname))?.title ?? 'Page introuvable';
  }
}
