/**
 * Word counter: reading and speaking time, the most frequent words with their density, and the
 * length gauges of a title tag, a meta description, a post on X and on LinkedIn. Pure logic.
 *
 * Rates (words per minute), stated in content.ts with their sources:
 * - reading: 238 words/min, the mean silent-reading rate of adults for non-fiction found by Brysbaert's
 *   meta-analysis (2019, Journal of Memory and Language 109, 104047: 190 studies, 17 887 readers). It is
 *   measured in English and used here for French as an order of magnitude (the tool says so);
 * - speaking: 150 words/min, the usual pace of a presentation or a voice-over, below the 183 words/min that
 *   the same meta-analysis gives for reading aloud (a talk pauses more than a read text).
 *
 * Stop words: the French list of the npm package `stopword` 3.1.5 (MIT licence, 168 words: the Snowball
 * project's French list, the one NLTK ships, plus être, avoir and faire), bundled with this tool only (the
 * other languages of the package are left out of the build). The larger stopwords-iso list (691 words) was
 * set aside: it counts words such as « naturel », « possible » or « premier » as empty, which would hide
 * « référencement naturel » from a keyword list.
 */
import { fra } from 'stopword';
import { formatMinutes } from '../../components/lib/number';
import { countWords, EMPTY_STATS, type WordStats } from './wordCounter';

export const READING_WORDS_PER_MINUTE = 238;
export const SPEAKING_WORDS_PER_MINUTE = 150;
/** Most frequent words listed. */
export const TOP_WORDS = 10;

const STOP_WORDS: ReadonlySet<string> = new Set(fra.map((w) => w.normalize('NFC').toLocaleLowerCase('fr').replace(/’/g, "'")));

/** Seconds to read or say `words` at `perMinute`, rounded to the second above (never 0 for a non-empty text). */
export function durationSeconds(words: number, perMinute: number): number {
  if (!Number.isFinite(words) || words <= 0) return 0;
  return Math.ceil((words * 60) / perMinute);
}

/** « 45 s », « 1 min 05 s », « 12 min » (whole minutes from 10 min up, rounded), no-break spaces. */
export function formatDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  if (s < 60) return `${s}\u00a0s`;
  if (s >= 600) return formatMinutes(Math.round(s / 60));
  const rest = s % 60;
  return rest === 0 ? `${Math.floor(s / 60)}\u00a0min` : `${Math.floor(s / 60)}\u00a0min ${String(rest).padStart(2, '0')}\u00a0s`;
}

export interface TopWord {
  word: string;
  count: number;
  /** Share of all the words of the text, in % (count ÷ words × 100). */
  density: number;
}

