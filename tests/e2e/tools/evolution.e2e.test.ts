import { expect } from 'vitest';
import { alerts, detail, expectNoBrokenNumber, fill, hasCopyButton, HOSTILE, text, waitResult } from '../site';
import { describeTool } from '../targets';

describeTool('evolution', (tool) => {
  tool.onWebsite('computes rises and falls live', async () => {
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

  tool.onWebsite('says that an initial value of 0 has no rate', async () => {
    const page = await tool.open();
    await fill(page, 'Valeur initiale', '0');
    await fill(page, 'Valeur finale', '50');
    expect(await alerts(page)).toEqual(['La valeur initiale ne peut pas être 0 : le taux d’évolution n’est pas défini']);
    await waitResult(page, '—'); // no figure beside an error
    expect(await hasCopyButton(page)).toBe(false);
  });

  tool.onWebsite('never shows NaN or Infinity for hostile inputs', async () => {
    const page = await tool.open();
    for (const input of HOSTILE) {
      await fill(page, 'Valeur initiale', input);
      await fill(page, 'Valeur finale', input);
      await expectNoBrokenNumber(page, '.tool__body');
    }
    await fill(page, 'Valeur initiale', 'abc');
    expect(await alerts(page)).toContain('Veuillez entrer un nombre valide');
  });

  tool.onWebsite('shows « — » without a copy button before any input', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    expect(await hasCopyButton(page)).toBe(false);
  });

  tool.onWebsite('a difference of typed decimals is exact: 4,971 → 5,116 is +0,15; 9 990,55 → 9 357,305 is -633,25', async () => {
    const page = await tool.open();
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
});
