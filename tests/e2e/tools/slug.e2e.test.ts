import { expect, it } from 'vitest';
import { axeViolations, captureDownloads, clickText, clipboardPaste, copiedResult, details, fieldValue, fill, frenchNumber, hasHorizontalScroll, paste, RESULT, text, tooLongMessage, waitResult, watchDialogs } from '../site';
import { describeTool } from '../targets';
import { BIG_FILE_MS, bigFileLines, importFile, shownRows, writeTestFile } from '../textFiles';
import { until } from '../browser';

/**
 * Independent reference slug for plain Latin text without & % € œ æ or apostrophes (the French rules of
 * DECISIONS.md): what WordPress, it-tools or the `slugify` npm package give for the same titles.
 */
function referenceSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

describeTool('slug', (tool) => {
  tool.onWebsite('slugifies live as the user types, in monospace, with the French rules', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    await fill(page, 'Texte à transformer', 'L’été à Paris : 10 idées & bons plans !');
    await waitResult(page, 'l-ete-a-paris-10-idees-et-bons-plans');
    expect((await details(page)).Longueur).toBe('36 caractères');
    expect(await page.$eval(RESULT, (el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    for (const [title, slug] of [
      ['Œuvre d’art et cœur', 'oeuvre-d-art-et-coeur'],
      ['-50% sur les soldes', '50-pourcent-sur-les-soldes'],
      ['Moins de 20 € !', 'moins-de-20-euros'],
      ["l'été", 'l-ete'],
      ['Curriculum vitæ', 'curriculum-vitae'],
      ['arc--en---ciel', 'arc-en-ciel'],
      ['rapport prix/qualité', 'rapport-prix-qualite'],
    ]) {
      await paste(page, 'Texte à transformer', title!);
      await waitResult(page, slug!);
    }
  });

  tool.onWebsite('agrees with an independent reference on plain titles', async () => {
    const page = await tool.open();
    for (const title of [
      'Crème brûlée façon grand-mère',
      'Déjà vu : le guide complet',
      'Top 10 des outils SEO en 2025',
      '  Éléphant   rose -- et   bleu  ',
      'Ça coûte combien ? (réponse)',
      'Àéîõü ÇÑ',
      'Hello, World!!!',
    ]) {
      await paste(page, 'Texte à transformer', title);
      await waitResult(page, referenceSlug(title));
    }
  });

  tool.onWebsite('applies every option, and the three separators', async () => {
    const page = await tool.open();
    await fill(page, 'Texte à transformer', 'Les 10 meilleures crèmes de l’Été 2024');
    await waitResult(page, 'les-10-meilleures-cremes-de-l-ete-2024');
    await clickText(page, 'Tiret bas (_)', 'label');
    await waitResult(page, 'les_10_meilleures_cremes_de_l_ete_2024');
    await clickText(page, 'Aucun', 'label');
    await waitResult(page, 'les10meilleurescremesdelete2024');
    await clickText(page, 'Tiret (-)', 'label');
    await clickText(page, 'Supprimer les mots vides (le, la, de, et…)', 'label');
    await waitResult(page, '10-meilleures-cremes-ete-2024');
    await clickText(page, 'Supprimer les chiffres', 'label');
    await waitResult(page, 'meilleures-cremes-ete');
    await clickText(page, 'Supprimer les accents', 'label');
    await waitResult(page, 'meilleures-crèmes-été');
    await clickText(page, 'Tout en minuscules', 'label');
    await waitResult(page, 'meilleures-crèmes-Été');
  });

  it('makes one slug per line and copies them', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await clickText(page, 'Un slug par ligne', 'label');
    await paste(page, 'Titres à transformer (un par ligne)', 'Chaussures de running femme\r\nGuide du SEO local\n\nL’été à Paris\n');
    await waitResult(page, '3 slugs');
    const expected = 'chaussures-de-running-femme\nguide-du-seo-local\n\nl-ete-a-paris';
    expect(await shownRows(page, '.slug-lines')).toEqual([
      ['Chaussures de running femme', 'chaussures-de-running-femme'],
      ['Guide du SEO local', 'guide-du-seo-local'],
      ['', ''],
      ['L’été à Paris', 'l-ete-a-paris'],
    ]);
    await clickText(page, 'Copier', '.result-card button');
    expect(await copiedResult(page)).toBe(expected);
  });

  it('copies the slug', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await fill(page, 'Texte à transformer', 'Crème brûlée');
    await waitResult(page, 'creme-brulee');
    await clickText(page, 'Copier');
    expect(await copiedResult(page)).toBe('creme-brulee');
  });

  it('shrugs off hostile and huge inputs', async () => {
    const page = await tool.open();
    const dialogs = watchDialogs(page);
    await paste(page, 'Texte à transformer', '<img src=x onerror=alert(1)><script>alert(2)</script>');
    await waitResult(page, 'img-src-x-onerror-alert-1-script-alert-2-script');
    await paste(page, 'Texte à transformer', '!!! ??? 🎉 \u0000 \ud800 …');
    await waitResult(page, '—');
    expect(await text(page, '.result-card__note')).toBe('Aucune lettre ni aucun chiffre utilisable dans ce texte.');
    expect(await page.$('.result-card .copy-button')).toBeNull();

    // At the 200 000-character limit: 11 111 times 18 characters.
    await tool.grantClipboard();
    await clipboardPaste(page, 'Texte à transformer', 'Été & cœur 2024 ! ', 11_111 * 18);
    await until(page, (sel) => (document.querySelector(sel)?.textContent ?? '').startsWith('ete-et-coeur-2024-ete'), { timeout: 15_000 }, RESULT);
    expect((await details(page)).Longueur).toBe(`${frenchNumber(11_111 * 18 - 1)} caractères`);
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
    expect(dialogs).toEqual([]);
    expect(await page.$('.tool img, .tool script')).toBeNull();
  });

  it('refuses a paste past the hard limit with a French message, and keeps answering', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await clipboardPaste(page, 'Texte à transformer', 'Été & cœur 2024 ! ', 50_000_001);
    expect(await tooLongMessage(page, 'Texte à transformer', BIG_FILE_MS)).toBe('Texte trop long : 50 000 000 caractères au plus (celui-ci en compte 50 000 001). Le texte précédent est conservé.');
    expect(await fieldValue(page, 'Texte à transformer')).toBe('');
    await page.keyboard.type('Été à Paris');
    await waitResult(page, 'ete-a-paris');
  });

  // The popup sends a file to the full-tab page: a file picker would close it.
  if (tool.target !== 'popup') {
    const count = bigFileLines(tool.target);
    it(`imports a file of ${frenchNumber(count)} titles: one slug per line, each beside its title, downloaded as .txt and .csv`, { timeout: BIG_FILE_MS }, async () => {
      const titles: string[] = [];
      for (let i = 0; i < count; i++) titles.push(`Chaussure été n° ${i}`);
      const page = await tool.open();
      await importFile(page, writeTestFile('catalogue.txt', `${titles.join('\n')}\n`));
      await waitResult(page, `${frenchNumber(count)} slugs`, BIG_FILE_MS);
      expect(await page.$eval('.slug-lines', (table) => table.getAttribute('aria-rowcount'))).toBe(String(count + 1));
      expect((await shownRows(page, '.slug-lines'))[1]).toEqual(['Chaussure été n° 1', 'chaussure-ete-n-1']);
      const downloads = await captureDownloads(page);
      try {
        await clickText(page, 'Télécharger en .csv');
        const file = await downloads.next();
        expect(file.name).toBe('slugs.csv');
        const rows = file.data.toString('utf8').split('\r\n');
        expect(rows.slice(0, 3)).toEqual(['\ufeffTitre;Slug', 'Chaussure été n° 0;chaussure-ete-n-0', 'Chaussure été n° 1;chaussure-ete-n-1']);
        expect(rows).toHaveLength(count + 2);
      } finally {
        await downloads.stop();
      }
    });
  }

  it('slugifies with an underscore and without stop words, and a 250-character slug fits', async () => {
    const page = await tool.open();
    await fill(page, 'Texte à transformer', 'L’été à Paris : 10 idées & bons plans !');
    await waitResult(page, 'l-ete-a-paris-10-idees-et-bons-plans');
    await clickText(page, 'Tiret bas (_)', 'label');
    await clickText(page, 'Supprimer les mots vides (le, la, de, et…)', 'label');
    await waitResult(page, 'ete_paris_10_idees_bons_plans');
    await fill(page, 'Texte à transformer', 'Anticonstitutionnellement'.repeat(10));
    await until(page, (sel) => (document.querySelector(sel)?.textContent ?? '').length === 250, {}, RESULT);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  tool.onWebsite('has no axe-core violation, empty and with one slug per line', async () => {
    const page = await tool.open();
    expect(await axeViolations(page)).toEqual([]);
    await clickText(page, 'Un slug par ligne', 'label');
    await paste(page, 'Titres à transformer (un par ligne)', 'Un\nDeux\n\n!!!');
    await waitResult(page, '2 slugs');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px, even with long unbroken values', async () => {
    const long = 'Anticonstitutionnellement'.repeat(12);
    const page = await tool.open('', { width: 390, height: 800 });
    await paste(page, 'Texte à transformer', `${long} ${long}`);
    await page.waitForSelector('.result-card .copy-button');
    await clickText(page, 'Tiret bas (_)', 'label');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await clickText(page, 'Un slug par ligne', 'label');
    await paste(page, 'Titres à transformer (un par ligne)', `${long}\n${long}`);
    await waitResult(page, '2 slugs');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
