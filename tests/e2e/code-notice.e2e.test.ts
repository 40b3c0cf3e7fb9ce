import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { CODE_NOTICE } from '../../components/tool/ToolFrame';
import { type MockResponse, until, waitReady, WEB_DIR } from './browser';
import { fill, text, useBrowser, waitResult } from './site';

const site = useBrowser();

/** The website's entry script, as the pre-rendered pages name it. */
const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(join(WEB_DIR, 'ttc-ht/index.html'), 'utf8'))![1]!;
const entryBody = readFileSync(join(WEB_DIR, entry), 'utf8');

const noticeShown = (page: Page, timeout = 15_000) => page.waitForSelector('.code-notice', { visible: true, timeout });
const noticeHidden = (page: Page) => page.waitForSelector('.code-notice', { hidden: true, timeout: 15_000 });

/**
 * Opens /ttc-ht/ with its entry script answered by `answer`, without waiting for the page's load (a script that does
 * not arrive holds it back).
 */
async function openWithEntry(answer: () => MockResponse | Promise<MockResponse> | null, tolerate?: RegExp): Promise<Page> {
  const page = await site.open('/robots.txt', { ready: false, mocks: { [site.url + entry]: answer }, tolerate });
  void page.goto(`${site.url}/ttc-ht/`, { timeout: 0 }).catch(() => {});
  // Polled in the page, not a handle: the reload a failed script triggers may replace the document meanwhile.
  await until(page, () => document.querySelector('h1') !== null);
  return page;
}

describe('website: the pre-rendered form of a page whose code does not run says it cannot compute yet', () => {
  it('its script fails to load: one reload (a deploy may have replaced it), then the notice at once, in French', async () => {
    const page = await openWithEntry(() => ({ status: 404, body: 'Not found', contentType: 'text/plain' }), /404/);
    // The reload may interrupt a wait, hence the tries.
    for (let attempt = 0; ; attempt++) {
      try {
        await until(page, () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload' && document.documentElement.dataset.code === 'failed', { timeout: 5000 });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    await noticeShown(page, 5000);
    expect(await text(page, '.code-notice')).toBe(CODE_NOTICE.replace(/\u00a0/g, ' '));
    expect(await page.evaluate(() => document.documentElement.dataset.code)).toBe('failed');
  });

  it('its script never arrives: the notice once the load time-out has passed', async () => {
    // Closing the page ends the request that hangs, which Chromium may log as a failed load.
    const page = await openWithEntry(() => null, /Failed to load resource/);
    expect(await page.$eval('.code-notice', (el) => getComputedStyle(el).display)).toBe('none');
    await noticeShown(page);
    expect(await text(page, '.code-notice')).toBe(CODE_NOTICE.replace(/\u00a0/g, ' '));
  });

  it('its script arrives late: the notice goes as soon as the code runs, and the tool computes', async () => {
    let release!: () => void;
    const late = new Promise<MockResponse>((resolve) => (release = () => resolve({ body: entryBody, contentType: 'text/javascript' })));
    const page = await openWithEntry(() => late);
    await noticeShown(page);
    release();
    await noticeHidden(page);
    await waitReady(page);
    expect(await page.evaluate(() => document.documentElement.dataset.code)).toBe('running');
    await fill(page, 'Montant TTC', '120');
    await waitResult(page, '100,00 €');
  });

  it('a normal load never shows it', async () => {
    const page = await site.open('/ttc-ht/');
    expect(await page.evaluate(() => document.documentElement.dataset.code)).toBe('running');
    expect(await page.$eval('.code-notice', (el) => getComputedStyle(el).display)).toBe('none');
    await fill(page, 'Montant TTC', '120');
    await waitResult(page, '100,00 €');
    expect(await page.$eval('.code-notice', (el) => getComputedStyle(el).display)).toBe('none');
  });
});
