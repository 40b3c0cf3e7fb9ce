import { baseName } from '../lib/download';
import { formatNumber, formatPercent } from '../lib/number';

/**
 * What the two image tools' pages share and can state without a browser: sizes and their display, the batch
 * limit and file names. No React, no DOM. What only the engine needs is in encoding.ts.
 *
 * One megabyte is 1024 × 1024 bytes everywhere (limits, target sizes, display), as the library SPEC names
 * (browser-image-compression) counts its `maxSizeMB`.
 */
export const MB = 1024 * 1024;

/** At most this many files in one batch; the rest are refused with a message. */
export const MAX_BATCH = 20;

export type OutputType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

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

const EXTENSIONS: Record<OutputType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

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

/** `12 000 × 9 000 px` */
export function formatDimensions(width: number, height: number): string {
  return `${formatNumber(width, { decimals: 0 })}\u00a0×\u00a0${formatNumber(height, { decimals: 0 })}\u00a0px`;
}

/** `12 s écoulées`, `1 min 05 s écoulées`: the time a file has been worked on. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const time = s < 60 ? `${s}\u00a0s` : `${Math.floor(s / 60)}\u00a0min ${String(s % 60).padStart(2, '0')}\u00a0s`;
  return `${time} ${s < 2 ? 'écoulée' : 'écoulées'}`;
}

// A batch's files, as its hook (useImageBatch.ts) keeps them and its view (ImageBatchView.tsx) shows them.

/**
 * `animated`: the file is an animation, and nothing is encoded until the person agrees to keep its first image;
 * `cancelled`: stopped with « Annuler ».
 */
export type ItemStatus = 'invalid' | 'waiting' | 'working' | 'animated' | 'done' | 'error' | 'cancelled';

export interface ItemResult {
  /** What the download gives: the new file, or the original bytes when they were smaller. */
  blob: Blob;
  name: string;
  width: number;
  height: number;
  keptOriginal: boolean;
  /** Small preview for the list (the image itself when none was made). */
  thumbnail?: Blob;
  /** Only the first image of an animation of this many was kept: not a saving, whatever the sizes. */
  firstFrameOf?: number;
}

export interface BatchItem {
  id: number;
  file: File;
  status: ItemStatus;
  /** 0 to 1 while working. */
  progress: number;
  /** When the file’s job reached a worker (`Date.now()`), for the time shown while it works. */
  startedAt?: number;
  /** The images of an animated file (status `animated`, or a result of its first image). */
  frames?: number;
  /** The person agreed to keep the first image of this animation. */
  firstFrameOnly?: boolean;
  /** The worker's small picture of an animated file, shown while the person decides. */
  preview?: Blob;
  /** SPEC's message for this file (wrong type, too large, failure). */
  error?: string;
  /** Why, in plain French, when known. */
  detail?: string;
  /** The processing code could not be loaded (or not in time): the row offers « Réessayer » instead of a reason. */
  unloaded?: boolean;
  result?: ItemResult;
}
