import type { ImageJob } from '../../components/images/engine';
import { parseDecimal } from '../../components/lib/number';
import { MB, withExtension, type OutputType } from '../../components/images/images';

/** SPEC.md sections 4, 5, 8 and 9: the image compressor. One MB is 1024 × 1024 bytes. */
export const COMPRESS_MAX_BYTES = 25 * MB;
export const QUALITY_MIN = 1;
export const QUALITY_MAX = 100;
export const QUALITY_DEFAULT = 75;
/** The target never goes below 0.1 MB. */
export const MIN_TARGET_BYTES = 0.1 * MB;
export const MAX_ITERATIONS = 10;

export const COMPRESS_MESSAGES = {
  type: 'Veuillez sélectionner une image valide',
  size: 'La taille du fichier ne doit pas dépasser 25MB',
  compressing: 'Compression en cours...',
  cancelled: 'Compression annulée.',
  error: 'Une erreur est survenue lors de la compression',
  kept: 'Fichier d’origine conservé\u00a0: la compression ne le rendait pas plus léger.',
} as const;

export type CompressFormat = 'original' | 'jpeg' | 'webp' | 'avif' | 'png';

export const FORMAT_CHOICES: readonly { value: CompressFormat; label: string }[] = [
  { value: 'original', label: 'Même format' },
  { value: 'jpeg', label: 'JPEG' },
  { value: 'webp', label: 'WebP' },
  { value: 'avif', label: 'AVIF' },
  { value: 'png', label: 'PNG' },
];

/** Widths accepted, in px (a wider output would only enlarge the file: images are never enlarged anyway). */
export const WIDTH_MIN = 1;
export const WIDTH_MAX = 20_000;
export const WIDTH_ERROR = `Veuillez entrer une largeur valide\u00a0: un nombre entier de pixels entre ${WIDTH_MIN} et 20\u00a0000`;

/** The maximum width as typed: empty keeps the original size (0), else a whole number of pixels, or an error. */
export function parseMaxWidth(raw: string): { ok: true; value: number } | { ok: false; error: string } {
  const parsed = parseDecimal(raw.replace(/\s*px$/i, ''));
  if (!parsed.ok) return parsed.empty ? { ok: true, value: 0 } : { ok: false, error: WIDTH_ERROR };
  const { value } = parsed;
  if (!Number.isInteger(value) || value < WIDTH_MIN || value > WIDTH_MAX) return { ok: false, error: WIDTH_ERROR };
  return { ok: true, value };
}

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * Image files a system may hand over with no type (an iPhone's HEIC on Windows or Linux, a drag from some apps):
 * judged by their extension here, then by their bytes in the worker, which says what it cannot read and why.
 */
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|bmp|heic|heif|jxl|tiff?|psd)$/i;

/** SPEC's checks: an image (`image/*` type, or no type and an image's extension), then at most 25 MB. */
export function validateImage(file: FileFacts): string | null {
  if (!/^image\//i.test(file.type) && !(file.type === '' && IMAGE_EXTENSION.test(file.name))) return COMPRESS_MESSAGES.type;
  if (file.size > COMPRESS_MAX_BYTES) return COMPRESS_MESSAGES.size;
  return null;
}

/** Slider value made safe: a whole number from 1 to 100 (75 when unreadable). */
export function clampQualityPercent(value: number): number {
  if (!Number.isFinite(value)) return QUALITY_DEFAULT;
  return Math.min(QUALITY_MAX, Math.max(QUALITY_MIN, Math.round(value)));
}

/** SPEC: target size = max(0.1 MB, original MB × quality / 100), in bytes. */
export function targetBytes(originalBytes: number, qualityPercent: number): number {
  return Math.max(MIN_TARGET_BYTES, (originalBytes * clampQualityPercent(qualityPercent)) / 100);
}

const READ_AS: Record<string, OutputType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/avif': 'image/avif',
};

/**
 * The format written: JPEG, PNG, WebP and AVIF stay as they are with « Même format »; other images the browser can
 * read but no encoder here writes (GIF, BMP...) become PNG, which keeps transparency.
 */
export function outputTypeFor(inputType: string, format: CompressFormat): OutputType {
  if (format !== 'original') return `image/${format}`;
  // A HEIC photo, where the browser reads it (Safari), is a photo: JPEG, not a PNG five times its size.
  if (/^image\/hei[cf]/i.test(inputType)) return 'image/jpeg';
  return READ_AS[inputType.toLowerCase()] ?? 'image/png';
}

/** Lossless encoding exists for WebP and PNG (screenshots, graphics); JPEG and AVIF are always lossy here. */
export function canBeLossless(type: OutputType): boolean {
  return type === 'image/webp' || type === 'image/png';
}

/** SPEC: quality step 0.95, 0.85 for PNG. */
export function qualityStep(type: OutputType): number {
  return type === 'image/png' ? 0.85 : 0.95;
}

export interface CompressSettings {
  quality: number;
  format: CompressFormat;
  /** WebP and PNG: every pixel kept; the quality then does not apply. */
  lossless: boolean;
  /** 0: no limit. */
  maxWidth: number;
}

export function compressionJob(file: Blob, settings: CompressSettings): ImageJob {
  const type = outputTypeFor(file.type, settings.format);
  const quality = clampQualityPercent(settings.quality);
  return {
    file,
    outputType: type,
    lossless: settings.lossless && canBeLossless(type),
    maxWidth: settings.maxWidth > 0 ? settings.maxWidth : undefined,
    quality: quality / 100,
    step: qualityStep(type),
    targetBytes: targetBytes(file.size, quality),
    ceilingBytes: file.size,
    maxIterations: MAX_ITERATIONS,
  };
}

/** The downloaded name: unchanged when the format is, otherwise the new extension. */
export function compressedName(name: string, inputType: string, type: OutputType): string {
  return READ_AS[inputType.toLowerCase()] === type ? name : withExtension(name, type);
}
