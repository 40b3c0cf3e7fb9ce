import {
  entryTime,
  FAVOURITE_PREFIX,
  FavouritesStore,
  JOURNAL_PREFIX,
  SYNC_FAILING_KEY,
  validateEntry,
  validateFavourites,
  type Favourites,
} from './domain/favourites';
import { replaceHashQuery } from './addressQuery';
import type { Platform } from './platform';
import { indexedDbItem } from './storage/indexedDbStore';
import { journalMap, localAreaItem, syncItem, syncMap } from './storage/extensionStore';
import { THEME_KEY, themeItemOptions } from './domain/theme';
import { currentTabUrl } from './currentTab';
import { fullPageUrl } from './fullPage';

export { fullPageUrl };

/**
 * Favourites read from chrome.storage.sync, each star change written at once to the journal in
 * chrome.storage.local that the service worker copies to sync (entrypoints/background/favouritesSync.ts).
 */
export function extensionFavourites(isKnown?: (id: string) => boolean, writeTimeoutMs?: number): FavouritesStore {
  return new FavouritesStore({
    sources: [syncMap(FAVOURITE_PREFIX, validateEntry)],
    target: journalMap(JOURNAL_PREFIX, validateEntry, entryTime),
    legacy: syncItem<Favourites>('favourites', { fallback: [], validate: validateFavourites }),
    syncFailing: localAreaItem(SYNC_FAILING_KEY, { fallback: false, validate: (raw) => (typeof raw === 'boolean' ? raw : undefined) }),
    isKnown,
    writeTimeoutMs,
  });
}

/**
 * The extension: favourites in chrome.storage.sync, no promo, no analytics. The popup opens heavy tools in the full-tab
 * page. `isTool` tells the ids of this build's tools (a favourite of another is ignored).
 */
export function createExtensionPlatform(target: 'extension' | 'popup', isTool: (id: string) => boolean): Platform {
  return {
    target,
    favourites: extensionFavourites(isTool),
    theme: syncItem(THEME_KEY, themeItemOptions),
    toolLink: (path, opensInTab) => (target === 'popup' && opensInTab ? { href: fullPageUrl(path) } : { to: path }),
    fullPageUrl,
    ...(target === 'extension' ? { replaceQuery: replaceHashQuery } : {}),
    storedItem: localAreaItem,
    largeItem: indexedDbItem,
    ...(target === 'popup' ? { currentTabUrl } : {}),
  };
}
