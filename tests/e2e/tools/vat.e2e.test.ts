import { expect, it } from 'vitest';
import { alerts, axeViolations, captureDownloads, clickText, clipboardPaste, copiedResult, detail, details, fieldValue, figureOnOneLine, fill, frenchNumber, hasCopyButton, hasHorizontalScroll, text, waitResult } from '../site';
import { describeTool, viewportsOf } from '../targets';
import { importFile, shownRows, writeTestFile } from '../textFiles';

const LIST = 'Liste de prix (un par ligne, ou un tableau)';
const ROWS = '.vat-batch__rows';

/** a × b ÷ c rounded half away from zero, on whole numbers: a price in cents converted as an accountant does. */
const rounded = (a: bigint, b: bigint, c: bigint) => {
  const q = (a * b) / c;
  return (a * b - q * c) * 2n >= c ? q + 1n : q;
};
/** Cents as the page writes euros: « 1 234,56 € » (with plain spaces). */
const euros = (cents: bigint) => `${frenchNumber(Number(cents / 100n))},${String(cents % 100n).padStart(2, '0')} €`;
/** Cents as a spreadsheet cell of the copy: « 1234,5 » (every digit, no trailing zero). */
const cell = (cents: bigint) => String(Number(cents) / 100).replace('.', ',');

/** A price list of `count` TTC prices (header, reference, name, price) and each row's HT at 20 %, worked out in cents. */
function priceList(count: number) {
  const ttc = Array.from({ length: count }, (_, i) => BigInt(((i * 7919) % 250_000) + 99));
  const ht = ttc.map((c) => rounded(c, 100n, 120n));
  const lines = ttc.map((c, i) => `REF-${String(i + 1).padStart(4, '0')};Article ${i + 1};${String(Number(c) / 100).replace('.', ',')}`);
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  return { text: `Réf.;Désignation;Prix TTC\n${lines.join('\n')}\n`, ttc, ht, totalHt: sum(ht), totalTtc: sum(ttc) };
}

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

  it('converts a pasted price list of 2 000 lines, totals the rounded prices and copies the table', async () => {
    const list = priceList(2000);
    const page = await tool.open();
    await tool.grantClipboard();
    await clickText(page, 'Une liste de prix');
    await clipboardPaste(page, LIST, list.text, list.text.length);
    await waitResult(page, '2 000 prix', 30_000);
    expect(await fieldValue(page, 'Colonne des prix')).toBe('3');
    expect(await details(page)).toEqual({ 'Total HT': euros(list.totalHt), 'Total TVA': euros(list.totalTtc - list.totalHt), 'Total TTC': euros(list.totalTtc) });
    expect((await shownRows(page, ROWS))[1]).toEqual(['REF-0002', 'Article 2', euros(list.ht[1]!), euros(list.ttc[1]! - list.ht[1]!), euros(list.ttc[1]!)]);
    expect(await page.$eval(ROWS, (table) => table.getAttribute('aria-rowcount'))).toBe('2001');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await clickText(page, 'Copier le tableau');
    const copied = (await copiedResult(page)).split('\n');
    expect(copied).toHaveLength(2002);
    expect(copied[0]).toBe('Réf.\tDésignation\tPrix TTC\tMontant HT\tTVA\tMontant TTC');
    expect(copied[2000]).toBe(`REF-2000\tArticle 2000\t${cell(list.ttc[1999]!)}\t${cell(list.ht[1999]!)}\t${cell(list.ttc[1999]! - list.ht[1999]!)}\t${cell(list.ttc[1999]!)}`);
    expect(copied[2001]).toBe(`Total\t\t\t${cell(list.totalHt)}\t${cell(list.totalTtc - list.totalHt)}\t${cell(list.totalTtc)}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  // The popup sends a file to the full-tab page: a file picker would close it.
  if (tool.target !== 'popup') {
    it('imports a CSV with a rate per row and a bad price, and downloads it for French Excel', async () => {
      const page = await tool.open();
      await clickText(page, 'Une liste de prix');
      const csv = 'Réf.;Désignation;Prix HT;Taux de TVA\r\nP-1;Pain;2,00;5,5 %\r\nP-2;Chaise;49,99;\r\nP-3;Lot;à voir;20\r\n';
      await importFile(page, writeTestFile('tarif.csv', csv));
      await clickText(page, 'HT vers TTC');
      await waitResult(page, '2 prix');
      expect(await fieldValue(page, 'Taux de TVA par ligne')).toBe('4');
      expect(await text(page, '.vat-batch .result-card__note')).toBe('1 ligne à corriger, signalée dans le tableau et laissée hors des totaux.');
      const downloads = await captureDownloads(page);
      try {
        await clickText(page, 'Télécharger en .csv');
        const file = await downloads.next();
        expect(file.name).toBe('prix-ht-ttc.csv');
        // 49,99 × 1,2 = 59,988 → 59,99; 2 × 1,055 = 2,11.
        expect(file.data.toString('utf8')).toBe(
          '\ufeffRéf.;Désignation;Prix HT;Taux de TVA;Montant HT;TVA;Montant TTC;Taux de TVA appliqué;Remarque\r\n' +
            'P-1;Pain;2,00;5,5 %;2;0,11;2,11;5,5;\r\n' +
            'P-2;Chaise;49,99;;49,99;10;59,99;20;\r\n' +
            'P-3;Lot;à voir;20;;;;;Veuillez entrer un montant valide\r\n' +
            'Total;;;;51,99;10,11;62,1;;\r\n',
        );
      } finally {
        await downloads.stop();
      }
    });
  }
});
