import { browser, type Browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { fullPageUrl } from '../../platform/fullPage';
import { TOOLS } from '../../tools/index';
import { createFavouritesSync, readFavourites } from './favouritesSync';
import { createContextMenus, onContextMenuClick } from './contextMenu';
import { defaultSuggestion, routeForInput, suggestTools } from './omnibox';

/**
 * The service worker: it turns browser events into full-tab pages of the same routes as the app, and keeps the
 * favourites in sync.
 * - context menus on selected text open a tool with the selection as its input;
 * - the address-bar keyword `outilo` suggests tools and opens the chosen one;
 * - star changes written by the pages reach chrome.storage.sync even when their page closed at once.
 * The keyboard shortcut needs no code here: the manifest's `_execute_action` command opens the popup.
 */

type Disposition = `${Browser.omnibox.OnInputEnteredDisposition}`;

/** Chrome and Edge style the omnibox's descriptions with XML markup; Firefox shows them as plain text. */
const OMNIBOX_MARKUP = import.meta.env.BROWSER !== 'firefox';

/** `outilo <text>` then Enter: the chosen (or best) tool, where the user asked for it. */
export async function onOmniboxEntered(text: string, disposition: Disposition): Promise<void> {
  const url = fullPageUrl(routeForInput(TOOLS, text, await readFavourites()));
  if (disposition === 'currentTab') await browser.tabs.update({ url });
  else await browser.tabs.create({ url, active: disposition === 'newForegroundTab' });
}

/** The omnibox's suggestions for what was typed, favourites first within each rank of the search. */
async function suggestions(text: string) {
  return suggestTools(TOOLS, text, await readFavourites(), OMNIBOX_MARKUP);
}

export default defineBackground(() => {
  createFavouritesSync().start();
  browser.runtime.onInstalled.addListener(() => {
    void createContextMenus(TOOLS);
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void onContextMenuClick(TOOLS, info, tab);
  });
  browser.omnibox.setDefaultSuggestion({ description: defaultSuggestion(OMNIBOX_MARKUP) });
  browser.omnibox.onInputChanged.addListener((text, suggest) => {
    void suggestions(text).then(suggest);
  });
  browser.omnibox.onInputEntered.addListener((text, disposition) => {
    void onOmniboxEntered(text, disposition);
  });
  // The end-to-end tests reach these handlers from the worker's console, as Chrome would call them.
  Object.assign(globalThis, {
    outilo: {
      onContextMenuClick: (info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) => onContextMenuClick(TOOLS, info, tab),
      onOmniboxEntered,
      suggest: suggestions,
    },
  });
});
