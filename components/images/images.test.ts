import { describe, expect, it } from 'vitest';
import { countFrames, FOREIGN_FORMAT_MESSAGES, fitLongestSide, fitWidth, foreignFormat, ftypBrands, readImageHeader, searchQuality, tooManyPixels } from './encoding';
import { animatedGif } from './gifFixture';
import { formatBytes, formatDimensions, formatElapsed, formatReduction, MAX_BATCH, MB, reductionPercent, refusedMessage, takeForBatch, uniqueNames, withExtension } from './images';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatBytes: B, KB, MB, GB in powers of 1024, 2 decimals', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1 023 B'],
    [1024, '1,00 KB'],
    [1536, '1,50 KB'],
    [1024 * 1023.996, '1,00 MB'],
    [MB, '1,00 MB'],
    [2.5 * MB, '2,50 MB'],
    [10 * MB, '10,00 MB'],
    [1024 * MB, '1,00 GB'],
    [3.456 * 1024 * MB, '3,46 GB'],
    [5000 * 1024 * MB, '5 000,00 GB'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
  ])('%s bytes → %s', (bytes, expected) => {
    expect(plain(formatBytes(bytes))).toBe(expected);
  });

  it('puts a no-break space between the figure and its unit', () => {
    expect(formatBytes(1536)).toBe('1,50\u00a0KB');
  });
});

describe('reduction: share saved, 1 decimal, never negative', () => {
  it.each([
    [1000, 500, 50, '50,0 %'],
    [3000, 1000, 66.666, '66,7 %'],
    [1000, 999, 0.1, '0,1 %'],
    [1000, 1000, 0, '0,0 %'],
    [1000, 1500, 0, '0,0 %'],
    [0, 0, 0, '0,0 %'],
  ])('%s → %s bytes', (before, after, percent, text) => {
    expect(reductionPercent(before, after)).toBeCloseTo(percent, 2);
    expect(plain(formatReduction(before, after))).toBe(text);
  });
});

/** An encoder whose size is proportional to the quality, recording the qualities asked. */
function fakeEncoder(bytesAtFull: number) {
  const asked: number[] = [];
  const encode = async (q: number) => {
    asked.push(q);
    return new Blob([new Uint8Array(Math.round(bytesAtFull * q))]);
  };
  return { asked, encode };
}

describe('searchQuality: SPEC’s iteration rule', () => {
  it('stops at the first encode when it is at or under the target', async () => {
    const { asked, encode } = fakeEncoder(1000);
    const result = await searchQuality(encode, { initial: 0.75, step: 0.95, targetBytes: 800, maxIterations: 10 });
    expect(asked).toEqual([0.75]);
    expect(result).toMatchObject({ quality: 0.75, encodes: 1, reached: true });
  });

  it('lowers the quality by the step until the target is met', async () => {
    const { asked, encode } = fakeEncoder(1000);
    const result = await searchQuality(encode, { initial: 0.75, step: 0.95, targetBytes: 650, maxIterations: 10 });
    expect(asked.map((q) => Number(q.toFixed(6)))).toEqual([0.75, 0.7125, 0.676875, 0.643031]);
    expect(result.reached).toBe(true);
    expect(result.blob.size).toBe(643);
  });

  it('makes at most 10 tries after the first, with the PNG step 0.85, and keeps the smallest', async () => {
    const { asked, encode } = fakeEncoder(1000);
    const result = await searchQuality(encode, { initial: 1, step: 0.85, targetBytes: 1, maxIterations: 10 });
    expect(asked).toHaveLength(11);
    expect(asked[10]).toBeCloseTo(0.85 ** 10, 10);
    expect(result).toMatchObject({ encodes: 11, reached: false });
    expect(result.blob.size).toBe(Math.round(1000 * 0.85 ** 10));
  });

  it('goes on while the result is above the original (the ceiling), even under the target', async () => {
    const { asked, encode } = fakeEncoder(1000);
    const result = await searchQuality(encode, { initial: 0.8, step: 0.95, targetBytes: 5000, ceilingBytes: 700, maxIterations: 10 });
    expect(asked.length).toBeGreaterThan(1);
    expect(result.blob.size).toBeLessThanOrEqual(700);
  });

  it('keeps the smallest result when a lower quality comes out larger', async () => {
    const sizes = [900, 700, 800, 750];
    let i = 0;
    const encode = async () => new Blob([new Uint8Array(sizes[Math.min(i++, sizes.length - 1)]!)]);
    const result = await searchQuality(encode, { initial: 1, step: 0.95, targetBytes: 100, maxIterations: 3 });
    expect(result.blob.size).toBe(700);
    expect(result.quality).toBeCloseTo(0.95);
  });

  it('reports each try', async () => {
    const { encode } = fakeEncoder(1000);
    const tries: [number, number][] = [];
    await searchQuality(encode, { initial: 1, step: 0.5, targetBytes: 300, maxIterations: 10 }, (done, total) => tries.push([done, total]));
    expect(tries).toEqual([
      [1, 11],
      [2, 11],
      [3, 11],
    ]);
  });
});

