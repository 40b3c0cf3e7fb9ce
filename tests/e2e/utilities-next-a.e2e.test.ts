import { createHash } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  alerts,
  axeViolations,
  captureDownloads,
  clickText,
  copiedText,
  detail,
  fieldValue,
  fill,
  hasHorizontalScroll,
  paste,
  RESULT,
  setValue,
  text,
  useBrowser,
  waitResult,
  waitText,
} from './site';

// Issue 17, items 1–4 on the website: working days and holidays, UTM builder extras, passphrases, draw proof.
const site = useBrowser();
const ADDED = '.date-add [data-testid="result-value"]';
const OUVRES = 'Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)';
const OUVRABLES = 'Jours ouvrables (lundi-samedi, fériés exclus, bornes incluses)';

/** The query of the page's address, once the tool has written it (it follows the inputs after a pause). */
async function waitQuery(page: Page, part: string): Promise<string> {
  await page.waitForFunction((p) => window.location.href.includes(p), { timeout: 5000 }, part);
  return page.evaluate(() => window.location.href);
}

describe('website: days between dates (working days, holidays, adding days, span)', () => {
  it('counts jours ouvrés and ouvrables without holidays, with Alsace-Moselle, and the span in years, months and days', async () => {
    const page = await site.open('/jours-entre-dates/');
    await paste(page, 'Date de début', '2025-01-01');
    await paste(page, 'Date de fin', '2025-12-31');
    await waitResult(page, '364 jours');
    // 2025: 261 weekdays less 10 holidays on weekdays (1 November is a Saturday) = 251; 313 Monday–Saturday days less 11 = 302.
    expect(await detail(page, OUVRES)).toBe('251 jours');
    expect(await detail(page, OUVRABLES)).toBe('302 jours');
    expect(await detail(page, 'En années, mois et jours')).toBe('11 mois et 30 jours');
    await clickText(page, 'Alsace-Moselle (Vendredi saint et 26 décembre fériés)', 'label');
    await expect.poll(() => detail(page, OUVRES)).toBe('249 jours');
    expect(await waitQuery(page, 'alsace-moselle=oui')).toContain('debut=2025-01-01');
    await paste(page, 'Date de début', '2024-01-31');
    await paste(page, 'Date de fin', '2024-02-29');
    await waitResult(page, '29 jours');
    expect(await detail(page, 'En années, mois et jours')).toBe('29 jours');
    expect(await alerts(page)).toEqual([]);
  });

  it('names the holidays taken out (2008: Ascension on 1 May, counted once)', async () => {
    const page = await site.open('/jours-entre-dates/?debut=2008-04-28');
    await paste(page, 'Date de fin', '2008-05-09');
    await waitResult(page, '11 jours');
    expect(await detail(page, OUVRES)).toBe('8 jours');
    expect(await text(page, '.result-card__note')).toContain('2 jours fériés retirés des jours ouvrés : Fête du Travail (1er mai 2008), Victoire 1945 (8 mai 2008).');
  });

  it('adds and subtracts calendar, working and jours ouvrables days', async () => {
    // An address with inputs wins over what earlier tests left on the device (Alsace-Moselle, above).
    const page = await site.open('/jours-entre-dates/?depart=2025-04-25');
    await fill(page, 'Nombre de jours', '5');
    await waitText(page, ADDED, 'mercredi 30 avril 2025');
    await clickText(page, 'Ouvrés', 'label');
    await waitText(page, ADDED, 'lundi 5 mai 2025');
    await clickText(page, 'Ouvrables', 'label');
    await waitText(page, ADDED, 'vendredi 2 mai 2025');
    await clickText(page, 'Retirer', 'label');
    await waitText(page, ADDED, 'vendredi 18 avril 2025');
    await fill(page, 'Nombre de jours', '1,5');
    await page.waitForSelector('[role="alert"]');
    expect(await alerts(page)).toEqual(['Veuillez entrer un nombre entier de jours (jusqu’à 100 000)']);
  });

  it('opens from a crafted address with its inputs', async () => {
    const page = await site.open('/jours-entre-dates/?debut=2025-12-01&fin=2025-12-31&alsace-moselle=oui&depart=2025-12-24&nombre=1&jours=ouvres');
    await waitResult(page, '30 jours');
    expect(await detail(page, OUVRES)).toBe('21 jours');
    await waitText(page, ADDED, 'lundi 29 décembre 2025');
    expect(await fieldValue(page, 'Nombre de jours')).toBe('1');
  });

  it('has no axe-core violation and no horizontal scroll at 390 px', async () => {
    const page = await site.open('/jours-entre-dates/?debut=2025-05-01&fin=2025-05-31&depart=2025-05-01&nombre=10', { width: 390, height: 800 });
    await waitResult(page, '30 jours');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('website: UTM builder (GA4 parameters, presets, consistency hint, bulk mode)', () => {
  it('adds the four GA4 parameters', async () => {
    const page = await site.open('/utm-builder/');
    await paste(page, 'URL de la page', 'exemple.fr/promo');
    await paste(page, 'Nom de la campagne (utm_campaign)', 'noel');
    await clickText(page, 'Paramètres GA4 (facultatifs)', 'summary');
    await paste(page, 'ID de campagne (utm_id)', 'cmp-42');
    await paste(page, 'Plateforme source (utm_source_platform)', 'dv360');
    await paste(page, 'Format créatif (utm_creative_format)', 'video');
    await paste(page, 'Tactique marketing (utm_marketing_tactic)', 'remarketing');
    await waitResult(
      page,
      'https://exemple.fr/promo?utm_source=google&utm_medium=cpc&utm_campaign=noel&utm_id=cmp-42&utm_source_platform=dv360&utm_creative_format=video&utm_marketing_tactic=remarketing',
    );
  });

  it('saves a preset on the device (kept after a reload), applies it, hints at a near-miss and deletes it', async () => {
    // An address with inputs wins over what the previous test left on the device (the GA4 fields).
    const page = await site.open('/utm-builder/?source=newsletter');
    await paste(page, 'Nom de la campagne (utm_campaign)', 'soldes-ete');
    await paste(page, 'Nom du modèle', 'Soldes');
    await clickText(page, 'Enregistrer la source, le support et la campagne');
    await waitText(page, '.utm-presets__values', 'newsletter / cpc / soldes-ete');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]');
    await waitText(page, '.utm-presets__values', 'newsletter / cpc / soldes-ete');
    await paste(page, 'URL de la page', 'exemple.fr');
    await paste(page, 'Nom de la campagne (utm_campaign)', 'Soldes Été');
    await waitText(page, '.utm-hints p', 'GA4 distingue « soldes été » et « soldes-ete » (utm_campaign) : ce seraient deux valeurs différentes dans vos rapports. Utilisez « soldes-ete » comme dans votre modèle « Soldes ». Corriger la campagne en « soldes-ete »');
    await clickText(page, 'Corriger la campagne en « soldes-ete »');
    await page.waitForFunction(() => !document.querySelector('.utm-hints'));
    expect(await fieldValue(page, 'Nom de la campagne (utm_campaign)')).toBe('soldes-ete');
    await page.select('select[id]', 'google');
    await paste(page, 'Nom de la campagne (utm_campaign)', '');
    await clickText(page, 'Appliquer le modèle Soldes');
    await waitResult(page, 'https://exemple.fr/?utm_source=newsletter&utm_medium=cpc&utm_campaign=soldes-ete');
    await clickText(page, 'Supprimer le modèle Soldes');
    await page.waitForSelector('.utm-presets__empty');
    expect(await page.evaluate(() => localStorage.getItem('outilo:utm-presets'))).toBe('[]');
  });

  it('bulk mode: one URL per line, invalid lines numbered, « Tout copier » and a CSV for Excel', async () => {
    const page = await site.open('/utm-builder/?mode=masse&campagne=rentree&source=newsletter&support=email');
    await site.grantClipboard();
    await paste(page, 'URL des pages (une par ligne)', 'exemple.fr/a\nceci n’est pas une url\n\nhttps://exemple.fr/b?x=1;2#haut');
    await page.waitForSelector('.utm-bulk__table tbody tr:nth-child(3)');
    expect(await text(page, '#utm-bulk-title')).toBe('URL de campagne (2 valides, 1 ligne invalide)');
    expect(await text(page, '.utm-bulk__table .error-text')).toBe('Ligne 2 : URL invalide (« ceci n’est pas une url »)');
    await clickText(page, 'Tout copier');
    expect(await copiedText(page, '.utm-bulk .copy-button')).toBe(
      'https://exemple.fr/a?utm_source=newsletter&utm_medium=email&utm_campaign=rentree\nhttps://exemple.fr/b?x=1;2&utm_source=newsletter&utm_medium=email&utm_campaign=rentree#haut',
    );
    const downloads = await captureDownloads(page);
    await clickText(page, 'Télécharger en CSV');
    const { name, data } = await downloads.next();
    await downloads.stop();
    expect(name).toBe('urls-utm.csv');
    expect([...data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(data.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Ligne;URL d’origine;URL de campagne;Erreur',
      '1;exemple.fr/a;https://exemple.fr/a?utm_source=newsletter&utm_medium=email&utm_campaign=rentree;',
      '2;ceci n’est pas une url;;URL invalide',
      '4;"https://exemple.fr/b?x=1;2#haut";"https://exemple.fr/b?x=1;2&utm_source=newsletter&utm_medium=email&utm_campaign=rentree#haut";',
      '',
    ]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens from a crafted address with its inputs', async () => {
    const page = await site.open('/utm-builder/?url=exemple.fr%2Fpromo&source=custom&source-perso=partenaire&support=email&campagne=Noel&id=42');
    await waitResult(page, 'https://exemple.fr/promo?utm_source=partenaire&utm_medium=email&utm_campaign=noel&utm_id=42');
  });
});

describe('website: password generator (passphrases, look-alikes, several at once)', () => {
  it('loads the word list only when the passphrase mode is chosen, and never puts a passphrase in the address', async () => {
    const page = await site.open('/mot-de-passe/?longueur=10');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').length === 10, {}, RESULT);
    expect(requested.filter((u) => u.includes('frenchWords'))).toEqual([]);
    await clickText(page, 'Phrase de passe', 'label');
    await page.waitForFunction((sel) => /^[a-z]{4,7}(-[a-z]{4,7}){4}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    expect(requested.filter((u) => u.includes('frenchWords'))).toHaveLength(1);
    expect(await text(page, '.strength__figures div:nth-child(2) dd')).toMatch(/^66,\d bits$/);
    expect(await text(page, '.strength__label')).toBe('Fort');
    await clickText(page, 'Espace', 'label');
    await clickText(page, 'Initiale de chaque mot', 'label');
    await clickText(page, 'Ajouter un chiffre à un mot au hasard', 'label');
    await page.waitForFunction((sel) => /^([A-Z][a-z]{3,6}\d? ){4}[A-Z][a-z]{3,6}\d?$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    const phrase = await text(page, RESULT);
    const href = await waitQuery(page, 'chiffre=oui');
    expect(href).toContain('mode=phrase');
    expect(decodeURIComponent(href)).not.toContain(phrase);
    expect(await page.evaluate(() => localStorage.getItem('outilo:inputs:password-generator'))).not.toContain(phrase.split(' ')[0]);
  });

  it('excludes look-alike characters and generates several passwords with their own copy buttons', async () => {
    const page = await site.open('/mot-de-passe/?longueur=32&sans-ambigus=oui&nombre=3');
    await site.grantClipboard();
    await page.waitForFunction(() => document.querySelectorAll('.password-list__value').length === 3);
    const values = await page.$$eval('.password-list__value', (els) => els.map((el) => el.textContent ?? ''));
    for (const value of values) {
      expect(value).toHaveLength(32);
      expect(value).not.toMatch(/[0Oo1lI|]/);
    }
    await clickText(page, 'Copier le mot de passe 3');
    expect(await copiedText(page, '.password-list__item:nth-child(3) .copy-button')).toBe(values[2]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens a passphrase setting from a crafted address', async () => {
    const page = await site.open('/mot-de-passe/?mode=phrase&mots=8&separateur=point&capitales=un-mot');
    await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').split('.').length === 8, {}, RESULT);
    const words = (await text(page, RESULT)).split('.');
    expect(words.filter((w) => /^[A-Z]+$/.test(w))).toHaveLength(1);
    expect(await text(page, '.strength__label')).toBe('Très fort');
  });
});

describe('website: random draw (one chance per person, alternates, proof)', () => {
  it('merges duplicates on request, draws labelled alternates and downloads a proof with the list’s SHA-256', async () => {
    const page = await site.open('/tirage-au-sort/?gagnants=1');
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

  it('opens from a crafted address with the list and options, never with winners', async () => {
    const page = await site.open('/tirage-au-sort/?participants=Ana%0AAna%0ABen%0AChris&gagnants=1&suppleants=1&une-chance=oui');
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
});
