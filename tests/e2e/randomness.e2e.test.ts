import type { Page } from 'puppeteer-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../components/lib/random';
import { encodeReveal } from '../../tools/secret-santa/revealLink';
import { addPastTheLimit, OVERRIDDEN, revealedNames, typePastTheNameLimit, WITHOUT_OVERRIDE } from './santa';
import { alerts, axeViolations, clickText, copiedText, fill, hasHorizontalScroll, RESULT, text, useBrowser, waitAlert } from './site';

// Secret Santa on the website (the password generator and the random draw are in tests/e2e/tools/).
const site = useBrowser();

/** [giver, receiver] of every Secret Santa row as shown. */
async function santaRows(page: Page): Promise<[string, string][]> {
  return page.$$eval('.santa-result', (rows) =>
    rows.map((row) => [row.querySelector('.santa-result__giver')?.textContent ?? '', row.querySelector('.santa-result__receiver')?.textContent ?? ''] as [string, string]),
  );
}

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
    await clickText(page, 'Copier toute la liste', '.result-card button'); // The label says it copies everyone’s assignment
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

describe('website: Secret Santa quality', () => {
  it('has no axe-core violation, empty and with a result revealed', async () => {
    const empty = await site.open('/secret-santa/');
    expect(await axeViolations(empty)).toEqual([]);
    const santa = await site.open('/secret-santa/');
    await fill(santa, 'Participants (un par ligne)', 'Alice\nBastien\nChloé\nDavid');
    await fill(santa, 'Personne 1', 'Alice');
    await fill(santa, 'Personne 2', 'Bastien');
    await clickText(santa, 'Ajouter l’exclusion');
    await clickText(santa, 'Générer');
    await clickText(santa, 'Révéler le tirage de David');
    expect(await axeViolations(santa)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px, even with long names and results', async () => {
    const long = 'Marie-Charlotte-Éléonore de La Tour d’Auvergne-Lauraguais'.repeat(3);
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
