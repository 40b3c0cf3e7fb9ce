import { onlyStopWords, slugify, slugifyLines, type SlugOptions } from '../../components/lib/slugify';

/** What the slug tool computes for a text (in its worker for a long one), by the rules of components/lib/slugify.ts. */
export interface SlugJob {
  text: string;
  options: SlugOptions;
  /** One slug per line (a column of titles) rather than one slug for the whole text. */
  perLine: boolean;
}

export interface SlugOutcome {
  /** The slug of the whole text ('' in the per-line mode). */
  slug: string;
  /** The slug of each line (the per-line mode only). */
  slugs: string[];
  /** Why the slug is empty although the text is not: nothing but stop words, or no letter nor digit. */
  empty?: 'stop-words' | 'nothing-usable';
}

export const EMPTY_SLUG_OUTCOME: SlugOutcome = { slug: '', slugs: [] };

export function slugJob({ text, options, perLine }: SlugJob): SlugOutcome {
  if (perLine) return { slug: '', slugs: slugifyLines(text, options) };
  const slug = slugify(text, options);
  if (slug !== '' || text.trim() === '') return { slug, slugs: [] };
  return { slug, slugs: [], empty: onlyStopWords(text, options) ? 'stop-words' : 'nothing-usable' };
}
