import type { Page } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { alerts, axeViolations, clickText, copiedText, detail, ecbRate, expectNoBrokenNumber, fill, hasHorizontalScroll, HTTP_500_LOGGED, RATE_ERROR, openAfterFarOffRate, RATE_PROVIDER, RESULT, selectOption, text, useBrowser } from './site';

/**
 * Issue 3, part B on the website build: evolution rate, average cart, ROAS breakeven and the EUR/USD converter.
 * Expected figures are worked by hand from the formulas (INSEE taux de variation, CA ÷ commandes, DECISIONS.md's
 * corrected ROAS, ECB rate × amount). The exchange-rate provider is answered locally, never over the internet.
 */
const site = useBrowser();

/** Empties a field the way a user does (select all, delete), so that React sees the change. */
async function clear(page: Page, label: string): Promise<void> {
  await fill(page, label, 'x');
  await page.keyboard.press('Backspace');
}

const HOSTILE = ['abc', '-5', '1e308', ',', '-0', '99999999999999999999', '1,2,3', '--1'];

describe('website: evolution rate', () => {
  it('computes rises and falls live', async () => {
    const page = await site.open('/taux-evolution/');
    await fill(page, 'Valeur initiale', '12 500');
    await fill(page, 'Valeur finale', '15 000');
    expect(await text(page, RESULT)).toBe('+20,00 %');
    expect(await detail(page, 'Écart en valeur')).toBe('+2 500,00');
    expect(await detail(page, 'Coefficient multiplicateur')).toBe('1,20');
    expect(await text(page, '.result-card__note')).toBe('La valeur a augmenté de 20,00 % entre la valeur initiale et la valeur finale.');
    await fill(page, 'Valeur initiale', '120');
    await fill(page, 'Valeur finale', '100');
    expect(await text(page, RESULT)).toBe('-16,67 %');
    await fill(page, 'Valeur finale', '120');
    expect(await text(page, RESULT)).toBe('0,00 %');
  });

  it('says that an initial value of 0 has no rate', async () => {
    const page = await site.open('/taux-evolution/');
    await fill(page, 'Valeur initiale', '0');
    await fill(page, 'Valeur finale', '50');
    expect(await alerts(page)).toEqual(['La valeur initiale ne peut pas être 0 : le taux d’évolution n’est pas défini']);
    expect(await text(page, RESULT)).toBe('—'); // issue 12: no figure beside an error
  });

  it('never shows NaN or Infinity for hostile inputs', async () => {
    const page = await site.open('/taux-evolution/');
    for (const input of HOSTILE) {
      await fill(page, 'Valeur initiale', input);
      await fill(page, 'Valeur finale', input);
      await expectNoBrokenNumber(page, '.tool__body');
    }
    await fill(page, 'Valeur initiale', 'abc');
    expect(await alerts(page)).toContain('Veuillez entrer un nombre valide');
  });
});

describe('website: average cart', () => {
  it('divides the revenue by the orders and copies the result', async () => {
    const page = await site.open('/panier-moyen/');
    await fill(page, 'Chiffre d’affaires total', '15 000');
    await fill(page, 'Nombre de commandes', '250');
    expect(await text(page, RESULT)).toBe('60,00 €');
    await fill(page, 'Chiffre d’affaires total', '1 234,56');
    await fill(page, 'Nombre de commandes', '7');
    expect(await text(page, RESULT)).toBe('176,37 €');
    await site.grantClipboard();
    await clickText(page, 'Copier');
    expect((await copiedText(page)).replace(/[\u00a0\u202f]/g, ' ')).toBe('176,37 €');
  });

  it('shows the French errors and never NaN or Infinity', async () => {
    const page = await site.open('/panier-moyen/');
    await fill(page, 'Chiffre d’affaires total', '1000');
    await fill(page, 'Nombre de commandes', '0');
    expect(await alerts(page)).toEqual(['Le nombre de commandes doit être supérieur à 0']);
    expect(await text(page, RESULT)).toBe('—'); // issue 12: no figure beside an error
    expect(await page.$('.result-card .copy-button')).toBeNull();
    await fill(page, 'Chiffre d’affaires total', '-5');
    await fill(page, 'Nombre de commandes', '2,5');
    expect(await alerts(page)).toEqual(['Veuillez entrer un montant valide', 'Veuillez entrer un nombre de commandes valide']);
    for (const input of HOSTILE) {
      await fill(page, 'Chiffre d’affaires total', input);
      await fill(page, 'Nombre de commandes', input);
      await expectNoBrokenNumber(page, '.tool__body');
    }
  });
});

