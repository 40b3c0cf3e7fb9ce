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
await browser.close();
console.log('Icons written to public/icon/');
