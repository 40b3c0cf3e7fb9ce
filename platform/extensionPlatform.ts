import { FavouritesStore } from '../components/favourites/favourites';
import type { Platform } from './platform';
import { findToolById } from '../tools/registry';
import { localAreaItem, syncItem, syncMap } from './storage/extensionStore';
import { THEME_KEY, themeItemOptions } from '../components/theme/theme';
import { currentTabUrl } from './currentTab';
import { fullPageUrl } from './fullPage';

export { fullPageUrl };

/** The extension: chrome.storage.sync, no promo, no analytics. The popup opens heavy tools in the full-tab page. */
export function createExtensionPlatform(target: 'extension' | 'popup'): Platform {
  return {
    target,
    favourites: FavouritesStore.create(syncMap, syncItem, (id) => Boolean(findToolById(id))),
    theme: syncItem(THEME_KEY, themeItemOptions),
    toolLink: (path, opensInTab) => (target === 'popup' && opensInTab ? { href: fullPageUrl(path) } : { to: path }),
    fullPageUrl,
    storedItem: localAreaItem,
    ...(target === 'popup' ? { currentTabUrl } : {}),
  };
}
