/**
 * Word counter (compteur de mots): pure logic (no React, no DOM, no storage).
 *
 * Rules (SPEC.md and DECISIONS.md):
 * - words: whitespace-separated tokens holding at least one letter or digit. `arc-en-ciel`, `l’été` and
 *   `2024` are one word each; a lone `!`, `«`, `—` or `€` is none, so French spacing before punctuation
 *   (`Bonjour !`) adds no word.
 * - chars: user-perceived characters (grapheme clusters): `é` typed as e + combining accent, `👍🏽` or a
 *   family emoji count as one. Line breaks and spaces count; charsNoSpaces leaves every kind of whitespace
 *   out (spaces, no-break spaces, tabs, line breaks).
 * - sentences: runs of text ended by `.`, `!`, `?` or `…` followed by a space or the end of the text
 *   (closing quotes and brackets may sit in between); only runs holding a letter or digit count. `3.14` and
 *   `exemple.fr` do not end a sentence; a blank line does (a title without a full stop is a sentence).
 *   Abbreviations such as `M. Dupont` are counted as a sentence end, as in most counters.
 * - paragraphs: blocks of non-blank lines separated by at least one blank line.
 *
 * Speed (long texts are counted in the tool's worker, still in a fraction of a second): one linear pass for words,
 * sentences and paragraphs, with no regular expression that can backtrack. Characters:
 * - text made only of "simple" characters (Latin, Greek, Cyrillic, CJK, punctuation, symbols without
 *   variation selectors) cannot hold multi-code-point clusters: it is counted by code units (1 MB: ~40 ms);
 * - otherwise the text is cut into chunks of a few hundred code units, at places where no cluster can go on,
 *   and each chunk is counted by the cheapest exact method: code units if it is simple, a UAX #29 regular
 *   expression if its only extras are emoji and combining diacritics, Intl.Segmenter for other scripts
 *   (code points when Intl.Segmenter is missing). Never one Segmenter call on the whole text: V8's grapheme
 *   segmenter slows down much faster than linearly on long strings (measured in Node 20: 0.3 s for 40 000
 *   characters in one call, 8 s for 80 000; 1 MB of emoji text in 256-unit chunks: ~0.4 s, by the regular
 *   expression: ~0.05 s).
 */

export interface WordStats {
  words: number;
  chars: number;
  charsNoSpaces: number;
  sentences: number;
  paragraphs: number;
}

export const EMPTY_STATS: Readonly<WordStats> = { words: 0, chars: 0, charsNoSpaces: 0, sentences: 0, paragraphs: 0 };

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WHITESPACE = /\s/;

/** Characters that end a sentence. */
function isTerminator(code: number): boolean {
  return code === 0x2e || code === 0x21 || code === 0x3f || code === 0x2026 || code === 0x203c || code === 0x2047 || code === 0x2048 || code === 0x2049;
}

/** Characters that may follow a sentence end before the space: closing quotes and brackets. */
function isCloser(code: number): boolean {
  return (
    code === 0x22 || // "
    code === 0x27 || // '
    code === 0x29 || // )
    code === 0x5d || // ]
    code === 0x7d || // }
    code === 0xbb || // »
    code === 0x2019 || // ’
    code === 0x201d || // ”
    code === 0x203a // ›
  );
}

function isWhitespace(code: number, text: string, index: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  if (code < 0x80) return false;
  return WHITESPACE.test(text[index] as string);
}

function isLetterOrDigit(code: number, text: string, index: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  // Latin-1 and Latin Extended-A/B letters (à, é, ç, œ…), except × and ÷.
  if (code >= 0xc0 && code <= 0x24f) return code !== 0xd7 && code !== 0xf7;
  if (code >= 0xd800 && code <= 0xdbff) {
    return LETTER_OR_DIGIT.test(text.slice(index, index + 2));
  }
  return LETTER_OR_DIGIT.test(text[index] as string);
}

function isLineBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029 || code === 0x0b || code === 0x0c;
}

