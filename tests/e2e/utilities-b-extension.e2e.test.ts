import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, clickText, fill, hasHorizontalScroll, text, useBrowser } from './site';

// Issue 4, part B in the extension: slug generator, duplicate remover and UTM builder inside the popup,
// the UTM builder in the full-tab page.
const ext = useBrowser({ extension: true });
const POPUP = { width: 400, height: 600 };
const RESULT = '[data-testid="result-value"]';

async function openInPopup(id: string): Promise<Page> {
  const popup = await ext.openExtension('popup.html', POPUP);
  await popup.click(`[data-tool-id="${id}"] .tool-card__link`);
  await popup.waitForSelector('h1');
  return popup;
}

async function waitResult(page: Page, expected: string): Promise<void> {
  await page
    .waitForFunction(
      (sel, want) => (document.querySelector(sel)?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim() === want,
      { timeout: 10_000 },
      RESULT,
      expected,
    )
    .catch(async () => {
      const got = (await page.$(RESULT)) ? await text(page, RESULT) : '(no result)';
      throw new Error(`Result « ${got} », expected « ${expected} »`);
    });
}

/** The selector of the input labelled `label` (exact label text). */
async function fieldId(page: Page, label: string): Promise<string> {
  const id = await page.evaluate((wanted) => {
    const n = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim();
    return [...document.querySelectorAll('label')].find((l) => n(l.textContent ?? '') === wanted)?.htmlFor ?? null;
  }, label);
  if (!id) throw new Error(`No field labelled « ${label} »`);
  return `[id="${id}"]`;
}

describe('extension: the three tools inside the popup', () => {
  it('generates a slug inline, without horizontal scroll', async () => {
    const popup = await openInPopup('slug');
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
    const popup = await openInPopup('duplicate-remover');
    expect(await text(popup, 'h1')).toBe('Suppression des doublons');
    await fill(popup, 'Liste (un élément par ligne)', 'Paris\nLyon\nPARIS\nparis\npaul.martin-de-la-tour-du-pin@une-adresse-tres-longue-exemple.fr');
    await waitResult(popup, '0 doublon supprimé');
    await clickText(popup, 'Ignorer la casse (Paris = PARIS)', 'label');
    await waitResult(popup, '2 doublons supprimés');
    expect(await popup.$eval(await fieldId(popup, 'Résultat (3 lignes)'), (el) => (el as HTMLTextAreaElement).value)).toBe(
      'Paris\nLyon\npaul.martin-de-la-tour-du-pin@une-adresse-tres-longue-exemple.fr',
    );
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
    await clickText(popup, 'Vider la liste');
    await waitResult(popup, '—');
  });

  it('builds a UTM URL inline, without horizontal scroll', async () => {
    const popup = await openInPopup('utm-builder');
    expect(await text(popup, 'h1')).toBe('Générateur d’URL UTM');
    await fill(popup, 'URL de la page', 'pas une url');
    await popup.waitForSelector('[role="alert"]');
    expect(await text(popup, '[role="alert"]')).toBe('Veuillez entrer une URL valide');
    expect(await popup.$(RESULT)).toBeNull();
    await fill(popup, 'URL de la page', 'https://exemple.fr/page?ref=1#avis');
    await popup.select(await fieldId(popup, 'Source (utm_source)'), 'newsletter');
    await popup.select(await fieldId(popup, 'Support (utm_medium)'), 'email');
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
    await full.select(await fieldId(full, 'Source (utm_source)'), 'custom');
    await fill(full, 'Source personnalisée', 'Partenaire');
    await fill(full, 'Nom de la campagne (utm_campaign)', 'Rentrée');
    const expected = 'https://exemple.fr/?utm_source=partenaire&utm_medium=cpc&utm_campaign=rentr%C3%A9e';
    await waitResult(full, expected);
    await ext.browser.defaultBrowserContext().overridePermissions(ext.extensionUrl, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await clickText(full, 'Copier');
    await full.waitForFunction(() => document.querySelector('.result-card .copy-button')?.textContent?.includes('Copié !'));
    expect(await full.evaluate(() => navigator.clipboard.readText())).toBe(expected);
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
});
