import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../components/lib/random';
import { encodeReveal } from '../../tools/secret-santa/revealLink';
import { ROOT, until } from './browser';
import { clickText, text, useBrowser, waitText } from './site';

// The other e2e files test the build of `npm test`, which has no audience-measurement script. This one builds the
// website again with one configured (client, pre-rendering and its CSP; no service worker), about 15 s, to
// prove on the real pages that no third-party script runs where the address holds a secret (platform/secretAddresses.ts).
const ANALYTICS_ORIGIN = 'https://stats.example';
const ANALYTICS_SCRIPT = `${ANALYTICS_ORIGIN}/script.js`;
const BUILD = join(ROOT, 'dist/e2e-analytics');
const WEB = join(BUILD, 'web');
const run = promisify(execFile);

beforeAll(async () => {
  // Vitest's NODE_ENV (test) would give the build React's development code beside its production React DOM.
  const env = { ...process.env, NODE_ENV: 'production', VITE_ANALYTICS_SCRIPT_URL: ANALYTICS_SCRIPT };
  const vite = [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'site/vite.config.ts', '--logLevel', 'warn'];
  await run(process.execPath, [...vite, '--outDir', WEB], { cwd: ROOT, env });
  await run(process.execPath, [...vite, '--ssr', 'ssr.tsx', '--outDir', join(BUILD, 'ssr'), '--emptyOutDir'], { cwd: ROOT, env });
  await run(process.execPath, ['scripts/prerender.mjs', WEB, join(BUILD, 'ssr')], { cwd: ROOT, env });
}, 300_000);
afterAll(() => rm(BUILD, { recursive: true, force: true }));

const site = useBrowser({ webDir: WEB });
/**
 * This build has no service worker: a page left open long enough to register it (a few seconds after its load, as on
 * a busy machine) logs the 404 of `/sw.js`, which says nothing about the audience script.
 */
const open = (path: string, options: Parameters<typeof site.open>[1] = {}) =>
  site.open(path, { ...options, tolerate: /A bad HTTP response code \(404\) was received when fetching the script/ });

/** Answers the audience script's requests with a script that marks the page, and records them. */
function audience() {
  const requests: string[] = [];
  const mocks = {
    [ANALYTICS_ORIGIN]: (url: string) => {
      requests.push(url);
      return { body: 'window.__audience = true;', contentType: 'text/javascript' };
    },
  };
  return { requests, mocks };
}

/**
 * The page marks itself ready once the audience script is in it or never will be (site/main.tsx): without its element
 * then, no request to its origin can follow in this document.
 */
const loadsNoAudience = async (page: Page, requests: string[]) => {
  await page.waitForSelector('html[data-ready="true"]');
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => ({ script: document.querySelector('script[data-outilo-analytics]') !== null, ran: 'audience' in window }))).toEqual({
    script: false,
    ran: false,
  });
};

describe('website with an audience-measurement script', () => {
  it('loads it on an ordinary page, under the CSP (the setting is live in this build)', async () => {
    const { requests, mocks } = audience();
    const page = await open('/ttc-ht/', { mocks });
    await until(page, () => (window as { __audience?: boolean }).__audience === true);
    expect(requests).toEqual([ANALYTICS_SCRIPT]);
  });

  it('loads nothing foreign on a participant’s reveal link, which still reveals', async () => {
    const { requests, mocks } = audience();
    const fragment = encodeReveal({ giver: 'Marie', receiver: 'Paul', budget: 20 }, seededRandom(1));
    const page = await open(`/secret-santa/#${fragment}`, { mocks });
    await waitText(page, '#santa-reveal-title', 'Bonjour Marie,');
    await clickText(page, 'Révéler mon tirage');
    expect(await text(page, '[data-testid="santa-reveal-receiver"]')).toBe('Paul');
    await loadsNoAudience(page, requests);
  });

  it('loads nothing foreign on the Secret Santa page, where a reveal link may be pasted without a new document', async () => {
    const { requests, mocks } = audience();
    const page = await open('/secret-santa/', { mocks });
    await loadsNoAudience(page, requests);
    const fragment = encodeReveal({ giver: 'Zoé', receiver: 'Léo' }, seededRandom(2));
    await page.evaluate((hash) => {
      location.hash = hash;
    }, fragment);
    await waitText(page, '#santa-reveal-title', 'Bonjour Zoé,');
    await loadsNoAudience(page, requests);
  });

  it('loads nothing foreign while a Wi-Fi password given in the address is there, nor once it is taken out', async () => {
    const { requests, mocks } = audience();
    const page = await open('/qr-code/?type=wifi&reseau=Maison&mot-de-passe=s3cret', { mocks });
    await until(page, () => !location.search.includes('mot-de-passe'));
    expect(await page.evaluate(() => location.search)).toBe('?type=wifi&reseau=Maison');
    await loadsNoAudience(page, requests);
  });

  it('a page that runs it reaches the Secret Santa through a new document, without it, and other pages in place', async () => {
    const { requests, mocks } = audience();
    const page = await open('/', { mocks });
    await until(page, () => (window as { __audience?: boolean }).__audience === true);
    const mark = () =>
      page.evaluate(() => {
        (window as { __sameDocument?: boolean }).__sameDocument = true;
      });
    const sameDocument = () => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
    await mark();
    await page.click('[data-tool-id="vat"] .tool-card__link');
    await until(page, () => location.pathname === '/ttc-ht/');
    expect(await sameDocument()).toBe(true);
    await page.goBack();
    await page.waitForSelector('[data-tool-id="secret-santa"] .tool-card__link');
    requests.length = 0;
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('[data-tool-id="secret-santa"] .tool-card__link')]);
    await page.waitForSelector('html[data-ready="true"]');
    expect(await text(page, 'h1')).toBe('Générateur de Secret Santa');
    expect(await sameDocument()).toBe(false);
    await loadsNoAudience(page, requests);
  });

  it('the legal notice names the measurement and where it never runs', async () => {
    const page = await open('/mentions-legales', { mocks: audience().mocks });
    const legal = await text(page, 'article');
    expect(legal).toContain('une mesure d’audience anonymisée, chargée depuis stats.example');
    expect(legal.replace(/\s+/g, ' ')).toContain('Elle n’est jamais chargée sur la page du Secret Santa, dont les liens personnels portent un tirage dans leur adresse.');
  });
});