describe('website: ROAS breakeven', () => {
  it('computes the breakeven ROAS with each cost’s own VAT', async () => {
    const page = await site.open('/roas-breakeven/');
    // 60 € TTC at 20 % = 50 € HT; 24 € TTC = 20 € HT; 6 € TTC = 5 € HT; 1,50 € bank fees without VAT.
    await fill(page, 'Prix de vente', '60');
    await fill(page, 'Prix d’achat', '24');
    await fill(page, 'Frais de livraison', '6');
    await fill(page, 'Frais bancaires', '1,50');
    expect(await text(page, RESULT)).toBe('2,13');
    expect(await detail(page, 'Taux de marque (marge sur prix de vente HT)')).toBe('47,00 %');
    expect(await detail(page, 'Marge par vente HT (CPA maximal)')).toBe('23,50 €');
    expect(await detail(page, 'Prix de vente HT')).toBe('50,00 €');
    expect(await detail(page, 'Total des coûts HT')).toBe('26,50 €');

    // Without VAT: 100 € sold, 60 € bought → 40 % margin → ROAS 2,50.
    await selectOption(page, 'TVA du prix de vente', 'none');
    await selectOption(page, 'TVA du prix d’achat', 'none');
    await selectOption(page, 'TVA des frais de livraison', 'none');
    await fill(page, 'Prix de vente', '100');
    await fill(page, 'Prix d’achat', '60');
    await clear(page, 'Frais de livraison');
    await clear(page, 'Frais bancaires');
    expect(await text(page, RESULT)).toBe('2,50');

    // A custom VAT rate on misc costs: 10,85 € at 8,5 % = 10 € HT → margin 30 % → ROAS 3,33.
    await selectOption(page, 'TVA des frais divers', 'custom');
    await fill(page, 'Taux de TVA des frais divers', '8,5');
    await fill(page, 'Frais divers', '10,85');
    expect(await detail(page, 'Frais divers HT')).toBe('10,00 €');
    expect(await text(page, RESULT)).toBe('3,33');
  });

  it('asks for the selling price only once the form was touched, with the exact messages', async () => {
    const page = await site.open('/roas-breakeven/');
    expect(await alerts(page)).toEqual([]);
    expect(await text(page, RESULT)).toBe('—');
    await fill(page, 'Prix de vente', '');
    await page.keyboard.press('Tab');
    expect(await alerts(page)).toEqual(['Le prix de vente est obligatoire']);
    await fill(page, 'Prix de vente', '0');
    expect(await alerts(page)).toEqual(['Le prix de vente doit être supérieur à 0']);
    await fill(page, 'Prix de vente', '-5');
    expect(await alerts(page)).toEqual(['Le prix de vente doit être supérieur à 0']);
    expect(await text(page, RESULT)).toBe('—'); // issue 12: no figure beside an error
  });

  it('says plainly when no ROAS can break even', async () => {
    const page = await site.open('/roas-breakeven/');
    await fill(page, 'Prix de vente', '30');
    await fill(page, 'Prix d’achat', '36');
    expect(await text(page, RESULT)).toBe('Aucun');
    expect(await page.$('.result-card--warning')).not.toBeNull();
    expect(await text(page, '.result-card__note')).toMatch(/^Aucun ROAS ne peut être rentable : vos coûts atteignent ou dépassent votre prix de vente HT\./);
  });

  it('never shows NaN or Infinity for hostile inputs in any field', async () => {
    const page = await site.open('/roas-breakeven/');
    await selectOption(page, 'TVA des frais divers', 'custom');
    const labels = ['Prix de vente', 'Prix d’achat', 'Frais de livraison', 'Frais bancaires', 'Frais divers', 'Taux de TVA des frais divers'];
    for (const input of HOSTILE) {
      for (const label of labels) await fill(page, label, input);
      await expectNoBrokenNumber(page, '.tool__body');
    }
  });
});

