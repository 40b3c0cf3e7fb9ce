import { browser } from 'wxt/browser';

const FULL_PAGE = '/options.html';

/**
 * The full-tab page's address for an in-app path, query included (`/compteur-mots/?texte=…`). Kept apart from
 * the extension platform so that the background service worker can use it without the app's code.
 */
export function fullPageUrl(path: string): string {
  return `${browser.runtime.getURL(FULL_PAGE)}#${path}`;
}
