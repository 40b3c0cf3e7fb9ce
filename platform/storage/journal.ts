/*
 * The favourites journal's format, shared by the pages (through extensionStore.ts) and the service worker. Kept apart
 * from the storage library so that the worker, which reads and writes chrome.storage itself, does not carry it.
 */

/** The key of one journal entry. */
export const journalKey = (prefix: string, id: string, version: number) => `${prefix}${id}@${version}`;

/** The journal's keys among stored values, and the newest valid entry of each id. */
export function readJournal<V>(raw: Record<string, unknown>, prefix: string, validate: (raw: unknown) => V | undefined, version: (value: V) => number) {
  const keys: string[] = [];
  const latest: Record<string, V> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!key.startsWith(prefix)) continue;
    keys.push(key);
    const at = key.lastIndexOf('@');
    const valid = validate(value);
    if (at <= prefix.length || valid === undefined) continue;
    const id = key.slice(prefix.length, at);
    const current = latest[id];
    if (current === undefined || version(valid) >= version(current)) latest[id] = valid;
  }
  return { keys, latest };
}
