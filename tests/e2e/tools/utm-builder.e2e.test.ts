import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { alerts, axeViolations, captureDownloads, clickText, copiedResult, copiedText, details, fieldValue, fill, hasHorizontalScroll, paste, RESULT, selectOption, text, waitResult, waitText, watchDialogs } from '../site';
import { describeTool, type Target } from '../targets';

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

describeTool('utm-builder', (tool) => {
  it('builds what Google’s Campaign URL Builder gives, before the #fragment, keeping the query', async () => {
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
  });

  it('matches Google’s spring_sale example with every field, values lowercased and encoded', async () => {
    const page = await tool.open();
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
    const page = await tool.open();
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
    const page = await tool.open();
    await paste(page, URL_LABEL, 'https://exemple.fr/?utm_source=old&id=7&utm_campaign=vieux#top');
    await fill(page, CAMPAIGN, 'neuf');
    await waitResult(page, 'https://exemple.fr/?id=7&utm_source=google&utm_medium=cpc&utm_campaign=neuf#top');
    expect(await text(page, '.notice')).toBe('Les paramètres UTM déjà présents dans l’URL ont été remplacés par les vôtres.');
  });

  it('shows « Veuillez entrer une URL valide » and no output for what does not parse', async () => {
    const page = await tool.open();
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
    const page = await tool.open();
    await tool.grantClipboard();
    await fill(page, URL_LABEL, 'https://exemple.fr/');
    await fill(page, CAMPAIGN, 'rentree');
    const expected = 'https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=rentree';
    await waitResult(page, expected);
    await clickText(page, 'Copier');
    expect(await copiedResult(page)).toBe(expected);
  });

  it('shrugs off hostile and huge values', async () => {
    const page = await tool.open('', { width: 390, height: 800 });
    const dialogs = watchDialogs(page);
    await paste(page, URL_LABEL, 'https://exemple.fr/"><img src=x onerror=alert(1)>');
    await paste(page, CAMPAIGN, '"><script>alert(2)</script>');
    // The URL is shown once it is typed, before the campaign: the result that counts is the one with both.
    const result = await page
      .waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').includes('utm_campaign=%22'), {}, RESULT)
      .then(() => text(page, RESULT));
    const parsed = new URL(result);
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

  it('adds the four GA4 parameters', async () => {
    const page = await tool.open();
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
    await page.waitForFunction(() => !document.querySelector('.utm-hints'));
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

  it('builds the URL of a custom source and copies it', async () => {
    const page = await tool.open();
    await fill(page, URL_LABEL, 'exemple.fr');
    await selectOption(page, 'Source (utm_source)', 'custom');
    await fill(page, 'Source personnalisée', 'Partenaire');
    await fill(page, CAMPAIGN, 'Rentrée');
    const expected = 'https://exemple.fr/?utm_source=partenaire&utm_medium=cpc&utm_campaign=rentr%C3%A9e';
    await waitResult(page, expected);
    await tool.grantClipboard();
    await clickText(page, 'Copier');
    expect(await copiedText(page, '.result-card .copy-button')).toBe(expected);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says what does not parse, then builds a URL with an accented campaign before its #fragment', async () => {
    const page = await tool.open();
    await fill(page, URL_LABEL, 'pas une url');
    await page.waitForSelector('[role="alert"]');
    expect(await text(page, '[role="alert"]')).toBe(URL_ERROR);
    expect(await page.$(RESULT)).toBeNull();
    await fill(page, URL_LABEL, 'https://exemple.fr/page?ref=1#avis');
    await selectOption(page, 'Source (utm_source)', 'newsletter');
    await selectOption(page, 'Support (utm_medium)', 'email');
    await fill(page, CAMPAIGN, "Soldes d'été");
    const expected = 'https://exemple.fr/page?ref=1&utm_source=newsletter&utm_medium=email&utm_campaign=soldes%20d%27%C3%A9t%C3%A9#avis';
    await waitResult(page, expected);
    expect(new URL(expected).searchParams.get('utm_campaign')).toBe("soldes d'été");
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

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

  it('has no axe-core violation, empty, with the consistency notice and with an error', async () => {
    const page = await tool.open();
    expect(await axeViolations(page)).toEqual([]);
    await paste(page, 'URL de la page', 'exemple.fr/?utm_source=x');
    await selectOption(page, 'Source (utm_source)', 'custom');
    await paste(page, 'Nom de la campagne (utm_campaign)', 'Soldes été');
    await page.waitForSelector('.notice');
    expect(await axeViolations(page)).toEqual([]);
    await paste(page, 'URL de la page', 'pas une url');
    await page.waitForSelector('[role="alert"]');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px, even with long unbroken values', async () => {
    const long = 'Anticonstitutionnellement'.repeat(12);
    const page = await tool.open('', { width: 390, height: 800 });
    await paste(page, 'URL de la page', `https://exemple.fr/${long}?${long}=1`);
    await selectOption(page, 'Support (utm_medium)', 'custom');
    await paste(page, 'Support personnalisé', long);
    await page.waitForSelector('.utm-result');
    expect(await hasHorizontalScroll(page)).toBe(false);
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

    it('opens the bulk mode from a crafted address', async () => {
      const page = await tool.open('?mode=masse&campagne=rentree&source=newsletter&support=email');
      await paste(page, 'URL des pages (une par ligne)', 'exemple.fr/a');
      await page.waitForSelector('.utm-bulk__table tbody tr');
      expect(await text(page, '.utm-bulk__table tbody tr')).toContain('https://exemple.fr/a?utm_source=newsletter&utm_medium=email&utm_campaign=rentree');
    });
  }
});
