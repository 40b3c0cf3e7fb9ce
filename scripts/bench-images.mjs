// Image compressor speed, measured in Chromium on this machine: for a 12 MP JPEG and a 4 MP PNG
// at the default quality, the time the tool takes (drop → result shown) against one bare canvas encode of
// the same image at the same size and quality, and the longest main-thread task while the tool works.
// Targets: ratio ≤ 2, no task over 50 ms. Uses the built website (run `npm run build:web` first).
// Usage: npm run bench:images [-- --runs 3]
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServer } from './serve.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'dist/web');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

if (!existsSync(join(WEB, 'compression-image/index.html'))) {
  console.error('dist/web has no /compression-image/: run `npm run build:web` first.');
  process.exit(1);
}

const CASES = [
  { label: 'JPEG 4000 × 3000 (12 MP)', width: 4000, height: 3000, type: 'image/jpeg', name: 'photo-12mp.jpg' },
  { label: 'PNG 2309 × 1732 (4 MP)', width: 2309, height: 1732, type: 'image/png', name: 'visuel-4mp.png' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { server, url } = await startServer(WEB, 0);
const userDataDir = await mkdtemp(join(tmpdir(), 'outilo-bench-images-'));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  userDataDir,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
});

try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${url}/compression-image/`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="true"]');
  const barePage = await browser.newPage();
  await barePage.goto(`${url}/robots.txt`);
  await page.bringToFront();

  const rows = [];
  for (const c of CASES) {
    // The fixture: a photo-like gradient with noise, made and kept in the page.
    await page.evaluate(async (spec) => {
      const canvas = document.createElement('canvas');
      canvas.width = spec.width;
      canvas.height = spec.height;
      const ctx = canvas.getContext('2d');
      const gradient = ctx.createLinearGradient(0, 0, spec.width, spec.height);
      gradient.addColorStop(0, '#1e3a8a');
      gradient.addColorStop(0.5, '#f59e0b');
      gradient.addColorStop(1, '#10b981');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, spec.width, spec.height);
      const data = ctx.getImageData(0, 0, spec.width, spec.height);
      let seed = 7;
      // Photo-like grain: strong for the JPEG, light for the PNG (a flat-ish visual, as PNGs usually are).
      const amp = spec.type === 'image/png' ? 3 : 1;
      for (let i = 0; i < data.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const n = ((seed >>> 24) - 128) >> amp;
        data.data[i] += n;
        data.data[i + 1] += n >> 1;
        data.data[i + 2] -= n >> 1;
      }
      ctx.putImageData(data, 0, 0);
      const blob = await new Promise((r) => canvas.toBlob(r, spec.type, 0.92));
      window.__fixture = new File([blob], spec.name, { type: spec.type });
    }, c);

    const fixture = await page.evaluate(
      () =>
        new Promise((resolveRead) => {
          const reader = new FileReader();
          reader.onload = () => resolveRead(String(reader.result).split(',')[1]);
          reader.readAsDataURL(window.__fixture);
        }),
    );
    await barePage.evaluate(
      (base64, type) => {
        window.__fixture = new Blob([Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))], { type });
      },
      fixture,
      c.type,
    );

    const tool = [];
    const bare = [];
    let longest = 0;
    let outSize = 0;
    let inSize = 0;
    for (let run = 0; run < RUNS; run++) {
      // The tool: drop the file, wait for its row to be done; long tasks observed meanwhile.
      await page.bringToFront();
      const measured = await page.evaluate(async () => {
        const file = window.__fixture;
        let longestTask = 0;
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) longestTask = Math.max(longestTask, e.duration);
        });
        observer.observe({ type: 'longtask' });
        const transfer = new DataTransfer();
        transfer.items.add(file);
        const zone = document.querySelector('[data-testid="dropzone"]');
        const start = performance.now();
        for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
        await new Promise((resolveDone) => {
          const check = () => {
            const row = document.querySelector('[data-testid="image-row"]');
            if (row && ['done', 'error'].includes(row.getAttribute('data-status'))) resolveDone();
            else requestAnimationFrame(check);
          };
          check();
        });
        const elapsed = performance.now() - start;
        await new Promise((r) => setTimeout(r, 300));
        observer.disconnect();
        const status = document.querySelector('[data-testid="image-row"]').getAttribute('data-status');
        const shown = document.querySelector('[data-testid="image-sizes"]')?.cloneNode(true);
        shown?.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
        const sizes = shown?.textContent ?? '';
        [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Vider la liste'))?.click();
        return { elapsed, longestTask, status, sizes, inSize: file.size };
      });
      if (measured.status !== 'done') throw new Error(`${c.label}: ${measured.status}`);
      tool.push(measured.elapsed);
      longest = Math.max(longest, measured.longestTask);
      if (process.env.BENCH_DEBUG) console.log(c.label, run, Math.round(measured.elapsed), Math.round(measured.longestTask));
      inSize = measured.inSize;
      outSize = measured.sizes;

      // One bare encode of the same pixels at the same size and quality (the image already decoded), in a
      // page of its own so that it never shows up in the tool page's long tasks.
      await barePage.bringToFront();
      bare.push(
        await barePage.evaluate(async (type) => {
          const bitmap = await createImageBitmap(window.__fixture);
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          canvas.getContext('2d').drawImage(bitmap, 0, 0);
          const start = performance.now();
          await canvas.convertToBlob({ type, quality: 0.75 });
          return performance.now() - start;
        }, c.type),
      );
    }
    const t = median(tool);
    const b = median(bare);
    rows.push({ image: c.label, 'in': `${(inSize / 1024 / 1024).toFixed(2)} MB`, 'sizes shown': outSize.replace(/\s+/g, ' ').trim(), 'tool (ms)': Math.round(t), 'bare encode (ms)': Math.round(b), ratio: Number((t / b).toFixed(2)), 'longest main-thread task (ms)': Math.round(longest) });
  }
  console.log(`Image compressor, quality 75 %, median of ${RUNS} runs, Chromium ${await browser.version()}`);
  console.table(rows);
  const ok = rows.every((r) => r.ratio <= 2 && r['longest main-thread task (ms)'] <= 50);
  console.log(ok ? 'Targets met: ratio ≤ 2, no main-thread task over 50 ms.' : 'Targets missed: ratio ≤ 2 and no main-thread task over 50 ms.');
} finally {
  await browser.close();
  server.close();
  await rm(userDataDir, { recursive: true, force: true });
}