/** Words, sentences and paragraphs in one pass. */
function countStructure(text: string): Pick<WordStats, 'words' | 'sentences' | 'paragraphs'> {
  let words = 0;
  let sentences = 0;
  let paragraphs = 0;
  let inToken = false;
  let tokenHasAlnum = false;
  let inSentence = false;
  let inParagraph = false;
  let lineBlank = true;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (isWhitespace(code, text, i)) {
      if (inToken && tokenHasAlnum) words++;
      inToken = false;
      tokenHasAlnum = false;
      if (isLineBreak(code)) {
        if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
        // A blank line (or a paragraph separator) closes the paragraph and the sentence in progress.
        if (lineBlank || code === 0x2029) {
          if (inSentence) sentences++;
          inSentence = false;
          inParagraph = false;
        }
        lineBlank = true;
      }
      i++;
      continue;
    }
    lineBlank = false;
    if (!inParagraph) {
      paragraphs++;
      inParagraph = true;
    }
    if (!inToken) {
      inToken = true;
      tokenHasAlnum = false;
    }
    if (isTerminator(code)) {
      // Consume the run of terminators and closers once, so that the scan stays linear.
      let j = i + 1;
      while (j < n) {
        const next = text.charCodeAt(j);
        if (!isTerminator(next) && !isCloser(next)) break;
        j++;
      }
      if (j >= n || isWhitespace(text.charCodeAt(j), text, j)) {
        if (inSentence) sentences++;
        inSentence = false;
      }
      i = j;
      continue;
    }
    if (isLetterOrDigit(code, text, i)) {
      tokenHasAlnum = true;
      inSentence = true;
    }
    i += code >= 0xd800 && code <= 0xdbff && i + 1 < n ? 2 : 1;
  }
  if (inToken && tokenHasAlnum) words++;
  if (inSentence) sentences++;
  return { words, sentences, paragraphs };
}

/**
 * Characters that never combine with a neighbour into a longer cluster (no combining marks, joiners,
 * variation selectors, emoji modifiers, regional indicators, Hangul jamo, Indic scripts or surrogates).
 * A text made only of these has one cluster per code unit, except CR LF which is one cluster.
 */
const NOT_SIMPLE =
  /[^\0-\u02ff\u0370-\u0482\u048a-\u052f\u1e00-\u1fff\u2000-\u200b\u200e-\u20cf\u2100-\u2bff\u3000-\u3029\u3030-\u3098\u309b-\u30ff\u4e00-\u9fff\uac00-\ud7a3\uff01-\uff9d]/;

/** A cluster can continue with these: a chunk must never start with one. */
const EXTENDS_PREVIOUS =
  /^(?:[\p{M}\u200c\u200d\u0e33\u0eb3\uff9e\uff9f\u1160-\u11ff\ud7b0-\ud7ff]|\u{1f3fb}|\u{1f3fc}|\u{1f3fd}|\u{1f3fe}|\u{1f3ff}|[\u{e0020}-\u{e007f}])/u;

/** True when a grapheme cluster boundary certainly lies before `index`. */
function isSafeCut(text: string, index: number): boolean {
  const prev = text.charCodeAt(index - 1);
  const cur = text.charCodeAt(index);
  // Previous character: plain ASCII (but not CR before LF), a CJK ideograph, a fullwidth form or a Hangul
  // syllable. None of these is a prepend character, a joiner or the first half of a pair.
  const prevOk =
    (prev < 0x80 && !(prev === 0x0d && cur === 0x0a)) ||
    (prev >= 0x4e00 && prev <= 0x9fff) ||
    (prev >= 0xff01 && prev <= 0xff5e) ||
    (prev >= 0xac00 && prev <= 0xd7a3);
  if (!prevOk) return false;
  if (cur < 0x80) return true;
  return !EXTENDS_PREVIOUS.test(text.slice(index, index + 2));
}

/**
 * Text whose only non-simple characters are emoji (with skin tones, flags, keycaps, tag sequences, ZWJ
 * sequences) and combining diacritics: CLUSTER below splits it exactly as UAX #29 does, an order of
 * magnitude faster than Intl.Segmenter.
 */
const EMOJI_AND_DIACRITICS =
  /^[\0-\u02ff\u0300-\u036f\u0370-\u0482\u048a-\u052f\u1ab0-\u1aff\u1dc0-\u1dff\u1e00-\u1fff\u2000-\u20ff\u2100-\u2bff\u3000-\u3029\u3030-\u3098\u309b-\u30ff\u4e00-\u9fff\uac00-\ud7a3\ufe00-\ufe0f\ufe20-\ufe2f\uff01-\uff9d\u{1f000}-\u{1faff}\u{e0020}-\u{e007f}\u{e0100}-\u{e01ef}]*$/u;

/**
 * One grapheme cluster of such text: CR LF, or a control character alone (GB4, GB5: nothing extends a line
 * break); otherwise a pair of regional indicators (a flag), an emoji ZWJ sequence (GB11) or any character,
 * followed by its extending characters (GB9: marks, variation selectors, skin-tone modifiers, tags, joiners).
 */
const CLUSTER =
  /\r\n|(?![\u200c\u200d\u{e0020}-\u{e007f}])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|(?:\p{RI}\p{RI}|\p{Extended_Pictographic}(?:[\p{M}\p{Emoji_Modifier}\u200c\u{e0020}-\u{e007f}]*\u200d\p{Extended_Pictographic})*|[\s\S])[\p{M}\p{Emoji_Modifier}\u200c\u200d\u{e0020}-\u{e007f}]*/gu;

