import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, clickText, clipboardPaste, copiedText, detail, fieldValue, fill, frenchNumber, hasHorizontalScroll, RESULT, selectOption, text, tooLongMessage, useBrowser, waitResult } from './site';

// Issue 4, part B in the extension: slug generator, duplicate remover and UTM builder inside the popup,
// the UTM builder in the full-tab page.
const ext = useBrowser({ extension: true });
describe('extension: the three tools inside the popup', () => {
  it('generates a slug inline, without horizontal scroll', async () => {
    const popup = await ext.openPopupTool('slug');
    expect(await text(popup, 'h1')).toBe('Générateur de slug');
    await fill(popup, 'Texte à transformer', 'L’été à Paris : 10 idées & bons plans !');
    await waitResult(popup, 'l-ete-a-paris-10-idees-et-bons-plans');
    await clickText(popup, 'Tiret bas (_)', 'label');
    await clickText(popup, 'Supprimer les mots vides (le, la, de, et…)', 'label');
    await waitResult(popup, 'ete_paris_10_idees_bons_plans');
    await fill(popup, 'Texte à transformer', 'Anticonstitutionnellement'.repeat(10));
    await popup.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').length === 250, {}, RESULT);
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await popup.$eval('a.popup-link[target="_blank"]', (a) => (a as HTMLAnchorElement).href)).toBe(`${ext.extensionUrl}/options.html#/slugify/`);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('removes duplicates inline, without horizontal scroll', async () => {
    const popup = await ext.openPopupTool('duplicate-remover');
    expect(await text(popup, 'h1')).toBe('Suppression des doublons');
    await fill(popup, 'Liste (un élément par ligne)', 'Paris\nLyon\nPARIS\nparis\npaul.martin-de-la-tour-du-pin@une-adresse-tres-longue-exemple.fr');
    await waitResult(popup, '0 doublon supprimé');
    await clickText(popup, 'Ignorer la casse (Paris = PARIS)', 'label');
    await waitResult(popup, '2 doublons supprimés');
    expect(await fieldValue(popup, 'Résultat (3 lignes)')).toBe(
      'Paris\nLyon\npaul.martin-de-la-tour-du-pin@une-adresse-tres-longue-exemple.fr',
    );
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
    await clickText(popup, 'Vider la liste');
    await waitResult(popup, '—');
  });

  it('builds a UTM URL inline, without horizontal scroll', async () => {
    const popup = await ext.openPopupTool('utm-builder');
    expect(await text(popup, 'h1')).toBe('Générateur d’URL UTM');
    await fill(popup, 'URL de la page', 'pas une url');
    await popup.waitForSelector('[role="alert"]');
    expect(await text(popup, '[role="alert"]')).toBe('Veuillez entrer une URL valide');
    expect(await popup.$(RESULT)).toBeNull();
    await fill(popup, 'URL de la page', 'https://exemple.fr/page?ref=1#avis');
    await selectOption(popup, 'Source (utm_source)', 'newsletter');
    await selectOption(popup, 'Support (utm_medium)', 'email');
    await fill(popup, 'Nom de la campagne (utm_campaign)', "Soldes d'été");
    const expected = 'https://exemple.fr/page?ref=1&utm_source=newsletter&utm_medium=email&utm_campaign=soldes%20d%27%C3%A9t%C3%A9#avis';
    await waitResult(popup, expected);
    expect(new URL(expected).searchParams.get('utm_campaign')).toBe("soldes d'été");
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });
});

describe('extension: the UTM builder in the full-tab page', () => {
  it('works with its breadcrumb, custom source and copy', async () => {
    const full = await ext.openExtension('options.html#/utm-builder/');
    await full.waitForSelector('.tool input[type="url"]');
    expect(await text(full, 'h1')).toBe('Générateur d’URL UTM');
    expect(await text(full, '.breadcrumb')).toMatch(/^Accueil\s*Générateur d’URL UTM$/);
    await fill(full, 'URL de la page', 'exemple.fr');
    await selectOption(full, 'Source (utm_source)', 'custom');
    await fill(full, 'Source personnalisée', 'Partenaire');
    await fill(full, 'Nom de la campagne (utm_campaign)', 'Rentrée');
    const expected = 'https://exemple.fr/?utm_source=partenaire&utm_medium=cpc&utm_campaign=rentr%C3%A9e';
    await waitResult(full, expected);
    await ext.grantClipboard(ext.extensionUrl);
    await clickText(full, 'Copier');
    expect(await copiedText(full, '.result-card .copy-button')).toBe(expected);
    expect(await axeViolations(full)).toEqual([]);
  });

  it('opens the slug generator and the duplicate remover in the full-tab page too', async () => {
    const slug = await ext.openExtension('options.html#/slugify/');
    await slug.waitForSelector('.tool textarea');
    expect(await text(slug, 'h1')).toBe('Générateur de slug');
    await fill(slug, 'Texte à transformer', 'Crème brûlée');
    await waitResult(slug, 'creme-brulee');
    const dedupe = await ext.openExtension('options.html#/doublons/');
    await dedupe.waitForSelector('.tool textarea');
    expect(await text(dedupe, 'h1')).toBe('Suppression des doublons');
    await fill(dedupe, 'Liste (un élément par ligne)', 'a\nb\na');
    await waitResult(dedupe, '1 doublon supprimé');
  });

  it('takes 5 000 lines in the duplicate remover and 200 000 characters in the slug generator, and refuses 5 MB and 20 MB', async () => {
    await ext.grantClipboard(ext.extensionUrl);
    const LIST = 'Liste (un élément par ligne)';
    const dedupe = await ext.openExtension('options.html#/doublons/');
    // 5 000 lines (16 characters and a line break each), each address twice.
    await clipboardPaste(dedupe, LIST, Array.from({ length: 2_500 }, (_, i) => `c${String(i).padStart(4, '0')}@exemple.fr\n`).join(''), 5_000 * 17 - 1);
    await waitResult(dedupe, '2 500 doublons supprimés');
    for (const size of [5 * 1024 * 1024, 20 * 1024 * 1024]) {
      await clipboardPaste(dedupe, LIST, 'prenom.nom@exemple.fr\n', size);
      expect(await tooLongMessage(dedupe, LIST)).toBe(`Texte trop long : 200 000 caractères au plus (celui-ci en compte ${frenchNumber(size)}).`);
    }
    expect(await detail(dedupe, 'Lignes d’origine')).toBe('5 000');

    const slug = await ext.openExtension('options.html#/slugify/');
    await clipboardPaste(slug, 'Texte à transformer', 'Été & cœur 2024 ! ', 20 * 1024 * 1024);
    expect(await tooLongMessage(slug, 'Texte à transformer')).toBe('Texte trop long : 200 000 caractères au plus (celui-ci en compte 20 971 520).');
    await clipboardPaste(slug, 'Texte à transformer', 'Été & cœur 2024 ! ', 11_111 * 18);
    await slug.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').startsWith('ete-et-coeur-2024-ete'), { timeout: 15_000 }, RESULT);
    expect(await detail(slug, 'Longueur')).toBe(`${frenchNumber(11_111 * 18 - 1)} caractères`);
  });
});
