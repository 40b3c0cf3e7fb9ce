import { describe, expect, it } from 'vitest';
import { TOOLS } from '../tools/registry';
import { indexablePaths, pageMeta } from './seo';

describe('pageMeta', () => {
  it('gives every tool a canonical path with a slash, a title and a free WebApplication offer', () => {
    for (const tool of TOOLS) {
      for (const path of [tool.path, tool.path.replace(/\/$/, '')]) {
        const meta = pageMeta(path);
        expect(meta.kind).toBe('tool');
        expect(meta.canonicalPath).toBe(tool.path);
        expect(meta.noindex).toBe(false);
        expect(meta.jsonLd).toMatchObject({ '@type': 'WebApplication', offers: { price: '0', priceCurrency: 'EUR' } });
      }
    }
  });

  it('marks the legal page and unknown pages noindex', () => {
    expect(pageMeta('/mentions-legales')).toMatchObject({ kind: 'legal', noindex: true, canonicalPath: '/mentions-legales' });
    expect(pageMeta('/mentions-legales/')).toMatchObject({ kind: 'legal' });
    expect(pageMeta('/inconnu')).toMatchObject({ kind: 'not-found', noindex: true });
  });

  it('lists the home page and every tool as indexable', () => {
    expect(indexablePaths()).toEqual(['/', ...TOOLS.map((t) => t.path)]);
  });
});
