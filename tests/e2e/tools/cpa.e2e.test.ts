import { expect } from 'vitest';
import { fill, hasCopyButton, waitResult, waitText } from '../site';
import { describeTool } from '../targets';

describeTool('cpa', (tool) => {
  tool.onWebsite('shows « — » without a copy button before any input', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    expect(await hasCopyButton(page)).toBe(false);
  });

  tool.onWebsite('divides the cost by the acquisitions: 500 € for 40 is 12,50 €, and says what 0 acquisitions means', async () => {
    const page = await tool.open();
    await fill(page, 'Coût total', '500');
    await fill(page, 'Nombre d’acquisitions', '40');
    await waitResult(page, '12,50 €');
    expect(await hasCopyButton(page)).toBe(true);
    await fill(page, 'Nombre d’acquisitions', '0');
    await waitText(page, '.result-card__note', 'Sans acquisition, le CPA n’est pas défini : il est affiché à 0.');
  });
});
