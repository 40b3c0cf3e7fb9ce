import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { until } from './browser';

/**
 * Real image files for the image tools' e2e tests, made by Chromium's own canvas encoders (WebP with and
 * without transparency, JPEG, PNG), written to a temporary folder so that they go through the file input
 * as a person's files do, and decoded back in the page to check what the tools produced.
 */
export interface FixtureSpec {
  width: number;
  height: number;
  type: 'image/webp' | 'image/jpeg' | 'image/png';
  quality?: number;
  /** Transparent background with an opaque red square in the middle. */
  transparent?: boolean;
  /** Per-pixel noise (photo-like, hard to compress) instead of a smooth gradient only. */
  noise?: boolean;
  /** The gradient (with its noise) cut out in an ellipse on transparency, its edge fading out: a photo cut-out. */
  cutout?: boolean;
}

/** Encodes an image in the page and returns its bytes. */
export async function makeImage(page: Page, spec: FixtureSpec): Promise<Buffer> {
  const base64 = await page.evaluate(async (s) => {
    const canvas = document.createElement('canvas');
    canvas.width = s.width;
    canvas.height = s.height;
    const ctx = canvas.getContext('2d')!;
    if (s.transparent) {
      ctx.clearRect(0, 0, s.width, s.height);
      ctx.fillStyle = '#e11d48';
      ctx.fillRect(s.width / 4, s.height / 4, s.width / 2, s.height / 2);
    } else {
      const gradient = ctx.createLinearGradient(0, 0, s.width, s.height);
      gradient.addColorStop(0, '#1e3a8a');
      gradient.addColorStop(0.5, '#f59e0b');
      gradient.addColorStop(1, '#10b981');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, s.width, s.height);
      if (s.noise) {
        const data = ctx.getImageData(0, 0, s.width, s.height);
        let seed = 12345;
        for (let i = 0; i < data.data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) >>> 0;
          const n = (seed >>> 24) - 128;
          data.data[i] = Math.max(0, Math.min(255, data.data[i]! + (n >> 1)));
          data.data[i + 1] = Math.max(0, Math.min(255, data.data[i + 1]! + (n >> 2)));
          data.data[i + 2] = Math.max(0, Math.min(255, data.data[i + 2]! - (n >> 2)));
        }
        ctx.putImageData(data, 0, 0);
      }
      if (s.cutout) {
        const fade = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
        fade.addColorStop(0.75, 'rgba(0, 0, 0, 1)');
        fade.addColorStop(1, 'rgba(0, 0, 0, 0)');
        ctx.globalCompositeOperation = 'destination-in';
        ctx.setTransform(s.width * 0.46, 0, 0, s.height * 0.46, s.width / 2, s.height / 2);
        ctx.fillStyle = fade;
        // Past the ellipse the gradient's last stop, transparent, covers the rest of the canvas.
        ctx.fillRect(-1.1, -1.1, 2.2, 2.2);
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalCompositeOperation = 'source-over';
      }
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), s.type, s.quality));
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1]!);
      reader.readAsDataURL(blob);
    });
  }, spec);
  return Buffer.from(base64, 'base64');
}

/**
 * A temporary folder for the cases of one test file, made before them and removed after: `file(name, bytes)` writes
 * a file (in a sub-folder, to allow equal names) and returns its path.
 */
export function useFixtureFolder() {
  let dir = '';
  let n = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outilo-images-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    async file(name: string, bytes: Buffer | string): Promise<string> {
      const sub = join(dir, String(n++));
      await mkdir(sub);
      const path = join(sub, name);
      await writeFile(path, bytes);
      return path;
    },
  };
}

/** The image workers the page runs (the pool keeps its worker between files). */
export function workerUrls(page: Page): string[] {
  return page.workers().map((worker) => worker.url());
}

/** The address of the image worker served from `origin` (the website's, or the extension's: MV3 runs no remote code). */
export const imageWorker = (origin: string) => expect.stringMatching(new RegExp(`^${origin}/assets/image\\.worker-[\\w-]+\\.js$`));

/** Sends files through the tool's file input, as the file picker does. */
export async function upload(page: Page, ...paths: string[]): Promise<void> {
  const input = (await page.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(...paths);
}

export interface Decoded {
  width: number;
  height: number;
  /** RGBA of the pixel at (x, y) for each probe. */
  pixels: number[][];
}

/** Decodes image bytes in the page (createImageBitmap) and reads some pixels. */
export async function decodeInPage(page: Page, bytes: Buffer, probes: [number, number][] = [[0, 0]]): Promise<Decoded> {
  return page.evaluate(
    async (base64, points) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([raw]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const pixels = points.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data]);
      return { width: bitmap.width, height: bitmap.height, pixels };
    },
    bytes.toString('base64'),
    probes,
  );
}

