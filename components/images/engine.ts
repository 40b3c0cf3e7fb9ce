import { encodePixels } from './codecs';
import { countFrames, FOREIGN_FORMAT_MESSAGES, fitLongestSide, fitWidth, foreignFormat, readImageHeader, searchQuality, tooManyPixels } from './encoding';
import type { OutputType } from './images';

/**
 * The image work itself: decode (EXIF orientation applied), resize, paint, encode with Squoosh's codecs
 * (codecs.ts), search the quality (SPEC's rule, encoding.ts). Runs inside our own worker (image.worker.ts) with
 * OffscreenCanvas, or on the page where no worker can run. The encoders write the pixels alone: no EXIF, GPS
 * position, camera or XMP data survives.
 */
export interface ImageJob {
  file: Blob;
  outputType: OutputType;
  /** Longest side at most this (WebP converter: 1920). */
  maxSide?: number;
  /** Width at most this (compressor option). */
  maxWidth?: number;
  /** First quality tried, 0 to 1. */
  quality: number;
  /** Factor applied to the quality at each new try. */
  step: number;
  targetBytes: number;
  /** Results above this are not good enough either (compressor: the original size). */
  ceilingBytes?: number;
  maxIterations: number;
  /** WebP and PNG: every pixel kept, one encode (screenshots, graphics); the quality does not apply. */
  lossless?: boolean;
  /** PNG: try the lossless encoding first, then colour reduction while above the target (converter). */
  pngLosslessFirst?: boolean;
  /**
   * An animated image (GIF, APNG, WebP) is encoded as its first image only when this is set (the person agreed);
   * otherwise the job stops after decoding and answers with an AnimatedImage, so that the page asks first.
   */
  firstFrameOnly?: boolean;
}

export interface ImageOutcome {
  blob: Blob;
  width: number;
  height: number;
  quality: number;
  encodes: number;
  /** Whether the target size was reached. */
  reached: boolean;
  /** A small PNG of the image for the batch list, so that 20 photos are not decoded full size to show icons. */
  thumbnail?: Blob;
  /** The source was an animation of this many images, of which only the first was encoded. */
  firstFrameOf?: number;
}

/** The answer to a job on an animated image that did not allow keeping its first image only: nothing was encoded. */
export interface AnimatedImage {
  animated: true;
  frames: number;
  width: number;
  height: number;
  thumbnail?: Blob;
}

export type JobAnswer = ImageOutcome | AnimatedImage;

/** A failure with, when known, a French sentence saying why (shown under the tool's error message). */
export class ImageJobError extends Error {
  constructor(readonly detail?: string) {
    super(detail ?? 'Échec du traitement de l’image');
    this.name = 'ImageJobError';
  }
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type AnyContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(width: number, height: number): [AnyCanvas, AnyContext] {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (ctx) return [canvas, ctx];
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ImageJobError('Votre navigateur ne permet pas de dessiner l’image.');
  return [canvas, ctx];
}

/** The decoded image (its first frame for an animation), and how many images the file holds. */
async function decode(file: Blob): Promise<{ bitmap: ImageBitmap; frames: number }> {
  const head = new Uint8Array(await file.slice(0, 1 << 20).arrayBuffer());
  const header = readImageHeader(head);
  const tooBig = tooManyPixels(header);
  if (tooBig) throw new ImageJobError(tooBig);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    const foreign = foreignFormat(head);
    throw new ImageJobError(foreign ? FOREIGN_FORMAT_MESSAGES[foreign] : 'Le fichier est illisible ou endommagé\u00a0: ce n’est pas une image que le navigateur sait lire.');
  }
  // A GIF's images, or an animated WebP's, may lie anywhere in the file: those are read whole (25 MB at most).
  const whole = header?.type === 'image/gif' || header?.type === 'image/webp';
  const frames = countFrames(whole && file.size > head.length ? new Uint8Array(await file.arrayBuffer()) : head);
  return { bitmap, frames };
}

const THUMBNAIL_SIDE = 112;

async function makeThumbnail(bitmap: ImageBitmap): Promise<Blob | undefined> {
  if (typeof OffscreenCanvas !== 'function') return undefined;
  try {
    const { width, height } = fitLongestSide(bitmap.width, bitmap.height, THUMBNAIL_SIDE);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return undefined;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type: 'image/png' });
  } catch {
    return undefined;
  }
}

/** The pixels to encode, at the output size, on white for JPEG (which has no transparency). */
function pixelsOf(bitmap: ImageBitmap, size: { width: number; height: number }, job: ImageJob): ImageData {
  const [canvas, ctx] = makeCanvas(size.width, size.height);
  if (job.outputType === 'image/jpeg') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const pixels = ctx.getImageData(0, 0, size.width, size.height);
  canvas.width = 0;
  canvas.height = 0;
  return pixels;
}

/** Does the job; `onProgress` receives 0 to 1. Throws ImageJobError on a file it cannot handle. */
export async function processImage(job: ImageJob, onProgress: (fraction: number) => void = () => {}): Promise<JobAnswer> {
  const { bitmap, frames } = await decode(job.file);
  const thumbnail = await makeThumbnail(bitmap);
  if (frames > 1 && !job.firstFrameOnly) {
    const answer: AnimatedImage = { animated: true, frames, width: bitmap.width, height: bitmap.height, thumbnail };
    bitmap.close();
    return answer;
  }
  onProgress(0.15);
  let size = fitLongestSide(bitmap.width, bitmap.height, job.maxSide);
  size = fitWidth(size.width, size.height, job.maxWidth);
  const pixels = pixelsOf(bitmap, size, job);
  onProgress(0.25);
  const lossless = Boolean(job.lossless) && (job.outputType === 'image/webp' || job.outputType === 'image/png');
  let losslessTried = false;
  const encode = async (quality: number): Promise<Blob> => {
    const firstLossless = job.pngLosslessFirst && !losslessTried;
    losslessTried = true;
    try {
      const bytes = await encodePixels(pixels, { type: job.outputType, quality, lossless: lossless || Boolean(firstLossless) });
      return new Blob([bytes], { type: job.outputType });
    } catch {
      throw new ImageJobError('L’encodage de l’image a échoué (mémoire insuffisante\u00a0?). Essayez une image plus petite ou une largeur maximale.');
    }
  };

  const result = await searchQuality(
    encode,
    {
      initial: job.quality,
      step: job.step,
      targetBytes: job.targetBytes,
      ceilingBytes: job.ceilingBytes,
      // Lossless: one encode, the quality has nothing to lower.
      maxIterations: lossless ? 0 : job.maxIterations,
    },
    (done, total) => onProgress(0.25 + (0.75 * done) / total),
  );
  onProgress(1);
  return {
    blob: result.blob,
    width: size.width,
    height: size.height,
    quality: result.quality,
    encodes: result.encodes,
    reached: result.reached,
    thumbnail,
    ...(frames > 1 ? { firstFrameOf: frames } : {}),
  };
}
