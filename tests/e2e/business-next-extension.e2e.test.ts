import { describe, expect, it } from 'vitest';
import type { MockResponse } from './browser';
import { axeViolations, clickText, detail, fill, hasHorizontalScroll, RATE_PROVIDER, RESULT, selectOption, text, useBrowser, waitResult, waitText } from './site';

/**
 * Issue 16 in the extension: each new mode inside the 400 px popup (all these tools open inline), and in the
 * full-tab page, with the exchange-rate provider mocked per currency.
 */
const ext = useBrowser({ extension: true });

const RATES: Record<string, number> = { USD: 1.0512, GBP: 0.8432, CHF: 0.9377 };
const ecbRates = (url: string): MockResponse => {
  const code = new URL(url).searchParams.get('symbols') ?? 'USD';
  return { body: { amount: 1, base: 'EUR', date: '2026-11-20', rates: { [code]: RATES[code] } } };
};

describe('extension popup (400 px): the new modes fit and work', () => {
  it('A/B test planning', async () => {
    const popup = await ext.openPopupTool('ab-test');
    await clickText(popup, 'Planifier le test');
    await fill(popup, 'Taux de conversion actuel', '20');
    await fill(popup, 'Effet minimal détectable', '25');
    await fill(popup, 'Visiteurs par jour (facultatif)', '300');
    await waitResult(popup, '1 030');
    expect(await detail(popup, 'Durée conseillée (semaines entières)')).toBe('1 semaine (7 jours)');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('A/B test SRM warning', async () => {
    const popup = await ext.openPopupTool('ab-test');
    // The previous test left the planning step remembered on the device.
    await clickText(popup, 'Analyser les résultats');
    await fill(popup, 'Visiteurs A', '5000');
    await fill(popup, 'Conversions A', '100');
    await fill(popup, 'Visiteurs B', '5400');
    await fill(popup, 'Conversions B', '120');
    await popup.waitForSelector('[data-testid="srm-warning"]');
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });

  it('price from a target margin', async () => {
    const popup = await ext.openPopupTool('percentage-value');
    await clickText(popup, 'Prix de vente cible');
    await fill(popup, 'Prix d’achat HT', '15');
    await fill(popup, 'Taux de marge visé', '60');
    await waitResult(popup, '24,00 €');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('VAT from the VAT amount at 2,1 %', async () => {
    const popup = await ext.openPopupTool('vat');
    await clickText(popup, 'Depuis la TVA');
    await clickText(popup, '2,1 %');
    await fill(popup, 'Montant de la TVA', '2,10');
    await waitResult(popup, '100,00 €');
    await clickText(popup, 'Autre taux');
    await fill(popup, 'Taux personnalisé', '13');
    await fill(popup, 'Montant de la TVA', '13');
    await waitResult(popup, '100,00 €');
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });

  it('ROAS for a target profit', async () => {
    const popup = await ext.openPopupTool('roas-breakeven');
    await selectOption(popup, 'TVA du prix de vente', 'none');
    await selectOption(popup, 'TVA du prix d’achat', 'none');
    await fill(popup, 'Prix de vente', '100');
    await fill(popup, 'Prix d’achat', '60');
    await fill(popup, 'Profit à garder par commande', '10');
    await waitText(popup, '.next-section [data-testid="result-value"]', '3,33');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('currency: Swiss francs', async () => {
    const popup = await ext.openPopupTool('currency', { mocks: { [RATE_PROVIDER]: ecbRates } });
    await popup.waitForSelector('.currency-rate__date');
    await selectOption(popup, 'Devise', 'CHF');
    await waitText(popup, '.currency-rate__value', '1 EUR = 0,9377 CHF');
    await fill(popup, 'Montant à convertir', '100');
    await waitResult(popup, '93,77 CHF');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('visitors needed and orders needed', async () => {
    const conversion = await ext.openPopupTool('conversion');
    await clickText(conversion, 'Visiteurs nécessaires');
    await fill(conversion, 'Conversions visées', '100');
    await fill(conversion, 'Taux de conversion attendu', '2');
    await waitResult(conversion, '5 000');
    expect(await hasHorizontalScroll(conversion)).toBe(false);
    const cart = await ext.openPopupTool('average-cart');
    await clickText(cart, 'Commandes nécessaires');
    await fill(cart, 'Chiffre d’affaires visé', '15000');
    await fill(cart, 'Panier moyen attendu', '60');
    await waitResult(cart, '250');
    expect(await hasHorizontalScroll(cart)).toBe(false);
  });
});

describe('extension full-tab page: the new modes', () => {
  it('A/B planning and currency in the full tab, each pair cached in chrome.storage.local', async () => {
    const ab = await ext.openExtension('options.html#/ab-test/');
    await ab.waitForSelector('.tool__body');
    await clickText(ab, 'Planifier le test');
    await fill(ab, 'Taux de conversion actuel', '3');
    await fill(ab, 'Effet minimal détectable', '10');
    await waitResult(ab, '51 486');

    const currency = await ext.openExtension('options.html#/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: ecbRates } });
    await currency.waitForSelector('.currency-rate__date');
    await selectOption(currency, 'Devise', 'GBP');
    await waitText(currency, '.currency-rate__value', '1 EUR = 0,8432 GBP');
    await fill(currency, 'Montant à convertir', '100');
    await waitResult(currency, '84,32 GBP');
    const stored = await currency.evaluate(async () => {
      const all = await (globalThis as unknown as { chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>> } } } }).chrome.storage.local.get(null);
      return Object.keys(all).filter((key) => key.endsWith('-rate')).sort();
    });
    expect(stored.some((key) => key.includes('eur-gbp-rate'))).toBe(true);
    expect(stored.some((key) => key.includes('eur-usd-rate'))).toBe(true);
  });

  it('target price, VAT, ROAS target and the inverse questions in the full tab', async () => {
    const price = await ext.openExtension('options.html#/valeur-pourcentage/');
    await price.waitForSelector('.tool__body');
    await clickText(price, 'Prix avant remise');
    await fill(price, 'Prix après remise', '45');
    await fill(price, 'Taux de remise', '25');
    await waitResult(price, '60,00 €');

    const vat = await ext.openExtension('options.html#/ttc-ht/');
    await vat.waitForSelector('.tool__body');
    // The popup test left « Depuis la TVA » and a custom rate remembered on the device.
    await clickText(vat, 'TTC vers HT');
    await clickText(vat, '8,5 % (DOM)');
    await fill(vat, 'Montant TTC', '108,5');
    await waitResult(vat, '100,00 €');

    const roas = await ext.openExtension('options.html#/roas-breakeven/');
    await roas.waitForSelector('.tool__body');
    // The popup test left « Sans TVA » remembered on the device: back to the defaults (20 % on both).
    await clickText(roas, 'Réinitialiser');
    await fill(roas, 'Prix de vente', '60');
    await fill(roas, 'Prix d’achat', '24');
    await fill(roas, 'Profit à garder par commande', '10');
    expect(await text(roas, RESULT)).not.toBe('—');
    expect(await detail(roas, 'CPA maximal à l’équilibre')).toBe('30,00 €');

    const conversion = await ext.openExtension('options.html#/taux-conversion/');
    await conversion.waitForSelector('.tool__body');
    await clickText(conversion, 'Visiteurs nécessaires');
    await fill(conversion, 'Conversions visées', '10');
    await fill(conversion, 'Taux de conversion attendu', '3');
    await waitResult(conversion, '334');
  });
});
