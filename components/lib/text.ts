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
