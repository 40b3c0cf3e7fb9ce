import { describe, expect, it } from 'vitest';
import type { MockResponse } from './browser';
import {
  alerts,
  axeViolations,
  clickText,
  detail,
  expectNoBrokenNumber,
  fill,
  hasHorizontalScroll,
  RATE_PROVIDER,
  RESULT,
  selectOption,
  text,
  useBrowser,
  waitResult,
  waitText,
} from './site';

/**
 * Issue 16 on the website: the "next question" modes of the business calculators, each typed in and each opened
 * from a crafted address, under the production CSP, with axe-core and at 390 px.
 */
const site = useBrowser();

/** Frankfurter's answer for whichever currency the request names (`symbols=GBP`). */
const RATES: Record<string, number> = { USD: 1.0512, GBP: 0.8432, CHF: 0.9377, JPY: 162.5 };
export const ecbRates = (url: string): MockResponse => {
  const code = new URL(url).searchParams.get('symbols') ?? 'USD';
  return { body: { amount: 1, base: 'EUR', date: '2026-11-20', rates: { [code]: RATES[code] } } };
};
const currencyMocks = { [RATE_PROVIDER]: ecbRates };

describe('website: A/B test planning, threshold and SRM', () => {
  it('plans a test: visitors per variant, total, days and whole weeks', async () => {
    const page = await site.open('/ab-test/');
    await clickText(page, 'Planifier le test');
    await fill(page, 'Taux de conversion actuel', '3');
    await fill(page, 'Effet minimal détectable', '10');
    await fill(page, 'Visiteurs par jour (facultatif)', '2000');
    await waitResult(page, '51 486');
    expect(await detail(page, 'Visiteurs au total')).toBe('102 972');
    expect(await detail(page, 'Durée conseillée (semaines entières)')).toBe('8 semaines (56 jours)');
    // Three variants: Bonferroni, more visitors each.
    await fill(page, 'Nombre de variantes (contrôle compris)', '3');
    expect(Number((await text(page, RESULT)).replace(/ /g, ''))).toBeGreaterThan(51486);
    expect(await text(page, '.result-card__note')).toMatch(/^Correction de Bonferroni/);
    await fill(page, 'Effet minimal détectable', '-1');
    expect(await alerts(page)).toEqual(['L’effet minimal détectable doit être supérieur à 0']);
    expect(await text(page, RESULT)).toBe('—');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a crafted address opens the planning with Evan Miller’s default figures', async () => {
    const page = await site.open('/ab-test/?mode=planification&taux-actuel=20&effet=5&effet-en=absolu&seuil=95&puissance=80');
    await waitResult(page, '1 030');
    expect(await detail(page, 'Visiteurs au total')).toBe('2 060');
  });

  it('analyses at 99 % and warns of a sample ratio mismatch (Kohavi et al. 2020 figures)', async () => {
    const page = await site.open('/ab-test/?seuil=99&visiteurs-a=821588&conversions-a=16000&visiteurs-b=815482&conversions-b=16300');
    await page.waitForSelector('[data-testid="srm-warning"]');
    expect(await text(page, '[data-testid="srm-warning"]')).toContain('p = 0,00000182 < 0,001');
    expect(await detail(page, 'Intervalle de confiance à 99 % de l’écart')).toMatch(/pt à/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px in either step', async () => {
    const page = await site.open('/ab-test/?mode=planification&taux-actuel=3&effet=10&visiteurs-jour=2000', { width: 390, height: 800 });
    await waitResult(page, '51 486');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await clickText(page, 'Analyser les résultats');
    await page.waitForSelector('.ab-variants');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('website: pricing from a target (Remise & marge)', () => {
  it('gives the HT and TTC price from a purchase price and a taux de marque, and the price before a discount', async () => {
    const page = await site.open('/valeur-pourcentage/');
    await clickText(page, 'Prix de vente cible');
    await fill(page, 'Prix d’achat HT', '60');
    await clickText(page, 'Taux de marque');
    await fill(page, 'Taux de marque visé', '40');
    await waitResult(page, '100,00 €');
    expect(await detail(page, 'Prix de vente TTC (TVA 20 %)')).toBe('120,00 €');
    await clickText(page, 'Coefficient');
    await fill(page, 'Coefficient multiplicateur visé', '2,5');
    await waitResult(page, '150,00 €');
    expect(await axeViolations(page)).toEqual([]);
    await clickText(page, 'Prix avant remise');
    await fill(page, 'Prix après remise', '80');
    await fill(page, 'Taux de remise', '20');
    await waitResult(page, '100,00 €');
    await fill(page, 'Taux de remise', '100');
    expect(await alerts(page)).toEqual(['La remise doit être comprise entre 0 et 100 % (100 % exclu)']);
  });

  it('a crafted address opens the target price (monbtsmco.com Paradise Ebooks figures)', async () => {
    const page = await site.open('/valeur-pourcentage/?calcul=prix-cible&prix-achat=6,50&cible=taux-de-marge&objectif=30&tva=5,5');
    await waitResult(page, '8,45 €');
    expect(await detail(page, 'Prix de vente TTC (TVA 5,5 %)')).toBe('8,91 €');
  });
});

describe('website: every French VAT rate', () => {
  it('8,5 % (DOM), 2,1 %, a custom rate and prices from the VAT amount', async () => {
    const page = await site.open('/ttc-ht/');
    await fill(page, 'Montant TTC', '108,50');
    await clickText(page, '8,5 % (DOM)');
    await waitResult(page, '100,00 €');
    await clickText(page, 'Depuis la TVA');
    await fill(page, 'Montant de la TVA', '20');
    await clickText(page, '20 %');
    await waitResult(page, '100,00 €');
    expect(await detail(page, 'Montant TTC')).toBe('120,00 €');
    await clickText(page, 'Autre taux');
    await fill(page, 'Taux personnalisé', '150');
    expect(await alerts(page)).toEqual(['Le taux doit être compris entre 0 et 100 %']);
    expect(await text(page, RESULT)).toBe('—');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a crafted address: 7 € of VAT at a custom 7 %', async () => {
    const page = await site.open('/ttc-ht/?montant=7&sens=tva&taux=autre&taux-perso=7');
    await waitResult(page, '100,00 €');
    expect(await detail(page, 'Montant TTC')).toBe('107,00 €');
  });
});

describe('website: ROAS for a target profit', () => {
  it('gives the target ROAS and the max CPA at breakeven and at the target', async () => {
    const page = await site.open('/roas-breakeven/');
    await fill(page, 'Prix de vente', '60');
    await fill(page, 'Prix d’achat', '24');
    await fill(page, 'Frais de livraison', '6');
    await fill(page, 'Frais bancaires', '1,50');
    await fill(page, 'Profit à garder par commande', '10');
    await waitText(page, '.next-section [data-testid="result-value"]', '2,70');
    expect(await detail(page, 'CPA maximal à l’équilibre')).toBe('23,50 €');
    expect(await detail(page, 'CPA maximal pour ce profit')).toBe('18,50 €');
    await clickText(page, '€ par commande');
    await fill(page, 'Profit à garder par commande', '30');
    await waitText(page, '.next-section [data-testid="result-value"]', 'Aucun');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a crafted address: 40 % margin, 10 % profit → 3,33 (MetricKit « Target ROAS »)', async () => {
    const page = await site.open('/roas-breakeven/?prix-vente=100&tva-prix-vente=sans&prix-achat=60&tva-prix-achat=sans&profit=10');
    await waitResult(page, '2,50');
    await waitText(page, '.next-section [data-testid="result-value"]', '3,33');
  });
});

describe('website: more currencies', () => {
  it('converts EUR to pounds sterling and back, dated, USD staying the default', async () => {
    const page = await site.open('/convertisseur-euro-dollar/', { mocks: currencyMocks });
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
    // Each pair is cached under its own key; USD keeps its historical one.
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('-rate')).sort());
    expect(stored).toEqual(['outilo:eur-gbp-rate', 'outilo:eur-usd-rate']);
  });

  it('a crafted address: 10 000 yen to euros', async () => {
    const page = await site.open('/convertisseur-euro-dollar/?devise=jpy&sens=devise-eur&montant=10000', { mocks: currencyMocks });
    await waitResult(page, '61,54 €');
    expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 162,50 JPY');
  });
});

describe('website: inverse questions of conversion and average cart', () => {
  it('visitors needed for N conversions at a rate', async () => {
    const page = await site.open('/taux-conversion/');
    await clickText(page, 'Visiteurs nécessaires');
    await fill(page, 'Conversions visées', '10');
    await fill(page, 'Taux de conversion attendu', '3');
    await waitResult(page, '334');
    await fill(page, 'Taux de conversion attendu', '0');
    expect(await alerts(page)).toEqual(['Le taux de conversion doit être supérieur à 0 et au plus 100 %']);
    await expectNoBrokenNumber(page, '.tool__body');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a crafted address: 100 conversions at 2 % → 5 000 visitors', async () => {
    const page = await site.open('/taux-conversion/?calcul=visiteurs-necessaires&conversions-visees=100&taux=2');
    await waitResult(page, '5 000');
  });

  it('orders needed for a revenue target', async () => {
    const page = await site.open('/panier-moyen/');
    await clickText(page, 'Commandes nécessaires');
    await fill(page, 'Chiffre d’affaires visé', '20 000');
    await fill(page, 'Panier moyen attendu', '60');
    await waitResult(page, '334');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a crafted address: 15 000 € at 60 € → 250 orders', async () => {
    const page = await site.open('/panier-moyen/?calcul=commandes-necessaires&ca-vise=15000&panier=60');
    await waitResult(page, '250');
  });
});
