import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { figureCases } from './figures';
import { alerts, clickText, detail, ecbRate, fill, hasHorizontalScroll, RATE_PROVIDER, RESULT, text, useBrowser } from './site';

// On the website, at 1280 px and at 390 px: exact figures rounded once, no misleading zero, no result beside
// an error, honest A/B statistics, the rate shown is the rate used, French input, figures that never wrap.
// Every expected figure is computed by hand (exact fractions) in the comment beside it.
const site = useBrowser();

const WIDTHS = [1280, 390] as const;

async function noCopyButton(page: Page): Promise<boolean> {
  return (await page.$('.result-card .copy-button')) === null;
}

/** True when the main figure is laid out on one line (it never wraps inside the number). */
async function figureOnOneLine(page: Page): Promise<boolean> {
  return page.$eval(RESULT, (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size === 1;
  });
}

describe('explanations', () => {
  it('an example that relies on two spaces shows both (« Saint  Malo »)', async () => {
    const page = await site.open('/doublons/');
    // innerText follows the CSS: collapsed spaces would read « Saint Malo » twice.
    const shown = await page.$eval('.about-tool', (el) => (el as HTMLElement).innerText.replace(/\u00a0/g, ' '));
    expect(shown).toContain('« Saint  Malo » (avec deux espaces)');
  });

  it('ROAS: a selling price of 0,001 is above 0 and computes (no cost: margin 100 %, ROAS 1)', async () => {
    const page = await site.open('/roas-breakeven/');
    await fill(page, 'Prix de vente', '0,001');
    expect(await alerts(page)).toEqual([]);
    expect(await text(page, RESULT)).toBe('1,00');
    await fill(page, 'Prix de vente', '0');
    expect(await alerts(page)).toEqual(['Le prix de vente doit être supérieur à 0']);
    expect(await text(page, RESULT)).toBe('—');
  });
});

