import type { StorageFactory, StoredItem } from '../../platform/storage/types';

/** Favourite tool ids, in the order they were added. */
export type Favourites = readonly string[];

const EMPTY: Favourites = Object.freeze([]);

/** Accepts only a list of distinct strings; anything else (corrupt storage) is rejected. */
export function validateFavourites(raw: unknown): Favourites | undefined {
  if (!Array.isArray(raw)) return undefined;
  const ids = raw.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length < 100);
  return Object.freeze([...new Set(ids)]);
}

export function toggleFavourite(favourites: Favourites, id: string): Favourites {
  return favourites.includes(id) ? favourites.filter((f) => f !== id) : [...favourites, id];
}

/**
 * The favourites of this page, as an external store for useSyncExternalStore. Reads the stored list once,
 * then follows changes made here or elsewhere (other tabs, the popup, other Chrome profiles).
 */
export class FavouritesStore {
  private value: Favourites = EMPTY;
  private loaded = false;
  private readonly listeners = new Set<() => void>();
  private readonly item: StoredItem<Favourites>;
  readonly ready: Promise<void>;

  constructor(item: StoredItem<Favourites>) {
    this.item = item;
    item.subscribe((value) => this.update(value));
    this.ready = item.get().then(
      (value) => {
        if (!this.loaded) this.update(value);
      },
      () => this.update(this.value),
    );
  }

  static create(makeItem: StorageFactory): FavouritesStore {
    return new FavouritesStore(makeItem<Favourites>('favourites', { fallback: EMPTY, validate: validateFavourites }));
  }

  private update(value: Favourites) {
    this.loaded = true;
    this.value = value;
    for (const listener of this.listeners) listener();
  }

  get isLoaded(): boolean {
    return this.loaded;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Favourites => this.value;

  /** The value rendered on the server (pre-rendering) and during hydration: no favourites yet. */
  getServerSnapshot = (): Favourites => EMPTY;

  toggle = async (id: string): Promise<void> => {
    const next = toggleFavourite(this.value, id);
    this.update(next);
    await this.item.set(next);
  };
}
