import type { Page } from 'puppeteer-core';

// The extension's own API, as its pages see it (only what these tests call).
declare const chrome: { storage: { sync: { get(keys: null): Promise<Record<string, unknown>> } } };
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../tools/index';
import { alerts, fill, POPUP, RESULT, text, useBrowser } from './site';
import { until } from './browser';

// In the extension: favourites in chrome.storage.sync under bursts, concurrency and broken storage.
const ext = useBrowser({ extension: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const starred = (page: Page, list: string) =>
  page.$$eval(`${list} [data-tool-id]`, (els) =>
    els.filter((el) => el.querySelector('.star-button[aria-label="Retirer des favoris"]')).map((el) => el.getAttribute('data-tool-id')!),
  );
const stored = (page: Page) =>
  page.evaluate(async () => {
    const all = (await chrome.storage.sync.get(null)) as Record<string, { on: boolean }>;
    return Object.entries(all)
      .filter(([key, value]) => key.startsWith('fav:') && value.on)
      .map(([key]) => key.slice(4))
      .sort();
  });

describe('extension: favourites under load', () => {
  it('200 star toggles in under a minute: none refused by the sync quota, every star right after a reload', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    await popup.waitForSelector('.tool-list [data-tool-id] .star-button');
    const ids = TOOLS.map((t) => t.id);
    for (let i = 0; i < 200; i++) {
      const id = ids[(i * 7) % ids.length]!;
      await popup.$eval(`.tool-list [data-tool-id="${id}"] .star-button`, (el) => (el as HTMLElement).click());
      await sleep(60);
    }
    const expected = (await starred(popup, '.tool-list')).sort();
    // Writes are paced under the quota: wait for the last one, then read what Chrome kept.
    await until(
      popup,
      async (want) => {
        const all = (await chrome.storage.sync.get(null)) as Record<string, { on: boolean }>;
        const on = Object.entries(all).filter(([k, v]) => k.startsWith('fav:') && v.on).map(([k]) => k.slice(4)).sort();
        return JSON.stringify(on) === JSON.stringify(want);
      },
      { timeout: 30_000, polling: 500 },
      expected,
    );
    expect(await alerts(popup)).toEqual([]);
    const again = await ext.openExtension('popup.html', POPUP);
    await again.waitForSelector('.tool-list [data-tool-id] .star-button');
    expect((await starred(again, '.tool-list')).sort()).toEqual(expected);
  }, 90_000);

  it('the popup and the full-tab page starring different tools at the same moment lose nothing', async () => {
    const full = await ext.openExtension('options.html#/');
    await full.waitForSelector('.tool-grid [data-tool-id] .star-button'); // the home page is a chunk of its own
    const popup = await ext.openExtension('popup.html', POPUP);
    await popup.waitForSelector('.tool-list [data-tool-id] .star-button');
    const before = await stored(popup);
    const ids = TOOLS.map((t) => t.id).filter((id) => !before.includes(id));
    const click = (page: Page, list: string, id: string) => page.$eval(`${list} [data-tool-id="${id}"] .star-button`, (el) => (el as HTMLElement).click());
    const pairs = Math.floor(ids.length / 2);
    for (let i = 0; i < pairs; i++) await Promise.all([click(full, '.tool-grid', ids[2 * i]!), click(popup, '.tool-list', ids[2 * i + 1]!)]);
    const expected = [...before, ...ids.slice(0, 2 * pairs)].sort();
    await until(
      popup,
      async (want) => {
        const all = (await chrome.storage.sync.get(null)) as Record<string, { on: boolean }>;
        return JSON.stringify(Object.entries(all).filter(([k, v]) => k.startsWith('fav:') && v.on).map(([k]) => k.slice(4)).sort()) === JSON.stringify(want);
      },
      { timeout: 20_000, polling: 300 },
      expected,
    );
    // Both pages converge on the union, without a reload.
    await full.bringToFront();
    await until(full, (n) => document.querySelectorAll('.tool-grid .star-button[aria-label="Retirer des favoris"]').length === n, {}, expected.length);
    await popup.bringToFront();
    await until(popup, (n) => document.querySelectorAll('.tool-list .star-button[aria-label="Retirer des favoris"]').length === n, {}, expected.length);
  }, 60_000);

  it('chrome.storage.sync throwing at start: the page still works, favourites in memory, with a French note', async () => {
    const page = await ext.browser.newPage();
    await page.evaluateOnNewDocument(() => {
      const broken = () => Promise.reject(new Error('storage unavailable'));
      Object.defineProperty(chrome.storage, 'sync', { value: { get: broken, set: broken, remove: broken }, configurable: true });
    });
    try {
      await page.bringToFront();
      await page.goto(`${ext.extensionUrl}/options.html#/ttc-ht/`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-ready="true"]');
      await page.waitForSelector('.tool__body input');
      expect(await alerts(page)).toContain('Vos favoris enregistrés n’ont pas pu être lus. Ceux que vous ajoutez maintenant restent valables pour cette page.');
      await fill(page, 'Montant TTC', '240');
      expect(await text(page, RESULT)).toBe('200,00 €');
    } finally {
      await page.close();
    }
  });
});
