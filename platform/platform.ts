import { createContext, useContext } from 'react';
import type { FavouritesStore } from './domain/favourites';
import type { ThemeChoice } from './domain/theme';
import type { StorageFactory, StoredItem } from './domain/storage';

/** What differs between the website, the extension's full-tab page and its popup. */
export interface Platform {
  target: 'web' | 'extension' | 'popup';
  favourites: FavouritesStore;
  /** The theme choice (Auto / Clair / Sombre): localStorage, or chrome.storage.sync like the favourites. */
  theme: StoredItem<ThemeChoice>;
  /** Website only: the install-the-extension pop-up's "dismissed" flag. */
  promoDismissed?: StoredItem<boolean>;
  /**
   * Where a tool opens from a tool card: an in-app route (reached by loading a new document when `reloadDocument`),
   * or (popup) the full-tab page.
   */
  toolLink(path: string, opensInTab: boolean): { to: string; reloadDocument?: boolean } | { href: string };
  /** Replaces the query of a tool page's address as its inputs change (platform/addressQuery.ts); none in the popup. */
  replaceQuery?: (pathname: string, search: string) => void;
  /** The full-tab page's address for an in-app path (extension only). */
  fullPageUrl?: (path: string) => string;
  /** Popup only: the address of the web page the popup was opened on, or null (see platform/currentTab.ts). */
  currentTabUrl?: () => Promise<string | null>;
  /** Values kept on this device (exchange-rate cache...): localStorage, or chrome.storage.local. */
  storedItem: StorageFactory;
  /** Long texts kept on this device (IndexedDB on both targets); without it they are not kept. */
  largeItem?: StorageFactory;
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('PlatformContext manquant');
  return platform;
}
