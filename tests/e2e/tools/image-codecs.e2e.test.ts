import { expect, it } from 'vitest';
import { clickRowDownload, decodeInPage, isJpeg, isPng, isWebp, makeImage, rowTexts, settledRows, upload, useFixtureFolder } from '../images-fixtures';
import { captureDownloads, clickText, text } from '../site';
import { describeTool } from '../targets';

/**
 * The compressor's encoders (MozJPEG, WebP, AVIF, oxipng: WebAssembly from the page's own origin, in its worker) on
 * both targets: metadata, orientation, AVIF, lossless and a typed width.
 */
const folder = useFixtureFolder();

/**
 * An EXIF segment (little-endian TIFF) as a phone writes one: orientation 6 (turn 90° clockwise to display), the camera's
 * make and a GPS position.
 */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(120);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Make, Orientation, GPS IFD pointer.
  tiff.writeUInt16LE(3, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x010f, 2, 10, 60); // Make → "OutiloCam" at 60
  entry(22, 0x0112, 3, 1, 6); // Orientation 6
  entry(34, 0x8825, 4, 1, 72); // GPS IFD at 72
  tiff.writeUInt32LE(0, 46);
  tiff.write('OutiloCam\0', 60, 'latin1');
  // GPS IFD: GPSLatitudeRef « N ».
  tiff.writeUInt16LE(1, 72);
  tiff.writeUInt16LE(0x0001, 74);
  tiff.writeUInt16LE(2, 76);
  tiff.writeUInt32LE(2, 78);
  tiff.write('N\0', 82, 'latin1');
  tiff.writeUInt32LE(0, 86);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** The JPEG with the EXIF segment right after its start-of-image marker. */
const withExif = (jpeg: Buffer) => Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)]);

describeTool('image-compressor', (tool) => {
  it('applies the EXIF orientation and removes the camera and GPS data, with MozJPEG', async () => {
    const page = await tool.open();
    expect(await text(page, '.dropzone')).toContain('perd sa position GPS et les informations de l’appareil photo (EXIF)');
    // 600 × 400 as stored, 400 × 600 as shown: a photo taken with the phone upright.
    const photo = withExif(await makeImage(page, { width: 600, height: 400, type: 'image/jpeg', quality: 0.95, noise: true }));
    expect(photo.includes('OutiloCam')).toBe(true);
    const dl = await captureDownloads(page);
    try {
      await upload(page, await folder.file('portrait.jpg', photo));
      expect(await settledRows(page, 1)).toEqual([{ name: 'portrait.jpg', status: 'done' }]);
      await clickRowDownload(page, 'portrait.jpg');
      const out = await dl.next();
      expect(isJpeg(out.data)).toBe(true);
      expect(out.data.length).toBeLessThan(photo.length);
      expect(out.data.includes('Exif')).toBe(false);
      expect(out.data.includes('OutiloCam')).toBe(false);
      // Upright pixels, no orientation tag left to apply twice.
      expect(await decodeInPage(page, out.data)).toMatchObject({ width: 400, height: 600 });
    } finally {
      await dl.stop();
    }
  });

  it('writes AVIF, and a typed maximum width applies on « Recompresser »', async () => {
    const page = await tool.open();
    const photo = await makeImage(page, { width: 1200, height: 800, type: 'image/jpeg', quality: 0.95, noise: true });
    const dl = await captureDownloads(page);
    try {
      await clickText(page, 'AVIF', 'label');
      await upload(page, await folder.file('paysage.jpg', photo));
      expect(await settledRows(page, 1, 120_000)).toEqual([{ name: 'paysage.jpg', status: 'done' }]);
      await clickRowDownload(page, 'paysage.jpg');
      const avif = await dl.next();
      expect(avif.name).toBe('paysage.avif');
      expect(avif.data.subarray(4, 12).toString('latin1')).toBe('ftypavif');
      expect(avif.data.length).toBeLessThan(photo.length);
      expect(await decodeInPage(page, avif.data)).toMatchObject({ width: 1200, height: 800 });

      await page.type('input[name="largeur"]', '1 x');
      expect(await text(page, '.field__error')).toBe('Veuillez entrer une largeur valide : un nombre entier de pixels entre 1 et 20 000');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.type('input[name="largeur"]', '50');
      expect(await text(page, '.image-tool__recompress .field__hint')).toBe('Cliquez sur « Recompresser » pour appliquer la nouvelle largeur maximale.');
      await clickText(page, 'Recompresser');
      await page.waitForFunction(() => document.querySelector('.image-row__meta')?.textContent?.includes('150'));
      await settledRows(page, 1, 120_000);
      await clickRowDownload(page, 'paysage.jpg');
      expect(await decodeInPage(page, (await dl.next()).data)).toMatchObject({ width: 150, height: 100 });
    } finally {
      await dl.stop();
    }
  });

  it('keeps a screenshot’s every pixel when asked: optimised PNG, then lossless WebP', async () => {
    const page = await tool.open();
    // A chart-like graphic: flat colours, sharp edges, a few hundred distinct anti-aliased shades.
    const shot = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 900;
        canvas.height = 600;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, 900, 600);
        ctx.fillStyle = '#2563eb';
        for (let i = 0; i < 8; i++) ctx.fillRect(60 + i * 100, 500 - i * 50, 60, 50 + i * 50);
        ctx.fillStyle = '#0f172a';
        ctx.font = '28px sans-serif';
        ctx.fillText('Ventes par mois – capture d’écran', 60, 60);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
        return [...new Uint8Array(await blob.arrayBuffer())];
      }),
    );
    const probes: [number, number][] = [[5, 5], [85, 480], [70, 52], [80, 45]];
    const original = await decodeInPage(page, shot, probes);
    const dl = await captureDownloads(page);
    try {
      await clickText(page, 'Sans perte (captures d’écran, logos, graphiques)', 'label');
      await upload(page, await folder.file('capture.png', shot));
      expect(await settledRows(page, 1)).toEqual([{ name: 'capture.png', status: 'done' }]);
      expect((await rowTexts(page, 'capture.png')).kept).toBe('');
      await clickRowDownload(page, 'capture.png');
      const png = await dl.next();
      expect(png.name).toBe('capture.png');
      expect(isPng(png.data)).toBe(true);
      expect(png.data.length).toBeLessThan(shot.length);
      expect(await decodeInPage(page, png.data, probes)).toEqual(original);

      await clickText(page, 'WebP', 'label');
      await page.waitForFunction(() => document.querySelector('.image-row__meta')?.textContent?.includes('.webp'));
      await settledRows(page, 1);
      await clickRowDownload(page, 'capture.png');
      const webp = await dl.next();
      expect(webp.name).toBe('capture.webp');
      expect(isWebp(webp.data)).toBe(true);
      expect(webp.data.subarray(12, 16).toString('latin1')).toBe('VP8L');
      expect(await decodeInPage(page, webp.data, probes)).toEqual(original);
    } finally {
      await dl.stop();
    }
  });
});
