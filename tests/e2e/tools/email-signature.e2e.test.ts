import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { COPIED, HOSTILE, inkIn, openReady, photoMocks, pngSize, previewIsBuilderMarkup, SCHEME_ERROR, TEXT_FIELDS, typePhotoAddress } from '../signature';
import { alerts, axeViolations, captureDownloads, clickText, fieldValue, hasHorizontalScroll, paste, text, watchDialogs } from '../site';
import { describeTool } from '../targets';
import { until } from '../browser';

/** Where the tool keeps its form: `outilo:` + this key in the website's localStorage, this key in chrome.storage.local. */
const KEY = 'inputs:email-signature';

/** Chromium's own console report of an image its server does not share (CORS): expected, not an app error. */
const CORS_REFUSED = /has been blocked by CORS policy|^Failed to load resource: net::ERR_FAILED$/;

type LocalArea = { get(key: string): Promise<Record<string, unknown>>; remove(key: string): Promise<void> };
type ExtensionGlobal = { chrome?: { storage?: { local: LocalArea } } };

/** The form as the tool keeps it on the device of `page`, or null. */
function stored(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(async (key) => {
    const local = (globalThis as unknown as ExtensionGlobal).chrome?.storage?.local;
    if (local) return ((await local.get(key))[key] as Record<string, unknown> | undefined) ?? null;
    const raw = localStorage.getItem(`outilo:${key}`);
    return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
  }, KEY);
}

async function fillSignature(page: Page, photoUrl: string) {
  await paste(page, 'Nom et prénom (obligatoire)', 'Marie Dupont');
  await paste(page, 'Poste', 'Responsable marketing');
  await paste(page, 'Entreprise', 'Exemple & Cie');
  await clickText(page, 'Ajouter une photo', 'label');
  await page.waitForSelector('input[type="url"]');
  await paste(page, 'Adresse de la photo (URL)', photoUrl);
  await paste(page, 'E-mail', 'marie.dupont@exemple.fr');
  await paste(page, 'Téléphone', '+33 (0)6 12 34 56 78');
  await paste(page, 'Site web', 'www.exemple.fr');
  await paste(page, 'LinkedIn', 'linkedin.com/in/marie-dupont');
}

/** Clicks « Télécharger en PNG » and returns the image, once it is signature-email.png of 600 × 200 pixels. */
async function downloadPng(page: Page): Promise<Buffer> {
  const downloads = await captureDownloads(page);
  await clickText(page, 'Télécharger en PNG');
  const { name, data } = await downloads.next();
  await downloads.stop();
  expect(name).toBe('signature-email.png');
  expect(pngSize(data)).toEqual({ width: 600, height: 200 });
  return data;
}

