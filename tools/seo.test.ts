import { describe, expect, it } from 'vitest';
import { TOOL_KEYWORDS } from './keywords';
import { LISTED_TOOLS } from './listing';
import { TOOL_PAGE_TITLES } from './pageTitles';
import { TOOLS } from './registry';
import { TOOLS as ROUTES } from './routes';

describe('SEO data of the tools', () => {
  it('gives every tool a page title, a description and keywords', () => {
    for (const { id, seo } of TOOLS) {
      expect(seo.title.length, id).toBeGreaterThan(10);
      expect(seo.description.length, id).toBeGreaterThan(50);
      expect(seo.keywords.length, id).toBeGreaterThan(0);
    }
  });

  it('keeps the descriptions and keywords out of every table the pages load', () => {
    const client = JSON.stringify([ROUTES, LISTED_TOOLS, TOOL_KEYWORDS, TOOL_PAGE_TITLES]);
    for (const { id, seo } of TOOLS) {
      expect(client.includes(JSON.stringify(seo.description)), id).toBe(false);
      expect(client.includes(JSON.stringify(seo.keywords)), id).toBe(false);
    }
  });

  it('loads the page titles on their own, by path', () => {
    expect(TOOL_PAGE_TITLES).toEqual(Object.fromEntries(TOOLS.map((tool) => [tool.path, tool.seo.title])));
    for (const tool of ROUTES) expect(tool).not.toHaveProperty('seo');
  });
});
