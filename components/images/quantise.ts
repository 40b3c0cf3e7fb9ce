import initLibimagequant, { ImageQuantizer } from 'libimagequant-wasm/wasm/libimagequant_wasm.js';

/**
 * Colour reduction for PNG with a quality: libimagequant, pngquant's own library, compiled to WebAssembly. Its
 * palette keeps 8-bit alpha, and its dithering (Floyd–Steinberg, applied only where it helps) keeps gradients and
 * soft edges from banding. pngquant's defaults: speed 4, full dithering. The pixels come back as RGBA with at most
 * `colours` distinct values, for oxipng to write as a palette. Pixels that already have no more colours than that
 * are returned untouched, so they stay exact.
 */

/** Compiles the WebAssembly, fetched beside this module's code; the first call starts it, later ones share it. */
let ready: Promise<unknown> | undefined;
export function init(): Promise<unknown> {
  ready ??= initLibimagequant().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

const SPEED = 4;
const DITHERING = 1;

export async function quantise(data: Uint8ClampedArray<ArrayBuffer>, width: number, height: number, colours: number): Promise<Uint8ClampedArray<ArrayBuffer>> {
  if (countColours(data, colours) <= colours) return data;
  await init();
  const quantiser = new ImageQuantizer();
  try {
    quantiser.setSpeed(SPEED);
    quantiser.setMaxColors(Math.min(256, Math.max(2, colours)));
    // No quality floor: the quality search above chooses the palette size, libimagequant never refuses.
    quantiser.setQuality(0, 100);
    const result = quantiser.quantizeImage(data, width, height);
    try {
      result.setDithering(DITHERING);
      return result.remapImage(data, width, height) as Uint8ClampedArray<ArrayBuffer>;
    } finally {
      result.free();
    }
  } finally {
    quantiser.free();
  }
}

/** Distinct RGBA values, counted up to `limit + 1` (enough to know the image has more than `limit`). */
export function countColours(rgba: Uint8ClampedArray | Uint8Array, limit: number): number {
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >> 2);
  const seen = new Set<number>();
  let last = -1;
  for (const pixel of pixels) {
    if (pixel === last) continue;
    last = pixel;
    seen.add(pixel);
    if (seen.size > limit) break;
  }
  return seen.size;
}
