import { formatDimensions } from './images';

/**
 * What the engine decides before and while it encodes, without a browser: format and dimensions read from a file's
 * header, the pixel limit, the output size and the quality search. Apart from images.ts, which the page itself needs,
 * so that it loads with the engine, never with the page.
 */

/** Above this many pixels an image is refused before decoding (its bitmap alone would take 200 MB). */
export const MAX_PIXELS = 50_000_000;

export interface ImageHeader {
  type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/bmp';
  /** Known when the header gives them (not always for JPEG if the frame header lies beyond what was read). */
  width?: number;
  height?: number;
}

/** Format and, when readable, dimensions from a file's first bytes. `null`: not an image format we know. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const b = bytes;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (at: number, text: string) => b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
  if (b.length >= 24 && b[0] === 0x89 && ascii(1, 'PNG\r\n\u001a\n')) {
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { type: 'image/jpeg', ...jpegSize(b, view) };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { type: 'image/webp', ...webpSize(b, view) };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) {
    return b.length >= 10 ? { type: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) } : { type: 'image/gif' };
  }
  if (ascii(0, 'BM') && b.length >= 26) {
    return { type: 'image/bmp', width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  }
  return null;
}

function jpegSize(b: Uint8Array, view: DataView): { width?: number; height?: number } {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return {};
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + view.getUint16(at + 2);
  }
  return {};
}

function webpSize(b: Uint8Array, view: DataView): { width?: number; height?: number } {
  if (b.length < 30) return {};
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8X') {
    const w = 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16));
    const h = 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16));
    return { width: w, height: h };
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return {};
}

/**
 * How many images an animated GIF, PNG (APNG) or WebP holds, from its bytes: 1 for a still image or another format.
 * The encoders here write one image, so an animation would come back as its first frame. GIF: image descriptors
 * counted along the block structure; PNG: the `acTL` chunk before the first `IDAT`; WebP: its `ANMF` chunks. A
 * truncated file counts what it holds.
 */
export function countFrames(b: Uint8Array): number {
  const ascii = (at: number, text: string) => b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return gifFrames(b);
  if (b.length >= 8 && b[0] === 0x89 && ascii(1, 'PNG\r\n\u001a\n')) return apngFrames(b);
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return webpFrames(b);
  return 1;
}

function gifFrames(b: Uint8Array): number {
  if (b.length < 13) return 1;
  let at = 13;
  if (b[10]! & 0x80) at += 3 << ((b[10]! & 7) + 1);
  let frames = 0;
  const skipSubBlocks = () => {
    while (at < b.length && b[at] !== 0) at += b[at]! + 1;
    at++;
  };
  while (at < b.length) {
    const block = b[at];
    if (block === 0x2c) {
      frames++;
      if (at + 10 > b.length) break;
      const packed = b[at + 9]!;
      at += 10;
      if (packed & 0x80) at += 3 << ((packed & 7) + 1);
      at++; // LZW minimum code size
      skipSubBlocks();
    } else if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else break; // 0x3b, the trailer, or bytes that are not GIF blocks.
  }
  return Math.max(1, frames);
}

function apngFrames(b: Uint8Array): number {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let at = 8; at + 8 <= b.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    if (type === 'acTL') return at + 12 <= b.length ? Math.max(1, view.getUint32(at + 8)) : 1;
    if (type === 'IDAT' || type === 'IEND') return 1;
    at += 12 + length;
  }
  return 1;
}

function webpFrames(b: Uint8Array): number {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  // VP8X's animation flag first: a still WebP has none, and its chunks need not be walked.
  if (!(b.length >= 21 && String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) === 'VP8X' && b[20]! & 0x02)) return 1;
  let frames = 0;
  for (let at = 12; at + 8 <= b.length; ) {
    if (String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!) === 'ANMF') frames++;
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size & 1);
  }
  return Math.max(1, frames);
}

/**
 * Image formats that a browser may not decode, recognised by their first bytes (never by the file's name or type,
 * which a renamed or a dragged file does not always carry), with what to do to get a file it reads. Chrome and
 * Firefox read none of them; Safari reads HEIC and TIFF, which is why the decoder is always tried first.
 */
