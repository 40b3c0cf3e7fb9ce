// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePixels, encoderQuality, paletteSize } from './codecs';
import { searchQuality } from './encoding';
import { countColours, quantise } from './quantise';
import { ssim } from 'ssim.js';

/** Node has no ImageData; oxipng checks for one, the other encoders read its three fields. */
class TestImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

beforeEach(() => {
  // Stubbed before each test: the configuration restores the globals after each one.
  vi.stubGlobal('ImageData', globalThis.ImageData ?? TestImageData);
  // The real encoders, loaded as in a page: each fetches its WebAssembly beside its code, here from the installed package.
  const fetchUrl = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return fetchUrl(input, init);
    return Promise.resolve(new Response(readFileSync(fileURLToPath(url)), { headers: { 'content-type': 'application/wasm' } }));
  });
});

/** A photo-like 160 × 120 image: smooth gradients with grain, fully opaque. */
function photo(width = 160, height = 120): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 27) - 16;
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width + grain;
      data[i + 1] = (y * 255) / height + grain;
      data[i + 2] = 128 + Math.sin(x / 9) * 60 + grain;
      data[i + 3] = 255;
    }
  }
  return new ImageData(data, width, height);
}

/** A graphic: four flat colours, as a chart or a logo. */
function graphic(width = 120, height = 80): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  const colours = [
    [37, 99, 235, 255],
    [255, 255, 255, 255],
    [15, 23, 42, 255],
    [250, 204, 21, 255],
  ];
  for (let i = 0; i < width * height; i++) data.set(colours[Math.floor((i % width) / 30)]!, i * 4);
  return new ImageData(data, width, height);
}

/** The photo cut out in an ellipse on transparency, its edge fading out over a tenth of the radius. */
function cutout(width = 200, height = 150): ImageData {
  const image = photo(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = Math.hypot((x - width / 2) / (width * 0.45), (y - height / 2) / (height * 0.45));
      image.data[(y * width + x) * 4 + 3] = Math.round(255 * Math.min(1, Math.max(0, (1 - r) / 0.1)));
    }
  }
  return image;
}

/** RGBA pixels composited on a grey level, opaque, as a page shows them. */
function over(rgba: Uint8ClampedArray, background: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]! / 255;
    for (let c = 0; c < 3; c++) out[i + c] = rgba[i + c]! * a + background * (1 - a);
    out[i + 3] = 255;
  }
  return out;
}

const bytes = (buffer: ArrayBuffer) => new Uint8Array(buffer);
const ascii = (buffer: ArrayBuffer) => String.fromCharCode(...bytes(buffer).slice(0, 16));

describe('encoder settings', () => {
  it('maps a quality of 0 to 1 onto the encoders’ 1 to 100', () => {
    expect([0, 0.004, 0.5, 0.75, 1, 1.2].map(encoderQuality)).toEqual([1, 1, 50, 75, 100, 100]);
  });

  it('PNG: 256 × quality colours, from 2 to 256', () => {
    expect([1, 0.75, 0.75 * 0.85, 0.01, 0].map(paletteSize)).toEqual([256, 192, 163, 3, 2]);
  });
});

describe('each format is written by its codec', () => {
  it.each([
    ['image/jpeg', (b: ArrayBuffer) => bytes(b)[0] === 0xff && bytes(b)[1] === 0xd8],
    ['image/webp', (b: ArrayBuffer) => ascii(b).startsWith('RIFF') && ascii(b).slice(8, 12) === 'WEBP'],
    ['image/avif', (b: ArrayBuffer) => ascii(b).slice(4, 12) === 'ftypavif'],
    ['image/png', (b: ArrayBuffer) => ascii(b).startsWith('\u0089PNG')],
  ] as const)('%s', async (type, isFormat) => {
    const out = await encodePixels(photo(), { type, quality: 0.75, lossless: false });
    expect(isFormat(out)).toBe(true);
    // Pixels only: no EXIF, XMP or camera data is written.
    expect(ascii(out) + new TextDecoder('latin1').decode(out)).not.toMatch(/Exif|<x:xmpmeta|GPS/);
  });

  it('JPEG is baseline at every quality, which every decoder reads (SOF0, never SOF1 or progressive SOF2)', async () => {
    for (const quality of [0.05, 0.3, 0.75, 1]) {
      const jpeg = bytes(await encodePixels(photo(), { type: 'image/jpeg', quality, lossless: false }));
      const frames = [...jpeg.keys()].filter((i) => jpeg[i] === 0xff && [0xc0, 0xc1, 0xc2].includes(jpeg[i + 1]!)).map((i) => jpeg[i + 1]);
      expect(frames, `quality ${quality}`).toEqual([0xc0]);
    }
  });

  it('a lower quality gives a smaller file, for every lossy format', async () => {
    for (const type of ['image/jpeg', 'image/webp', 'image/avif', 'image/png'] as const) {
      const high = await encodePixels(photo(), { type, quality: 0.9, lossless: false });
      const low = await encodePixels(photo(), { type, quality: 0.3, lossless: false });
      expect(low.byteLength, type).toBeLessThan(high.byteLength);
    }
  });

  it('lossless WebP and PNG keep a graphic’s exact pixels (PNG as a palette of its four colours)', async () => {
    const webp = await encodePixels(graphic(), { type: 'image/webp', quality: 0.1, lossless: true });
    const { default: decode } = await import('@jsquash/webp/decode.js');
    expect((await decode(webp)).data).toEqual(graphic().data);
    const png = await encodePixels(graphic(), { type: 'image/png', quality: 0.1, lossless: true });
    // IHDR colour type 3: indexed colour.
    expect(bytes(png)[25]).toBe(3);
  });
});

