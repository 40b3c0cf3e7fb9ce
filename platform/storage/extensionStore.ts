import { browser } from 'wxt/browser';
import { storage, type StorageItemKey } from 'wxt/utils/storage';
import { journalKey, readJournal } from './journal';
import type { ItemOptions, StoredItem, StoredMap } from '../domain/storage';

type Area = 'sync' | 'local';

/*
 * chrome.storage through WXT's own storage library (`wxt/utils/storage`, @wxt-dev/storage): it reaches the area,
 * reads, writes, watches one key and takes snapshots. What stays here is what the library does not do: validating
 * what was stored (a corrupt value reads as the fallback), turning a missing or throwing storage into the fallback on
 * read and a rejection on write, telling this page at once of its own writes, and following every key under a
 * prefix (its watchers follow one known key; a favourite's or a journal entry's key is not known in advance). Its
 * `defineItem` is not used: a defined item reads the storage as it is defined, and when that read fails (a broken
 * profile) the rejection is unhandled, out of reach of any caller.
 */

/**
 * A value kept in chrome.storage.sync: shared by the popup, every open extension tab and the user's
 * other Chrome profiles signed into the same account.
 */
export function syncItem<T>(key: string, options: ItemOptions<T>): StoredItem<T> {
  return extensionItem('sync', key, options);
}

/** A value kept in chrome.storage.local: this browser only (caches such as the last exchange rate). */
export function localAreaItem<T>(key: string, options: ItemOptions<T>): StoredItem<T> {
  return extensionItem('local', key, options);
}

/** One value under one key of a storage area: the fallback when nothing valid is stored or reading fails. */
function extensionItem<T>(area: Area, key: string, { fallback, validate }: ItemOptions<T>): StoredItem<T> {
  const storageKey: StorageItemKey = `${area}:${key}`;
  const listeners = new Set<(value: T) => void>();
  const clean = (raw: unknown): T => validate(raw) ?? fallback;
  const emit = (value: T) => {
    for (const listener of listeners) listener(value);
  };
  let unwatch: (() => void) | undefined;

  return {
    get: async () => {
      try {
        return clean(await storage.getItem(storageKey));
      } catch {
        return fallback;
      }
    },
    set: async (value) => {
      await storage.setItem(storageKey, value);
      // The change also comes back through the watcher; emitting now keeps the UI instant.
      emit(value);
    },
    remove: async () => {
      await storage.removeItem(storageKey);
      emit(fallback);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        try {
          unwatch = storage.watch(storageKey, (value) => emit(clean(value)));
        } catch {
          // No notifications (storage missing): this page still reads and writes.
        }
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unwatch?.();
          unwatch = undefined;
        }
      };
    },
  };
}

/** The entries of a map written as the library's list of keyed values. */
const keyed = <V>(area: Area, entries: Record<string, V>, key: (id: string, value: V) => string) =>
  Object.entries(entries).map(([id, value]) => ({ key: `${area}:${key(id, value)}` as StorageItemKey, value }));

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
    getAll: async () => pick(await storage.snapshot('sync')),
    setMany: (entries) => storage.setItems(keyed('sync', entries, (id) => prefix + id)),
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
  const getAll = async () => readJournal(await storage.snapshot('local'), prefix, validate, version).latest;
  return {
    getAll,
    // The library calls chrome.storage before its first await: the write leaves in the task of the click, even if
    // the page closes right after.
    setMany: (entries) => storage.setItems(keyed('local', entries, (id, value) => journalKey(prefix, id, version(value)))),
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

/** Follows every key of storage.onChanged; where it cannot (a broken profile), the page still reads and writes. */
function listen(onChanged: (changes: Record<string, { newValue?: unknown }>, areaName: string) => void): () => void {
  try {
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  } catch {
    return () => {};
  }
}
