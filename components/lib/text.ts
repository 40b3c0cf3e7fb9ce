import { formatInteger } from './number';

/**
 * A count and its noun, agreed the French way (0 and 1 are singular): `plural(3, 'ligne', 'lignes')` →
 * `3 lignes`, with the fr-FR grouping and a no-break space so the figure never wraps away from its noun.
 */
export function plural(count: number, one: string, many: string): string {
  return `${formatInteger(count)}\u00a0${count > 1 ? many : one}`;
}

/** No-break, narrow no-break, figure and thin spaces and tabs: what a paste brings in place of a space. */
const SPACE_LIKE = /[\t\u00a0\u202f\u2007\u2009\u2002\u2003\u3000]/g;

/** A no-break space is a space (DECISIONS.md): every space-like character becomes a plain space. */
export function plainSpaces(text: string): string {
  return text.replace(SPACE_LIKE, ' ');
}

/**
 * What nobody types on purpose and nobody sees: C0 and C1 controls, the bidirectional marks, embeddings, overrides
 * and isolates (after U+202E a text shows backwards, so that « Alice\u202eecnelaV » reads « AliceValence »), the
 * zero-width space, the word joiner and the byte order mark. Zero-width joiners stay: emoji and several scripts need them.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** One line of text as it reads: line breaks and space-like characters become spaces, invisible characters go, trimmed. */
export function cleanLine(text: string): string {
  return plainSpaces(text.replace(/\r\n?|[\n\u2028\u2029]/g, ' '))
    .replace(INVISIBLE, '')
    .trim();
}
