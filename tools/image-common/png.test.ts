import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng, quantize } from './png';

// pngjs (a dev dependency without types) decodes what the encoder wrote.
const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read(b: Buffer): { width: number; height: number; data: Buffer } } } };
const deflate = async (data: Uint8Array) => new Uint8Array(deflateSync(data));

function decode(bytes: Uint8Array) {
  const png = PNG.sync.read(Buffer.from(bytes));
  return { width: png.width, height: png.height, data: new Uint8Array(png.data), colorType: bytes[25] };
}

/** A gradient with deterministic grain; the top-left quarter fully transparent when `alpha`. */
function photo(width: number, height: number, alpha = false): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  let seed = 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const n = ((seed >>> 24) - 128) >> 4;
      const p = (y * width + x) * 4;
      data[p] = Math.max(0, Math.min(255, (x * 255) / width + n));
      data[p + 1] = Math.max(0, Math.min(255, (y * 255) / height + n));
      data[p + 2] = 128;
      data[p + 3] = alpha && x < width / 2 && y < height / 2 ? 0 : 255;
    }
  }
  return data;
}

const distinct = (data: Uint8Array) => new Set(new Uint32Array(data.buffer, data.byteOffset, data.length / 4)).size;

describe('PNG with a quality (colour reduction + native deflate)', () => {
  it('computes the PNG chunk CRC', () => {
    expect((crc32(new TextEncoder().encode('IEND')) ^ 0xffffffff) >>> 0).toBe(0xae426082);
  });

  it('writes every colour losslessly with maxColors 0', async () => {
    const pixels = photo(40, 30, true);
    const out = decode(await encodePng(pixels, 40, 30, 0, deflate));
    expect([out.width, out.height, out.colorType]).toEqual([40, 30, 6]);
    expect(out.data).toEqual(pixels);
  });

  it('writes an opaque image as RGB', async () => {
    const pixels = photo(40, 30);
    const out = decode(await encodePng(pixels, 40, 30, 0, deflate));
    expect(out.colorType).toBe(2);
    expect(out.data).toEqual(pixels);
  });

  it('keeps an image of few colours exact, as a palette PNG with its transparency', async () => {
    const pixels = new Uint8Array(64 * 64 * 4);
    for (let i = 0; i < 64 * 64; i++) pixels.set(i % 3 === 0 ? [0, 0, 0, 0] : i % 3 === 1 ? [225, 29, 72, 255] : [255, 255, 255, 128], i * 4);
    const bytes = await encodePng(pixels, 64, 64, 3072, deflate);
    const out = decode(bytes);
    expect(out.colorType).toBe(3);
    expect(out.data).toEqual(pixels);
  });

  it('reduces a photo to at most the colours allowed, close to the original, transparency kept', async () => {
    const pixels = photo(200, 150, true);
    for (const max of [3072, 200, 16]) {
      const bytes = await encodePng(pixels, 200, 150, max, deflate);
      const out = decode(bytes);
      expect([out.width, out.height]).toEqual([200, 150]);
      expect(distinct(out.data)).toBeLessThanOrEqual(max);
      if (max > 256) expect(out.colorType).toBe(6);
      let error = 0;
      for (let p = 0; p < pixels.length; p += 4) {
        if (pixels[p + 3] === 0) {
          expect(out.data[p + 3]).toBe(0);
          continue;
        }
        for (let c = 0; c < 3; c++) error += Math.abs(out.data[p + c]! - pixels[p + c]!);
      }
      const meanError = error / ((pixels.length / 4) * 0.75 * 3);
      expect(meanError).toBeLessThan(max >= 200 ? 4 : 16);
    }
  });

  it('makes smaller files with fewer colours', async () => {
    const pixels = photo(300, 200);
    const lossless = (await encodePng(pixels, 300, 200, 0, deflate)).length;
    const tiny = (await encodePng(pixels, 300, 200, 16, deflate)).length;
    expect(tiny).toBeLessThan(lossless);
  });

  it('quantizes into a palette of at most maxColors entries', () => {
    const pixels = photo(100, 100);
    const { palette, indices } = quantize(pixels, 50);
    expect(palette.length / 4).toBeLessThanOrEqual(50);
    expect(Math.max(...indices)).toBeLessThan(palette.length / 4);
  });
});
