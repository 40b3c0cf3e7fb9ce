import { storage } from 'wxt/utils/storage';
import type { ItemOptions, StoredItem } from './types';

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
