import { browser } from 'wxt/browser';

/**
 * The popup reopens where the user left it, within the browser session: its last route is kept in
 * chrome.storage.session (cleared when the browser quits, never synced). The tool's inputs come back through
 * the tools' own remembered values.
 */
const KEY = 'popup:route';

/** The route to open the popup on: the last one if `isRoute` accepts it, else the list (`/`). */
export async function readPopupRoute(isRoute: (path: string) => boolean, timeoutMs = 300): Promise<string> {
  try {
    const read = browser.storage.session.get(KEY).then((items) => items[KEY]);
    // A storage that does not answer must not keep the popup blank: the list opens instead.
    const stored = await Promise.race([read, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    return typeof stored === 'string' && isRoute(stored) ? stored : '/';
  } catch {
    return '/';
  }
}

/** Keeps the popup's route for its next opening (best effort: a failure only means the list opens). */
export function rememberPopupRoute(path: string): void {
  try {
    void browser.storage.session.set({ [KEY]: path }).catch(() => {});
  } catch {
    // No session storage (an old browser): the popup opens on the list.
  }
}
