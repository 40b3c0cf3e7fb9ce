import { unzipSync } from 'fflate';
import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { alerts, axeViolations, captureDownloads, clickText, copiedText, details, fieldValue, fill, hasHorizontalScroll, loadedChunks, paste, RESULT, selectOption, text, waitResult, waitText, watchDialogs } from '../site';
import { zbarRead } from '../qr';
import { describeTool, type Target } from '../targets';
import { until } from '../browser';

const URL_ERROR = 'Veuillez entrer une URL valide';
const URL_LABEL = 'URL de la page';
const CAMPAIGN = 'Nom de la campagne (utm_campaign)';

/** The UTM presets saved on the device: the site's localStorage, the extension's chrome.storage.local. */
async function storedPresets(page: Page, target: Target): Promise<unknown> {
  return page.evaluate(async (website) => {
    if (website) return JSON.parse(localStorage.getItem('outilo:utm-presets') ?? 'null');
    const local = (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local;
    return (await local.get('utm-presets'))['utm-presets'];
  }, target === 'website');
}

/**
 * A media plan of 60 links pasted from a spreadsheet (TSV), with what real plans hold: « Facebook » once in capitals
 * (row 3), « fb » (row 5), a line that is not an address (row 7), « Noël 2026 » for « noel-2026 » (row 12) and
 * « mail » for the medium « email » (row 40).
 */
function mediaPlan(): string {
  const rows = ['URL\tSource\tSupport\tCampagne\tContenu'];
  for (let n = 1; n <= 60; n++) {
    const social = n <= 30;
    const source = n === 3 ? 'Facebook' : n === 5 ? 'fb' : social ? 'facebook' : 'newsletter';
    const medium = n === 40 ? 'mail' : social ? 'social' : 'email';
    rows.push([n === 7 ? 'pas une url' : `exemple.fr/produit-${n}`, source, medium, n === 12 ? 'Noël 2026' : 'noel-2026', `visuel-${n % 3}`].join('\t'));
  }
  return rows.join('\n');
}

/** The cells of the plan's rows on screen: row number, tagged URL, messages. */
const planRows = (page: Page) =>
  page.$$eval('.utm-plan__rows .virtual-rows__body [role="row"]', (rows) =>
    rows.map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => (cell.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))),
  );

