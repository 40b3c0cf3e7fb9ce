import type { Page } from 'puppeteer-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { alerts, axeViolations, clickText, clipboardPaste, copiedText, details, fieldSelector, fieldValue, fill, frenchNumber, hasHorizontalScroll, paste, RESULT, selectOption, text, tooLongMessage, useBrowser, waitResult } from './site';
import { FREEZE_MS } from '../freeze';

// Issue 4, part B on the website: slug generator, duplicate remover, UTM builder.
const site = useBrowser();
const URL_ERROR = 'Veuillez entrer une URL valide';

/** Records any alert(), confirm() or prompt() a hostile input might trigger. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** What the result card's copy button put on the clipboard. */
function copied(page: Page): Promise<string> {
  return copiedText(page, '.result-card .copy-button');
}

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

describe('website: categories', () => {
  it('the tools sit in their categories', async () => {
    const page = await site.open('/');
    const shown = () => page.$$eval('.tool-grid [data-tool-id]', (els) => els.map((el) => el.getAttribute('data-tool-id')));
    await clickText(page, 'SEO', 'button');
    await page.waitForFunction(() => !document.querySelector('.tool-grid [data-tool-id="duplicate-remover"]'));
    expect(await shown()).toEqual(expect.arrayContaining(['slug', 'utm-builder']));
    await clickText(page, 'Utilitaires', 'button');
    await page.waitForSelector('.tool-grid [data-tool-id="duplicate-remover"]');
    expect(await shown()).toEqual(expect.arrayContaining(['slug', 'duplicate-remover']));
    expect(await shown()).not.toContain('utm-builder');
    await clickText(page, 'Marketing', 'button');
    await page.waitForSelector('.tool-grid [data-tool-id="utm-builder"]');
    expect(await shown()).not.toContain('slug');
  });
});

