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
  const target = () => {
    const found = storageArea(area);
    if (!found) throw new Error('chrome.storage indisponible');
    return found;
  };

  return {
    get: async () => {
      try {
        return clean((await target().get(key))[key]);
      } catch {
        return fallback;
      }
    },
    set: async (value) => {
      await target().set({ [key]: value });
      // onChanged also fires in this page; emitting now keeps the UI instant.
      emit(value);
    },
    remove: async () => {
      await target().remove(key);
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
  return extensionMap('sync', prefix, validate);
}

function extensionMap<V>(area: Area, prefix: string, validate: (raw: unknown) => V | undefined): StoredMap<V> {
  const pick = (raw: Record<string, unknown>, read: (value: unknown) => unknown) => {
    const entries: Record<string, V> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (!key.startsWith(prefix)) continue;
      const valid = validate(read(value));
      if (valid !== undefined) entries[key.slice(prefix.length)] = valid;
    }
    return entries;
  };

  return {
    getAll: async () => {
      const target = storageArea(area);
      if (!target) throw new Error('chrome.storage indisponible');
      return pick(await target.get(null), (value) => value);
    },
    setMany: async (entries) => {
      const target = storageArea(area);
      if (!target) throw new Error('chrome.storage indisponible');
      await target.set(Object.fromEntries(Object.entries(entries).map(([id, value]) => [prefix + id, value])));
    },
    subscribe(listener) {
      const onChanged = (changes: Record<string, { newValue?: unknown }>, areaName: string) => {
        if (areaName !== area) return;
        const entries = pick(changes, (change) => (change as { newValue?: unknown }).newValue);
        if (Object.keys(entries).length) listener(entries);
      };
      try {
        browser.storage.onChanged.addListener(onChanged);
        return () => browser.storage.onChanged.removeListener(onChanged);
      } catch {
        return () => {};
      }
    },
  };
}
