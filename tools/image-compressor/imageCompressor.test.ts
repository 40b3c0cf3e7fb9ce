import { describe, expect, it } from 'vitest';
import { keepOriginal, MB } from '../../components/images/images';
import {
  canBeLossless,
  clampQualityPercent,
  compressedName,
  compressionJob,
  outputTypeFor,
  parseMaxWidth,
  qualityStep,
  targetBytes,
  validateImage,
} from './imageCompressor';

const file = (type: string, size = 1000) => ({ name: 'x', type, size });

describe('validateImage: SPEC’s checks and messages', () => {
  it.each([
    [file('image/jpeg'), null],
    [file('image/png'), null],
    [file('image/webp'), null],
    [file('image/gif'), null],
    [file('text/plain'), 'Veuillez sélectionner une image valide'],
    [file(''), 'Veuillez sélectionner une image valide'],
    [file('application/pdf'), 'Veuillez sélectionner une image valide'],
    [file('image/jpeg', 25 * MB), null],
    [file('image/jpeg', 25 * MB + 1), 'La taille du fichier ne doit pas dépasser 25MB'],
    [file('text/plain', 30 * MB), 'Veuillez sélectionner une image valide'],
    [file('image/heic'), null],
  ])('%o → %s', (facts, message) => {
    expect(validateImage(facts)).toBe(message);
  });

  it('takes a file with no type by its image extension (an iPhone photo on Windows), for the worker to read its bytes', () => {
    expect(validateImage({ name: 'IMG_0042.HEIC', type: '', size: 1000 })).toBeNull();
    expect(validateImage({ name: 'scan.tiff', type: '', size: 1000 })).toBeNull();
    expect(validateImage({ name: 'notes', type: '', size: 1000 })).toBe('Veuillez sélectionner une image valide');
    expect(validateImage({ name: 'photo.heic.txt', type: '', size: 1000 })).toBe('Veuillez sélectionner une image valide');
  });
});

describe('target size: max(0.1 MB, original MB × quality / 100)', () => {
  it.each([
    [10 * MB, 75, 7.5 * MB],
    [4 * MB, 50, 2 * MB],
    [2 * MB, 100, 2 * MB],
    [1 * MB, 5, 0.1 * MB],
    [50_000, 75, 0.1 * MB],
    [25 * MB, 1, 0.25 * MB],
  ])('%s bytes at %s → %s bytes', (original, quality, expected) => {
    expect(targetBytes(original, quality)).toBeCloseTo(expected, 6);
  });

  it('keeps the slider between 1 and 100', () => {
    expect(clampQualityPercent(0)).toBe(1);
    expect(clampQualityPercent(150)).toBe(100);
    expect(clampQualityPercent(74.6)).toBe(75);
    expect(clampQualityPercent(Number.NaN)).toBe(75);
  });
});

describe('output format and quality step', () => {
  it.each([
    ['image/jpeg', 'original', 'image/jpeg'],
    ['image/jpg', 'original', 'image/jpeg'],
    ['image/png', 'original', 'image/png'],
    ['image/webp', 'original', 'image/webp'],
    ['image/avif', 'original', 'image/avif'],
    ['image/gif', 'original', 'image/png'],
    ['image/bmp', 'original', 'image/png'],
    ['image/png', 'webp', 'image/webp'],
    ['image/png', 'jpeg', 'image/jpeg'],
    ['image/webp', 'jpeg', 'image/jpeg'],
    ['image/jpeg', 'avif', 'image/avif'],
    ['image/jpeg', 'png', 'image/png'],
    ['image/gif', 'webp', 'image/webp'],
    ['image/heic', 'original', 'image/jpeg'],
  ] as const)('%s with %s → %s', (input, format, expected) => {
    expect(outputTypeFor(input, format)).toBe(expected);
  });

  it('steps by 0.95, and 0.85 for PNG', () => {
    expect(qualityStep('image/jpeg')).toBe(0.95);
    expect(qualityStep('image/webp')).toBe(0.95);
    expect(qualityStep('image/png')).toBe(0.85);
  });

  it('builds the job from the settings: initial quality = slider / 100, 10 tries, the original as ceiling', () => {
    const blob = new Blob([new Uint8Array(4 * MB)], { type: 'image/png' });
    expect(compressionJob(blob, { quality: 75, format: 'original', lossless: false, maxWidth: 0 })).toEqual({
      file: blob,
      outputType: 'image/png',
      lossless: false,
      maxWidth: undefined,
      quality: 0.75,
      step: 0.85,
      targetBytes: 3 * MB,
      ceilingBytes: 4 * MB,
      maxIterations: 10,
    });
    expect(compressionJob(blob, { quality: 40, format: 'webp', lossless: false, maxWidth: 1280 })).toMatchObject({
      outputType: 'image/webp',
      maxWidth: 1280,
      quality: 0.4,
      step: 0.95,
      targetBytes: 1.6 * MB,
    });
  });
});

