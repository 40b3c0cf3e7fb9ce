import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { seededRandom } from '../../../components/lib/random';
import { siteConfig } from '../../../platform/siteConfig';
import { encodeReveal } from '../../../tools/secret-santa/revealLink';
import { addPastTheLimit, OVERRIDDEN, revealedNames, typePastTheNameLimit, WITHOUT_OVERRIDE } from '../santa';
import { alerts, axeViolations, clickText, copiedText, fieldValue, fill, hasHorizontalScroll, paste, RESULT, text, waitAlert, waitText } from '../site';
import { describeTool } from '../targets';
import { until } from '../browser';

/** [giver, receiver] of every row of the draw as shown. */
async function santaRows(page: Page): Promise<[string, string][]> {
  return page.$$eval('.santa-result', (rows) =>
    rows.map((row) => [row.querySelector('.santa-result__giver')?.textContent ?? '', row.querySelector('.santa-result__receiver')?.textContent ?? ''] as [string, string]),
  );
}

/** Clicks the copy button whose visible text is `caption` and returns what it put on the clipboard. */
async function copyByCaption(page: Page, caption: string): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await clickText(page, caption);
  await until(page, () => navigator.clipboard.readText().then((t) => t !== ''));
  return page.evaluate(() => navigator.clipboard.readText());
}

