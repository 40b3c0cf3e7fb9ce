import type { Page } from 'puppeteer-core';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { expect, it } from 'vitest';
import { FREEZE_MS } from '../../freeze';
import { captureDownloads, clickText, copiedText, details, paste, waitResult } from '../site';
import { describeTool } from '../targets';
import { importFile, writeTestFile } from '../textFiles';

const FIELD = 'Export de campagnes';
const BODY_ROWS = '.campaign-table .virtual-rows__body [role="row"]';

/** The rows the table lays out, each as its cells' texts (no-break spaces read as spaces; a best or worst row's name says so). */
function rows(page: Page): Promise<string[][]> {
  return page.$$eval(BODY_ROWS, (found) => found.map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => (cell.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))));
}
const euro = (value: number) => `${value.toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;
const fixed = (value: number) => value.toFixed(2).replace('.', ',');

// A Meta Ads Manager export in English as an Excel workbook (figures invented): the sums and ratios below are
// computed here, not by the product.
const META = [
  ['Campaign name', 'Reach', 'Impressions', 'Amount spent (EUR)', 'Clicks (all)', 'Link clicks', 'Results', 'Purchases conversion value'],
  ['Retargeting', 12040, 35210, 1204.37, 1310, 845, 42, 5120.9],
  ['Prospecting', 80400, 154003, 2310.05, 3420, 2150, 37, 3004],
  ['Catalogue', 20410, 60120, 845.6, 990, 610, 25, 3310.45],
];
const metaTotals = { cost: 1204.37 + 2310.05 + 845.6, clicks: 845 + 2150 + 610, conversions: 42 + 37 + 25, value: 5120.9 + 3004 + 3310.45, impressions: 35210 + 154003 + 60120 };

// A Google Ads report downloaded as CSV from the French interface, with its title lines and totals.
const GOOGLE_ADS = [
  'Rapport sur les campagnes',
  '1 novembre 2026 - 30 novembre 2026',
  'Campagne,Coût,Impr.,Clics,Conversions,Valeur de conv.,Coût/conv.',
  'Marque,"1 250,40","48 200","2 310","96,00","8 420,00","13,03"',
  'Soldes d’hiver,"980,00","61 000","1 450","31,00","2 105,50","31,61"',
  'Display,"310,25","120 500",402,"3,00","180,00","103,42"',
  'Total : campagnes,"2 540,65","229 700","4 162","130,00","10 705,50","19,54"',
].join('\r\n');

describeTool('campaign-analysis', (tool) => {
  it('reads a Meta export in Excel, totals it from the sums, sorts it and copies it for a spreadsheet', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    const file = writeTestFile('meta-campagnes.xlsx', new Uint8Array(await (await writeXlsxFile(META.map((row) => row.map((value) => ({ value })))).toBuffer())));
    await importFile(page, file);
    const roas = metaTotals.value / metaTotals.cost;
    await waitResult(page, `ROAS : ${fixed(roas)}`, FREEZE_MS);
    expect(await details(page)).toMatchObject({
      Coût: euro(metaTotals.cost),
      Clics: String(metaTotals.clicks).replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
      CPC: euro(metaTotals.cost / metaTotals.clicks),
      CPA: euro(metaTotals.cost / metaTotals.conversions),
      CTR: `${fixed((metaTotals.clicks / metaTotals.impressions) * 100)} %`,
    });
    expect((await rows(page)).map((row) => row[1])).toEqual(['Retargeting (meilleure campagne)', 'Prospecting (moins bonne campagne)', 'Catalogue']);
    await clickText(page, 'ROAS');
    // The highest return first: 5 120,90 ÷ 1 204,37 = 4,25, then 3 310,45 ÷ 845,60 = 3,91.
    expect((await rows(page)).map((row) => row[1])).toEqual(['Retargeting (meilleure campagne)', 'Catalogue', 'Prospecting (moins bonne campagne)']);
    await clickText(page, 'Copier le tableau');
    const copied = (await copiedText(page, '.campaign-result .copy-button')).split('\n').map((line) => line.split('\t'));
    expect(copied[0]).toEqual(['Campagne', 'Coût', 'Impr.', 'Clics', 'CTR', 'CPC', 'CPM', 'Conv.', 'Taux de conv.', 'CPA', 'Valeur', 'ROAS']);
    expect(copied).toHaveLength(5);
    expect(copied[4]!.slice(0, 4)).toEqual(['Total', fixed(metaTotals.cost), String(metaTotals.impressions), String(metaTotals.clicks)]);
  });

  tool.onWebsite('reads a Google Ads CSV with its title lines and totals, and downloads CSV and Excel files', async () => {
    const page = await tool.open();
    await importFile(page, writeTestFile('google-ads.csv', GOOGLE_ADS));
    const cost = 1250.4 + 980 + 310.25;
    await waitResult(page, `ROAS : ${fixed((8420 + 2105.5 + 180) / cost)}`, FREEZE_MS);
    expect(await page.$eval('.result-card__note', (note) => note.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toContain('2 lignes de titre ignorées au-dessus des en-têtes. 1 ligne « Total » de l’export ignorée');
    expect(await page.$$eval(`${BODY_ROWS}.campaign-row--best [role="cell"]:nth-child(2), ${BODY_ROWS}.campaign-row--worst [role="cell"]:nth-child(2)`, (cells) => cells.map((cell) => cell.textContent))).toEqual(['Marque (meilleure campagne)', 'Display (moins bonne campagne)']);
    const downloads = await captureDownloads(page);
    await clickText(page, 'Télécharger en .csv');
    const csv = await downloads.next();
    expect(csv.name).toBe('analyse-campagnes.csv');
    const lines = csv.data.toString('utf8').replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Campagne;Coût;Impr.;Clics;CTR;CPC;CPM;Conv.;Taux de conv.;CPA;Valeur;ROAS');
    expect(lines[4]).toBe(`Total;2540,65;229700;4162;1,81;0,61;11,06;130;3,12;19,54;10705,5;${fixed((8420 + 2105.5 + 180) / cost)}`);
    await clickText(page, 'Télécharger en .xlsx');
    const xlsx = await downloads.next();
    expect(xlsx.name).toBe('analyse-campagnes.xlsx');
    const sheet = await readSheet(xlsx.data);
    expect(sheet[4]!.slice(0, 4)).toEqual(['Total', 2540.65, 229700, 4162]);
    await downloads.stop();
  });

  tool.onWebsite('takes a paste of 5 000 campaigns and sums them in its worker', async () => {
    const page = await tool.open();
    const count = 5000;
    const lines = ['Campagne\tCoût\tClics\tConversions'];
    for (let i = 0; i < count; i++) lines.push(`C${i}\t${(i % 100) + 0.25}\t${(i % 7) + 1}\t${i % 3}`);
    await paste(page, FIELD, lines.join('\n'));
    // The sums, in cents so that they are exact here.
    let cost = 0;
    let conversions = 0;
    for (let i = 0; i < count; i++) {
      cost += (i % 100) * 100 + 25;
      conversions += i % 3;
    }
    await waitResult(page, `CPA : ${euro(cost / 100 / conversions)}`, FREEZE_MS);
    expect((await details(page)).Coût).toBe(euro(cost / 100));
  });
});
