import { EMPTY_LINES, lineListOf, type LineList } from '../../components/data/lineList';
import { onlyStopWords, slugify, slugifyLineList, titleLines, type SlugOptions } from '../../components/lib/slugify';

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
  /** The slug of each line (the per-line mode only), line n for line n of the text. */
  slugs: LineList;
  /** The lines the slugs were made from, as typed. */
  titles: LineList;
  /** Lines that gave a slug (others stay blank). */
  made: number;
  /** Why the slug is empty although the text is not: nothing but stop words, or no letter nor digit. */
  empty?: 'stop-words' | 'nothing-usable';
}

export const EMPTY_SLUG_OUTCOME: SlugOutcome = { slug: '', slugs: EMPTY_LINES, titles: EMPTY_LINES, made: 0 };

export function slugJob({ text, options, perLine }: SlugJob, onProgress?: (fraction: number) => void): SlugOutcome {
  if (perLine) {
    const titles = titleLines(text);
    const slugs = slugifyLineList(titles, options, onProgress);
    const made = slugs.reduce((count, slug) => (slug === '' ? count : count + 1), 0);
    return { slug: '', slugs: lineListOf(slugs), titles: lineListOf(titles), made };
  }
  const slug = slugify(text, options);
  if (slug !== '' || text.trim() === '') return { ...EMPTY_SLUG_OUTCOME, slug };
  return { ...EMPTY_SLUG_OUTCOME, slug, empty: onlyStopWords(text, options) ? 'stop-words' : 'nothing-usable' };
}
