import { FavouritesStore } from '../components/favourites/favourites';
import type { Platform } from './platform';
import { findToolById } from '../tools/registry';
import { localItem, localMap } from './storage/localStore';
import { THEME_KEY, themeItemOptions } from '../components/theme/theme';

const isTool = (id: string) => Boolean(findToolById(id));

/** The website: localStorage, browser-history routes, the promo pop-up. */
export function createWebPlatform(): Platform {
  return {
    target: 'web',
    favourites: FavouritesStore.create(localMap, localItem, isTool),
    theme: localItem(THEME_KEY, themeItemOptions),
    promoDismissed: localItem('promo-dismissed', {
      fallback: false,
      validate: (raw) => (typeof raw === 'boolean' ? raw : undefined),
    }),
    toolLink: (path) => ({ to: path }),
    storedItem: localItem,
  };
}
