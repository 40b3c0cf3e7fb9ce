import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { alerts, axeViolations, captureDownloads, clickText, details, fieldValue, hasHorizontalScroll, paste, RESULT, text, useBrowser, waitResult, waitText } from './site';

// Issue 17, items 5 to 8 on the website: Secret Santa links, word counter insights, timesheet, duplicate remover.
const site = useBrowser();

/** Rows of a table as arrays of cell texts (no-break spaces read as spaces). */
function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))),
  );
}

/** Clicks the copy button whose visible text is `caption` and returns what it put on the clipboard. */
async function copyByCaption(page: Page, caption: string): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await clickText(page, caption);
  await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t !== ''));
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('website: duplicate remover (issue 17)', () => {
  it('sorts in French order, lists the duplicates with counts, normalises spaces and downloads a .txt', async () => {
    const page = await site.open('/doublons/');
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
    // The address follows the inputs.
    await page.waitForFunction(() => location.search.includes('tri=z-a') && location.search.includes('espaces=oui'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens a crafted address', async () => {
    const page = await site.open('/doublons/?liste=b%0AA%0Ab%0Aa&casse=oui&tri=a-z');
    await waitResult(page, '2 doublons supprimés');
    expect(await page.$eval('.dedupe-output textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('A\nb');
    expect(await tableRows(page, '.dedupe-duplicates')).toEqual([
      ['b', '2 fois'],
      ['A', '2 fois'],
    ]);
  });
});

describe('website: word counter (issue 17)', () => {
  it('shows reading and speaking time, the top words without stop words, and the gauges', async () => {
    const page = await site.open('/compteur-mots/');
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

  it('opens a crafted address (`texte`, the context-menu contract)', async () => {
    const page = await site.open('/compteur-mots/?texte=Un%20lien%20https%3A%2F%2Fexemple.fr%2Fpage%20%F0%9F%91%8D');
    await waitText(page, '[data-testid="stat-words"]', '3');
    // X: « Un lien » 7 + 2 spaces + link 23 + emoji 2 = 34.
    expect(await text(page, '[data-testid="gauge-x"]')).toBe('34 / 280');
  });
});

describe('website: timesheet (issue 17)', () => {
  it('sums ranges, deducts the break, in hours and minutes and decimal hours', async () => {
    const page = await site.open('/difference-horaire/');
    await clickText(page, 'Feuille de temps');
    await paste(page, 'Début de la plage 1', '8:30');
    await paste(page, 'Fin de la plage 1', '12:15');
    await paste(page, 'Début de la plage 2', '13:30');
    await paste(page, 'Fin de la plage 2', '17:45');
    await waitResult(page, '8 h 00');
    await clickText(page, 'Ajouter une plage');
    await paste(page, 'Début de la plage 3', '22:00');
    await paste(page, 'Fin de la plage 3', '0:30');
    await paste(page, 'Pause à déduire', '0:20');
    await waitResult(page, '10 h 10');
    expect(await details(page)).toEqual({ 'En heures décimales': '10,17 h', 'Total des plages': '10 h 30', 'Pause déduite': '0 h 20' });
    await paste(page, 'Pause à déduire', '12:00');
    await waitResult(page, '—');
    expect(await alerts(page)).toContain('La pause dépasse le temps des plages');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens a crafted address', async () => {
    const plages = encodeURIComponent(JSON.stringify([['9:00', '12:30'], ['14:00', '18:00']]));
    const page = await site.open(`/difference-horaire/?mode=feuille-de-temps&plages=${plages}&pause=30`);
    await waitResult(page, '7 h 00');
    expect(await fieldValue(page, 'Fin de la plage 1')).toBe('12:30');
    expect((await details(page))['En heures décimales']).toBe('7,00 h');
  });
});

describe('website: Secret Santa links (issue 17)', () => {
  it('the organiser copies a link, a new page opened with it shows only that person’s assignment', async () => {
    await site.grantClipboard();
    const exclusions = encodeURIComponent(JSON.stringify([['Marie', 'Paul', 'sens-unique']]));
    const page = await site.open(`/secret-santa/?participants=Marie%0APaul%0AZo%C3%A9%0AL%C3%A9o&exclusions=${exclusions}&budget=20&date=2026-12-19`);
    await clickText(page, 'Générer');
    await page.waitForSelector('.santa-links');
    const names = await page.$$eval('.santa-links button', (buttons) => buttons.map((b) => (b.textContent ?? '').replace(/\u00a0/g, ' ')));
    expect(names).toEqual(['Copier le lien de Marie', 'Copier le lien de Paul', 'Copier le lien de Zoé', 'Copier le lien de Léo']);
    const link = await copyByCaption(page, 'Copier le lien de Marie');
    expect(link).toMatch(new RegExp(`^${site.url.replace(/[.]/g, '\\.')}/secret-santa/#tirage=[A-Za-z0-9_-]+$`));
    // No name can be read from the link, neither as text nor once its token is decoded (the token is random
    // base64url: « Zo » alone turned up in it by chance, so the names are looked for whole).
    const token = link.slice(link.indexOf('#tirage=') + '#tirage='.length);
    for (const readable of [decodeURIComponent(link), Buffer.from(token, 'base64url').toString('utf8')]) {
      expect(readable).not.toMatch(/Marie|Paul|Zoé|Léo/);
    }
    const message = await copyByCaption(page, 'Copier le tirage de Marie');
    expect(message.replace(/\u00a0/g, ' ')).toMatch(/^Secret Santa : Marie, tu offres un cadeau à (Zoé|Léo), budget 20 €, échange le 19 décembre 2026\.$/);
    const receiver = message.replace(/^.*un cadeau à ([^,]+),.*$/s, '$1');
    // The draw never reaches the address.
    expect(await page.evaluate(() => location.href)).not.toContain('tirage');

    const guest = await site.open(link.slice(site.url.length));
    await waitText(guest, '#santa-reveal-title', 'Bonjour Marie,');
    expect(await guest.$('textarea')).toBeNull();
    expect(await guest.$('[data-testid="santa-reveal-receiver"]')).toBeNull();
    expect(await guest.evaluate(() => document.body.textContent)).not.toContain(receiver);
    await clickText(guest, 'Révéler mon tirage');
    expect(await text(guest, '[data-testid="santa-reveal-receiver"]')).toBe(receiver);
    expect(await text(guest, '.santa-reveal__details')).toBe('Budget : 20 €Échange le 19 décembre 2026');
    // The fragment survived the history router and hydration.
    expect(await guest.evaluate(() => location.hash)).toBe(link.slice(link.indexOf('#')));
    expect(await axeViolations(guest)).toEqual([]);
    const mobile = await site.open(link.slice(site.url.length), { width: 390, height: 800 });
    // The fragment is read once the page is interactive: wait for the reveal view, as above.
    await waitText(mobile, '#santa-reveal-title', 'Bonjour Marie,');
    await clickText(mobile, 'Révéler mon tirage');
    expect(await hasHorizontalScroll(mobile)).toBe(false);
  });

  it('a damaged link gives a French error, not the organiser view', async () => {
    const page = await site.open('/secret-santa/#tirage=AbCdEf%3Cscript%3E');
    await page.waitForSelector('[role="alert"]');
    expect(await alerts(page)).toEqual(['Ce lien de Secret Santa est incomplet ou abîmé : demandez à l’organisateur de vous le renvoyer, en le copiant en entier.']);
    expect(await page.$('textarea')).toBeNull();
  });

  it('opens a crafted organiser address with a one-way exclusion, budget and date', async () => {
    const exclusions = encodeURIComponent(JSON.stringify([['A', 'B', 'sens-unique']]));
    const page = await site.open(`/secret-santa/?participants=A%0AB%0AC&exclusions=${exclusions}&budget=15&date=2026-12-18`);
    expect(await text(page, '.santa-chips')).toBe('A ↛n’offre pas à B');
    expect(await fieldValue(page, 'Budget par cadeau (facultatif)')).toBe('15');
    await clickText(page, 'Générer');
    await clickText(page, 'Tout afficher');
    // A ↛ B with three people leaves one assignment: A → C → B → A.
    expect(await page.$$eval('.santa-result__receiver', (els) => els.map((e) => e.textContent))).toEqual(['C', 'A', 'B']);
    expect(await text(page, RESULT)).toBe('3 participants');
  });
});
