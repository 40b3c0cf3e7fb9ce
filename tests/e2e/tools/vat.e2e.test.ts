import { expect, it } from 'vitest';
import { alerts, axeViolations, clickText, detail, fill, hasHorizontalScroll, waitResult } from '../site';
import { describeTool } from '../targets';

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
});