describe('lossless: WebP and PNG only', () => {
  it.each([
    ['image/webp', true],
    ['image/png', true],
    ['image/jpeg', false],
    ['image/avif', false],
  ] as const)('%s → %s', (type, expected) => {
    expect(canBeLossless(type)).toBe(expected);
  });

  it('asks the engine for lossless only where the format has it', () => {
    const png = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    const jpeg = new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });
    expect(compressionJob(png, { quality: 75, format: 'original', lossless: true, maxWidth: 0 }).lossless).toBe(true);
    expect(compressionJob(jpeg, { quality: 75, format: 'webp', lossless: true, maxWidth: 0 }).lossless).toBe(true);
    expect(compressionJob(jpeg, { quality: 75, format: 'original', lossless: true, maxWidth: 0 }).lossless).toBe(false);
    expect(compressionJob(png, { quality: 75, format: 'avif', lossless: true, maxWidth: 0 }).lossless).toBe(false);
  });
});

describe('maximum width: any whole number of pixels, as French users type it', () => {
  const error = 'Veuillez entrer une largeur valide : un nombre entier de pixels entre 1 et 20 000';
  it.each([
    ['', 0],
    ['  ', 0],
    ['1920', 1920],
    ['1 920', 1920],
    ['1\u00a0920', 1920],
    ['1920 px', 1920],
    ['800px', 800],
    ['20000', 20_000],
    ['1', 1],
  ])('« %s » → %i', (text, value) => {
    expect(parseMaxWidth(text)).toEqual({ ok: true, value });
  });

  it.each(['0', '-5', '12,5', '1.5', 'abc', '20001', '1e9'])('« %s » is refused with a French message', (text) => {
    const parsed = parseMaxWidth(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.replace(/\u00a0/g, ' ')).toBe(error);
  });
});

describe('names and the never-larger rule', () => {
  it('keeps the name when the format stays, changes the extension otherwise', () => {
    expect(compressedName('photo.jpg', 'image/jpeg', 'image/jpeg')).toBe('photo.jpg');
    expect(compressedName('photo.JPEG', 'image/jpeg', 'image/jpeg')).toBe('photo.JPEG');
    expect(compressedName('photo.jpg', 'image/jpeg', 'image/webp')).toBe('photo.webp');
    expect(compressedName('anim.gif', 'image/gif', 'image/png')).toBe('anim.png');
    expect(compressedName('photo.avif', 'image/avif', 'image/avif')).toBe('photo.avif');
    expect(compressedName('photo.jpg', 'image/jpeg', 'image/avif')).toBe('photo.avif');
    expect(compressedName('logo.svg', 'image/svg+xml', 'image/png')).toBe('logo.png');
  });

  it('hands back the original when the result is not smaller', () => {
    expect(keepOriginal(1000, 999)).toBe(false);
    expect(keepOriginal(1000, 1000)).toBe(true);
    expect(keepOriginal(1000, 1200)).toBe(true);
  });
});
