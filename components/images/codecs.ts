import { onDemand } from '../lib/onDemand';
import type { OutputType } from './images';

/**
 * The encoders, Squoosh's codecs compiled to WebAssembly (the @jsquash packages): MozJPEG, libwebp, libavif and
 * oxipng, and libimagequant (pngquant's library, quantise.ts) for PNG with a quality. Each is imported when its
 * format is first asked for, so the page, and a worker that only writes JPEG, load no other. Their .wasm files are
 * bundled beside the code (same origin) by Vite and WXT.
 */

/** What a quality of 0 to 1 becomes for each encoder; pure, so that the choices are tested without WebAssembly. */
export function encoderQuality(quality: number): number {
  return Math.min(100, Math.max(1, Math.round(quality * 100)));
}

/**
 * PNG with a quality: at most 256 × quality colours (2 at least), a palette PNG. A quality of 1 keeps 256 colours,
 * as pngquant does by default; each try of the quality search (0.85 per step) takes away about a sixth of them.
 */
export function paletteSize(quality: number): number {
  return Math.min(256, Math.max(2, Math.round(256 * quality)));
}

export interface EncodeRequest {
  type: OutputType;
  /** 0 to 1; ignored when lossless. */
  quality: number;
  /** WebP and PNG only: every pixel kept (screenshots, graphics). */
  lossless: boolean;
}

/**
 * A codec's glue and WebAssembly (up to 3 MB) may take a while on a slow connection; past this, the file fails with
 * the usual message and « Recompresser » tries again, instead of a row that works for ever.
 */
const CODEC_LOAD_MS = 60_000;

/** The module's encoder once its WebAssembly is compiled, so that the time-out covers that fetch too. */
const ready = async <E>(codec: { default: E; init: () => Promise<unknown> }) => {
  await codec.init();
  return codec.default;
};
const mozjpeg = onDemand(() => import('@jsquash/jpeg/encode.js').then(ready), CODEC_LOAD_MS);
const libwebp = onDemand(() => import('@jsquash/webp/encode.js').then(ready), CODEC_LOAD_MS);
const libavif = onDemand(() => import('@jsquash/avif/encode.js').then(ready), CODEC_LOAD_MS);
const oxipng = onDemand(() => import('@jsquash/oxipng/optimise.js').then(ready), CODEC_LOAD_MS);
const quantiser = onDemand(
  () =>
    import('./quantise').then(async ({ init, quantise }) => {
      await init();
      return quantise;
    }),
  CODEC_LOAD_MS,
);

/** Encodes RGBA pixels; JPEG ignores the alpha (the engine has painted the image on white). */
export async function encodePixels(image: ImageData, { type, quality, lossless }: EncodeRequest): Promise<ArrayBuffer> {
  switch (type) {
    case 'image/jpeg': {
      const encode = await mozjpeg.load();
      // Baseline, not progressive: a 12 MP photo in 1.7 s instead of 2.7 s, about 2.5 % larger (the same pixels).
      // `baseline` keeps the tables 8-bit at low qualities, so that every decoder reads the file (SOF0, not SOF1).
      return encode(image, { quality: encoderQuality(quality), progressive: false, baseline: true });
    }
    case 'image/webp': {
      const encode = await libwebp.load();
      // Lossless: cwebp's defaults (effort 75, method 4), the setting sharp and Squoosh use too.
      return encode(image, lossless ? { lossless: 1, quality: 75, method: 4 } : { quality: encoderQuality(quality) });
    }
    case 'image/avif': {
      const encode = await libavif.load();
      return encode(image, { quality: encoderQuality(quality) });
    }
    case 'image/png': {
      const [optimise, quantised] = await Promise.all([
        oxipng.load(),
        lossless ? image : quantiser.load().then(async (quantise) => new ImageData(await quantise(image.data, image.width, image.height, paletteSize(quality)), image.width, image.height)),
      ]);
      // oxipng writes a palette, grey or RGB image when the pixels allow it, and picks the best filters. Its level 1
      // would save 0.3 s on a 4 MP graphic, but writes screenshots 16-19 % larger.
      return optimise(quantised, { level: 2 });
    }
  }
}
