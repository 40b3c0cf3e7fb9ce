// Store images from a production extension build: four 1280×800 screenshots, and for Chrome and Edge the 440×280
// small promo tile.
// Usage: npm run build:ext && npm run store:assets [-- chrome|edge|firefox]
// Chrome's go to store/screenshots and store/promo-440x280.png, Edge's and Firefox's to store/edge/ and
// store/firefox/ (the listings' texts are beside them in store/).
//
// In Chromium (Chrome's and Edge's builds) the popup is the real one: opened by the toolbar button
// (Extensions.triggerAction, over a pipe) on a sample shop page, captured, then laid over that page where the browser
// draws it, under the toolbar. Firefox ESR, driven over WebDriver BiDi, has no way to press the button: its popup is
// popup.html at the popup's size, laid over the same page.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';

const root = resolve(import.meta.dirname, '..');
const target = process.argv[2] ?? 'chrome';
if (!['chrome', 'edge', 'firefox'].includes(target)) {
  console.error(`Unknown browser « ${target} »: chrome, edge or firefox.`);
  process.exit(1);
}
const firefox = target === 'firefox';
const extDir = join(root, `.output/${target}-mv3`);
const out = target === 'chrome' ? join(root, 'store') : join(root, 'store', target);
const shots = target === 'chrome' ? join(out, 'screenshots') : out;
if (!existsSync(join(extDir, 'manifest.json'))) {
  console.error('Build the extension first: npm run build:ext');
  process.exit(1);
}
await mkdir(shots, { recursive: true });

