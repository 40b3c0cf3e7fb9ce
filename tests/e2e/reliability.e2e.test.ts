import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../tools/index';
import { ROOT, until, WEB_DIR } from './browser';
import { alerts, clickText, ecbRate, fieldSelector, RATE_ERROR, RATE_PROVIDER, RESULT, text, useBrowser, waitResult } from './site';

// On the website: favourites under faults, failed loads, headers and CSP, honest content.
const site = useBrowser();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until the page has reloaded itself and `shown` holds there; the reload may interrupt a wait, hence the tries. */
async function afterItsReload(page: Page, shown: () => boolean = () => true) {
  for (let attempt = 0; ; attempt++) {
    try {
      // A string, compiled by DevTools rather than by the page (whose CSP forbids eval).
      await until(page, `performance.getEntriesByType('navigation')[0]?.type === 'reload' && (${shown.toString()})()`, { timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
const starred = (page: Page) =>
  page.$$eval('.tool-grid [data-tool-id]', (els) =>
    els.filter((el) => el.querySelector('.star-button[aria-label="Retirer des favoris"]')).map((el) => el.getAttribute('data-tool-id')!),
  );

describe('website: headers and CSP', () => {
  it('every page is served with the security headers; a malformed address is a 400, _headers is not served', async () => {
    for (const path of ['/', '/mentions-legales', ...TOOLS.map((t) => t.path)]) {
      const response = await fetch(site.url + path);
      expect(response.status, path).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      // The page's one inline script (the theme's) runs by its hash; no other inline script may.
      const html = await response.text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => createHash('sha256').update(code!).digest('base64'));
      expect(inline, path).toHaveLength(1);
      expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${inline.map((hash) => `'sha256-${hash}'`).join(' ')};`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
    expect((await fetch(`${site.url}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${site.url}/_headers`)).status).toBe(404);
  });

  it('docs/configuration.md gives the build’s policy for nginx and Caddy, word for word (the default configuration)', () => {
    const csp = /Content-Security-Policy: (.+)/.exec(readFileSync(join(WEB_DIR, '_headers'), 'utf8'))![1]!;
    const doc = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');
    const given = [...doc.matchAll(/Content-Security-Policy:? "?(default-src[^"\n]+)/g)].map(([, policy]) => policy);
    expect(given).toEqual([csp, csp, csp]);
  });

  it('home, legal page and 404 load under the CSP without a violation (any violation fails every e2e test)', async () => {
    for (const path of ['/', '/mentions-legales', '/nulle-part']) {
      const page = await site.open(path);
      await page.waitForSelector('h1');
    }
  });
});

describe('website: failed loads and crashes', () => {
  it('a tool chunk that answers 404 (a deploy while the page was open): one reload, then a French message, the page still usable', async () => {
    const chunk = `${site.url}/assets/VatTool-`;
    const page = await site.open('/ttc-ht/', {
      ready: false,
      mocks: { [chunk]: () => ({ status: 404, body: 'Not found', contentType: 'text/plain' }) },
      tolerate: /404|VatTool|dynamically imported module|Erreur inattendue/,
    });
    // The page reloads itself once, then shows the message.
    await afterItsReload(page, () => document.querySelector('.page-message h1')?.textContent === 'Impossible de charger cet outil');
    expect(await page.evaluate(() => sessionStorage.getItem('outilo:chunk-reload'))).not.toBeNull();
    expect(await page.$('.page-message button')).not.toBeNull();
    // The header, breadcrumb and footer still work.
    await clickText(page, 'Accueil', '.breadcrumb a');
    await page.waitForSelector('.tool-grid');
  });

  it('the chunk holding React that answers 404 (a deploy while the page loaded): one reload, never a loop, the page’s text stays', async () => {
    const page = await site.open('/ttc-ht/', {
      ready: false,
      mocks: { [`${site.url}/assets/app-`]: () => ({ status: 404, body: 'Not found', contentType: 'text/plain' }) },
      tolerate: /404|app-|dynamically imported module/,
    });
    await afterItsReload(page);
    expect(await page.evaluate(() => sessionStorage.getItem('outilo:chunk-reload'))).not.toBeNull();
    // Once only: the reloaded page, whose chunk still fails, stays (the same document two seconds later).
    const origin = await page.evaluate(() => performance.timeOrigin);
    await sleep(2000);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toContain('TTC');
  });

  it('what is typed before the page becomes interactive is picked up (TTC/HT, « 120 » before hydration)', async () => {
    const page = await site.browser.newPage();
    // The service worker an earlier page installed would answer the scripts from its cache, past the hold.
    await page.setBypassServiceWorker(true);
    await page.setRequestInterception(true);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const held: HTTPRequest[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(site.url)) return void request.abort('blockedbyclient');
      // Hold the app's scripts: the pre-rendered page is shown but not interactive yet.
      if (/\/assets\/.*\.js$/.test(url)) {
        held.push(request);
        void released.then(() => request.continue());
      } else void request.continue();
    });
    try {
      await page.bringToFront();
      // The load event waits for the scripts: do not wait for it, wait for the pre-rendered field.
      const loading = page.goto(`${site.url}/ttc-ht/`, { waitUntil: 'load' });
      // Handled here too, so that a failed test that closes the page leaves no unhandled rejection behind.
      loading.catch(() => {});
      await page.waitForSelector('input');
      const field = await fieldSelector(page, 'Montant TTC');
      await page.type(field, '120');
      // Wait for the scripts to be asked for (and held), so that what follows runs while the page is still not interactive.
      for (let waited = 0; held.length === 0; waited += 50) {
        if (waited > 10_000) throw new Error('the page never requested its scripts');
        await sleep(50);
      }
      expect(await text(page, RESULT)).toBe('—'); // pre-rendered before any input
      release();
      await loading;
      await waitResult(page, '100,00 €');
      await page.type(field, '0');
      await waitResult(page, '1 000,00 €');
    } finally {
      release();
      await page.close();
    }
  });
});

describe('website: favourites under faults', () => {
  it('two tabs starring different tools at the same moment lose nothing', async () => {
    const a = await site.open('/');
    const b = await site.open('/');
    const ids = TOOLS.map((t) => t.id);
    const click = (page: Page, id: string) => page.$eval(`.tool-grid [data-tool-id="${id}"] .star-button`, (el) => (el as HTMLElement).click());
    for (let i = 0; i + 1 < ids.length; i += 2) await Promise.all([click(a, ids[i]!), click(b, ids[i + 1]!)]);
    const expected = ids.slice(0, ids.length - (ids.length % 2)).sort();
    await sleep(1500);
    const fresh = await site.open('/');
    await until(fresh, (n) => document.querySelectorAll('.star-button[aria-label="Retirer des favoris"]').length >= n, {}, expected.length);
    expect((await starred(fresh)).sort()).toEqual(expected);
    await a.bringToFront();
    await until(a, (n) => document.querySelectorAll('.star-button[aria-label="Retirer des favoris"]').length === n, {}, expected.length);
  });

  it('with localStorage full, saved favourites stay visible and a refused star rolls back with a French notice', async () => {
    const first = await site.open('/');
    await first.evaluate(() => localStorage.clear());
    await first.reload({ waitUntil: 'load' });
    await first.waitForSelector('html[data-ready="true"]');
    await first.click('[data-tool-id="cpm"] .star-button');
    await until(first, () => localStorage.getItem('outilo:fav:cpm')?.includes('"on":true'));
    const page = await site.browser.newPage();
    await page.evaluateOnNewDocument(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    try {
      await page.bringToFront();
      await page.waitForSelector('[data-tool-id="cpm"] .star-button[aria-label="Retirer des favoris"]');
      await page.click('[data-tool-id="cpc"] .star-button');
      await page.waitForSelector('.favourites-notice');
      // Full storage: no « try again in a moment », which cannot help; what frees space instead.
      expect(await alerts(page)).toContain(
        'Le stockage de votre navigateur est plein. Votre dernier changement de favori n’a pas pu être enregistré : l’étoile a repris son état précédent. Libérez de la place, par exemple avec « Réinitialiser » sur un outil où vous avez collé un long texte, puis réessayez.',
      );
      expect(await page.$('[data-tool-id="cpc"] .star-button[aria-label="Ajouter aux favoris"]')).not.toBeNull();
      expect(await page.$('[data-tool-id="cpm"] .star-button[aria-label="Retirer des favoris"]')).not.toBeNull();
      for (const id of ['cpa', 'vat']) await page.click(`[data-tool-id="${id}"] .star-button`);
      await until(page, () => document.querySelector('.favourites-notice')?.textContent?.includes('Vos 3\u00a0derniers changements de favoris'));
      expect(await starred(page)).toEqual(['cpm']);
    } finally {
      await page.close();
    }
  });

  it('a star whose tab is closed right after the click is kept', async () => {
    const page = await site.open('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]');
    await page.$eval('[data-tool-id="slug"] .star-button', (el) => (el as HTMLElement).click());
    await page.close();
    const fresh = await site.open('/');
    await fresh.waitForSelector('[data-tool-id="slug"] .star-button[aria-label="Retirer des favoris"]');
    expect(await starred(fresh)).toEqual(['slug']);
  });

  it('an open page follows stars removed by another tab, a cleared storage included', async () => {
    const page = await site.open('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]');
    for (const id of ['vat', 'cpc', 'cpm']) await page.click(`[data-tool-id="${id}"] .star-button`);
    const other = await site.open('/');
    await until(other, () => document.querySelectorAll('.star-button[aria-label="Retirer des favoris"]').length === 3);
    await other.click('[data-tool-id="vat"] .star-button');
    await page.bringToFront();
    await until(page, () => document.querySelectorAll('.star-button[aria-label="Retirer des favoris"]').length === 2);
    await other.evaluate(() => localStorage.clear());
    await until(page, () => document.querySelectorAll('.star-button[aria-label="Retirer des favoris"]').length === 0);
  });
});

describe('website: EUR/USD under a request that never answers', () => {
  it('shows the error and the last good rate after the time-out, instead of « Chargement… » forever', async () => {
    const first = await site.open('/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: () => ecbRate(1.0842, '2026-11-20') } });
    await until(first, () => document.body.innerText.includes('1,0842'));
    const page = await site.open('/convertisseur-euro-dollar/', { mocks: { [RATE_PROVIDER]: () => null } });
    await until(page, (msg) => document.body.innerText.includes(msg), { timeout: 20_000 }, RATE_ERROR);
    expect(await page.evaluate(() => document.body.innerText)).toContain('1,0842');
  }, 40_000);
});

describe('website: honest pages', () => {
  it('no sample testimonial is shown; the changelog names only tools that exist; the legal notice tells the truth', async () => {
    const home = await site.open('/');
    expect(await home.$('.testimonials')).toBeNull();
    const changelog = await home.$$eval('.changelog li', (els) => els.map((el) => el.textContent ?? ''));
    expect(changelog.length).toBeGreaterThan(3);
    const legal = await site.open('/mentions-legales');
    const body = await legal.evaluate(() => document.body.innerText);
    expect(body).toContain('ne dépose aucun cookie et ne charge aucun outil de mesure d’audience');
  });

  it('the install pop-up: the configured store page, on the home page only, never on a phone', async () => {
    const store = process.env.VITE_EXTENSION_STORE_URL;
    const home = await site.open('/');
    if (!store) {
      await sleep(6000);
      expect(await home.$('.promo, .promo-reopen')).toBeNull();
      return;
    }
    await home.waitForSelector('.promo[role="dialog"]', { timeout: 10_000 });
    expect(await home.$eval('.promo a', (a) => (a as HTMLAnchorElement).href)).toBe(store);

    const tool = await site.open('/ttc-ht/');
    await sleep(6000);
    expect(await tool.$('.promo[role="dialog"]')).toBeNull();
    // Its small reopen button sits at the end of the page there, not over the tool.
    expect(await tool.$eval('.promo-reopen', (el) => getComputedStyle(el).position)).toBe('static');

    const phone = await site.browser.newPage();
    try {
      await phone.emulate({
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        viewport: { width: 390, height: 844, isMobile: true, hasTouch: true },
      });
      await phone.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'userAgentData', { value: { mobile: true, brands: [{ brand: 'Google Chrome' }] } }));
      await phone.goto(`${site.url}/`, { waitUntil: 'load' });
      await sleep(6000);
      expect(await phone.$('.promo, .promo-reopen')).toBeNull();
    } finally {
      await phone.close();
    }
  }, 60_000);
});
