import { createHash } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { alerts, axeViolations, captureDownloads, clickText, clipboardPaste, copiedText, fill, frenchNumber, hasHorizontalScroll, paste, RESULT, setValue, text, waitAlert, waitResult, waitText } from '../site';
import { describeTool } from '../targets';
import { BIG_FILE_MS, bigFileLines, importFile, writeTestFile } from '../textFiles';
import { FREEZE_MS } from '../../freeze';
import { until } from '../browser';

describeTool('random-draw', (tool) => {
  it('takes 100 000 participants pasted, checks them off the page and draws with the list’s fingerprint', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    const names = Array.from({ length: 100_000 }, (_, i) => `@participant_${String(i).padStart(6, '0')}`);
    await clipboardPaste(page, 'Participants (un par ligne)', `${names.join('\n')}\n`, names.join('\n').length + 1);
    await waitText(page, '.draw-form__list .field__hint', '100 000 participants', FREEZE_MS);
    await fill(page, 'Nombre de gagnants', '3');
    await clickText(page, 'Lancer le tirage');
    await waitResult(page, '3 gagnants', FREEZE_MS);
    const winners = await page.$$eval('.draw-winners__name', (els) => els.map((el) => el.textContent ?? ''));
    expect(new Set(winners).size).toBe(3);
    for (const w of winners) expect(names).toContain(w);
    await page.waitForSelector('.draw-proof__fingerprint code');
    expect(await text(page, '.draw-proof__fingerprint code')).toBe(createHash('sha256').update(names.join('\n')).digest('hex'));
  });

  // The popup sends a file to the full-tab page: a file picker would close it.
  if (tool.target !== 'popup') {
    const count = bigFileLines(tool.target);
    const distinct = 0.8 * count;
    it(`imports a file of ${frenchNumber(count)} participants and draws among all of them, one chance per person on request`, { timeout: BIG_FILE_MS }, async () => {
      const names = Array.from({ length: count }, (_, i) => `Participant ${i % distinct}`);
      const page = await tool.open();
      await importFile(page, writeTestFile('commentaires.txt', `${names.join('\n')}\n`));
      await waitText(page, '.draw-form__list .field__hint', `${frenchNumber(count)} participants`, BIG_FILE_MS);
      // Five repeated names are shown, the others counted.
      expect(await text(page, '.draw-duplicates')).toContain(`Et ${frenchNumber(count - distinct - 5)} autres noms présents plusieurs fois.`);
      await clickText(page, 'Une seule chance par personne', 'label');
      await waitText(
        page,
        '.draw-duplicates',
        `${frenchNumber(count - distinct)} lignes en double fusionnées : chaque personne n’a qu’une chance (${frenchNumber(distinct)} participations).`,
        BIG_FILE_MS,
      );
      await clickText(page, 'Lancer le tirage');
      await page.waitForSelector(RESULT, { timeout: BIG_FILE_MS });
      expect(await text(page, RESULT)).toMatch(/^Participant \d+$/);
      expect(await text(page, '.result-card__note')).toMatch(new RegExp(`^Tirage parmi ${frenchNumber(distinct)} participations, le `));
    });

    it('draws from the name column of a CSV export, its header left out', async () => {
      const page = await tool.open();
      await importFile(page, writeTestFile('jeu.csv', 'Pseudo,Commentaire,Date\n@julie,"Super, merci !",2026-11-02\n@tom,Moi !,2026-11-02\n@lea,Je participe,2026-11-03\n'));
      await waitText(page, '.draw-form__list .field__hint', '3 participants');
      expect(await text(page, '.column-choice__title')).toBe('Tableau détecté : 3 colonnes, séparateur virgule.');
      await fill(page, 'Nombre de gagnants', '3');
      await clickText(page, 'Lancer le tirage');
      await waitResult(page, '3 gagnants');
      expect((await page.$$eval('.draw-winners__name', (els) => els.map((el) => el.textContent ?? ''))).sort()).toEqual(['@julie', '@lea', '@tom']);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('draws distinct winners, numbered, and copies them', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    const names = ['Julie Martin', 'Thomas Petit', '@camille_b', 'Nathalie', 'Kévin', 'Sophie'];
    await fill(page, 'Participants (un par ligne)', `  ${names.join('\n\n')}  \n`);
    expect(await text(page, '.field__hint')).toBe('6 participants');
    expect(await page.$eval('input[inputmode="numeric"]', (el) => (el as HTMLInputElement).value)).toBe('1');
    await clickText(page, 'Lancer le tirage');
    await page.waitForSelector(RESULT);
    expect(names).toContain(await text(page, RESULT));

    await fill(page, 'Nombre de gagnants', '4');
    await clickText(page, 'Lancer le tirage');
    await waitResult(page, '4 gagnants');
    const winners = await page.$$eval('.draw-winners__name', (els) => els.map((el) => el.textContent ?? ''));
    expect(winners).toHaveLength(4);
    expect(new Set(winners).size).toBe(4);
    for (const w of winners) expect(names).toContain(w);
    expect(await page.$$eval('.draw-winners__rank', (els) => els.map((el) => el.textContent))).toEqual(['1er', '2e', '3e', '4e']);
    await clickText(page, 'Copier');
    expect(await copiedText(page)).toBe(winners.map((w, i) => `${i + 1}. ${w}`).join('\n'));
  });

  tool.onWebsite('shows the three SPEC messages and warns about duplicates', async () => {
    const page = await tool.open();
    await clickText(page, 'Lancer le tirage');
    await waitAlert(page, 'Veuillez entrer une liste de participants');
    expect(await page.$(RESULT)).toBeNull();

    await fill(page, 'Participants (un par ligne)', 'Julie\nMarc\njulie');
    expect(await text(page, '.notice')).toBe('Attention : Julie apparaît 2 fois (chaque ligne compte comme une participation).');
    await fill(page, 'Nombre de gagnants', '0');
    await waitAlert(page, 'Le nombre de gagnants doit être supérieur à 0');
    await fill(page, 'Nombre de gagnants', '4');
    await waitAlert(page, 'Le nombre de gagnants ne peut pas être supérieur au nombre de participants');
    await clickText(page, 'Lancer le tirage');
    expect(await page.$(RESULT)).toBeNull();
    await fill(page, 'Nombre de gagnants', '3');
    await clickText(page, 'Lancer le tirage');
    await waitResult(page, '3 gagnants');
    expect((await page.$$eval('.draw-winners__line', (els) => els.map((el) => el.textContent))).sort()).toEqual(['ligne 1', 'ligne 2', 'ligne 3']);
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('merges duplicates on request, draws labelled alternates and downloads a proof with the list’s SHA-256', async () => {
    const page = await tool.open();
    const names = ['Julie Martin', 'Thomas Petit', 'julie  martin', 'Camille', 'Kévin', 'JULIE MARTIN', 'Sophie', 'Nathalie'];
    await paste(page, 'Participants (un par ligne)', names.join('\n'));
    await clickText(page, 'Une seule chance par personne', 'label');
    await waitText(page, '.notice', '2 lignes en double fusionnées : chaque personne n’a qu’une chance (6 participations).');
    await fill(page, 'Nombre de gagnants', '2');
    await fill(page, 'Nombre de suppléants', '2');
    await clickText(page, 'Lancer le tirage');
    await waitResult(page, '2 gagnants');
    expect(await page.$$eval('.draw-winners--alternates .draw-winners__rank', (els) => els.map((el) => el.textContent))).toEqual(['Suppléant 1', 'Suppléant 2']);
    const winners = await page.$$eval('.draw-winners:not(.draw-winners--alternates) .draw-winners__name', (els) => els.map((el) => el.textContent ?? ''));
    const alternates = await page.$$eval('.draw-winners--alternates .draw-winners__name', (els) => els.map((el) => el.textContent ?? ''));
    expect(new Set([...winners, ...alternates]).size).toBe(4);

    // Independent reference: Node's SHA-256 of the merged list joined by LF, in UTF-8.
    const list = ['Julie Martin', 'Thomas Petit', 'Camille', 'Kévin', 'Sophie', 'Nathalie'].join('\n');
    const fingerprint = createHash('sha256').update(list, 'utf8').digest('hex');
    await waitText(page, '.draw-proof__fingerprint code', fingerprint);
    const downloads = await captureDownloads(page);
    await clickText(page, 'Télécharger la preuve du tirage');
    const { name, data } = await downloads.next();
    await downloads.stop();
    expect(name).toMatch(/^preuve-tirage-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.txt$/);
    const proof = data.toString('utf8');
    expect(proof).toContain(`Empreinte SHA-256 de la liste\u00a0: ${fingerprint}`);
    expect(proof).toContain('Nombre de participations\u00a0: 6');
    expect(proof).toContain('Une seule chance par personne\u00a0: oui (2 lignes en double fusionnées)');
    expect(proof).toContain(`Gagnants, dans l’ordre du tirage\u00a0:\n1. ${winners[0]}\n2. ${winners[1]}`);
    expect(proof).toContain(`Suppléant 1\u00a0: ${alternates[0]}\nSuppléant 2\u00a0: ${alternates[1]}`);
    expect(proof).toMatch(/Date et heure \(ISO 8601, UTC\)\u00a0: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/);
    // The winners are a result: never in the address.
    expect(decodeURIComponent(page.url())).not.toContain('gagnant=');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses an empty list, warns about a duplicate and draws three distinct winners', async () => {
    const page = await tool.open();
    expect(await text(page, 'h1')).toBe('Tirage au sort');
    await clickText(page, 'Lancer le tirage');
    await page.waitForSelector('[role="alert"]');
    expect(await text(page, '[role="alert"]')).toBe('Veuillez entrer une liste de participants');
    await fill(page, 'Participants (un par ligne)', 'Julie\nMarc\nSophie\njulie\nNathalie Durand-Lefebvre');
    expect(await text(page, '.notice')).toBe('Attention : Julie apparaît 2 fois (chaque ligne compte comme une participation).');
    await fill(page, 'Nombre de gagnants', '3');
    await clickText(page, 'Lancer le tirage');
    await waitResult(page, '3 gagnants');
    const winners = await page.$$eval('.draw-winners__line', (els) => els.map((el) => el.textContent));
    expect(new Set(winners).size).toBe(3);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('gives one chance per person, alternates and the fingerprint of the list', async () => {
    const page = await tool.open();
    await paste(page, 'Participants (un par ligne)', 'Julie\nMarc\njulie\nSophie\nNathalie Durand-Lefebvre');
    await clickText(page, 'Une seule chance par personne', 'label');
    await waitText(page, '.notice', '1 ligne en double fusionnée : chaque personne n’a qu’une chance (4 participations).');
    await fill(page, 'Nombre de suppléants', '2');
    await clickText(page, 'Lancer le tirage');
    await page.waitForSelector('.draw-winners--alternates');
    const fingerprint = createHash('sha256').update('Julie\nMarc\nSophie\nNathalie Durand-Lefebvre', 'utf8').digest('hex');
    await waitText(page, '.draw-proof__fingerprint code', fingerprint);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  tool.onWebsite('has no axe-core violation, empty and with winners', async () => {
    const page = await tool.open();
    expect(await axeViolations(page)).toEqual([]);
    await fill(page, 'Participants (un par ligne)', 'a\nb\nc\na');
    await fill(page, 'Nombre de gagnants', '2');
    await clickText(page, 'Lancer le tirage');
    await page.waitForSelector('.draw-winners');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('makes a winner too long for the card reachable with the keyboard once laid out, and only that one', async () => {
    const figure = (page: Page) => page.$eval('.result-card__value', (el) => ({ scrolls: el.scrollWidth > el.clientWidth, tabindex: el.getAttribute('tabindex') }));
    const page = await tool.open('', { width: 390, height: 800 });
    await fill(page, 'Participants (un par ligne)', 'Marie-Charlotte-Éléonore-de-La-Tour-d’Auvergne-Lauraguais');
    await clickText(page, 'Lancer le tirage');
    await until(page, () => document.querySelector('.result-card__value')?.getAttribute('tabindex') === '0');
    expect(await figure(page)).toEqual({ scrolls: true, tabindex: '0' });
    expect(await axeViolations(page)).toEqual([]);
    await fill(page, 'Participants (un par ligne)', 'Léo');
    await clickText(page, 'Lancer le tirage');
    await until(page, () => !document.querySelector('.result-card__value')?.hasAttribute('tabindex'));
    expect(await figure(page)).toEqual({ scrolls: false, tabindex: null });
  });

  it('has no horizontal scroll at 390 px, even with long names and results', async () => {
    const long = 'Marie-Charlotte-Éléonore de La Tour d’Auvergne-Lauraguais'.repeat(3);

    const page = await tool.open('', { width: 390, height: 800 });
    await fill(page, 'Participants (un par ligne)', `${long}\nx\n${long}`);
    await fill(page, 'Nombre de gagnants', '3');
    await clickText(page, 'Lancer le tirage');
    await until(page, () => document.querySelectorAll('.draw-winners__name').length === 3);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('opens from a crafted address with the list and options, never with winners', async () => {
      const page = await tool.open('?participants=Ana%0AAna%0ABen%0AChris&gagnants=1&suppleants=1&une-chance=oui');
      await waitText(page, '.notice', '1 ligne en double fusionnée : chaque personne n’a qu’une chance (3 participations).');
      expect(await page.$(RESULT)).toBeNull();
      await clickText(page, 'Lancer le tirage');
      await page.waitForSelector('.draw-winners--alternates');
      expect(await page.$$eval('.draw-winners--alternates li', (els) => els.length)).toBe(1);
      await setValue(page, 'textarea', 'Ana\nBen');
      await fill(page, 'Nombre de suppléants', '5');
      await page.waitForSelector('[role="alert"]');
      expect(await alerts(page)).toEqual(['Pas assez de participants pour tirer autant de gagnants et de suppléants']);
    });

    it('downloads the proof of a draw opened from a crafted address', async () => {
      const page = await tool.open('?participants=Ana%0ABen%0AChris%0ADina&gagnants=2&suppleants=1');
      await until(page, () => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === 'Ana\nBen\nChris\nDina');
      await clickText(page, 'Lancer le tirage');
      await waitResult(page, '2 gagnants');
      const fingerprint = createHash('sha256').update('Ana\nBen\nChris\nDina', 'utf8').digest('hex');
      await waitText(page, '.draw-proof__fingerprint code', fingerprint);
      const downloads = await captureDownloads(page);
      await clickText(page, 'Télécharger la preuve du tirage');
      const { name, data } = await downloads.next();
      await downloads.stop();
      expect(name).toMatch(/^preuve-tirage-.*\.txt$/);
      const proof = data.toString('utf8');
      expect(proof).toContain(`Empreinte SHA-256 de la liste\u00a0: ${fingerprint}`);
      expect(proof).toContain('Nombre de participations\u00a0: 4');
      expect(proof).toContain('Suppléant 1\u00a0: ');
    });
  }
});
