import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../components/seo';
import { SEO, TOOLS } from '../../tools/index';
import { until, WEB_DIR } from './browser';
import { axeViolations, clickText, copiedText, fill, hasHorizontalScroll, loadedChunks, text, useBrowser } from './site';

const site = useBrowser();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function cardTitles(page: import('puppeteer-core').Page) {
  return page.$$eval('.tool-grid .tool-card__title', (els) => els.map((e) => e.textContent));
}

describe('website: pre-rendered pages', () => {
  it('serves real content and metadata without JavaScript', async () => {
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).toContain('<title>Outilo');
    expect(home).toContain('Rechercher un outil...');
    expect(home).toContain('Calculateur TTC / HT');

    for (const path of ['/ttc-ht/', '/ttc-ht']) {
      const response = await fetch(site.url + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>Calcul TTC HT/);
      expect(html).toContain('<meta name="description"');
      expect(html).toContain('<meta name="keywords"');
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/ttc-ht\/"/);
      expect(html).toContain('<meta property="og:image"');
      expect(html).toContain('"@type":"WebApplication"');
      expect(html).toContain('"priceCurrency":"EUR"');
      expect(html).toContain('Montant TTC'); // the tool itself is pre-rendered
    }

    const legal = await fetch(`${site.url}/mentions-legales`);
    expect(legal.status).toBe(200);
    expect(await legal.text()).toContain('<meta name="robots" content="noindex');

    const missing = await fetch(`${site.url}/cette-page-nexiste-pas`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('noindex');
    expect(missingHtml).toContain('existe pas ou a été déplacée');
  });

  it('keeps the tools’ SEO descriptions out of every script: the pre-rendered pages alone hold them', async () => {
    const scripts = readdirSync(join(WEB_DIR, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(WEB_DIR, 'assets', file), 'utf8'))
      .join('\n')
      // The bundler writes some characters as escapes (a no-break space as \xA0): read them as the characters.
      .replace(/\\(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4}))/g, (_, x: string | undefined, u: string | undefined) => String.fromCharCode(parseInt(x ?? u!, 16)));
    for (const { tool, description } of SEO) {
      // The page title is the pages' (set on a client navigation), and shows the search finds what is there.
      expect(scripts, tool.id).toContain(tool.pageTitle);
      expect(scripts, tool.id).not.toContain(description);
      expect(await (await fetch(site.url + tool.path)).text(), tool.id).toContain(escapeHtml(description));
    }
  });

  it('publishes robots.txt and a sitemap of the indexable routes', async () => {
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const path of ['/ttc-ht/', '/cpc/', '/cpa/', '/cpm/']) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('mentions-legales');
  });
});

const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('website: every registered tool', () => {
  it.each(TOOLS.map((tool) => [tool.path, tool] as const))(
    '%s is pre-rendered with and without the slash, with its metadata, and listed in the sitemap',
    async (path, tool) => {
      const meta = pageMeta(SEO, path);
      for (const url of [path, path.replace(/\/$/, '')]) {
        const response = await fetch(site.url + url);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
        expect(html).toContain(`<meta name="description" content="${escapeHtml(meta.description)}"`);
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${path}"`));
        expect(html).toContain('"@type":"WebApplication"');
        expect(html).toContain(`>${escapeHtml(tool.title)}</h1>`);
        expect(html).toContain('Comment faire');
      }
      const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`${path}</loc>`);
    },
  );
  // Each tool's page is checked by axe-core on the website by its own file (the cases describeTool gives every tool).
});

