import type { ListedTool } from '../../tools/types';

let loaded: readonly ListedTool[] | undefined;
let pending: Promise<readonly ListedTool[]> | undefined;

/**
 * The tools' listing (tools/listing.ts: their descriptions, categories and icons, 4 KB gzip), a chunk of its own,
 * loaded once (again after a failure). The home page's pre-rendered HTML shows every card with it: hydrating keeps
 * that HTML (ToolCard) and fetches the listing only when the search or the categories are about to be used
 * (ToolBrowser). A home page rendered in the browser (a link followed, the popup, the full-tab page) loads it with
 * its code (AppRoutes, the popup's start).
 */
export function loadListing(): Promise<readonly ListedTool[]> {
  return (pending ??= import('../../tools/listing').then(
    (module) => (loaded = module.LISTED_TOOLS),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  ));
}

/** The listing if it has loaded, else undefined. */
export const loadedListing = (): readonly ListedTool[] | undefined => loaded;
