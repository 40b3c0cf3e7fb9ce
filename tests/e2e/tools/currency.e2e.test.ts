import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { expect, it, vi } from 'vitest';
import { EXTENSION_DIR, type MockResponse, until } from '../browser';
import { alerts, axeViolations, clickText, detail, ecbRate, expectNoBrokenNumber, fill, hasHorizontalScroll, HOSTILE, HTTP_500_LOGGED, openAfterFarOffRate, RATE_ERROR, RATE_PROVIDER, selectOption, text, waitResult, waitText } from '../site';
import { describeTool, type Target } from '../targets';

/** Frankfurter's answer for whichever currency the request names (`symbols=GBP`). */
const RATES: Record<string, number> = { USD: 1.0512, GBP: 0.8432, CHF: 0.9377, JPY: 162.5 };
const ecbRates = (url: string): MockResponse => {
  const code = new URL(url).searchParams.get('symbols') ?? 'USD';
  return { body: { amount: 1, base: 'EUR', date: '2026-11-20', rates: { [code]: RATES[code] } } };
};
const currencyMocks = { [RATE_PROVIDER]: ecbRates };

/** The rates kept on the device, by pair (`eur-usd`): the site's localStorage, the extension's chrome.storage.local. */
async function storedRates(page: Page, target: Target): Promise<Record<string, unknown>> {
  const all: Record<string, string | unknown> = await page.evaluate(async (website) => {
    if (website) return Object.fromEntries(Object.keys(localStorage).map((key) => [key.replace(/^outilo:/, ''), JSON.parse(localStorage.getItem(key)!)]));
    return (globalThis as unknown as { chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>> } } } }).chrome.storage.local.get(null);
  }, target === 'website');
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.endsWith('-rate')).map(([key, value]) => [key.replace(/-rate$/, ''), value]));
}

/** Forgets the rates kept on the device, so that the next case starts without a last good rate. */
async function forgetRates(page: Page, target: Target): Promise<void> {
  await page.evaluate(async (website) => {
    if (website) return localStorage.clear();
    const local = (globalThis as unknown as { chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>>; remove(k: string[]): Promise<void> } } } }).chrome.storage.local;
    await local.remove(Object.keys(await local.get(null)).filter((key) => key.endsWith('-rate')));
  }, target === 'website');
}

