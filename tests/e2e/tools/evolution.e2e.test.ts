import { expect, it } from 'vitest';
import { alerts, detail, expectNoBrokenNumber, fill, HOSTILE, text, waitResult } from '../site';
import { describeTool } from '../targets';

describeTool('evolution', (tool) => {
  it('computes rises and falls live', async () => {
    const page = await tool.open();
    await fill(page, 'Valeur initiale', '12 500');
    await fill(page, 'Valeur finale', '15 000');
    await waitResult(page, '+20,00 %');
    expect(await detail(page, 'Écart en valeur')).toBe('+2 500,00');
    expect(await detail(page, 'Coefficient multiplicateur')).toBe('1,20');
    expect(await text(page, '.result-card__note')).toBe('La valeur a augmenté de 20,00 % entre la valeur initiale et la valeur finale.');
    await fill(page, 'Valeur initiale', '120');
    await fill(page, 'Valeur finale', '100');
    await waitResult(page, '-16,67 %');
    await fill(page, 'Valeur finale', '120');
    await waitResult(page, '0,00 %');
  });

  it('says that an initial value of 0 has no rate', async () => {
    const page = await tool.open();
    await fill(page, 'Valeur initiale', '0');
    await fill(page, 'Valeur finale', '50');
    expect(await alerts(page)).toEqual(['La valeur initiale ne peut pas être 0 : le taux d’évolution n’est pas défini']);
    await waitResult(page, '—'); // no figure beside an error
  });

  it('never shows NaN or Infinity for hostile inputs', async () => {
    const page = await tool.open();
    for (const input of HOSTILE) {
      await fill(page, 'Valeur initiale', input);
      await fill(page, 'Valeur finale', input);
      await expectNoBrokenNumber(page, '.tool__body');
    }
    await fill(page, 'Valeur initiale', 'abc');
    expect(await alerts(page)).toContain('Veuillez entrer un nombre valide');
  });
});
