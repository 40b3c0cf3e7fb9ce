/**
 * The French slug rules: pure logic (no React, no DOM, no storage), used by the slug tool (tools/slug/) and by the QR
 * batch for its files' names.
 *
 * Turns a title into the last part of a URL: `L'été à Paris : 10 idées & bons plans !` →
 * `l-ete-a-paris-10-idees-et-bons-plans`.
 *
 * Rules, in order:
 * 1. French replacements (DECISIONS.md, applied after the normalisation of step 2): `&` → `et`, `%` → `pourcent`, `€` → `euros`, `œ` → `oe`,
 *    `æ` → `ae` (`Œ`/`Æ` → `OE`/`AE`, or `Oe`/`Ae` before a lowercase letter), and an apostrophe (' ’ ‘ ʼ)
 *    separates words: `l'été` → `l-ete`.
 * 2. removeAccents: compatibility decomposition (NFKD) and removal of the combining marks (SPEC.md), plus
 *    the Latin letters that carry no separable accent: `ß` → `ss`, `ø` → `o`, `ł` → `l`, `đ`/`ð` → `d`,
 *    `þ` → `th`, `ı` → `i`, `µ` → `u`… NFKD also turns `ﬁ` into `fi`, `²` into `2`, fullwidth letters into ASCII.
 *    Without removeAccents, letters keep their accents (composed, NFC).
 * 3. lowercase.
 * 4. Words: letters, digits and hyphens are kept; every other character is dropped (SPEC.md) and, where it
 *    stood between two words, separates them: `prix/qualité` → `prix-qualite`, `1,5` → `1-5`, not
 *    `prixqualite` or `15`. Runs of whitespace become one separator.
 * 5. removeNumbers: digits are deleted (`2024` disappears, `covid19` → `covid`).
 * 6. removeStopWords: words of the French stop-word list (slugStopWords.ts) are dropped, compared in lowercase
 *    whatever the case option, both as typed and as they read in the slug (with removeAccents, `où` reads
 *    `ou` and goes). Hyphenated words are never split for this (`arc-en-ciel` stays).
 * 7. Hyphens inside a word are kept, repeated hyphens collapse to one and a word never starts or ends with
 *    one; words are joined by the separator, so there is never a leading, trailing or doubled separator.
 *
 * The result is stable: slugify(slugify(x, o), o) === slugify(x, o).
 */
import { FRENCH_STOP_WORDS } from './slugStopWords';

export type SlugSeparator = '-' | '_' | '';

export interface SlugOptions {
  /** Lowercase everything (default on: URLs are case-sensitive, a mixed-case URL gets duplicated). */
  lowercase: boolean;
  /** Strip accents so that the URL is plain ASCII (default on). */
  removeAccents: boolean;
  /** What joins words: '-' (default, what Google recommends), '_' or nothing. */
  separator: SlugSeparator;
  /** Drop French stop words: le, la, de, et… (default off: it can change the meaning). */
  removeStopWords: boolean;
  /** Drop digits (default off: numbers such as years and list sizes are often useful). */
  removeNumbers: boolean;
}

export const DEFAULT_SLUG_OPTIONS: Readonly<SlugOptions> = {
  lowercase: true,
  removeAccents: true,
  separator: '-',
  removeStopWords: false,
  removeNumbers: false,
};

export const SLUG_SEPARATORS: readonly SlugSeparator[] = ['-', '_', ''];

const APOSTROPHES = /['’‘ʼ`]/g;
const LIGATURES = /[œæŒÆ]/g;
const SYMBOLS = /[&%€]/g;
const SYMBOL_WORDS: Record<string, string> = { '&': ' et ', '%': ' pourcent ', '€': ' euros ' };

/** Latin letters that NFKD does not split into a base letter and a mark. */
const UNACCENTED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'n',
  Ŋ: 'N',
  ĸ: 'k',
  µ: 'u',
};
const UNACCENTED_PATTERN = /[ßẞøØłŁđĐðÐþÞıħĦŀĿŧŦŋŊĸµ]/g;

