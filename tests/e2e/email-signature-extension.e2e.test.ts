import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { COPIED, HOSTILE, inkIn, openReady, photoMocks, pngSize, previewIsBuilderMarkup, TEXT_FIELDS, typePhotoAddress } from './signature';
import { axeViolations, captureDownloads, clickText, fieldValue, hasHorizontalScroll, paste, POPUP, text, useBrowser, watchDialogs } from './site';

// In the extension: the email signature generator opens from the popup in the full-tab page.
const ext = useBrowser({ extension: true });

const FULL = 'options.html#/signature-email/';
const KEY = 'inputs:email-signature';

/** chrome.storage.local as the extension page sees it (the page's global, typed for the test). */
type LocalArea = { get(key: string): Promise<Record<string, unknown>>; clear(): Promise<void> };
const localArea = () => (globalThis as unknown as { chrome: { storage: { local: LocalArea } } }).chrome.storage.local;

/** Chromium's own console report of an image its server does not share (CORS): expected, not an app error. */
const CORS_REFUSED = /has been blocked by CORS policy|^Failed to load resource: net::ERR_FAILED$/;

async function openClean(options: Parameters<typeof ext.openExtension>[1] = {}): Promise<Page> {
  const page = await ext.openExtension(FULL, options);
  await openReady(page);
  await page.evaluate(`(${localArea})().clear()`);
  await page.reload({ waitUntil: 'load' });
  await openReady(page);
  return page;
}

describe('extension: the email signature generator', () => {
  it('opens from the popup in the full-tab page', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    const link = await popup.$eval('[data-tool-id="email-signature"] .tool-card__link', (a) => ({
      href: (a as HTMLAnchorElement).href,
      target: (a as HTMLAnchorElement).target,
    }));
    expect(link).toEqual({ href: `${ext.extensionUrl}/options.html#/signature-email/`, target: '_blank' });
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });

  it('builds, copies as HTML and downloads the PNG in the full-tab page', async () => {
    const page = await openClean({ tolerate: CORS_REFUSED });
    expect(await text(page, 'h1')).toBe('Générateur de signature e-mail');
    expect(await text(page, '.breadcrumb')).toMatch(/^Accueil\s*Générateur de signature e-mail$/);
    // React renders the page here (no pre-rendered HTML): the install guides come in their own chunk.
    await page.waitForSelector('.sig-install__client');
    expect(await page.$$eval('.sig-install__client summary', (s) => s.map((e) => e.textContent))).toEqual(['Gmail (ordinateur)', 'Nouvel Outlook et Outlook sur le web', 'Outlook classique (Windows)', 'Apple Mail (Mac)']);
    await paste(page, 'Nom et prénom (obligatoire)', 'Marie Dupont');
    await paste(page, 'Entreprise', 'Exemple & Cie');
    await paste(page, 'E-mail', 'marie.dupont@exemple.fr');
    await paste(page, 'Instagram', 'instagram.com/exemple');
    // A photo from another origin (the local test server): shown in the preview, left out of the PNG
    // because that server sends no CORS header, and the user is told so.
    await clickText(page, 'Ajouter une photo', 'label');
    await page.waitForSelector('input[type="url"]');
    await paste(page, 'Adresse de la photo (URL)', `${ext.url}/og-image.png`);
    await page.waitForSelector('[data-testid="signature-preview"] img');
    await previewIsBuilderMarkup(page);

    await ext.grantClipboard(ext.extensionUrl);
    await clickText(page, 'Copier le HTML');
    await page.waitForSelector('.sig-status__ok');
    expect(await text(page, '.sig-status__ok')).toBe(COPIED);
    const html = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return (await item!.getType('text/html')).text();
    });
    expect(html).toContain('Exemple &amp; Cie');
    expect(html).toContain(`src="${ext.url}/og-image.png" width="80" height="80"`);
    expect(html).toContain('href="https://instagram.com/exemple"');

    const downloads = await captureDownloads(page);
    await clickText(page, 'Télécharger en PNG');
    const { name, data } = await downloads.next();
    await downloads.stop();
    expect(name).toBe('signature-email.png');
    expect(pngSize(data)).toEqual({ width: 600, height: 200 });
    expect(inkIn(data, 0, 0, 600, 200)).toBeGreaterThan(0.01);
    await page.waitForSelector('.sig-status__ok');
    expect(await text(page, '.sig-status__ok')).toMatch(/^Image téléchargée sans la photo/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fetches the photo once its address is typed, not at each keystroke', async () => {
    const requests: string[] = [];
    const page = await openClean({ mocks: photoMocks(requests) });
    await typePhotoAddress(page, requests);
  });

  it('runs no script from hostile values in every field', async () => {
    const page = await openClean();
    const dialogs = watchDialogs(page);
    await clickText(page, 'Ajouter une photo', 'label');
    await page.waitForSelector('input[type="url"]');
    for (const value of HOSTILE.slice(0, 4)) {
      for (const label of TEXT_FIELDS) await paste(page, label, value);
      await page.waitForFunction(() => document.querySelector('[data-testid="signature-preview"]'));
      await previewIsBuilderMarkup(page);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('remembers the form in chrome.storage.local, and « Réinitialiser » forgets it', async () => {
    const page = await openClean();
    await paste(page, 'Nom et prénom (obligatoire)', 'Marie Dupont');
    await paste(page, 'Téléphone', '01 23 45 67 89');
    await clickText(page, 'Minimaliste', 'label');
    const stored = () => page.evaluate(`(${localArea})().get('${KEY}')`) as Promise<Record<string, { nom?: string }>>;
    await expect.poll(async () => (await stored())[KEY]?.nom).toBe('Marie Dupont');
    await page.reload({ waitUntil: 'load' });
    await openReady(page);
    expect(await fieldValue(page, 'Nom et prénom (obligatoire)')).toBe('Marie Dupont');
    expect(await fieldValue(page, 'Téléphone')).toBe('01 23 45 67 89');
    expect(await page.$eval('.choice input:checked', (el) => el.parentElement?.textContent)).toBe('Minimaliste');

    await clickText(page, 'Réinitialiser');
    expect(await fieldValue(page, 'Nom et prénom (obligatoire)')).toBe('');
    await expect.poll(async () => Object.keys(await stored())).toEqual([]);
    await page.reload({ waitUntil: 'load' });
    await openReady(page);
    expect(await fieldValue(page, 'Nom et prénom (obligatoire)')).toBe('');
  });
});
