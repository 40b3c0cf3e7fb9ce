import { TOOLS } from 'virtual:outilo-tools/routes';
import { byId, byPath } from './lookup';

/**
 * What every page runs: each tool's id, path, title, popup mode and lazy view, derived from the tools' `meta.ts`
 * at build time (scripts/tool-tables-plugin.ts). Routes, the popup and the favourites read it.
 */
export { TOOLS };
export const findToolByPath = (pathname: string) => byPath(TOOLS, pathname);
export const findToolById = (id: string) => byId(TOOLS, id);
