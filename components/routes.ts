import { findToolByPath } from '../tools/routes';

/**
 * What the running app needs to know about a path (client and pre-rendering alike). The pages' SEO data
 * (titles, descriptions, keywords, JSON-LD) is build-time only: see seo.ts.
 */
export const LEGAL_PATH = '/mentions-legales';

export function stripSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export type PageKind = 'home' | 'tool' | 'legal' | 'not-found';

export function pageKind(pathname: string): PageKind {
  const path = stripSlash(pathname || '/');
  if (path === '/' || path === '') return 'home';
  if (path === LEGAL_PATH) return 'legal';
  return findToolByPath(path) ? 'tool' : 'not-found';
}

/** Breadcrumb label after « Accueil », absent on the home page. */
export function pageCrumb(pathname: string): string | undefined {
  switch (pageKind(pathname)) {
    case 'home':
      return undefined;
    case 'legal':
      return 'Mentions légales';
    default:
      return findToolByPath(stripSlash(pathname))?.title ?? 'Page introuvable';
  }
}
