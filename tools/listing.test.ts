import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { TOOL_KEYWORDS } from './keywords';
import { LISTED_TOOLS } from './listing';
import { TOOLS } from './registry';
import { TOOLS as ROUTES } from './routes';

describe('the tables the pages load, derived from the tools’ meta.ts', () => {
  it('list every tool, once, in the registry’s order', () => {
    const ids = TOOLS.map((tool) => tool.id);
    expect(ROUTES.map((tool) => tool.id)).toEqual(ids);
    expect(LISTED_TOOLS.map((tool) => tool.id)).toEqual(ids);
    expect(Object.keys(TOOL_KEYWORDS)).toEqual(ids);
  });

  it('carry each tool’s own fields', () => {
    for (const [index, tool] of TOOLS.entries()) {
      const { id, path, title, popup, description, categories, icon } = tool;
      expect(LISTED_TOOLS[index], id).toMatchObject({ id, path, title, popup, description, categories, icon });
      expect(TOOL_KEYWORDS[id], id).toEqual(tool.searchTerms);
    }
  });

  it('give each a description, known categories and an icon', () => {
    const categories = new Set<string>(CATEGORIES.map((category) => category.id));
    for (const tool of LISTED_TOOLS) {
      expect(tool.description.length, tool.id).toBeGreaterThan(30);
      expect(tool.categories.length, tool.id).toBeGreaterThan(0);
      for (const category of tool.categories) expect(categories.has(category), `${tool.id}: ${category}`).toBe(true);
      expect(tool.icon, tool.id).toBeTruthy();
    }
  });

  it('keep the listing out of the routes, which every page runs', () => {
    for (const tool of ROUTES) for (const field of ['description', 'categories', 'icon', 'searchTerms']) expect(tool, tool.id).not.toHaveProperty(field);
  });
});
