import type { ListedTool } from '../../tools/types';
import { onDemand } from '../lib/onDemand';

/**
 * The tools' listing (tools/listing.ts: their descriptions, categories and icons, 4 KB gzip), a chunk of its own,
 * loaded once (again after a failure). The home page's pre-rendered HTML shows every card with it: hydrating keeps
 * that HTML (ToolCard) and fetches the listing only when the search or the categories are about to be used
 * (ToolBrowser). A home page rendered in the browser (a link followed, the popup, the full-tab page) loads it with
 * its code (AppRoutes, the popup's start).
 */
const listing = onDemand((): Promise<readonly ListedTool[]> => import('../../tools/listing').then((module) => module.LISTED_TOOLS));

export const loadListing = listing.load;

/** The listing if it has loaded, else undefined. */
export const loadedListing = listing.loaded;
