import type { Page } from 'puppeteer-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../components/lib/random';
import { encodeReveal } from '../../tools/secret-santa/revealLink';
import { addPastTheLimit, OVERRIDDEN, revealedNames, typePastTheNameLimit, WITHOUT_OVERRIDE } from './santa';
import { alerts, axeViolations, clickText, copiedText, fill, hasHorizontalScroll, RESULT, text, useBrowser, waitAlert } from './site';

// Issue 5 on the website: password generator, random draw and Secret Santa.
const site = useBrowser();
const PASSWORD_CHARS = /^[A-Za-z0-9@#$%&*+\-=?!]+$/;

/** The password once generated in the browser (the pre-rendered page only shows bullets). */
async function password(page: Page): Promise<string> {
  await page.waitForFunction((sel) => !(document.querySelector(sel)?.textContent ?? '•').includes('•'), {}, RESULT);
  return text(page, RESULT);
}

/** [giver, receiver] of every Secret Santa row as shown. */
async function santaRows(page: Page): Promise<[string, string][]> {
  return page.$$eval('.santa-result', (rows) =>
    rows.map((row) => [row.querySelector('.santa-result__giver')?.textContent ?? '', row.querySelector('.santa-result__receiver')?.textContent ?? ''] as [string, string]),
  );
}

describe('website: pre-rendered randomness pages', () => {

  it('never ships a password in the pre-rendered HTML', async () => {
    const html = await (await fetch(`${site.url}/mot-de-passe/`)).text();
    expect(html).toMatch(/data-testid="result-value">•{10}</);
  });

});

describe('website: password generator', () => {
  it('generates after load, regenerates on the button and on every option', async () => {
    const page = await site.open('/mot-de-passe/');
    const first = await password(page);
    expect(first).toHaveLength(10);
    expect(first).toMatch(PASSWORD_CHARS);
    for (const set of [/[A-Z]/, /[a-z]/, /[0-9]/, /[@#$%&*+\-=?!]/]) expect(first).toMatch(set);
    expect(await text(page, '.strength__label')).toBe('Fort');
    expect(await text(page, '.strength__figures div:nth-child(2) dd')).toBe('61,1 bits');

    await clickText(page, 'Régénérer');
    await page.waitForFunction((sel, old) => document.querySelector(sel)?.textContent !== old, {}, RESULT, first);

    await clickText(page, 'Symboles (@ # $ % & * + - = ? !)', 'label');
    await page.waitForFunction((sel) => /^[A-Za-z0-9]{10}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    expect(await text(page, '.strength__label')).toBe('Moyen');

    // The slider, by keyboard: End goes to 32 characters.
    await page.focus('input[type="range"]');
    await page.keyboard.press('End');
    await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').length === 32, {}, RESULT);
    expect(await page.$eval('input[type="range"]', (el) => el.getAttribute('aria-valuetext'))).toBe('32\u00a0caractères');
    expect(await text(page, '.strength__label')).toBe('Fort');
    await clickText(page, 'Symboles (@ # $ % & * + - = ? !)', 'label');
    await page.waitForFunction(() => document.querySelector('.strength__label')?.textContent === 'Très fort');
    expect(await text(page, '.strength__figures div:nth-child(2) dd')).toBe('198,1 bits');
    expect(await page.$eval(RESULT, (el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
  });

  it('asks for at least one character class', async () => {
    const page = await site.open('/mot-de-passe/');
    await password(page);
    for (const label of ['Majuscules (A-Z)', 'Minuscules (a-z)', 'Chiffres (0-9)', 'Symboles (@ # $ % & * + - = ? !)']) {
      await clickText(page, label, 'label');
    }
    await waitAlert(page, 'Veuillez sélectionner au moins un type de caractères');
    expect(await text(page, RESULT)).toBe('—');
    expect(await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Régénérer')?.disabled)).toBe(true);
    await clickText(page, 'Chiffres (0-9)', 'label');
    await page.waitForFunction((sel) => /^[0-9]{10}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    expect(await alerts(page)).toEqual([]);
  });

  it('copies the password', async () => {
    const page = await site.open('/mot-de-passe/');
    await site.grantClipboard();
    const value = await password(page);
    await clickText(page, 'Copier');
    expect(await copiedText(page)).toBe(value);
  });
});

describe('website: random draw', () => {
  it('draws distinct winners, numbered, and copies them', async () => {
    const page = await site.open('/tirage-au-sort/');
    await site.grantClipboard();
    const names = ['Julie Martin', 'Thomas Petit', '@camille_b', 'Nathalie', 'Kévin', 'Sophie'];
    await fill(page, 'Participants (un par ligne)', `  ${names.join('\n\n')}  \n`);
    expect(await text(page, '.field__hint')).toBe('6 participants');
    expect(await page.$eval('input[inputmode="numeric"]', (el) => (el as HTMLInputElement).value)).toBe('1');
    await clickText(page, 'Lancer le tirage');
    expect(names).toContain(await text(page, RESULT));

    await fill(page, 'Nombre de gagnants', '4');
    await clickText(page, 'Lancer le tirage');
    expect(await text(page, RESULT)).toBe('4 gagnants');
    const winners = await page.$$eval('.draw-winners__name', (els) => els.map((el) => el.textContent ?? ''));
    expect(winners).toHaveLength(4);
    expect(new Set(winners).size).toBe(4);
    for (const w of winners) expect(names).toContain(w);
    expect(await page.$$eval('.draw-winners__rank', (els) => els.map((el) => el.textContent))).toEqual(['1er', '2e', '3e', '4e']);
    await clickText(page, 'Copier');
    expect(await copiedText(page)).toBe(winners.map((w, i) => `${i + 1}. ${w}`).join('\n'));
  });

  it('shows the three SPEC messages and warns about duplicates', async () => {
    const page = await site.open('/tirage-au-sort/');
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
    expect(await text(page, RESULT)).toBe('3 gagnants');
    expect((await page.$$eval('.draw-winners__line', (els) => els.map((el) => el.textContent))).sort()).toEqual(['ligne 1', 'ligne 2', 'ligne 3']);
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('website: Secret Santa limits and names', () => {
  it('refuses an exclusion past 1 000 beside the form and keeps the list, also once reopened', async () => {
    await addPastTheLimit(await site.open('/'), () => site.open('/secret-santa/'));
  });

  it('says a name is too long as its 201st character is typed', async () => {
    await typePastTheNameLimit(await site.open('/secret-santa/'));
  });

  it('shows a reveal link’s names without their right-to-left override', async () => {
    const fragment = encodeReveal({ giver: OVERRIDDEN, receiver: 'Zoé\u2066', budget: 20 }, seededRandom(3));
    const page = await site.open(`/secret-santa/#${fragment}`);
    expect(await revealedNames(page)).toEqual({ giver: `Bonjour ${WITHOUT_OVERRIDE},`, receiver: 'Zoé' });
  });
});

describe('website: Secret Santa', () => {
  it('draws with constraints, hides every result and reveals one at a time', async () => {
    const page = await site.open('/secret-santa/');
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

    await site.grantClipboard();
    await clickText(page, 'Copier toute la liste', '.result-card button'); // issue 12: the label says it copies everyone’s assignment
    expect(await copiedText(page, '.result-card .copy-button')).toBe([...result].map(([g, t]) => `${g} → ${t}`).join('\n'));

    // Removing by index.
    await clickText(page, 'Retirer l’exclusion entre Alice et Bastien');
    await page.waitForFunction(() => !document.querySelector('[aria-label="Exclusions ajoutées"]'));
    expect(await page.$('.santa-results')).toBeNull(); // the draw no longer matches the inputs
  });

  it('shows the SPEC errors: too few, unknown names, impossible constraints', async () => {
    const page = await site.open('/secret-santa/');
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
});

describe('website: randomness tools quality', () => {
  it.each(['/mot-de-passe/', '/tirage-au-sort/', '/secret-santa/'])('%s has no axe-core violation', async (path) => {
    const page = await site.open(path);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no axe-core violation with results and errors shown', async () => {
    const draw = await site.open('/tirage-au-sort/');
    await fill(draw, 'Participants (un par ligne)', 'a\nb\nc\na');
    await fill(draw, 'Nombre de gagnants', '2');
    await clickText(draw, 'Lancer le tirage');
    await draw.waitForSelector('.draw-winners');
    expect(await axeViolations(draw)).toEqual([]);

    const santa = await site.open('/secret-santa/');
    await fill(santa, 'Participants (un par ligne)', 'Alice\nBastien\nChloé\nDavid');
    await fill(santa, 'Personne 1', 'Alice');
    await fill(santa, 'Personne 2', 'Bastien');
    await clickText(santa, 'Ajouter l’exclusion');
    await clickText(santa, 'Générer');
    await clickText(santa, 'Révéler le tirage de David');
    expect(await axeViolations(santa)).toEqual([]);

    const password = await site.open('/mot-de-passe/');
    for (const label of ['Majuscules (A-Z)', 'Minuscules (a-z)', 'Chiffres (0-9)', 'Symboles (@ # $ % & * + - = ? !)']) {
      await clickText(password, label, 'label');
    }
    await waitAlert(password, 'Veuillez sélectionner au moins un type de caractères');
    expect(await axeViolations(password)).toEqual([]);
  });

  it('makes a winner too long for the card reachable with the keyboard once laid out, and only that one', async () => {
    const figure = (page: Page) => page.$eval('.result-card__value', (el) => ({ scrolls: el.scrollWidth > el.clientWidth, tabindex: el.getAttribute('tabindex') }));
    const draw = await site.open('/tirage-au-sort/', { width: 390, height: 800 });
    await fill(draw, 'Participants (un par ligne)', 'Marie-Charlotte-Éléonore-de-La-Tour-d’Auvergne-Lauraguais');
    await clickText(draw, 'Lancer le tirage');
    await draw.waitForFunction(() => document.querySelector('.result-card__value')?.getAttribute('tabindex') === '0');
    expect(await figure(draw)).toEqual({ scrolls: true, tabindex: '0' });
    expect(await axeViolations(draw)).toEqual([]);
    await fill(draw, 'Participants (un par ligne)', 'Léo');
    await clickText(draw, 'Lancer le tirage');
    await draw.waitForFunction(() => !document.querySelector('.result-card__value')?.hasAttribute('tabindex'));
    expect(await figure(draw)).toEqual({ scrolls: false, tabindex: null });
  });

  it('has no horizontal scroll at 390 px, even with long names and results', async () => {
    const long = 'Marie-Charlotte-Éléonore de La Tour d’Auvergne-Lauraguais'.repeat(3);
    const password = await site.open('/mot-de-passe/', { width: 390, height: 800 });
    await password.focus('input[type="range"]');
    await password.keyboard.press('End');
    await password.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').length === 32, {}, RESULT);
    expect(await hasHorizontalScroll(password)).toBe(false);

    const draw = await site.open('/tirage-au-sort/', { width: 390, height: 800 });
    await fill(draw, 'Participants (un par ligne)', `${long}\nx\n${long}`);
    await fill(draw, 'Nombre de gagnants', '3');
    await clickText(draw, 'Lancer le tirage');
    await draw.waitForSelector('.draw-winners');
    expect(await hasHorizontalScroll(draw)).toBe(false);

    const santa = await site.open('/secret-santa/', { width: 390, height: 800 });
    await fill(santa, 'Participants (un par ligne)', `${long}\nBastien\nChloé`);
    await fill(santa, 'Qui offre', long);
    await fill(santa, 'À qui', 'Bastien');
    await clickText(santa, 'Ajouter la paire');
    await clickText(santa, 'Générer');
    await clickText(santa, 'Tout afficher');
    expect(await hasHorizontalScroll(santa)).toBe(false);
  });
});
