import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { LEGAL_PATH } from '../../components/routes';
import { TOOLS } from '../../tools/index';
import { until, waitReady } from './browser';
import { axeViolations, ecbRate, hasHorizontalScroll, POPUP, RATE_PROVIDER, useBrowser } from './site';

// In the extension: the dark theme in the popup and the full-tab page, the choice synced
// between them through chrome.storage.sync and applied before the first paint from its localStorage mirror.
const ext = useBrowser({ extension: true });
const mocks = { [RATE_PROVIDER]: () => ecbRate() };
const DARK_BG = 'rgb(11, 18, 32)';
const LIGHT_BG = 'rgb(246, 247, 249)';
const SHOTS = process.env.OUTILO_SHOTS ?? '';

const scheme = (page: Page, value: 'dark' | 'light') => page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value }]);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);
const choice = (page: Page) => page.$eval('.theme-select__input', (el) => (el as HTMLSelectElement).value);

describe('extension: dark theme', () => {
  it('popup at 400 px in dark: the launcher and every tool that opens inside it pass axe-core, no horizontal scroll', async () => {
    const popup = await ext.openExtension('popup.html', { ...POPUP, mocks });
    await scheme(popup, 'dark');
    expect(await background(popup)).toBe(DARK_BG);
    const found: Record<string, unknown> = {};
    const home = await axeViolations(popup);
    if (home.length) found.launcher = home;
    expect(await hasHorizontalScroll(popup)).toBe(false);
    if (SHOTS) await popup.screenshot({ path: join(SHOTS, 'popup-dark-400.png') });
    for (const tool of TOOLS.filter((t) => t.popup === 'inline')) {
      await popup.click(`[data-tool-id="${tool.id}"] .tool-card__link`);
      await popup.waitForSelector('.tool--compact h1');
      const violations = await axeViolations(popup);
      if (violations.length) found[tool.id] = violations;
      if (await hasHorizontalScroll(popup)) found[`${tool.id} (scroll)`] = true;
      if (SHOTS && tool.id === 'vat') await popup.screenshot({ path: join(SHOTS, 'popup-dark-vat-400.png') });
      await popup.click('.popup-nav .popup-link');
      await popup.waitForSelector(`[data-tool-id="${tool.id}"]`);
    }
    expect(found).toEqual({});
  }, 180_000);

  // The full-tab page is the website's app and stylesheet under hash routes, whose every route passes in dark
  // (theme.e2e.test.ts): here its own pages, and a tool.
  it('full-tab page in dark: home, a tool, legal and 404 pass axe-core', async () => {
    const page = await ext.openExtension('options.html', { mocks });
    await scheme(page, 'dark');
    const found: Record<string, unknown> = {};
    for (const path of ['/', '/ttc-ht/', LEGAL_PATH, '/nexiste-pas']) {
      await page.goto(`${ext.extensionUrl}/options.html#${path}`, { waitUntil: 'load' });
      await waitReady(page);
      // A hash typed in the address is a popstate: React shows the loading state until the page's code is there.
      await page.waitForSelector('main h1', { visible: true });
      expect(await background(page), path).toBe(DARK_BG);
      const violations = await axeViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  }, 180_000);
});

describe('extension: theme choice', () => {
  it('a choice made in the popup applies in the open full-tab page, and the reverse; both reopen in it without a flash', async () => {
    const tab = await ext.openExtension('options.html#/ttc-ht/');
    const popup = await ext.openExtension('popup.html', POPUP);
    await scheme(tab, 'light');
    await scheme(popup, 'light');
    expect(await choice(popup)).toBe('auto');

    await popup.bringToFront();
    await popup.select('.theme-select__input', 'dark');
    expect(await background(popup)).toBe(DARK_BG);
    await until(tab, () => document.documentElement.dataset.theme === 'dark');
    expect(await choice(tab)).toBe('dark');
    expect(await background(tab)).toBe(DARK_BG);
    type SyncArea = { storage: { sync: { get(key: string): Promise<Record<string, unknown>> } } };
    expect(await popup.evaluate(async () => (await (globalThis as unknown as { chrome: SyncArea }).chrome.storage.sync.get('theme')).theme)).toBe('dark');

    // Reopened: the theme is on <html> when <body> starts, before any module code runs.
    for (const page of [tab, popup]) {
      await page.evaluateOnNewDocument(() => {
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          (window as unknown as { __themeAtBody?: string | null }).__themeAtBody = document.documentElement.dataset.theme ?? null;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload({ waitUntil: 'load' });
      expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string | null }).__themeAtBody)).toBe('dark');
      await waitReady(page);
    }

    await tab.bringToFront();
    await tab.select('.theme-select__input', 'light');
    await until(popup, () => document.documentElement.dataset.theme === 'light');
    await scheme(popup, 'dark');
    expect(await background(popup)).toBe(LIGHT_BG);
    await tab.select('.theme-select__input', 'auto');
    await until(popup, () => document.documentElement.dataset.theme === undefined);
    expect(await background(popup)).toBe(DARK_BG);
    expect(await dataTheme(tab)).toBeNull();
  });
});
