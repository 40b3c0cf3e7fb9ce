import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_DIR } from './browser';
import { axeViolations, clickText, ecbRate, expectNoBrokenNumber, fill, hasHorizontalScroll, HTTP_500_LOGGED, RATE_ERROR, openAfterFarOffRate, RATE_PROVIDER, RESULT, selectOption, text, useBrowser } from './site';

/**
 * Issue 3, part B in the extension: the four calculators inside the 400 px popup, and the EUR/USD converter in
 * the full-tab page reaching its (mocked) provider without any host permission, its last good rate kept in
 * chrome.storage.local.
 */
const ext = useBrowser({ extension: true });

describe('extension: part B permissions', () => {
  it('needs no host permission to reach the exchange-rate provider', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
    // The exact permission list is asserted by extension.e2e.test.ts and companion-extension.e2e.test.ts (issue 15).
    expect(manifest.permissions.filter((p: string) => p.includes('://') || p === '<all_urls>')).toEqual([]);
    expect(manifest.host_permissions ?? []).toEqual([]);
  });
});

describe('extension: part B calculators inside the popup', () => {
  it('evolution rate', async () => {
    const popup = await ext.openPopupTool('evolution');
    expect(await text(popup, 'h1')).toBe('Calculateur de taux d’évolution');
    await fill(popup, 'Valeur initiale', '80');
    await fill(popup, 'Valeur finale', '100');
    expect(await text(popup, RESULT)).toBe('+25,00 %');
    await fill(popup, 'Valeur initiale', '1e308');
    await expectNoBrokenNumber(popup, '.tool__body');
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });

  it('average cart', async () => {
    const popup = await ext.openPopupTool('average-cart');
    await fill(popup, 'Chiffre d’affaires total', '4 590');
    await fill(popup, 'Nombre de commandes', '54');
    expect(await text(popup, RESULT)).toBe('85,00 €');
    await fill(popup, 'Nombre de commandes', ',');
    await expectNoBrokenNumber(popup, '.tool__body');
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });

  it('ROAS breakeven', async () => {
    const popup = await ext.openPopupTool('roas-breakeven');
    await fill(popup, 'Prix de vente', '60');
    await fill(popup, 'Prix d’achat', '24');
    await fill(popup, 'Frais de livraison', '6');
    await fill(popup, 'Frais bancaires', '1,50');
    expect(await text(popup, RESULT)).toBe('2,13');
    // The custom VAT field must fit too.
    await selectOption(popup, 'TVA des frais divers', 'custom');
    await fill(popup, 'Taux de TVA des frais divers', '8,5');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('EUR/USD converter with its provider mocked', async () => {
    const popup = await ext.openPopupTool('currency', { mocks: { [RATE_PROVIDER]: () => ecbRate() } });
    await popup.waitForSelector('.currency-rate__date');
    await fill(popup, 'Montant à convertir', '250');
    expect(await text(popup, RESULT)).toBe('262,80 $');
    expect(await popup.$('button[aria-label="Actualiser le taux de change"]')).not.toBeNull();
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });
});

describe('extension: EUR/USD converter in the full-tab page', () => {
  it('fetches the rate, converts, and keeps the last good rate in chrome.storage.local', async () => {
    let requests = 0;
    const full = await ext.openExtension('options.html#/convertisseur-euro-dollar/', {
      mocks: {
        [RATE_PROVIDER]: () => {
          requests += 1;
          return ecbRate();
        },
      },
    });
    expect(await text(full, 'h1')).toBe('Convertisseur euro dollar');
    await full.waitForSelector('.currency-rate__date');
    expect(await text(full, '.currency-rate__value')).toBe('1 EUR = 1,0512 USD');
    expect(await text(full, '.currency-rate__date')).toBe('Taux BCE du 20/11/2026');
    await fill(full, 'Montant à convertir', '1 000');
    expect(await text(full, RESULT)).toBe('1 051,20 $');
    await clickText(full, 'USD vers EUR');
    expect(await text(full, RESULT)).toBe('951,29 €');
    await full.click('button[aria-label="Actualiser le taux de change"]');
    await vi.waitFor(() => expect(requests).toBe(2));
    await full.waitForFunction(() => !document.querySelector('.currency-rate__icon.is-spinning'));
    const stored = await full.evaluate(async () => {
      const area = (globalThis as unknown as { chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local;
      return (await area.get('eur-usd-rate'))['eur-usd-rate'];
    });
    expect(stored).toMatchObject({ rate: 1.0512, date: '2026-11-20', provider: 'frankfurter' });
    expect(await axeViolations(full)).toEqual([]);
  });

  it('shows the exact error and the stored rate, dated, when the provider fails', async () => {
    // The previous test stored a good rate; now the provider answers HTTP 500. Chromium logs that status itself
    // (« Failed to load resource »): only that browser message is tolerated.
    const page = await ext.openExtension('options.html#/convertisseur-euro-dollar/', {
      mocks: { [RATE_PROVIDER]: () => ({ status: 500, body: {} }) },
      tolerate: HTTP_500_LOGGED,
    });
    await page.waitForSelector('.currency-amount .field__error');
    expect(await text(page, '.currency-amount .field__error')).toBe(RATE_ERROR);
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0512 USD');
    expect(await text(page, '.currency-rate__date')).toBe('Taux BCE du 20/11/2026');
    await fill(page, 'Montant à convertir', '10');
    expect(await text(page, RESULT)).toBe('10,51 $');
  });

  it('keeps the stored rate, dated, when the provider answers a rate far from it, and says why', async () => {
    const page = await openAfterFarOffRate((mocks) => ext.openExtension('options.html#/convertisseur-euro-dollar/', { mocks }));
    expect(await page.$('.currency-amount .field__error')).toBeNull();
    await fill(page, 'Montant à convertir', '10');
    expect(await text(page, RESULT)).toBe('10,51 $');
    const stored = await page.evaluate(async () => {
      const area = (globalThis as unknown as { chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local;
      return (await area.get('eur-usd-rate'))['eur-usd-rate'];
    });
    expect(stored).toMatchObject({ rate: 1.0512, date: '2026-11-20' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