const MARKS = /\p{M}/gu;
/** Hyphens and orphan marks (left by a dropped character) at the start of a word. */
const LEADING_MARKS_AND_HYPHENS = /^[\p{M}-]+/u;
const TRAILING_HYPHENS = /-+$/;
const DIGITS = /\p{N}/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HYPHEN_RUNS = /-{2,}/g;
const EDGE_HYPHENS = /^-+|-+$/g;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function frenchReplacements(text: string): string {
  return text
    .replace(APOSTROPHES, ' ')
    .replace(SYMBOLS, (symbol) => SYMBOL_WORDS[symbol] ?? ' ')
    .replace(LIGATURES, (letter, offset: number, whole: string) => {
      const lower = letter === 'œ' ? 'oe' : letter === 'æ' ? 'ae' : undefined;
      if (lower) return lower;
      const next = whole.charAt(offset + 1);
      const beforeLowercase = next !== '' && next !== next.toUpperCase();
      if (letter === 'Œ') return beforeLowercase ? 'Oe' : 'OE';
      return beforeLowercase ? 'Ae' : 'AE';
    });
}

function unaccented(text: string): string {
  return text.replace(UNACCENTED_PATTERN, (letter) => UNACCENTED[letter] ?? letter);
}

function isStopWord(word: string): boolean {
  return FRENCH_STOP_WORDS.has(word.toLowerCase().replace(HYPHEN_RUNS, '-').replace(EDGE_HYPHENS, ''));
}

function completeOptions(options?: Partial<SlugOptions>): SlugOptions {
  const o = { ...DEFAULT_SLUG_OPTIONS, ...(options ?? {}) };
  return {
    lowercase: Boolean(o.lowercase),
    removeAccents: Boolean(o.removeAccents),
    separator: SLUG_SEPARATORS.includes(o.separator) ? o.separator : '-',
    removeStopWords: Boolean(o.removeStopWords),
    removeNumbers: Boolean(o.removeNumbers),
  };
}

/** True when the slug is empty only because every word is a stop word (and the option removes them). */
export function onlyStopWords(text: string, options?: Partial<SlugOptions>): boolean {
  const o = completeOptions(options);
  return o.removeStopWords && slugify(text, o) === '' && slugify(text, { ...o, removeStopWords: false }) !== '';
}

/** The slug of a text. Never throws; '' when nothing usable remains. */
export function slugify(text: string, options?: Partial<SlugOptions>): string {
  const o = completeOptions(options);
  return typeof text === 'string' ? slugOfPrepared(prepare(text, o), o) : '';
}

/**
 * Rules 1 to 3, which change characters, not words. None of them creates or removes a line break nor looks across
 * one (normalisation, the final sigma and the ligatures' case all stop at a `\n`), so a list of lines is prepared as
 * one text: for short lines, a call per line costs more than the work itself.
 */
function prepare(text: string, o: SlugOptions): string {
  let s = text.replace(LONE_SURROGATES, '');
  if (s === '') return '';
  if (o.removeAccents) {
    // Before NFKD (which would turn ŀ into l + middle dot) and after (which can produce ħ from ꟸ). No composition
    // gives one of these letters, so composing first (NFC) would change nothing.
    s = unaccented(unaccented(s).normalize('NFKD'));
  } else s = s.normalize('NFC');
  // After NFKD, so that compatibility forms (＆, ꟹ) are replaced too.
  s = frenchReplacements(s);
  return o.lowercase ? s.toLowerCase() : s;
}

/** Rules 4 to 7 on a prepared text. */
function slugOfPrepared(s: string, o: SlugOptions): string {
  let slug = '';
  eachSlug(s, o, false, (made) => (slug = made));
  return slug;
}

/**
 * Rules 4 to 7, a character at a time rather than with a regular expression: a list of a million titles is one
 * two-byte text once its accents are decomposed, where a Unicode-aware expression is about four times slower than this
 * loop. `emit` gets the slug of the text, or of each line when `lines` is set (`\n` ends a line).
 */