describe('sizes', () => {
  it('fits the longest side, never enlarging, keeping the aspect ratio', () => {
    expect(fitLongestSide(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitLongestSide(1200, 2400, 1920)).toEqual({ width: 960, height: 1920 });
    expect(fitLongestSide(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(fitLongestSide(20000, 10, 1920)).toEqual({ width: 1920, height: 1 });
    expect(fitLongestSide(4000, 3000)).toEqual({ width: 4000, height: 3000 });
  });

  it('fits the width only', () => {
    expect(fitWidth(3000, 4000, 1920)).toEqual({ width: 1920, height: 2560 });
    expect(fitWidth(1600, 1200, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWidth(640, 480, 800)).toEqual({ width: 640, height: 480 });
    expect(fitWidth(640, 480, 0)).toEqual({ width: 640, height: 480 });
  });
});

describe('file names', () => {
  it.each([
    ['photo.webp', 'image/jpeg', 'photo.jpg'],
    ['photo.vacances.WEBP', 'image/png', 'photo.vacances.png'],
    ['sans-extension', 'image/webp', 'sans-extension.webp'],
    ['.webp', 'image/jpeg', '.webp.jpg'],
    ['  ', 'image/jpeg', 'image.jpg'],
  ] as const)('%s as %s → %s', (name, type, expected) => {
    expect(withExtension(name, type)).toBe(expected);
  });

  it('makes ZIP names unique, case-insensitively, in order', () => {
    expect(uniqueNames(['photo.jpg', 'photo.jpg', 'Photo.JPG', 'autre.png', 'photo (2).jpg', 'a/b.png', 'x'])).toEqual([
      'photo.jpg',
      'photo (2).jpg',
      'Photo (3).JPG',
      'autre.png',
      'photo (2) (2).jpg',
      'a_b.png',
      'x',
    ]);
  });
});

describe('batch limit', () => {
  it('takes up to 20 files in all and counts the rest', () => {
    const files = Array.from({ length: 25 }, (_, i) => i);
    expect(takeForBatch(files, 0)).toEqual({ taken: files.slice(0, MAX_BATCH), refused: 5 });
    expect(takeForBatch(files.slice(0, 3), 18)).toEqual({ taken: [0, 1], refused: 1 });
    expect(takeForBatch(files.slice(0, 3), 20)).toEqual({ taken: [], refused: 3 });
    expect(takeForBatch(files.slice(0, 3), 0)).toEqual({ taken: [0, 1, 2], refused: 0 });
  });

  it('says it in French', () => {
    expect(refusedMessage(0)).toBe('');
    expect(plain(refusedMessage(1))).toBe('20 images au maximum par lot : 1 fichier ignoré. Téléchargez ce lot, puis videz la liste pour continuer.');
    expect(plain(refusedMessage(3))).toMatch(/^20 images au maximum par lot : 3 fichiers ignorés\./);
  });
});

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];
const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];

describe('readImageHeader: format and dimensions from the first bytes', () => {
  it('reads PNG', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n', be32(13), 'IHDR', be32(4000), be32(3000), [8, 6, 0, 0, 0]);
    expect(readImageHeader(png)).toEqual({ type: 'image/png', width: 4000, height: 3000 });
  });

  it('reads JPEG past an APP1 segment', () => {
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe1], be16(8), 'Exif\0\0', [0xff, 0xc0], be16(17), [8], be16(3000), be16(4000), new Array(12).fill(0));
    expect(readImageHeader(jpeg)).toEqual({ type: 'image/jpeg', width: 4000, height: 3000 });
  });

  it('reads the three WebP flavours', () => {
    const vp8x = bytes('RIFF', le32(100), 'WEBP', 'VP8X', le32(10), [0x10, 0, 0, 0], [0x9f, 0x0f, 0x00], [0xb7, 0x0b, 0x00]);
    expect(readImageHeader(vp8x)).toEqual({ type: 'image/webp', width: 4000, height: 3000 });
    const vp8 = bytes('RIFF', le32(100), 'WEBP', 'VP8 ', le32(80), [0, 0, 0], [0x9d, 0x01, 0x2a], [0x80, 0x02], [0xe0, 0x01]);
    expect(readImageHeader(vp8)).toEqual({ type: 'image/webp', width: 640, height: 480 });
    const bits = (640 - 1) | ((480 - 1) << 14);
    const vp8l = bytes('RIFF', le32(100), 'WEBP', 'VP8L', le32(80), [0x2f], le32(bits), [0, 0, 0, 0, 0]);
    expect(readImageHeader(vp8l)).toEqual({ type: 'image/webp', width: 640, height: 480 });
  });

  it('reads GIF and BMP, and knows text is not an image', () => {
    expect(readImageHeader(bytes('GIF89a', [0x40, 0x01, 0xf0, 0x00]))).toEqual({ type: 'image/gif', width: 320, height: 240 });
    const bmp = bytes('BM', new Array(16).fill(0), le32(100), le32(-50));
    expect(readImageHeader(bmp)).toEqual({ type: 'image/bmp', width: 100, height: 50 });
    expect(readImageHeader(bytes('du texte renommé en .webp'))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
  });

  it('refuses more than 50 megapixels before decoding', () => {
    expect(tooManyPixels({ type: 'image/png', width: 8000, height: 6000 })).toBeNull();
    expect(plain(tooManyPixels({ type: 'image/png', width: 20000, height: 20000 })!)).toBe('Image trop grande (20 000 × 20 000 px) : 50 mégapixels au maximum.');
    expect(tooManyPixels({ type: 'image/jpeg' })).toBeNull();
    expect(tooManyPixels(null)).toBeNull();
    expect(plain(formatDimensions(1920, 1080))).toBe('1 920 × 1 080 px');
  });
});

