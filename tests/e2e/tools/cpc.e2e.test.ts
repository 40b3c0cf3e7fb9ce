import { expect, it } from 'vitest';
import { alerts, figureOnOneLine, fill, hasCopyButton, hasHorizontalScroll, waitResult } from '../site';
import { describeTool, viewportsOf } from '../targets';

describeTool('cpc', (tool) => {
  tool.onWebsite('a cost per click below the cent never displays as zero: 12 € for 5 000 clicks is 0,0024 €', async () => {
    const page = await tool.open();
    await fill(page, 'Coût total', '12');
    await fill(page, 'Nombre de clics', '5 000');
    await waitResult(page, '0,0024 €'); // 12 / 5 000
    expect(await hasCopyButton(page)).toBe(true);
  });

  tool.onWebsite('shows « — » without a copy button before any input and for a negative cost, but not for a lone minus sign', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    expect(await hasCopyButton(page)).toBe(false);
    await fill(page, 'Coût total', '-5');
    await fill(page, 'Nombre de clics', '100');
    await waitResult(page, '—');
    expect(await hasCopyButton(page)).toBe(false);
    // A lone minus sign while typing a negative number is no error yet.
    await fill(page, 'Coût total', '-');
    expect(await alerts(page)).toEqual([]);
  });

  it('keeps the largest cost for one click, 9 999 999 999 999,00 €, on one line without sideways scroll', async () => {
    for (const viewport of viewportsOf(tool.target)) {
      const page = await tool.open('', viewport);
      await fill(page, 'Coût total', '9 999 999 999 999');
      await fill(page, 'Nombre de clics', '1');
      // Wider than the popup, the figure scrolls inside its box.
      await waitResult(page, '9 999 999 999 999,00 €');
      expect(await figureOnOneLine(page)).toBe(true);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.close();
    }
  });
});
