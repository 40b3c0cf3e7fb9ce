import { expect, it } from 'vitest';
import { alerts, axeViolations, clickText, detail, details, figureOnOneLine, fill, hasCopyButton, hasHorizontalScroll, text, waitResult } from '../site';
import { describeTool, viewportsOf } from '../targets';

describeTool('vat', (tool) => {
  it('8,5 % (DOM), 2,1 %, a custom rate and prices from the VAT amount', async () => {
    const page = await tool.open();
    await fill(page, 'Montant TTC', '108,50');
    await clickText(page, '8,5 % (DOM)');
    await waitResult(page, '100,00 €');
    await clickText(page, 'Depuis la TVA');
    await fill(page, 'Montant de la TVA', '20');
    await clickText(page, '20 %');
    await waitResult(page, '100,00 €');
    expect(await detail(page, 'Montant TTC')).toBe('120,00 €');
    await clickText(page, '2,1 %');
    await fill(page, 'Montant de la TVA', '2,10');
    await waitResult(page, '100,00 €');
    await clickText(page, 'Autre taux');
    await fill(page, 'Taux personnalisé', '13');
    await fill(page, 'Montant de la TVA', '13');
    await waitResult(page, '100,00 €');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await fill(page, 'Taux personnalisé', '150');
    expect(await alerts(page)).toEqual(['Le taux doit être compris entre 0 et 100 %']);
    await waitResult(page, '—');
    expect(await axeViolations(page)).toEqual([]);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('a crafted address: 7 € of VAT at a custom 7 %', async () => {
      const page = await tool.open('?montant=7&sens=tva&taux=autre&taux-perso=7');
      await waitResult(page, '100,00 €');
      expect(await detail(page, 'Montant TTC')).toBe('107,00 €');
    });
  }

  tool.onWebsite('never rounds an input: 0,125 HT is 0,15 € TTC and 1,859 TTC is 1,55 € HT, each amount shown as typed', async () => {
    const page = await tool.open();
    await clickText(page, 'HT vers TTC');
    await fill(page, 'Montant HT', '0,125');
    await waitResult(page, '0,15 €'); // 0,125 × 1,2 = 0,15 exactly
    expect(await detail(page, 'Montant HT')).toBe('0,125 €');
    await clickText(page, 'TTC vers HT');
    await fill(page, 'Montant TTC', '1,859');
    await waitResult(page, '1,55 €'); // 1,859 / 1,2 = 1,54916…
    expect(await detail(page, 'Montant TTC')).toBe('1,859 €');
  });

  // HT and VAT adding up to the TTC typed (2,01 € at 20 %) is vat.test.ts's worked example.
  tool.onWebsite('shows « — » without a copy button or details before any input, for abc and for -5', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    expect(await hasCopyButton(page)).toBe(false);
    for (const bad of ['abc', '-5']) {
      await fill(page, 'Montant TTC', bad);
      expect(await alerts(page)).toEqual(['Veuillez entrer un montant valide']);
      await waitResult(page, '—');
      expect(await hasCopyButton(page)).toBe(false);
      expect(await page.$('.result-card__details')).toBeNull();
    }
  });

  tool.onWebsite('an amount above the largest accepted says that largest', async () => {
    const page = await tool.open();
    await fill(page, 'Montant TTC', '100 000 000 000 000');
    expect(await alerts(page)).toEqual(['Montant trop élevé : 10 000 000 000 000 au plus']);
    await waitResult(page, '—');
  });

  tool.onWebsite('reads 12.345 as 12,345 and says so under the field', async () => {
    const page = await tool.open();
    await fill(page, 'Montant TTC', '12.345');
    await waitResult(page, '10,29 €'); // 12,345 / 1,2 = 10,2875
    expect(await text(page, '.field__reading')).toBe('compris : 12,345 (pour 12 345, tapez 12345 ou 12 345)');
    expect(await alerts(page)).toEqual([]);
    await fill(page, 'Montant TTC', '12345');
    await waitResult(page, '10 287,50 €');
    expect(await page.$('.field__reading')).toBeNull();
  });

  // The explanations speaking of the five rates offered: vat.test.ts reads the same content.
  it('keeps 1 200 000 000 000,00 € on one line without sideways scroll, wide and narrow', async () => {
    for (const viewport of viewportsOf(tool.target)) {
      const page = await tool.open('', viewport);
      await clickText(page, 'HT vers TTC');
      await fill(page, 'Montant HT', '1e12');
      await waitResult(page, '1 200 000 000 000,00 €');
      expect(await figureOnOneLine(page)).toBe(true);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.close();
    }
  });
});
