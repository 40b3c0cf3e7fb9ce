import type { Page } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { clickText, expectNoBrokenNumber, fill, hasHorizontalScroll, RESULT, text, useBrowser } from './site';

// Issue 3, part A in the extension: the full-tab page (hash routes) and the popup, where all four run inline.
const ext = useBrowser({ extension: true });

/** Per tool: its title, the mode to pick, the values to type and the main figure expected. */
const SCENARIOS: Record<string, { title: string; modes?: string[]; values: [string, string][]; expected: string }> = {
  '/ab-test/': {
    title: 'Calculateur de test A/B',
    values: [
      ['Visiteurs A', '10 000'],
      ['Conversions A', '200'],
      ['Visiteurs B', '10 000'],
      ['Conversions B', '250'],
    ],
    expected: 'La variante B est gagnante',
  },
  '/taux-conversion/': {
    title: 'Calculateur de taux de conversion',
    values: [
      ['Nombre de conversions', '25'],
      ['Nombre de visiteurs', '1 000'],
    ],
    expected: '2,50 %',
  },
  '/pourcentage/': {
    title: 'Calculateur de pourcentage',
    modes: ['Calculer une valeur'],
    values: [
      ['Pourcentage', '15'],
      ['Nombre de départ', '2 400'],
    ],
    expected: '360,00',
  },
  '/valeur-pourcentage/': {
    title: 'Calculateur de remise et de marge',
    modes: ['Marge commerciale'],
    values: [
      ['Prix de vente HT', '30'],
      ['Prix d’achat HT', '15'],
    ],
    expected: '15,00 €',
  },
};

/** Opens a tool in the full-tab page and waits for its lazily loaded form. */
async function openTool(path: string): Promise<Page> {
  const page = await ext.openExtension(`options.html#${path}`);
  await page.waitForSelector('.tool__body input', { timeout: 10_000 });
  return page;
}

async function run(page: Page, path: string) {
  const scenario = SCENARIOS[path]!;
  expect(await text(page, 'h1')).toBe(scenario.title);
  for (const mode of scenario.modes ?? []) await clickText(page, mode);
  for (const [label, value] of scenario.values) await fill(page, label, value);
  expect(await text(page, RESULT)).toBe(scenario.expected);
}

describe('extension full-tab page: issue 3 part A', () => {
  it.each(Object.keys(SCENARIOS))('%s computes on its hash route', async (path) => {
    const page = await openTool(path);
    await run(page, path);
    expect(await text(page, '.breadcrumb')).toMatch(new RegExp(`^Accueil\\s*${SCENARIOS[path]!.title.replace('/', '\\/')}$`));
  });

  it('A/B test: winner, confidence and the conversions-above-visitors error', async () => {
    const page = await openTool('/ab-test/');
    await run(page, '/ab-test/');
    expect(await text(page, '[data-testid="rate-a"]')).toBe('2,00 %');
    expect(await text(page, '[data-testid="rate-b"]')).toBe('2,50 %');
    await fill(page, 'Conversions B', '10 001');
    expect(await text(page, '.field__error')).toBe('Le nombre de conversions ne peut pas dépasser le nombre de visiteurs');
    expect(await text(page, RESULT)).toBe('—');
  });

  it('discount: the computed value carries over between the two discount modes', async () => {
    const page = await openTool('/valeur-pourcentage/');
    await fill(page, 'Prix initial', '100');
    await fill(page, 'Taux de remise', '20');
    expect(await text(page, RESULT)).toBe('80,00 €');
    await clickText(page, 'Pourcentage de remise');
    expect(await text(page, RESULT)).toBe('20,00 %');
    await fill(page, 'Prix après remise', '75');
    expect(await text(page, RESULT)).toBe('25,00 %');
    await clickText(page, 'Prix remisé');
    expect(await text(page, RESULT)).toBe('75,00 €');
  });

  it('hostile input never shows NaN or Infinity', async () => {
    for (const path of Object.keys(SCENARIOS)) {
      const page = await openTool(path);
      for (const value of ['abc', ',', '-0', '-5', '1e308', '999999999999999999999999']) {
        for (const [label] of SCENARIOS[path]!.values) {
          if (SCENARIOS[path]!.modes) await clickText(page, SCENARIOS[path]!.modes![0]!);
          await fill(page, label, value);
          await expectNoBrokenNumber(page);
        }
      }
    }
  }, 120_000);
});

describe('extension popup: issue 3 part A runs inline', () => {
  it.each(Object.keys(SCENARIOS))('%s opens and computes inside the popup, without horizontal scroll', async (path) => {
    const id = { '/ab-test/': 'ab-test', '/taux-conversion/': 'conversion', '/pourcentage/': 'percentage', '/valeur-pourcentage/': 'percentage-value' }[path]!;
    const popup = await ext.openPopupTool(id, { waitFor: '.tool__body input' });
    await run(popup, path);
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await popup.$eval('a.popup-link[target="_blank"]', (a) => (a as HTMLAnchorElement).href)).toBe(`${ext.extensionUrl}/options.html#${path}`);
  });
});
