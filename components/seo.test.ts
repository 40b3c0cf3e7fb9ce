import { describe, expect, it } from 'vitest';
import { SEO, TOOLS } from '../tools/index';
import { indexablePaths, pageMeta } from './seo';

describe('pageMeta', () => {
  it('gives every tool a canonical path with a slash, its page title, its SEO texts and a free WebApplication offer', () => {
    for (const tool of TOOLS) {
      const seo = SEO.find((entry) => entry.tool === tool)!;
      for (const path of [tool.path, tool.path.replace(/\/$/, '')]) {
        const meta = pageMeta(SEO, path);
        expect(meta.kind).toBe('tool');
        expect(meta.canonicalPath).toBe(tool.path);
        expect(meta).toMatchObject({ title: `${tool.pageTitle} | Outilo`, description: seo.description, keywords: seo.keywords });
        expect(meta.noindex).toBe(false);
        expect(meta.jsonLd).toMatchObject({ '@type': 'WebApplication', offers: { price: '0', priceCurrency: 'EUR' } });
      }
    }
  });

  it('marks the legal page and unknown pages noindex', () => {
    expect(pageMeta(SEO, '/mentions-legales')).toMatchObject({ kind: 'legal', noindex: true, canonicalPath: '/mentions-legales' });
    expect(pageMeta(SEO, '/mentions-legales/')).toMatchObject({ kind: 'legal' });
    expect(pageMeta(SEO, '/inconnu')).toMatchObject({ kind: 'not-found', noindex: true, title: 'Page introuvable | Outilo' });
  });

  it('lists the home page and every tool as indexable', () => {
    expect(indexablePaths(SEO)).toEqual(['/', ...TOOLS.map((t) => t.path)]);
  });
});

describe('the tools’ SEO texts', () => {
  it('give every tool a page title, a description and keywords', () => {
    for (const { tool, description, keywords } of SEO) {
      expect(tool.pageTitle.length, tool.id).toBeGreaterThan(10);
      expect(description.length, tool.id).toBeGreaterThan(50);
      expect(keywords.length, tool.id).toBeGreaterThan(0);
    }
  });
});
