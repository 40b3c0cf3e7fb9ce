import type { Page } from 'puppeteer-core';

/**
 * Since issue 14, a tool remembers its inputs on the device (localStorage on the website, chrome.storage.local in
 * the extension): one test's inputs would come back in the next test's page of the same browser. These helpers
 * forget the remembered inputs (and UTM presets) before a test, leaving favourites and other settings alone.
 */
type Opener = (path: string) => Promise<Page>;

/** Website: forgets `outilo:inputs:*` and `outilo:utm-presets` from the site's localStorage. */
export async function forgetWebInputs(open: Opener): Promise<void> {
  const page = await open('/');
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('outilo:inputs:') || key === 'outilo:utm-presets') localStorage.removeItem(key);
  });
}

/** Extension: forgets `inputs:*` and `utm-presets` from chrome.storage.local. */
export async function forgetExtensionInputs(openExtension: Opener): Promise<void> {
  const page = await openExtension('options.html');
  await page.evaluate(async () => {
    const area = (globalThis as unknown as { chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>>; remove(k: string[]): Promise<void> } } } }).chrome.storage.local;
    const keys = Object.keys(await area.get(null)).filter((key) => key.startsWith('inputs:') || key === 'utm-presets');
    if (keys.length) await area.remove(keys);
  });
}
