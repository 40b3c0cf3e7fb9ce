import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickRowDownload, decodeInPage, dropFiles, fixtureFolder, isJpeg, isWebp, makeImage, rowTexts, settledRows, upload } from './images-fixtures';
import { axeViolations, captureDownloads, clickText, hasHorizontalScroll, POPUP, RESULT, text, useBrowser } from './site';

// In the extension: both image tools open in the full-tab page, work in the extension's own
// worker (MV3: no remote code) and send nothing anywhere.
const ext = useBrowser({ extension: true });
let folder: Awaited<ReturnType<typeof fixtureFolder>>;

beforeAll(async () => {
  folder = await fixtureFolder();
});
afterAll(async () => {
  await folder?.remove();
});

describe('extension: image tools from the popup', () => {
  it('links both cards to the full-tab page', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    for (const [id, path] of [
      ['image-compressor', '/compression-image/'],
      ['webp-to-jpg', '/webp-to-jpg/'],
    ] as const) {
      const link = await popup.$eval(`[data-tool-id="${id}"] .tool-card__link`, (a) => ({
        href: (a as HTMLAnchorElement).href,
        target: (a as HTMLAnchorElement).target,
      }));
      expect(link).toEqual({ href: `${ext.extensionUrl}/options.html#${path}`, target: '_blank' });
    }
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });
});

describe('extension: image tools in the full-tab page', () => {
  it('compresses a batch in the extension’s own worker and zips it', async () => {
    const full = await ext.openExtension('options.html#/compression-image/');
    expect(await text(full, 'h1')).toBe('Compresseur d’images');
    const jpeg = await makeImage(full, { width: 2000, height: 1500, type: 'image/jpeg', quality: 0.95, noise: true });
    await upload(full, await folder.file('photo.jpg', jpeg), await folder.file('notes.txt', 'texte'));
    expect(await settledRows(full, 2)).toEqual([
      { name: 'photo.jpg', status: 'done' },
      { name: 'notes.txt', status: 'invalid' },
    ]);
    expect((await rowTexts(full, 'notes.txt')).error).toBe('Veuillez sélectionner une image valide');
    // The work ran in a worker loaded from the extension itself.
    const workers = full.workers().map((w) => w.url());
    expect(workers).toEqual([expect.stringMatching(new RegExp(`^${ext.extensionUrl}/assets/image\\.worker-[\\w-]+\\.js$`))]);

    const dl = await captureDownloads(full);
    try {
      await clickText(full, 'WebP', 'label');
      await settledRows(full, 2);
      const second = await makeImage(full, { width: 900, height: 600, type: 'image/jpeg', quality: 0.95, noise: true });
      await dropFiles(full, [{ name: 'photo.jpg', type: 'image/jpeg', bytes: second }]);
      await settledRows(full, 3);
      await clickText(full, 'Tout télécharger (ZIP, 2 images)');
      const zip = await dl.next();
      expect(zip.name).toBe('images-compressees.zip');
      const files = unzipSync(new Uint8Array(zip.data));
      expect(Object.keys(files)).toEqual(['photo.webp', 'photo (2).webp']);
      expect(Object.values(files).every((bytes) => isWebp(Buffer.from(bytes)))).toBe(true);
      expect(Buffer.from(files['photo.webp']!).length).toBeLessThan(jpeg.length);
    } finally {
      await dl.stop();
    }
    expect(await axeViolations(full)).toEqual([]);
  });

  it('converts a transparent WebP to a JPG on white', async () => {
    const full = await ext.openExtension('options.html#/webp-to-jpg/');
    expect(await text(full, 'h1')).toBe('Convertisseur WebP en JPG / PNG');
    const webp = await makeImage(full, { width: 800, height: 800, type: 'image/webp', quality: 0.9, transparent: true });
    await upload(full, await folder.file('badge.webp', webp));
    await settledRows(full, 1);
    expect(await text(full, RESULT)).toBe('1 image convertie en JPG');
    const dl = await captureDownloads(full);
    try {
      await clickRowDownload(full, 'badge.webp');
      const jpg = await dl.next();
      expect(jpg.name).toBe('badge.jpg');
      expect(isJpeg(jpg.data)).toBe(true);
      const decoded = await decodeInPage(full, jpg.data, [[3, 3]]);
      expect(decoded).toMatchObject({ width: 800, height: 800 });
      for (const channel of decoded.pixels[0]!.slice(0, 3)) expect(channel).toBeGreaterThanOrEqual(250);
    } finally {
      await dl.stop();
    }
  });
});
