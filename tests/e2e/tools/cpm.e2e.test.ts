import { expect, it } from 'vitest';
import { figureOnOneLine, fill, hasCopyButton, hasHorizontalScroll, waitResult } from '../site';
import { describeTool, viewportsOf } from '../targets';

describeTool('cpm', (tool) => {
  tool.onWebsite('a cost per thousand below the cent never displays as zero: 3 € for 1 000 000 impressions is 0,003 €', async () => {
    const page = await tool.open();
    await fill(page, 'Coût total', '3');
    await fill(page, 'Nombre d’impressions', '1 000 000');
    await waitResult(page, '0,003 €'); // 3 / 1 000 000 × 1 000
  });

  tool.onWebsite('shows « — » without a copy button before any input', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    expect(await hasCopyButton(page)).toBe(false);
  });

  it('keeps a figure of 26 characters on one line without sideways scroll', async () => {
    for (const viewport of viewportsOf(tool.target)) {
      const page = await tool.open('', viewport);
      await fill(page, 'Coût total', '9 999 999 999 999');
      await fill(page, 'Nombre d’impressions', '1');
      // 9 999 999 999 999 × 1 000: past 15 significant digits a figure is written in scientific notation.
      await waitResult(page, '9,999999999999E15 €');
      expect(await figureOnOneLine(page)).toBe(true);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.close();
    }
  });
});
