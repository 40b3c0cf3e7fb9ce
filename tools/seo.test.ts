import { describe, expect, it } from 'vitest';
import { TOOL_PAGE_TITLES } from './pageTitles';
import { TOOLS } from './registry';
import { TOOL_SEO } from './seo';

describe('build-time SEO data of the tools', () => {
  const ids = TOOLS.map((tool) => tool.id).sort();

  it('gives every registry tool a page title, a description and keywords, and names no other tool', () => {
    expect(Object.keys(TOOL_SEO).sort()).toEqual(ids);
    expect(Object.keys(TOOL_PAGE_TITLES).sort()).toEqual(ids);
    for (const id of ids) {
      expect(TOOL_PAGE_TITLES[id]!.length).toBeGreaterThan(10);
      expect(TOOL_SEO[id]!.description.length).toBeGreaterThan(50);
      expect(TOOL_SEO[id]!.keywords.length).toBeGreaterThan(0);
    }
  });

  it('keeps the descriptions out of the client registry', () => {
    for (const tool of TOOLS) expect(tool).not.toHaveProperty('seo');
  });
});