/** An ISO base media `ftyp` box: major brand, minor version 0, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes(be32(size), 'ftyp', major, [0, 0, 0, 0], ...compatible, be32(0x10), 'meta');
};

describe('foreignFormat: formats a browser may not read, by their bytes', () => {
  it('recognises an iPhone photo (HEIC) by its ftyp brands, whatever its name', () => {
    // An iPhone 15's IMG_0001.HEIC starts with `ftypheic`, compatible brands mif1, MiHE, MiPr, miaf, MiHB, heic.
    const iphone = ftyp('heic', 'mif1', 'MiHE', 'MiPr', 'miaf', 'MiHB', 'heic');
    expect(ftypBrands(iphone)).toEqual(['heic', 'mif1', 'MiHE', 'MiPr', 'miaf', 'MiHB', 'heic']);
    expect(foreignFormat(iphone)).toBe('heic');
    expect(foreignFormat(ftyp('mif1', 'heic'))).toBe('heic');
    expect(foreignFormat(ftyp('heix', 'mif1'))).toBe('heic');
  });

  it('leaves AVIF (which lists the generic HEIF brand too) and MP4 video alone', () => {
    expect(foreignFormat(ftyp('avif', 'mif1', 'miaf', 'MA1B'))).toBeNull();
    expect(foreignFormat(ftyp('mif1', 'avif', 'miaf'))).toBeNull();
    expect(foreignFormat(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
  });

  it('recognises JPEG XL, TIFF, Photoshop and JPEG 2000, and not the formats browsers read', () => {
    expect(foreignFormat(bytes([0xff, 0x0a, 0xfa, 0x7f]))).toBe('jxl');
    expect(foreignFormat(bytes([0, 0, 0, 0x0c], 'JXL ', [0x0d, 0x0a, 0x87, 0x0a]))).toBe('jxl');
    expect(foreignFormat(bytes('II', [0x2a, 0, 8, 0, 0, 0]))).toBe('tiff');
    expect(foreignFormat(bytes('MM', [0, 0x2a, 0, 0, 0, 8]))).toBe('tiff');
    expect(foreignFormat(bytes('8BPS', [0, 1]))).toBe('psd');
    expect(foreignFormat(bytes([0, 0, 0, 0x0c], 'jP  ', [0x0d, 0x0a, 0x87, 0x0a]))).toBe('jp2');
    expect(foreignFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(foreignFormat(bytes([0x89], 'PNG\r\n\u001a\n'))).toBeNull();
    expect(foreignFormat(bytes('RIFF', le32(100), 'WEBPVP8 '))).toBeNull();
    expect(foreignFormat(bytes('GIF89a'))).toBeNull();
    expect(foreignFormat(new Uint8Array(0))).toBeNull();
  });

  it('tells how to get a JPEG from an iPhone, in French', () => {
    expect(plain(FOREIGN_FORMAT_MESSAGES.heic)).toBe(
      'Photo au format HEIC (celui des iPhone) : votre navigateur ne sait pas la lire. Pour obtenir un JPEG, choisissez « Plus compatible » dans Réglages > Appareil photo > Formats sur l’iPhone (pour les prochaines photos), ou partagez la photo en JPEG (par e-mail, par exemple), puis déposez ce fichier ici.',
    );
  });
});

/** PNG chunk: length, type, data, a CRC (not checked by the counter). */
const chunk = (type: string, data: number[]) => bytes(be32(data.length), type, data, [0, 0, 0, 0]);

