import type { CategoryId, ToolData } from '../tool/types';

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

/** What the search reads of a tool: its data (tools/<id>/meta.ts), which the background's omnibox has too. */
export type SearchableTool = Pick<ToolData, 'id' | 'title' | 'description' | 'categories' | 'searchTerms'>;

/**
 * How well a tool matches, best first (DECISIONS.md, « Search order »): every word of the query in its title, then in
 * its title or description, then anywhere including its keywords and synonyms, then with one typo.
 */
export const MatchRank = { Title: 0, Description: 1, Keywords: 2, Typo: 3 } as const;
export type MatchRank = (typeof MatchRank)[keyof typeof MatchRank];

interface SearchableText {
  title: string;
  description: string;
  keywords: string;
  words: string[];
}

function searchableText(tool: SearchableTool): SearchableText {
  const title = normalise(tool.title);
  const description = normalise(tool.description);
  const synonyms = normalise(tool.searchTerms.join(' '));
  return { title, description, keywords: synonyms, words: [title, description, synonyms].join(' ').split(' ').filter(Boolean) };
}

/**
 * The best field a query word appears in, or one typo away from one of the tool's words (or their start) for words of
 * 4 letters or more; null when it matches nowhere.
 */
function wordRank(queryWord: string, tool: SearchableText): MatchRank | null {
  if (tool.title.includes(queryWord)) return MatchRank.Title;
  if (tool.description.includes(queryWord)) return MatchRank.Description;
  if (tool.keywords.includes(queryWord)) return MatchRank.Keywords;
  if (queryWord.length < 4) return null;
  const typo = tool.words.some(
    (word) => withinOneEdit(queryWord, word) || (word.length > queryWord.length && withinOneEdit(queryWord, word.slice(0, queryWord.length))),
  );
  return typo ? MatchRank.Typo : null;
}

/** A tool's rank for a query: that of its worst-matching word; null when a word matches nowhere. */
export function matchRank(tool: SearchableTool, query: string): MatchRank | null {
  const queryWords = normalise(query).split(' ').filter(Boolean);
  const text = searchableText(tool);
  let rank: MatchRank = MatchRank.Title;
  for (const word of queryWords) {
    const found = wordRank(word, text);
    if (found === null) return null;
    if (found > rank) rank = found;
  }
  return rank;
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

/**
 * The tools a search shows, in the order of the home list, the popup (whose Enter opens the first) and the omnibox:
 * by match rank (title, description, keywords, typo), favourites first within a rank in the order they were added,
 * then registry order. Without a query, every tool of the category, favourites first.
 */
export function searchTools<T extends SearchableTool>(
  tools: readonly T[],
  query: string,
  category: CategoryId | 'all',
  favourites: readonly string[] = [],
): T[] {
  const ranks = new Map<T, MatchRank>();
  for (const tool of tools) {
    const rank = category === 'all' || tool.categories.includes(category) ? matchRank(tool, query) : null;
    if (rank !== null) ranks.set(tool, rank);
  }
  // A stable sort by rank keeps, within each rank, the favourites-first order.
  return favouritesFirst([...ranks.keys()], favourites).sort((a, b) => ranks.get(a)! - ranks.get(b)!);
}
