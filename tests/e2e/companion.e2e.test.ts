import { describe, expect, it } from 'vitest';
import { useBrowser } from './site';
import { until } from './browser';

// On the website: the popup's keyboard-first launcher shares the home's search (ToolBrowser), which keeps
// its website behaviour: no focus taken on load, Enter and the arrows left to the browser.
const web = useBrowser();

describe('website home: the shared search stays a page search', () => {
  it('does not take the focus and does not open a tool on Enter', async () => {
    const page = await web.open('/');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.click('input[type="search"]');
    await page.keyboard.type('tva');
    await until(page, () => document.querySelectorAll('.tool-grid > li').length === 1);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('search');
  });

  it('offers no « Utiliser l’adresse de l’onglet » in the UTM builder (a web page cannot read the tab)', async () => {
    const page = await web.open('/utm-builder/');
    await page.waitForSelector('h1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.$('.tab-url-button')).toBeNull();
  });
});
