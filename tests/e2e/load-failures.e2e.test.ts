import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { CODE_NOTICE } from '../../components/tool/ToolFrame';
import { type Mocks, until, WEB_DIR } from './browser';
import { fill, useBrowser, waitResult } from './site';

const site = useBrowser();

const html = readFileSync(join(WEB_DIR, 'ttc-ht/index.html'), 'utf8');
/** The TTC/HT tool's own chunk, as its pre-rendered page preloads it. */
const toolChunk = [...html.matchAll(/href="(\/assets\/[^"]*VatTool[^"]*\.js)"/g)].map((match) => match[1]!)[0]!;
/** The website's entry script. */
const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;

const TITLE = 'Impossible de charger cet outil';
const NETWORK = 'La connexion a échoué pendant le chargement de son code. Vérifiez votre connexion, puis réessayez.';
const OUTDATED = /Une nouvelle version d’Outilo a été publiée/;

/** Polled in the page: a reload may replace the document meanwhile. */
const bodyText = (page: Page, pattern: string | RegExp, timeout = 30_000) =>
  until(
    page,
    (source: string, flags: string | null) => {
      const text = document.body?.textContent?.replace(/\u00a0/g, ' ') ?? '';
      return flags === null ? text.includes(source) : new RegExp(source, flags).test(text);
    },
    { timeout },
    typeof pattern === 'string' ? pattern : pattern.source,
    typeof pattern === 'string' ? null : pattern.flags,
  );

const reloads = (page: Page) => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'reload');

/** Opens /ttc-ht/ with the tool's chunk answered by `answer` (see Mocks), without waiting for its load. */
async function openTool(answer: Mocks[string], tolerate = /Failed to load resource|dynamically imported module/): Promise<Page> {
  const page = await site.open('/robots.txt', { ready: false, mocks: { [site.url + toolChunk]: answer }, tolerate });
  void page.goto(`${site.url}/ttc-ht/`, { timeout: 0 }).catch(() => {});
  return page;
}

describe('website: a tool whose code does not come', () => {
  it('has a chunk to hold', () => expect(toolChunk).toMatch(/^\/assets\/.*VatTool.*\.js$/));

  it('hangs: « Réessayer » fetches it again (a new request, not the hung one) and the tool computes', async () => {
    let hold = true;
    const page = await openTool(() => (hold ? null : 'pass'), /LoadTimeout|Failed to load resource/);
    await bodyText(page, 'Son code met trop de temps à arriver');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(TITLE);
    // The network works again; the first request still hangs.
    hold = false;
    await page.bringToFront();
    const [button] = await page.$$('xpath/.//button[normalize-space()="Réessayer"]');
    await button!.click();
    await until(page, () => document.documentElement.dataset.ready === 'true' && document.querySelector('h1')?.textContent === 'Calculateur TTC / HT', { timeout: 30_000 });
    await fill(page, 'Montant TTC', '120');
    await waitResult(page, '100,00 €');
  });

  it('is refused by the network: says the connection failed, never that a new version exists, and reloads nothing', async () => {
    const page = await openTool(() => 'refuse');
    await bodyText(page, NETWORK);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(TITLE);
    expect(await page.evaluate(() => document.body.textContent)).not.toMatch(/nouvelle version/);
    expect(await reloads(page)).toBe(false);
  });

  it('is gone from the server (404, a newer build): one reload, then says a new version was published', async () => {
    const page = await openTool(() => ({ status: 404, body: 'Not found', contentType: 'text/plain' }), /404|Failed to load resource|dynamically imported module/);
    await bodyText(page, OUTDATED);
    expect(await reloads(page)).toBe(true);
  });
});

describe('website: an entry script the network refuses', () => {
  it('shows the code notice, with no reload (that would show the browser’s error page)', async () => {
    const page = await site.open('/robots.txt', { ready: false, mocks: { [site.url + entry]: () => 'refuse' }, tolerate: /Failed to load resource/ });
    void page.goto(`${site.url}/ttc-ht/`, { timeout: 0 }).catch(() => {});
    await until(page, () => document.documentElement.dataset.code === 'failed', { timeout: 15_000 });
    await bodyText(page, CODE_NOTICE.replace(/\u00a0/g, ' '));
    expect(await reloads(page)).toBe(false);
  });
});
