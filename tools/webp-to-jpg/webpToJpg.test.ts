import { describe, expect, it } from 'vitest';
import { MB } from '../../components/images/images';
import { conversionJob, convertedName, outputType, validateWebp, WEBP_MAX_BYTES } from './webpToJpg';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateWebp: SPEC’s checks and messages', () => {
  it.each([
    [file('photo.webp', 'image/webp'), null],
    [file('photo.WEBP', 'IMAGE/WEBP'), null],
    [file('photo.webp', ''), null],
    [file('photo', ''), 'Veuillez sélectionner une image WebP'],
    [file('photo.jpg', 'image/jpeg'), 'Veuillez sélectionner une image WebP'],
    [file('photo.webp', 'image/jpeg'), 'Veuillez sélectionner une image WebP'],
    [file('notes.txt', 'text/plain'), 'Veuillez sélectionner une image WebP'],
    [file('photo.webp', 'image/webp', 10 * MB), null],
    [file('photo.webp', 'image/webp', 10 * MB + 1), 'La taille du fichier ne doit pas dépasser 10MB'],
    // Type first, as SPEC lists them.
    [file('notes.txt', 'text/plain', 50 * MB), 'Veuillez sélectionner une image WebP'],
  ])('%o → %s', (facts, message) => {
    expect(validateWebp(facts)).toBe(message);
  });

  it('counts 10 MB as 10 × 1024 × 1024 bytes', () => {
    expect(WEBP_MAX_BYTES).toBe(10_485_760);
  });
});

describe('conversion job', () => {
  const blob = new Blob(['x'], { type: 'image/webp' });

  it('JPG: longest side 1920 px, 1 MB target, quality from 0.92 by 0.95, 10 tries', () => {
    expect(conversionJob(blob, 'jpg')).toEqual({
      file: blob,
      outputType: 'image/jpeg',
      maxSide: 1920,
      quality: 0.92,
      step: 0.95,
      targetBytes: MB,
      maxIterations: 10,
    });
  });

  it('PNG: lossless first, then fewer colours by 0.85', () => {
    expect(conversionJob(blob, 'png')).toMatchObject({ outputType: 'image/png', maxSide: 1920, quality: 1, step: 0.85, targetBytes: MB, pngLosslessFirst: true });
  });

  it('names the result after the original', () => {
    expect(convertedName('vacances.webp', 'jpg')).toBe('vacances.jpg');
    expect(convertedName('vacances.webp', 'png')).toBe('vacances.png');
    expect(convertedName('logo.final.webp', 'jpg')).toBe('logo.final.jpg');
    expect(outputType('jpg')).toBe('image/jpeg');
  });
});
