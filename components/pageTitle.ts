import { byPath } from './tool/catalog';
import type { ToolData } from './tool/types';
import { pageKind, stripSlash } from './routes';

/** The document title of any path: written by pre-rendering into each page's <title>, set by a client navigation. */
export const SUFFIX = ' | Outilo';
export const HOME_TITLE = 'Outilo\u00a0: calculateurs et outils gratuits pour le marketing et l’e-commerce';

export function pageTitle(tools: readonly ToolData[], pathname: string): string {
  switch (pageKind(tools, pathname)) {
    case 'home':
      return HOME_TITLE;
    case 'legal':
      return `Mentions légales${SUFFIX}`;
    default:
      return `${byPath(tools, stripSlash(pathname))?.pageTitle ?? 'Page introuvable'}${SUFFIX}`;
  }
}
