import { browser } from 'wxt/browser';
import type { ItemOptions, StoredItem, StoredMap } from './types';

type Area = 'sync' | 'local';

/**
 * A value kept in chrome.storage.sync: shared by the popup, every open extension tab and the user's
 * other Chrome profiles signed into the same account. Changes arrive through storage.onChanged.
 */
export function syncItem<T>(key: string, options: ItemOptions<T>): StoredItem<T> {
  return extensionItem('sync', key, options);
}

/** A value kept in chrome.storage.local: this browser only (caches such as the last exchange rate). */
export function localAreaItem<T>(key: string, options: ItemOptions<T>): StoredItem<T> {
  return extensionItem('local', key, options);
}

/**
 * One value under one key of a storage area, read and written through chrome.storage directly: a missing or
 * throwing storage gives the fallback on read and a rejected promise on write, never an error in the
 * background (WXT's versioned items run a migration read at definition that nothing could catch).
 */
function extensionItem<T>(area: Area, key: string, { fallback, validate }: ItemOptions<T>): StoredItem<T> {
  const listeners = new Set<(value: T) => void>();
  const clean = (raw: unknown): T => validate(raw) ?? fallback;
  const emit = (value: T) => {
    for (const listener of listeners) listener(value);
  };
  const onChanged = (changes: Record<string, { newValue?: unknown }>, areaName: string) => {
    if (areaName === area && key in changes) emit(clean(changes[key]!.newValue));
  };

  return {
    get: async () => {
      try {
        return clean((await target(area).get(key))[key]);
      } catch {
        return fallback;
      }
    },
    set: async (value) => {
      await target(area).set({ [key]: value });
      // onChanged also fires in this page; emitting now keeps the UI instant.
      emit(value);
    },
    remove: async () => {
      await target(area).remove(key);
      emit(fallback);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        try {
          browser.storage.onChanged.addListener(onChanged);
        } catch {
          // No notifications: this page still reads and writes.
        }
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          try {
            browser.storage.onChanged.removeListener(onChanged);
          } catch {
            // Nothing was added.
          }
        }
      };
    },
  };
}

/** The storage area, or undefined when the API is missing (a broken profile, a policy): never a throw. */
function storageArea(area: Area) {
  try {
    return browser.storage?.[area];
  } catch {
    return undefined;
  }
}

/**
 * Entries kept a key each in chrome.storage.sync (`fav:vat`): the popup, every open tab and the user's other
 * profiles may write different keys at once without losing any. Missing or throwing storage rejects; the
 * caller keeps working in memory and says so.
 */
export function syncMap<V>(prefix: string, validate: (raw: unknown) => V | undefined): StoredMap<V> {
  const pick = (raw: Record<string, unknown>) => {
    const entries: Record<string, V> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (!key.startsWith(prefix)) continue;
      const valid = validate(value);
      if (valid !== undefined) entries[key.slice(prefix.length)] = valid;
    }
    return entries;
  };

  return {
    getAll: async () => pick(await target('sync').get(null)),
    setMany: async (entries) => {
      await target('sync').set(Object.fromEntries(Object.entries(entries).map(([id, value]) => [prefix + id, value])));
    },
    subscribe(listener) {
      const onChanged = (changes: Record<string, { newValue?: unknown }>, areaName: string) => {
        if (areaName !== 'sync') return;
        const entries: Record<string, V | undefined> = {};
        for (const [key, change] of Object.entries(changes)) {
          // A removed key (no new value, e.g. a cleared storage) is a removal; a corrupt one counts as none.
          if (key.startsWith(prefix)) entries[key.slice(prefix.length)] = validate(change.newValue);
        }
        if (Object.keys(entries).length) listener(entries, false);
      };
      return listen(onChanged);
    },
  };
}

/**
 * Entries written to chrome.storage.local a key per change (`favq:vat@1732612345678` holds one toggle of `vat`),
 * read back as the newest entry of each id. A writer never overwrites nor deletes another's key, so whoever
 * copies the entries elsewhere (the service worker, to chrome.storage.sync) can delete exactly the keys it
 * copied without ever erasing a change made meanwhile.
 */
export function journalMap<V>(prefix: string, validate: (raw: unknown) => V | undefined, version: (value: V) => number): StoredMap<V> {
  const getAll = async () => readJournal(await target('local').get(null), prefix, validate, version).latest;
  return {
    getAll,
    // No await before the call: the write leaves in the task of the click, even if the page closes right after.
    setMany(entries) {
      try {
        return target('local').set(Object.fromEntries(Object.entries(entries).map(([id, value]) => [journalKey(prefix, id, version(value)), value])));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    subscribe(listener) {
      const onChanged = (changes: Record<string, unknown>, areaName: string) => {
        if (areaName !== 'local' || !Object.keys(changes).some((key) => key.startsWith(prefix))) return;
        getAll().then(
          (entries) => listener(entries, true),
          () => {},
        );
      };
      return listen(onChanged);
    },
  };
}

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

/** The storage area, or a throw that the callers turn into a rejection. */
function target(area: Area) {
  const found = storageArea(area);
  if (!found) throw new Error('chrome.storage indisponible');
  return found;
}

/** Follows storage.onChanged; where it cannot (a broken profile), the page still reads and writes. */
function listen(onChanged: (changes: Record<string, { newValue?: unknown }>, areaName: string) => void): () => void {
  try {
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  } catch {
    return () => {};
  }
}
