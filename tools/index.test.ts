import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../components/tool/categories';
import { PAGES, SEO, TOOLS } from './index';

describe('the index of the tools (tools/index.ts)', () => {
  it('lists each tool from its own folder, named after its id: its data, page and SEO texts from its meta.ts', async () => {
    for (const [index, tool] of TOOLS.entries()) {
      const own = (await import(`./${tool.id}/meta.ts`).catch(() => undefined)) as Record<string, unknown> | undefined;
      const where = `tool « ${tool.id} »: its meta.ts must be tools/${tool.id}/meta.ts, in a folder named after its id`;
      expect(own?.default, where).toBe(tool);
      expect(own?.page, `${where}, and its line in PAGES at the same place as in TOOLS`).toBe(PAGES[index]);
      expect(own?.seo, `${where}, and its line in SEO at the same place as in TOOLS`).toBe(SEO[index]);
    }
    expect(PAGES).toHaveLength(TOOLS.length);
    expect(SEO).toHaveLength(TOOLS.length);
  });

  it('gives the page and the SEO texts of each tool its own data', () => {
    for (const [index, tool] of TOOLS.entries()) {
      expect(PAGES[index]!.tool, tool.id).toBe(tool);
      expect(SEO[index]!.tool, tool.id).toBe(tool);
    }
  });

  it('gives each tool its own id and path', () => {
    expect(new Set(TOOLS.map((tool) => tool.id)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((tool) => tool.path)).size).toBe(TOOLS.length);
    for (const tool of TOOLS) {
      expect(tool.id, tool.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(tool.path, tool.id).toMatch(/^\/[a-z0-9]+(-[a-z0-9]+)*\/$/);
    }
  });

  it('gives each a description, known categories and an icon', () => {
    const categories = new Set<string>(CATEGORIES.map((category) => category.id));
    for (const [index, tool] of TOOLS.entries()) {
      expect(tool.description.length, tool.id).toBeGreaterThan(30);
      expect(tool.categories.length, tool.id).toBeGreaterThan(0);
      for (const category of tool.categories) expect(categories.has(category), `${tool.id}: ${category}`).toBe(true);
      expect(PAGES[index]!.icon, tool.id).toBeTruthy();
    }
  });

  it('loads each tool’s view from its meta.ts', async () => {
    for (const { tool, view } of PAGES) expect(typeof (await view()).default, tool.id).toBe('function');
  });

  it('keeps the data of every tool plain values, which the extension’s service worker reads', () => {
    const isPlain = (value: unknown): boolean =>
      ['string', 'number', 'boolean', 'undefined'].includes(typeof value) ||
      (Array.isArray(value) && value.every(isPlain)) ||
      (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlain));
    for (const { contextMenu, ...data } of TOOLS) {
      expect(isPlain(data), data.id).toBe(true);
      if (contextMenu) {
        expect(contextMenu.title, data.id).toMatch(/^[A-ZÀ-Ÿ]/);
        const inputs = contextMenu.inputs('Un texte choisi');
        expect(Object.values(inputs).length, data.id).toBeGreaterThan(0);
        for (const value of Object.values(inputs)) expect(typeof value, data.id).toBe('string');
      }
    }
  });
});
