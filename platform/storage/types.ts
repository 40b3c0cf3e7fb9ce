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
