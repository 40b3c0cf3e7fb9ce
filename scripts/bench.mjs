// Figures, not tests: for the home page and every tool page, the JavaScript it loads (gzip), its blocking
// time under 4× CPU throttling (median of cold loads) and Lighthouse's mobile scores; then the client
// navigation from a home card to a usable tool, and the extension popup's click-to-tool timings and first paint.
// Builds nothing: run `npm run build` first (uses dist/web and .output/chrome-mv3).
//
// Usage: npm run bench [-- options]
//   --pages /,/ttc-ht/   only these pages (default: every page of the sitemap)
//   --quick              the home page and 3 tool pages, no Lighthouse
//   --runs N             cold loads per page for the blocking time (default 3)
//   --no-lighthouse      skip Lighthouse (about 15 s a page)
//   --no-popup           skip the extension popup
//   --dir DIR            another website build than dist/web (to compare two builds, interleaved)
//   --floor              also each page with its JavaScript removed (the floor no script can beat), loaded in turn
//                        with the page itself: on a busy machine, what the page's code adds is the difference
// Timings on a shared machine are noisy: every timing is a median.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { startServer } from './serve.mjs';

const root = join(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const EXTENSION_DIR = join(root, '.output/chrome-mv3');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const quick = flag('--quick');
const runs = Number(option('--runs') ?? 3);
const withLighthouse = !quick && !flag('--no-lighthouse');
const withPopup = !flag('--no-popup');
const withFloor = flag('--floor');
const THROTTLE = 4;

const webDir = resolve(option('--dir') ?? join(root, 'dist/web'));
if (!existsSync(join(webDir, 'index.html'))) {
  console.error(`${webDir} has no website build: run \`npm run build\` first.`);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const range = (values) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
const kb = (bytes) => (bytes / 1024).toFixed(1);

// Compressed, as a production host serves it.
const { server, url } = await startServer(webDir, 0, '127.0.0.1', { compress: true });

/**
 * The floor: a copy of the build whose pages keep their HTML and stylesheet but run no script (the inline scripts,
 * the list of the page's modules and any module preload removed; the structured data, which is not code, kept).
 */
async function floorCopy(dir) {
  const copy = await mkdtemp(join(tmpdir(), 'outilo-floor-'));
  await cp(dir, copy, { recursive: true });
  const pages = (await readdir(copy, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const html = await readFile(join(copy, file), 'utf8');
    const bare = html
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    await writeFile(join(copy, file), bare);
  }
  return copy;
}
const floor = withFloor ? await floorCopy(webDir) : null;
const floorServer = floor ? await startServer(floor, 0, '127.0.0.1', { compress: true }) : null;
const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
const allPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
const paths = option('--pages')?.split(',') ?? (quick ? ['/', '/ttc-ht/', '/ab-test/', '/secret-santa/'] : allPaths);

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--lang=fr-FR'];
async function launch(extension = false) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'outilo-bench-'));
  const args = [...ARGS];
  if (extension) args.push(`--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`);
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, userDataDir, args, enableExtensions: extension, defaultViewport: { width: 412, height: 823, isMobile: true, hasTouch: false } });
  return { browser, close: async () => (await browser.close(), await rm(userDataDir, { recursive: true, force: true })) };
}

/** Records long tasks from the very start of the document. */
const LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });
};