/** A cut that UAX #29 allows in all but rare cases (Hangul jamo, Indic conjuncts, prepend characters). */
function isProbableCut(text: string, index: number): boolean {
  const prev = text.charCodeAt(index - 1);
  const cur = text.charCodeAt(index);
  if (cur >= 0xdc00 && cur <= 0xdfff) return false; // inside a surrogate pair
  if (prev === 0x200d || (prev === 0x0d && cur === 0x0a)) return false;
  // Between two regional indicators (flags pair up from the start of the run).
  const prevIsRegional = prev >= 0xdde6 && prev <= 0xddff && text.charCodeAt(index - 2) === 0xd83c;
  const curIsRegional = cur === 0xd83c && text.charCodeAt(index + 1) >= 0xdde6 && text.charCodeAt(index + 1) <= 0xddff;
  if (prevIsRegional && curIsRegional) return false;
  return !EXTENDS_PREVIOUS.test(text.slice(index, index + 2));
}

const CHUNK = 256;
/** How far past CHUNK to look for a certain cut before settling for a probable one. */
const CHUNK_SLACK = 4096;

/** Where to end the chunk that should end near `from`: a certain cut, else a probable one, else the limit. */
function findCut(text: string, from: number, n: number): number {
  if (from >= n) return n;
  const limit = Math.min(from + CHUNK_SLACK, n);
  let probable = -1;
  let end = limit;
  for (let i = from; i < end; i++) {
    if (isSafeCut(text, i)) return i;
    if (probable < 0 && isProbableCut(text, i)) {
      probable = i;
      end = Math.min(limit, i + 64); // a certain cut just after is still better, but do not look far
    }
  }
  if (probable >= 0) return probable;
  // Never split a surrogate pair, even then.
  const low = text.charCodeAt(limit);
  return limit < n && low >= 0xdc00 && low <= 0xdfff ? limit + 1 : limit;
}

let segmenter: Intl.Segmenter | null | undefined;
function getSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    try {
      segmenter =
        typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
          ? new Intl.Segmenter('fr', { granularity: 'grapheme' })
          : null;
    } catch {
      segmenter = null;
    }
  }
  return segmenter;
}

/** For tests: pass null to run as if Intl.Segmenter were missing, undefined to restore it. */
export function setSegmenterForTests(value: Intl.Segmenter | null | undefined): void {
  segmenter = value;
}

export interface CharCounts {
  /** User-perceived characters. */
  chars: number;
  /** How many of them are whitespace (space, no-break space, tab, line break…). */
  spaces: number;
}

/** One cluster per code unit, CR LF counted once. */
function countSimple(text: string, from: number, to: number, out: CharCounts): void {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0d && i + 1 < to && text.charCodeAt(i + 1) === 0x0a) i++;
    out.chars++;
    if (isWhitespace(code, text, i)) out.spaces++;
  }
}

/** Code points (fallback when Intl.Segmenter is missing), CR LF counted once. */
function countCodePoints(text: string, from: number, to: number, out: CharCounts): void {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0d && i + 1 < to && text.charCodeAt(i + 1) === 0x0a) i++;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < to) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) i++;
    }
    out.chars++;
    if (isWhitespace(code, text, i)) out.spaces++;
  }
}

function countWithRegex(chunk: string, out: CharCounts): void {
  CLUSTER.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = CLUSTER.exec(chunk)) !== null) {
    out.chars++;
    if (isWhitespace(chunk.charCodeAt(match.index), chunk, match.index)) out.spaces++;
  }
}

function countWithSegmenter(chunk: string, seg: Intl.Segmenter, out: CharCounts): void {
  for (const { segment } of seg.segment(chunk)) {
    out.chars++;
    if (isWhitespace(segment.charCodeAt(0), segment, 0)) out.spaces++;
  }
}

/** User-perceived characters, and how many of them are whitespace. Linear time. */
export function countCharacters(text: string): CharCounts {
  const out: CharCounts = { chars: 0, spaces: 0 };
  const n = text.length;
  if (!NOT_SIMPLE.test(text)) {
    countSimple(text, 0, n, out);
    return out;
  }
  let start = 0;
  while (start < n) {
    const end = findCut(text, Math.min(start + CHUNK, n), n);
    const chunk = text.slice(start, end);
    if (!NOT_SIMPLE.test(chunk)) countSimple(text, start, end, out);
    else if (EMOJI_AND_DIACRITICS.test(chunk)) countWithRegex(chunk, out);
    else {
      const seg = getSegmenter();
      if (seg) countWithSegmenter(chunk, seg, out);
      else countCodePoints(text, start, end, out);
    }
    start = end;
  }
  return out;
}

/** Statistics of a text. Linear in the length of the text; never throws. */
export function countWords(text: string): WordStats {
  const value = typeof text === 'string' ? text : '';
  if (value === '') return { ...EMPTY_STATS };
  const { words, sentences, paragraphs } = countStructure(value);
  const { chars, spaces } = countCharacters(value);
  return { words, chars, charsNoSpaces: chars - spaces, sentences, paragraphs };
}
