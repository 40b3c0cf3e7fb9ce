import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../platform/siteConfig';
import { alerts, axeViolations, captureDownloads, clickText, details, hasHorizontalScroll, paste, text, useBrowser, waitResult, waitText } from './site';

// Issue 17, items 5 to 8 in the extension: the word counter, timesheet and duplicate remover inline in the
// popup (400 px), Secret Santa in the full-tab page, whose links point to the public website.
const ext = useBrowser({ extension: true });

function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))),
  );
}

describe('extension popup (400 px): issue 17 inline', () => {
  it('word counter: times, top words and gauges without horizontal scroll', async () => {
    const popup = await ext.openPopupTool('word-counter');
    await paste(popup, 'Votre texte', 'Boutique en ligne : la boutique qui vend des bougies. Bougies parfumées, bougies naturelles.');
    await waitText(popup, '[data-testid="stat-words"]', '13');
    expect(await text(popup, '[data-testid="stat-reading"]')).toBe('4 s');
    expect(await text(popup, '[data-testid="stat-speaking"]')).toBe('6 s');
    expect((await tableRows(popup, '.top-words')).slice(0, 2)).toEqual([
      ['bougies', '3', '23,1 %'],
      ['boutique', '2', '15,4 %'],
    ]);
    expect(await text(popup, '[data-testid="gauge-meta"]')).toBe('92 / 160');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('time difference: the timesheet inline', async () => {
    const popup = await ext.openPopupTool('time-difference');
    await clickText(popup, 'Feuille de temps');
    await paste(popup, 'Début de la plage 1', '9:00');
    await paste(popup, 'Fin de la plage 1', '12:00');
    await paste(popup, 'Début de la plage 2', '13:00');
    await paste(popup, 'Fin de la plage 2', '17:30');
    await paste(popup, 'Pause à déduire', '15');
    await waitResult(popup, '7 h 15');
    expect((await details(popup))['En heures décimales']).toBe('7,25 h');
    await clickText(popup, 'Retirer la plage 2');
    await waitResult(popup, '2 h 45');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('duplicate remover: sort, duplicates and options inline', async () => {
    const popup = await ext.openPopupTool('duplicate-remover');
    await paste(popup, 'Liste (un élément par ligne)', 'Lyon\nparis\nParis\nlyon\nNantes');
    await clickText(popup, 'Ignorer la casse (Paris = PARIS)');
    await clickText(popup, 'Z → A');
    await waitResult(popup, '2 doublons supprimés');
    expect(await popup.$eval('.dedupe-output textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('paris\nNantes\nLyon');
    expect(await tableRows(popup, '.dedupe-duplicates')).toEqual([
      ['Lyon', '2 fois'],
      ['paris', '2 fois'],
    ]);
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });
});

describe('extension full-tab page: issue 17', () => {
  it('Secret Santa links point to the public website, and open there on that person’s assignment only', async () => {
    await ext.grantClipboard(ext.extensionUrl);
    const full = await ext.openExtension('options.html#/secret-santa/');
    await paste(full, 'Participants (un par ligne)', 'Marie\nPaul\nZoé');
    await clickText(full, 'Générer');
    await full.waitForSelector('.santa-links');
    await full.evaluate(() => navigator.clipboard.writeText(''));
    await clickText(full, 'Copier le lien de Paul');
    await full.waitForFunction(() => navigator.clipboard.readText().then((t) => t !== ''));
    const link = await full.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${siteConfig.siteUrl.replace(/[.]/g, '\\.')}/secret-santa/#tirage=[A-Za-z0-9_-]+$`));
    await clickText(full, 'Tout afficher');
    const rows = await full.$$eval('.santa-result', (items) =>
      items.map((li) => [li.querySelector('.santa-result__giver')!.textContent, li.querySelector('.santa-result__receiver')!.textContent]),
    );
    const receiver = rows.find(([giver]) => giver === 'Paul')![1]!;
    // What a participant without the extension opens: the same path and fragment on the website.
    const guest = await ext.open(link.slice(siteConfig.siteUrl.length));
    await waitText(guest, '#santa-reveal-title', 'Bonjour Paul,');
    await clickText(guest, 'Révéler mon tirage');
    expect(await text(guest, '[data-testid="santa-reveal-receiver"]')).toBe(receiver);
    expect(await axeViolations(full)).toEqual([]);
  });

  it('duplicate remover downloads its .txt from the full-tab page', async () => {
    const full = await ext.openExtension('options.html#/doublons/?liste=b%0Aa%0Ab&tri=a-z');
    await waitResult(full, '1 doublon supprimé');
    const downloads = await captureDownloads(full);
    try {
      await clickText(full, 'Télécharger en .txt');
      const file = await downloads.next();
      expect(file.name).toBe('liste-sans-doublons.txt');
      expect(file.data.toString('utf8')).toBe('a\r\nb\r\n');
    } finally {
      await downloads.stop();
    }
    expect(await alerts(full)).toEqual([]);
  });
});
