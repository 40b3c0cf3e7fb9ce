import { describe, expect, it } from 'vitest';
import { lineAt, lineTotal, type LineList } from '../../components/data/lineList';
import { DEFAULT_SLUG_OPTIONS } from '../../components/lib/slugify';
import { slugJob } from './slug';

const linesOf = (list: LineList) => Array.from({ length: lineTotal(list) }, (_, index) => lineAt(list, index));

describe('slugJob: what the slug tool shows for a text', () => {
  const options = DEFAULT_SLUG_OPTIONS;

  it('gives the slug of the whole text, or one slug per line beside its title', () => {
    const whole = slugJob({ text: 'L’été à Paris', options, perLine: false });
    expect(whole).toMatchObject({ slug: 'l-ete-a-paris', made: 0 });
    expect(lineTotal(whole.slugs)).toBe(0);
    const lines = slugJob({ text: 'Titre un\n\nCrème & Co\n\n', options, perLine: true });
    expect(lines).toMatchObject({ slug: '', made: 2 });
    expect(linesOf(lines.slugs)).toEqual(['titre-un', '', 'creme-et-co']);
    expect(linesOf(lines.titles)).toEqual(['Titre un', '', 'Crème & Co']);
  });

  it('reports its progress through a long list', () => {
    const fractions: number[] = [];
    const text = Array.from({ length: 25_000 }, (_, i) => `Produit ${i % 500}`).join('\n');
    expect(slugJob({ text, options, perLine: true }, (fraction) => fractions.push(fraction)).made).toBe(25_000);
    expect(fractions).toEqual([0, 0.4, 0.8]);
  });

  it('says why a text gives an empty slug: nothing but stop words, or nothing usable', () => {
    expect(slugJob({ text: 'le de la', options: { ...options, removeStopWords: true }, perLine: false })).toMatchObject({ slug: '', empty: 'stop-words' });
    expect(slugJob({ text: '!!! ???', options, perLine: false })).toMatchObject({ slug: '', empty: 'nothing-usable' });
    expect(slugJob({ text: '   ', options, perLine: false })).not.toHaveProperty('empty');
  });
});