describeTool('secret-santa', (tool) => {
  // The links a participant opens are on the public website: this test server's on the website, the configured
  // address from the extension.
  const siteUrl = () => (tool.target === 'website' ? tool.browser.url : siteConfig.siteUrl);
  const openHome = () => (tool.target === 'website' ? tool.browser.open('/') : tool.browser.openExtension('options.html#/'));

  it('draws with constraints, hides every result and reveals one at a time', async () => {
    const page = await tool.open();
    await fill(page, 'Participants (un par ligne)', 'Alice\nBastien\nChloé\nDavid\nEmma');
    await fill(page, 'Personne 1', 'Alice');
    await fill(page, 'Personne 2', 'Bastien');
    await clickText(page, 'Ajouter l’exclusion');
    await fill(page, 'Qui offre', 'Chloé');
    await fill(page, 'À qui', 'Alice');
    await page.keyboard.press('Enter'); // Enter submits the pair form
    await page.waitForSelector('button[aria-label="Retirer la paire forcée Chloé offre à Alice"]');
    expect(await page.$('button[aria-label="Retirer l’exclusion entre Alice et Bastien"]')).not.toBeNull();

    await clickText(page, 'Générer');
    expect(await text(page, RESULT)).toBe('5 participants');
    let rows = await santaRows(page);
    expect(rows.map(([giver]) => giver)).toEqual(['Alice', 'Bastien', 'Chloé', 'David', 'Emma']);
    expect(rows.every(([, to]) => to.includes('••••••'))).toBe(true);

    await clickText(page, 'Révéler le tirage de Bastien');
    rows = await santaRows(page);
    expect(rows.filter(([, to]) => to.includes('••••••'))).toHaveLength(4);
    expect(['Chloé', 'David', 'Emma']).toContain(rows[1]![1]);
    await clickText(page, 'Masquer le tirage de Bastien');
    expect((await santaRows(page)).every(([, to]) => to.includes('••••••'))).toBe(true);

    await clickText(page, 'Tout afficher');
    const result = new Map(await santaRows(page));
    expect(result.get('Chloé')).toBe('Alice');
    expect(result.get('Alice')).not.toBe('Bastien');
    expect(result.get('Bastien')).not.toBe('Alice');
    expect(new Set(result.values()).size).toBe(5);
    for (const [giver, to] of result) expect(to).not.toBe(giver);

    await tool.grantClipboard();
    await clickText(page, 'Copier toute la liste', '.result-card button'); // The label says it copies everyone’s assignment
    expect(await copiedText(page, '.result-card .copy-button')).toBe([...result].map(([g, t]) => `${g} → ${t}`).join('\n'));

    // Removing by index.
    await clickText(page, 'Retirer l’exclusion entre Alice et Bastien');
    await until(page, () => !document.querySelector('[aria-label="Exclusions ajoutées"]'));
    expect(await page.$('.santa-results')).toBeNull(); // the draw no longer matches the inputs
  });

  tool.onWebsite('shows the SPEC errors: too few, unknown names, impossible constraints', async () => {
    const page = await tool.open();
    await fill(page, 'Participants (un par ligne)', 'Alice\n   \nBastien\n');
    await clickText(page, 'Générer');
    await waitAlert(page, 'Il faut au moins 3 participants pour le Secret Santa');

    await fill(page, 'Participants (un par ligne)', 'Alice\nBastien\nChloé');
    await fill(page, 'Qui offre', 'Alice');
    await fill(page, 'À qui', 'Zoé');
    await clickText(page, 'Ajouter la paire');
    await waitAlert(page, 'Paire forcée invalide : Alice → Zoé. Vérifiez que les noms existent dans la liste.');
    await clickText(page, 'Retirer la paire forcée Alice offre à Zoé');

    await fill(page, 'Personne 1', 'Alice');
    await fill(page, 'Personne 2', 'Bastien');
    await clickText(page, 'Ajouter l’exclusion');
    await waitAlert(page, 'Impossible de générer une combinaison valide avec ces contraintes. Essayez de réduire les exclusions ou paires forcées.');
    await clickText(page, 'Générer');
    expect(await page.$('.santa-results')).toBeNull();
    expect(await alerts(page)).toHaveLength(1);
  });

  it('refuses an exclusion past 1 000 beside the form and keeps the list, also once reopened', async () => {
    await addPastTheLimit(await openHome(), () => tool.open());
  });

  tool.onWebsite('says a name is too long as its 201st character is typed', async () => {
    await typePastTheNameLimit(await tool.open());
  });

  tool.onWebsite('has no axe-core violation with a result revealed', async () => {
    const page = await tool.open();
    await fill(page, 'Participants (un par ligne)', 'Alice\nBastien\nChloé\nDavid');
    await fill(page, 'Personne 1', 'Alice');
    await fill(page, 'Personne 2', 'Bastien');
    await clickText(page, 'Ajouter l’exclusion');
    await clickText(page, 'Générer');
    await clickText(page, 'Révéler le tirage de David');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px, even with long names and results', async () => {
    const long = 'Marie-Charlotte-Éléonore de La Tour d’Auvergne-Lauraguais'.repeat(3);
    const page = await tool.open('', { width: 390, height: 800 });
    await fill(page, 'Participants (un par ligne)', `${long}\nBastien\nChloé`);
    await fill(page, 'Qui offre', long);
    await fill(page, 'À qui', 'Bastien');
    await clickText(page, 'Ajouter la paire');
    await clickText(page, 'Générer');
    await clickText(page, 'Tout afficher');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('opens a crafted organiser address with a one-way exclusion, budget and date', async () => {
    const exclusions = encodeURIComponent(JSON.stringify([['A', 'B', 'sens-unique']]));
    const page = await tool.open(`?participants=A%0AB%0AC&exclusions=${exclusions}&budget=15&date=2026-12-18`);
    expect(await text(page, '.santa-chips')).toBe('A ↛n’offre pas à B');
    expect(await fieldValue(page, 'Budget par cadeau (facultatif)')).toBe('15');
    await clickText(page, 'Générer');
    await clickText(page, 'Tout afficher');
    // A ↛ B with three people leaves one assignment: A → C → B → A.
    expect(await page.$$eval('.santa-result__receiver', (els) => els.map((e) => e.textContent))).toEqual(['C', 'A', 'B']);
    expect(await text(page, RESULT)).toBe('3 participants');
  });

  it('the organiser copies a link to the website, a new page opened with it shows only that person’s assignment', async () => {
    await tool.grantClipboard();
    const exclusions = encodeURIComponent(JSON.stringify([['Marie', 'Paul', 'sens-unique']]));
    const page = await tool.open(`?participants=Marie%0APaul%0AZo%C3%A9%0AL%C3%A9o&exclusions=${exclusions}&budget=20&date=2026-12-19`);
    await clickText(page, 'Générer');
    await page.waitForSelector('.santa-links');
    const names = await page.$$eval('.santa-links button', (buttons) => buttons.map((b) => (b.textContent ?? '').replace(/\u00a0/g, ' ')));
    expect(names).toEqual(['Copier le lien de Marie', 'Copier le lien de Paul', 'Copier le lien de Zoé', 'Copier le lien de Léo']);
    const link = await copyByCaption(page, 'Copier le lien de Marie');
    expect(link).toMatch(new RegExp(`^${siteUrl().replace(/[.]/g, '\\.')}/secret-santa/#tirage=[A-Za-z0-9_-]+$`));
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
    expect(await axeViolations(page)).toEqual([]);

    // What a participant opens, with or without the extension: the same path and fragment on the website.
    const guest = await tool.browser.open(link.slice(siteUrl().length));
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
    const mobile = await tool.browser.open(link.slice(siteUrl().length), { width: 390, height: 800 });
    // The fragment is read once the page is interactive: wait for the reveal view, as above.
    await waitText(mobile, '#santa-reveal-title', 'Bonjour Marie,');
    await clickText(mobile, 'Révéler mon tirage');
    expect(await hasHorizontalScroll(mobile)).toBe(false);
  });

  it('draws and links a name typed with a right-to-left override without it', async () => {
    await tool.grantClipboard();
    const page = await tool.open();
    await paste(page, 'Participants (un par ligne)', `${OVERRIDDEN}\nBob\nChloé`);
    await clickText(page, 'Générer');
    await clickText(page, 'Tout afficher');
    expect(await page.$$eval('.santa-result__giver', (els) => els.map((el) => el.textContent))).toEqual([WITHOUT_OVERRIDE, 'Bob', 'Chloé']);
    const link = await copyByCaption(page, `Copier le lien d’${WITHOUT_OVERRIDE}`);
    const guest = await tool.browser.open(link.slice(siteUrl().length));
    expect((await revealedNames(guest)).giver).toBe(`Bonjour ${WITHOUT_OVERRIDE},`);
  });

  it('shows a reveal link’s names without their right-to-left override', async () => {
    const withBudget = encodeReveal({ giver: OVERRIDDEN, receiver: 'Zoé\u2066', budget: 20 }, seededRandom(3));
    expect(await revealedNames(await tool.open(`#${withBudget}`))).toEqual({ giver: `Bonjour ${WITHOUT_OVERRIDE},`, receiver: 'Zoé' });
    const withDate = encodeReveal({ giver: OVERRIDDEN, receiver: 'Zoé\u202e', date: '2026-12-19' }, seededRandom(4));
    expect(await revealedNames(await tool.open(`#${withDate}`))).toEqual({ giver: `Bonjour ${WITHOUT_OVERRIDE},`, receiver: 'Zoé' });
  });

  it('a damaged link gives a French error, not the organiser view', async () => {
    const page = await tool.open('#tirage=AbCdEf%3Cscript%3E');
    await page.waitForSelector('[role="alert"]');
    expect(await alerts(page)).toEqual(['Ce lien de Secret Santa est incomplet ou abîmé : demandez à l’organisateur de vous le renvoyer, en le copiant en entier.']);
    expect(await page.$('textarea')).toBeNull();
  });
});