/** A cold load (fresh browser context: empty cache and storage) under CPU throttling. */
async function coldLoad(browser, path, base = url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.buffer().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.evaluateOnNewDocument(LONG_TASKS);
  await page.goto(base + path, { waitUntil: 'load' });
  // The floor has no code to say it is ready: its load is its start.
  if (base === url) await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  // Let whatever the load started settle (idle callbacks, chunks, effects).
  await page.waitForNetworkIdle({ idleTime: 500 });
  await new Promise((r) => setTimeout(r, 500));
  const { tasks, fcp } = await page.evaluate(() => ({ tasks: window.__longTasks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
  await context.close();
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const longest = tasks.reduce((max, t) => Math.max(max, t.duration), 0);
  const jsGz = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { blocking, longest, fcp, jsGz, scripts: scripts.size };
}

/** Lighthouse (mobile defaults: simulated slow 4G and 4× CPU) in its own process, never in this one. */
function lighthouse(pageUrl) {
  return new Promise((resolvePromise) => {
    const bin = join(root, 'node_modules/.bin/lighthouse');
    const child = spawn(bin, [pageUrl, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', () => {
      try {
        const report = JSON.parse(out);
        const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
        resolvePromise({
          perf: score('performance'),
          a11y: score('accessibility'),
          bp: score('best-practices'),
          seo: score('seo'),
          lcp: report.audits['largest-contentful-paint'].numericValue,
          tbt: report.audits['total-blocking-time'].numericValue,
        });
      } catch {
        resolvePromise(null);
      }
    });
  });
}

// 1. Pages
const session = await launch();
const rows = [];
for (const path of paths) {
  const loads = [];
  const floorLoads = [];
  for (let i = 0; i < runs; i++) {
    loads.push(await coldLoad(session.browser, path));
    if (floorServer) floorLoads.push(await coldLoad(session.browser, path, floorServer.url));
  }
  const row = {
    page: path,
    'JS gz kB': kb(median(loads.map((l) => l.jsGz))),
    files: loads[0].scripts,
    [`blocking ms (${THROTTLE}×)`]: Math.round(median(loads.map((l) => l.blocking))),
    'blocking range': range(loads.map((l) => l.blocking)),
    'longest task ms': Math.round(median(loads.map((l) => l.longest))),
    'FCP ms': Math.round(median(loads.map((l) => l.fcp))),
  };
  if (floorServer) {
    Object.assign(row, {
      'floor blocking ms': Math.round(median(floorLoads.map((l) => l.blocking))),
      'floor range': range(floorLoads.map((l) => l.blocking)),
      'floor FCP ms': Math.round(median(floorLoads.map((l) => l.fcp))),
    });
  }
  if (withLighthouse) {
    // Lighthouse now and then fails to read a page (a Chromium that does not answer in time): one more try.
    const lh = (await lighthouse(url + path)) ?? (await lighthouse(url + path));
    Object.assign(row, lh ? { perf: lh.perf, a11y: lh.a11y, bp: lh.bp, seo: lh.seo, 'LCP ms': Math.round(lh.lcp), 'TBT ms': Math.round(lh.tbt) } : { perf: 'failed' });
    if (floorServer) {
      const bare = (await lighthouse(floorServer.url + path)) ?? (await lighthouse(floorServer.url + path));
      Object.assign(row, bare ? { 'floor perf': bare.perf, 'floor LCP ms': Math.round(bare.lcp), 'floor TBT ms': Math.round(bare.tbt) } : { 'floor perf': 'failed' });
    }
  }
  rows.push(row);
  process.stderr.write(`  ${path} done\n`);
}
console.log(`Website pages: JavaScript downloaded (gzip -9 of each script), long tasks under ${THROTTLE}× CPU throttling, median of ${runs} cold loads${withLighthouse ? '; Lighthouse mobile, one run' : ''}${floorServer ? '; floor = the same page without its JavaScript, loaded in turn with it' : ''}`);
console.table(rows);

// 2. Client navigation: home → a tool card click, until the tool is usable (its first field hydrated).
async function navigation(browser, toolPath) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForNetworkIdle({ idleTime: 300 });
  const result = await measureClick(page, `.tool-card__link[href="${toolPath}"]`);
  await context.close();
  return result;
}

/**
 * Clicks a link like a person (mouse move, press, release), then times in the page: when a fallback
 * (« Chargement de l’outil… ») first shows, and when the tool is usable: its title shown, no fallback, and
 * its first field hydrated by React (so typing works), measured after the frame that shows it.
 */
async function measureClick(page, selector) {
  await page.evaluate(() => {
    window.__nav = { fallback: null, usable: null };
    const isHydrated = (el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    document.addEventListener(
      'pointerdown',
      () => {
        const t0 = performance.now();
        window.__nav.t0 = t0;
        const check = () => {
          const now = performance.now() - t0;
          if (window.__nav.fallback === null && document.querySelector('.load-status')) window.__nav.fallback = now;
          const field = document.querySelector('.tool__body input, .tool__body textarea, .tool__body select, .tool__body button');
          if (document.querySelector('#tool-title') && !document.querySelector('.load-status') && field && isHydrated(field)) {
            // Usable once the frame showing it is painted.
            requestAnimationFrame(() => setTimeout(() => (window.__nav.usable = performance.now() - t0)));
            return;
          }
          setTimeout(check, 4);
        };
        check();
        new MutationObserver(() => {
          if (window.__nav.fallback === null && document.querySelector('.load-status')) window.__nav.fallback = performance.now() - t0;
        }).observe(document.body, { childList: true, subtree: true });
      },
      { capture: true, once: true },
    );
  });
  await page.bringToFront();
  await page.click(selector);
  await page.waitForFunction(() => window.__nav.usable !== null, { timeout: 15_000 });
  return page.evaluate(() => window.__nav);
}

const navTools = ['/ttc-ht/', '/ab-test/', '/compteur-mots/'];
const navRows = [];
for (const tool of navTools) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await navigation(session.browser, tool));
  const fallbacks = results.filter((r) => r.fallback !== null).length;
  navRows.push({ 'home → card': tool, [`usable ms (${THROTTLE}×)`]: Math.round(median(results.map((r) => r.usable))), range: range(results.map((r) => r.usable)), 'fallback seen': `${fallbacks}/${runs}` });
}
await session.close();
console.log(`Client navigation from a home card to a usable tool, ${THROTTLE}× CPU throttling, median of ${runs}`);
console.table(navRows);

// 3. Extension popup: click a tool in the launcher, until the tool is usable (no throttling, like a desktop).
if (withPopup && existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
  const ext = await launch(true);
  const worker = await ext.browser.waitForTarget((t) => t.type() === 'service_worker' || t.url().startsWith('chrome-extension://'), { timeout: 10_000 }).catch(() => null);
  const { createHash } = await import('node:crypto');
  const hex = createHash('sha256').update(resolve(EXTENSION_DIR)).digest('hex').slice(0, 32);
  const id = worker ? new URL(worker.url()).host : [...hex].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
  const popupRows = [];
  /** The popup's first paint (its launcher) on each opening: what a click on the toolbar button waits for. */
  const popupPaints = [];
  for (const tool of ['/ttc-ht/', '/ab-test/', '/compteur-mots/']) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const page = await ext.browser.newPage();
      await page.setViewport({ width: 400, height: 600 });
      await page.goto(`chrome-extension://${id}/popup.html`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-ready="true"]');
      // The popup reopens on the last tool (kept in chrome.storage.session): start each run from the launcher.
      if (await page.$('.tool-card__link') === null) {
        await page.evaluate(() => chrome.storage.session.clear());
        await page.reload({ waitUntil: 'load' });
        await page.waitForSelector('html[data-ready="true"]');
      }
      const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
      if (paint !== undefined) popupPaints.push(paint);
      await new Promise((r) => setTimeout(r, 300));
      results.push(await measureClick(page, `.tool-card__link[href="${tool}"]`));
      await page.close();
    }
    const fallbacks = results.filter((r) => r.fallback !== null);
    popupRows.push({
      'popup → tool': tool,
      'usable ms': Math.round(median(results.map((r) => r.usable))),
      range: range(results.map((r) => r.usable)),
      'fallback seen': `${fallbacks.length}/${runs}`,
      'fallback at ms': fallbacks.length ? Math.round(median(fallbacks.map((r) => r.fallback))) : '–',
    });
  }
  await ext.close();
  console.log(`Extension popup: click on a tool to a usable tool, no throttling, median of ${runs}`);
  console.table(popupRows);
  if (popupPaints.length) console.log(`Extension popup opened: first paint ${Math.round(median(popupPaints))} ms (median of ${popupPaints.length}, range ${range(popupPaints)})`);
}
server.close();
if (floorServer) {
  floorServer.server.close();
  await rm(floor, { recursive: true, force: true });
}

async function dirSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    total += entry.isDirectory() ? await dirSize(full) : (await stat(full)).size;
  }
  return total;
}
if (existsSync(EXTENSION_DIR)) console.log(`Extension (.output/chrome-mv3): ${kb(await dirSize(EXTENSION_DIR))} kB`);

