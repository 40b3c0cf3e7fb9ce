import { unzipSync } from 'fflate';
import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { clickRowDownload, decodeInPage, dropFiles, imageWorker, isJpeg, isPng, isWebp, makeImage, rowTexts, settledRows, upload, useFixtureFolder, workerUrls } from '../images-fixtures';
import { axeViolations, captureDownloads, clickText, detail, hasHorizontalScroll, RESULT, text } from '../site';
import { describeTool } from '../targets';
import { animatedGif } from '../../../components/images/gifFixture';
import { until } from '../browser';

const MB = 1024 * 1024;
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


/** An ISO BMFF box: 32-bit size, type, body. */
function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
}

/**
 * The start of an iPhone's HEIC photo (ISO/IEC 23008-12): `ftyp` with the brands `heic` and `mif1`, a `meta` box
 * whose handler is `pict` and whose primary item is an `hvc1` image, then `mdat` with the coded bytes (not a real
 * HEVC stream: Chromium reads no HEIC at all, and stops at the brand).
 */
function heicPhoto(): Buffer {
  const fullBox = (type: string, ...body: Buffer[]) => box(type, Buffer.alloc(4), ...body);
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), Buffer.alloc(4), Buffer.from('mif1heic', 'latin1'));
  const hdlr = fullBox('hdlr', Buffer.alloc(4), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from('\0', 'latin1'));
  const pitm = fullBox('pitm', Buffer.from([0, 1]));
  const infe = box('infe', Buffer.from([2, 0, 0, 0, 0, 1, 0, 0]), Buffer.from('hvc1', 'latin1'), Buffer.from('\0', 'latin1'));
  const iinf = fullBox('iinf', Buffer.from([0, 1]), infe);
  const meta = fullBox('meta', hdlr, pitm, iinf);
  return Buffer.concat([ftyp, meta, box('mdat', Buffer.alloc(2048, 0x5a))]);
}

/** The text of a row's element as shown, no-break spaces kept (French typography is checked character by character). */
const rawText = (page: Page, name: string, selector: string) =>
  page.evaluate(
    (wanted, sel) => [...document.querySelectorAll('[data-testid="image-row"]')].find((r) => r.getAttribute('data-name') === wanted)?.querySelector(sel)?.textContent ?? null,
    name,
    selector,
  );

/**
 * How far an image's pixels are from the original's, both decoded in the page: the alpha steps and the mean alpha
 * error where the original is partly transparent, the mean colour error (per channel, premultiplied by alpha, so
 * that the colour of an invisible pixel does not count) and the invisible pixels that became visible.
 */
const compareInPage = (page: Page, original: Buffer, result: Buffer) =>
  page.evaluate(
    async (a64, b64) => {
      const pixelsOf = async (base64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]), { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [a, b] = [await pixelsOf(a64), await pixelsOf(b64)];
      const steps = new Set<number>();
      let edge = 0;
      let edgeAlphaError = 0;
      let colourError = 0;
      let invisibleMadeVisible = 0;
      for (let i = 0; i < a.length; i += 4) {
        const [alphaA, alphaB] = [a[i + 3]!, b[i + 3]!];
        if (alphaA === 0 && alphaB !== 0) invisibleMadeVisible++;
        if (alphaA !== 0 && alphaA !== 255) {
          edge++;
          edgeAlphaError += Math.abs(alphaA - alphaB);
          steps.add(alphaB);
        }
        for (let c = 0; c < 3; c++) colourError += Math.abs((a[i + c]! * alphaA - b[i + c]! * alphaB) / 255);
      }
      return { edgeAlphaSteps: steps.size, edgeAlphaError: edgeAlphaError / edge, colourError: colourError / ((a.length / 4) * 3), invisibleMadeVisible };
    },
    original.toString('base64'),
    result.toString('base64'),
  );

