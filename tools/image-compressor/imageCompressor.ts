import type { ImageJob } from '../image-common/engine';
import { MB, withExtension, type OutputType } from '../image-common/images';

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
  error: 'Une erreur est survenue lors de la compression',
  kept: 'Fichier d’origine conservé\u00a0: la compression ne le rendait pas plus léger.',
} as const;

export type CompressFormat = 'original' | 'webp' | 'jpeg';

export const FORMAT_CHOICES: readonly { value: CompressFormat; label: string }[] = [
  { value: 'original', label: 'Même format' },
  { value: 'webp', label: 'WebP' },
  { value: 'jpeg', label: 'JPEG' },
];

/** Maximum widths offered, in px; 0 keeps the original size. */
export const MAX_WIDTHS = [0, 3840, 2560, 1920, 1600, 1280, 1024, 800] as const;

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** SPEC's checks: an image (`image/*` type), then at most 25 MB. */
export function validateImage(file: FileFacts): string | null {
  if (!/^image\//i.test(file.type)) return COMPRESS_MESSAGES.type;
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

/**
 * The format written: JPEG, PNG and WebP stay as they are with « Même format »; other images the
 * browser can read but not write (GIF, BMP, AVIF...) become PNG, which keeps transparency.
 */
export function outputTypeFor(inputType: string, format: CompressFormat): OutputType {
  if (format === 'webp') return 'image/webp';
  if (format === 'jpeg') return 'image/jpeg';
  const type = inputType.toLowerCase();
  if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  if (type === 'image/webp') return 'image/webp';
  return 'image/png';
}

/** SPEC: quality step 0.95, 0.85 for PNG. */
export function qualityStep(type: OutputType): number {
  return type === 'image/png' ? 0.85 : 0.95;
}

export interface CompressSettings {
  quality: number;
  format: CompressFormat;
  /** 0: no limit. */
  maxWidth: number;
}

export function compressionJob(file: Blob, settings: CompressSettings): ImageJob {
  const type = outputTypeFor(file.type, settings.format);
  const quality = clampQualityPercent(settings.quality);
  return {
    file,
    outputType: type,
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
  const writable = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/webp'].includes(inputType.toLowerCase());
  return writable && outputTypeFor(inputType, 'original') === type ? name : withExtension(name, type);
}
