// Screenshots of every page at desktop (1280), mobile (390) and popup (400) widths, for a human look.
// Usage: npm run build && node scripts/screenshots.mjs [path ...]   → screenshots/*.png
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServer } from './serve.mjs';

const root = resolve(import.meta.dirname, '..');
const extDir = join(root, '.output/chrome-mv3');
const out = join(root, 'screenshots');
await mkdir(out, { recursive: true });
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/ttc-ht/', '/mentions-legales', '/nope'];
const { server, url } = await startServer(join(root, 'dist/web'), 0);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  userDataDir: await mkdtemp(join(tmpdir(), 'outilo-shots-')),
  enableExtensions: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--disable-extensions-except=${extDir}`, `--load-extension=${extDir}`],
});
const id = [...createHash('sha256').update(extDir).digest('hex').slice(0, 32)].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
const name = (p) => p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
const page = await browser.newPage();
for (const scheme of (process.env.SCHEMES ?? 'light').split(',')) {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  for (const p of paths) {
    for (const [label, width] of [['desktop', 1280], ['mobile', 390]]) {
      await page.setViewport({ width, height: 900 });
      await page.goto(url + p, { waitUntil: 'networkidle0' });
      await page.screenshot({ path: join(out, `web-${name(p)}-${label}-${scheme}.png`), fullPage: true });
    }
    await page.setViewport({ width: 400, height: 600 });
    await page.goto(`chrome-extension://${id}/popup.html`, { waitUntil: 'networkidle0' });
    if (p !== '/') {
      const link = await page.$(`a[href="${p}"]`);
      if (link) {
        await link.click();
        await new Promise((r) => setTimeout(r, 400));
      }
    }
    await page.screenshot({ path: join(out, `popup-${name(p)}-${scheme}.png`), fullPage: true });
  }
}
await browser.close();
server.close();
console.log(`Screenshots in ${out}`);
