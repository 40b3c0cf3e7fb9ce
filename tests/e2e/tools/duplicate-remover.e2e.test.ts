import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { FREEZE_MS } from '../../freeze';
import { alerts, axeViolations, captureDownloads, clickText, clipboardPaste, copiedResult, detail, details, fieldSelector, fieldValue, fill, frenchNumber, hasHorizontalScroll, paste, text, tooLongMessage, waitResult, watchDialogs } from '../site';
import { describeTool } from '../targets';

const LIST = 'Liste (un élément par ligne)';

/** Rows of a table as arrays of cell texts (no-break spaces read as spaces). */
function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))),
  );
}

describeTool('duplicate-remover', (tool) => {
  it('removes duplicates live, keeps first occurrences, and counts', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    await fill(page, LIST, 'pomme\npoire\npomme\nkiwi\npoire\npomme');
    await waitResult(page, '3 doublons supprimés');
    expect(await details(page)).toEqual({ 'Lignes d’origine': '6', 'Lignes uniques': '3', 'Doublons supprimés': '3' });
    expect(await fieldValue(page, 'Résultat (3 lignes)')).toBe('pomme\npoire\nkiwi');

    await paste(page, LIST, '  Paris  \n\nPARIS\n\tLyon\r\nparis\n   \nLyon ');
    await waitResult(page, '1 doublon supprimé');
    expect(await details(page)).toEqual({ 'Lignes d’origine': '5', 'Lignes uniques': '4', 'Doublons supprimés': '1' });
    expect(await text(page, '.result-card__note')).toBe('2 lignes vides ignorées.');
    await clickText(page, 'Ignorer la casse (Paris = PARIS)', 'label');
    await waitResult(page, '3 doublons supprimés');
    expect(await fieldValue(page, 'Résultat (2 lignes)')).toBe('Paris\nLyon');
  });

  it('« Vider la liste » empties the list', async () => {
    const page = await tool.open();
    await fill(page, LIST, 'a\nb\na');
    await waitResult(page, '1 doublon supprimé');
    await clickText(page, 'Vider la liste');
    await waitResult(page, '—');
    expect(await fieldValue(page, LIST)).toBe('');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  });

  it('copies the cleaned list, hostile lines as plain text', async () => {
    const page = await tool.open();
    const dialogs = watchDialogs(page);
    await tool.grantClipboard();
    await fill(page, LIST, 'jean@exemple.fr\n<img src=x onerror=alert(1)>\nmarie@exemple.fr\njean@exemple.fr\n<img src=x onerror=alert(1)>\n');
    await waitResult(page, '2 doublons supprimés');
    await clickText(page, 'Copier');
    expect(await copiedResult(page)).toBe('jean@exemple.fr\n<img src=x onerror=alert(1)>\nmarie@exemple.fr');
    expect(dialogs).toEqual([]);
    expect(await page.$('.tool img')).toBeNull();
  });

  it('takes a paste of 5 000 lines, its limit, and refuses 5 MB with a French message', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    const lines = Array.from({ length: 5_000 }, (_, i) => `c${i % 3_000}@exemple.fr`);
    await paste(page, LIST, lines.join('\n'));
    // Waits past a slow machine, not past a freeze (quadratic work would take minutes); timings are the bench's business.
    await waitResult(page, '2 000 doublons supprimés', FREEZE_MS);
    expect(await details(page)).toEqual({ 'Lignes d’origine': '5 000', 'Lignes uniques': '3 000', 'Doublons supprimés': '2 000' });

    // Typing at the end of the list: the keystroke lands at once, the counts follow.
    await page.focus(await fieldSelector(page, LIST));
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    await page.keyboard.type('x');
    expect((await fieldValue(page, LIST)).endsWith('c1999@exemple.frx')).toBe(true);
    await waitResult(page, '1 999 doublons supprimés', FREEZE_MS);

    // The box previews the start; « Copier » copies every unique line.
    expect(await text(page, '.dedupe-output .field__hint')).toBe('Aperçu des 2 000 premières lignes : le bouton « Copier » copie les 3 001 lignes.');
    await clickText(page, 'Copier');
    const clip = (await copiedResult(page)).split('\n');
    expect(clip).toHaveLength(3_001);
    expect(clip[0]).toBe('c0@exemple.fr');
    expect(clip.at(-1)).toBe('c1999@exemple.frx');

    // One more line is refused, and so is a 5 MB paste; the list and its result stay.
    await page.focus(await fieldSelector(page, LIST));
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    await page.keyboard.press('Enter');
    expect(await tooLongMessage(page, LIST)).toBe('Texte trop long : 5 000 lignes au plus (celui-ci en compte 5 001).');
    await clipboardPaste(page, LIST, 'prenom.nom@exemple.fr\n', 5 * 1024 * 1024);
    expect(await tooLongMessage(page, LIST)).toBe(`Texte trop long : 200 000 caractères au plus (celui-ci en compte ${frenchNumber(5 * 1024 * 1024)}).`);
    expect(await details(page)).toEqual({ 'Lignes d’origine': '5 000', 'Lignes uniques': '3 001', 'Doublons supprimés': '1 999' });
  });

  it('sorts in French order, lists the duplicates with counts, normalises spaces and downloads a .txt', async () => {
    const page = await tool.open();
    await paste(page, 'Liste (un élément par ligne)', 'zèbre\nÉcole\nabricot\nécole\nabricot\nJean   Dupont\nJean Dupont\nabricot');
    await clickText(page, 'A → Z');
    await page.waitForFunction(() => (document.querySelector('.dedupe-output textarea') as HTMLTextAreaElement | null)?.value.startsWith('abricot'));
    expect(await page.$eval('.dedupe-output textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('abricot\nécole\nÉcole\nJean   Dupont\nJean Dupont\nzèbre');
    expect(await tableRows(page, '.dedupe-duplicates')).toEqual([['abricot', '3 fois']]);
    await clickText(page, 'Normaliser les espaces intérieures');
    await waitResult(page, '3 doublons supprimés');
    expect(await tableRows(page, '.dedupe-duplicates')).toEqual([
      ['abricot', '3 fois'],
      ['Jean Dupont', '2 fois'],
    ]);
    await clickText(page, 'Z → A');
    const downloads = await captureDownloads(page);
    try {
      await clickText(page, 'Télécharger en .txt');
      const file = await downloads.next();
      expect(file.name).toBe('liste-sans-doublons.txt');
      expect(file.data.toString('utf8')).toBe('zèbre\r\nJean Dupont\r\nÉcole\r\nécole\r\nabricot\r\n');
    } finally {
      await downloads.stop();
    }
    // The address follows the inputs (the popup has none).
    if (tool.target !== 'popup') await page.waitForFunction(() => location.href.includes('tri=z-a') && location.href.includes('espaces=oui'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('removes duplicates ignoring case, keeps a long address without scrolling sideways, and empties the list', async () => {
    const page = await tool.open();
    await fill(page, LIST, 'Paris\nLyon\nPARIS\nparis\npaul.martin-de-la-tour-du-pin@une-adresse-tres-longue-exemple.fr');
    await waitResult(page, '0 doublon supprimé');
    await clickText(page, 'Ignorer la casse (Paris = PARIS)', 'label');
    await waitResult(page, '2 doublons supprimés');
    expect(await fieldValue(page, 'Résultat (3 lignes)')).toBe('Paris\nLyon\npaul.martin-de-la-tour-du-pin@une-adresse-tres-longue-exemple.fr');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await clickText(page, 'Vider la liste');
    await waitResult(page, '—');
  });

  it('sorts Z → A ignoring case and lists the duplicates', async () => {
    const page = await tool.open();
    await paste(page, LIST, 'Lyon\nparis\nParis\nlyon\nNantes');
    await clickText(page, 'Ignorer la casse (Paris = PARIS)');
    await clickText(page, 'Z → A');
    await waitResult(page, '2 doublons supprimés');
    expect(await page.$eval('.dedupe-output textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('paris\nNantes\nLyon');
    expect(await tableRows(page, '.dedupe-duplicates')).toEqual([
      ['Lyon', '2 fois'],
      ['paris', '2 fois'],
    ]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('takes 5 000 lines pasted from the clipboard, each twice, and refuses 5 MB and 20 MB', async () => {
    await tool.grantClipboard();
    const page = await tool.open();
    // 5 000 lines (16 characters and a line break each), each address twice.
    await clipboardPaste(page, LIST, Array.from({ length: 2_500 }, (_, i) => `c${String(i).padStart(4, '0')}@exemple.fr\n`).join(''), 5_000 * 17 - 1);
    await waitResult(page, '2 500 doublons supprimés');
    for (const size of [5 * 1024 * 1024, 20 * 1024 * 1024]) {
      await clipboardPaste(page, LIST, 'prenom.nom@exemple.fr\n', size);
      expect(await tooLongMessage(page, LIST)).toBe(`Texte trop long : 200 000 caractères au plus (celui-ci en compte ${frenchNumber(size)}).`);
    }
    expect(await detail(page, 'Lignes d’origine')).toBe('5 000');
  });

  it('has no axe-core violation, empty and with a result', async () => {
    const page = await tool.open();
    expect(await axeViolations(page)).toEqual([]);
    await paste(page, 'Liste (un élément par ligne)', 'a\n\nb\na');
    await waitResult(page, '1 doublon supprimé');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px, even with long unbroken lines', async () => {
    const long = 'Anticonstitutionnellement'.repeat(12);
    const page = await tool.open('', { width: 390, height: 800 });
    await paste(page, 'Liste (un élément par ligne)', `${long}\n${long}\n${long}@exemple.fr`);
    await waitResult(page, '1 doublon supprimé');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('opens a crafted address', async () => {
      const page = await tool.open('?liste=b%0AA%0Ab%0Aa&casse=oui&tri=a-z');
      await waitResult(page, '2 doublons supprimés');
      expect(await page.$eval('.dedupe-output textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('A\nb');
      expect(await tableRows(page, '.dedupe-duplicates')).toEqual([
        ['b', '2 fois'],
        ['A', '2 fois'],
      ]);
    });

    it('downloads the .txt of a crafted address', async () => {
      const page = await tool.open('?liste=b%0Aa%0Ab&tri=a-z');
      await waitResult(page, '1 doublon supprimé');
      const downloads = await captureDownloads(page);
      try {
        await clickText(page, 'Télécharger en .txt');
        const file = await downloads.next();
        expect(file.name).toBe('liste-sans-doublons.txt');
        expect(file.data.toString('utf8')).toBe('a\r\nb\r\n');
      } finally {
        await downloads.stop();
      }
      expect(await alerts(page)).toEqual([]);
    });
  }

  // In the popup the explanations are folded away, where innerText does not follow the CSS.
  if (tool.target !== 'popup') {
    it('an example that relies on two spaces shows both (« Saint  Malo »)', async () => {
      const page = await tool.open();
      // innerText follows the CSS: collapsed spaces would read « Saint Malo » twice.
      const shown = await page.$eval('.about-tool', (el) => (el as HTMLElement).innerText.replace(/\u00a0/g, ' '));
      expect(shown).toContain('« Saint  Malo » (avec deux espaces)');
    });
  }
});
