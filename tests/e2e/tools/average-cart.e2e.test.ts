import { expect, it } from 'vitest';
import { alerts, axeViolations, clickText, copiedText, expectNoBrokenNumber, fill, hasCopyButton, hasHorizontalScroll, HOSTILE, waitResult } from '../site';
import { describeTool } from '../targets';

describeTool('average-cart', (tool) => {
  it('divides the revenue by the orders and copies the result', async () => {
    const page = await tool.open();
    await fill(page, 'Chiffre d’affaires total', '15 000');
    await fill(page, 'Nombre de commandes', '250');
    await waitResult(page, '60,00 €');
    await fill(page, 'Chiffre d’affaires total', '1 234,56');
    await fill(page, 'Nombre de commandes', '7');
    await waitResult(page, '176,37 €');
    await fill(page, 'Chiffre d’affaires total', '4 590');
    await fill(page, 'Nombre de commandes', '54');
    await waitResult(page, '85,00 €');
    await tool.grantClipboard();
    await clickText(page, 'Copier');
    expect((await copiedText(page)).replace(/[\u00a0\u202f]/g, ' ')).toBe('85,00 €');
  });

  tool.onWebsite('shows the French errors and never NaN or Infinity', async () => {
    const page = await tool.open();
    await fill(page, 'Chiffre d’affaires total', '1000');
    await fill(page, 'Nombre de commandes', '0');
    expect(await alerts(page)).toEqual(['Le nombre de commandes doit être supérieur à 0']);
    await waitResult(page, '—'); // no figure beside an error
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

  it('orders needed for a revenue target', async () => {
    const page = await tool.open();
    await clickText(page, 'Commandes nécessaires');
    await fill(page, 'Chiffre d’affaires visé', '20 000');
    await fill(page, 'Panier moyen attendu', '60');
    await waitResult(page, '334');
    await fill(page, 'Chiffre d’affaires visé', '15000');
    await waitResult(page, '250');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('a crafted address: 15 000 € at 60 € → 250 orders', async () => {
      const page = await tool.open('?calcul=commandes-necessaires&ca-vise=15000&panier=60');
      await waitResult(page, '250');
    });
  }

  tool.onWebsite('shows « — » without a copy button before any input and for 0 orders', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    expect(await hasCopyButton(page)).toBe(false);
    await fill(page, 'Chiffre d’affaires total', '1000');
    await fill(page, 'Nombre de commandes', '0');
    expect(await alerts(page)).toHaveLength(1);
    await waitResult(page, '—');
    expect(await hasCopyButton(page)).toBe(false);
  });
});