const SIZE = { width: 1280, height: 800 };
// The sample page the popup opens over: served by the script itself under an address that reads well.
const SHOP_URL = 'https://boutique.exemple.fr/soldes-hiver';
const SHOP = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Soldes d’hiver – Boutique</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; color: #1f2937; background: #f8fafc; }
  header { display: flex; gap: 32px; align-items: center; padding: 18px 48px; background: #fff; border-bottom: 1px solid #e5e7eb; }
  header b { font-size: 22px; } header span { color: #6b7280; }
  main { padding: 40px 48px; }
  h1 { font-size: 40px; margin: 0 0 8px; } p.lead { color: #4b5563; font-size: 18px; margin: 0 0 32px; }
  .grid { display: grid; grid-template-columns: repeat(3, 240px); gap: 24px; }
  .card { background: #fff; border: 1px solid #e5e7eb; border-radius: 14px; padding: 16px; }
  .img { height: 150px; border-radius: 10px; background: linear-gradient(135deg, #dbeafe, #e0e7ff); margin-bottom: 12px; }
  .price { font-weight: 700; font-size: 20px; } .old { color: #9ca3af; text-decoration: line-through; margin-left: 8px; }
</style></head><body>
<header><b>Boutique</b><span>Nouveautés</span><span>Soldes</span><span>Contact</span></header>
<main><h1>Soldes d’hiver</h1><p class="lead">Jusqu’à −40 % sur une sélection d’articles, livraison offerte dès 49 €.</p>
<div class="grid">
  <div class="card"><div class="img"></div>Sac cabas en toile<br><span class="price">29,90 €</span><span class="old">49,90 €</span></div>
  <div class="card"><div class="img"></div>Carnet A5 recyclé<br><span class="price">8,90 €</span><span class="old">12,90 €</span></div>
  <div class="card"><div class="img"></div>Tasse en grès<br><span class="price">14,90 €</span><span class="old">19,90 €</span></div>
</div></main></body></html>`;

const userDataDir = await mkdtemp(join(tmpdir(), 'outilo-store-'));
// Firefox: the extension's host fixed by the profile, and BiDi allowed to open it (see docs/testing.md, « Firefox »).
const FIREFOX_HOST = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const geckoId = firefox ? JSON.parse(await readFile(join(extDir, 'manifest.json'), 'utf8')).browser_specific_settings.gecko.id : '';
const browser = firefox
  ? await puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
      headless: true,
      userDataDir,
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: FIREFOX_HOST }), 'intl.locale.requested': 'fr-FR' },
      defaultViewport: SIZE,
    })
  : await puppeteer.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      pipe: true,
      enableExtensions: true,
      userDataDir,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--hide-scrollbars', '--lang=fr-FR'],
      defaultViewport: SIZE,
    });
const extensionId = await browser.installExtension(extDir);
const extension = firefox ? undefined : (await browser.extensions()).get(extensionId);
const extUrl = firefox ? `moz-extension://${FIREFOX_HOST}` : `chrome-extension://${extension.id}`;
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** Opens an extension page; BiDi reports no load event for moz-extension:// pages, so the page's ready signal is awaited. */
async function openExtensionPage(page, path) {
  if (firefox) void page.goto(`${extUrl}/${path}`).catch(() => {});
  else await page.goto(`${extUrl}/${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="true"]');
}

const shop = await browser.newPage();
await shop.setViewport(SIZE);
if (firefox) await shop.setContent(SHOP);
else {
  await shop.setRequestInterception(true);
  shop.on('request', (request) =>
    request.url().startsWith('https://boutique.exemple.fr/') ? request.respond({ contentType: 'text/html; charset=utf-8', body: SHOP }) : request.abort(),
  );
  await shop.goto(SHOP_URL);
}
const backdrop = await shop.screenshot({ encoding: 'base64' });

/** The popup, at its size: the real one over the shop page in Chromium, popup.html in Firefox. */
async function openPopup() {
  if (firefox) {
    const popup = await browser.newPage();
    await popup.setViewport({ width: 400, height: 600 });
    await openExtensionPage(popup, 'popup.html');
    return popup;
  }
  const before = new Set(browser.targets());
  const opened = browser.waitForTarget((t) => !before.has(t) && t.url() === `${extUrl}/popup.html`);
  await shop.bringToFront();
  await shop.triggerExtensionAction(extension);
  const popup = await (await opened).asPage();
  // Chrome sizes a popup to its page, up to 800×600: the popup's 400 px width, its full 600 px height.
  await popup.setViewport({ width: 400, height: 600 });
  await popup.waitForSelector('html[data-ready="true"]');
  return popup;
}

/** Opens the popup, lets `act` use it, and returns its picture (PNG, base64). */
async function popupShot(act) {
  const popup = await openPopup();
  await act(popup);
  await wait(400);
  // The real popup is as tall as its page, 600 px at most.
  const height = await popup.evaluate(() => Math.min(600, Math.ceil(document.body.getBoundingClientRect().height)));
  const picture = await popup.screenshot({ encoding: 'base64', clip: { x: 0, y: 0, width: 400, height } });
  await popup.close();
  return picture;
}

/** The popup laid over the shop page, top right under the toolbar, as the browser shows it. */
async function composite(file, popupPng) {
  const page = await browser.newPage();
  await page.setViewport(SIZE);
  await page.setContent(`<!doctype html><html><body style="margin:0;position:relative;width:1280px;height:800px;overflow:hidden">
    <img src="data:image/png;base64,${backdrop}" style="position:absolute;inset:0;filter:brightness(0.92)">
    <img src="data:image/png;base64,${popupPng}" style="position:absolute;top:16px;right:24px;border-radius:10px;box-shadow:0 12px 40px rgba(0,0,0,.28),0 0 0 1px rgba(0,0,0,.08)">
  </body></html>`);
  await page.screenshot({ path: join(shots, file), clip: { x: 0, y: 0, ...SIZE } });
  await page.close();
}

// 1. The launcher: search as you type, favourites first, the current tab's QR code.
await composite(
  '1-popup-recherche.png',
  await popupShot(async (popup) => {
    await popup.keyboard.type('taux');
  }),
);

// 2. A calculator inside the popup.
await composite(
  '2-popup-tva.png',
  await popupShot(async (popup) => {
    await popup.keyboard.type('ttc');
    await popup.keyboard.press('Enter');
    await popup.waitForSelector('.tool--compact h1');
    await popup.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await popup.keyboard.type('1234,56');
  }),
);

/** A full-tab page at 1280×800, after `act`. */
async function fullPage(file, route, act) {
  const page = await browser.newPage();
  await page.setViewport(SIZE);
  await openExtensionPage(page, `options.html#${route}`);
  await page.waitForSelector('h1');
  await act(page);
  await wait(600);
  await page.screenshot({ path: join(shots, file) });
  await page.close();
}

// 3. The QR code of the shop page, in the full-tab page.
await fullPage('3-plein-onglet-qr-code.png', '/qr-code/', async (page) => {
  await page.type('input[name="qr-url"]', SHOP_URL);
  await page.waitForSelector('canvas, svg.qr-preview, .qr-preview img', { timeout: 10_000 }).catch(() => {});
});

// 4. The UTM builder, in the full-tab page.
await fullPage('4-plein-onglet-utm.png', '/utm-builder/', async (page) => {
  const byLabel = async (label) =>
    page.evaluateHandle((wanted) => {
      const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === wanted);
      return found ? document.getElementById(found.htmlFor) : null;
    }, label);
  await (await byLabel('URL de la page')).type(SHOP_URL);
  await (await byLabel('Nom de la campagne (utm_campaign)')).type('soldes-hiver');
});

// The small promo tile (440×280) of the Chrome and Edge stores: the logo, the name and what it does.
if (!firefox) {
  const logo = await readFile(join(root, 'assets/logo.svg'), 'utf8');
  const tile = await browser.newPage();
  await tile.setViewport({ width: 440, height: 280 });
  await tile.setContent(`<!doctype html><html lang="fr"><body style="margin:0;width:440px;height:280px;display:grid;place-items:center;background:#1e3a8a;font-family:system-ui,sans-serif;color:#fff">
    <div style="text-align:center">
      <div style="width:72px;height:72px;margin:0 auto 14px">${logo.replace('<svg', '<svg width="72" height="72"')}</div>
      <div style="font-size:34px;font-weight:800;letter-spacing:-0.5px">Outilo</div>
      <div style="font-size:17px;margin-top:8px;opacity:.95">TVA, marge, UTM, QR code…<br>26 outils en un clic</div>
    </div></body></html>`);
  await tile.screenshot({ path: join(out, 'promo-440x280.png') });
}

await browser.close();
await rm(userDataDir, { recursive: true, force: true });
console.log(`Store images in ${out}`);