describe('website: EUR/USD converter', () => {
  it('loads the ECB rate on open, converts both ways and refreshes on click', async () => {
    let requests = 0;
    const page = await site.open('/convertisseur-euro-dollar/', {
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
    expect(await text(page, RESULT)).toBe('105,12 $');
    expect(await page.$('.result-card .copy-button')).not.toBeNull();
    await clickText(page, 'USD vers EUR');
    expect(await text(page, RESULT)).toBe('95,13 €');
    expect(await detail(page, 'Taux appliqué')).toBe('1 EUR = 1,0512 USD'); // 100 ÷ 1,0512

    const refresh = await page.$('button[aria-label="Actualiser le taux de change"]');
    expect(await refresh?.$('svg')).not.toBeNull();
    await refresh!.click();
    await page.waitForFunction(() => document.querySelector('.currency-rate__date')?.textContent?.includes('21/11/2026'));
    expect(requests).toBe(2);
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0634 USD');
    expect(await text(page, RESULT)).toBe('94,04 €');
    expect(await alerts(page)).toEqual([]);
  });

  it('shows the exact error under the amount and the last good rate, dated, when the provider fails', async () => {
    // A first visit keeps a good rate in localStorage...
    const first = await site.open('/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: () => ecbRate() } });
    await first.waitForSelector('.currency-rate__date');
    await first.close();
    // ...then the provider answers HTTP 500, which Chromium itself logs: only that browser message is tolerated.
    const page = await site.open('/convertisseur-euro-dollar/', {
      mocks: { [RATE_PROVIDER]: () => ({ status: 500, body: { error: 'boom' } }) },
      tolerate: HTTP_500_LOGGED,
    });
    await page.waitForSelector('.currency-amount .field__error');
    expect(await text(page, '.currency-amount .field__error')).toBe(RATE_ERROR);
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0512 USD');
    expect(await text(page, '.currency-rate__date')).toBe('Taux BCE du 20/11/2026');
    expect(await text(page, '.currency-rate__state')).toMatch(/^Dernier taux connu, récupéré le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/);
    await fill(page, 'Montant à convertir', '50');
    expect(await text(page, RESULT)).toBe('52,56 $');
    await page.evaluate(() => localStorage.clear());
  });

  it('keeps the last good rate, dated, when the provider answers a rate far from it, and says why', async () => {
    const page = await openAfterFarOffRate((mocks) => site.open('/convertisseur-euro-dollar/', { mocks }));
    await fill(page, 'Montant à convertir', '100');
    expect(await text(page, RESULT)).toBe('105,12 $');
    expect(await alerts(page)).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('outilo:eur-usd-rate')))!)).toMatchObject({ rate: 1.0512, date: '2026-11-20' });
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  });

  it('treats a malformed answer as an error and shows no figure without a rate', async () => {
    const page = await site.open('/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: () => ({ body: { amount: 1, base: 'EUR', date: '2026-11-20', rates: { USD: 'abc' } } }) } });
    await page.waitForSelector('.currency-amount .field__error');
    expect(await text(page, '.currency-amount .field__error')).toBe(RATE_ERROR);
    await fill(page, 'Montant à convertir', '100');
    expect(await text(page, RESULT)).toBe('—');
    await expectNoBrokenNumber(page, '.tool__body');
  });

  it('rejects hostile amounts with a French message', async () => {
    const page = await site.open('/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: () => ecbRate() } });
    await page.waitForSelector('.currency-rate__date');
    for (const input of HOSTILE) {
      await fill(page, 'Montant à convertir', input);
      await expectNoBrokenNumber(page, '.tool__body');
    }
    await fill(page, 'Montant à convertir', '-5');
    expect(await alerts(page)).toEqual(['Veuillez entrer un montant valide']);
  });
});

describe('website: part B quality', () => {
  const PATHS = ['/taux-evolution/', '/panier-moyen/', '/roas-breakeven/', '/convertisseur-euro-dollar/'];
  const mocks = { [RATE_PROVIDER]: () => ecbRate() };

  it.each(PATHS)('%s has no axe-core violation', async (path) => {
    const page = await site.open(path, { mocks });
    await page.waitForSelector('.result-card');
    if (path === '/convertisseur-euro-dollar/') await page.waitForSelector('.currency-rate__date');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the ROAS warning and the converter error have no axe-core violation', async () => {
    const roas = await site.open('/roas-breakeven/');
    await fill(roas, 'Prix de vente', '10');
    await fill(roas, 'Prix d’achat', '36');
    await selectOption(roas, 'TVA des frais divers', 'custom');
    await roas.waitForSelector('.result-card--warning');
    expect(await axeViolations(roas)).toEqual([]);
    await fill(roas, 'Frais divers', 'abc');
    await fill(roas, 'Taux de TVA des frais divers', '150');
    expect(await alerts(roas)).toEqual(['Veuillez entrer un montant valide', 'Veuillez entrer un taux de TVA entre 0 et 100']);
    expect(await axeViolations(roas)).toEqual([]);
    const currency = await site.open('/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: () => ({ body: 'oops' }) } });
    await currency.waitForSelector('.currency-amount .field__error');
    expect(await axeViolations(currency)).toEqual([]);
  });

  it.each(PATHS)('%s has no horizontal scroll at 390 px', async (path) => {
    const page = await site.open(path, { width: 390, height: 800, mocks });
    await page.waitForSelector('.result-card');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
