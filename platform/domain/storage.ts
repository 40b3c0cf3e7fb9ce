/**
 * One stored value, whatever the target keeps it in (localStorage on the website, chrome.storage.sync in
 * the extension). The favourites hook and the promo pop-up use only this interface.
 */
export interface StoredItem<T> {
  /** The stored value, or the fallback when nothing (or nothing valid) is stored. */
  get(): Promise<T>;
  set(value: T): Promise<void>;
  /** Forgets the stored value (the next `get` gives the fallback). Optional, so older adapters still fit. */
  remove?(): Promise<void>;
  /** Called with the new value whenever it changes, in this page or in another tab or window. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface ItemOptions<T> {
  fallback: T;
  /** Turns whatever was stored into a valid value, or undefined when it cannot. */
  validate: (raw: unknown) => T | undefined;
}

/** Creates the storage items of a target. */
export type StorageFactory = <T>(key: string, options: ItemOptions<T>) => StoredItem<T>;

/**
 * Values kept a key each under one prefix (`fav:vat`, `fav:cpm`…), so that two contexts writing different
 * keys at the same moment never erase each other, as they would when both rewrite one whole list.
 */
export interface StoredMap<V> {
  /** Every valid entry under the prefix; rejects when the storage cannot be read. */
  getAll(): Promise<Record<string, V>>;
  /** Writes these entries in one operation; rejects when the storage refuses (quota, full, missing). */
  setMany(entries: Record<string, V>): Promise<void>;
  /**
   * Entries changed by another page, tab, window or profile (and, in the extension, by this page). An entry
   * given as undefined was removed; when `complete` is true the changes list every entry, and any other is gone
   * (a cleared storage).
   */
  subscribe(listener: (changes: Record<string, V | undefined>, complete: boolean) => void): () => void;
}