describe.each(WIDTHS)('figures at %i px', (width) => {
  it('1. inputs are never rounded: margin 0,19 / 0,125 and 1,549 / 1,255, VAT on 0,125 and 1,859', async () => {
    const page = await site.open('/valeur-pourcentage/', { width });
    await clickText(page, 'Marge commerciale');
    await fill(page, 'Prix de vente HT', '0,19');
    await fill(page, 'Prix d’achat HT', '0,125');
    // 0,065 / 0,125 = 52 %; 0,065 / 0,19 = 34,2105 %; 0,19 / 0,125 = 1,52.
    expect(await detail(page, 'Taux de marge (sur le prix d’achat)')).toBe('52,00 %');
    expect(await detail(page, 'Taux de marque (sur le prix de vente)')).toBe('34,21 %');
    expect(await detail(page, 'Coefficient multiplicateur')).toBe('1,52');
    await fill(page, 'Prix de vente HT', '1,549');
    await fill(page, 'Prix d’achat HT', '1,255');
    // 0,294 / 1,255 = 23,4263 %; 0,294 / 1,549 = 18,9800 %; 1,549 / 1,255 = 1,2343.
    expect(await detail(page, 'Taux de marge (sur le prix d’achat)')).toBe('23,43 %');
    expect(await detail(page, 'Taux de marque (sur le prix de vente)')).toBe('18,98 %');
    expect(await detail(page, 'Coefficient multiplicateur')).toBe('1,2343');

    const vat = await site.open('/ttc-ht/', { width });
    await clickText(vat, 'HT vers TTC');
    await fill(vat, 'Montant HT', '0,125');
    expect(await text(vat, RESULT)).toBe('0,15 €'); // 0,125 × 1,2 = 0,15 exactly
    expect(await detail(vat, 'Montant HT')).toBe('0,125 €'); // shown as typed
    await clickText(vat, 'TTC vers HT');
    await fill(vat, 'Montant TTC', '1,859');
    expect(await text(vat, RESULT)).toBe('1,55 €'); // 1,859 / 1,2 = 1,54916…
    expect(await detail(vat, 'Montant TTC')).toBe('1,859 €');
  });

  it('2. a non-zero result never displays as zero: CPC, CPM and conversion rate', async () => {
    const cpc = await site.open('/cpc/', { width });
    await fill(cpc, 'Coût total', '12');
    await fill(cpc, 'Nombre de clics', '5 000');
    expect(await text(cpc, RESULT)).toBe('0,0024 €'); // 12 / 5 000
    const cpm = await site.open('/cpm/', { width });
    await fill(cpm, 'Coût total', '3');
    await fill(cpm, 'Nombre d’impressions', '1 000 000');
    expect(await text(cpm, RESULT)).toBe('0,003 €'); // 3 / 1 000 000 × 1 000
    const conversion = await site.open('/taux-conversion/', { width });
    await fill(conversion, 'Nombre de conversions', '1');
    await fill(conversion, 'Nombre de visiteurs', '300 000');
    expect(await text(conversion, RESULT)).toBe('0,0003 %'); // 1 / 300 000 × 100 = 0,000333…
  });

  it('3. no result beside an error: average cart with 0 orders, evolution from 0, VAT with abc and -5, CPC with -5', async () => {
    const cart = await site.open('/panier-moyen/', { width });
    await fill(cart, 'Chiffre d’affaires total', '1000');
    await fill(cart, 'Nombre de commandes', '0');
    expect(await alerts(cart)).toHaveLength(1);
    expect(await text(cart, RESULT)).toBe('—');
    expect(await noCopyButton(cart)).toBe(true);

    const evolution = await site.open('/taux-evolution/', { width });
    await fill(evolution, 'Valeur initiale', '0');
    await fill(evolution, 'Valeur finale', '50');
    expect(await text(evolution, RESULT)).toBe('—');
    expect(await noCopyButton(evolution)).toBe(true);

    const vat = await site.open('/ttc-ht/', { width });
    for (const bad of ['abc', '-5']) {
      await fill(vat, 'Montant TTC', bad);
      expect(await alerts(vat)).toEqual(['Veuillez entrer un montant valide']);
      expect(await text(vat, RESULT)).toBe('—');
      expect(await noCopyButton(vat)).toBe(true);
      expect(await vat.$('.result-card__details')).toBeNull();
    }

    const cpc = await site.open('/cpc/', { width });
    await fill(cpc, 'Coût total', '-5');
    await fill(cpc, 'Nombre de clics', '100');
    expect(await text(cpc, RESULT)).toBe('—');
    expect(await noCopyButton(cpc)).toBe(true);
    // A lone minus sign while typing a negative number is no error yet.
    await fill(cpc, 'Coût total', '-');
    expect(await alerts(cpc)).toEqual([]);
  });

  it('4. A/B test: « > 99,99 % », never 100 %, and a Newcombe interval at 0 % and 100 %', async () => {
    const page = await site.open('/ab-test/', { width });
    await fill(page, 'Visiteurs A', '10 000');
    await fill(page, 'Conversions A', '100');
    await fill(page, 'Visiteurs B', '10 000');
    await fill(page, 'Conversions B', '300');
    expect(await detail(page, 'Niveau de confiance')).toBe('> 99,99 %'); // z = 10,1
    await fill(page, 'Visiteurs A', '1');
    await fill(page, 'Conversions A', '0');
    await fill(page, 'Visiteurs B', '1');
    await fill(page, 'Conversions B', '1');
    // Wilson 0/1 = [0 ; 0,79345], 1/1 = [0,20655 ; 1] → 1 − √2 × 0,79345 = −0,1221 to 1.
    expect(await detail(page, 'Intervalle de confiance à 95 % de l’écart')).toBe('-12,21 pt à +100,00 pt');
    expect(await text(page, '.about-tool')).toContain('Newcombe');
  });

  it('5. the EUR/USD rate shown gives back the result shown', async () => {
    const page = await site.open('/convertisseur-euro-dollar/', { width, mocks: { [RATE_PROVIDER]: () => ecbRate(1.0842) } });
    await clickText(page, 'USD vers EUR');
    await fill(page, 'Montant à convertir', '1 234,56 $');
    expect(await text(page, RESULT)).toBe('1 138,68 €'); // 1 234,56 / 1,0842 = 1 138,6829…
    // The published rate, by which the amount is divided: no rounded inverse that would not give it back.
    expect(await detail(page, 'Taux appliqué')).toBe('1 EUR = 1,0842 USD');
  });

  it('6. French input: « compris : 12,345 » under an amount typed 12.345; 18h to 9 as times', async () => {
    const vat = await site.open('/ttc-ht/', { width });
    await fill(vat, 'Montant TTC', '12.345');
    expect(await text(vat, '.field__reading')).toBe('compris : 12,345 (pour 12 345, tapez 12345 ou 12 345)');
    expect(await alerts(vat)).toEqual([]);
    expect(await text(vat, RESULT)).toBe('10,29 €'); // 12,345 / 1,2 = 10,2875
    await fill(vat, 'Montant TTC', '12345');
    expect(await vat.$('.field__reading')).toBeNull();

    const time = await site.open('/difference-horaire/', { width });
    await fill(time, 'Heure de début', '18h');
    await fill(time, 'Heure de fin', '9');
    expect(await alerts(time)).toEqual([]);
    expect(await text(time, RESULT)).toBe('900 minutes'); // 18 h → 9 h the next day = 15 h
  });

  it('7. a very large figure stays on one line and the page never scrolls sideways', async () => {
    const page = await site.open('/ttc-ht/', { width });
    await clickText(page, 'HT vers TTC');
    await fill(page, 'Montant HT', '1e12');
    expect(await text(page, RESULT)).toBe('1 200 000 000 000,00 €');
    expect(await figureOnOneLine(page)).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    const cpm = await site.open('/cpm/', { width });
    await fill(cpm, 'Coût total', '9 999 999 999 999');
    await fill(cpm, 'Nombre d’impressions', '1');
    expect(await text(cpm, RESULT)).toBe('9 999 999 999 999 000,00 €');
    expect(await figureOnOneLine(cpm)).toBe(true);
    expect(await hasHorizontalScroll(cpm)).toBe(false);
  });
});

describe('figures that add up, messages that tell the truth, one look for one kind of figure', () => {
  figureCases((path, options) => site.open(path, options));
});
