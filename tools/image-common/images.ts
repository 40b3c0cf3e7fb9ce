import { baseName } from '../../components/lib/download';
import { formatNumber, formatPercent } from '../../components/lib/number';

/**
 * What the two image tools share and can state without a browser: sizes and their display, the
 * quality search rule, file names, magic bytes and dimensions read from a file's header. No React, no DOM.
 *
 * One megabyte is 1024 × 1024 bytes everywhere (limits, target sizes, display), as browser-image-compression
 * counts its `maxSizeMB`.
 */
export const MB = 1024 * 1024;

/** At most this many files in one batch; the rest are refused with a message. */
export const MAX_BATCH = 20;

/** Above this many pixels an image is refused before decoding (its bitmap alone would take 200 MB). */
export const MAX_PIXELS = 50_000_000;

export type OutputType = 'image/jpeg' | 'image/png' | 'image/webp';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** `1536` → `1,50 KB`; bytes as a whole number (`512 B`), larger units with 2 decimals, powers of 1024. */
export function formatBytes(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let value = safe;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // 1023,996 KB would print as « 1 024,00 KB »: move to the next unit instead.
  if (unit > 0 && unit < UNITS.length - 1 && Number(value.toFixed(2)) >= 1024) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${formatNumber(value, { decimals: 0 })}\u00a0B` : `${formatNumber(value)}\u00a0${UNITS[unit]}`;
}

/** Share of the original size saved, in %, never below 0 (a larger result is never handed back). */
export function reductionPercent(before: number, after: number): number {
  if (!(before > 0) || !(after >= 0) || after >= before) return 0;
  return ((before - after) / before) * 100;
}

/** The compressor hands back the original when the result is not smaller. */
export function keepOriginal(originalBytes: number, resultBytes: number): boolean {
  return resultBytes >= originalBytes;
}

/** `42,3 %`, one decimal. */
export function formatReduction(before: number, after: number): string {
  return formatPercent(reductionPercent(before, after), { decimals: 1 });
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
 * browser-image-compression's rule: encode at the initial quality; while the result is above the target
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

const EXTENSIONS: Record<OutputType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function extensionOf(type: OutputType): string {
  return EXTENSIONS[type];
}

/** `vacances.webp` → `vacances.jpg`; a name without a base gets `image`. */
export function withExtension(filename: string, type: OutputType): string {
  const base = baseName(filename.trim()) || 'image';
  return `${base}.${extensionOf(type)}`;
}

/**
 * Names made unique for a ZIP, in order: the second `photo.jpg` becomes `photo (2).jpg`, and so on,
 * case-insensitively (Windows and macOS folders are). Path separators are replaced.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, '_') || 'image';
    const dot = name.lastIndexOf('.');
    const base = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Splits dropped files into those the batch can still take and how many are turned away. */
export function takeForBatch<T>(files: readonly T[], alreadyInBatch: number): { taken: T[]; refused: number } {
  const room = Math.max(0, MAX_BATCH - alreadyInBatch);
  return { taken: files.slice(0, room), refused: Math.max(0, files.length - room) };
}

/** The French sentence shown when files beyond the batch limit are turned away. */
export function refusedMessage(refused: number): string {
  if (refused <= 0) return '';
  const files = refused > 1 ? `${refused}\u00a0fichiers ignorés` : '1\u00a0fichier ignoré';
  return `${MAX_BATCH}\u00a0images au maximum par lot\u00a0: ${files}. Téléchargez ce lot, puis videz la liste pour continuer.`;
}

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

/** `12 000 × 9 000 px` */
export function formatDimensions(width: number, height: number): string {
  return `${formatNumber(width, { decimals: 0 })}\u00a0×\u00a0${formatNumber(height, { decimals: 0 })}\u00a0px`;
}

/** The sentence for an image refused for its pixel count, or `null` when it may be decoded. */
export function tooManyPixels(header: ImageHeader | null): string | null {
  if (!header?.width || !header.height || header.width * header.height <= MAX_PIXELS) return null;
  return `Image trop grande (${formatDimensions(header.width, header.height)})\u00a0: ${MAX_PIXELS / 1_000_000}\u00a0mégapixels au maximum.`;
}
