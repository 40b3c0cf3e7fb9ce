/**
 * The Secret Santa's constraints in the address and on the device (components/tool/toolState.tsx). Whatever the page
 * can add reads back whole; a list read from a link or from the device keeps every constraint it can (the first
 * MAX_CONSTRAINTS, names within MAX_NAME_LENGTH) and counts the ones it left out, so that the page can say so instead
 * of showing an empty list.
 */
import { jsonParam, type ParamCodec } from '../../components/tool/toolState';
import { MAX_CONSTRAINTS, readName, type Exclusion, type ForcedPair } from './participants';

/** A list as read back: what it keeps, and how many of the constraints it was given it could not take. */
export interface ReadList<T> {
  items: T[];
  leftOut: number;
}

export const NO_CONSTRAINTS: ReadList<never> = { items: [], leftOut: 0 };

/** Each item read by `read` (undefined: left out), the first MAX_CONSTRAINTS kept; anything but a list is no list. */
function listParam<T>(read: (item: unknown) => T | undefined, write: (item: T) => unknown): ParamCodec<ReadList<T>> {
  const { parse } = jsonParam<ReadList<T>>((raw) => {
    if (!Array.isArray(raw)) return undefined;
    const items: T[] = [];
    for (const item of raw) {
      if (items.length === MAX_CONSTRAINTS) break;
      const value = read(item);
      if (value !== undefined) items.push(value);
    }
    return { items, leftOut: raw.length - items.length };
  });
  return { parse, format: (list) => JSON.stringify(list.items.map(write)) };
}

const ONE_WAY = 'sens-unique';

/** Exclusions: `[["Alice","Bob"],["Chloé","David","sens-unique"]]`. */
export const EXCLUSIONS_PARAM = listParam<Exclusion>(
  (item) => {
    if (!Array.isArray(item) || item.length < 2 || item.length > 3 || (item.length === 3 && item[2] !== ONE_WAY)) return undefined;
    const [person1, person2] = [readName(item[0]), readName(item[1])];
    if (person1 === undefined || person2 === undefined) return undefined;
    return item.length === 3 ? { person1, person2, oneWay: true } : { person1, person2 };
  },
  (e) => (e.oneWay ? [e.person1, e.person2, ONE_WAY] : [e.person1, e.person2]),
);

/** Forced pairs: `[["Alice","Bob"]]` (Alice gives to Bob). */
export const PAIRS_PARAM = listParam<ForcedPair>(
  (item) => {
    if (!Array.isArray(item) || item.length !== 2) return undefined;
    const [from, to] = [readName(item[0]), readName(item[1])];
    return from === undefined || to === undefined ? undefined : { from, to };
  },
  (p) => [p.from, p.to],
);
