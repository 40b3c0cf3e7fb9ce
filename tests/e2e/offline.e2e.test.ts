import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.mjs';
import { UPDATE_AVAILABLE, UPDATE_LATER } from '../../site/UpdateNotice';
import { collectErrors, launch, type Session, until, waitReady, WEB_DIR } from './browser';
import { makeImage, settledRows, upload, useFixtureFolder } from './images-fixtures';
import { axeViolations, ecbRate, fill, RATE_ERROR, RATE_PROVIDER, text, waitResult } from './site';

/**
 * The website works offline after a first visit (Workbox service worker), and a new version
 * never breaks an open page. The site is served from a copy of dist/web, so that the server can really stop (the
 * browser is offline, not a request mock) and the copy can be "deployed" anew. The origin guard of the other e2e
 * files (request interception) is kept here, with one difference: the exchange-rate provider is answered only while
 * "online"; offline, its request fails like every other one.
 */

let dir: string;
let server: Server;
let url: string;
let port = 0;
let session: Session;
let online = true;
const foreign: string[] = [];
const opened: Page[] = [];

async function serve() {
  const started = await startServer(dir, port);
  server = started.server;
  url = started.url;
  port = Number(new URL(url).port);
}

function stopServer() {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

async function open(path: string, width = 1280): Promise<Page> {
  const page = await session.browser.newPage();
  opened.push(page);
  await page.setViewport({ width, height: 900 });
  const pageErrors = collectErrors(page);
  pageErrorLists.push(pageErrors);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const address = request.url();
    if (address.startsWith(RATE_PROVIDER)) {
      if (!online) return void request.abort('internetdisconnected', 0);
      const { body } = ecbRate(1.0842, '2026-11-20');
      return void request.respond({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(body) }, 0);
    }
    if (address.startsWith(url) || address.startsWith('data:') || address.startsWith('blob:')) return void request.continue(undefined, 0);
    foreign.push(address);
    void request.abort('blockedbyclient', 0);
  });
  await page.bringToFront();
  await page.goto(url + path, { waitUntil: 'load' });
  await waitReady(page);
  return page;
}
const pageErrorLists: string[][] = [];
const folder = useFixtureFolder();

/** Waits until the site's service worker is activated (every file precached). */
async function waitActivated(page: Page) {
  await until(page, async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', { timeout: 30_000, polling: 200 });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outilo-offline-'));
  await cp(WEB_DIR, dir, { recursive: true });
  await serve();
  session = await launch();
});

afterAll(async () => {
  await session?.close();
  if (server?.listening) await stopServer();
  await rm(dir, { recursive: true, force: true });
});