describeTool('image-compressor', (tool) => {
  const origin = () => (tool.target === 'website' ? tool.browser.url : tool.browser.extensionUrl);

  it('compresses a JPEG: sizes, reduction, same name and size, then WebP, a maximum width and a recompress', async () => {
    const page = await tool.open();
    const jpeg = await makeImage(page, { width: 1600, height: 1200, type: 'image/jpeg', quality: 0.97, noise: true });
    const dl = await captureDownloads(page);
    try {
      await upload(page, await folder.file('photo.jpg', jpeg));
      expect(await settledRows(page, 1)).toEqual([{ name: 'photo.jpg', status: 'done' }]);
      const sizes = (await rowTexts(page, 'photo.jpg')).sizes;
      expect(sizes).toMatch(/^\d+,\d\d (KB|MB) → \d+,\d\d (KB|MB) −\d+,\d %$/);
      expect(await text(page, RESULT)).toMatch(/^\d+,\d %$/);
      expect(await detail(page, 'Taille avant')).toMatch(/^\d+,\d\d (KB|MB)$/);

      await clickRowDownload(page, 'photo.jpg');
      const first = await dl.next();
      expect(first.name).toBe('photo.jpg');
      expect(isJpeg(first.data)).toBe(true);
      expect(first.data.length).toBeLessThan(jpeg.length);
      // SPEC target: max(0.1 MB, original × 75 / 100).
      expect(first.data.length).toBeLessThanOrEqual(Math.max(0.1 * MB, jpeg.length * 0.75));
      expect(await decodeInPage(page, first.data)).toMatchObject({ width: 1600, height: 1200 });

      await clickText(page, 'WebP', 'label');
      await settledRows(page, 1);
      await clickRowDownload(page, 'photo.jpg');
      const webp = await dl.next();
      expect(webp.name).toBe('photo.webp');
      expect(isWebp(webp.data)).toBe(true);

      // A width applies on « Recompresser », as the quality does.
      await page.type('input[name="largeur"]', '800');
      await clickText(page, 'Recompresser');
      await until(page, () => document.querySelector('.image-row__meta')?.textContent?.includes('800'));
      await settledRows(page, 1);
      await clickRowDownload(page, 'photo.jpg');
      const narrow = await dl.next();
      expect(await decodeInPage(page, narrow.data)).toMatchObject({ width: 800, height: 600 });

      // The slider alone does not recompress; « Recompresser » does, with the current quality.
      await page.focus('input[type="range"]');
      for (let i = 0; i < 45; i++) await page.keyboard.press('ArrowLeft');
      expect(await page.$eval('input[type="range"]', (el) => el.getAttribute('aria-valuetext'))).toBe('30\u00a0%');
      expect(await text(page, '.image-tool__recompress .field__hint')).toMatch(/qualité de 30 %/);
      await clickText(page, 'Recompresser');
      await settledRows(page, 1);
      await clickRowDownload(page, 'photo.jpg');
      const lower = await dl.next();
      expect(isWebp(lower.data)).toBe(true);
      expect(lower.data.length).toBeLessThan(narrow.data.length);
    } finally {
      await dl.stop();
    }
  });

  tool.onWebsite('hands back the original, and says so, when compressing would not make it lighter', async () => {
    const page = await tool.open();
    // Already squeezed to WebP quality 10 %: libwebp at 75 % (down to about 45 %) only makes it heavier. (MozJPEG
    // makes even a JPEG at quality 2 % a little lighter.)
    const tiny = await makeImage(page, { width: 300, height: 200, type: 'image/webp', quality: 0.1, noise: true });
    const dl = await captureDownloads(page);
    try {
      await upload(page, await folder.file('vignette.webp', tiny));
      expect(await settledRows(page, 1)).toEqual([{ name: 'vignette.webp', status: 'done' }]);
      const row = await rowTexts(page, 'vignette.webp');
      expect(row.kept).toBe('Fichier d’origine conservé : la compression ne le rendait pas plus léger.');
      expect(row.reduction).toBe('0,0 %');
      expect(await text(page, RESULT)).toBe('0,0 %');
      expect(await text(page, '.result-card__note')).toBe('Fichier d’origine conservé : la compression ne le rendait pas plus léger.');
      await clickRowDownload(page, 'vignette.webp');
      const kept = await dl.next();
      expect(kept.name).toBe('vignette.webp');
      expect(kept.data.equals(tiny)).toBe(true);
    } finally {
      await dl.stop();
    }
  });

  tool.onWebsite('refuses non-images and files over 25 MB, fails a corrupt image alone, and zips the rest with unique names', async () => {
    const page = await tool.open();
    const a = await makeImage(page, { width: 800, height: 600, type: 'image/jpeg', quality: 0.95, noise: true });
    const b = await makeImage(page, { width: 600, height: 800, type: 'image/png', noise: true });
    const paths = [
      await folder.file('photo.jpg', a),
      await folder.file('photo.jpg', a),
      await folder.file('capture.png', b),
      await folder.file('lisez-moi.txt', 'texte'),
      await folder.file('geante.jpg', Buffer.alloc(25 * MB + 1, 1)),
      await folder.file('cassee.jpg', a.subarray(0, 600)),
    ];
    await upload(page, ...paths);
    const rows = await settledRows(page, 6, 90_000);
    expect(rows.map((r) => r.status)).toEqual(['done', 'done', 'done', 'invalid', 'invalid', 'error']);
    expect((await rowTexts(page, 'lisez-moi.txt')).error).toBe('Veuillez sélectionner une image valide');
    expect((await rowTexts(page, 'geante.jpg')).error).toBe('La taille du fichier ne doit pas dépasser 25MB');
    expect((await rowTexts(page, 'cassee.jpg')).error).toBe('Une erreur est survenue lors de la compression');
    expect(await text(page, '.result-card__label')).toBe('Réduction totale (3 images)');

    const dl = await captureDownloads(page);
    try {
      await clickText(page, 'Tout télécharger (ZIP, 3 images)');
      const zip = await dl.next();
      expect(zip.name).toBe('images-compressees.zip');
      const files = unzipSync(new Uint8Array(zip.data));
      expect(Object.keys(files)).toEqual(['photo.jpg', 'photo (2).jpg', 'capture.png']);
      expect(isJpeg(Buffer.from(files['photo.jpg']!))).toBe(true);
      expect(isJpeg(Buffer.from(files['photo (2).jpg']!))).toBe(true);
      expect(isPng(Buffer.from(files['capture.png']!))).toBe(true);
      expect(await decodeInPage(page, Buffer.from(files['capture.png']!))).toMatchObject({ width: 600, height: 800 });
    } finally {
      await dl.stop();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('compresses a transparent PNG into a lighter PNG that keeps its transparency', async () => {
    const page = await tool.open();
    const logo = await makeImage(page, { width: 1200, height: 900, type: 'image/png', transparent: true });
    const dl = await captureDownloads(page);
    try {
      await upload(page, await folder.file('logo.png', logo));
      expect(await settledRows(page, 1)).toEqual([{ name: 'logo.png', status: 'done' }]);
      await clickRowDownload(page, 'logo.png');
      const png = await dl.next();
      expect(png.name).toBe('logo.png');
      expect(isPng(png.data)).toBe(true);
      expect(png.data.length).toBeLessThan(logo.length);
      const decoded = await decodeInPage(page, png.data, [[5, 5], [600, 450]]);
      expect([decoded.width, decoded.height]).toEqual([1200, 900]);
      expect(decoded.pixels[0]![3]).toBe(0);
      expect(decoded.pixels[1]).toEqual([225, 29, 72, 255]);
    } finally {
      await dl.stop();
    }
  });

  tool.onWebsite('keeps a photo cut out on transparency smooth: its soft edge in many steps, its colours unbanded', async () => {
    const page = await tool.open();
    const cutout = await makeImage(page, { width: 640, height: 480, type: 'image/png', noise: true, cutout: true });
    const dl = await captureDownloads(page);
    try {
      await upload(page, await folder.file('detour.png', cutout));
      expect(await settledRows(page, 1)).toEqual([{ name: 'detour.png', status: 'done' }]);
      await clickRowDownload(page, 'detour.png');
      const png = await dl.next();
      expect(isPng(png.data)).toBe(true);
      expect(png.data.length).toBeLessThan(cutout.length);
      const diff = await compareInPage(page, cutout, png.data);
      // A palette cut to 4 bits a channel without dithering left 16 alpha steps at most, 20-30 levels off on the
      // edge, and colours 9 levels off on average in flat bands.
      expect(diff.edgeAlphaSteps).toBeGreaterThan(32);
      expect(diff.edgeAlphaError).toBeLessThan(10);
      expect(diff.colourError).toBeLessThan(6);
      expect(diff.invisibleMadeVisible).toBe(0);
    } finally {
      await dl.stop();
    }
  });

  tool.onWebsite('refuses an image of more than 50 megapixels before decoding it', async () => {
    const page = await tool.open();
    // A PNG header announcing 20 000 × 20 000 pixels (1.6 GB once decoded).
    const ihdr = Buffer.alloc(25);
    ihdr.writeUInt32BE(13, 0);
    ihdr.write('IHDR', 4, 'latin1');
    ihdr.writeUInt32BE(20_000, 8);
    ihdr.writeUInt32BE(20_000, 12);
    ihdr.set([8, 6, 0, 0, 0], 16);
    const huge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(4096)]);
    await upload(page, await folder.file('immense.png', huge));
    expect(await settledRows(page, 1)).toEqual([{ name: 'immense.png', status: 'error' }]);
    expect(await rowTexts(page, 'immense.png')).toMatchObject({
      error: 'Une erreur est survenue lors de la compression',
      detail: 'Image trop grande (20 000 × 20 000 px) : 50 mégapixels au maximum.',
    });
  });

  tool.onWebsite('turns away the 21st file of a batch with a message', async () => {
    const page = await tool.open();
    const small = await makeImage(page, { width: 40, height: 30, type: 'image/jpeg', quality: 0.9 });
    await dropFiles(page, Array.from({ length: 22 }, (_, i) => ({ name: `vignette-${i + 1}.jpg`, type: 'image/jpeg', bytes: small })));
    await settledRows(page, 20);
    expect(await text(page, '.notice')).toBe('20 images au maximum par lot : 2 fichiers ignorés. Téléchargez ce lot, puis videz la liste pour continuer.');
  });

  it('keeps the page answering while it compresses a 12-megapixel photo, at 390 px without sideways scroll', async () => {
    const page = await tool.open('', { width: 390, height: 844 });
    const big = await makeImage(page, { width: 4000, height: 3000, type: 'image/jpeg', quality: 0.92, noise: true });
    await upload(page, await folder.file('grande-photo.jpg', big));
    await page.waitForSelector('[data-status="working"]');
    // The work is in the worker: while it runs, a key moves the quality slider and the next frame is painted. Work on
    // the page's thread would hold the key press until it ends, when the row no longer says it is working.
    await page.focus('input[type="range"]');
    await page.keyboard.press('ArrowLeft');
    const meanwhile = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            resolve({ slider: document.querySelector('input[type="range"]')?.getAttribute('aria-valuetext'), working: document.querySelector('[data-status="working"]') !== null }),
          ),
        ),
    );
    expect(meanwhile).toEqual({ slider: '74\u00a0%', working: true });
    expect(await settledRows(page, 1, 90_000)).toEqual([{ name: 'grande-photo.jpg', status: 'done' }]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(workerUrls(page)).toHaveLength(1);
    // The list shows a small preview made in the worker, not the 12-megapixel photo.
    const thumb = await page.$eval('.image-row__thumb img', (img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]);
    expect(thumb).toEqual([112, 84]);
  });

  it('compresses a batch with the page’s own worker, refuses a non-image, and zips same-named files apart', async () => {
    const page = await tool.open();
    const jpeg = await makeImage(page, { width: 2000, height: 1500, type: 'image/jpeg', quality: 0.95, noise: true });
    await upload(page, await folder.file('photo.jpg', jpeg), await folder.file('notes.txt', 'texte'));
    expect(await settledRows(page, 2)).toEqual([
      { name: 'photo.jpg', status: 'done' },
      { name: 'notes.txt', status: 'invalid' },
    ]);
    expect((await rowTexts(page, 'notes.txt')).error).toBe('Veuillez sélectionner une image valide');
    expect(workerUrls(page)).toEqual([imageWorker(origin())]);

    const dl = await captureDownloads(page);
    try {
      await clickText(page, 'WebP', 'label');
      await settledRows(page, 2);
      const second = await makeImage(page, { width: 900, height: 600, type: 'image/jpeg', quality: 0.95, noise: true });
      await dropFiles(page, [{ name: 'photo.jpg', type: 'image/jpeg', bytes: second }]);
      await settledRows(page, 3);
      await clickText(page, 'Tout télécharger (ZIP, 2 images)');
      const zip = await dl.next();
      expect(zip.name).toBe('images-compressees.zip');
      const files = unzipSync(new Uint8Array(zip.data));
      expect(Object.keys(files)).toEqual(['photo.webp', 'photo (2).webp']);
      expect(Object.values(files).every((bytes) => isWebp(Buffer.from(bytes)))).toBe(true);
      expect(Buffer.from(files['photo.webp']!).length).toBeLessThan(jpeg.length);
    } finally {
      await dl.stop();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

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
      await until(page, () => document.querySelector('.image-row__meta')?.textContent?.includes('150'));
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
      await until(page, () => document.querySelector('.image-row__meta')?.textContent?.includes('.webp'));
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
  tool.onWebsite('asks before keeping the first image of an animated GIF, and never counts it as a saving', async () => {
    const page = await tool.open();
    const colours: [number, number, number][] = [[225, 29, 72], [37, 99, 235], [16, 185, 129], [245, 158, 11]];
    const gif = Buffer.from(animatedGif(120, 80, colours));
    const dl = await captureDownloads(page);
    try {
      await upload(page, await folder.file('anim.gif', gif));
      // The worker decodes and counts the images, then waits for the person: nothing is encoded yet.
      expect(await settledRows(page, 1)).toEqual([{ name: 'anim.gif', status: 'animated' }]);
      expect(await rawText(page, 'anim.gif', '[data-testid="image-animated"]')).toBe(
        'Image animée (4\u00a0images)\u00a0: seule sa première image peut être gardée, l’animation serait perdue.',
      );
      expect(await page.$(RESULT)).toBeNull();
      expect(await page.$('[data-testid="image-reduction"]')).toBeNull();
      // Its first image is shown while the person decides (the worker's small picture).
      await until(page, () => (document.querySelector<HTMLImageElement>('[data-status="animated"] .image-row__thumb img')?.naturalWidth ?? 0) > 0);
      expect(await page.$('.image-row button[aria-label^="Télécharger"]')).toBeNull();

      await clickText(page, 'Garder la première image');
      expect(await settledRows(page, 1)).toEqual([{ name: 'anim.gif', status: 'done' }]);
      expect(await rawText(page, 'anim.gif', '[data-testid="image-first-frame"]')).toBe(
        'Première image seulement, sans l’animation (4\u00a0images)\u00a0: la différence de taille n’est pas une économie.',
      );
      // Sizes shown, but no « −78 % », and the total leaves it out.
      expect((await rowTexts(page, 'anim.gif')).reduction).toBe('');
      expect(await text(page, RESULT)).toBe('—');
      expect(await text(page, '.result-card__note')).toBe('1 image animée réduite à la première image, hors du total : ce n’est pas une économie.');
      await clickRowDownload(page, 'anim.gif');
      const png = await dl.next();
      expect(png.name).toBe('anim.png');
      expect(await decodeInPage(page, png.data, [[60, 40]])).toEqual({ width: 120, height: 80, pixels: [[225, 29, 72, 255]] });

      // A still photo beside it is counted alone.
      const photo = await makeImage(page, { width: 800, height: 600, type: 'image/jpeg', quality: 0.95, noise: true });
      await upload(page, await folder.file('photo.jpg', photo));
      await settledRows(page, 2);
      expect(await text(page, '.result-card__label')).toBe('Réduction');
      expect(await text(page, RESULT)).toBe((await rowTexts(page, 'photo.jpg')).reduction.replace('−', ''));
    } finally {
      await dl.stop();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  tool.onWebsite('says that the browser does not read a HEIC photo, and how to get a JPEG from the iPhone', async () => {
    const page = await tool.open();
    // No escape shown as typed (`\u00a0` in a quoted JSX attribute), here or in any hint of the page.
    expect(await page.$eval('main', (main) => main.textContent)).not.toMatch(/\\u[0-9a-f]{4}/i);
    await upload(page, await folder.file('IMG_0042.HEIC', heicPhoto()));
    expect(await settledRows(page, 1)).toEqual([{ name: 'IMG_0042.HEIC', status: 'error' }]);
    expect((await rowTexts(page, 'IMG_0042.HEIC')).error).toBe('Une erreur est survenue lors de la compression');
    expect(await rawText(page, 'IMG_0042.HEIC', '.image-row__detail')).toBe(
      'Photo au format HEIC (celui des iPhone)\u00a0: votre navigateur ne sait pas la lire. Pour obtenir un JPEG, choisissez «\u00a0Plus compatible\u00a0» dans Réglages > Appareil photo > Formats sur l’iPhone (pour les prochaines photos), ou partagez la photo en JPEG (par e-mail, par exemple), puis déposez ce fichier ici.',
    );
    // Dropped with its type (as Safari or a phone's file picker give it), and renamed: the bytes say what it is.
    await dropFiles(page, [{ name: 'vacances.jpg', type: 'image/heic', bytes: heicPhoto() }]);
    await settledRows(page, 2);
    expect(await rawText(page, 'vacances.jpg', '.image-row__detail')).toBe(await rawText(page, 'IMG_0042.HEIC', '.image-row__detail'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a slow AVIF encode working (a bar that does not pretend, the seconds spent) and « Annuler » stops it', async () => {
    const page = await tool.open();
    const big = await makeImage(page, { width: 4000, height: 3000, type: 'image/jpeg', quality: 0.92, noise: true });
    await clickText(page, 'AVIF', 'label');
    await upload(page, await folder.file('grande-photo.jpg', big));
    await page.waitForSelector('[data-status="working"]');
    // An indeterminate bar: no value that would sit at 25 % for the whole encode.
    expect(await page.$eval('.image-row__progress', (bar) => bar.hasAttribute('value'))).toBe(false);
    // The time moves: 1 s, then 2 s, while the row still works.
    for (const shown of ['1\u00a0s écoulée', '2\u00a0s écoulées']) {
      await until(page, (t) => document.querySelector('.image-row__elapsed')?.textContent === ` · ${t}`, { timeout: 30_000 }, shown);
    }
    expect(await rawText(page, 'grande-photo.jpg', '[data-testid="image-working"]')).toBe('Compression en cours... · 2\u00a0s écoulées');
    expect(workerUrls(page)).toHaveLength(1);

    await clickText(page, 'Annuler grande-photo.jpg');
    expect(await settledRows(page, 1)).toEqual([{ name: 'grande-photo.jpg', status: 'cancelled' }]);
    expect(await rawText(page, 'grande-photo.jpg', '.image-row__status')).toBe('Compression annulée.');
    // The encoder's worker was ended, not left to finish in the background.
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 10_000;
      const poll = () => (workerUrls(page).length === 0 ? resolve() : Date.now() > deadline ? reject(new Error('worker still running')) : setTimeout(poll, 50));
      poll();
    });
    expect(await page.$(RESULT)).toBeNull();
    expect(await page.$('.image-row__actions button[aria-label^="Télécharger"]')).toBeNull();
    // « Relancer » runs it again.
    await clickText(page, 'Relancer');
    await page.waitForSelector('[data-status="working"]');
    await clickText(page, 'Annuler grande-photo.jpg');
    expect(await settledRows(page, 1)).toEqual([{ name: 'grande-photo.jpg', status: 'cancelled' }]);
  });
});
