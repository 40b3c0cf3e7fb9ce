import imageCompression from 'browser-image-compression';
import { fitLongestSide, fitWidth, readImageHeader, searchQuality, tooManyPixels } from './encoding';
import type { OutputType } from './images';
import { encodePng } from './png';

/**
 * The image work itself: decode, resize, paint, encode, search the quality (browser-image-compression's
 * rule). Runs inside our own worker (image.worker.ts) with OffscreenCanvas, or on the page where no worker
 * can run. A quality applies to PNG by reducing its colours to 4096 × quality, as the library's UPNG
 * encoder does: png.ts does it with the browser's native deflate (about 10 times faster); the library's
 * encoder remains where CompressionStream is missing. The library's own worker mode, which loads it from
 * a CDN, is never used.
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
  /** PNG: try the lossless encoding first (converter); otherwise PNG goes straight to colour reduction. */
  pngLosslessFirst?: boolean;
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
}

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

function nativeEncode(canvas: AnyCanvas, type: OutputType, quality?: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ImageJobError('L’encodage de l’image a échoué.'))), type, quality),
  );
}

async function nativeDeflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const FORMAT_NAMES: Record<OutputType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

async function decode(file: Blob): Promise<ImageBitmap> {
  const header = readImageHeader(new Uint8Array(await file.slice(0, 1 << 20).arrayBuffer()));
  const tooBig = tooManyPixels(header);
  if (tooBig) throw new ImageJobError(tooBig);
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ImageJobError('Le fichier est illisible ou endommagé\u00a0: ce n’est pas une image que le navigateur sait lire.');
  }
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

/**
 * The pixels to encode, at the output size. The fast path hands the decoded bitmap to the canvas without
 * copying it (no resize, no white to paint under transparency, no PNG colour reduction, which reads the
 * pixels back); otherwise the image is drawn, on white for JPEG (JPEG has no transparency).
 */
function paint(bitmap: ImageBitmap, size: { width: number; height: number }, job: ImageJob): AnyCanvas {
  const sameSize = size.width === bitmap.width && size.height === bitmap.height;
  const opaqueInput = /^image\/(jpeg|jpg|pjpeg)$/i.test(job.file.type);
  const needsWhite = job.outputType === 'image/jpeg' && !opaqueInput;
  if (sameSize && !needsWhite && job.outputType !== 'image/png' && typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const renderer = canvas.getContext('bitmaprenderer');
    if (renderer) {
      renderer.transferFromImageBitmap(bitmap);
      return canvas;
    }
  }
  const [canvas, ctx] = makeCanvas(size.width, size.height);
  if (job.outputType === 'image/jpeg') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas;
}

/** Does the job; `onProgress` receives 0 to 1. Throws ImageJobError on a file it cannot handle. */
export async function processImage(job: ImageJob, onProgress: (fraction: number) => void = () => {}): Promise<ImageOutcome> {
  const bitmap = await decode(job.file);
  const thumbnail = await makeThumbnail(bitmap);
  onProgress(0.15);
  let size = fitLongestSide(bitmap.width, bitmap.height, job.maxSide);
  size = fitWidth(size.width, size.height, job.maxWidth);
  const canvas = paint(bitmap, size, job);
  onProgress(0.25);
  let losslessTried = false;
  let pixels: Uint8ClampedArray | undefined;
  const encode = async (quality: number): Promise<Blob> => {
    let blob: Blob;
    if (job.outputType !== 'image/png') blob = await nativeEncode(canvas, job.outputType, quality);
    else if (job.pngLosslessFirst && !losslessTried) {
      losslessTried = true;
      blob = await nativeEncode(canvas, 'image/png');
    } else if (typeof CompressionStream === 'function') {
      const ctx = (canvas as OffscreenCanvas).getContext('2d') as AnyContext;
      pixels ??= ctx.getImageData(0, 0, size.width, size.height).data;
      const bytes = await encodePng(pixels, size.width, size.height, Math.max(2, Math.round(4096 * quality)), nativeDeflate);
      blob = new Blob([bytes as BlobPart], { type: 'image/png' });
    } else {
      // UPNG through browser-image-compression: 4096 × quality colours, deflated in JavaScript.
      blob = await imageCompression.canvasToFile(canvas as HTMLCanvasElement, 'image/png', 'image.png', 0, quality);
    }
    if (blob.type !== job.outputType) throw new ImageJobError(`Votre navigateur ne sait pas produire le format ${FORMAT_NAMES[job.outputType]}.`);
    return blob;
  };

  const result = await searchQuality(
    encode,
    { initial: job.quality, step: job.step, targetBytes: job.targetBytes, ceilingBytes: job.ceilingBytes, maxIterations: job.maxIterations },
    (done, total) => onProgress(0.25 + (0.75 * done) / total),
  );
  if ('width' in canvas) {
    canvas.width = 0;
    canvas.height = 0;
  }
  onProgress(1);
  const blob = result.blob.type === job.outputType ? result.blob : new Blob([result.blob], { type: job.outputType });
  return { blob, width: size.width, height: size.height, quality: result.quality, encodes: result.encodes, reached: result.reached, thumbnail };
}
