import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { LEGAL_PATH } from '../../components/routes';
import { TOOLS } from '../../tools/index';
import { until, waitReady, WEB_DIR } from './browser';
import { axeViolations, ecbRate, RATE_PROVIDER, useBrowser } from './site';

const site = useBrowser();

/** Every route of the website: home, every tool, the legal notice and the 404 page. */
const ROUTES = ['/', ...TOOLS.map((tool) => tool.path), LEGAL_PATH, '/page-qui-nexiste-pas'];
const mocks = { [RATE_PROVIDER]: () => ecbRate() };
/** --color-bg of each palette, as getComputedStyle reports the body's background. */
const DARK_BG = 'rgb(11, 18, 32)';
const LIGHT_BG = 'rgb(246, 247, 249)';
const SHOTS = process.env.OUTILO_SHOTS ?? '';

const scheme = (page: Page, value: 'dark' | 'light') => page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value }]);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);

/** Goes to every route in turn and returns the axe-core violations of each route that has some. */
/** Forgets the stored choice (tests of this file share one browser profile) and reloads. */
async function resetTheme(page: Page) {
  await page.evaluate(() => localStorage.removeItem('outilo:theme'));
  await page.reload({ waitUntil: 'load' });
  await waitReady(page);
}

async function axeEveryRoute(page: Page, routes: string[], expectedBg: string) {
  const found: Record<string, unknown> = {};
  for (const path of routes) {
    await page.goto(site.url + path, { waitUntil: 'load' });
    await waitReady(page);
    await page.waitForSelector('h1');
    expect(await background(page), path).toBe(expectedBg);
    const violations = await axeViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

/**
 * Records, the moment <body> starts (after every head script, before the page's module code runs and before the
 * first paint), the theme set on <html>.
 */
async function probeFirstPaint(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const probe = window as unknown as { __themeAtBody?: string | null };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      probe.__themeAtBody = document.documentElement.dataset.theme ?? null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

describe('dark theme: contrast on every route', () => {
  // The palette is the same at every width, and every tool passes axe-core at 390 px in the light one (targets.ts):
  // at 390 px the dark run takes the home, whose header folds there, and a tool.
  it.each([
    { width: 1280, routes: ROUTES, what: 'home, every tool, legal and 404' },
    { width: 390, routes: ['/', '/ttc-ht/'], what: 'the home and a tool' },
  ])(
    'system in dark mode (Auto): $what at $width px have no axe-core violation',
    async ({ width, routes }) => {
      const page = await site.open('/', { width, height: 900, mocks });
      await scheme(page, 'dark');
      expect(await axeEveryRoute(page, routes, DARK_BG)).toEqual({});
      if (SHOTS) {
        await page.goto(`${site.url}/`, { waitUntil: 'load' });
        await waitReady(page);
        await page.screenshot({ path: join(SHOTS, `web-dark-home-${width}.png`) });
        await page.goto(`${site.url}/ttc-ht/`, { waitUntil: 'load' });
        await waitReady(page);
        await page.screenshot({ path: join(SHOTS, `web-dark-vat-${width}.png`), fullPage: true });
      }
    },
    300_000,
  );

  it('« Sombre » chosen on a light system: errors, results and the header pass axe-core too', async () => {
    const page = await site.open('/', { mocks });
    await scheme(page, 'light');
    await page.select('.theme-select__input', 'dark');
    expect(await dataTheme(page)).toBe('dark');
    expect(await axeEveryRoute(page, ['/', '/ttc-ht/', '/convertisseur-euro-dollar/', '/qr-code/', '/signature-email/', '/compression-image/'], DARK_BG)).toEqual({});
    // A field in error and the result card's « — ».
    await page.goto(`${site.url}/ttc-ht/`, { waitUntil: 'load' });
    await waitReady(page);
    const field = 'main input[inputmode="decimal"]';
    await page.click(field, { count: 3 });
    await page.type(field, 'abc');
    await page.waitForSelector('[role="alert"]');
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-dark-error-1280.png') });
  });
});

describe('theme choice', () => {
  it('Auto follows the system without any JavaScript', async () => {
    const page = await site.open('/', { ready: false });
    await page.setJavaScriptEnabled(false);
    await scheme(page, 'dark');
    await page.goto(`${site.url}/ttc-ht/`, { waitUntil: 'load' });
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await scheme(page, 'light');
    expect(await background(page)).toBe(LIGHT_BG);
  });

  it('is announced as « Thème » with Auto, Clair and Sombre; Clair wins over a dark system', async () => {
    const page = await site.open('/');
    await resetTheme(page);
    await scheme(page, 'dark');
    expect(await background(page)).toBe(DARK_BG);
    const select = await page.$eval('.theme-select__input', (el) => ({
      label: document.querySelector(`label[for="${el.id}"]`)?.textContent,
      options: [...(el as HTMLSelectElement).options].map((o) => [o.value, o.textContent]),
      value: (el as HTMLSelectElement).value,
    }));
    expect(select).toEqual({ label: 'Thème', options: [['auto', 'Auto'], ['light', 'Clair'], ['dark', 'Sombre']], value: 'auto' });
    await page.select('.theme-select__input', 'light');
    expect(await dataTheme(page)).toBe('light');
    expect(await background(page)).toBe(LIGHT_BG);
    await page.select('.theme-select__input', 'auto');
    expect(await dataTheme(page)).toBeNull();
    expect(await background(page)).toBe(DARK_BG);
  });

  it('is remembered: a reload opens in it before any page code runs (no flash), also on a tool page', async () => {
    const page = await site.open('/');
    await scheme(page, 'light');
    await page.select('.theme-select__input', 'dark');
    await probeFirstPaint(page);
    await page.goto(`${site.url}/ttc-ht/`, { waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string | null }).__themeAtBody)).toBe('dark');
    await waitReady(page);
    expect(await page.$eval('.theme-select__input', (el) => (el as HTMLSelectElement).value)).toBe('dark');

    // With the app's code never arriving (its entry blocked), theme.js alone paints the page dark.
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(join(WEB_DIR, 'index.html'), 'utf8'))![1]!;
    const bare = await site.open('/', {
      ready: false,
      mocks: { [site.url + entry]: () => ({ body: '', contentType: 'text/javascript' }) },
    });
    await bare.goto(`${site.url}/cpm/`, { waitUntil: 'load' });
    expect(await bare.evaluate(() => document.documentElement.dataset.ready ?? null)).toBeNull();
    expect(await dataTheme(bare)).toBe('dark');
    expect(await background(bare)).toBe(DARK_BG);
  });

  it('a choice made in another tab applies at once', async () => {
    const first = await site.open('/');
    await resetTheme(first);
    const second = await site.open('/cpc/');
    await scheme(first, 'light');
    await scheme(second, 'light');
    await first.bringToFront();
    await first.select('.theme-select__input', 'dark');
    await until(second, () => document.documentElement.dataset.theme === 'dark');
    expect(await second.$eval('.theme-select__input', (el) => (el as HTMLSelectElement).value)).toBe('dark');
    expect(await background(second)).toBe(DARK_BG);
    await first.select('.theme-select__input', 'auto');
    await until(second, () => document.documentElement.dataset.theme === undefined);
  });
});
