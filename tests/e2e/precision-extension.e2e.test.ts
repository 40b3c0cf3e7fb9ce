import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { figureCases } from './figures';
import { alerts, clickText, detail, fill, hasHorizontalScroll, RESULT, text, useBrowser } from './site';

// In the extension: the popup (400 px, tools inline) and the full-tab page. Expected figures computed by hand.
const ext = useBrowser({ extension: true });

async function openTool(path: string): Promise<Page> {
  const page = await ext.openExtension(`options.html#${path}`);
  await page.waitForSelector('.tool__body input', { timeout: 10_000 });
  return page;
}

async function figureOnOneLine(page: Page): Promise<boolean> {
  return page.$eval(RESULT, (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
  });
}

describe('figures in the popup', () => {
  it('VAT: 0,125 HT is 0,15 € TTC, abc gives « — » without a copy button, 1e12 stays on one line without sideways scroll', async () => {
    const popup = await ext.openPopupTool('vat', { waitFor: '.tool__body input' });
    await clickText(popup, 'HT vers TTC');
    await fill(popup, 'Montant HT', '0,125');
    expect(await text(popup, RESULT)).toBe('0,15 €'); // 0,125 × 1,2
    await fill(popup, 'Montant HT', 'abc');
    expect(await alerts(popup)).toEqual(['Veuillez entrer un montant valide']);
    expect(await text(popup, RESULT)).toBe('—');
    expect(await popup.$('.result-card .copy-button')).toBeNull();
    await fill(popup, 'Montant HT', '1e12');
    expect(await text(popup, RESULT)).toBe('1 200 000 000 000,00 €');
    expect(await figureOnOneLine(popup)).toBe(true);
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });

  it('CPC: 12 € for 5 000 clicks is 0,0024 €, not 0,00 €', async () => {
    const popup = await ext.openPopupTool('cpc', { waitFor: '.tool__body input' });
    await fill(popup, 'Coût total', '12');
    await fill(popup, 'Nombre de clics', '5 000');
    expect(await text(popup, RESULT)).toBe('0,0024 €');
    // The largest cost for one click: a 26-character figure, wider than the popup, scrolls inside its box.
    await fill(popup, 'Coût total', '9 999 999 999 999');
    await fill(popup, 'Nombre de clics', '1');
    expect(await text(popup, RESULT)).toBe('9 999 999 999 999,00 €');
    expect(await figureOnOneLine(popup)).toBe(true);
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });

  it('CPM: a figure of 26 characters never wraps inside the number', async () => {
    const popup = await ext.openPopupTool('cpm', { waitFor: '.tool__body input' });
    await fill(popup, 'Coût total', '9 999 999 999 999');
    await fill(popup, 'Nombre d’impressions', '1');
    expect(await text(popup, RESULT)).toBe('9 999 999 999 999 000,00 €'); // 9 999 999 999 999 × 1 000
    expect(await figureOnOneLine(popup)).toBe(true);
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });
});

describe('figures in the full-tab page', () => {
  it('commercial margin of 0,19 over 0,125: 52,00 %, 34,21 %, 1,52', async () => {
    const page = await openTool('/valeur-pourcentage/');
    await clickText(page, 'Marge commerciale');
    await fill(page, 'Prix de vente HT', '0,19');
    await fill(page, 'Prix d’achat HT', '0,125');
    expect(await detail(page, 'Taux de marge (sur le prix d’achat)')).toBe('52,00 %');
    expect(await detail(page, 'Taux de marque (sur le prix de vente)')).toBe('34,21 %');
    expect(await detail(page, 'Coefficient multiplicateur')).toBe('1,52');
  });

  it('A/B test: 0/1 against 1/1 gives the Newcombe interval, and 1 / 300 000 converts at 0,0003 %', async () => {
    const page = await openTool('/ab-test/');
    await fill(page, 'Visiteurs A', '1');
    await fill(page, 'Conversions A', '0');
    await fill(page, 'Visiteurs B', '1');
    await fill(page, 'Conversions B', '1');
    expect(await detail(page, 'Intervalle de confiance à 95 % de l’écart')).toBe('-12,21 pt à +100,00 pt');
    const conversion = await openTool('/taux-conversion/');
    await fill(conversion, 'Nombre de conversions', '1');
    await fill(conversion, 'Nombre de visiteurs', '300 000');
    expect(await text(conversion, RESULT)).toBe('0,0003 %');
  });
});

describe('figures that add up, messages that tell the truth, one look for one kind of figure, in the full-tab page', () => {
  figureCases(async (path, options) => {
    const page = await ext.openExtension(`options.html#${path}`, options);
    await page.waitForSelector('.tool__body', { timeout: 10_000 });
    return page;
  });
});
