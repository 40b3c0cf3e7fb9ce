import type { ItemOptions, StoredItem } from './types';

const PREFIX = 'outilo:';

function browserStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    // Safari private mode and locked-down browsers throw on access or on write.
    const probe = `${PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * A value kept in localStorage as JSON, kept in step across tabs by the `storage` event. When
 * localStorage is unavailable or full, the value lives in memory for this page; a corrupt value reads as
 * the fallback.
 */
export function localItem<T>(key: string, { fallback, validate }: ItemOptions<T>): StoredItem<T> {
  const storageKey = PREFIX + key;
  const listeners = new Set<(value: T) => void>();
  let memory: T = fallback;

  const decode = (text: string | null): T => {
    if (text === null) return fallback;
    try {
      return validate(JSON.parse(text)) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const read = (): T => {
    const storage = browserStorage();
    if (!storage) return memory;
    try {
      return decode(storage.getItem(storageKey));
    } catch {
      return memory;
    }
  };
  const emit = (value: T) => {
    for (const listener of listeners) listener(value);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) emit(decode(event.key === null ? null : event.newValue));
  };

  return {
    get: async () => read(),
    set: async (value) => {
      memory = value;
      try {
        browserStorage()?.setItem(storageKey, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage refused: the value stays in memory for this page.
      }
      emit(value);
    },
    remove: async () => {
      memory = fallback;
      try {
        browserStorage()?.removeItem(storageKey);
      } catch {
        // Storage refused: the memory copy is forgotten all the same.
      }
      emit(fallback);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