describeTool('currency', (tool) => {
  const open = (mocks: Parameters<typeof tool.open>[1] = {}) => tool.open('', mocks);

  it('loads the ECB rate on open, converts both ways and refreshes on click', async () => {
    let requests = 0;
    const page = await open({
      mocks: {
        [RATE_PROVIDER]: (url) => {
          requests += 1;
          expect(url).toBe('https://api.frankfurter.dev/v1/latest?base=EUR&symbols=USD');
          return requests === 1 ? ecbRate() : ecbRate(1.0634, '2026-11-21');
        },
      },
    });
    await page.waitForSelector('.currency-rate__date');
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0512 USD');
    expect(await text(page, '.currency-rate__date')).toBe('Taux BCE du 20/11/2026');
    await fill(page, 'Montant à convertir', '100');
    await waitResult(page, '105,12 $');
    expect(await page.$('.result-card .copy-button')).not.toBeNull();
    await fill(page, 'Montant à convertir', '1 000');
    await waitResult(page, '1 051,20 $');
    await clickText(page, 'USD vers EUR');
    await waitResult(page, '951,29 €');
    await fill(page, 'Montant à convertir', '100');
    await waitResult(page, '95,13 €');
    expect(await detail(page, 'Taux appliqué')).toBe('1 EUR = 1,0512 USD'); // 100 ÷ 1,0512
    expect(await hasHorizontalScroll(page)).toBe(false);

    const refresh = await page.$('button[aria-label="Actualiser le taux de change"]');
    expect(await refresh?.$('svg')).not.toBeNull();
    await refresh!.click();
    await until(page, () => document.querySelector('.currency-rate__date')?.textContent?.includes('21/11/2026'));
    await vi.waitFor(() => expect(requests).toBe(2));
    await until(page, () => !document.querySelector('.currency-rate__icon.is-spinning'));
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0634 USD');
    await waitResult(page, '94,04 €');
    expect(await alerts(page)).toEqual([]);
    expect(await storedRates(page, tool.target)).toMatchObject({ 'eur-usd': { rate: 1.0634, date: '2026-11-21', provider: 'frankfurter' } });
    expect(await axeViolations(page)).toEqual([]);
    await forgetRates(page, tool.target);
  });

  it('shows the exact error under the amount and the last good rate, dated, when the provider fails', async () => {
    // A first visit keeps a good rate on the device...
    const first = await open({ mocks: { [RATE_PROVIDER]: () => ecbRate() } });
    await first.waitForSelector('.currency-rate__date');
    await first.close();
    // ...then the provider answers HTTP 500, which Chromium itself logs: only that browser message is tolerated.
    const page = await open({ mocks: { [RATE_PROVIDER]: () => ({ status: 500, body: { error: 'boom' } }) }, tolerate: HTTP_500_LOGGED });
    await page.waitForSelector('.currency-amount .field__error');
    expect(await text(page, '.currency-amount .field__error')).toBe(RATE_ERROR);
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0512 USD');
    expect(await text(page, '.currency-rate__date')).toBe('Taux BCE du 20/11/2026');
    expect(await text(page, '.currency-rate__state')).toMatch(/^Dernier taux connu, récupéré le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/);
    await fill(page, 'Montant à convertir', '50');
    await waitResult(page, '52,56 $');
    await forgetRates(page, tool.target);
  });

  it('keeps the last good rate, dated, when the provider answers a rate far from it, and says why', async () => {
    const page = await openAfterFarOffRate((mocks) => open({ mocks }));
    expect(await page.$('.currency-amount .field__error')).toBeNull();
    await fill(page, 'Montant à convertir', '100');
    await waitResult(page, '105,12 $');
    expect(await alerts(page)).toEqual([]);
    expect(await storedRates(page, tool.target)).toMatchObject({ 'eur-usd': { rate: 1.0512, date: '2026-11-20' } });
    expect(await axeViolations(page)).toEqual([]);
    await forgetRates(page, tool.target);
  });

  it('treats a malformed answer as an error and shows no figure without a rate', async () => {
    const page = await open({ mocks: { [RATE_PROVIDER]: () => ({ body: { amount: 1, base: 'EUR', date: '2026-11-20', rates: { USD: 'abc' } } }) } });
    await page.waitForSelector('.currency-amount .field__error');
    expect(await text(page, '.currency-amount .field__error')).toBe(RATE_ERROR);
    await fill(page, 'Montant à convertir', '100');
    await waitResult(page, '—');
    await expectNoBrokenNumber(page, '.tool__body');
  });

  it('the error of an unreadable answer has no axe-core violation', async () => {
    const page = await open({ mocks: { [RATE_PROVIDER]: () => ({ body: 'oops' }) } });
    await page.waitForSelector('.currency-amount .field__error');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('rejects hostile amounts with a French message', async () => {
    const page = await open({ mocks: { [RATE_PROVIDER]: () => ecbRate() } });
    await page.waitForSelector('.currency-rate__date');
    // abc, -5, ',' and 1e308, with their messages, are CurrencyTool.test.tsx's; here the rest, typed.
    for (const input of HOSTILE.filter((value) => !['abc', '-5', ',', '1e308'].includes(value))) {
      await fill(page, 'Montant à convertir', input);
      await expectNoBrokenNumber(page, '.tool__body');
    }
    await fill(page, 'Montant à convertir', '-5');
    expect(await alerts(page)).toEqual(['Veuillez entrer un montant valide']);
    await forgetRates(page, tool.target);
  });

  it('converts EUR to pounds sterling and back, and Swiss francs, dated, USD staying the default; each pair kept apart', async () => {
    const page = await open({ mocks: currencyMocks });
    await page.waitForSelector('.currency-rate__date');
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0512 USD');
    await selectOption(page, 'Devise', 'GBP');
    await waitText(page, '.currency-rate__value', '1 EUR = 0,8432 GBP');
    expect(await text(page, '.currency-rate__date')).toBe('Taux BCE du 20/11/2026');
    await fill(page, 'Montant à convertir', '100');
    await waitResult(page, '84,32 GBP');
    await clickText(page, 'GBP vers EUR');
    await waitResult(page, '118,60 €');
    expect(await axeViolations(page)).toEqual([]);
    // Each pair is kept under its own key; USD keeps its historical one.
    expect(Object.keys(await storedRates(page, tool.target)).sort()).toEqual(['eur-gbp', 'eur-usd']);
    await clickText(page, 'EUR vers GBP');
    await selectOption(page, 'Devise', 'CHF');
    await waitText(page, '.currency-rate__value', '1 EUR = 0,9377 CHF');
    await fill(page, 'Montant à convertir', '100');
    await waitResult(page, '93,77 CHF');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await forgetRates(page, tool.target);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('a crafted address: 10 000 yen to euros', async () => {
      const page = await tool.open('?devise=jpy&sens=devise-eur&montant=10000', { mocks: currencyMocks });
      await waitResult(page, '61,54 €');
      expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 162,50 JPY');
      await forgetRates(page, tool.target);
    });
  }

  // A property of the extension's manifest, checked once.
  if (tool.target === 'full-tab') {
    it('needs no host permission to reach the exchange-rate provider', () => {
      const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
      // The exact permission list is asserted by extension.e2e.test.ts and companion-extension.e2e.test.ts.
      expect(manifest.permissions.filter((p: string) => p.includes('://') || p === '<all_urls>')).toEqual([]);
      expect(manifest.host_permissions ?? []).toEqual([]);
    });
  }

  it('without any rate: only the rate message, never « Corrigez la saisie » under a fine amount', async () => {
    const page = await open({ mocks: { [RATE_PROVIDER]: () => ({ status: 500, body: { error: 'boom' } }) }, tolerate: HTTP_500_LOGGED });
    // A currency of which no rate was ever kept (an earlier case may have left a dollar rate on the device).
    await selectOption(page, 'Devise', 'SEK');
    await until(page, () => document.querySelector('.currency-rate__state')?.textContent === 'Aucun taux disponible pour le moment.');
    await fill(page, 'Montant à convertir', '100');
    expect(await alerts(page)).toEqual([RATE_ERROR]);
    await waitResult(page, '—');
    expect(await text(page, '.tool')).not.toContain('Corrigez la saisie');
    await forgetRates(page, tool.target);
  });

  it('writes a rate one way, as published, in the rate line and the result (1,0842 USD, 163,50 JPY)', async () => {
    const page = await open({ mocks: { [RATE_PROVIDER]: () => ecbRate(1.0842) } });
    await page.waitForSelector('.currency-rate__date');
    await clickText(page, 'USD vers EUR');
    await fill(page, 'Montant à convertir', '1 234,56 $');
    await waitResult(page, '1 138,68 €'); // 1 234,56 ÷ 1,0842 = 1 138,6829…
    // The published rate, by which the amount is divided: no rounded inverse that would not give it back.
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0842 USD');
    expect(await detail(page, 'Taux appliqué')).toBe('1 EUR = 1,0842 USD');
    await forgetRates(page, tool.target);
    const yen = await open({ mocks: { [RATE_PROVIDER]: () => ({ body: { amount: 1, base: 'EUR', date: '2026-11-20', rates: { JPY: 163.5 } } }) } });
    await selectOption(yen, 'Devise', 'JPY');
    await until(yen, () => document.querySelector('.currency-rate__value')?.textContent?.includes('JPY'));
    expect(await text(yen, '.currency-rate__value')).toBe('1 EUR = 163,50 JPY');
    await forgetRates(yen, tool.target);
  });
}, { defaults: { mocks: { [RATE_PROVIDER]: () => ecbRate() } } });
