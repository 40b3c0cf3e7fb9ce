import { describe, expect, it } from 'vitest';
import { DEFAULT_SLUG_OPTIONS } from '../../components/lib/slugify';
import { slugJob } from './slug';

describe('slugJob: what the slug tool shows for a text', () => {
  const options = DEFAULT_SLUG_OPTIONS;

  it('gives the slug of the whole text, or one slug per line', () => {
    expect(slugJob({ text: 'L’été à Paris', options, perLine: false })).toEqual({ slug: 'l-ete-a-paris', slugs: [] });
    expect(slugJob({ text: 'Titre un\n\nCrème & Co', options, perLine: true })).toEqual({ slug: '', slugs: ['titre-un', '', 'creme-et-co'] });
  });

  it('says why a text gives an empty slug: nothing but stop words, or nothing usable', () => {
    expect(slugJob({ text: 'le de la', options: { ...options, removeStopWords: true }, perLine: false })).toEqual({ slug: '', slugs: [], empty: 'stop-words' });
    expect(slugJob({ text: '!!! ???', options, perLine: false })).toEqual({ slug: '', slugs: [], empty: 'nothing-usable' });
    expect(slugJob({ text: '   ', options, perLine: false })).toEqual({ slug: '', slugs: [] });
  });
});
