import { expect } from 'vitest';
import { alerts, clickText, fill, typeHostileEverywhere, waitResult } from '../site';
import { describeTool } from '../targets';

describeTool('percentage', (tool) => {
  tool.onWebsite('finds a percentage and calculates a value', async () => {
    const page = await tool.open();
    await fill(page, 'Valeur', '45');
    await fill(page, 'Total', '300');
    await waitResult(page, '15,00 %');
    await fill(page, 'Valeur', '2');
    await fill(page, 'Total', '3');
    await waitResult(page, '66,67 %');
    await clickText(page, 'Calculer une valeur');
    await fill(page, 'Pourcentage', '15');
    await fill(page, 'Nombre de départ', '2 400');
    await waitResult(page, '360,00');
    await fill(page, 'Pourcentage', '150');
    expect(await alerts(page)).toEqual(['Le pourcentage doit être compris entre 0 et 100']);
    await waitResult(page, '—');
  });

  tool.onWebsite('survives hostile input in every field of both modes', async () => {
    const page = await tool.open();
    await typeHostileEverywhere(page);
    await clickText(page, 'Calculer une valeur');
    await typeHostileEverywhere(page);
  }, 120_000);
});
