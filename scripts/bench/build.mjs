// What the bench reads from the website's build and sources, without a browser: the JavaScript each page's HTML
// asks for, the heavy libraries in it, and the « floor » copy of the build (the same pages without JavaScript).
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(import.meta.dirname, '../..');

/** Third-party libraries that a tool may need and the home page never does: set aside from a page's budget. */
const HEAVY_LIBRARIES = ['qrcode', 'jsqr', 'html2canvas', 'fflate', 'stopword'];

const gzipSize = (text) => gzipSync(text, { level: 9 }).length;

/** The page's module scripts and modulepreload links, the page's own chunk first (as scripts/prerender.mjs writes them). */
function scriptFiles(html) {
  return [...html.matchAll(/<(?:link rel="modulepreload"[^>]*href|script type="module"[^>]*src)="\/([^"]+)"/g)].map((m) => m[1]);
}

const htmlFile = (dir, path) => join(dir, path, 'index.html');

/** `import … from '…'` and `export … from '…'` of a source file (types aside), with what each takes. */
function staticImports(source) {
  return [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s+'([^']+)'/gm)].map(([, clause, from]) => ({ clause, from }));
}

const resolveSource = (from, spec) =>
  ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => join(dirname(from), spec + ext)).find((file) => existsSync(file));

/**
 * The heavy libraries a page's own chunk holds: the static imports reached from its view (`QrCodeTool-….js` comes
 * from `QrCodeTool.tsx`), with the names it takes from each, so that each can be bundled alone as the page uses it.
 */
async function heavyImports(chunkFile) {
  const name = chunkFile.match(/([^/]+)-[\w-]{8}\.js$/)?.[1];
  const sources = (await readdir(join(root, 'tools'), { recursive: true })).map((file) => join(root, 'tools', file));
  const view = sources.find((file) => /\.tsx?$/.test(file) && file.replace(/\.tsx?$/, '').endsWith(`/${name}`));
  const found = new Map();
  const seen = new Set();
  const walk = async (file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    for (const { clause, from } of staticImports(await readFile(file, 'utf8'))) {
      if (from.startsWith('.')) await walk(resolveSource(file, from));
      else if (HEAVY_LIBRARIES.includes(from)) {
        const names = found.get(from) ?? new Set();
        if (/^[\w$]+/.test(clause)) names.add('default');
        for (const named of clause.match(/\{([^}]*)\}/)?.[1].split(',') ?? []) if (named.trim() && !named.trim().startsWith('type ')) names.add(named.trim());
        if (clause.includes('*')) names.add('*');
        found.set(from, names);
      }
    }
  };
  await walk(view);
  return found;
}

const librarySizes = new Map();
/** A library's gzip size as a page uses it: bundled alone by Vite, minified, with only the names the page imports. */
async function librarySize(library, names) {
  const entry = names.has('*') ? `export * from '${library}';` : `export { ${[...names].join(', ')} } from '${library}';`;
  if (!librarySizes.has(entry)) {
    const id = '\0bench-entry';
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [{ name: 'bench-entry', resolveId: (spec) => (spec === id ? id : null), load: (spec) => (spec === id ? entry : null) }],
      build: { write: false, minify: true, target: 'es2022', rolldownOptions: { input: id, preserveEntrySignatures: 'strict' } },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
    librarySizes.set(entry, chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0));
  }
  return librarySizes.get(entry);
}

/**
 * The JavaScript a page's HTML asks for (gzip -9 of each module script and modulepreload link, as a host sends them),
 * and the heavy libraries it holds, each with its size.
 */
export async function pageJavaScript(dir, path) {
  const files = scriptFiles(await readFile(htmlFile(dir, path), 'utf8'));
  let bytes = 0;
  for (const file of files) bytes += gzipSize(await readFile(join(dir, file)));
  const heavy = [];
  for (const [library, names] of await heavyImports(files[0])) heavy.push({ library, bytes: await librarySize(library, names) });
  return { bytes, files: files.length, heavy };
}

/**
 * The floor: a copy of the build whose pages keep their HTML, stylesheet and theme script, but neither their module
 * scripts nor their modulepreload links. What no code can beat: a page's load is compared with it.
 */
export async function floorCopy(dir) {
  const copy = await mkdtemp(join(tmpdir(), 'outilo-floor-'));
  await cp(dir, copy, { recursive: true });
  for (const file of (await readdir(copy, { recursive: true })).filter((name) => name.endsWith('.html'))) {
    const html = await readFile(join(copy, file), 'utf8');
    await writeFile(join(copy, file), html.replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, ''));
  }
  return copy;
}
