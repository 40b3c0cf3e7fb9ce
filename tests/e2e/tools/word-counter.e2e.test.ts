import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { alerts, axeViolations, clickText, clipboardPaste, copiedText, details, fieldValue, fill, frenchNumber, hasHorizontalScroll, paste, setValue, text, tooLongMessage, waitText } from '../site';
import { describeTool } from '../targets';
import { BIG_FILE_MS, bigFileLines, importFile, writeTestFile } from '../textFiles';
import { FREEZE_MS } from '../../freeze';
import { strToU8, zipSync } from 'fflate';
import { until } from '../browser';

/** A minimal Word document (.docx) with one paragraph per string: what Word writes, less its styles. */
function wordDocument(paragraphs: string[]): Uint8Array {
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escape(p)}</w:t></w:r></w:p>`).join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
  });
}

/** The word counter's figures, by label. */
function stats(page: Page): Promise<Record<string, string>> {
  // The counts only: reading and speaking time have their own case.
  return details(page, '.word-stat:not(.word-stat--time)');
}

/**
 * Waits until the counts shown include `want` (French-formatted, as `stats` reads them). The counts follow the text
 * through a deferred value: while keys are typed, a count can already show its final figure (5 words before the
 * last « . ») while the others still describe the text of a keystroke before.
 */
async function waitStats(page: Page, want: Record<string, string>, timeout = 5_000): Promise<void> {
  await expect.poll(() => stats(page), { timeout, interval: 50 }).toMatchObject(want);
}

/** Independent reference counts: grapheme clusters by Node's Intl.Segmenter, words by the DECISIONS.md rule. */
function reference(value: string) {
  const graphemes = [...new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(value)].map((s) => s.segment);
  return {
    Mots: frenchNumber(value.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length),
    Caractères: frenchNumber(graphemes.length),
    'Caractères sans espaces': frenchNumber(graphemes.filter((g) => !/^\s+$/u.test(g)).length),
  };
}

/** Rows of a table as arrays of cell texts (no-break spaces read as spaces). */
function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))),
  );
}

describeTool('word-counter', (tool) => {
  tool.onWebsite('counts live as the user types, with French punctuation spacing', async () => {
    const page = await tool.open();
    expect(await stats(page)).toEqual({ Mots: '0', Caractères: '0', 'Caractères sans espaces': '0', Phrases: '0', Paragraphes: '0' });
    await fill(page, 'Votre texte', 'Bonjour ! Comment allez-vous ? Très bien.');
    const counts = { Mots: '5', Caractères: '41', 'Caractères sans espaces': '35', Phrases: '3', Paragraphes: '1' };
    await waitStats(page, counts);
    expect(await stats(page)).toEqual(counts);
  });

  tool.onWebsite.each([
    ['French typography', 'L’été, c’est « super » : 42 € l’arc-en-ciel ; et 3,5 % ? Oui !'],
    ['emoji and combining accents', 'Cafe\u0301 👍🏽 👨‍👩‍👧‍👦 🇫🇷 e\u0301te\u0301 ok'],
    ['tabs, no-break spaces, CR LF', 'un\tdeux\u00a0trois\u202fquatre\r\ncinq  —  six'],
    ['several scripts', 'Привет мир. 你好 世界。 مرحبا بالعالم! नमस्ते दुनिया?'],
  ])('matches the reference counts: %s', async (_name, value) => {
    const page = await tool.open();
    await setValue(page, 'textarea', value);
    const expected = reference(value);
    await until(page, (want) => document.querySelector('[data-testid="stat-words"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === want, {}, expected.Mots);
    const shown = await stats(page);
    expect({ Mots: shown.Mots, Caractères: shown.Caractères, 'Caractères sans espaces': shown['Caractères sans espaces'] }).toEqual(expected);
  });

  tool.onWebsite('splits sentences on . ! ? and paragraphs on blank lines', async () => {
    const page = await tool.open();
    await setValue(page, 'textarea', 'Titre\n\nUne phrase. Une autre ! Et une question ?\nSuite du paragraphe.\n\n\n\nDernier paragraphe, sans point');
    await until(page, () => document.querySelector('[data-testid="stat-paragraphs"]')?.textContent === '3');
    const s = await stats(page);
    expect([s.Phrases, s.Paragraphes]).toEqual(['6', '3']);
  });

  it('counts 5 MB pasted, laid out by the editor, then keeps counting as the user types', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    const paragraph = 'Le référencement naturel demande du temps, de la patience et des contenus utiles. Publiez souvent !\n\n';
    const copies = Math.floor((5 * 1024 * 1024) / paragraph.length);
    const value = paragraph.repeat(copies);
    await clipboardPaste(page, 'Votre texte', paragraph, value.length);
    await until(
      page,
      (want) => document.querySelector('[data-testid="stat-paragraphs"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === want,
      { timeout: FREEZE_MS },
      frenchNumber(copies),
    );
    // Counted off the page's thread, in the tool's own worker (the CSP's worker-src 'self').
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(expect.stringMatching(/\/wordCounter\.worker-[\w-]+\.js$/));
    expect(await stats(page)).toEqual({
      Mots: frenchNumber(copies * 15),
      Caractères: frenchNumber(value.length),
      'Caractères sans espaces': frenchNumber(value.replace(/\s/g, '').length),
      Phrases: frenchNumber(copies * 2),
      Paragraphes: frenchNumber(copies),
    });

    // Typing at the end of the text, in the editor that lays out only the visible lines: the counts follow.
    await page.waitForSelector('.large-text__editor .cm-content');
    await page.focus('.large-text__editor .cm-content');
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    await page.keyboard.type('Fin du texte.');
    await waitStats(page, { Paragraphes: frenchNumber(copies + 1), Caractères: frenchNumber(value.length + 13) }, FREEZE_MS);
    expect((await stats(page)).Mots).toBe(frenchNumber(copies * 15 + 3));

    await clickText(page, 'Effacer');
    await until(page, () => document.querySelector('[data-testid="stat-words"]')?.textContent === '0');
    await until(page, () => document.activeElement?.tagName === 'TEXTAREA');
    expect(await page.$eval('textarea', (el) => (el as HTMLTextAreaElement).value)).toBe('');
  });

  it('refuses a paste past 2 000 000 lines before any work, in French, keeping the text there', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await fill(page, 'Votre texte', 'Début.');
    await waitStats(page, { Mots: '1' });
    await clipboardPaste(page, 'Votre texte', 'a\n', 2 * 2_000_001);
    expect(await tooLongMessage(page, 'Votre texte')).toBe('Texte trop long : 2 000 000 lignes au plus (celui-ci en compte 2 000 002). Le texte précédent est conservé.');
    expect(await fieldValue(page, 'Votre texte')).toBe('Début.');
    // The page answers: a keystroke is counted and the message goes.
    await page.keyboard.press('End');
    await page.keyboard.type(' Fin.');
    await waitStats(page, { Mots: '2', Phrases: '2' });
    expect(await alerts(page)).toEqual([]);
  });

  // The popup sends a file to the full-tab page: a file picker would close it.
  if (tool.target !== 'popup') {
    const count = bigFileLines(tool.target);
    it(`imports a file of ${frenchNumber(count)} lines and gives the counts computed here, \`wc -w\` style`, { timeout: BIG_FILE_MS }, async () => {
      const lines: string[] = [];
      for (let i = 0; i < count; i++) lines.push(`ligne ${i} du fichier`);
      const value = `${lines.join('\n')}\n`;
      const page = await tool.open();
      await importFile(page, writeTestFile('livre.txt', value));
      await waitStats(page, { Mots: frenchNumber(value.split(/\s+/).filter((t) => t !== '').length) }, BIG_FILE_MS);
      expect(await stats(page)).toEqual({
        Mots: frenchNumber(4 * count),
        Caractères: frenchNumber(value.length),
        'Caractères sans espaces': frenchNumber(value.replace(/\s/g, '').length),
        // No full stop and no blank line: one sentence, one paragraph.
        Phrases: '1',
        Paragraphes: '1',
      });
      expect(await text(page, '.large-text__more')).toBe(`… et ${frenchNumber(count - 12)} autres lignes`);
    });

    it('imports a Word document (.docx), read by mammoth in its own worker', async () => {
      const page = await tool.open();
      await importFile(page, writeTestFile('memoire.docx', wordDocument(['Introduction', 'Le référencement naturel demande du temps.', 'Publiez souvent !'])));
      await waitStats(page, { Mots: '9', Phrases: '3', Paragraphes: '3' }, BIG_FILE_MS);
      expect(await fieldValue(page, 'Votre texte')).toBe('Introduction\n\nLe référencement naturel demande du temps.\n\nPubliez souvent !\n\n');
      expect(await text(page, '.large-text__status')).toContain('lu en Word');
    });
  }

  // The remembered text is planted in the website's localStorage; the extension's own store has the address case below.
  if (tool.target === 'website') {
    it('takes a remembered text of 240 000 characters whole', async () => {
      const page = await tool.open();
      await page.evaluate((texte) => localStorage.setItem('outilo:inputs:word-counter', JSON.stringify({ texte })), 'mot '.repeat(60_000));
      await page.reload({ waitUntil: 'load' });
      await waitStats(page, { Mots: '60 000', Caractères: '240 000' }, FREEZE_MS);
    });
  }

  it('takes 200 000 characters of emoji and combining accents, and a single 200 000-character word', async () => {
    const page = await tool.open();
    const unit = 'Cafe\u0301 👍🏽 👨‍👩‍👧 🇫🇷 ok. ';
    const copies = Math.floor(200_000 / unit.length);
    await setValue(page, 'textarea', unit.repeat(copies));
    // The unit ends with a space, so the counts of the whole are the unit's times the copies (one Segmenter
    // call on the whole would take minutes in Node).
    const one = reference(unit);
    const times = (n: string) => frenchNumber(Number(n.replace(/ /g, '')) * copies);
    const expected = { Mots: times(one.Mots), Caractères: times(one.Caractères), 'Caractères sans espaces': times(one['Caractères sans espaces']) };
    await until(
      page,
      (want) => document.querySelector('[data-testid="stat-words"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === want,
      { timeout: 15_000 },
      expected.Mots,
    );
    const shown = await stats(page);
    expect(shown.Caractères).toBe(expected.Caractères);
    expect(shown['Caractères sans espaces']).toBe(expected['Caractères sans espaces']);

    await clickText(page, 'Effacer');
    await setValue(page, 'textarea', 'x'.repeat(200_000));
    await until(page, () => document.querySelector('[data-testid="stat-chars"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === '200 000');
    expect((await stats(page)).Mots).toBe('1');
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('copies the counts', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await fill(page, 'Votre texte', 'Un texte court.');
    await waitStats(page, { Mots: '3', Caractères: '15' });
    await clickText(page, 'Copier les statistiques');
    expect(await copiedText(page)).toBe(
      'Mots\u00a0: 3\nCaractères\u00a0: 15\nCaractères sans espaces\u00a0: 13\nPhrases\u00a0: 1\nParagraphes\u00a0: 1\nTemps de lecture\u00a0: 1\u00a0s\nTemps de parole\u00a0: 2\u00a0s',
    );
  });

  tool.onWebsite('shows reading and speaking time, the top words without stop words, and the gauges', async () => {
    const page = await tool.open();
    await paste(page, 'Votre texte', 'Le référencement naturel et le référencement local : le SEO pour les commerces.');
    await waitText(page, '[data-testid="stat-words"]', '12');
    // 12 × 60 ÷ 238 = 3,03 s → 4 s; 12 × 60 ÷ 150 = 4,8 s → 5 s.
    expect(await text(page, '[data-testid="stat-reading"]')).toBe('4 s');
    expect(await text(page, '[data-testid="stat-speaking"]')).toBe('5 s');
    expect((await tableRows(page, '.top-words')).slice(0, 2)).toEqual([
      ['référencement', '2', '16,7 %'],
      ['naturel', '1', '8,3 %'],
    ]);
    expect(await text(page, '[data-testid="gauge-title"]')).toBe('79 / 60');
    expect(await page.$eval('[role="meter"][aria-labelledby="gauge-title"]', (m) => m.getAttribute('aria-valuetext')?.replace(/\u00a0/g, ' '))).toBe('79 / 60, 19 de trop');
    expect(await text(page, '[data-testid="gauge-x"]')).toBe('79 / 280');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('counts words, sentences and paragraphs, takes a long unbroken text without scrolling sideways, and clears', async () => {
    const page = await tool.open();
    await fill(page, 'Votre texte', 'Bonjour ! Voici l’arc-en-ciel : 7 couleurs.\n\nFin ?');
    await waitText(page, '[data-testid="stat-words"]', '6');
    expect(await text(page, '[data-testid="stat-sentences"]')).toBe('3');
    expect(await text(page, '[data-testid="stat-paragraphs"]')).toBe('2');
    await setValue(page, 'textarea', `${'x'.repeat(3_000)} ${'mot '.repeat(45_000)}`);
    await waitText(page, '[data-testid="stat-words"]', '45 001');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await clickText(page, 'Effacer');
    await waitText(page, '[data-testid="stat-chars"]', '0');
    expect(await axeViolations(page)).toEqual([]);
  });

  tool.onWebsite('has no axe-core violation, empty and with counts', async () => {
    const page = await tool.open();
    expect(await axeViolations(page)).toEqual([]);
    await fill(page, 'Votre texte', 'Bonjour ! Deux phrases.');
    await waitStats(page, { Mots: '3', Caractères: '23' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px with unbroken text', async () => {
    const page = await tool.open('', { width: 390, height: 800 });
    await setValue(page, 'textarea', `${'x'.repeat(5_000)}\n${'mot '.repeat(48_000)}`);
    await until(page, () => document.querySelector('[data-testid="stat-words"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === '48 001', { timeout: 10_000 });
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('gives the times, the top words and the meta description gauge of a shop’s text', async () => {
    const page = await tool.open();
    await paste(page, 'Votre texte', 'Boutique en ligne : la boutique qui vend des bougies. Bougies parfumées, bougies naturelles.');
    await waitText(page, '[data-testid="stat-words"]', '13');
    expect(await text(page, '[data-testid="stat-reading"]')).toBe('4 s');
    expect(await text(page, '[data-testid="stat-speaking"]')).toBe('6 s');
    expect((await tableRows(page, '.top-words')).slice(0, 2)).toEqual([
      ['bougies', '3', '23,1 %'],
      ['boutique', '2', '15,4 %'],
    ]);
    expect(await text(page, '[data-testid="gauge-meta"]')).toBe('92 / 160');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('opens a crafted address (`texte`, the context-menu contract)', async () => {
      const page = await tool.open('?texte=Un%20lien%20https%3A%2F%2Fexemple.fr%2Fpage%20%F0%9F%91%8D');
      await waitText(page, '[data-testid="stat-words"]', '3');
      // X: « Un lien » 7 + 2 spaces + link 23 + emoji 2 = 34.
      expect(await text(page, '[data-testid="gauge-x"]')).toBe('34 / 280');
    });
  }

  // A 300 KB address, far beyond what an HTTP server takes (the website never sees one) and what the product's own
  // links hold (6 000 characters): the full-tab page keeps it in its hash and reads it whole. Chromium itself slows
  // down on addresses near its 2 MB limit (navigation, tab state), which is not the page's doing.
  if (tool.target === 'full-tab') {
    it('takes a text of 200 000 characters that comes in the address whole', async () => {
      const page = await tool.open(`?texte=${'mot%20'.repeat(50_000)}`);
      await waitText(page, '[data-testid="stat-words"]', '50 000', FREEZE_MS);
      expect(await text(page, '[data-testid="stat-chars"]')).toBe('200 000');
    });
  }
});