export type ForeignFormat = 'heic' | 'jxl' | 'tiff' | 'psd' | 'jp2';

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The brands of an ISO base media file's `ftyp` box (HEIF, AVIF, MP4), major brand first; empty when there is none. */
export function ftypBrands(b: Uint8Array): string[] {
  if (b.length < 16 || String.fromCharCode(b[4]!, b[5]!, b[6]!, b[7]!) !== 'ftyp') return [];
  const size = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(0);
  const end = Math.min(b.length, size >= 16 ? size : 16);
  const brand = (at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
  const brands = [brand(8)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(brand(at));
  return brands;
}

export function foreignFormat(b: Uint8Array): ForeignFormat | null {
  const starts = (...bytes: number[]) => b.length >= bytes.length && bytes.every((value, i) => b[i] === value);
  const brands = ftypBrands(b);
  // An AVIF file lists the generic HEIF brand `mif1` too: AVIF first, which every current browser reads.
  if (brands.length > 0 && !brands.some((brand) => AVIF_BRANDS.has(brand)) && brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  if (starts(0xff, 0x0a) || starts(0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a)) return 'jxl';
  if (starts(0x49, 0x49, 0x2a, 0) || starts(0x4d, 0x4d, 0, 0x2a)) return 'tiff';
  if (starts(0x38, 0x42, 0x50, 0x53)) return 'psd';
  if (starts(0, 0, 0, 0x0c, 0x6a, 0x50, 0x20, 0x20) || starts(0xff, 0x4f, 0xff, 0x51)) return 'jp2';
  return null;
}

/** What the page says of a file of a format the browser could not decode. */
export const FOREIGN_FORMAT_MESSAGES: Record<ForeignFormat, string> = {
  heic:
    'Photo au format HEIC (celui des iPhone)\u00a0: votre navigateur ne sait pas la lire. Pour obtenir un JPEG, choisissez «\u00a0Plus compatible\u00a0» dans Réglages > Appareil photo > Formats sur l’iPhone (pour les prochaines photos), ou partagez la photo en JPEG (par e-mail, par exemple), puis déposez ce fichier ici.',
  jxl: 'Image au format JPEG XL\u00a0: votre navigateur ne sait pas la lire. Enregistrez-la en JPEG ou en PNG depuis votre logiciel d’images, puis déposez ce fichier ici.',
  tiff: 'Image au format TIFF\u00a0: votre navigateur ne sait pas la lire. Enregistrez-la en JPEG ou en PNG depuis votre logiciel d’images, puis déposez ce fichier ici.',
  psd: 'Fichier Photoshop (PSD)\u00a0: votre navigateur ne sait pas le lire. Exportez l’image en JPEG ou en PNG depuis Photoshop, puis déposez ce fichier ici.',
  jp2: 'Image au format JPEG 2000\u00a0: votre navigateur ne sait pas la lire. Enregistrez-la en JPEG ou en PNG depuis votre logiciel d’images, puis déposez ce fichier ici.',
};

/** The sentence for an image refused for its pixel count, or `null` when it may be decoded. */
export function tooManyPixels(header: ImageHeader | null): string | null {
  if (!header?.width || !header.height || header.width * header.height <= MAX_PIXELS) return null;
  return `Image trop grande (${formatDimensions(header.width, header.height)})\u00a0: ${MAX_PIXELS / 1_000_000}\u00a0mégapixels au maximum.`;
}

export interface QualitySearch {
  /** First quality tried, 0 to 1. */
  initial: number;
  /** Factor applied to the quality at each new try (0.95, or 0.85 for PNG). */
  step: number;
  /** Size aimed at, in bytes. */
  targetBytes: number;
  /** A result larger than this is not good enough either (the original size), in bytes. */
  ceilingBytes?: number;
  /** New tries after the first one (10). */
  maxIterations: number;
}

export interface Encoded {
  blob: Blob;
  quality: number;
}

export interface SearchResult extends Encoded {
  /** Encodes made, the first one included. */
  encodes: number;
  /** Whether the result is at or below the target (and the ceiling). */
  reached: boolean;
}

/**
 * SPEC's rule: encode at the initial quality; while the result is above the target
 * (or above the original) and tries remain, lower the quality by the step and encode again. Returns the
 * smallest result met, so a try that went the wrong way is never kept.
 */
export async function searchQuality(
  encode: (quality: number) => Promise<Blob>,
  { initial, step, targetBytes, ceilingBytes = Infinity, maxIterations }: QualitySearch,
  onTry?: (done: number, total: number) => void,
): Promise<SearchResult> {
  const total = maxIterations + 1;
  const fits = (size: number) => size <= targetBytes && size <= ceilingBytes;
  let quality = clampQuality(initial);
  let best: Encoded = { blob: await encode(quality), quality };
  let encodes = 1;
  onTry?.(encodes, total);
  let last = best.blob.size;
  while (!fits(last) && encodes < total) {
    quality = clampQuality(quality * step);
    const blob = await encode(quality);
    encodes++;
    onTry?.(encodes, total);
    last = blob.size;
    if (blob.size < best.blob.size) best = { blob, quality };
  }
  return { ...best, encodes, reached: fits(best.blob.size) };
}

function clampQuality(q: number): number {
  if (!Number.isFinite(q)) return 1;
  return Math.min(1, Math.max(0.01, q));
}

/** Output size so that the longest side is at most `maxSide` (never enlarged), aspect ratio kept. */
export function fitLongestSide(width: number, height: number, maxSide?: number): { width: number; height: number } {
  if (!maxSide || (width <= maxSide && height <= maxSide)) return { width, height };
  const scale = maxSide / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Output size so that the width is at most `maxWidth` (never enlarged), aspect ratio kept. */
export function fitWidth(width: number, height: number, maxWidth?: number): { width: number; height: number } {
  if (!maxWidth || width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}
