// Pre-renders every route of the website into its own static HTML file (title, description, keywords,
// canonical, Open Graph, JSON-LD), plus 404.html, sitemap.xml and robots.txt.
// Runs after `vite build` (client, dist/web) and `vite build --ssr` (dist/ssr); another pair of folders may be given,
// `node scripts/prerender.mjs WEB_DIR SSR_DIR` (a second build of the site, with other settings, for a test).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [webDir = join(root, 'dist/web'), ssrDir = join(root, 'dist/ssr')] = process.argv.slice(2);
const ssr = await import(pathToFileURL(join(ssrDir, 'ssr.js')).href);
const { siteConfig } = ssr;

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function head(meta) {
  const canonical = siteConfig.siteUrl + meta.canonicalPath;
  const image = siteConfig.siteUrl + meta.image;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.keywords.length ? `<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />` : '',
    // A demonstration build (no publisher's details) keeps every page out of search engines.
    meta.noindex || ssr.demonstration ? '<meta name="robots" content="noindex, follow" />' : '',
    meta.noindex ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    '<meta property="og:site_name" content="Outilo" />',
    '<meta property="og:locale" content="fr_FR" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '' : `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    meta.jsonLd ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

// An analytics script that is not https (http:, data:, javascript:) would run anyone's code: refuse the build.
if (siteConfig.analyticsScriptUrl && !ssr.httpsOrigin(siteConfig.analyticsScriptUrl)) {
  console.error(`\x1b[31m✖ Outilo: VITE_ANALYTICS_SCRIPT_URL must be an https:// address (got ${siteConfig.analyticsScriptUrl})\x1b[0m`);
  process.exit(1);
}

const built = await readFile(join(webDir, 'index.html'), 'utf8');
// The stylesheet first, before the scripts and preloads that Vite writes ahead of it: the first paint waits only for
// it, and a page's dozen scripts would otherwise take the six connections of an HTTP/1.1 host before it is asked for
// (a round trip later on a slow phone connection). After the theme's inline script, which it would otherwise hold up.
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const stylesheets = [...built.matchAll(STYLESHEET)].map(([link]) => link.trim());
const template = built.replace(STYLESHEET, '');

// Each page's own chunk (its tool, or the home, legal or 404 page) and what it imports, preloaded by its HTML beside
// the entry (whose static imports Vite's own preloading already lists), so that hydration does not wait for the entry
// to run before asking for them.
const manifestFile = join(webDir, '.vite/manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const entryFiles = new Set();
const entryChunks = new Set();
const collect = (id, into, chunks) => {
  const chunk = manifest[id];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  chunks?.add(id);
  for (const imported of chunk.imports ?? []) collect(imported, into, chunks);
};
collect('index.html', entryFiles, entryChunks);
// What the entry's code loads on demand: the home, legal and 404 pages, and each tool's view (its meta.ts's import()).
const pageChunks = [...new Set([...entryChunks].flatMap((id) => manifest[id].dynamicImports ?? []))];
function pagePreloads(url) {
  // The page's source file, or for a tool its folder, where its view is the one file the entry's code imports.
  const source = `../${ssr.routeSource(url)}`;
  const found = pageChunks.filter((id) => id.startsWith(source) && manifest[id].isDynamicEntry);
  if (found.length !== 1) throw new Error(`Pre-rendering ${url}: ${found.length} page chunks for ${source} in the build (${found.join(', ')})`);
  const files = new Set(entryFiles);
  collect(found[0], files);
  return [...files].filter((file) => !entryFiles.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

async function page(url, file) {
  const html = await ssr.render(url);
  const out = template
    .replace('<!--app-head-->', () => [...stylesheets, head(ssr.pageMeta(url)), pagePreloads(url)].filter(Boolean).join('\n    '))
    .replace('<!--app-html-->', () => html);
  const target = join(webDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, out);
}

const paths = ssr.indexablePaths();
for (const path of paths) await page(path, path === '/' ? 'index.html' : join(path, 'index.html'));
await page(ssr.LEGAL_PATH, join(ssr.LEGAL_PATH, 'index.html'));
await page('/page-introuvable-404', '404.html');

const today = new Date().toISOString().slice(0, 10);
await writeFile(
  join(webDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((p) => `  <url><loc>${siteConfig.siteUrl}${p}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`,
);
// The legal page is not disallowed: crawlers must fetch it to see its noindex.
await writeFile(join(webDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`);
// Security headers for the host (Netlify / Cloudflare Pages read _headers; docs/configuration.md gives nginx and Caddy). The
// template's inline script (the theme's, scripts/inline-theme-plugin.ts) is allowed by its hash, nothing else.
const inlineScripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => createHash('sha256').update(code).digest('base64'));
await writeFile(join(webDir, '_headers'), ssr.headersFile({ ...siteConfig, inlineScripts }));
await rm(ssrDir, { recursive: true, force: true });
await rm(dirname(manifestFile), { recursive: true, force: true });

const warnings = [];
const missing = ssr.missingOperatorSettings();
if (missing.length) warnings.push(`a demonstration build (noindex, the legal notice names no publisher): set ${missing.join(', ')} and OUTILO_PRODUCTION=1 for a production build`);
if (!siteConfig.extensionStoreUrl) warnings.push('VITE_EXTENSION_STORE_URL is not set: the install-the-extension pop-up stays hidden');
if (ssr.testimonialsAreSamples) warnings.push('the testimonials are sample content, not shown (assets/data/testimonials.json, "sample": true)');
for (const w of warnings) console.warn(`\x1b[33m⚠ Outilo: ${w}\x1b[0m`);
console.log(`Pre-rendered ${paths.length + 2} pages into ${relative(root, webDir)}`);
