import { formatInteger } from './number';

/**
 * A count and its noun, agreed the French way (0 and 1 are singular): `plural(3, 'ligne', 'lignes')` →
 * `3 lignes`, with the fr-FR grouping and a no-break space so the figure never wraps away from its noun.
 */
export function plural(count: number, one: string, many: string): string {
  return `${formatInteger(count)}\u00a0${count > 1 ? many : one}`;
}