describe('countFrames: animations are found by their frames, not their name', () => {
  it('counts the images of an animated GIF, and 1 for a still one', () => {
    expect(countFrames(animatedGif(4, 3, [[255, 0, 0], [0, 255, 0], [0, 0, 255]]))).toBe(3);
    expect(countFrames(animatedGif(300, 200, [[255, 0, 0], [0, 0, 255]]))).toBe(2);
    expect(countFrames(animatedGif(4, 3, [[255, 0, 0]]))).toBe(1);
  });

  it('counts what a truncated GIF holds', () => {
    const gif = animatedGif(40, 30, [[255, 0, 0], [0, 255, 0], [0, 0, 255]]);
    expect(countFrames(gif.subarray(0, Math.floor(gif.length / 2)))).toBeGreaterThanOrEqual(1);
    expect(countFrames(gif.subarray(0, 13))).toBe(1);
  });

  it('reads an APNG’s frame count from acTL before the image data, and 1 for a plain PNG', () => {
    const head = bytes([0x89], 'PNG\r\n\u001a\n');
    const ihdr = chunk('IHDR', [...be32(10), ...be32(10), 8, 6, 0, 0, 0]);
    const idat = chunk('IDAT', [1, 2, 3]);
    const apng = new Uint8Array([...head, ...ihdr, ...chunk('acTL', [...be32(12), ...be32(0)]), ...idat]);
    expect(countFrames(apng)).toBe(12);
    expect(countFrames(new Uint8Array([...head, ...ihdr, ...idat, ...chunk('acTL', [...be32(12), ...be32(0)])]))).toBe(1);
    expect(countFrames(new Uint8Array([...head, ...ihdr, ...chunk('acTL', [...be32(1), ...be32(0)]), ...idat]))).toBe(1);
  });

  it('counts an animated WebP’s ANMF chunks, and 1 for a still WebP', () => {
    const riff = (...chunks: number[][]) => {
      const body = chunks.flat();
      return bytes('RIFF', le32(4 + body.length), 'WEBP', body);
    };
    const webpChunk = (type: string, size: number) => [...type].map((c) => c.charCodeAt(0)).concat(le32(size), new Array(size + (size & 1)).fill(0));
    const vp8x = (flags: number) => [...'VP8X'].map((c) => c.charCodeAt(0)).concat(le32(10), [flags, 0, 0, 0, 9, 0, 0, 9, 0, 0]);
    expect(countFrames(riff(vp8x(0x02), webpChunk('ANIM', 6), webpChunk('ANMF', 21), webpChunk('ANMF', 21), webpChunk('ANMF', 17)))).toBe(3);
    expect(countFrames(riff(vp8x(0x10), webpChunk('ALPH', 5), webpChunk('VP8 ', 30)))).toBe(1);
    expect(countFrames(riff(webpChunk('VP8L', 20)))).toBe(1);
  });

  it('gives 1 for JPEG and unknown bytes', () => {
    expect(countFrames(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(1);
    expect(countFrames(new Uint8Array(0))).toBe(1);
  });
});

describe('formatElapsed: the time a slow file has taken', () => {
  it.each([
    [1, '1 s écoulée'],
    [12, '12 s écoulées'],
    [59.9, '59 s écoulées'],
    [65, '1 min 05 s écoulées'],
    [600, '10 min 00 s écoulées'],
  ])('%s s → %s', (seconds, text) => {
    expect(plain(formatElapsed(seconds))).toBe(text);
  });
});
