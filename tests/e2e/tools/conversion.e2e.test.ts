import { expect, it } from 'vitest';
import { alerts, axeViolations, clickText, detail, expectNoBrokenNumber, fill, hasHorizontalScroll, typeHostileEverywhere, waitResult } from '../site';
import { describeTool } from '../targets';

describeTool('conversion', (tool) => {
  tool.onWebsite('computes conversions / visitors × 100 and explains 0 visitors', async () => {
    const page = await tool.open();
    await fill(page, 'Nombre de conversions', '25');
    await fill(page, 'Nombre de visiteurs', '1 000');
    await waitResult(page, '2,50 %');
    expect(await detail(page, 'Visiteurs pour une conversion')).toBe('40');
    await fill(page, 'Nombre de conversions', '7');
    await fill(page, 'Nombre de visiteurs', '3 456');
    await waitResult(page, '0,20 %');
    await fill(page, 'Nombre de visiteurs', '0');
    expect(await alerts(page)).toEqual(['Le nombre de visiteurs doit être supérieur à 0']);
    await waitResult(page, '—');
  });

  tool.onWebsite('survives hostile input in every field', async () => {
    const page = await tool.open();
    await typeHostileEverywhere(page);
  }, 60_000);

  it('visitors needed for N conversions at a rate', async () => {
    const page = await tool.open();
    await clickText(page, 'Visiteurs nécessaires');
    await fill(page, 'Conversions visées', '10');
    await fill(page, 'Taux de conversion attendu', '3');
    await waitResult(page, '334');
    await fill(page, 'Taux de conversion attendu', '0');
    expect(await alerts(page)).toEqual(['Le taux de conversion doit être supérieur à 0 et au plus 100 %']);
    await expectNoBrokenNumber(page, '.tool__body');
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('a crafted address: 100 conversions at 2 % → 5 000 visitors', async () => {
      const page = await tool.open('?calcul=visiteurs-necessaires&conversions-visees=100&taux=2');
      await waitResult(page, '5 000');
    });
  }

  tool.onWebsite('a small rate never displays as zero: 1 conversion for 300 000 visitors is 0,0003 %', async () => {
    const page = await tool.open();
    await fill(page, 'Nombre de conversions', '1');
    await fill(page, 'Nombre de visiteurs', '300 000');
    await waitResult(page, '0,0003 %'); // 1 / 300 000 × 100 = 0,000333…
  });
});