describe('website offline', () => {
  it('after one visit, a tool never opened before loads and works with the server stopped; the converter shows its cached rate', async () => {
    // First visit: the home page, then the converter (which keeps the rate it fetched).
    const page = await open('/');
    await waitActivated(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull(); // no clientsClaim: this page keeps its network
    await page.goto(`${url}/convertisseur-euro-dollar/`, { waitUntil: 'load' });
    await waitReady(page);
    await until(page, () => document.body.innerText.includes('1,0842'));
    const chunksSeen = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(chunksSeen.some((name) => /VatTool-/.test(name))).toBe(false);

    // Offline: nothing answers any more.
    online = false;
    await stopServer();
    expect(await fetch(`${url}/`).then(() => 'answered', () => 'refused')).toBe('refused');
    await page.setOfflineMode(true);

    // A tool never visited, by a full page load, with its inputs in the query.
    await page.goto(`${url}/ttc-ht/?x=1`, { waitUntil: 'load' });
    await waitReady(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(await text(page, 'h1')).toBe('Calculateur TTC / HT');
    await fill(page, 'Montant TTC', '120');
    await waitResult(page, '100,00 €');

    // Another one, then the legal notice by its canonical address without a trailing slash.
    await page.goto(`${url}/pourcentage/`, { waitUntil: 'load' });
    await waitReady(page);
    await page.waitForSelector('main input');
    await page.goto(`${url}/mentions-legales`, { waitUntil: 'load' });
    await waitReady(page);
    expect(await text(page, 'h1')).toBe('Mentions légales');

    // The converter: the network error, and the last rate it got, dated.
    await page.goto(`${url}/convertisseur-euro-dollar/`, { waitUntil: 'load' });
    await waitReady(page);
    await until(page, (message) => document.body.innerText.includes(message), { timeout: 20_000 }, RATE_ERROR);
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0842 USD');
    expect(await text(page, '.currency-rate__date')).toBe('Taux BCE du 20/11/2026');
    await fill(page, 'Montant à convertir', '100');
    await waitResult(page, '108,42 $');

    await page.setOfflineMode(false);
    expect(foreign).toEqual([]);
    // The only failures the pages may log are the exchange-rate request's, offline.
    expect(pageErrorLists.flat().filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([]);
  }, 90_000);
});

describe('website update', () => {
  it('a new version waits: the open page keeps loading its own chunks (gone from the server) and « Recharger » applies it when alone', async () => {
    online = true;
    await serve();
    const other = opened[0]!;
    const page = await open('/');
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // A deploy: the VAT tool's chunk gets a new name (new hash), the old one is deleted from the server.
    const sw = await readFile(join(dir, 'sw.js'), 'utf8');
    const oldChunk = /assets\/VatTool-[\w-]+\.js/.exec(sw)![0];
    const newChunk = oldChunk.replace('VatTool-', 'VatTool-next');
    await cp(join(dir, oldChunk), join(dir, newChunk));
    await writeFile(join(dir, 'sw.js'), sw.replaceAll(oldChunk, newChunk));
    await rm(join(dir, oldChunk));
    expect((await fetch(`${url}/${oldChunk}`)).status).toBe(404);

    // The open page finds the new version; it installs and waits, announced discreetly.
    await page.evaluate(async () => void (await navigator.serviceWorker.getRegistration())!.update());
    await until(page, async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting), { timeout: 30_000, polling: 200 });
    await page.waitForSelector('.update-notice');
    expect(await text(page, '.update-notice p')).toBe(UPDATE_AVAILABLE);
    for (const value of ['light', 'dark'] as const) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value }]);
      expect(await axeViolations(page), value).toEqual([]);
      if (process.env.OUTILO_SHOTS) await page.screenshot({ path: join(process.env.OUTILO_SHOTS, `web-update-notice-${value}.png`) });
    }

    // The old version still serves this page: the VAT tool, never loaded, opens and computes.
    await page.click('[data-tool-id="vat"] .tool-card__link');
    await until(page, () => document.querySelector('h1')?.textContent === 'Calculateur TTC / HT');
    await fill(page, 'Montant TTC', '120');
    await waitResult(page, '100,00 €');
    expect(await page.$('.error-boundary, [data-error-boundary]')).toBeNull();

    // « Recharger » with another Outilo tab open: the new version waits for it to close.
    await page.click('.update-notice button');
    await until(page, (later) => document.querySelector('.update-notice p')?.textContent?.includes(later), {}, UPDATE_LATER);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    // Alone, it applies and the page reloads into it.
    await other.close();
    await page.bringToFront();
    // The old document is marked, and the new one awaited by that mark's absence: waitForNavigation would also
    // resolve on a same-document navigation (the tool writing its inputs to the address as the page unloads).
    await page.evaluate(() => void (document.documentElement.dataset.previousVersion = 'true'));
    await page.click('.update-notice button');
    await until(page, () => !document.documentElement.dataset.previousVersion && document.documentElement.dataset.ready === 'true', { timeout: 30_000 })
      .catch(async (error: Error) => {
        const state = await page.evaluate(() => ({
          previousVersion: document.documentElement.dataset.previousVersion,
          ready: document.documentElement.dataset.ready,
          notice: document.querySelector('.update-notice')?.textContent,
        }));
        throw new Error(`${error.message}; the page: ${JSON.stringify(state)}`);
      });
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    expect(await page.$('.update-notice')).toBeNull();
    const cached = await page.evaluate(async (name) => {
      const keys = await Promise.all((await caches.keys()).map(async (cache) => (await (await caches.open(cache)).keys()).map((r) => r.url)));
      return keys.flat().filter((key) => key.includes(name));
    }, 'VatTool-');
    expect(cached).toEqual([`${url}/${newChunk}`]);
    expect(foreign).toEqual([]);
  }, 90_000);
});

