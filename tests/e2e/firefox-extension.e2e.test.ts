import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { EXTENSION_DIR, FIREFOX_EXTENSION_DIR, until } from './browser';
import { FIREFOX_EXTENSION_URL, useFirefox } from './firefox';
import { clickText, fill, hasHorizontalScroll, POPUP, RESULT, text } from './site';

// The Firefox build in Debian's Firefox ESR: the popup and the full-tab page, a calculator, the popup's last tool
// and inputs kept, favourites and theme in storage.sync kept in step between open pages, and the background's omnibox
// and context-menu handlers.
const firefox = useFirefox();

/** The extension's `browser` namespace, as its pages see it. */
interface Apis {
  storage: { sync: { get(key: string | null): Promise<Record<string, unknown>>; clear(): Promise<void> } };
  runtime: { getBackgroundPage(): Promise<Window & { outilo: Background }> };
  extension: { getViews(filter: { type: 'tab' }): Window[] };
}
interface Background {
  suggest(text: string): Promise<{ content: string; description: string }[]>;
  onContextMenuClick(info: { menuItemId: string; selectionText: string }): Promise<unknown>;
}
declare const browser: Apis;

const starOf = (id: string, on: boolean) => `[data-tool-id="${id}"] .star-button[aria-label="${on ? 'Retirer des favoris' : 'Ajouter aux favoris'}"]`;
const syncedFavourites = (page: Page) =>
  page.evaluate(async () =>
    Object.entries(await browser.storage.sync.get(null))
      .filter(([key, value]) => key.startsWith('fav:') && (value as { on?: boolean }).on)
      .map(([key]) => key.slice(4)),
  );

afterAll(() => {
  expect(firefox.foreign, 'requests that left the extension').toEqual([]);
  expect(firefox.errors, 'page errors').toEqual([]);
});

describe('Firefox: manifest', () => {
  it('asks what the Chromium build asks, under a fixed add-on id, declaring that no data is collected', () => {
    const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    const { browser_specific_settings: gecko, background, ...firefoxRest } = read(FIREFOX_EXTENSION_DIR);
    const { minimum_chrome_version: _, background: chromeBackground, ...chromeRest } = read(EXTENSION_DIR);
    expect(firefoxRest).toEqual(chromeRest);
    expect(gecko).toEqual({ gecko: { id: 'outilo@outilo.fr', strict_min_version: '142.0', data_collection_permissions: { required: ['none'] } } });
    expect(background).toEqual({ scripts: ['background.js'] });
    expect(chromeBackground).toEqual({ service_worker: 'background.js' });
  });
});

describe('Firefox: popup and full-tab page', () => {
  it('the popup lists and searches the tools, Enter opens TTC/HT inline and it computes; the footer shows Firefox’s shortcut', async () => {
    const popup = await firefox.open('popup.html', POPUP);
    const titles = await popup.$$eval('.tool-list .tool-card__title', (els) => els.map((e) => e.textContent));
    expect(titles).toEqual(expect.arrayContaining(['Calculateur TTC / HT', 'Calculateur de CPC', 'Calculateur de CPM']));
    expect(await text(popup, '.popup-footer')).toMatch(/^Raccourci : Alt\+Maj\+O\s*Modifier$/);
    await popup.type('input[type="search"]', 'tva');
    await until(popup, () => !document.querySelector('.tool-list [data-tool-id="cpc"]'));
    await popup.keyboard.press('Enter');
    await until(popup, () => document.querySelector('h1')?.textContent === 'Calculateur TTC / HT');
    await fill(popup, 'Montant TTC', '240');
    await until(popup, (selector) => document.querySelector(selector)?.textContent === '200,00\u00a0€', {}, RESULT);
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await popup.$eval('a.popup-link[target="_blank"]', (a) => (a as HTMLAnchorElement).href)).toBe(`${FIREFOX_EXTENSION_URL}/options.html#/ttc-ht/`);
    await clickText(popup, 'Tous les outils', 'a');
    await popup.waitForSelector('.tool-list');
  });

  it('the full-tab page routes by hash and computes TTC from HT', async () => {
    const full = await firefox.open('options.html#/ttc-ht/');
    expect(await text(full, 'h1')).toBe('Calculateur TTC / HT');
    await clickText(full, 'HT vers TTC');
    await fill(full, 'Montant HT', '100');
    await until(full, (selector) => document.querySelector(selector)?.textContent === '120,00\u00a0€', {}, RESULT);
    await clickText(full, 'Accueil', '.breadcrumb a');
    await full.waitForSelector('.tool-grid');
  });
});

