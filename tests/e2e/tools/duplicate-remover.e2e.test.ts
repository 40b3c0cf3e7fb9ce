import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { FREEZE_MS } from '../../freeze';
import { alerts, axeViolations, captureDownloads, clickText, clipboardPaste, copiedResult, detail, details, fieldValue, fill, frenchNumber, hasHorizontalScroll, paste, selectOption, text, waitResult, watchDialogs } from '../site';
import { describeTool } from '../targets';
import { addressList, BIG_FILE_MS, bigFileLines, importFile, shownLines, shownRows, writeTestFile } from '../textFiles';
import { until } from '../browser';

const RESULT_ROWS = '.dedupe-output';

const LIST = 'Liste (un élément par ligne)';

/** Rows of a table as arrays of cell texts (no-break spaces read as spaces). */
function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))),
  );
}

describeTool('duplicate-remover', (tool) => {
  tool.onWebsite('removes duplicates live, keeps first occurrences, and counts', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    await fill(page, LIST, 'pomme\npoire\npomme\nkiwi\npoire\npomme');
    await waitResult(page, '3 doublons supprimés');
    expect(await details(page)).toEqual({ 'Lignes d’origine': '6', 'Lignes uniques': '3', 'Doublons supprimés': '3' });
    expect(await shownLines(page, RESULT_ROWS)).toBe('pomme\npoire\nkiwi');

    await paste(page, LIST, '  Paris  \n\nPARIS\n\tLyon\r\nparis\n   \nLyon ');
    await waitResult(page, '1 doublon supprimé');
    expect(await details(page)).toEqual({ 'Lignes d’origine': '5', 'Lignes uniques': '4', 'Doublons supprimés': '1' });
    expect(await text(page, '.result-card__note')).toBe('2 lignes vides ignorées.');
    await clickText(page, 'Ignorer la casse (Paris = PARIS)', 'label');
    await waitResult(page, '3 doublons supprimés');
    expect(await shownLines(page, RESULT_ROWS)).toBe('Paris\nLyon');
  });

  tool.onWebsite('« Vider la liste » empties the list', async () => {
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

  it('takes a paste of 20 000 addresses, and typing at the end of them', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    // 20 000 lines of 36 characters and a line break, each address twice (the text is made in the page).
    await clipboardPaste(page, LIST, Array.from({ length: 10_000 }, (_, i) => `c${String(i).padStart(5, '0')}@boutique-exemple.fr\n`).join(''), 20_000 * 27);
    await waitResult(page, '10 000 doublons supprimés', FREEZE_MS);
    expect(await details(page)).toEqual({ 'Lignes d’origine': '20 000', 'Lignes uniques': '10 000', 'Doublons supprimés': '10 000' });
    // Past what a text area lays out quickly, the list is in the editor: typing at its end lands, and the counts follow.
    await page.waitForSelector('.large-text__editor .cm-content');
    await page.focus('.large-text__editor .cm-content');
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    // The list ends with a line break: the last address is on the line before.
    await page.keyboard.press('Backspace');
    await page.keyboard.type('x');
    await waitResult(page, '9 999 doublons supprimés', FREEZE_MS);
    await clickText(page, 'Copier');
    const clip = (await copiedResult(page)).split('\n');
    expect(clip).toHaveLength(10_001);
    expect(clip.at(-1)).toBe('c09999@boutique-exemple.frx');
  });

  // The popup sends a file to the full-tab page: a file picker would close it.
  if (tool.target !== 'popup') {
    const count = bigFileLines(tool.target);
    it(`imports a file of ${frenchNumber(count)} lines and gives the counts \`sort -u\` gives, the list shown in rows laid out as they scroll`, { timeout: BIG_FILE_MS }, async () => {
      const list = addressList(count, 0.4 * count);
      const page = await tool.open();
      await importFile(page, writeTestFile('clients.txt', list.text));
      await waitResult(page, `${frenchNumber(list.lines - list.unique)} doublons supprimés`, BIG_FILE_MS);
      expect(await details(page)).toEqual({ 'Lignes d’origine': frenchNumber(list.lines), 'Lignes uniques': frenchNumber(list.unique), 'Doublons supprimés': frenchNumber(list.lines - list.unique) });
      expect(await page.$eval(RESULT_ROWS, (table) => table.getAttribute('aria-rowcount'))).toBe(String(list.unique + 1));
      expect((await shownRows(page, RESULT_ROWS))[0]).toEqual(['prenom.nom.0000000@boutique-exemple.fr']);
      // The field previews the start and says the rest.
      expect(await text(page, '.large-text__more')).toBe(`… et ${frenchNumber(count - 12)} autres lignes`);
      expect(await text(page, '.large-text__status')).toContain(`« clients.txt » : ${frenchNumber(count)} lignes`);
    });

    it('deduplicates a CSV export by the column chosen, keeping whole rows and the header, and downloads the .csv', async () => {
      const page = await tool.open();
      const csv = 'Nom;E-mail;Ville\r\nMartin;jean@exemple.fr;Lyon\r\nDupont;JEAN@exemple.fr;Paris\r\nPetit;lea@exemple.fr;"Paris; 11e"\r\nBernard;lea@exemple.fr;Nantes\r\n';
      await importFile(page, writeTestFile('contacts.csv', csv));
      await page.waitForSelector('.column-choice');
      expect(await text(page, '.column-choice__title')).toBe('Tableau détecté : 3 colonnes, séparateur point-virgule.');
      // The e-mail column is chosen by its name; the case matters until « Ignorer la casse ».
      expect(await fieldValue(page, 'Colonne qui décide d’un doublon')).toBe('2');
      await waitResult(page, '1 doublon supprimé');
      await clickText(page, 'Ignorer la casse (Paris = PARIS)', 'label');
      await waitResult(page, '2 doublons supprimés');
      expect(await shownRows(page, RESULT_ROWS)).toEqual([
        ['Martin', 'jean@exemple.fr', 'Lyon'],
        ['Petit', 'lea@exemple.fr', 'Paris; 11e'],
      ]);
      const downloads = await captureDownloads(page);
      try {
        await clickText(page, 'Télécharger en .csv');
        const file = await downloads.next();
        expect(file.name).toBe('liste-sans-doublons.csv');
        expect(file.data.toString('utf8')).toBe('\ufeffNom;E-mail;Ville\r\nMartin;jean@exemple.fr;Lyon\r\nPetit;lea@exemple.fr;"Paris; 11e"\r\n');
      } finally {
        await downloads.stop();
      }
      // Another column: the city decides.
      await selectOption(page, 'Colonne qui décide d’un doublon', '3');
      await waitResult(page, '0 doublon supprimé');
      await selectOption(page, 'Colonne qui décide d’un doublon', 'ligne');
      await waitResult(page, '0 doublon supprimé');
      expect(await axeViolations(page)).toEqual([]);
    });

    it('reads a Windows-1252 file (an Excel export) with its accents', async () => {
      const page = await tool.open();
      // « Clément », « Noël », « œuvre », « 10 € », twice each, as Excel saves them on a French Windows.
      const bytes = Buffer.from([0x43, 0x6c, 0xe9, 0x6d, 0x65, 0x6e, 0x74, 0x0d, 0x0a, 0x4e, 0x6f, 0xeb, 0x6c, 0x0d, 0x0a, 0x9c, 0x75, 0x76, 0x72, 0x65, 0x0d, 0x0a, 0x31, 0x30, 0x20, 0x80, 0x0d, 0x0a]);
      await importFile(page, writeTestFile('excel.txt', Buffer.concat([bytes, bytes])));
      await waitResult(page, '4 doublons supprimés');
      expect(await shownLines(page, RESULT_ROWS)).toBe('Clément\nNoël\nœuvre\n10 €');
      expect(await text(page, '.large-text__status')).toContain('lu en Windows-1252');
    });

    it('refuses a file past 2 000 000 lines in French before any work, keeping the list there', async () => {
      const page = await tool.open();
      await fill(page, LIST, 'a\nb\na');
      await waitResult(page, '1 doublon supprimé');
      await importFile(page, writeTestFile('trop.txt', 'x\n'.repeat(2_000_001)));
      await until(page, () => document.querySelector('.large-text .field__error')?.textContent?.startsWith('Texte trop long'), { timeout: BIG_FILE_MS });
      expect(await text(page, '.large-text .field__error')).toBe('Texte trop long : 2 000 000 lignes au plus (celui-ci en compte 2 000 002). Le texte précédent est conservé.');
      expect(await fieldValue(page, LIST)).toBe('a\nb\na');
      expect(await detail(page, 'Lignes d’origine')).toBe('3');
    });

    it('keeps a list of 200 000 lines on a reload, and says before the reload that a longer one will not be kept', async () => {
      const list = addressList(200_000, 150_000);
      const page = await tool.open();
      await importFile(page, writeTestFile('reload.txt', list.text));
      await waitResult(page, `${frenchNumber(50_000)} doublons supprimés`, BIG_FILE_MS);
      // Written once typing pauses (300 ms), to IndexedDB: more than localStorage holds.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await page.reload({ waitUntil: 'load' });
      await waitResult(page, `${frenchNumber(50_000)} doublons supprimés`, BIG_FILE_MS);
      expect(await detail(page, 'Lignes d’origine')).toBe(frenchNumber(200_000));
      expect(await text(page, '.large-text__status')).not.toContain('trop long pour être gardé');
      const big = addressList(400_000, 400_000);
      await importFile(page, writeTestFile('long.txt', big.text));
      await until(page, () => document.querySelector('.large-text__status')?.textContent?.includes('trop long pour être gardé'), { timeout: BIG_FILE_MS });
      expect(await text(page, '.large-text__status')).toContain('Ce texte est trop long pour être gardé sur cet appareil (plus de 10 Mo) : il sera perdu si vous rechargez ou quittez la page.');
    });
  } else {
    it('sends a file import to the full-tab page, where a file picker does not close the popup', async () => {
      const page = await tool.open();
      const href = await page.$eval('.large-text__import a', (a) => (a as HTMLAnchorElement).href);
      expect(href).toBe(`${tool.browser.extensionUrl}/options.html#/doublons/`);
      expect(await text(page, '.large-text__import a')).toBe('Importer un fichier dans l’onglet complet');
    });
  }

  it('sorts in French order, lists the duplicates with counts, normalises spaces and downloads a .txt', async () => {
    const page = await tool.open();
    await paste(page, 'Liste (un élément par ligne)', 'zèbre\nÉcole\nabricot\nécole\nabricot\nJean   Dupont\nJean Dupont\nabricot');
    await clickText(page, 'A → Z');
    await until(page, () => document.querySelector('.dedupe-output .virtual-rows__body .virtual-rows__cell')?.textContent === 'abricot');
    expect(await shownLines(page, RESULT_ROWS)).toBe('abricot\nécole\nÉcole\nJean   Dupont\nJean Dupont\nzèbre');
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
    if (tool.target !== 'popup') await until(page, () => location.href.includes('tri=z-a') && location.href.includes('espaces=oui'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('removes duplicates ignoring case, keeps a long address without scrolling sideways, and empties the list', async () => {
    const page = await tool.open();
    await fill(page, LIST, 'Paris\nLyon\nPARIS\nparis\npaul.martin-de-la-tour-du-pin@une-adresse-tres-longue-exemple.fr');
    await waitResult(page, '0 doublon supprimé');
    await clickText(page, 'Ignorer la casse (Paris = PARIS)', 'label');
    await waitResult(page, '2 doublons supprimés');
    expect(await shownLines(page, RESULT_ROWS)).toBe('Paris\nLyon\npaul.martin-de-la-tour-du-pin@une-adresse-tres-longue-exemple.fr');
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
    expect(await shownLines(page, RESULT_ROWS)).toBe('paris\nNantes\nLyon');
    expect(await tableRows(page, '.dedupe-duplicates')).toEqual([
      ['Lyon', '2 fois'],
      ['paris', '2 fois'],
    ]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  tool.onWebsite('has no axe-core violation, empty and with a result', async () => {
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
      expect(await shownLines(page, RESULT_ROWS)).toBe('A\nb');
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
