import type { Page } from 'puppeteer-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCompanion, type ChromeApis } from './companion';
import { until } from './browser';

// Favourites in the loaded extension, with the real popup opened by the toolbar button: a star must reach
// chrome.storage.sync even when the popup closes right after the click, or when Chrome holds the write back.
const ext = useCompanion();
declare const chrome: ChromeApis;

const STAR = (id: string) => `.tool-list [data-tool-id="${id}"] .star-button`;
const starred = (page: Page, list: string) =>
  page.$$eval(`${list} [data-tool-id]`, (els) =>
    els.filter((el) => el.querySelector('.star-button[aria-label="Retirer des favoris"]')).map((el) => el.getAttribute('data-tool-id')!).sort(),
  );

/** The favourites chrome.storage.sync holds, as the worker reads them. */
async function synced(): Promise<string[]> {
  return (await ext.worker()).evaluate(async () =>
    Object.entries((await chrome.storage.sync.get(null)) as Record<string, { on?: boolean }>)
      .filter(([key, value]) => key.startsWith('fav:') && value.on)
      .map(([key]) => key.slice(4))
      .sort(),
  );
}

async function waitSynced(want: string[], timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: string[] = [];
  while (Date.now() < deadline) {
    last = await synced();
    if (JSON.stringify(last) === JSON.stringify(want)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(last, 'favourites in chrome.storage.sync').toEqual(want);
}

/** The popup, opened on its list by the toolbar button. */
async function openList(tab: Page): Promise<Page> {
  const popup = await ext.openPopup(tab);
  await popup.waitForSelector('.tool-list [data-tool-id] .star-button');
  return popup;
}

describe('favourites: the popup closed right after a click', () => {
  beforeEach(async () => {
    await ext.forgetPopupRoute();
    await (await ext.worker()).evaluate(() => chrome.storage.sync.clear());
  });

  it('keeps every star whose popup closed in the same task as the click, or at once after it', async () => {
    const tab = await ext.openArticle();
    const closedByItself = ['vat', 'cpc', 'cpa', 'cpm', 'ab-test'];
    const closedByBrowser = ['slug', 'evolution', 'qr-code', 'percentage', 'currency'];
    for (const id of closedByItself) {
      const popup = await openList(tab);
      // The click, then the popup gone before anything else runs (a click on the page closes it the same way).
      await popup
        .evaluate((selector) => {
          (document.querySelector(selector) as HTMLElement).click();
          window.close();
        }, STAR(id))
        .catch(() => {});
    }
    for (const id of closedByBrowser) {
      const popup = await openList(tab);
      await popup.$eval(STAR(id), (el) => (el as HTMLElement).click());
      await popup.close();
    }
    const all = [...closedByItself, ...closedByBrowser].sort();
    await waitSynced(all);
    const popup = await openList(tab);
    expect(await starred(popup, '.tool-list')).toEqual(all);
  }, 90_000);

  it('an open full-tab page follows stars removed by another context clearing the storage', async () => {
    const page = await ext.openExtensionPage('options.html#/', { width: 1280, height: 900 });
    await page.waitForSelector('.tool-grid [data-tool-id] .star-button');
    for (const id of ['vat', 'cpc']) await page.click(`.tool-grid [data-tool-id="${id}"] .star-button`);
    await waitSynced(['cpc', 'vat']);
    await (await ext.worker()).evaluate(() => chrome.storage.sync.clear());
    await until(page, () => document.querySelectorAll('.tool-grid .star-button[aria-label="Retirer des favoris"]').length === 0);
    expect(await starred(page, '.tool-grid')).toEqual([]);
  });
});

// Last in the file: it spends Chrome's sync write budget for the minute.
describe('favourites: a write held back by Chrome’s sync limit', () => {
  it('shows the star everywhere at once and writes it once Chrome allows, though its popup was closed', async () => {
    await ext.forgetPopupRoute();
    const worker = await ext.worker();
    await worker.evaluate(() => chrome.storage.sync.clear());
    const tab = await ext.openArticle();
    // Another writer spends the minute's budget (120 writes for the whole extension).
    const refused = await worker.evaluate(async () => {
      const results = await Promise.allSettled(Array.from({ length: 130 }, (_, i) => chrome.storage.sync.set({ [`probe-${i}`]: i })));
      return results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    });
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatch(/MAX_WRITE_OPERATIONS_PER_MINUTE/);

    let popup = await openList(tab);
    await popup.$eval(STAR('roas-breakeven'), (el) => (el as HTMLElement).click());
    await popup.close();
    // Held back, yet shown by the next popup (the journal), with no notice.
    popup = await openList(tab);
    expect(await starred(popup, '.tool-list')).toEqual(['roas-breakeven']);
    expect(await popup.$$eval('[role="alert"]', (els) => els.length)).toBe(0);
    await popup.close();
    expect(await synced()).toEqual([]);
    await waitSynced(['roas-breakeven'], 100_000);
  }, 150_000);
});
