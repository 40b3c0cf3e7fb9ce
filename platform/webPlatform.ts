import { FAVOURITE_PREFIX, FavouritesStore, validateEntry, validateFavourites, type Favourites } from './domain/favourites';
import { replaceBrowserQuery } from './addressQuery';
import type { Platform } from './platform';
import { indexedDbItem } from './storage/indexedDbStore';
import { localItem, localMap } from './storage/localStore';
import { THEME_KEY, themeItemOptions } from './domain/theme';

/** Favourites in localStorage, a key per tool, written in the click itself (localStorage writes at once). */
export function localFavourites(isKnown?: (id: string) => boolean, writeTimeoutMs?: number): FavouritesStore {
  const map = localMap(FAVOURITE_PREFIX, validateEntry);
  return new FavouritesStore({
    sources: [map],
    target: map,
    legacy: localItem<Favourites>('favourites', { fallback: [], validate: validateFavourites }),
    isKnown,
    writeTimeoutMs,
  });
}

/**
 * The website: localStorage, browser-history routes, the promo pop-up. `isTool` tells the ids of this build's tools
 * (a favourite of another is ignored); `reloadsDocument` names the paths a tool card reaches by loading a new document
 * (where a third-party script must not run beside what the page will hold).
 */
export function createWebPlatform(isTool: (id: string) => boolean, reloadsDocument?: (path: string) => boolean): Platform {
  return {
    target: 'web',
    favourites: localFavourites(isTool),
    theme: localItem(THEME_KEY, themeItemOptions),
    promoDismissed: localItem('promo-dismissed', {
      fallback: false,
      validate: (raw) => (typeof raw === 'boolean' ? raw : undefined),
    }),
    toolLink: (path) => (reloadsDocument?.(path) ? { to: path, reloadDocument: true } : { to: path }),
    replaceQuery: replaceBrowserQuery,
    storedItem: localItem,
    largeItem: indexedDbItem,
  };
}
