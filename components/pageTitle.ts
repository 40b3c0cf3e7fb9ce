import { TOOL_PAGE_TITLES } from '../tools/pageTitles';
import { pageKind, stripSlash } from './routes';

/**
 * The document title of any path. Pre-rendering writes it into each page's <title>; the client loads this
 * module only on its first client-side navigation (AppLayout), since a loaded page already has its title.
 */
export const SUFFIX = ' | Outilo';
export const HOME_TITLE = 'Outilo\u00a0: calculateurs et outils gratuits pour le marketing et l’e-commerce';

export function pageTitle(pathname: string): string {
  switch (pageKind(pathname)) {
    case 'home':
      return HOME_TITLE;
    case 'legal':
      return `Mentions légales${SUFFIX}`;
    default:
      return `${TOOL_PAGE_TITLES[`${stripSlash(pathname)}/`] ?? 'Page introuvable'}${SUFFIX}`;
  }
}
