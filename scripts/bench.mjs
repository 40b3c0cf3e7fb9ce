// Figures, not tests: bytes each website page downloads (JS, CSS, HTML) and its load timings in Chromium,
// plus the size of the extension. Usage: npm run build && npm run bench
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServer } from './serve.mjs';

const root = join(import.meta.dirname, '..');
const { server, url } = await startServer(join(root, 'dist/web'), 0);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  userDataDir: await mkdtemp(join(tmpdir(), 'outilo-bench-')),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);

const rows = [];
for (const path of paths) {
  const page = await browser.newPage();
  const bytes = { js: 0, css: 0, html: 0, other: 0 };
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const length = (await response.buffer().catch(() => Buffer.alloc(0))).length;
    if (type === 'script') bytes.js += length;
    else if (type === 'stylesheet') bytes.css += length;
    else if (type === 'document') bytes.html += length;
    else bytes.other += length;
  });
  const start = performance.now();
  await page.goto(url + path, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-ready="true"]');
  const ready = performance.now() - start;
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { dcl: nav.domContentLoadedEventEnd, fcp: fcp?.startTime ?? 0 };
  });
  rows.push({ path, 'JS kB': (bytes.js / 1024).toFixed(1), 'CSS kB': (bytes.css / 1024).toFixed(1), 'HTML kB': (bytes.html / 1024).toFixed(1), 'FCP ms': timing.fcp.toFixed(0), 'DCL ms': timing.dcl.toFixed(0), 'ready ms': ready.toFixed(0) });
  await page.close();
}
await browser.close();
server.close();
console.log('Website pages (uncompressed bytes, local server, no throttling):');
console.table(rows);

async function dirSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    total += entry.isDirectory() ? await dirSize(full) : (await stat(full)).size;
  }
  return total;
}
console.log(`Extension (.output/chrome-mv3): ${(await dirSize(join(root, '.output/chrome-mv3')) / 1024).toFixed(1)} kB`);
