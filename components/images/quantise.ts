import { applyPalette, quantize } from 'gifenc';

/**
 * Colour reduction for PNG with a quality: gifenc's quantiser (a pairwise-nearest-neighbour palette over 5-6 bits
 * per channel, then each pixel mapped to its nearest colour), fast enough for a 4-megapixel graphic in a fraction of
 * a second. The pixels come back as RGBA with at most `colours` distinct values, for oxipng to write as a palette.
 * Pixels that already have no more colours than that are returned untouched, so they stay exact.
 */
export function quantise(data: Uint8ClampedArray<ArrayBuffer>, colours: number): Uint8ClampedArray<ArrayBuffer> {
  if (countColours(data, colours) <= colours) return data;
  const transparent = hasTransparency(data);
  const format = transparent ? 'rgba4444' : 'rgb565';
  // Invisible pixels are one colour (transparent black), so that their hidden RGB takes no place in the palette.
  const source = transparent ? clearInvisible(data) : data;
  const palette = quantize(source, colours, { format });
  const index = applyPalette(source, palette, format);
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0, o = 0; i < index.length; i++, o += 4) {
    const colour = palette[index[i]!]!;
    out[o] = colour[0]!;
    out[o + 1] = colour[1]!;
    out[o + 2] = colour[2]!;
    out[o + 3] = colour.length > 3 ? colour[3]! : 255;
  }
  return out;
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

function clearInvisible(rgba: Uint8ClampedArray<ArrayBuffer>): Uint8ClampedArray<ArrayBuffer> {
  const out = rgba.slice();
  for (let i = 3; i < out.length; i += 4) if (out[i] === 0) out.fill(0, i - 3, i);
  return out;
}

function hasTransparency(rgba: Uint8ClampedArray | Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true;
  return false;
}