describe('website: slug generator', () => {
  it('slugifies live as the user types, in monospace, with the French rules', async () => {
    const page = await site.open('/slugify/');
    expect(await text(page, RESULT)).toBe('—');
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

  it('agrees with an independent reference on plain titles', async () => {
    const page = await site.open('/slugify/');
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

  it('applies every option, and the three separators', async () => {
    const page = await site.open('/slugify/');
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
    const page = await site.open('/slugify/');
    await site.grantClipboard();
    await clickText(page, 'Un slug par ligne', 'label');
    await paste(page, 'Titres à transformer (un par ligne)', 'Chaussures de running femme\r\nGuide du SEO local\n\nL’été à Paris\n');
    await waitResult(page, '3 slugs');
    const expected = 'chaussures-de-running-femme\nguide-du-seo-local\n\nl-ete-a-paris';
    expect(await fieldValue(page, 'Slugs générés')).toBe(expected);
    await clickText(page, 'Copier', '.result-card button');
    expect(await copied(page)).toBe(expected);
  });

  it('copies the slug', async () => {
    const page = await site.open('/slugify/');
    await site.grantClipboard();
    await fill(page, 'Texte à transformer', 'Crème brûlée');
    await waitResult(page, 'creme-brulee');
    await clickText(page, 'Copier');
    expect(await copied(page)).toBe('creme-brulee');
  });

  it('shrugs off hostile and huge inputs', async () => {
    const page = await site.open('/slugify/');
    const dialogs = watchDialogs(page);
    await paste(page, 'Texte à transformer', '<img src=x onerror=alert(1)><script>alert(2)</script>');
    await waitResult(page, 'img-src-x-onerror-alert-1-script-alert-2-script');
    await paste(page, 'Texte à transformer', '!!! ??? 🎉 \u0000 \ud800 …');
    await waitResult(page, '—');
    expect(await text(page, '.result-card__note')).toBe('Aucune lettre ni aucun chiffre utilisable dans ce texte.');
    expect(await page.$('.result-card .copy-button')).toBeNull();

    // At the 200 000-character limit: 11 111 times 18 characters.
    await site.grantClipboard();
    const start = Date.now();
    await clipboardPaste(page, 'Texte à transformer', 'Été & cœur 2024 ! ', 11_111 * 18);
    await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').startsWith('ete-et-coeur-2024-ete'), { timeout: 15_000 }, RESULT);
    expect(Date.now() - start).toBeLessThan(10_000);
    expect((await details(page)).Longueur).toBe(`${frenchNumber(11_111 * 18 - 1)} caractères`);
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
    expect(dialogs).toEqual([]);
    expect(await page.$('.tool img, .tool script')).toBeNull();
  });

  it('refuses a 20 MB paste with a French message, and keeps answering', async () => {
    const page = await site.open('/slugify/');
    await site.grantClipboard();
    await clipboardPaste(page, 'Texte à transformer', 'Été & cœur 2024 ! ', 20 * 1024 * 1024);
    expect(await tooLongMessage(page, 'Texte à transformer')).toBe('Texte trop long : 200 000 caractères au plus (celui-ci en compte 20 971 520).');
    expect(await fieldValue(page, 'Texte à transformer')).toBe('');
    await page.keyboard.type('Été à Paris');
    await waitResult(page, 'ete-a-paris');
  });
});

describe('website: duplicate remover', () => {
  const LIST = 'Liste (un élément par ligne)';

  it('removes duplicates live, keeps first occurrences, and counts', async () => {
    const page = await site.open('/doublons/');
    expect(await text(page, RESULT)).toBe('—');
    await fill(page, LIST, 'pomme\npoire\npomme\nkiwi\npoire\npomme');
    await waitResult(page, '3 doublons supprimés');
    expect(await details(page)).toEqual({ 'Lignes d’origine': '6', 'Lignes uniques': '3', 'Doublons supprimés': '3' });
    expect(await fieldValue(page, 'Résultat (3 lignes)')).toBe('pomme\npoire\nkiwi');

    await paste(page, LIST, '  Paris  \n\nPARIS\n\tLyon\r\nparis\n   \nLyon ');
    await waitResult(page, '1 doublon supprimé');
    expect(await details(page)).toEqual({ 'Lignes d’origine': '5', 'Lignes uniques': '4', 'Doublons supprimés': '1' });
    expect(await text(page, '.result-card__note')).toBe('2 lignes vides ignorées.');
    await clickText(page, 'Ignorer la casse (Paris = PARIS)', 'label');
    await waitResult(page, '3 doublons supprimés');
    expect(await fieldValue(page, 'Résultat (2 lignes)')).toBe('Paris\nLyon');
  });

  it('« Vider la liste » empties the list', async () => {
    const page = await site.open('/doublons/');
    await fill(page, LIST, 'a\nb\na');
    await waitResult(page, '1 doublon supprimé');
    await clickText(page, 'Vider la liste');
    await waitResult(page, '—');
    expect(await fieldValue(page, LIST)).toBe('');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  });

  it('copies the cleaned list, hostile lines as plain text', async () => {
    const page = await site.open('/doublons/');
    const dialogs = watchDialogs(page);
    await site.grantClipboard();
    await fill(page, LIST, 'jean@exemple.fr\n<img src=x onerror=alert(1)>\nmarie@exemple.fr\njean@exemple.fr\n<img src=x onerror=alert(1)>\n');
    await waitResult(page, '2 doublons supprimés');
    await clickText(page, 'Copier');
    expect(await copied(page)).toBe('jean@exemple.fr\n<img src=x onerror=alert(1)>\nmarie@exemple.fr');
    expect(dialogs).toEqual([]);
    expect(await page.$('.tool img')).toBeNull();
  });

  it('takes a paste of 5 000 lines, its limit, and refuses 5 MB with a French message', async () => {
    const page = await site.open('/doublons/');
    await site.grantClipboard();
    const lines = Array.from({ length: 5_000 }, (_, i) => `c${i % 3_000}@exemple.fr`);
    const start = Date.now();
    await paste(page, LIST, lines.join('\n'));
    // Bounds against a freeze (quadratic work would take minutes), not a slow machine (timings are the bench's business).
    await waitResult(page, '2 000 doublons supprimés', 2 * FREEZE_MS);
    expect(Date.now() - start).toBeLessThan(FREEZE_MS);
    expect(await details(page)).toEqual({ 'Lignes d’origine': '5 000', 'Lignes uniques': '3 000', 'Doublons supprimés': '2 000' });

    // Typing at the end of the list: the keystroke lands at once, the counts follow.
    await page.focus(await fieldSelector(page, LIST));
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    const typed = Date.now();
    await page.keyboard.type('x');
    await waitResult(page, '1 999 doublons supprimés', 2 * FREEZE_MS);
    expect(Date.now() - typed).toBeLessThan(FREEZE_MS / 3);
    expect((await fieldValue(page, LIST)).endsWith('c1999@exemple.frx')).toBe(true);

    // The box previews the start; « Copier » copies every unique line.
    expect(await text(page, '.dedupe-output .field__hint')).toBe('Aperçu des 2 000 premières lignes : le bouton « Copier » copie les 3 001 lignes.');
    await clickText(page, 'Copier');
    const clip = (await copied(page)).split('\n');
    expect(clip).toHaveLength(3_001);
    expect(clip[0]).toBe('c0@exemple.fr');
    expect(clip.at(-1)).toBe('c1999@exemple.frx');

    // One more line is refused, and so is a 5 MB paste; the list and its result stay.
    await page.focus(await fieldSelector(page, LIST));
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    await page.keyboard.press('Enter');
    expect(await tooLongMessage(page, LIST)).toBe('Texte trop long : 5 000 lignes au plus (celui-ci en compte 5 001).');
    await clipboardPaste(page, LIST, 'prenom.nom@exemple.fr\n', 5 * 1024 * 1024);
    expect(await tooLongMessage(page, LIST)).toBe(`Texte trop long : 200 000 caractères au plus (celui-ci en compte ${frenchNumber(5 * 1024 * 1024)}).`);
    expect(await details(page)).toEqual({ 'Lignes d’origine': '5 000', 'Lignes uniques': '3 001', 'Doublons supprimés': '1 999' });
  });
});

describe('website: UTM builder', () => {
  const URL_LABEL = 'URL de la page';
  const CAMPAIGN = 'Nom de la campagne (utm_campaign)';

  it('builds what Google’s Campaign URL Builder gives, before the #fragment, keeping the query', async () => {
    const page = await site.open('/utm-builder/');
    expect(await page.$(RESULT)).toBeNull();
    expect(await alerts(page)).toEqual([]);
    await fill(page, URL_LABEL, 'https://exemple.fr/page?ref=1#avis');
    await fill(page, CAMPAIGN, "Soldes d'été");
    const expected = 'https://exemple.fr/page?ref=1&utm_source=google&utm_medium=cpc&utm_campaign=soldes%20d%27%C3%A9t%C3%A9#avis';
    await waitResult(page, expected);
    const parsed = new URL(expected);
    expect([...parsed.searchParams]).toEqual([
      ['ref', '1'],
      ['utm_source', 'google'],
      ['utm_medium', 'cpc'],
      ['utm_campaign', "soldes d'été"],
    ]);
    expect(parsed.hash).toBe('#avis');
    expect(await details(page)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: "soldes d'été" });
    expect(await text(page, '.notice')).toMatch(/^Une valeur contient des espaces/);
    expect(await page.$eval(RESULT, (el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    const link = await page.$eval('.utm-result a', (a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') }));
    expect(link).toEqual({ href: expected, target: '_blank', rel: 'noopener noreferrer' });
  });

  it('matches Google’s spring_sale example with every field, values lowercased and encoded', async () => {
    const page = await site.open('/utm-builder/');
    await fill(page, URL_LABEL, 'https://www.example.com');
    await fill(page, CAMPAIGN, 'Spring_Sale');
    await fill(page, 'Terme (utm_term, facultatif)', 'Running+Shoes');
    await fill(page, 'Contenu (utm_content, facultatif)', 'LogoLink');
    // Google's builder: https://www.example.com?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale&utm_term=running%2Bshoes&utm_content=logolink
    const google = 'https://www.example.com?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale&utm_term=running%2Bshoes&utm_content=logolink';
    await waitResult(page, new URL(google).href);
    expect(new URL(google).searchParams.get('utm_term')).toBe('running+shoes');

    await selectOption(page, 'Source (utm_source)', 'newsletter');
    await selectOption(page, 'Support (utm_medium)', 'email');
    await fill(page, 'Terme (utm_term, facultatif)', 'A&B=C#D');
    await fill(page, 'Contenu (utm_content, facultatif)', '   ');
    const out = 'https://www.example.com/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_term=a%26b%3Dc%23d';
    await waitResult(page, out);
    expect(Object.fromEntries(new URL(out).searchParams)).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring_sale', utm_term: 'a&b=c#d' });
  });

  it('uses the typed text for a custom source or medium', async () => {
    const page = await site.open('/utm-builder/');
    await fill(page, URL_LABEL, 'exemple.fr/soldes');
    await selectOption(page, 'Source (utm_source)', 'custom');
    await selectOption(page, 'Support (utm_medium)', 'custom');
    await waitResult(page, 'https://exemple.fr/soldes');
    expect(await text(page, '.notice')).toMatch(/^Ajoutez une source \(utm_source\)/);
    await fill(page, 'Source personnalisée', 'Blog Partenaire');
    await fill(page, 'Support personnalisé', 'QR-Code');
    await fill(page, CAMPAIGN, 'Salon-2025');
    await waitResult(page, 'https://exemple.fr/soldes?utm_source=blog%20partenaire&utm_medium=qr-code&utm_campaign=salon-2025');
    expect(await text(page, '.result-card__note')).toBe('« https:// » a été ajouté devant votre adresse : vérifiez que votre site répond bien en https.');
  });

  it('replaces the utm_* already in the URL', async () => {
    const page = await site.open('/utm-builder/');
    await paste(page, URL_LABEL, 'https://exemple.fr/?utm_source=old&id=7&utm_campaign=vieux#top');
    await fill(page, CAMPAIGN, 'neuf');
    await waitResult(page, 'https://exemple.fr/?id=7&utm_source=google&utm_medium=cpc&utm_campaign=neuf#top');
    expect(await text(page, '.notice')).toBe('Les paramètres UTM déjà présents dans l’URL ont été remplacés par les vôtres.');
  });

  it('shows « Veuillez entrer une URL valide » and no output for what does not parse', async () => {
    const page = await site.open('/utm-builder/');
    const dialogs = watchDialogs(page);
    await fill(page, CAMPAIGN, 'test');
    for (const bad of ['pas une url', 'javascript:alert(1)', 'mailto:contact@exemple.fr', 'ftp://exemple.fr', 'http://', 'https://exemple', 'http://exa mple.fr']) {
      await paste(page, URL_LABEL, bad);
      await page.waitForSelector('[role="alert"]');
      expect(await alerts(page)).toEqual([URL_ERROR]);
      expect(await page.$(RESULT)).toBeNull();
      expect(await page.$('.utm-result')).toBeNull();
    }
    await paste(page, URL_LABEL, '');
    await page.waitForFunction(() => !document.querySelector('[role="alert"]'));
    expect(await text(page, '.utm-placeholder')).toBe('Saisissez l’adresse de votre page : l’URL de campagne s’affichera ici.');
    expect(dialogs).toEqual([]);
  });

  it('copies the URL', async () => {
    const page = await site.open('/utm-builder/');
    await site.grantClipboard();
    await fill(page, URL_LABEL, 'https://exemple.fr/');
    await fill(page, CAMPAIGN, 'rentree');
    const expected = 'https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=rentree';
    await waitResult(page, expected);
    await clickText(page, 'Copier');
    expect(await copied(page)).toBe(expected);
  });

  it('shrugs off hostile and huge values', async () => {
    const page = await site.open('/utm-builder/', { width: 390, height: 800 });
    const dialogs = watchDialogs(page);
    await paste(page, URL_LABEL, 'https://exemple.fr/"><img src=x onerror=alert(1)>');
    await paste(page, CAMPAIGN, '"><script>alert(2)</script>');
    const result = await page.waitForFunction((sel) => document.querySelector(sel)?.textContent ?? '', {}, RESULT).then((h) => h.jsonValue());
    const parsed = new URL(result as string);
    expect(parsed.searchParams.get('utm_campaign')).toBe('"><script>alert(2)</script>');
    expect(parsed.pathname).toBe('/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E');

    const huge = 'campagne-'.repeat(11_000); // 99 000 characters, under the field's 100 000
    await paste(page, CAMPAIGN, huge);
    await page.waitForFunction((sel, n) => (document.querySelector(sel)?.textContent ?? '').length > n, { timeout: 15_000 }, RESULT, huge.length);
    expect(new URL(await text(page, RESULT)).searchParams.get('utm_campaign')).toBe(huge);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(dialogs).toEqual([]);
    expect(await page.$('.tool img, .tool script')).toBeNull();
  });
});

describe('website: quality of the three tools', () => {
  it.each(['/slugify/', '/doublons/', '/utm-builder/'])('%s has no axe-core violation, empty', async (path) => {
    const page = await site.open(path);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no axe-core violation with results, options and errors shown', async () => {
    const slug = await site.open('/slugify/');
    await clickText(slug, 'Un slug par ligne', 'label');
    await paste(slug, 'Titres à transformer (un par ligne)', 'Un\nDeux\n\n!!!');
    await waitResult(slug, '2 slugs');
    expect(await axeViolations(slug)).toEqual([]);

    const dedupe = await site.open('/doublons/');
    await paste(dedupe, 'Liste (un élément par ligne)', 'a\n\nb\na');
    await waitResult(dedupe, '1 doublon supprimé');
    expect(await axeViolations(dedupe)).toEqual([]);

    const utm = await site.open('/utm-builder/');
    await paste(utm, 'URL de la page', 'exemple.fr/?utm_source=x');
    await selectOption(utm, 'Source (utm_source)', 'custom');
    await paste(utm, 'Nom de la campagne (utm_campaign)', 'Soldes été');
    await utm.waitForSelector('.notice');
    expect(await axeViolations(utm)).toEqual([]);
    await paste(utm, 'URL de la page', 'pas une url');
    await utm.waitForSelector('[role="alert"]');
    expect(await axeViolations(utm)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px, even with long unbroken values', async () => {
    const long = 'Anticonstitutionnellement'.repeat(12);
    const slug = await site.open('/slugify/', { width: 390, height: 800 });
    await paste(slug, 'Texte à transformer', `${long} ${long}`);
    await slug.waitForSelector('.result-card .copy-button');
    await clickText(slug, 'Tiret bas (_)', 'label');
    expect(await hasHorizontalScroll(slug)).toBe(false);
    await clickText(slug, 'Un slug par ligne', 'label');
    await paste(slug, 'Titres à transformer (un par ligne)', `${long}\n${long}`);
    await waitResult(slug, '2 slugs');
    expect(await hasHorizontalScroll(slug)).toBe(false);

    const dedupe = await site.open('/doublons/', { width: 390, height: 800 });
    await paste(dedupe, 'Liste (un élément par ligne)', `${long}\n${long}\n${long}@exemple.fr`);
    await waitResult(dedupe, '1 doublon supprimé');
    expect(await hasHorizontalScroll(dedupe)).toBe(false);

    const utm = await site.open('/utm-builder/', { width: 390, height: 800 });
    await paste(utm, 'URL de la page', `https://exemple.fr/${long}?${long}=1`);
    await selectOption(utm, 'Support (utm_medium)', 'custom');
    await paste(utm, 'Support personnalisé', long);
    await utm.waitForSelector('.utm-result');
    expect(await hasHorizontalScroll(utm)).toBe(false);
  });
});
