import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { LISTED_TOOLS, TOOL_LISTINGS } from './listing';
import { TOOLS } from './registry';

describe('the tools’ listings (tools/listing.ts)', () => {
  it('list every registry tool, once, and name no other', () => {
    expect(Object.keys(TOOL_LISTINGS).sort()).toEqual(TOOLS.map((tool) => tool.id).sort());
    expect(LISTED_TOOLS.map((tool) => tool.id)).toEqual(TOOLS.map((tool) => tool.id));
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

  it('stay out of the registry, which every page runs', () => {
    for (const tool of TOOLS) for (const field of ['description', 'categories', 'icon']) expect(tool, tool.id).not.toHaveProperty(field);
  });
});