describe('website offline: image codecs', () => {
  it('are not precached, and once used to compress an image, compress offline too', async () => {
    online = true;
    if (!server.listening) await serve();
    const page = await open('/compression-image/');
    await waitActivated(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const codecsCached = () => page.evaluate(async () => (await (await caches.open('codecs')).keys()).map((request) => new URL(request.url).pathname));
    expect(await codecsCached()).toEqual([]);
    const photo = await makeImage(page, { width: 800, height: 600, type: 'image/jpeg', quality: 0.95, noise: true });
    await upload(page, await folder.file('photo.jpg', photo));
    expect(await settledRows(page, 1)).toEqual([{ name: 'photo.jpg', status: 'done' }]);
    expect(await codecsCached()).toEqual([expect.stringMatching(/^\/assets\/mozjpeg_enc-[\w-]+\.wasm$/)]);

    online = false;
    await stopServer();
    await page.setOfflineMode(true);
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
    await upload(page, await folder.file('photo.jpg', photo));
    expect(await settledRows(page, 1)).toEqual([{ name: 'photo.jpg', status: 'done' }]);
    await page.setOfflineMode(false);
    expect(foreign).toEqual([]);
  }, 90_000);
});

describe('service worker build', () => {
  it('never skips waiting on its own and precaches every page and every tool chunk', async () => {
    const sw = await readFile(join(WEB_DIR, 'sw.js'), 'utf8');
    // Workbox's only skipWaiting is its answer to a page's explicit SKIP_WAITING message, which no page sends; ours
    // (sw-extra.js) waits for the asking page to be alone. Nothing claims open pages.
    expect(sw.match(/skipWaiting\(\)/g)).toHaveLength(1);
    expect(sw).toContain('"SKIP_WAITING"===e.data.type&&self.skipWaiting()');
    expect(sw).not.toMatch(/clients\.claim|clientsClaim/);
    const extra = await readFile(join(WEB_DIR, 'sw-extra.js'), 'utf8');
    expect(extra).toContain('windows.length <= 1');
    const assets = await readdir(join(WEB_DIR, 'assets'));
    for (const file of assets.filter((name) => /Tool-[\w-]+\.js$/.test(name))) expect(sw, file).toContain(`assets/${file}`);
    for (const page of ['index.html', 'ttc-ht/index.html', 'mentions-legales/index.html', '404.html', 'manifest.webmanifest']) {
      expect(sw, page).toContain(`"${page}"`);
    }
    expect(sw).not.toContain('og-image.png');
    // The codecs (WebAssembly and glue) are cached when first used, not precached.
    const codecs = assets.filter((name) => /^(avif_enc|webp_enc|webp_enc_simd|mozjpeg_enc|squoosh_oxipng|squoosh_oxipng_bg)-[\w-]+\.(js|wasm)$/.test(name));
    expect(codecs).toEqual(expect.arrayContaining([expect.stringMatching(/^mozjpeg_enc-[\w-]+\.wasm$/), expect.stringMatching(/^avif_enc-[\w-]+\.wasm$/)]));
    for (const file of codecs) expect(sw, file).not.toContain(file);
    expect(sw).toContain('cacheName:"codecs"');
  });

  it('the web app manifest is installable: French names, standalone, start_url /, 192 and 512 px icons', async () => {
    const manifest = JSON.parse(await readFile(join(WEB_DIR, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ short_name: 'Outilo', lang: 'fr', start_url: '/', display: 'standalone' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) await readFile(join(WEB_DIR, icon.src));
    const home = await readFile(join(WEB_DIR, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