describe('website: home', () => {
  it('the tools sit in their categories', async () => {
    const page = await site.open('/');
    const shown = () => page.$$eval('.tool-grid [data-tool-id]', (els) => els.map((el) => el.getAttribute('data-tool-id')));
    await clickText(page, 'SEO', 'button');
    await until(page, () => !document.querySelector('.tool-grid [data-tool-id="duplicate-remover"]'));
    expect(await shown()).toEqual(expect.arrayContaining(['slug', 'utm-builder']));
    await clickText(page, 'Utilitaires', 'button');
    await page.waitForSelector('.tool-grid [data-tool-id="duplicate-remover"]');
    expect(await shown()).toEqual(expect.arrayContaining(['slug', 'duplicate-remover']));
    expect(await shown()).not.toContain('utm-builder');
    await clickText(page, 'Marketing', 'button');
    await page.waitForSelector('.tool-grid [data-tool-id="utm-builder"]');
    expect(await shown()).not.toContain('slug');
  });

  it('searches and filters by category', async () => {
    const page = await site.open('/');
    expect(await cardTitles(page)).toContain('Calculateur TTC / HT');
    await page.type('input[type="search"]', 'coût par clic');
    await until(page, () => !document.querySelector('.tool-grid [data-tool-id="vat"]'));
    expect(await cardTitles(page)).toContain('Calculateur de CPC');
    await page.$eval('input[type="search"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.click('input[type="search"]', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type('input[type="search"]', 'zzzz');
    await page.waitForSelector('.browser__empty');
    expect(await text(page, '.browser__empty')).toBe('Aucun outil ne correspond à votre recherche');
    await page.click('input[type="search"]', { count: 3 });
    await page.keyboard.press('Backspace');
    await clickText(page, 'E-commerce');
    await until(page, () => !document.querySelector('.tool-grid [data-tool-id="cpc"]'));
    expect(await cardTitles(page)).toContain('Calculateur TTC / HT');
  });

  it('lists the tools whose title holds the word first, a favourite first only among them', async () => {
    const page = await site.open('/');
    await page.click('[data-tool-id="roas-breakeven"] .star-button');
    await page.waitForSelector('[data-tool-id="roas-breakeven"] .star-button[aria-label="Retirer des favoris"]');
    await page.type('input[type="search"]', 'marge');
    await until(page, () => document.querySelector('.tool-grid .tool-card__title')?.textContent === 'Calculateur de remise et de marge');
    const titles = await cardTitles(page);
    expect(titles.indexOf('Calculateur de remise et de marge')).toBeLessThan(titles.indexOf('Calculateur de ROAS de rentabilité'));
    // Unstarred again, for the tests after this one.
    await page.click('[data-tool-id="roas-breakeven"] .star-button');
    await page.waitForSelector('[data-tool-id="roas-breakeven"] .star-button[aria-label="Ajouter aux favoris"]');
  });

  it('keeps favourites after a reload and syncs them to a second tab', async () => {
    const first = await site.open('/');
    const second = await site.open('/');
    await first.bringToFront();
    await first.click('[data-tool-id="cpm"] .star-button');
    await first.waitForSelector('[data-tool-id="cpm"] .star-button[aria-label="Retirer des favoris"]');
    expect((await cardTitles(first))[0]).toBe('Calculateur de CPM');

    // The other tab follows without a reload.
    await second.waitForSelector('[data-tool-id="cpm"] .star-button[aria-label="Retirer des favoris"]');
    expect((await cardTitles(second))[0]).toBe('Calculateur de CPM');

    await first.bringToFront();
    await first.reload({ waitUntil: 'load' });
    await first.waitForSelector('[data-tool-id="cpm"] .star-button[aria-label="Retirer des favoris"]');
    expect((await cardTitles(first))[0]).toBe('Calculateur de CPM');

    // The star on the tool page is the same favourite.
    const tool = await site.open('/cpm/');
    await tool.waitForSelector('.tool__header .star-button[aria-label="Retirer des favoris"]');
    await tool.click('.tool__header .star-button');
    await second.waitForSelector('[data-tool-id="cpm"] .star-button[aria-label="Ajouter aux favoris"]');
  });

  // The 5 s delay itself is a unit test's (ExtensionPromo.test.tsx, with fake timers).
  it('shows the promo pop-up later, not with the page, remembers its dismissal and keeps the reopen button', async () => {
    const page = await site.open('/');
    if (!process.env.VITE_EXTENSION_STORE_URL) {
      // No store page configured: nothing to send people to, so no pop-up (npm test builds with one).
      await sleep(6000);
      expect(await page.$('.promo, .promo-reopen')).toBeNull();
      return;
    }
    expect(await page.$('.promo, .promo-reopen')).toBeNull();
    await page.waitForSelector('.promo[role="dialog"]', { timeout: 10_000 });
    await page.click('.promo__close');
    await page.waitForSelector('.promo-reopen');
    expect(await text(page, '.promo-reopen')).toBe('Extension Chrome');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('.promo-reopen');
    await sleep(6000);
    expect(await page.$('.promo')).toBeNull();
    await page.click('.promo-reopen');
    await page.waitForSelector('.promo[role="dialog"]');
  }, 40_000);
});

describe('website: tools', () => {
  // Each tool computing as typed, and its errors, are its own file's cases (tests/e2e/tools/).
  it('copies a result to the clipboard', async () => {
    const page = await site.open('/ttc-ht/');
    await site.grantClipboard();
    await fill(page, 'Montant TTC', '120');
    await clickText(page, 'Copier');
    expect((await copiedText(page)).replace(/\u00a0/g, ' ')).toBe('100,00 €');
  });
});

describe('website: navigation', () => {
  it('accepts tool routes with and without the trailing slash, and deep links reload', async () => {
    for (const path of ['/cpc', '/cpc/']) {
      const page = await site.open(path);
      expect(await text(page, 'h1')).toBe('Calculateur de CPC');
      await page.reload({ waitUntil: 'load' });
      expect(await text(page, 'h1')).toBe('Calculateur de CPC');
      expect(await page.title()).toContain('CPC');
    }
  });

  it('navigates client-side with the breadcrumb and scrolls to the top', async () => {
    const page = await site.open('/', { width: 390, height: 700 });
    await page.evaluate(() => window.scrollTo(0, 400));
    const clicked = await page.evaluate(() => performance.now());
    await page.click('[data-tool-id="vat"] .tool-card__link');
    await page.waitForSelector('.breadcrumb');
    expect(await text(page, '.breadcrumb')).toMatch(/^Accueil\s*Calculateur TTC \/ HT$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await text(page, '.tool__description')).toMatch(/^Passez d’un prix TTC à un prix HT/);
    expect(await page.$('.tool__icon svg.lucide-receipt')).not.toBeNull();
    // The click read this tool's own code, and no other tool's.
    const chunks = await loadedChunks(page, clicked);
    expect(chunks).toContain('VatTool');
    expect(chunks.filter((name) => name.endsWith('Tool') && name !== 'VatTool')).toEqual([]);
    // The tab's title follows (its module was fetched with the tool's chunk, on hover).
    await until(page, () => document.title.startsWith('Calcul TTC HT'), { timeout: 5000 });
    await until(page, () => document.querySelector('.about-tool')?.textContent?.includes('Qu’est-ce que c’est'));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await clickText(page, 'Mentions légales', 'footer a');
    await until(page, () => document.querySelector('h1')?.textContent === 'Mentions légales');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await text(page, '.breadcrumb')).toMatch(/^Accueil\s*Mentions légales$/);
    await clickText(page, 'Accueil', '.breadcrumb a');
    await page.waitForSelector('.tool-grid');
  });

  it('shows the 404 page with a link home', async () => {
    const page = await site.open('/nexiste-pas');
    expect(await text(page, '.page-message p:not(.page-message__code)')).toBe('La page que vous recherchez n’existe pas ou a été déplacée.');
    await clickText(page, 'Retour à l’accueil');
    await page.waitForSelector('.tool-grid');
  });

  it('shows the legal notice', async () => {
    const page = await site.open('/mentions-legales');
    const body = await text(page, 'main');
    for (const heading of ['Éditeur du site', 'Hébergement', 'Propriété intellectuelle', 'Données personnelles', 'Cookies', 'Liens hypertextes', 'Modification des mentions légales']) {
      expect(body).toContain(heading);
    }
    expect(body).toContain('ne collecte aucune donnée personnelle');
    expect(body).toContain('ne dépose aucun cookie');
  });
});

describe('website: quality', () => {
  // The tools' pages are their own files' (describeTool checks each at 390 px): here the pages that are no tool.
  it('the home, the legal notice and the 404 page have no axe-core violation, nor horizontal scroll at 390 px', async () => {
    for (const path of ['/', '/mentions-legales', '/nexiste-pas']) {
      const page = await site.open(path);
      expect(await axeViolations(page), path).toEqual([]);
      await page.setViewport({ width: 390, height: 800 });
      expect(await hasHorizontalScroll(page), path).toBe(false);
    }
  });

  it('loads no analytics script when none is configured', async () => {
    const page = await site.open('/');
    expect(await page.$('script[data-outilo-analytics]')).toBeNull();
  });
});
