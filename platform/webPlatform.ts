import { FavouritesStore } from '../components/favourites/favourites';
import type { Platform } from './platform';
import { localItem } from './storage/localStore';

/** The website: localStorage, browser-history routes, the promo pop-up. */
export function createWebPlatform(): Platform {
  return {
    target: 'web',
    favourites: FavouritesStore.create(localItem),
    promoDismissed: localItem('promo-dismissed', {
      fallback: false,
      validate: (raw) => (typeof raw === 'boolean' ? raw : undefined),
    }),
    toolLink: (path) => ({ to: path }),
    storedItem: localItem,
  };
}
