import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  alerts,
  axeViolations,
  captureDownloads,
  clickText,
  detail,
  fill,
  hasHorizontalScroll,
  paste,
  RESULT,
  text,
  useBrowser,
  waitResult,
  waitText,
} from './site';

// Issue 17, items 1–4 in the extension: the four tools inline in the popup (400 px), downloads and crafted
// addresses in the full-tab page.
const ext = useBrowser({ extension: true });
const OUVRES = 'Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)';

describe('extension popup (400 px): the issue 17 options inline', () => {
  it('days between dates: working days, Alsace-Moselle and adding working days', async () => {
    const popup = await ext.openPopupTool('date-difference');
    await paste(popup, 'Date de début', '2025-12-01');
    await paste(popup, 'Date de fin', '2025-12-31');
    await waitResult(popup, '30 jours');
    expect(await detail(popup, OUVRES)).toBe('22 jours');
    await clickText(popup, 'Alsace-Moselle (Vendredi saint et 26 décembre fériés)', 'label');
    await expect.poll(() => detail(popup, OUVRES)).toBe('21 jours');
    await paste(popup, 'Date de départ', '2025-12-24');
    await fill(popup, 'Nombre de jours', '1');
    await clickText(popup, 'Ouvrés', 'label');
    await waitText(popup, '.date-add [data-testid="result-value"]', 'lundi 29 décembre 2025');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('UTM builder: GA4 parameters, a preset and the bulk mode fit', async () => {
    const popup = await ext.openPopupTool('utm-builder');
    await paste(popup, 'URL de la page', 'exemple.fr');
    await paste(popup, 'Nom de la campagne (utm_campaign)', 'noel');
    await clickText(popup, 'Paramètres GA4 (facultatifs)', 'summary');
    await paste(popup, 'ID de campagne (utm_id)', '42');
    await waitResult(popup, 'https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=noel&utm_id=42');
    await paste(popup, 'Nom du modèle', 'Noël Ads');
    await clickText(popup, 'Enregistrer la source, le support et la campagne');
    await waitText(popup, '.utm-presets__values', 'google / cpc / noel');
    await clickText(popup, 'En masse (une URL par ligne)', 'label');
    await paste(popup, 'URL des pages (une par ligne)', 'exemple.fr/une-page-au-nom-assez-long-pour-deborder\npas une url');
    await popup.waitForSelector('.utm-bulk__table .error-text');
    expect(await text(popup, '.utm-bulk__table .error-text')).toBe('Ligne 2 : URL invalide (« pas une url »)');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('password generator: a passphrase and several passwords, each with its copy button', async () => {
    const popup = await ext.openPopupTool('password-generator');
    await clickText(popup, 'Phrase de passe', 'label');
    await popup.waitForFunction((sel) => /^[a-z]{4,7}(-[a-z]{4,7}){4}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    await clickText(popup, 'Mot de passe', 'label');
    await popup.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').length === 10, {}, RESULT);
    const count = (await popup.$$('input[type="range"]'))[1]!;
    await count.focus();
    await popup.keyboard.press('End');
    await popup.waitForFunction(() => document.querySelectorAll('.password-list__value').length === 10);
    expect(await popup.$eval('[aria-label="Copier le mot de passe 10"]', (el) => el.tagName)).toBe('BUTTON');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('random draw: one chance per person, alternates and the fingerprint', async () => {
    const popup = await ext.openPopupTool('random-draw');
    await paste(popup, 'Participants (un par ligne)', 'Julie\nMarc\njulie\nSophie\nNathalie Durand-Lefebvre');
    await clickText(popup, 'Une seule chance par personne', 'label');
    await waitText(popup, '.notice', '1 ligne en double fusionnée : chaque personne n’a qu’une chance (4 participations).');
    await fill(popup, 'Nombre de suppléants', '2');
    await clickText(popup, 'Lancer le tirage');
    await popup.waitForSelector('.draw-winners--alternates');
    const fingerprint = createHash('sha256').update('Julie\nMarc\nSophie\nNathalie Durand-Lefebvre', 'utf8').digest('hex');
    await waitText(popup, '.draw-proof__fingerprint code', fingerprint);
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });
});

describe('extension full-tab page: downloads and crafted addresses', () => {
  it('downloads the proof of a draw opened from a crafted address', async () => {
    const page = await ext.openExtension('options.html#/tirage-au-sort/?participants=Ana%0ABen%0AChris%0ADina&gagnants=2&suppleants=1');
    await page.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === 'Ana\nBen\nChris\nDina');
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

  it('downloads the bulk UTM CSV from a crafted address', async () => {
    const page = await ext.openExtension('options.html#/utm-builder/?mode=masse&urls=exemple.fr%2Fa%0Aexemple.fr%2Fb&campagne=ete&source=facebook&support=social');
    await page.waitForSelector('.utm-bulk__table tbody tr:nth-child(2)');
    const downloads = await captureDownloads(page);
    await clickText(page, 'Télécharger en CSV');
    const { name, data } = await downloads.next();
    await downloads.stop();
    expect(name).toBe('urls-utm.csv');
    expect([...data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(data.subarray(3).toString('utf8').split('\r\n')[2]).toBe('2;exemple.fr/b;https://exemple.fr/b?utm_source=facebook&utm_medium=social&utm_campaign=ete;');
  });

  it('opens the date and password tools from crafted addresses', async () => {
    const dates = await ext.openExtension('options.html#/jours-entre-dates/?debut=2024-01-01&fin=2024-12-31');
    await waitResult(dates, '365 jours');
    expect(await detail(dates, OUVRES)).toBe('252 jours');
    const passwords = await ext.openExtension('options.html#/mot-de-passe/?mode=phrase&mots=4&separateur=souligne');
    await passwords.waitForFunction((sel) => /^[a-z]{4,7}(_[a-z]{4,7}){3}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    expect(await text(passwords, '.strength__label')).toBe('Moyen');
    expect(await alerts(passwords)).toEqual([]);
  });
});