describe('the quality search on the real encoders', () => {
  it('lowers the quality by 0.95 per try until the JPEG is under the target, ten tries at most', async () => {
    const pixels = photo(320, 240);
    const first = (await encodePixels(pixels, { type: 'image/jpeg', quality: 0.75, lossless: false })).byteLength;
    const encode = async (quality: number) => new Blob([await encodePixels(pixels, { type: 'image/jpeg', quality, lossless: false })]);
    const result = await searchQuality(encode, { initial: 0.75, step: 0.95, targetBytes: first * 0.8, maxIterations: 10 });
    expect(result.reached).toBe(true);
    expect(result.encodes).toBeGreaterThan(1);
    expect(result.encodes).toBeLessThanOrEqual(11);
    expect(result.blob.size).toBeLessThanOrEqual(first * 0.8);
    expect(result.quality).toBeCloseTo(0.75 * 0.95 ** (result.encodes - 1), 10);
  });
});

describe('quantise: at most the palette size, exact when the image has fewer colours', () => {
  it('leaves an image of four colours untouched', async () => {
    const { data, width, height } = graphic();
    expect(await quantise(data, width, height, 16)).toBe(data);
  });

  it.each([256, 64, 8, 2])('a photo reduced to at most %i colours, close to the original', async (colours) => {
    const { data, width, height } = photo();
    const out = await quantise(data, width, height, colours);
    expect(countColours(out, 256)).toBeLessThanOrEqual(colours);
    let error = 0;
    for (let i = 0; i < data.length; i++) error += Math.abs(data[i]! - out[i]!);
    // Mean absolute error per channel: small at 256 colours, bounded at 2.
    expect(error / data.length).toBeLessThan(colours >= 64 ? 10 : 64);
  });

  it('keeps invisible pixels invisible and visible ones opaque', async () => {
    const { width, height } = photo();
    const data = photo().data.slice();
    for (let i = 3; i < data.length; i += 8) data[i] = 0;
    const out = await quantise(data, width, height, 32);
    for (let i = 3; i < data.length; i += 4) expect(out[i], `pixel ${i >> 2}`).toBe(data[i]);
  });

  it('a photo cut out on transparency with a feathered edge keeps its look and its soft edge', async () => {
    const { data, width, height } = cutout();
    const out = await quantise(data, width, height, 256);
    expect(countColours(out, 256)).toBeLessThanOrEqual(256);
    // Seen on white and on black, so that a wrong alpha counts as much as a wrong colour. A palette cut to 4 bits a
    // channel, alpha included, with no dithering, scored 0.85-0.87 here: a banded photo and a stepped edge.
    for (const background of [255, 0]) {
      const before = { data: over(data, background), width, height };
      const after = { data: over(out, background), width, height };
      expect(ssim(before, after).mssim, `on ${background}`).toBeGreaterThan(0.95);
    }
    // The edge's partial transparency: close to the original (4-bit alpha was 30 levels off on average there), in
    // many more steps than the 16 of 4-bit alpha.
    let error = 0;
    let edge = 0;
    const alphas = new Set<number>();
    for (let i = 3; i < out.length; i += 4) {
      if (data[i] === 0 || data[i] === 255) continue;
      edge++;
      error += Math.abs(data[i]! - out[i]!);
      alphas.add(out[i]!);
    }
    expect(error / edge).toBeLessThan(12);
    expect(alphas.size).toBeGreaterThan(32);
  });

  it('counts colours up to just past the limit', () => {
    expect(countColours(photo().data, 10)).toBe(11);
    expect(countColours(graphic().data, 10)).toBe(4);
  });
});
