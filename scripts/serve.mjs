// A small static server for the website build, with the behaviour of a production host: `/ttc-ht` and
// `/ttc-ht/` serve `ttc-ht/index.html`, unknown paths get 404.html with status 404, a malformed address gets it
// with status 400, and the headers of the build's `_headers` file (CSP, HSTS...) are sent as a host would.
// Text files are sent gzip-compressed to a client that accepts it, as any production host does (the
// benchmark's transfer sizes and Lighthouse's simulated network depend on it): `npm run serve` and the
// benchmark turn it on; the e2e tests read the files as they are.
// Usage: node scripts/serve.mjs [dir] [port]   (port 0 picks a free one; the address is printed)
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Rules of a Netlify-style `_headers` file: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (rules.length) {
      const colon = line.indexOf(':');
      if (colon > 0) rules.at(-1).headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

const matches = (pattern, pathname) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);

async function headerRules(rootDir) {
  try {
    return parseHeadersFile(await readFile(join(rootDir, '_headers'), 'utf8'));
  } catch {
    return [];
  }
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt']);

export async function startServer(dir, port = 0, host = '127.0.0.1', { compress = false } = {}) {
  const rootDir = resolve(dir);
  const gzipped = new Map();
  const rules = await headerRules(rootDir);
  const server = createServer(async (req, res) => {
    let pathname;
    let decoded;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      decoded = decodeURIComponent(pathname);
    } catch {
      // A malformed address (`/%E0%A4%A`) is the client's error, not the home page.
      pathname = decoded = null;
    }
    let file;
    // `_headers` is the host's configuration, not a page.
    if (decoded !== null && !decoded.includes('\0') && !decoded.endsWith('/_headers')) {
      const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
      const base = join(rootDir, safe);
      const candidates = safe.endsWith('/') ? [join(base, 'index.html')] : [base, join(base, 'index.html')];
      for (const candidate of candidates) {
        if (candidate.startsWith(rootDir) && (await isFile(candidate))) {
          file = candidate;
          break;
        }
      }
    }
    const status = file ? 200 : decoded === null ? 400 : 404;
    file ??= join(rootDir, '404.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'cache-control': 'no-cache' };
    for (const rule of rules) if (matches(rule.pattern, pathname ?? '/')) Object.assign(headers, rule.headers);
    if (compress && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let body = gzipped.get(file);
      if (!body) gzipped.set(file, (body = gzipSync(await readFile(file), { level: 9 })));
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-length': body.length });
      res.end(body);
      return;
    }
    res.writeHead(status, headers);
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolvePromise({ server, url: `http://${host}:${address.port}` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist/web';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 4173);
  const { url } = await startServer(dir, port, '127.0.0.1', { compress: true });
  console.log(`Site Outilo servi sur ${url}/`);
}