/** Drops files made in the page on the drop zone (a synthetic drag and drop with a DataTransfer). */
export async function dropFiles(page: Page, files: { name: string; type: string; bytes: Buffer }[]): Promise<void> {
  await page.evaluate(
    (list) => {
      const transfer = new DataTransfer();
      for (const f of list) transfer.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
      const zone = document.querySelector('[data-testid="dropzone"]')!;
      for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    },
    files.map((f) => ({ name: f.name, type: f.type, base64: f.bytes.toString('base64') })),
  );
}

/** Waits until no row is waiting or working, then returns each row's name and status. */
export async function settledRows(page: Page, count: number, timeout = 60_000): Promise<{ name: string; status: string }[]> {
  await until(
    page,
    (n) => {
      const rows = [...document.querySelectorAll('[data-testid="image-row"]')];
      return rows.length === n && rows.every((r) => !['waiting', 'working'].includes(r.getAttribute('data-status') ?? ''));
    },
    { timeout },
    count,
  );
  return page.$$eval('[data-testid="image-row"]', (rows) => rows.map((r) => ({ name: r.getAttribute('data-name') ?? '', status: r.getAttribute('data-status') ?? '' })));
}

/** The texts of one row (by file name): error, sizes, reduction, kept notice. */
export async function rowTexts(page: Page, name: string): Promise<{ error: string; detail: string; sizes: string; reduction: string; kept: string }> {
  return page.evaluate((wanted) => {
    const row = [...document.querySelectorAll('[data-testid="image-row"]')].find((r) => r.getAttribute('data-name') === wanted);
    const t = (sel: string) => {
      const element = row?.querySelector(sel)?.cloneNode(true) as HTMLElement | undefined;
      element?.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return element?.textContent ?? '';
    };
    const clean = (sel: string) => t(sel).replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
    return {
      error: clean('.image-row__error'),
      detail: clean('.image-row__detail'),
      sizes: clean('[data-testid="image-sizes"]'),
      reduction: clean('[data-testid="image-reduction"]'),
      kept: clean('[data-testid="image-kept"]'),
    };
  }, name);
}

/** Clicks the download button of the row of `name`. */
export async function clickRowDownload(page: Page, name: string): Promise<void> {
  const button = await page.evaluateHandle((wanted) => {
    const row = [...document.querySelectorAll('[data-testid="image-row"]')].find((r) => r.getAttribute('data-name') === wanted);
    return [...(row?.querySelectorAll('button') ?? [])].find((b) => (b.getAttribute('aria-label') ?? '').startsWith('Télécharger')) ?? null;
  }, name);
  const element = button.asElement() as ElementHandle<HTMLButtonElement> | null;
  if (!element) throw new Error(`No download button for ${name}`);
  await element.click();
}

export const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
export const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
export const isWebp = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

/** A RIFF chunk: four-letter type, little-endian size, data, a pad byte when the size is odd. */
function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length & 1)]);
}

const uint24 = (n: number) => Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255]);

/** The image chunks of a still WebP (ALPH, then VP8 or VP8L), without the VP8X or metadata chunks around them. */
function imageChunks(still: Buffer): Buffer {
  if (!isWebp(still)) throw new Error('A frame must be a WebP');
  const kept: Buffer[] = [];
  for (let at = 12; at + 8 <= still.length; ) {
    const type = still.subarray(at, at + 4).toString('latin1');
    const size = still.readUInt32LE(at + 4);
    const end = at + 8 + size + (size & 1);
    if (['ALPH', 'VP8 ', 'VP8L'].includes(type)) kept.push(still.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

/**
 * An animated WebP (Google's container specification: VP8X with the animation flag, ANIM, one ANMF per frame) whose
 * frames are still WebP files of the canvas's size, as Chromium's canvas writes them.
 */
export function animatedWebp(width: number, height: number, stills: Buffer[]): Buffer {
  const vp8x = riffChunk('VP8X', Buffer.concat([Buffer.from([0x02, 0, 0, 0]), uint24(width - 1), uint24(height - 1)]));
  const anim = riffChunk('ANIM', Buffer.from([255, 255, 255, 255, 0, 0]));
  const frames = stills.map((still) => {
    const header = Buffer.concat([uint24(0), uint24(0), uint24(width - 1), uint24(height - 1), uint24(100), Buffer.from([0])]);
    return riffChunk('ANMF', Buffer.concat([header, imageChunks(still)]));
  });
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, anim, ...frames]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}
