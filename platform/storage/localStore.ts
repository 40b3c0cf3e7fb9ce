import type { ItemOptions, StoredItem, StoredMap } from '../domain/storage';

const PREFIX = 'outilo:';

/**
 * A value kept in localStorage as JSON, kept in step across tabs by the `storage` event. When
 * localStorage is unavailable or full, the value lives in memory for this page; a corrupt value reads as
 * the fallback.
 */
export function localItem<T>(key: string, { fallback, validate }: ItemOptions<T>): StoredItem<T> {
  const storageKey = PREFIX + key;
  const listeners = new Set<(value: T) => void>();
  let memory: T = fallback;
  // True after a write this page could not make (full or refused storage): this page then reads its own copy.
  let unsaved = false;

  const decode = (text: string | null): T => {
    if (text === null) return fallback;
    try {
      return validate(JSON.parse(text)) ?? fallback;
    } catch {
      return fallback;
    }
  };
  // Reading never depends on a write test: a full storage still shows what it holds.
  const read = (): T => {
    const storage = readableStorage();
    if (unsaved || !storage) return memory;
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
        const storage = readableStorage();
        if (!storage) throw new Error('localStorage indisponible');
        storage.setItem(storageKey, JSON.stringify(value));
        unsaved = false;
      } catch {
        // Quota exceeded or storage refused: the value stays in memory for this page.
        unsaved = true;
      }
      emit(value);
    },
    remove: async () => {
      memory = fallback;
      try {
        readableStorage()?.removeItem(storageKey);
        unsaved = false;
      } catch {
        // Storage refused: the memory copy is forgotten all the same.
        unsaved = true;
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

/** localStorage itself, or undefined where even reading it throws (some locked-down browsers). */
function readableStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Entries kept a key each in localStorage (`outilo:fav:vat`), followed across tabs by the `storage` event.
 * Reading never depends on a write test: a full storage still shows what it holds. A refused write rejects
 * (and undoes the keys of the same batch already written), so the caller can roll back and say so.
 */
export function localMap<V>(prefix: string, validate: (raw: unknown) => V | undefined): StoredMap<V> {
  const keyPrefix = PREFIX + prefix;
  const decode = (text: string | null): V | undefined => {
    if (text === null) return undefined;
    try {
      return validate(JSON.parse(text));
    } catch {
      return undefined;
    }
  };
  const getAll = () => {
    const storage = readableStorage();
    if (!storage) throw new Error('localStorage indisponible');
    const entries: Record<string, V> = {};
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(keyPrefix)) continue;
      const value = decode(storage.getItem(key));
      if (value !== undefined) entries[key.slice(keyPrefix.length)] = value;
    }
    return entries;
  };

  return {
    getAll: async () => getAll(),
    setMany: async (entries) => {
      const storage = readableStorage();
      if (!storage) throw new Error('localStorage indisponible');
      const written: [string, string | null][] = [];
      try {
        for (const [id, value] of Object.entries(entries)) {
          const key = keyPrefix + id;
          const previous = storage.getItem(key);
          storage.setItem(key, JSON.stringify(value));
          written.push([key, previous]);
        }
      } catch (error) {
        for (const [key, previous] of written.reverse()) {
          try {
            if (previous === null) storage.removeItem(key);
            else storage.setItem(key, previous);
          } catch {
            // Best effort: the other keys of the batch are still undone.
          }
        }
        throw error;
      }
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null) {
          // Another tab cleared the storage: what remains is the whole map.
          try {
            listener(getAll(), true);
          } catch {
            listener({}, true);
          }
          return;
        }
        if (!event.key.startsWith(keyPrefix)) return;
        listener({ [event.key.slice(keyPrefix.length)]: decode(event.newValue) }, false);
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => globalThis.removeEventListener?.('storage', onStorage);
    },
  };
}
