// Writes the website's service worker (dist/web/sw.js) with Workbox, after scripts/prerender.mjs has written every
// page: it precaches every pre-rendered page, the JavaScript of every tool, the CSS, icons and the manifest, so the
// site works offline after a first visit, including tools never opened before. The image codecs (WebAssembly and its
// JavaScript glue, megabytes that most visitors never use) are left out: cached when first fetched instead, so that
// the image compressor works offline once it has compressed an image.
// Updates never swap code under an open page: no skipWaiting/clientsClaim, so a new version waits until no page
// uses the old one (its precached chunks stay available meanwhile) and applies on the next load; the page offers
// « Recharger » (site/serviceWorker.ts), which sw-extra.js honours only when that page is the one open.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'dist/web');
const extra = await readFile(join(webDir, 'sw-extra.js'));
// The imported file's hash is part of sw.js, so that changing it alone is an update of the service worker.
const extraVersion = createHash('sha256').update(extra).digest('hex').slice(0, 12);

// The codecs' files are named after their WebAssembly (`webp_enc-<hash>.wasm` and its glue `webp_enc-<hash>.js`;
// wasm-bindgen's `squoosh_oxipng_bg-<hash>.wasm` and `squoosh_oxipng-<hash>.js`).
const codecNames = [...new Set((await readdir(join(webDir, 'assets'))).filter((name) => name.endsWith('.wasm')).flatMap((name) => {
  const stem = name.slice(0, name.indexOf('-'));
  return [stem, stem.replace(/_bg$/, '')];
}))];
const codecFile = new RegExp(`/assets/(${codecNames.join('|')})-[\\w-]+\\.(js|wasm)$`);

const { count, size, warnings } = await generateSW({
  globDirectory: webDir,
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,json}'],
  // Link-preview image, search-engine files and the service worker's own files are not part of the app.
  globIgnores: ['og-image.png', 'sw.js', 'sw-extra.js', '_headers', 'robots.txt', 'sitemap.xml', ...codecNames.map((name) => `assets/${name}-*`)],
  // Hashed names: a codec cached once is never stale; the files of older versions give way to the newer ones.
  runtimeCaching: [{ urlPattern: codecFile, handler: 'CacheFirst', options: { cacheName: 'codecs', expiration: { maxEntries: 16 } } }],
  swDest: join(webDir, 'sw.js'),
  // One file, no workbox-*.js beside it, nothing loaded from a CDN.
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  importScripts: [`sw-extra.js?v=${extraVersion}`],
  // Hashed file names need no revision of their own.
  dontCacheBustURLsMatching: /^assets\//,
  // A tool's inputs live in its query (`/ttc-ht/?ht=100`): the page is the same pre-rendered file.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  skipWaiting: false,
  clientsClaim: false,
  cleanupOutdatedCaches: true,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`\x1b[33m⚠ Outilo service worker: ${warning}\x1b[0m`);
console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KiB)`);
