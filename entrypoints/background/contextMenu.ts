import { browser, type Browser } from 'wxt/browser';
import { fullPageUrl } from '../../platform/fullPage';
import type { ToolData } from '../../components/tool/types';
import { inputsKey, prefillTarget } from './prefill';
import { bestSelection } from './selection';

/** The menu that groups the items (Chrome would otherwise title it with the extension's long name). */
const MENU_ID = 'outilo';

/**
 * Creates the context-menu items, one per tool whose meta.ts has a `contextMenu` entry, in the registry's order (they
 * persist while the extension is installed: created at install and update).
 */
export async function createContextMenus(tools: readonly ToolData[]): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: MENU_ID, title: 'Outilo', contexts: ['selection'] });
  for (const tool of tools) {
    if (tool.contextMenu) browser.contextMenus.create({ id: tool.id, parentId: MENU_ID, title: tool.contextMenu.title, contexts: ['selection'] });
  }
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

/**
 * A click on one of the menu items: the tool opens in a new tab beside `tab` with the selection as its input, or
 * with a French message when the selection cannot be passed (too long, storage refused): never nothing.
 */
export async function onContextMenuClick(
  tools: readonly ToolData[],
  info: Browser.contextMenus.OnClickData,
  tab?: Browser.tabs.Tab,
): Promise<Browser.tabs.Tab | undefined> {
  const target = prefillTarget(tools, String(info.menuItemId), await selectedText(info, tab));
  if (!target) return undefined;
  let { path } = target;
  if (target.stored) {
    try {
      await browser.storage.local.set({ [inputsKey(target.toolId)]: target.stored.inputs });
    } catch {
      path = target.stored.refused;
    }
  }
  return browser.tabs.create({ url: fullPageUrl(path), ...(tab && tab.index >= 0 ? { index: tab.index + 1 } : {}) });
}
