import type { ItemOptions, StoredItem } from '../domain/storage';

/**
 * A value kept in IndexedDB (through idb-keyval), for what localStorage (5 MB a site) and chrome.storage.local
 * (10 MB an extension) cannot hold: the long lists and texts of the text tools, several megabytes each. The same on
 * the website and in the extension, whose popup and full-tab page share one origin and so one database. The library
 * loads with the first read or write, not with the page. A read that fails gives the fallback; a write that fails
 * rejects, so that the page can say so.
 */
/** A library load that hangs must not hold back a tool's other inputs: past this, the long text is given up. */
const LOAD_TIMEOUT_MS = 8_000;
const library = () =>
  Promise.race([import('idb-keyval'), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('idb-keyval non chargé')), LOAD_TIMEOUT_MS))]);
let store: ReturnType<typeof import('idb-keyval').createStore> | undefined;

async function open() {
  const idb = await library();
  store ??= idb.createStore('outilo', 'valeurs');
  return { idb, store };
}

export function indexedDbItem<T>(key: string, { fallback, validate }: ItemOptions<T>): StoredItem<T> {
  return {
    get: async () => {
      try {
        const { idb, store: db } = await open();
        return validate(await idb.get(key, db)) ?? fallback;
      } catch {
        return fallback;
      }
    },
    set: async (value) => {
      const { idb, store: db } = await open();
      await idb.set(key, value, db);
    },
    remove: async () => {
      const { idb, store: db } = await open();
      await idb.del(key, db);
    },
    // Read once as a tool opens; another tab's later writes are not followed (the small inputs are).
    subscribe: () => () => {},
  };
}
