import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { longInputsSurviveReloads, secretsStayOffTheDevice } from './inputs';
import { alerts, clickText, fieldValue, fill, POPUP, RESULT, text, useBrowser, waitResult } from './site';
import { until } from './browser';

// In the extension: the full-tab page keeps the inputs in its address (inside the hash),
// the popup and the full-tab page remember them in chrome.storage.local, across a browser restart.
const ext = useBrowser({ extension: true });

const hashQuery = (page: Page) => page.evaluate(() => window.location.hash.split('?')[1] ?? '');

/** What chrome.storage.local holds for a tool's inputs. */
const storedInputs = (page: Page, id: string) =>
  page.evaluate(
    (key) => (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local.get(key).then((r) => r[key] ?? null),
    `inputs:${id}`,
  );

describe('full-tab page', () => {
  it('opens a link with inputs in its hash, follows what is typed there, and copies a link to the public website', async () => {
    const page = await ext.openExtension('options.html#/ttc-ht/?montant=120&sens=ht-ttc&taux=10');
    await waitResult(page, '132,00 €');
    expect(await fieldValue(page, 'Montant HT')).toBe('120');
    const history = await page.evaluate(() => window.history.length);
    await fill(page, 'Montant HT', '200');
    await until(page, () => window.location.hash === '#/ttc-ht/?montant=200&sens=ht-ttc&taux=10', { timeout: 5_000 });
    expect(await page.evaluate(() => window.history.length)).toBe(history);

    await ext.grantClipboard(ext.extensionUrl);
    await clickText(page, 'Copier le lien', 'button');
    await until(page, () => document.querySelector('.tool-actions')?.textContent?.includes('Copié'));
    // A chrome-extension:// address means nothing to whoever receives the link: the website's does.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https:\/\/[^/]+\/ttc-ht\/\?montant=200&sens=ht-ttc&taux=10$/);
  });

  it('a hostile hash query gives the tool’s French error', async () => {
    const page = await ext.openExtension('options.html#/ttc-ht/?montant=%E2%88%9E&sens=toString&taux=NaN');
    await page.waitForSelector('.field__error');
    expect(await alerts(page)).toEqual(['Veuillez entrer un montant valide']);
    expect(await text(page, RESULT)).toBe('—');
  });
});

describe('popup', () => {
  it('remembers the inputs: the popup reopens on the tool with them, and they survive a browser restart', async () => {
    let popup = await ext.openPopupTool('vat');
    // The full-tab test above left its inputs on the device: start from the defaults.
    await clickText(popup, 'Réinitialiser', 'button');
    await fill(popup, 'Montant TTC', '240');
    await waitResult(popup, '200,00 €');
    await until(
      popup,
      () =>
        (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local
          .get('inputs:vat')
          .then((r) => (r['inputs:vat'] as { montant?: string } | undefined)?.montant === '240'),
    );
    expect(await storedInputs(popup, 'vat')).toEqual({ montant: '240' });
    await popup.close();

    // Reopened (on the tool it was left on), with what was typed.
    popup = await ext.open('/popup.html', { ...POPUP, base: ext.extensionUrl });
    await popup.waitForSelector('.tool--compact h1');
    expect(await fieldValue(popup, 'Montant TTC')).toBe('240');

    await ext.restartBrowser();
    popup = await ext.openPopupTool('vat');
    await waitResult(popup, '200,00 €');
    expect(await fieldValue(popup, 'Montant TTC')).toBe('240');
    // The full-tab page shares the remembered inputs.
    const tab = await ext.openExtension('options.html#/ttc-ht/');
    await waitResult(tab, '200,00 €');
    await clickText(tab, 'Réinitialiser', 'button');
    expect(await fieldValue(tab, 'Montant TTC')).toBe('');
    await until(
      tab,
      () =>
        (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local
          .get('inputs:vat')
          .then((r) => r['inputs:vat'] === undefined),
    );
  });
});

describe('full-tab page: what the address leaves out comes from the device', () => {
  longInputsSurviveReloads((route) => ext.openExtension(`options.html#${route}`));
});

describe('full-tab page: secrets', () => {
  secretsStayOffTheDevice((route) => ext.openExtension(`options.html#${route}`));
});