describe('Firefox: what the extension remembers on the device', () => {
  it('a popup reopens on the tool left open (storage.session) with its inputs (storage.local)', async () => {
    const popup = await firefox.open('popup.html', POPUP);
    await (await popup.waitForSelector('[data-tool-id="cpm"] .tool-card__link'))!.click();
    await until(popup, () => document.querySelector('h1')?.textContent === 'Calculateur de CPM');
    await fill(popup, 'Coût total', '12');
    await fill(popup, 'Nombre d’impressions', '3500');
    await until(popup, (selector) => document.querySelector(selector)?.textContent === '3,43\u00a0€', {}, RESULT);
    // Closed at once, before the inputs' quiet time: the tool writes them on `beforeunload`.
    await popup.close({ runBeforeUnload: true });

    const again = await firefox.open('popup.html', POPUP);
    await until(again, () => document.querySelector('h1')?.textContent === 'Calculateur de CPM');
    await until(again, (selector) => document.querySelector(selector)?.textContent === '3,43\u00a0€', {}, RESULT);
    await clickText(again, 'Tous les outils', 'a');
    await again.waitForSelector('.tool-list');
  });
});

describe('Firefox: storage.sync between open pages', () => {
  it('a favourite set in the popup appears in an open full-tab page without reload and reaches storage.sync, and back', async () => {
    const full = await firefox.open('options.html#/');
    const popup = await firefox.open('popup.html', POPUP);
    await (await popup.waitForSelector('[data-tool-id="cpa"] .star-button'))!.click();
    await popup.waitForSelector(starOf('cpa', true));
    await full.waitForSelector(starOf('cpa', true));
    expect(await full.$eval('.tool-grid .tool-card', (el) => el.getAttribute('data-tool-id'))).toBe('cpa');
    await until(full, async () => JSON.stringify(await browser.storage.sync.get('fav:cpa')).includes('"on":true'));

    await (await full.waitForSelector('[data-tool-id="cpa"] .star-button'))!.click();
    await full.waitForSelector(starOf('cpa', false));
    await popup.waitForSelector(starOf('cpa', false));
    const again = await firefox.open('popup.html', POPUP);
    await again.waitForSelector(starOf('cpa', false));
    await until(full, async () => !JSON.stringify(await browser.storage.sync.get('fav:cpa')).includes('"on":true'));
    expect(await syncedFavourites(full)).toEqual([]);
  });

  it('a theme chosen in the popup applies in the open full-tab page, and the reverse', async () => {
    const full = await firefox.open('options.html#/cpm/');
    const popup = await firefox.open('popup.html', POPUP);
    await popup.select('.theme-select__input', 'dark');
    await until(popup, () => document.documentElement.dataset.theme === 'dark');
    await until(full, () => document.documentElement.dataset.theme === 'dark');
    expect(await full.evaluate(async () => (await browser.storage.sync.get('theme')).theme)).toBe('dark');
    await full.select('.theme-select__input', 'auto');
    await until(popup, () => document.documentElement.dataset.theme === undefined);
    expect(await popup.$eval('.theme-select__input', (el) => (el as HTMLSelectElement).value)).toBe('auto');
  });
});

describe('Firefox: background', () => {
  it('the omnibox suggests TTC/HT for « tva » in plain text, and a context-menu click opens it with the selected amount', async () => {
    const page = await firefox.open('options.html#/');
    const [first] = await page.evaluate(async () => (await browser.runtime.getBackgroundPage()).outilo.suggest('tva'));
    // Plain text: Firefox would show markup as typed.
    expect(first).toEqual({ content: 'Calculateur TTC / HT', description: expect.stringMatching(/^Calculateur TTC \/ HT – [^<>&]+$/) });
    await page.evaluate(async () => {
      await (await browser.runtime.getBackgroundPage()).outilo.onContextMenuClick({ menuItemId: 'vat', selectionText: '1 234,56 €' });
    });
    // The extension's own tabs (their addresses are out of reach of tabs.query without the `tabs` permission).
    await until(page, () => browser.extension.getViews({ type: 'tab' }).some((view) => view.location.hash === '#/ttc-ht/?montant=1234%2C56'));
  });
});
