import { TOOL_INDEX } from 'virtual:outilo-tool-index';
import { browser, type Browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { fullPageUrl } from '../../platform/fullPage';
import { createFavouritesSync } from './favouritesSync';
import { routeForInput, suggestTools } from './omnibox';
import { inputsKey, prefillTarget, SELECTION_TOOLS } from './prefill';
import { bestSelection } from './selection';

/**
 * The service worker: it turns browser events into full-tab pages of the same routes as the app, and keeps the
 * favourites in sync.
 * - context menus on selected text open a tool with the selection as its input;
 * - the address-bar keyword `outilo` suggests tools and opens the chosen one;
 * - star changes written by the pages reach chrome.storage.sync even when their page closed at once.
 * The keyboard shortcut needs no code here: the manifest's `_execute_action` command opens the popup.
 */

/** The menu that groups the items (Chrome would otherwise title it with the extension's long name). */
export const MENU_ID = 'outilo';

/** Creates the context-menu items (they persist while the extension is installed: created at install and update). */
export async function createContextMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: MENU_ID, title: 'Outilo', contexts: ['selection'] });
  for (const tool of SELECTION_TOOLS) browser.contextMenus.create({ id: tool.toolId, parentId: MENU_ID, title: tool.title, contexts: ['selection'] });
}

/**
 * The selected text with its line breaks. Chrome's `selectionText` turns them into spaces, which would make
 * a list one line; the page's own selection is read instead (allowed by activeTab, which a context-menu click
 * grants on that tab), and `selectionText` is kept where a page cannot be read (browser pages, PDF viewer).
 */
async function selectedText(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<string> {
  const fallback = info.selectionText ?? '';
  if (tab?.id === undefined || tab.id < 0) return fallback;
  try {
    const [result] = await browser.scripting.executeScript({
      target: { tabId: tab.id, frameIds: [info.frameId ?? 0] },
      func: () => window.getSelection()?.toString() ?? '',
    });
    return bestSelection(fallback, typeof result?.result === 'string' ? result.result : '');
  } catch {
    return fallback;
  }
}

/** Opens a full-tab page beside `tab` (or at the end when there is none). */
async function openFullPage(path: string, tab?: Browser.tabs.Tab): Promise<Browser.tabs.Tab> {
  return browser.tabs.create({ url: fullPageUrl(path), ...(tab && tab.index >= 0 ? { index: tab.index + 1 } : {}) });
}

/** A click on one of the menu items: the tool opens in a new tab with the selection as its input. */
export async function onContextMenuClick(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<Browser.tabs.Tab | undefined> {
  const target = prefillTarget(String(info.menuItemId), await selectedText(info, tab));
  if (!target) return undefined;
  if (target.stored) await browser.storage.local.set({ [inputsKey(target.toolId)]: target.stored });
  return openFullPage(target.path, tab);
}

type Disposition = `${Browser.omnibox.OnInputEnteredDisposition}`;

/** `outilo <text>` then Enter: the chosen (or best) tool, where the user asked for it. */
export async function onOmniboxEntered(text: string, disposition: Disposition): Promise<void> {
  const url = fullPageUrl(routeForInput(TOOL_INDEX, text));
  if (disposition === 'currentTab') await browser.tabs.update({ url });
  else await browser.tabs.create({ url, active: disposition === 'newForegroundTab' });
}

export default defineBackground(() => {
  createFavouritesSync().start();
  browser.runtime.onInstalled.addListener(() => {
    void createContextMenus();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void onContextMenuClick(info, tab);
  });
  browser.omnibox.setDefaultSuggestion({ description: 'Rechercher un outil Outilo\u00a0: <match>%s</match>' });
  browser.omnibox.onInputChanged.addListener((text, suggest) => suggest(suggestTools(TOOL_INDEX, text)));
  browser.omnibox.onInputEntered.addListener((text, disposition) => {
    void onOmniboxEntered(text, disposition);
  });
  // The end-to-end tests reach these handlers from the worker's console, as Chrome would call them.
  Object.assign(globalThis, { outilo: { onContextMenuClick, onOmniboxEntered, suggest: (text: string) => suggestTools(TOOL_INDEX, text) } });
});
