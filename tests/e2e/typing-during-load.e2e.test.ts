import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { probeTool, throttledLoad } from '../../scripts/bench/page.mjs';
import { TOOLS } from '../../tools/index';
import { collectErrors, guardOrigins } from './browser';
import { ecbRate, RATE_PROVIDER, useBrowser } from './site';

const site = useBrowser();

/**
 * Tools where typing the first field's example changes nothing they show, and why: what a visitor types in them
 * during the load is kept by the same code (site/earlyInput.ts) that the other tools' cases prove.
 */
const NOTHING_TO_SHOW: Record<string, string> = {
  'ab-test': 'a result needs the visitors and conversions of both versions',
  'image-compressor': 'it takes files, nothing is typed',
  'webp-to-jpg': 'it takes files, nothing is typed',
  'date-difference': 'its fields are date pickers',
  'password-generator': 'its settings are sliders and boxes to tick, nothing is typed',
};

/**
 * A visitor on a slow phone types in a tool's first field as soon as the page is painted, before its code has
 * started (Slow 4G, 4× CPU, a cold cache, as `npm run bench` loads it): once the code runs, the tool shows what the
 * same keys give on a started page. The bench's own helpers (scripts/bench/page.mjs) find the field, type and read.
 */
describe('website: what is typed while a tool page loads is kept', () => {
  it.each(TOOLS.map((tool) => [tool.path, tool.id] as const))('%s', async (path, id) => {
    const foreign: string[][] = [];
    const errors: string[][] = [];
    const prepare = async (page: Page) => {
      errors.push(collectErrors(page));
      foreign.push(await guardOrigins(page, [site.url], { [RATE_PROVIDER]: () => ecbRate() }));
    };
    const tool = await probeTool(site.browser, site.url + path, { prepare });
    expect(foreign.flat(), 'requests to other origins').toEqual([]);
    if (tool.result === null) {
      expect(NOTHING_TO_SHOW[id], `${path}: typing its first field's example shows nothing`).toBeDefined();
      return;
    }
    const load = await throttledLoad(site.browser, site.url + path, tool, { prepare });
    expect(load.computed, `${path}: the result of what was typed during the load`).not.toBeNull();
    expect(foreign.flat(), 'requests to other origins').toEqual([]);
    expect(errors.flat(), 'page errors').toEqual([]);
  }, 120_000);
});
