import { browser } from 'wxt/browser';

/**
 * The address of the tab the popup was opened on, when it is a web page (http or https), else null.
 * Readable thanks to `activeTab` alone: opening the popup (toolbar button or its shortcut) grants the extension
 * that tab until it navigates, with no host permission and no warning at install.
 */
export async function currentTabUrl(): Promise<string | null> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    const url = tab?.url;
    return url && /^https?:\/\//i.test(url) ? url : null;
  } catch {
    return null;
  }
}
