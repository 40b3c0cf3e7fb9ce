import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EXTENSION_DIR, until, waitReady } from './browser';
import { axeViolations, clickText, fill, hasHorizontalScroll, POPUP, RESULT, text, useBrowser } from './site';

const ext = useBrowser({ extension: true });

describe('extension: manifest', () => {
  it('is Manifest V3, in French, with icons and only the permissions of its features, no host permission', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.name).toMatch(/Outilo/);
    expect(manifest.description).toMatch(/calculs faits dans votre navigateur/);
    expect(manifest.permissions).toEqual(['storage', 'contextMenus', 'activeTab', 'scripting', 'alarms']);
    expect(manifest.minimum_chrome_version).toBe('116');
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(Object.keys(manifest.icons)).toEqual(expect.arrayContaining(['16', '48', '128']));
    expect(manifest.action.default_popup).toBe('popup.html');
    expect(manifest.options_ui).toMatchObject({ page: 'options.html', open_in_tab: true });
  });
});

describe('extension: popup', () => {
  it('opens, lists the tools and searches', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    const titles = await popup.$$eval('.tool-list .tool-card__title', (els) => els.map((e) => e.textContent));
    expect(titles).toEqual(expect.arrayContaining(['Calculateur TTC / HT', 'Calculateur de CPC', 'Calculateur de CPA', 'Calculateur de CPM']));
    await popup.type('input[type="search"]', 'tva');
    await until(popup, () => !document.querySelector('.tool-list [data-tool-id="cpc"]'));
    expect(await popup.$('.tool-list [data-tool-id="vat"]')).not.toBeNull();
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await popup.$eval('a.popup-link', (a) => (a as HTMLAnchorElement).href)).toBe(`${ext.extensionUrl}/options.html#/`);
  });

  it('« marge » then Enter opens the tool whose title holds the word, even with the ROAS tool starred', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    await popup.click('[data-tool-id="roas-breakeven"] .star-button');
    await popup.waitForSelector('[data-tool-id="roas-breakeven"] .star-button[aria-label="Retirer des favoris"]');
    await popup.focus('input[type="search"]');
    await popup.type('input[type="search"]', 'marge');
    await until(popup, () => document.querySelector('.tool-list .tool-card__title')?.textContent === 'Calculateur de remise et de marge');
    await popup.keyboard.press('Enter');
    await until(popup, () => document.querySelector('h1')?.textContent === 'Calculateur de remise et de marge');
    // Unstarred again, for the tests after this one.
    await clickText(popup, 'Tous les outils', 'a');
    await (await popup.waitForSelector('[data-tool-id="roas-breakeven"] .star-button'))!.click();
    await popup.waitForSelector('[data-tool-id="roas-breakeven"] .star-button[aria-label="Ajouter aux favoris"]');
  });

  it('runs a calculator inline at popup width', async () => {
    const popup = await ext.openPopupTool('vat');
    expect(await text(popup, 'h1')).toBe('Calculateur TTC / HT');
    await fill(popup, 'Montant TTC', '240');
    expect(await text(popup, RESULT)).toBe('200,00 €');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await popup.$eval('a.popup-link[target="_blank"]', (a) => (a as HTMLAnchorElement).href)).toBe(
      `${ext.extensionUrl}/options.html#/ttc-ht/`,
    );
    await clickText(popup, 'Tous les outils', 'a');
    await popup.waitForSelector('.tool-list');
  });

  it('reads the tools’ shared code once shown, so that a click reads only the tool’s own few files', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    // Extension pages have no resource timing entries: the requests are watched from the start of a reload.
    const requested: string[] = [];
    popup.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await popup.reload();
    await waitReady(popup);
    // Read when the popup is idle, before any card is hovered.
    const toolKit = /^\/chunks\/tool-kit-[\w-]+\.js$/;
    await vi.waitFor(() => expect(requested.some((path) => toolKit.test(path))).toBe(true), { timeout: 10_000 });
    // The chunks read with it come a moment later on a busy machine: the idle work is over once nothing is requested
    // for half a second.
    for (let count = -1; count !== requested.length; ) {
      count = requested.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const before = new Set(requested);
    await popup.click('[data-tool-id="vat"] .tool-card__link');
    await popup.waitForSelector('.tool--compact h1');
    const read = [...new Set(requested)].filter((path) => !before.has(path));
    // The view with its texts, and its formulas (the extension's chunks are grouped as the website's are).
    expect(read.some((path) => /^\/chunks\/VatTool-[\w-]+\.js$/.test(path))).toBe(true);
    expect(read.length, read.join(', ')).toBeLessThanOrEqual(4);
  });

  it('has no axe-core violation', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    expect(await axeViolations(popup)).toEqual([]);
  });
});

describe('extension: full-tab page and sync', () => {
  it('a favourite set in the popup appears in an open full-tab page without reload, and back', async () => {
    const full = await ext.openExtension('options.html#/');
    const popup = await ext.openExtension('popup.html', POPUP);
    await popup.click('[data-tool-id="cpa"] .star-button');
    await popup.waitForSelector('[data-tool-id="cpa"] .star-button[aria-label="Retirer des favoris"]');
    expect(await popup.$eval('.tool-list .tool-card', (el) => el.getAttribute('data-tool-id'))).toBe('cpa');

    await full.bringToFront();
    await full.waitForSelector('[data-tool-id="cpa"] .star-button[aria-label="Retirer des favoris"]');
    expect(await full.$eval('.tool-grid .tool-card', (el) => el.getAttribute('data-tool-id'))).toBe('cpa');

    // And from the full-tab page back to a freshly opened popup.
    await full.click('[data-tool-id="cpa"] .star-button');
    await full.waitForSelector('[data-tool-id="cpa"] .star-button[aria-label="Ajouter aux favoris"]');
    const again = await ext.openExtension('popup.html', POPUP);
    await again.waitForSelector('[data-tool-id="cpa"] .star-button[aria-label="Ajouter aux favoris"]');
    await popup.bringToFront();
    await popup.waitForSelector('[data-tool-id="cpa"] .star-button[aria-label="Ajouter aux favoris"]');
  });

  it('routes with hashes and computes a tool', async () => {
    const full = await ext.openExtension('options.html#/cpm/');
    expect(await text(full, 'h1')).toBe('Calculateur de CPM');
    expect(await text(full, '.breadcrumb')).toMatch(/^Accueil\s*Calculateur de CPM$/);
    await fill(full, 'Coût total', '12');
    await fill(full, 'Nombre d’impressions', '3500');
    expect(await text(full, RESULT)).toBe('3,43 €');
    await clickText(full, 'Accueil', '.breadcrumb a');
    await full.waitForSelector('.tool-grid');
    expect(full.url()).toBe(`${ext.extensionUrl}/options.html#/`);
    // No promo pop-up and no analytics in the extension.
    await new Promise((r) => setTimeout(r, 5500));
    expect(await full.$('.promo, .promo-reopen, script[data-outilo-analytics]')).toBeNull();
  }, 30_000);

  it('shows the legal page and the 404 page', async () => {
    const legal = await ext.openExtension('options.html#/mentions-legales');
    expect(await text(legal, 'h1')).toBe('Mentions légales');
    const missing = await ext.openExtension('options.html#/inconnu');
    expect(await text(missing, '.page-message p:not(.page-message__code)')).toBe('La page que vous recherchez n’existe pas ou a été déplacée.');
  });

  it('has no axe-core violation on the full-tab page', async () => {
    const full = await ext.openExtension('options.html#/ttc-ht/');
    await full.waitForSelector('h1');
    expect(await axeViolations(full)).toEqual([]);
  });
});
