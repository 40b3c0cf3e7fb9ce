// Renders the extension's PNG icons from the one SVG source (assets/logo.svg) with the system Chromium.
// Run once after changing the logo: node scripts/icons.mjs
import { mkdir, readFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';

const svg = await readFile(new URL('../assets/logo.svg', import.meta.url), 'utf8');
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await mkdir(new URL('../public/icon/', import.meta.url), { recursive: true });
for (const size of [16, 32, 48, 128]) {
  await page.setViewport({ width: size, height: size, deviceScaleFactor: 1 });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: new URL(`../public/icon/${size}.png`, import.meta.url).pathname, omitBackground: true });
}
// The website's installable-app icons (manifest.webmanifest): the mark as it is, and a maskable one whose
// check mark keeps within the safe zone on a full-bleed accent square (launchers crop it to their own shape).
for (const size of [192, 512]) {
  await page.setViewport({ width: size, height: size, deviceScaleFactor: 1 });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: new URL(`../site/public/icon-${size}.png`, import.meta.url).pathname, omitBackground: true });
}
await page.setViewport({ width: 512, height: 512, deviceScaleFactor: 1 });
await page.setContent(
  `<style>html,body{margin:0;background:#2563eb}svg{display:block;width:512px;height:512px}</style>${svg.replace(/<rect[^>]*\/>/, '').replace('viewBox="0 0 32 32"', 'viewBox="-6 -6 44 44"')}`,
);
await page.screenshot({ path: new URL('../site/public/icon-maskable-512.png', import.meta.url).pathname });
// The Open Graph image of the website (link previews), 1200 × 630.
await page.setViewport({ width: 1200, height: 630, deviceScaleFactor: 1 });
await page.setContent(`<style>
  body{margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;gap:28px;
  padding:0 96px;box-sizing:border-box;font-family:system-ui,sans-serif;background:linear-gradient(135deg,#eff4ff,#ffffff);color:#111827}
  .brand{display:flex;align-items:center;gap:24px;font-size:64px;font-weight:800}
  .brand svg{width:96px;height:96px}
  p{margin:0;font-size:40px;line-height:1.3;max-width:960px;color:#374151}
  .tags{font-size:30px;color:#2563eb;font-weight:700}
</style>
<div class="brand">${svg}<span>Outilo</span></div>
<p>Calculateurs et outils gratuits pour le marketing et l’e-commerce, en français.</p>
<div class="tags">TVA · CPC · CPA · CPM · ROAS · A/B test · UTM</div>`);
await page.screenshot({ path: new URL('../site/public/og-image.png', import.meta.url).pathname });
await browser.close();
console.log('Icons written to public/icon/ and site/public/icon-*.png, Open Graph image to site/public/og-image.png');