describeTool('utm-builder', (tool) => {
  tool.onWebsite('builds what Google’s Campaign URL Builder gives, before the #fragment, keeping the query', async () => {
    const page = await tool.open();
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
    expect(await axeViolations(page)).toEqual([]);
  });

  // Google's spring_sale example and the encoding of « A&B=C#D » are utmBuilder.test.ts's and UtmBuilderTool.test.tsx's.
  it('uses the typed text for a custom source or medium, and copies that URL', async () => {
    const page = await tool.open();
    await fill(page, URL_LABEL, 'exemple.fr/soldes');
    await selectOption(page, 'Source (utm_source)', 'custom');
    await selectOption(page, 'Support (utm_medium)', 'custom');
    await waitResult(page, 'https://exemple.fr/soldes');
    expect(await text(page, '.notice')).toMatch(/^Ajoutez une source \(utm_source\)/);
    await fill(page, 'Source personnalisée', 'Blog Partenaire');
    await fill(page, 'Support personnalisé', 'QR-Code');
    await fill(page, CAMPAIGN, 'Salon-2025');
    const expected = 'https://exemple.fr/soldes?utm_source=blog%20partenaire&utm_medium=qr-code&utm_campaign=salon-2025';
    await waitResult(page, expected);
    expect(await text(page, '.result-card__note')).toBe('« https:// » a été ajouté devant votre adresse : vérifiez que votre site répond bien en https.');
    await tool.grantClipboard();
    await clickText(page, 'Copier');
    expect(await copiedText(page, '.result-card .copy-button')).toBe(expected);
    expect(await axeViolations(page)).toEqual([]);
  });

  // utm_* already in the URL replaced, and the notice saying so: UtmBuilderTool.test.tsx.
  it('shows « Veuillez entrer une URL valide » and no output for what does not parse', async () => {
    const page = await tool.open();
    const dialogs = watchDialogs(page);
    await fill(page, CAMPAIGN, 'test');
    // Every kind of address refused is utmBuilder.test.ts's; here, that the page says so and runs nothing.
    for (const bad of ['pas une url', 'javascript:alert(1)', 'http://exa mple.fr']) {
      await paste(page, URL_LABEL, bad);
      await page.waitForSelector('[role="alert"]');
      expect(await alerts(page)).toEqual([URL_ERROR]);
      expect(await page.$(RESULT)).toBeNull();
      expect(await page.$('.utm-result')).toBeNull();
    }
    expect(await axeViolations(page)).toEqual([]);
    await paste(page, URL_LABEL, '');
    await until(page, () => !document.querySelector('[role="alert"]'));
    expect(await text(page, '.utm-placeholder')).toBe('Saisissez l’adresse de votre page : l’URL de campagne s’affichera ici.');
    expect(dialogs).toEqual([]);
  });

  it('shrugs off hostile, huge and long unbroken values at 390 px', async () => {
    const page = await tool.open('', { width: 390, height: 800 });
    const dialogs = watchDialogs(page);
    await paste(page, URL_LABEL, 'https://exemple.fr/"><img src=x onerror=alert(1)>');
    await paste(page, CAMPAIGN, '"><script>alert(2)</script>');
    // The URL is shown once it is typed, before the campaign: the result that counts is the one with both.
    const result = await until(page, (sel) => (document.querySelector(sel)?.textContent ?? '').includes('utm_campaign=%22'), {}, RESULT)
      .then(() => text(page, RESULT));
    const parsed = new URL(result);
    expect(parsed.searchParams.get('utm_campaign')).toBe('"><script>alert(2)</script>');
    expect(parsed.pathname).toBe('/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E');

    const huge = 'campagne-'.repeat(11_000); // 99 000 characters, under the field's 100 000
    await paste(page, CAMPAIGN, huge);
    await until(page, (sel, n) => (document.querySelector(sel)?.textContent ?? '').length > n, { timeout: 15_000 }, RESULT, huge.length);
    expect(new URL(await text(page, RESULT)).searchParams.get('utm_campaign')).toBe(huge);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(dialogs).toEqual([]);
    expect(await page.$('.tool img, .tool script')).toBeNull();

    const long = 'Anticonstitutionnellement'.repeat(12);
    await paste(page, CAMPAIGN, 'ete');
    await paste(page, URL_LABEL, `https://exemple.fr/${long}?${long}=1`);
    await selectOption(page, 'Support (utm_medium)', 'custom');
    await paste(page, 'Support personnalisé', long);
    await until(page, (sel, medium) => (document.querySelector(sel)?.textContent ?? '').includes(`utm_medium=${medium}&`), { timeout: 10_000 }, RESULT, long.toLowerCase());
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('saves a preset on the device (kept after a reload), applies it, hints at a near-miss and deletes it', async () => {
    const page = await tool.open();
    await selectOption(page, 'Source (utm_source)', 'newsletter');
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
    await until(page, () => !document.querySelector('.utm-hints'));
    expect(await fieldValue(page, 'Nom de la campagne (utm_campaign)')).toBe('soldes-ete');
    await page.select('select[id]', 'google');
    await paste(page, 'Nom de la campagne (utm_campaign)', '');
    await clickText(page, 'Appliquer le modèle Soldes');
    await waitResult(page, 'https://exemple.fr/?utm_source=newsletter&utm_medium=cpc&utm_campaign=soldes-ete');
    await clickText(page, 'Supprimer le modèle Soldes');
    await page.waitForSelector('.utm-presets__empty');
    expect(await storedPresets(page, tool.target)).toEqual([]);
  });

  it('bulk mode: one URL per line, invalid lines numbered, « Tout copier » and a CSV for Excel', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await clickText(page, 'En masse (une URL par ligne)', 'label');
    await paste(page, CAMPAIGN, 'rentree');
    await selectOption(page, 'Source (utm_source)', 'newsletter');
    await selectOption(page, 'Support (utm_medium)', 'email');
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

  // The four GA4 parameters: UtmBuilderTool.test.tsx; one of them reaches the URL in the browser here.
  it('adds a GA4 id, saves a preset and flags an invalid line of the bulk mode', async () => {
    const page = await tool.open();
    await paste(page, URL_LABEL, 'exemple.fr');
    await paste(page, CAMPAIGN, 'noel');
    await clickText(page, 'Paramètres GA4 (facultatifs)', 'summary');
    await paste(page, 'ID de campagne (utm_id)', '42');
    await waitResult(page, 'https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=noel&utm_id=42');
    await paste(page, 'Nom du modèle', 'Noël Ads');
    await clickText(page, 'Enregistrer la source, le support et la campagne');
    await waitText(page, '.utm-presets__values', 'google / cpc / noel');
    await clickText(page, 'En masse (une URL par ligne)', 'label');
    await paste(page, 'URL des pages (une par ligne)', 'exemple.fr/une-page-au-nom-assez-long-pour-deborder\npas une url');
    await page.waitForSelector('.utm-bulk__table .error-text');
    expect(await text(page, '.utm-bulk__table .error-text')).toBe('Ligne 2 : URL invalide (« pas une url »)');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('plan mode: 60 links tagged row by row, inconsistencies flagged on their rows, copy and CSV', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await clickText(page, 'En masse (une URL par ligne)', 'label');
    await paste(page, 'URL des pages (une par ligne)', mediaPlan());
    await waitText(page, '#utm-plan-title', 'Plan de marquage : 60 liens, 59 valides, 1 invalide, 4 lignes à vérifier');
    expect(await text(page, '.utm-plan__columns')).toBe(
      'Colonnes lues : URL ← « URL », utm_source ← « Source », utm_medium ← « Support », utm_campaign ← « Campagne », utm_content ← « Contenu ». Une cellule vide prend la valeur du formulaire.',
    );
    expect((await planRows(page))[0]).toEqual(['1', 'https://exemple.fr/produit-1?utm_source=facebook&utm_medium=social&utm_campaign=noel-2026&utm_content=visuel-1', '']);

    await clickText(page, 'Tout copier');
    const copied = (await copiedText(page, '.utm-plan .copy-button')).split('\n');
    expect(copied).toHaveLength(59);
    expect(copied[0]).toBe('https://exemple.fr/produit-1?utm_source=facebook&utm_medium=social&utm_campaign=noel-2026&utm_content=visuel-1');
    // Row 45 is the 44th URL: row 7 has none.
    expect(copied[43]).toBe('https://exemple.fr/produit-45?utm_source=newsletter&utm_medium=email&utm_campaign=noel-2026&utm_content=visuel-0');

    await clickText(page, 'Seulement les lignes à vérifier', 'label');
    await until(page, () => document.querySelectorAll('.utm-plan__rows .virtual-rows__body [role="row"]').length === 5);
    const flagged = await planRows(page);
    expect(flagged.map((row) => row[0])).toEqual(['3', '5', '7', '12', '40']);
    expect(flagged[0]![2]).toBe('utm_source : « Facebook » → « facebook » (minuscules)');
    expect(flagged[1]![2]).toBe('utm_source « fb » écrit autrement ailleurs : « facebook » sur d’autres lignes');
    expect(flagged[2]!.slice(1)).toEqual(['—', 'URL invalide (« pas une url »)']);
    expect(flagged[3]![2]).toContain('utm_campaign « noël 2026 » écrit autrement ailleurs : « noel-2026 » sur d’autres lignes');
    expect(flagged[3]![2]).toContain('utm_campaign : espace dans « noël 2026 », encodée %20');
    expect(flagged[4]![2]).toBe('utm_medium « mail » écrit autrement ailleurs : « email » sur d’autres lignes');
    // Nothing silently changed: row 5 keeps its « fb ».
    expect(flagged[1]![1]).toBe('https://exemple.fr/produit-5?utm_source=fb&utm_medium=social&utm_campaign=noel-2026&utm_content=visuel-2');

    const downloads = await captureDownloads(page);
    await clickText(page, 'Télécharger en .csv');
    const { name, data } = await downloads.next();
    await downloads.stop();
    expect(name).toBe('plan-utm.csv');
    const lines = data.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('URL;Source;Support;Campagne;Contenu;URL de campagne;Remarques');
    expect(lines[7]).toBe('pas une url;facebook;social;noel-2026;visuel-1;;URL invalide («\u00a0pas une url\u00a0»)');
    expect(lines).toHaveLength(62);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  tool.onWebsite('plan mode: a wrong column fixed and kept in the address, and the QR codes of the valid links in a ZIP', async () => {
    const page = await tool.open();
    await clickText(page, 'En masse (une URL par ligne)', 'label');
    await paste(page, 'URL des pages (une par ligne)', 'lien;canal;support;campagne\nexemple.fr/a;Facebook;social;ete\nexemple.fr/b;;social;ete\npas une url;fb;social;ete');
    await waitText(page, '#utm-plan-title', 'Plan de marquage : 3 liens, 2 valides, 1 invalide');
    // « canal » is not a known name: the form's source (google) fills the rows until the column is chosen.
    expect((await planRows(page))[0]![1]).toBe('https://exemple.fr/a?utm_source=google&utm_medium=social&utm_campaign=ete');
    await clickText(page, 'Changer les colonnes lues', 'summary');
    await selectOption(page, 'Colonne de utm_source', '2');
    await until(page, () => document.querySelector('.utm-plan__rows .virtual-rows__body [role="cell"]:nth-child(2)')?.textContent === 'https://exemple.fr/a?utm_source=facebook&utm_medium=social&utm_campaign=ete');
    // The correction is kept in the address, with the other inputs.
    await until(page, () => new URLSearchParams(location.search).get('colonnes') === 'source=2');

    // The QR codes' code loads on the click; the ZIP holds one PNG per valid link, each read back by zbar.
    const before = await page.evaluate(() => performance.now());
    expect((await loadedChunks(page)).some((chunk) => chunk.startsWith('batchRun'))).toBe(false);
    const downloads = await captureDownloads(page);
    let zip;
    try {
      await clickText(page, 'QR codes (.zip)');
      zip = await downloads.next(30_000);
    } finally {
      await downloads.stop();
    }
    expect(zip.name).toBe('qr-codes-utm.zip');
    await waitText(page, '.utm-plan__qr [role="status"]', '2 QR codes vérifiés, dans qr-codes-utm.zip.');
    expect((await loadedChunks(page, before)).some((chunk) => chunk.startsWith('batchRun'))).toBe(true);
    const files = unzipSync(new Uint8Array(zip.data));
    const links = ['https://exemple.fr/a?utm_source=facebook&utm_medium=social&utm_campaign=ete', 'https://exemple.fr/b?utm_source=google&utm_medium=social&utm_campaign=ete'];
    expect(Object.keys(files)).toHaveLength(2);
    expect(Object.values(files).map((file) => zbarRead(Buffer.from(file)))).toEqual(links);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('opens from a crafted address with its inputs', async () => {
      const page = await tool.open('?url=exemple.fr%2Fpromo&source=custom&source-perso=partenaire&support=email&campagne=Noel&id=42');
      await waitResult(page, 'https://exemple.fr/promo?utm_source=partenaire&utm_medium=email&utm_campaign=noel&utm_id=42');
    });

    it('downloads the bulk CSV of a crafted address', async () => {
      const page = await tool.open('?mode=masse&urls=exemple.fr%2Fa%0Aexemple.fr%2Fb&campagne=ete&source=facebook&support=social');
      await page.waitForSelector('.utm-bulk__table tbody tr:nth-child(2)');
      const downloads = await captureDownloads(page);
      await clickText(page, 'Télécharger en CSV');
      const { name, data } = await downloads.next();
      await downloads.stop();
      expect(name).toBe('urls-utm.csv');
      expect([...data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(data.subarray(3).toString('utf8').split('\r\n')[2]).toBe('2;exemple.fr/b;https://exemple.fr/b?utm_source=facebook&utm_medium=social&utm_campaign=ete;');
    });

  }
});
