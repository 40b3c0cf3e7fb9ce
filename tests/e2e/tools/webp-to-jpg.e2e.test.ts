import { expect, it } from 'vitest';
import { animatedWebp, clickRowDownload, decodeInPage, dropFiles, imageWorker, isJpeg, isPng, isWebp, makeImage, rowTexts, settledRows, upload, useFixtureFolder, workerUrls } from '../images-fixtures';
import { axeViolations, captureDownloads, clickText, detail, RESULT, text } from '../site';
import { describeTool } from '../targets';
import { until } from '../browser';

const MB = 1024 * 1024;
const folder = useFixtureFolder();

describeTool('webp-to-jpg', (tool) => {
  const origin = () => (tool.target === 'website' ? tool.browser.url : tool.browser.extensionUrl);

  it('converts a transparent WebP to a white-background JPG under 1 MB, then to PNG on a format switch', async () => {
    const page = await tool.open();
    const webp = await makeImage(page, { width: 2400, height: 1200, type: 'image/webp', quality: 0.9, transparent: true });
    expect(isWebp(webp)).toBe(true);
    const dl = await captureDownloads(page);
    try {
      await upload(page, await folder.file('logo.webp', webp));
      expect(await settledRows(page, 1)).toEqual([{ name: 'logo.webp', status: 'done' }]);
      expect(await text(page, RESULT)).toBe('1 image convertie en JPG');
      expect(await detail(page, 'Dimensions')).toBe('1 920 × 960 px');

      await clickRowDownload(page, 'logo.webp');
      const jpg = await dl.next();
      expect(jpg.name).toBe('logo.jpg');
      expect(isJpeg(jpg.data)).toBe(true);
      expect(jpg.data.length).toBeLessThanOrEqual(MB);
      const decoded = await decodeInPage(page, jpg.data, [[5, 5], [960, 480]]);
      expect([decoded.width, decoded.height]).toEqual([1920, 960]);
      // The transparent corner became white, the red square stayed red.
      for (const channel of decoded.pixels[0]!.slice(0, 3)) expect(channel).toBeGreaterThanOrEqual(250);
      expect(decoded.pixels[1]![0]).toBeGreaterThan(200);
      expect(decoded.pixels[1]![1]).toBeLessThan(60);
      expect(workerUrls(page)).toEqual([imageWorker(origin())]);

      // Changing the output format reconverts the file.
      await clickText(page, 'PNG', 'label');
      await until(page, (sel) => document.querySelector(sel)?.textContent?.includes('PNG'), {}, RESULT);
      await settledRows(page, 1);
      await clickRowDownload(page, 'logo.webp');
      const png = await dl.next();
      expect(png.name).toBe('logo.png');
      expect(isPng(png.data)).toBe(true);
      const decodedPng = await decodeInPage(page, png.data, [[5, 5]]);
      expect([decodedPng.width, decodedPng.height]).toEqual([1920, 960]);
      expect(decodedPng.pixels[0]![3]).toBe(0); // PNG keeps the transparency
    } finally {
      await dl.stop();
    }
  });

  it('keeps a small WebP at its size and its aspect ratio, by drag and drop', async () => {
    const page = await tool.open();
    const webp = await makeImage(page, { width: 640, height: 427, type: 'image/webp', quality: 0.8, noise: true });
    await dropFiles(page, [{ name: 'produit.webp', type: 'image/webp', bytes: webp }]);
    expect(await settledRows(page, 1)).toEqual([{ name: 'produit.webp', status: 'done' }]);
    expect(await detail(page, 'Dimensions')).toBe('640 × 427 px');
    const dl = await captureDownloads(page);
    try {
      await clickText(page, 'Télécharger');
      const jpg = await dl.next();
      expect(jpg.name).toBe('produit.jpg');
      expect(isJpeg(jpg.data)).toBe(true);
      expect(await decodeInPage(page, jpg.data)).toMatchObject({ width: 640, height: 427 });
    } finally {
      await dl.stop();
    }
  });

  it('says which files of a batch are refused, and why, and converts the others', async () => {
    const page = await tool.open();
    const good = await makeImage(page, { width: 300, height: 200, type: 'image/webp', quality: 0.8 });
    const paths = [
      await folder.file('notes.txt', 'pas une image'),
      await folder.file('enorme.webp', Buffer.alloc(10 * MB + 1, 7)),
      await folder.file('faux.webp', 'du texte renommé en .webp'),
      await folder.file('abime.webp', good.subarray(0, 40)),
      await folder.file('bon.webp', good),
    ];
    await upload(page, ...paths);
    const rows = await settledRows(page, 5);
    expect(rows.map((r) => r.status)).toEqual(['invalid', 'invalid', 'error', 'error', 'done']);
    expect((await rowTexts(page, 'notes.txt')).error).toBe('Veuillez sélectionner une image WebP');
    expect((await rowTexts(page, 'enorme.webp')).error).toBe('La taille du fichier ne doit pas dépasser 10MB');
    expect((await rowTexts(page, 'faux.webp')).error).toBe('Une erreur est survenue lors de la conversion');
    expect((await rowTexts(page, 'abime.webp')).error).toBe('Une erreur est survenue lors de la conversion');
    expect((await rowTexts(page, 'abime.webp')).detail).toMatch(/illisible ou endommagé/);
    expect(await text(page, RESULT)).toBe('1 image convertie en JPG');
    expect(await axeViolations(page)).toEqual([]);
  });
  it('asks before keeping the first image of an animated WebP, and counts no saving for it', async () => {
    const page = await tool.open();
    const frames = [
      await makeImage(page, { width: 320, height: 200, type: 'image/webp', quality: 0.8 }),
      await makeImage(page, { width: 320, height: 200, type: 'image/webp', quality: 0.8, noise: true }),
      await makeImage(page, { width: 320, height: 200, type: 'image/webp', quality: 0.5, noise: true }),
    ];
    await upload(page, await folder.file('bannière.webp', animatedWebp(320, 200, frames)));
    expect(await settledRows(page, 1)).toEqual([{ name: 'bannière.webp', status: 'animated' }]);
    expect(await page.$eval('[data-testid="image-animated"]', (p) => p.textContent)).toBe(
      'Image animée (3\u00a0images)\u00a0: seule sa première image peut être gardée, l’animation serait perdue.',
    );
    expect(await page.$(RESULT)).toBeNull();
    const dl = await captureDownloads(page);
    try {
      await clickText(page, 'Garder la première image');
      expect(await settledRows(page, 1)).toEqual([{ name: 'bannière.webp', status: 'done' }]);
      expect(await page.$eval('[data-testid="image-first-frame"]', (p) => p.textContent)).toBe(
        'Première image seulement, sans l’animation (3\u00a0images)\u00a0: la différence de taille n’est pas une économie.',
      );
      expect((await rowTexts(page, 'bannière.webp')).reduction).toBe('');
      await clickRowDownload(page, 'bannière.webp');
      const jpg = await dl.next();
      expect(jpg.name).toBe('bannière.jpg');
      expect(await decodeInPage(page, jpg.data)).toMatchObject({ width: 320, height: 200 });
    } finally {
      await dl.stop();
    }
  });
});
