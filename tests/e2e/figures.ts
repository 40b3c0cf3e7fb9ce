import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import type { Mocks } from './browser';
import { alerts, clickText, detail, details, ecbRate, fill, HTTP_500_LOGGED, RATE_ERROR, RATE_PROVIDER, RESULT, selectOption, text } from './site';

/** Opens a tool page at its website path (`/ttc-ht/`): on the website, or in the extension's full-tab page. */
export type OpenTool = (path: string, options?: { mocks?: Mocks; tolerate?: RegExp }) => Promise<Page>;

const noCopyButton = async (page: Page) => (await page.$('.result-card .copy-button')) === null;

/**
 * Figures that add up, messages that tell the truth and one look for one kind of figure, as a user checks them on a
 * target. Every expected figure is worked by hand (exact fractions) in the comment beside it.
 */
export function figureCases(open: OpenTool): void {
  it('a discounted price and its saving add up to the price: 59,90 € less 15 % is 50,92 € and 8,98 €', async () => {
    const page = await open('/valeur-pourcentage/');
    await fill(page, 'Prix initial', '59,90');
    await fill(page, 'Taux de remise', '15');
    expect(await text(page, RESULT)).toBe('50,92 €'); // 59,90 × 0,85 = 50,915 → 50,92
    expect(await detail(page, 'Économie')).toBe('8,98 €'); // 59,90 − 50,92, not 8,985 → 8,99
    expect(await text(page, '.about-tool')).toContain('soit 8,98 € d’économie');
  });

  it('HT and VAT add up to the TTC typed: 2,01 € TTC at 20 % is 1,68 € HT and 0,33 € of VAT', async () => {
    const page = await open('/ttc-ht/');
    await fill(page, 'Montant TTC', '2,01');
    // 2,01 ÷ 1,2 = 1,675 → 1,68; the VAT 2,01 − 1,68 = 0,33 (not 1,675 × 0,2 = 0,335 → 0,34).
    expect(await details(page)).toEqual({ 'Montant HT': '1,68 €', 'TVA à 20 %': '0,33 €', 'Montant TTC': '2,01 €' });
  });

  it('a difference of typed decimals is exact: 4,971 → 5,116 is +0,15; 9 990,55 → 9 357,305 is -633,25', async () => {
    const page = await open('/taux-evolution/');
    await fill(page, 'Valeur initiale', '4,971');
    await fill(page, 'Valeur finale', '5,116');
    expect(await detail(page, 'Écart en valeur')).toBe('+0,15'); // exactly 0,145, half up
    expect(await detail(page, 'Coefficient multiplicateur')).toBe('1,0292'); // 5,116 ÷ 4,971 = 1,02916…
    await fill(page, 'Valeur initiale', '9 990,55');
    await fill(page, 'Valeur finale', '9 357,305');
    expect(await detail(page, 'Écart en valeur')).toBe('-633,25'); // exactly −633,245
    await fill(page, 'Valeur initiale', '12 500');
    await fill(page, 'Valeur finale', '15 000');
    expect(await detail(page, 'Coefficient multiplicateur')).toBe('1,20'); // as in the margin calculator
  });

  it('a margin of typed prices is exact: 6 130,123 − 6 129,348 is 0,78 €, 1,005 − 1 is 0,01 €; coefficient 1,20', async () => {
    const page = await open('/valeur-pourcentage/');
    await clickText(page, 'Marge commerciale');
    await fill(page, 'Prix de vente HT', '6 130,123');
    await fill(page, 'Prix d’achat HT', '6 129,348');
    expect(await text(page, RESULT)).toBe('0,78 €'); // exactly 0,775
    await fill(page, 'Prix de vente HT', '1,005');
    await fill(page, 'Prix d’achat HT', '1');
    expect(await text(page, RESULT)).toBe('0,01 €'); // exactly 0,005, at the display step: not « 0,005 € »
    await fill(page, 'Prix de vente HT', '30');
    await fill(page, 'Prix d’achat HT', '25');
    expect(await detail(page, 'Coefficient multiplicateur')).toBe('1,20');
  });

  it('A/B: the 6th decimal next to the threshold is exact, and a p too small to tell apart reads as one relation', async () => {
    const page = await open('/ab-test/');
    await fill(page, 'Visiteurs A', '64942');
    await fill(page, 'Conversions A', '291');
    await fill(page, 'Visiteurs B', '62150');
    await fill(page, 'Conversions B', '326');
    // p = 0,0499999573830… (mpmath, 40 digits): 95,000004 %, where an erfc off by 1e-7 showed 95,000005 %.
    expect(await detail(page, 'Niveau de confiance')).toBe('95,000004 %');
    await fill(page, 'Visiteurs A', '10000');
    await fill(page, 'Conversions A', '200');
    await fill(page, 'Visiteurs B', '5000');
    await fill(page, 'Conversions B', '100');
    // 10 000 against 5 000 for a planned 50/50: χ² = 1 666,67.
    const warning = await text(page, '[data-testid="srm-warning"]');
    expect(warning).toContain('(χ² = 1 666,67, p < 0,000000000001)');
    expect(warning).not.toContain('p = <');
  });

  it('ROAS: « Personnalisé » without a rate asks for it instead of computing at 0 %', async () => {
    const page = await open('/roas-breakeven/');
    await fill(page, 'Prix de vente', '60');
    await fill(page, 'Frais de livraison', '6');
    await selectOption(page, 'TVA des frais de livraison', 'custom');
    expect(await text(page, RESULT)).toBe('—');
    expect(await text(page, '.roas-result .result-card__note')).toBe('Saisissez le taux de TVA personnalisé des frais de livraison.');
    expect(await alerts(page)).toEqual([]);
    await fill(page, 'Taux de TVA des frais de livraison', '20');
    expect(await text(page, RESULT)).toBe('1,11'); // 60 ÷ 1,2 = 50 HT, 6 ÷ 1,2 = 5 HT: margin 45, ROAS 50 ÷ 45
  });

  it('EUR/USD without any rate: only the rate message, never « Corrigez la saisie » under a fine amount', async () => {
    const page = await open('/convertisseur-euro-dollar/', {
      mocks: { [RATE_PROVIDER]: () => ({ status: 500, body: { error: 'boom' } }) },
      tolerate: HTTP_500_LOGGED,
    });
    // A currency of which no rate was ever kept (an earlier test may have left a dollar rate on the device).
    await selectOption(page, 'Devise', 'SEK');
    await page.waitForFunction(() => document.querySelector('.currency-rate__state')?.textContent === 'Aucun taux disponible pour le moment.');
    await fill(page, 'Montant à convertir', '100');
    expect(await alerts(page)).toEqual([RATE_ERROR]);
    expect(await text(page, RESULT)).toBe('—');
    expect(await text(page, 'main')).not.toContain('Corrigez la saisie');
  });

  it('EUR/USD: one way to write a rate, as published, in the rate line and the result (163,50 JPY, 1,0842 USD)', async () => {
    const page = await open('/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: () => ecbRate(1.0842) } });
    await clickText(page, 'USD vers EUR');
    await fill(page, 'Montant à convertir', '1 234,56 $');
    expect(await text(page, RESULT)).toBe('1 138,68 €'); // 1 234,56 ÷ 1,0842 = 1 138,6829…
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0842 USD');
    expect(await detail(page, 'Taux appliqué')).toBe('1 EUR = 1,0842 USD');
    const yen = await open('/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: () => ({ body: { amount: 1, base: 'EUR', date: '2026-11-20', rates: { JPY: 163.5 } } }) } });
    await selectOption(yen, 'Devise', 'JPY');
    await yen.waitForFunction(() => document.querySelector('.currency-rate__value')?.textContent?.includes('JPY'));
    expect(await text(yen, '.currency-rate__value')).toBe('1 EUR = 163,50 JPY');
  });

  it('an amount above the largest accepted says that largest', async () => {
    const page = await open('/ttc-ht/');
    await fill(page, 'Montant TTC', '100 000 000 000 000');
    expect(await alerts(page)).toEqual(['Montant trop élevé : 10 000 000 000 000 au plus']);
    expect(await text(page, RESULT)).toBe('—');
  });

  it('TTC/HT speaks of the five rates it offers', async () => {
    const page = await open('/ttc-ht/');
    const texts = await text(page, 'main');
    expect(texts).toContain('cinq taux');
    expect(texts).not.toContain('trois taux');
    for (const rate of ['20 %', '10 %', '8,5 %', '5,5 %', '2,1 %']) expect(texts).toContain(rate);
  });

  it('before any input, every result shows « — » without a copy button (TVA, CPC, CPA, CPM, évolution, panier moyen)', async () => {
    for (const path of ['/ttc-ht/', '/cpc/', '/cpa/', '/cpm/', '/taux-evolution/', '/panier-moyen/']) {
      const page = await open(path);
      expect(await text(page, RESULT), path).toBe('—');
      expect(await noCopyButton(page), path).toBe(true);
      await page.close();
    }
  });

  it('the entropy of a password is written with one decimal, whatever its value', async () => {
    const page = await open('/mot-de-passe/');
    const entropy = () => page.$eval('.strength__figures div:nth-child(2) dd', (dd) => dd.textContent!.replace(/[\u00a0\u202f]/g, ' '));
    expect(await entropy()).toMatch(/^\d+,\d bits$/);
  });
}
