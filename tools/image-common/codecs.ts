import type { OutputType } from './images';

/**
 * The encoders, Squoosh's codecs compiled to WebAssembly (the @jsquash packages): MozJPEG, libwebp, libavif and
 * oxipng. Each is imported when its format is first asked for, so the page, and a worker that only writes JPEG,
 * load no other. Their .wasm files are bundled beside the code (same origin) by Vite and WXT.
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

/** Encodes RGBA pixels; JPEG ignores the alpha (the engine has painted the image on white). */
export async function encodePixels(image: ImageData, { type, quality, lossless }: EncodeRequest): Promise<ArrayBuffer> {
  switch (type) {
    case 'image/jpeg': {
      const { default: encode } = await import('@jsquash/jpeg/encode.js');
      return encode(image, { quality: encoderQuality(quality) });
    }
    case 'image/webp': {
      const { default: encode } = await import('@jsquash/webp/encode.js');
      // Lossless: cwebp's defaults (effort 75, method 4), the setting sharp and Squoosh use too.
      return encode(image, lossless ? { lossless: 1, quality: 75, method: 4 } : { quality: encoderQuality(quality) });
    }
    case 'image/avif': {
      const { default: encode } = await import('@jsquash/avif/encode.js');
      return encode(image, { quality: encoderQuality(quality) });
    }
    case 'image/png': {
      const [{ default: optimise }, quantised] = await Promise.all([
        import('@jsquash/oxipng/optimise.js'),
        lossless ? image : import('./quantise').then(({ quantise }) => new ImageData(quantise(image.data, paletteSize(quality)), image.width, image.height)),
      ]);
      // oxipng writes a palette, grey or RGB image when the pixels allow it, and picks the best filters.
      return optimise(quantised, { level: 2 });
    }
  }
}
