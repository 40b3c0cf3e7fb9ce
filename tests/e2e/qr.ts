import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';
import { captureDownloads, fieldSelector, setValue, text } from './site';
import { until } from './browser';

// Helpers of the QR code generator's e2e tests (website and extension).

export const VERIFIED = 'Vérifié : ce QR code se scanne';
export const STAMP = /^qrcode-\d{8}-\d{6}$/;

/**
 * Decodes a PNG file as an ordinary phone reader would (no inverted attempt). A print-sized file is first averaged
 * down to at most `fit` pixels a side, as a camera sees a printed code: jsQR misses very large modules.
 */
export function decodePng(data: Buffer, fit = 1_000): { text: string | null; width: number; height: number } {
  const png = PNG.sync.read(data);
  const factor = Math.ceil(Math.max(png.width, png.height) / fit);
  const width = Math.floor(png.width / factor);
  const height = Math.floor(png.height / factor);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) for (let dx = 0; dx < factor; dx++) sum += png.data[((y * factor + dy) * png.width + x * factor + dx) * 4 + c]!;
        pixels[(y * width + x) * 4 + c] = sum / (factor * factor);
      }
    }
  }
  const code = jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' });
  return { text: code?.data ?? null, width: png.width, height: png.height };
}

/** zbar's command-line reader (Debian's zbar-tools), a decoder of another lineage than the page's jsQR. */
export const ZBARIMG = process.env.ZBARIMG_PATH ?? '/usr/bin/zbarimg';

/**
 * What zbar reads in a PNG file, as UTF-8 (`-Sbinary`: zbar's own guess of the text's encoding takes some UTF-8
 * vCards for Shift JIS), or null when it finds no code.
 */
export function zbarRead(data: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'qr-zbar-'));
  try {
    writeFileSync(join(dir, 'code.png'), data);
    return execFileSync(ZBARIMG, ['--quiet', '--raw', '-Sbinary', join(dir, 'code.png')], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').replace(/\n$/, '');
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PNG the page put on the clipboard. */
export async function clipboardPng(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return Array.from(new Uint8Array(await (await item!.getType('image/png')).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

/** Draws an SVG file in the page as a browser shows it, then decodes those pixels. */
export async function decodeSvg(page: Page, svg: string): Promise<string | null> {
  const image = await page.evaluate(async (source) => {
    const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    URL.revokeObjectURL(url);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  }, svg);
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** The self-check line once it has a verdict (read at that moment, while no new code is being made). */
export async function verdict(page: Page): Promise<string> {
  const shown = await until(
    page,
    () => {
      if (document.querySelector('.qr-spinner')) return null;
      const check = document.querySelector('[data-testid="qr-check"]');
      return (check?.querySelector('.qr-check__ok strong') ?? check?.querySelector('.qr-check__warning'))?.textContent ?? null;
    },
    { timeout: 15_000 },
  );
  return ((await shown.jsonValue()) as string).replace(/[\u00a0\u202f]/g, ' ').trim();
}

/** What the code holds, as the page shows it (« Voir le contenu encodé »). */
export async function encoded(page: Page): Promise<string> {
  return page.$eval('.qr-payload__text', (el) => el.textContent ?? '');
}

/*
 * This page is driven by focus, keyboard and DOM clicks rather than mouse clicks: on this shared machine,
 * under load, headless Chromium sometimes finds no clickable point for the first mouse click on a new page.
 */

/**
 * Waits until React has hydrated the tool (its props are on the DOM nodes): keys typed into the
 * pre-rendered fields before that are lost, and the ready signal can come first on a loaded machine.
 */
export async function hydrated(page: Page): Promise<void> {
  await until(
    page,
    () => {
      const input = document.querySelector('input[name="qr-type"]');
      return Boolean(input && Object.keys(input).some((key) => key.startsWith('__reactProps')));
    },
    { timeout: 15_000 },
  );
}

/** Types, key by key, into the field named `name` (focus, then keyboard: input events as a user makes them). */
export async function typeIn(page: Page, name: string, value: string): Promise<void> {
  await hydrated(page);
  await page.waitForSelector(`[name="${name}"]`);
  await page.type(`[name="${name}"]`, value);
}

/** Clicks (DOM click) the first button or label whose visible text is `name`. */
export async function clickText(page: Page, name: string, selector = 'button, label'): Promise<void> {
  await hydrated(page);
  const found = await page.evaluate(
    (wanted, sel) => {
      const norm = (t: string) => t.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
      const element = [...document.querySelectorAll<HTMLElement>(sel)].find((el) => norm(el.textContent ?? '') === wanted);
      element?.click();
      return Boolean(element);
    },
    name,
    selector,
  );
  if (!found) throw new Error(`Nothing to click named « ${name} »`);
}

/** Sets a colour code field (labelled `label`) as a paste does. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  await hydrated(page);
  await setValue(page, await fieldSelector(page, label), value);
}

/**
 * Picks a radio option (content type, level, shapes, gradient) by a DOM click: after a test that downloaded files, the next
 * page's first mouse click can find no clickable point in headless Chromium.
 */
export async function choose(page: Page, group: 'qr-type' | 'qr-level' | 'qr-module-shape' | 'qr-eye-shape' | 'qr-eye-centre-shape' | 'qr-gradient' | 'qr-export-unit', value: string): Promise<void> {
  await hydrated(page);
  await page.$eval(`input[name="${group}"][value="${value}"]`, (el) => (el as HTMLInputElement).click());
}

/** Pastes into the field named `name` (several labels read « Téléphone » or « E-mail » on this page). */
export async function pasteName(page: Page, name: string, value: string): Promise<void> {
  await hydrated(page);
  await page.waitForSelector(`[name="${name}"]`);
  await setValue(page, `[name="${name}"]`, value);
}

export async function download(page: Page, button: 'Télécharger en PNG' | 'Télécharger en SVG') {
  const downloads = await captureDownloads(page);
  try {
    // The files are offered once the image they are made from has its verdict: wait for the button as a user would.
    await until(
      page,
      (name) => [...document.querySelectorAll('button')].some((b) => !b.disabled && (b.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim() === name),
      { timeout: 15_000 },
      button,
    );
    await clickText(page, button);
    return await downloads.next();
  } finally {
    await downloads.stop();
  }
}

/** Types `content` as a text code and returns the message that says it is too long (what it holds, what to do). */
export async function tooLongMessage(page: Page, content: string): Promise<string> {
  await choose(page, 'qr-type', 'text');
  await pasteName(page, 'qr-text', content);
  await until(page, () => document.querySelector('.qr-preview__message')?.textContent?.includes('dépasse'), { timeout: 10_000 });
  return text(page, '.qr-preview__message');
}
