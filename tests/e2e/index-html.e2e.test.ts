import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../tools/index';
import { WEB_DIR } from './browser';
import { ecbRate, fill, RATE_PROVIDER, text, useBrowser, waitResult } from './site';

const site = useBrowser();

describe('website: a page’s file (/index.html, /ttc-ht/index.html) shows the page it names', () => {
  it('/index.html is the home page, read as /', async () => {
    const page = await site.open('/index.html');
    expect(await text(page, 'h1')).toBe('Les calculateurs du marketing et de l’e-commerce, en français');
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    await page.waitForSelector('.tool-grid');
  });

  it('/ttc-ht/index.html is the tool, read as /ttc-ht/, its query kept, and computes', async () => {
    const page = await site.open('/ttc-ht/index.html?montant=240');
    expect(await text(page, 'h1')).toBe('Calculateur TTC / HT');
    expect(await page.evaluate(() => location.pathname + location.search)).toBe('/ttc-ht/?montant=240');
    await waitResult(page, '200,00 €');
    await fill(page, 'Montant TTC', '120');
    await waitResult(page, '100,00 €');
  });

  it.each(TOOLS.map((tool) => [`${tool.path}index.html`, tool.title] as const))('%s shows « %s », not « Page introuvable »', async (path, title) => {
    const page = await site.open(path, { mocks: { [RATE_PROVIDER]: () => ecbRate() } });
    expect(await text(page, 'h1')).toBe(title);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('Page introuvable');
  });
});

describe('website: a page’s file asks for its stylesheet first', () => {
  // The first paint waits for the stylesheet alone: asked for after a dozen scripts, it waits for one of an HTTP/1.1
  // host's six connections, a round trip later on a phone. After the theme's inline script, which it would hold up.
  it.each(['/', ...TOOLS.map((tool) => tool.path), '/mentions-legales/'])('%s', (path) => {
    const head = readFileSync(join(WEB_DIR, path, 'index.html'), 'utf8').split('</head>')[0]!;
    const tags = [...head.matchAll(/<script(?: type="module")?|<link rel="(?:stylesheet|modulepreload)"/g)].map(([tag]) => tag);
    expect(tags.filter((tag) => tag.includes('stylesheet'))).toHaveLength(1);
    expect(tags.slice(0, 2)).toEqual(['<script', '<link rel="stylesheet"']);
  });
});
