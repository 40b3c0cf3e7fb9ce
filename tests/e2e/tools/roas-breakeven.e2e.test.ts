import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { alerts, axeViolations, clickText, detail, expectNoBrokenNumber, fill, hasHorizontalScroll, HOSTILE, selectOption, text, waitResult, waitText } from '../site';
import { describeTool } from '../targets';

/** Empties a field the way a user does (select all, delete), so that React sees the change. */
async function clear(page: Page, label: string): Promise<void> {
  await fill(page, label, 'x');
  await page.keyboard.press('Backspace');
}

/** The figure of the « profit to keep » section. */
const TARGET_ROAS = '.next-section [data-testid="result-value"]';

describeTool('roas-breakeven', (tool) => {
  it('computes the breakeven ROAS with each cost’s own VAT', async () => {
    const page = await tool.open();
    // 60 € TTC at 20 % = 50 € HT; 24 € TTC = 20 € HT; 6 € TTC = 5 € HT; 1,50 € bank fees without VAT.
    await fill(page, 'Prix de vente', '60');
    await fill(page, 'Prix d’achat', '24');
    await fill(page, 'Frais de livraison', '6');
    await fill(page, 'Frais bancaires', '1,50');
    await waitResult(page, '2,13');
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
    await waitResult(page, '2,50');

    // A custom VAT rate on misc costs: 10,85 € at 8,5 % = 10 € HT → margin 30 % → ROAS 3,33.
    await selectOption(page, 'TVA des frais divers', 'custom');
    await fill(page, 'Taux de TVA des frais divers', '8,5');
    await fill(page, 'Frais divers', '10,85');
    expect(await detail(page, 'Frais divers HT')).toBe('10,00 €');
    await waitResult(page, '3,33');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  tool.onWebsite('asks for the selling price only once the form was touched, with the exact messages, and takes 0,001', async () => {
    const page = await tool.open();
    expect(await alerts(page)).toEqual([]);
    await waitResult(page, '—');
    await fill(page, 'Prix de vente', '');
    await page.keyboard.press('Tab');
    expect(await alerts(page)).toEqual(['Le prix de vente est obligatoire']);
    await fill(page, 'Prix de vente', '0');
    expect(await alerts(page)).toEqual(['Le prix de vente doit être supérieur à 0']);
    await fill(page, 'Prix de vente', '-5');
    expect(await alerts(page)).toEqual(['Le prix de vente doit être supérieur à 0']);
    await waitResult(page, '—'); // no figure beside an error
    // 0,001 is above 0 (never rounded to 0 € HT first: roasBreakeven.test.ts): no cost, margin 100 %, ROAS 1.
    await fill(page, 'Prix de vente', '0,001');
    await waitResult(page, '1,00');
    expect(await alerts(page)).toEqual([]);
  });

  tool.onWebsite('never shows NaN or Infinity for hostile inputs in any field', async () => {
    const page = await tool.open();
    await selectOption(page, 'TVA des frais divers', 'custom');
    const labels = ['Prix de vente', 'Prix d’achat', 'Frais de livraison', 'Frais bancaires', 'Frais divers', 'Taux de TVA des frais divers'];
    // abc, 1e308, ',', -0, -5 and an overflow in every field are RoasBreakevenTool.test.tsx's; here the rest, typed.
    for (const input of HOSTILE.filter((value) => !['abc', '1e308', ',', '-0', '-5', '999999999999999999999999'].includes(value))) {
      for (const label of labels) await fill(page, label, input);
      await expectNoBrokenNumber(page, '.tool__body');
    }
  }, 120_000);

  tool.onWebsite('says plainly when no ROAS can break even; the warning and the field errors have no axe-core violation', async () => {
    const page = await tool.open();
    await fill(page, 'Prix de vente', '30');
    await fill(page, 'Prix d’achat', '36');
    await waitResult(page, 'Aucun');
    expect(await page.$('.result-card--warning')).not.toBeNull();
    expect(await text(page, '.result-card__note')).toMatch(/^Aucun ROAS ne peut être rentable : vos coûts atteignent ou dépassent votre prix de vente HT\./);
    await selectOption(page, 'TVA des frais divers', 'custom');
    expect(await axeViolations(page)).toEqual([]);
    await fill(page, 'Frais divers', 'abc');
    await fill(page, 'Taux de TVA des frais divers', '150');
    expect(await alerts(page)).toEqual(['Veuillez entrer un montant valide', 'Veuillez entrer un taux de TVA entre 0 et 100']);
    expect(await axeViolations(page)).toEqual([]);
  });

  tool.onWebsite('gives the target ROAS and the max CPA at breakeven and at the target', async () => {
    const page = await tool.open();
    await fill(page, 'Prix de vente', '60');
    await fill(page, 'Prix d’achat', '24');
    await fill(page, 'Frais de livraison', '6');
    await fill(page, 'Frais bancaires', '1,50');
    await fill(page, 'Profit à garder par commande', '10');
    await waitText(page, TARGET_ROAS, '2,70');
    expect(await detail(page, 'CPA maximal à l’équilibre')).toBe('23,50 €');
    expect(await detail(page, 'CPA maximal pour ce profit')).toBe('18,50 €');
    await clickText(page, '€ par commande');
    await fill(page, 'Profit à garder par commande', '30');
    await waitText(page, TARGET_ROAS, 'Aucun');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('gives the target ROAS without VAT: 40 % margin, 10 % profit → 3,33', async () => {
    const page = await tool.open();
    await selectOption(page, 'TVA du prix de vente', 'none');
    await selectOption(page, 'TVA du prix d’achat', 'none');
    await fill(page, 'Prix de vente', '100');
    await fill(page, 'Prix d’achat', '60');
    await fill(page, 'Profit à garder par commande', '10');
    await waitText(page, TARGET_ROAS, '3,33');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await clickText(page, 'Réinitialiser');
    await fill(page, 'Prix de vente', '60');
    await fill(page, 'Prix d’achat', '24');
    await fill(page, 'Profit à garder par commande', '10');
    expect(await detail(page, 'CPA maximal à l’équilibre')).toBe('30,00 €');
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('a crafted address: 40 % margin, 10 % profit → 3,33 (MetricKit « Target ROAS »)', async () => {
      const page = await tool.open('?prix-vente=100&tva-prix-vente=sans&prix-achat=60&tva-prix-achat=sans&profit=10');
      await waitResult(page, '2,50');
      await waitText(page, TARGET_ROAS, '3,33');
    });
  }

  tool.onWebsite('« Personnalisé » without a rate asks for it instead of computing at 0 %', async () => {
    const page = await tool.open();
    await fill(page, 'Prix de vente', '60');
    await fill(page, 'Frais de livraison', '6');
    await selectOption(page, 'TVA des frais de livraison', 'custom');
    await waitResult(page, '—');
    expect(await text(page, '.roas-result .result-card__note')).toBe('Saisissez le taux de TVA personnalisé des frais de livraison.');
    expect(await alerts(page)).toEqual([]);
    await fill(page, 'Taux de TVA des frais de livraison', '20');
    await waitResult(page, '1,11'); // 60 ÷ 1,2 = 50 HT, 6 ÷ 1,2 = 5 HT: margin 45, ROAS 50 ÷ 45
  });
});