describeTool('email-signature', (tool) => {
  /** Opens the tool with nothing remembered from an earlier case (one browser profile serves the whole file). */
  async function openClean(options: Parameters<typeof tool.open>[1] = {}): Promise<Page> {
    const page = await tool.open('', options);
    await openReady(page);
    await page.evaluate(async (key) => {
      const local = (globalThis as unknown as ExtensionGlobal).chrome?.storage?.local;
      if (local) await local.remove(key);
      else localStorage.removeItem(`outilo:${key}`);
    }, KEY);
    await page.reload({ waitUntil: 'load' });
    await openReady(page);
    return page;
  }
  // The website's own image; for the extension's pages, another origin, which shares nothing (no CORS header).
  const photo = () => `${tool.browser.url}/og-image.png`;

  it('builds the signature live, with the photo, links and templates', async () => {
    const page = await openClean({ tolerate: CORS_REFUSED });
    expect(await text(page, '.sig-preview')).toMatch(/^Remplissez au moins votre nom/);
    // The install guides come in their own chunk.
    await page.waitForSelector('.sig-install__client');
    expect(await page.$$eval('.sig-install__client summary', (s) => s.map((e) => e.textContent))).toEqual(['Gmail (ordinateur)', 'Nouvel Outlook et Outlook sur le web', 'Outlook classique (Windows)', 'Apple Mail (Mac)']);
    await fillSignature(page, photo());
    await page.waitForSelector('[data-testid="signature-preview"] img');
    await until(page, () => (document.querySelector('[data-testid="signature-preview"] img') as HTMLImageElement | null)?.complete);
    const img = await page.$eval('[data-testid="signature-preview"] img', (el) => ({
      src: el.getAttribute('src'),
      width: el.getAttribute('width'),
      height: el.getAttribute('height'),
      alt: el.getAttribute('alt'),
      shown: [(el as HTMLImageElement).naturalWidth > 0, el.getBoundingClientRect().width, el.getBoundingClientRect().height],
      radius: getComputedStyle(el).borderRadius,
    }));
    expect(img).toEqual({ src: photo(), width: '80', height: '80', alt: 'Marie Dupont', shown: [true, 80, 80], radius: '50%' });
    const links = await page.$$eval('[data-testid="signature-preview"] a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['+33 (0)6 12 34 56 78', 'tel:+33612345678'],
      ['marie.dupont@exemple.fr', 'mailto:marie.dupont@exemple.fr'],
      ['exemple.fr', 'https://www.exemple.fr/'],
      ['LinkedIn', 'https://linkedin.com/in/marie-dupont'],
    ]);
    const line = await page.$eval('[data-testid="signature-preview"] table[width="300"]', (t) => [t.getBoundingClientRect().width, t.getBoundingClientRect().height]);
    expect(line).toEqual([300, 1]);
    // Each template lays the signature out differently.
    const shapes = new Set<string>();
    const markup = () => page.$eval('[data-testid="signature-preview"]', (el) => el.innerHTML);
    for (const template of ['Classique', 'Minimaliste', 'Créatif', 'Institutionnel', 'Moderne']) {
      const before = await markup();
      await clickText(page, template, 'label');
      await until(page, (html) => document.querySelector('[data-testid="signature-preview"]')?.innerHTML !== html, {}, before);
      await previewIsBuilderMarkup(page);
      // The signature's outer table: its size differs from one template to the next.
      shapes.add(await page.$eval('[data-testid="signature-preview"] > table', (el) => `${el.getBoundingClientRect().width}x${el.getBoundingClientRect().height}`));
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(shapes.size).toBe(5);
  });

  it('fetches the photo once its address is typed, not at each keystroke', async () => {
    const requests: string[] = [];
    const page = await openClean({ mocks: photoMocks(requests) });
    await typePhotoAddress(page, requests);
  });

  it('runs no script and breaks no markup, whatever is typed in every field', async () => {
    const page = await openClean();
    const dialogs = watchDialogs(page);
    await clickText(page, 'Ajouter une photo', 'label');
    await page.waitForSelector('input[type="url"]');
    for (const value of HOSTILE) {
      for (const label of TEXT_FIELDS) await paste(page, label, value);
      await until(page, (v) => (document.querySelector('.sig-code textarea') as HTMLTextAreaElement | null)?.value.includes(v.slice(0, 20).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')), {}, value);
      await previewIsBuilderMarkup(page);
      expect(await page.$$('[data-testid="signature-preview"] a, [data-testid="signature-preview"] img')).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);
    }
    // The link fields say why they were left out.
    await paste(page, 'LinkedIn', 'javascript:alert(1)');
    await until(page, () => document.querySelectorAll('[role="alert"]').length > 0);
    expect(await alerts(page)).toContain(SCHEME_ERROR);
    // An injected image's error handler would run once its request ends: let every request end first.
    await page.waitForNetworkIdle({ idleTime: 200 });
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('copies the signature as HTML and as text', async () => {
    const page = await openClean({ tolerate: CORS_REFUSED });
    await tool.grantClipboard();
    await fillSignature(page, photo());
    await paste(page, 'Entreprise', 'Exemple & "Cie" <SAS>');
    await until(page, () => document.querySelector('[data-testid="signature-preview"]')?.textContent?.includes('<SAS>'));
    await clickText(page, 'Copier le HTML');
    await page.waitForSelector('.sig-status__ok');
    expect(await text(page, '.sig-status__ok')).toBe(COPIED);
    const clip = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return { types: item!.types, html: await (await item!.getType('text/html')).text(), plain: await (await item!.getType('text/plain')).text() };
    });
    expect(clip.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    expect(clip.html).toContain('<table role="presentation" cellpadding="0" cellspacing="0" border="0"');
    expect(clip.html).toContain('Exemple &amp; "Cie" &lt;SAS&gt;');
    expect(clip.html).toContain('href="mailto:marie.dupont@exemple.fr"');
    expect(clip.html).toContain(`src="${photo()}" width="80" height="80"`);
    expect(clip.html).not.toMatch(/class=|<style|<script/);
    expect(clip.plain.replace(/\u00a0/g, ' ').split('\n')).toEqual([
      'Marie Dupont',
      'Responsable marketing – Exemple & "Cie" <SAS>',
      'Tél. : +33 (0)6 12 34 56 78',
      'E-mail : marie.dupont@exemple.fr',
      'Site web : https://www.exemple.fr/',
      'LinkedIn : https://linkedin.com/in/marie-dupont',
    ]);
  });

  // The photo shares its origin with the page only on the website; from the extension it is left out (case below).
  if (tool.target === 'website') {
    it('downloads a 600 × 200 PNG on white, with the photo, loading html2canvas only then', async () => {
      const page = await openClean();
      await fillSignature(page, photo());
      await page.waitForSelector('[data-testid="signature-preview"] img');
      // The PNG export's chunk (tools/email-signature/png.ts), which holds html2canvas.
      const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\/assets\/png-[\w-]+\.js$/.test(n)));
      expect(await scripts()).toEqual([]);
      const data = await downloadPng(page);
      expect((await scripts()).length).toBe(1);
      await page.waitForSelector('.sig-status__ok');
      expect(await text(page, '.sig-status__ok')).toBe('Image téléchargée : signature-email.png (600 × 200 pixels).');
      // White corners, ink where the photo and the name are.
      expect(inkIn(data, 0, 0, 10, 10)).toBe(0);
      expect(inkIn(data, 590, 190, 600, 200)).toBe(0);
      // The photo (the site's pale Open Graph image, drawn round in 80 × 80 px) sits in the left column.
      expect(inkIn(data, 16, 20, 96, 180)).toBeGreaterThan(0.02);
      expect(inkIn(data, 100, 20, 400, 180)).toBeGreaterThan(0.01);
      expect(await page.$('.sig-render')).toBeNull();
    });

    it('reads corrupt storage as an empty form', async () => {
      const page = await tool.open();
      await page.evaluate(() => localStorage.setItem('outilo:inputs:email-signature', '{"nom":"<img src=x onerror=\\"window.__pwned=1\\">","modele":"x","taille":"y"'));
      await page.reload({ waitUntil: 'load' });
      await openReady(page);
      expect(await fieldValue(page, 'Nom et prénom (obligatoire)')).toBe('');
      await page.evaluate(() => localStorage.setItem('outilo:inputs:email-signature', JSON.stringify({ nom: '<img src=x onerror="window.__pwned=1">', modele: 'x', couleur: 'red' })));
      await page.reload({ waitUntil: 'load' });
      await openReady(page);
      await page.waitForSelector('[data-testid="signature-preview"]');
      await previewIsBuilderMarkup(page);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  }

  if (tool.target === 'full-tab') {
    it('downloads the PNG without a photo from another origin, and says so', async () => {
      const page = await openClean({ tolerate: CORS_REFUSED });
      await paste(page, 'Nom et prénom (obligatoire)', 'Marie Dupont');
      await paste(page, 'Entreprise', 'Exemple & Cie');
      await paste(page, 'E-mail', 'marie.dupont@exemple.fr');
      await paste(page, 'Instagram', 'instagram.com/exemple');
      // The local test server sends no CORS header: the photo shows in the preview, not in the PNG.
      await clickText(page, 'Ajouter une photo', 'label');
      await page.waitForSelector('input[type="url"]');
      await paste(page, 'Adresse de la photo (URL)', photo());
      await page.waitForSelector('[data-testid="signature-preview"] img');
      await previewIsBuilderMarkup(page);

      await tool.grantClipboard();
      await clickText(page, 'Copier le HTML');
      await page.waitForSelector('.sig-status__ok');
      expect(await text(page, '.sig-status__ok')).toBe(COPIED);
      const html = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        return (await item!.getType('text/html')).text();
      });
      expect(html).toContain('Exemple &amp; Cie');
      expect(html).toContain(`src="${photo()}" width="80" height="80"`);
      expect(html).toContain('href="https://instagram.com/exemple"');

      const data = await downloadPng(page);
      expect(inkIn(data, 0, 0, 600, 200)).toBeGreaterThan(0.01);
      await page.waitForSelector('.sig-status__ok');
      expect(await text(page, '.sig-status__ok')).toMatch(/^Image téléchargée sans la photo/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('scales a tall signature down to fit the 600 × 200 image', async () => {
    const page = await openClean();
    await fillSignature(page, '');
    await clickText(page, 'Ajouter une photo', 'label');
    // Every text at the length its field takes (150 and 200 characters), wrapping over several lines.
    await paste(page, 'Poste', 'Responsable marketing digital et communication '.repeat(3));
    await paste(page, 'Entreprise', 'Exemple & Compagnie, société par actions simplifiée '.repeat(2));
    await paste(page, 'Adresse postale', 'Une adresse très longue '.repeat(8));
    await clickText(page, 'Créatif', 'label');
    const data = await downloadPng(page);
    expect(inkIn(data, 0, 0, 600, 200)).toBeGreaterThan(0.05);
  });

  it('remembers the form after a reload, and « Réinitialiser » forgets it', async () => {
    const page = await openClean({ tolerate: CORS_REFUSED });
    await fillSignature(page, photo());
    await clickText(page, 'Classique', 'label');
    await clickText(page, 'Vert', 'button');
    // Kept on the device once the last choice, the colour, is written there.
    await expect.poll(async () => JSON.stringify(await stored(page))).toMatch(/#047857/i);
    await page.reload({ waitUntil: 'load' });
    await openReady(page);
    await until(page, () => (document.querySelector('input[autocomplete="name"]') as HTMLInputElement | null)?.value === 'Marie Dupont');
    expect(await fieldValue(page, 'Adresse de la photo (URL)')).toBe(photo());
    expect(await fieldValue(page, 'Téléphone')).toBe('+33 (0)6 12 34 56 78');
    expect(await fieldValue(page, 'LinkedIn')).toBe('linkedin.com/in/marie-dupont');
    expect(await page.$eval('.choice input:checked', (el) => el.parentElement?.textContent)).toBe('Classique');
    expect(await page.$eval('.color-presets__item[aria-pressed="true"]', (el) => el.textContent)).toBe('Vert');
    await page.waitForSelector('[data-testid="signature-preview"]');
    expect(await page.$eval('[data-testid="signature-preview"]', (el) => el.innerHTML)).toContain('#047857');

    await clickText(page, 'Réinitialiser');
    expect(await fieldValue(page, 'Nom et prénom (obligatoire)')).toBe('');
    await expect.poll(() => stored(page)).toBeNull();
    await page.reload({ waitUntil: 'load' });
    await openReady(page);
    expect(await fieldValue(page, 'Nom et prénom (obligatoire)')).toBe('');
    expect(await page.$('[data-testid="signature-preview"]')).toBeNull();
  });

  // The popup has no address.
  if (tool.target !== 'popup') {
    it('counts a name too long in the address whole, and keeps its first 120 characters', async () => {
      const page = await tool.open(`?nom=${'A'.repeat(10_000)}`);
      await openReady(page);
      await until(page, () => document.body.textContent?.includes('Texte trop long'));
      const said = await page.evaluate(() => document.body.textContent!.match(/Texte trop long[^.]*\./)![0]);
      expect(said).toBe('Texte trop long\u00a0: 120\u00a0caractères au plus (celui-ci en compte 10\u202f000).');
      expect(await fieldValue(page, 'Nom et prénom (obligatoire)')).toBe('A'.repeat(120));
    });
  }

  tool.onWebsite('warns past Gmail’s 10 000 characters', async () => {
    const page = await openClean();
    // Every field at its length limit, with ampersands, which HTML writes in five characters (`&amp;`).
    const limits: [string, number][] = [['Nom et prénom (obligatoire)', 120], ['Poste', 150], ['Entreprise', 150], ['Adresse postale', 200]];
    for (const [label, limit] of limits) await paste(page, label, '&'.repeat(limit));
    const links: [string, string][] = [['Site web', 'exemple.fr'], ['LinkedIn', 'linkedin.com/in'], ['Facebook', 'facebook.com'], ['YouTube', 'youtube.com']];
    for (const [label, host] of links) await paste(page, label, `${host}/?q=${'&'.repeat(500 - host.length - 4)}`);
    await until(page, () => document.querySelectorAll('[role="alert"]').length > 0);
    expect(await alerts(page)).toEqual([
      'Votre signature dépasse 10 000 caractères de code HTML : Gmail la refusera. Raccourcissez les textes, retirez des liens ou choisissez le modèle Minimaliste.',
    ]);
  });

  it('works at 390 px without horizontal scroll, axe clean, in both themes', async () => {
    const page = await openClean({ width: 390, height: 844, tolerate: CORS_REFUSED });
    await fillSignature(page, photo());
    await paste(page, 'Adresse postale', 'Résidence des Tilleuls, bâtiment B, 12 rue de la Paix, 75002 Paris');
    for (const template of ['Moderne', 'Institutionnel', 'Créatif']) {
      await clickText(page, template, 'label');
      await page.waitForSelector('[data-testid="signature-preview"] img');
      expect(await hasHorizontalScroll(page)).toBe(false);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    expect(await axeViolations(page)).toEqual([]);
    // The preview stays white, as a mail does.
    expect(await page.$eval('.sig-preview', (el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    // Every button is a 44 px touch target.
    const heights = await page.$$eval('.sig-actions .button, .color-presets__item', (els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });
});