function eachSlug(s: string, o: SlugOptions, lines: boolean, emit: (slug: string) => void): void {
  const words: string[] = [];
  const memo = wordMemo(o);
  const plain = !o.removeNumbers && !o.removeStopWords;
  let start = -1;
  let simple = true;
  const endWord = (end: number) => {
    const raw = s.slice(start, end);
    start = -1;
    // Plain ASCII letters and digits, most words of a list, are their own slug: no lookup, no normalisation.
    if (plain && simple) {
      words.push(raw);
      return;
    }
    let word = memo.get(raw);
    if (word === undefined) {
      word = slugWord(raw, o);
      if (memo.size < MEMO_WORDS) memo.set(raw, word);
    }
    if (word !== '') words.push(word);
  };
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    const at = i;
    let inWord: boolean;
    if (code < 0x80) inWord = ASCII_WORD[code] === 1;
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair (prepare leaves no lone one): one code point.
      inWord = WORD_CHAR.test(s.slice(i, i + 2));
      i++;
    } else {
      let known = BMP_WORD[code];
      if (known === 0) BMP_WORD[code] = known = WORD_CHAR.test(s[i] as string) ? 1 : 2;
      inWord = known === 1;
    }
    if (inWord) {
      if (start < 0) {
        start = at;
        simple = true;
      }
      if (code >= 0x80 || code === HYPHEN) simple = false;
      continue;
    }
    if (start >= 0) endWord(at);
    if (lines && code === NEW_LINE) {
      emit(words.join(o.separator));
      words.length = 0;
    }
  }
  if (start >= 0) endWord(s.length);
  emit(words.join(o.separator));
}

const HYPHEN = 0x2d;
const NEW_LINE = 0x0a;
/** A character of a word (rule 4): a letter, a digit, a combining mark or a hyphen. */
const WORD_CHAR = /^[\p{L}\p{N}\p{M}-]$/u;
/** 1 where an ASCII character belongs to a word. */
const ASCII_WORD = Uint8Array.from({ length: 0x80 }, (_, code) => (WORD_CHAR.test(String.fromCharCode(code)) ? 1 : 0));
/** Other characters of the first plane, classified as they come: 1 in a word, 2 not, 0 not seen yet. */
const BMP_WORD = new Uint8Array(0x10000);

/** One word as the slug writes it, or '' when it gives nothing (no letter nor digit, a stop word). */
function slugWord(raw: string, o: SlugOptions): string {
  let word = raw;
  if (o.removeNumbers) word = word.replace(DIGITS, '');
  if (!HAS_LETTER_OR_DIGIT.test(word)) return '';
  const accented = word.normalize('NFC');
  word = o.removeAccents ? word.replace(MARKS, '') : accented;
  word = word.replace(HYPHEN_RUNS, '-').replace(LEADING_MARKS_AND_HYPHENS, '').replace(TRAILING_HYPHENS, '');
  if (!HAS_LETTER_OR_DIGIT.test(word)) return '';
  // Compared as typed (« à ») and as it will read in the slug (« a »), so that the result is stable.
  if (o.removeStopWords && (isStopWord(accented) || isStopWord(word))) return '';
  return word;
}

/**
 * The words already made, per set of options: a catalogue of 100 000 titles repeats its words (« chaussure », « de »,
 * « femme »), and making each once keeps a long list quick. Bounded, for a text made of distinct words.
 */
const MEMO_WORDS = 200_000;
const memos = new Map<string, Map<string, string>>();
function wordMemo(o: SlugOptions): Map<string, string> {
  const key = `${o.removeAccents}${o.removeStopWords}${o.removeNumbers}`;
  let memo = memos.get(key);
  if (!memo) memos.set(key, (memo = new Map()));
  return memo;
}

const LINE_BREAKS = /\r\n|\r|\n|\u2028|\u2029/;

/**
 * One slug per line, for a column of titles pasted from a spreadsheet: line n of the result is the slug of
 * line n of the text, so that it can be pasted back beside its title. A blank line gives '' (the rows stay
 * aligned); blank lines at the very end are dropped. Never throws; [] when there is no line with text.
 */
export function slugifyLines(text: string, options?: Partial<SlugOptions>): string[] {
  return slugifyLineList(titleLines(text), options);
}

/** The lines of a text as slugifyLines reads them: blank lines at the very end dropped. */
export function titleLines(text: string): string[] {
  const lines = typeof text === 'string' ? text.split(LINE_BREAKS) : [];
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
  return lines;
}

/** The slug of each line (lines without a break inside), prepared together. */
export function slugifyLineList(lines: readonly string[], options?: Partial<SlugOptions>, onProgress?: (fraction: number) => void): string[] {
  if (lines.length === 0) return [];
  const o = completeOptions(options);
  const slugs: string[] = [];
  eachSlug(prepare(lines.join('\n'), o), o, true, (slug) => {
    if (onProgress && slugs.length % 10_000 === 0) onProgress(slugs.length / lines.length);
    slugs.push(slug);
  });
  return slugs;
}
