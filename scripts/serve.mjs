// A small static server for the website build, with the behaviour of a production host: `/ttc-ht` and
// `/ttc-ht/` serve `ttc-ht/index.html`, unknown paths get 404.html with status 404.
// Usage: node scripts/serve.mjs [dir] [port]   (port 0 picks a free one; the address is printed)
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
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

export function startServer(dir, port = 0, host = '127.0.0.1') {
  const rootDir = resolve(dir);
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '/';
    }
    const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    const base = join(rootDir, safe);
    const candidates = safe.endsWith('/') ? [join(base, 'index.html')] : [base, join(base, 'index.html')];
    let file;
    for (const candidate of candidates) {
      if (candidate.startsWith(rootDir) && (await isFile(candidate))) {
        file = candidate;
        break;
      }
    }
    const status = file ? 200 : 404;
    file ??= join(rootDir, '404.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(status, {
      'content-type': type,
      'cache-control': file.includes(`${join(rootDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
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
  const { url } = await startServer(dir, port);
  console.log(`Site Outilo servi sur ${url}/`);
}