/** Letters and digits joined by inner hyphens or apostrophes: `arc-en-ciel`, `aujourd’hui`, `l’été`. */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;
/** Elided articles and pronouns in front of a word: `l’`, `d’`, `qu’`, `jusqu’`… */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)['’](?=[\p{L}\p{N}])/u;

/**
 * The most frequent words, French stop words left out, with their density among the `totalWords` words of
 * the text (the word counter's own count). Case and Unicode form are ignored (`Marketing` = `marketing`),
 * elisions are cut (`l’été` counts as `été`), numbers alone and one-letter words are left out. Ties are
 * broken by first appearance.
 */
export function topWords(text: string, totalWords: number, limit = TOP_WORDS): TopWord[] {
  if (typeof text !== 'string' || text === '' || totalWords <= 0) return [];
  const counts = new Map<string, number>();
  for (const match of text.normalize('NFC').matchAll(TOKEN)) {
    const word = match[0].toLocaleLowerCase('fr').replace(ELISION, '');
    const key = word.replace(/’/g, "'");
    if ([...word].length < 2 || !/\p{L}/u.test(word) || STOP_WORDS.has(key)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .map(([word, count], order) => ({ word, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map(({ word, count }) => ({ word, count, density: (count / totalWords) * 100 }));
}

/** Whether a word of the French list is a stop word (for tests and the notes). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.normalize('NFC').toLocaleLowerCase('fr').replace(/’/g, "'"));
}

// ---------------------------------------------------------------------------------------------------------
// Length of a post on X, as X counts it (approximately)

/**
 * X counts a post in weighted characters (twitter-text, configuration v3): code points U+0000–U+10FF and
 * some punctuation (U+2000–U+200D, U+2010–U+201F, U+2032–U+2037) weigh 1, every other code point 2 (CJK
 * ideographs, for example), an emoji (with its modifiers and joiners) 2, and any link 23 whatever its
 * length. Links are recognised here by `http(s)://` or `www.` only (X also recognises bare domain names),
 * so the gauge is an estimate.
 */
const X_LINK = /\b(?:https?:\/\/|www\.)[^\s]+/giu;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
export const X_LINK_LENGTH = 23;
const LIGHT = /^[\u0000-\u10ff]*$/;

function xWeight(codePoint: number): number {
  return codePoint <= 0x10ff || (codePoint >= 0x2000 && codePoint <= 0x200d) || (codePoint >= 0x2010 && codePoint <= 0x201f) || (codePoint >= 0x2032 && codePoint <= 0x2037)
    ? 1
    : 2;
}

let graphemes: Intl.Segmenter | null | undefined;
function segmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('fr', { granularity: 'grapheme' }) : null;
  return graphemes;
}

export function xLength(text: string): number {
  if (typeof text !== 'string' || text === '') return 0;
  let links = 0;
  const rest = text.normalize('NFC').replace(X_LINK, () => {
    links++;
    return '';
  });
  let weight = links * X_LINK_LENGTH;
  const seg = segmenter();
  // Segmenting a long string at once is slow (quadratic in some engines): the text goes by words (an emoji
  // sequence holds no space), and a word longer than 1 000 characters by pieces of 1 000.
  for (const word of rest.split(/(\s+)/)) {
    // Code points up to U+10FF (Latin, accents, Greek, Cyrillic…) weigh 1 each and hold no emoji.
    if (LIGHT.test(word)) {
      weight += word.length;
      continue;
    }
    for (let start = 0; start < word.length; start += 1000) {
      const piece = word.slice(start, start + 1000);
      const clusters = seg ? Array.from(seg.segment(piece), (s) => s.segment) : Array.from(piece);
      for (const cluster of clusters) {
        if (EMOJI.test(cluster)) weight += 2;
        else for (const ch of cluster) weight += xWeight(ch.codePointAt(0)!);
      }
    }
  }
  return weight;
}

// ---------------------------------------------------------------------------------------------------------
// Everything the tool shows of a text, computed at once (in the tool's worker for a long text)

export interface TextAnalysis {
  stats: WordStats;
  top: TopWord[];
  /** Length of the text as a post on X. */
  x: number;
}

export const EMPTY_ANALYSIS: TextAnalysis = { stats: EMPTY_STATS, top: [], x: 0 };

export function analyseText(text: string): TextAnalysis {
  const stats = countWords(text);
  return { stats, top: topWords(text, stats.words), x: xLength(text) };
}

// ---------------------------------------------------------------------------------------------------------
// Gauges

export interface Gauge {
  id: 'title' | 'meta' | 'x' | 'linkedin';
  label: string;
  limit: number;
  /** How the text is measured for this gauge. */
  measure: 'chars' | 'x';
  /** Said under the gauge. */
  hint: string;
}

export const GAUGES: readonly Gauge[] = [
  { id: 'title', label: 'Balise title', limit: 60, measure: 'chars', hint: 'Environ 60\u00a0caractères avant que Google ne coupe le titre (la limite réelle est une largeur d’environ 580\u00a0pixels).' },
  { id: 'meta', label: 'Meta description', limit: 160, measure: 'chars', hint: 'Environ 160\u00a0caractères affichés sur ordinateur, moins sur mobile.' },
  { id: 'x', label: 'Post X (Twitter)', limit: 280, measure: 'x', hint: 'Estimation selon les règles de X\u00a0: un lien compte 23, un émoji 2, un idéogramme 2.' },
  { id: 'linkedin', label: 'Post LinkedIn', limit: 3000, measure: 'chars', hint: '3\u00a0000\u00a0caractères au plus pour un post.' },
];

export type GaugeLevel = 'ok' | 'near' | 'over';

/** Under 90 % of the limit, from 90 % to the limit, above it. */
export function gaugeLevel(value: number, limit: number): GaugeLevel {
  return value > limit ? 'over' : value >= limit * 0.9 ? 'near' : 'ok';
}
