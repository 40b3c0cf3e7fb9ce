import type { Page } from 'puppeteer-core';
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { type Mocks, until } from './browser';
import { clickText, fieldSelector, fieldValue, paste } from './site';

// Helpers of the email signature generator's e2e tests (website and extension).

export const COPIED = 'Signature copiée dans le presse-papiers !';
export const SCHEME_ERROR = 'Seules les adresses http:// ou https:// sont acceptées : ce lien n’apparaîtra pas dans la signature.';

/** Every text field of the form, by label (the photo address appears once « Ajouter une photo » is ticked). */
export const TEXT_FIELDS = [
  'Nom et prénom (obligatoire)',
  'Poste',
  'Entreprise',
  'Adresse de la photo (URL)',
  'E-mail',
  'Téléphone',
  'Site web',
  'Adresse postale',
  'LinkedIn',
  'X (Twitter)',
  'Facebook',
  'Instagram',
  'YouTube',
  'Autre site (blog, boutique…)',
];

/** Values that would run a script, break the markup or the layout if anything were not escaped or checked. */
export const HOSTILE = [
  '<img src=x onerror="window.__pwned=1">',
  'javascript:window.__pwned=1',
  '"><svg onload="window.__pwned=1"></svg>',
  "' onmouseover='window.__pwned=1' x='",
  'JaVaScRiPt:window.__pwned=1//exemple.fr',
  'data:text/html,<script>window.__pwned=1</script>',
  '</td></tr></table><script>window.__pwned=1</script>',
  `https://exemple.fr/"onerror="window.__pwned=1`,
  // As long as the name field takes (120 characters), unbroken.
  'Ÿ'.repeat(20) + 'x'.repeat(100),
];

/** A photo on another origin, answered locally: a 43-character address, as a user types it. */
const PHOTO_ORIGIN = 'https://photos.exemple.fr/';
const TYPED_PHOTO = `${PHOTO_ORIGIN}equipes/photo.jpg`;

/** Answers the photo's origin with a grey square, recording each request in `requests`. */
export function photoMocks(requests: string[]): Mocks {
  const square = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#777"/></svg>';
  return {
    [PHOTO_ORIGIN]: (url) => {
      requests.push(url);
      return { body: square, contentType: 'image/svg+xml' };
    },
  };
}

/**
 * Types a name, ticks « Ajouter une photo », types TYPED_PHOTO key by key and waits until the preview has drawn it:
 * `requests` (see photoMocks) must then hold that one address, no fragment of it.
 */
export async function typePhotoAddress(page: Page, requests: string[]): Promise<void> {
  await paste(page, 'Nom et prénom (obligatoire)', 'Marie Dupont');
  await clickText(page, 'Ajouter une photo', 'label');
  await page.type(await fieldSelector(page, 'Adresse de la photo (URL)'), TYPED_PHOTO);
  await until(
    page,
    (src) => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="signature-preview"] img');
      return img?.getAttribute('src') === src && img.complete && img.naturalWidth > 0;
    },
    {},
    TYPED_PHOTO,
  );
  expect(await fieldValue(page, 'Adresse de la photo (URL)')).toBe(TYPED_PHOTO);
  expect(requests).toEqual([TYPED_PHOTO]);
}

/** Ready once the remembered form has been read (every tool's actions bar sets data-restored). */
export async function openReady(page: Page): Promise<void> {
  await page.waitForSelector('.sig');
  await page.waitForSelector('.tool-actions[data-restored="true"]');
}

/**
 * Checks that the preview holds exactly the markup the builder exported (the « Voir le code HTML » box),
 * parsed the same way, and nothing executable: no script, no event handler, only table markup, links and
 * images with http(s), mailto or tel addresses.
 */
export async function previewIsBuilderMarkup(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const preview = document.querySelector('[data-testid="signature-preview"]');
    const code = (document.querySelector('.sig-code textarea') as HTMLTextAreaElement | null)?.value ?? '';
    if (!preview) return { missing: true };
    const exported = document.createElement('template');
    exported.innerHTML = code;
    const problems: string[] = [];
    for (const el of preview.querySelectorAll('*')) {
      if (!['TABLE', 'TBODY', 'TR', 'TD', 'A', 'IMG', 'SPAN', 'STRONG'].includes(el.tagName)) problems.push(`tag ${el.tagName}`);
      for (const attr of el.attributes) if (/^on/i.test(attr.name) || attr.name === 'class') problems.push(`attribute ${attr.name}`);
      const url = el.getAttribute('href') ?? el.getAttribute('src');
      if (url !== null && !/^(https?:\/\/|mailto:|tel:\+?\d+$)/.test(url)) problems.push(`address ${url}`);
    }
    return {
      missing: false,
      same: exported.content.childNodes.length === 1 && exported.content.firstChild!.isEqualNode(preview.firstChild) && preview.childNodes.length === 1,
      problems,
    };
  });
  expect(report).toEqual({ missing: false, same: true, problems: [] });
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The RGBA pixels of an 8-bit RGBA, non-interlaced PNG (what canvas.toBlob writes). */
function decodeRgba(data: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const { width, height } = pngSize(data);
  expect([data[24], data[25], data[28]]).toEqual([8, 6, 0]);
  const idat: Buffer[] = [];
  for (let at = 8; at < data.length; ) {
    const length = data.readUInt32BE(at);
    if (data.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(data.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const byte = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + x] = (byte + predictor) & 255;
    }
  }
  return { width, height, pixels };
}

/** Share of pixels that are not white in a region of a PNG. */
export function inkIn(data: Buffer, x0: number, y0: number, x1: number, y1: number): number {
  const png = decodeRgba(data);
  let ink = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * png.width + x) * 4;
      if (png.pixels[i]! < 235 || png.pixels[i + 1]! < 235 || png.pixels[i + 2]! < 235) ink++;
    }
  }
  return ink / ((x1 - x0) * (y1 - y0));
}

