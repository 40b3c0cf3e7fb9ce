import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { ItemOptions, StoredItem, StoredMap } from './types';

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

function extensionItem<T>(area: 'sync' | 'local', key: string, { fallback, validate }: ItemOptions<T>): StoredItem<T> {
  const item = storage.defineItem<unknown>(`${area}:${key}`, { fallback, version: 1 });
  const listeners = new Set<(value: T) => void>();
  let unwatch: (() => void) | undefined;
  const clean = (raw: unknown): T => validate(raw) ?? fallback;

  return {
    get: async () => {
      try {
        return clean(await item.getValue());
      } catch {
        return fallback;
      }
    },
    set: async (value) => {
      await item.setValue(value);
      // onChanged also fires in this page; emitting now keeps the UI instant.
      for (const listener of listeners) listener(value);
    },
    remove: async () => {
      await item.removeValue();
      for (const listener of listeners) listener(fallback);
    },
    subscribe(listener) {
      listeners.add(listener);
      unwatch ??= item.watch((raw) => {
        const value = clean(raw);
        for (const l of listeners) l(value);
      });
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

type Area = 'sync' | 'local';

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
