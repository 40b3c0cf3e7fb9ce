import type { CategoryId, ListedTool } from '../../tools/types';

/** Lowercase, accents removed, punctuation turned into spaces: `Coût / clic` → `cout clic`. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when a and b differ by at most one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(i) === longer.slice(i + 1);
}

/**
 * What the search reads of a tool (the background's omnibox has these fields only, not the views): its own
 * keywords, or those of the keyword table given to filterTools (tools/keywords.ts, loaded on demand).
 */
export type SearchableTool = Pick<ListedTool, 'id' | 'title' | 'description' | 'categories'> & { keywords?: readonly string[] };

export type KeywordTable = Readonly<Record<string, readonly string[]>>;

function searchableWords(tool: SearchableTool, keywords?: KeywordTable): { text: string; words: string[] } {
  const text = normalise([tool.title, tool.description, ...(tool.keywords ?? keywords?.[tool.id] ?? [])].join(' '));
  return { text, words: text.split(' ') };
}

/** A query word matches if it appears inside the tool's text, or is one typo away from one of its words (or their start). */
function wordMatches(queryWord: string, tool: { text: string; words: string[] }): boolean {
  if (tool.text.includes(queryWord)) return true;
  if (queryWord.length < 4) return false;
  return tool.words.some(
    (word) => withinOneEdit(queryWord, word) || (word.length > queryWord.length && withinOneEdit(queryWord, word.slice(0, queryWord.length))),
  );
}

/**
 * The home page filter: case- and accent-insensitive, every word of the query must match the tool's title,
 * description or keywords (one typo tolerated in words of 4 letters or more), combined with the category.
 */
export function filterTools<T extends SearchableTool>(tools: readonly T[], query: string, category: CategoryId | 'all', keywords?: KeywordTable): T[] {
  const queryWords = normalise(query).split(' ').filter(Boolean);
  return tools.filter((tool) => {
    if (category !== 'all' && !tool.categories.includes(category)) return false;
    if (queryWords.length === 0) return true;
    const searchable = searchableWords(tool, keywords);
    return queryWords.every((word) => wordMatches(word, searchable));
  });
}

/** Favourites first (in the order they were added), then the others in registry order. */
export function favouritesFirst<T extends { id: string }>(tools: readonly T[], favourites: readonly string[]): T[] {
  const rank = (tool: T) => {
    const index = favourites.indexOf(tool.id);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  return tools
    .map((tool, index) => ({ tool, index }))
    .sort((a, b) => rank(a.tool) - rank(b.tool) || a.index - b.index)
    .map(({ tool }) => tool);
}
