import type { MapFactory, StorageFactory, StoredItem, StoredMap } from '../../platform/storage/types';

/** Favourite tool ids, in the order they were added. */
export type Favourites = readonly string[];

/** One tool's favourite state, stored under its own key: on or off, and when it was last set (ms). */
export interface FavouriteEntry {
  on: boolean;
  t: number;
}

/** What the favourites notice says, or null when all is well. */
export type FavouritesProblem = 'read' | 'write' | null;

export const FAVOURITES_MESSAGES: Record<Exclude<FavouritesProblem, null>, string> = {
  read: 'Vos favoris enregistrés n’ont pas pu être lus. Ceux que vous ajoutez maintenant restent valables pour cette page.',
  write: 'Votre dernier changement de favori n’a pas pu être enregistré\u00a0: l’étoile a repris son état précédent. Réessayez dans un instant.',
};

const EMPTY: Favourites = Object.freeze([]);

/** Accepts only a list of distinct strings (the former one-list format); anything else is rejected. */
export function validateFavourites(raw: unknown): Favourites | undefined {
  if (!Array.isArray(raw)) return undefined;
  const ids = raw.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length < 100);
  return Object.freeze([...new Set(ids)]);
}

export function validateEntry(raw: unknown): FavouriteEntry | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { on, t } = raw as Record<string, unknown>;
  return typeof on === 'boolean' && typeof t === 'number' && Number.isFinite(t) && t >= 0 ? { on, t } : undefined;
}

export function toggleFavourite(favourites: Favourites, id: string): Favourites {
  return favourites.includes(id) ? favourites.filter((f) => f !== id) : [...favourites, id];
}

/** The newer of two entries (undefined counts as oldest). */
const newer = (a: FavouriteEntry | undefined, b: FavouriteEntry | undefined) => (!a ? b : !b ? a : b.t > a.t ? b : a);

export interface FavouritesTimings {
  /** Toggles made within this delay are written together (one storage operation). */
  coalesceMs: number;
  /** At most this many writes a minute from one page: chrome.storage.sync allows 120 for the whole extension. */
  writesPerMinute: number;
  /** A write that has not answered after this long counts as failed. */
  writeTimeoutMs: number;
  /** After chrome.storage.sync refused for its write rate limit, the next attempt waits this long. */
  quotaRetryMs: number;
}

const TIMINGS: FavouritesTimings = { coalesceMs: 300, writesPerMinute: 40, writeTimeoutMs: 5000, quotaRetryMs: 15_000 };

/** chrome.storage.sync's per-minute and per-hour write limits: the write may succeed later. A full storage may not. */
const isRateLimited = (error: unknown) => /MAX_WRITE_OPERATIONS/.test(String((error as Error)?.message ?? error));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('délai dépassé')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * The favourites of this page, as an external store for useSyncExternalStore.
 *
 * Each tool is a key of its own holding `{ on, t }`; for a tool, the entry set last wins. So two contexts
 * toggling different tools at once lose nothing, a late change notification never reverts a newer local
 * toggle, and a failed read cannot lead to an overwrite (a write only touches the toggled tool). Toggles are
 * shown at once, written together after a short pause and kept under the sync write quota; a refused write
 * rolls its stars back and raises a French notice. Ids that are not tools of this build are ignored.
 */
export class FavouritesStore {
  private readonly stored = new Map<string, FavouriteEntry>();
  private readonly pending = new Map<string, FavouriteEntry>();
  private readonly inflight = new Map<string, FavouriteEntry>();
  private readonly listeners = new Set<() => void>();
  private readonly writes: number[] = [];
  private value: Favourites = EMPTY;
  private problem: FavouritesProblem = null;
  private loaded = false;
  private clock = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly timings: FavouritesTimings;
  readonly ready: Promise<void>;

  constructor(
    private readonly map: StoredMap<FavouriteEntry>,
    private readonly isKnown: (id: string) => boolean = () => true,
    /** The former one-list storage: read once, each id counting as set at the very beginning. */
    legacy?: StoredItem<Favourites>,
    timings: Partial<FavouritesTimings> = {},
  ) {
    this.timings = { ...TIMINGS, ...timings };
    try {
      map.subscribe((changes) => this.receive(changes));
    } catch {
      // No change notifications: this page still works with what it reads and writes.
    }
    this.ready = this.load(legacy);
    globalThis.addEventListener?.('pagehide', this.flushNow);
    globalThis.document?.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.flushNow();
    });
  }

  static create(makeMap: MapFactory, makeItem?: StorageFactory, isKnown?: (id: string) => boolean, timings?: Partial<FavouritesTimings>): FavouritesStore {
    const legacy = makeItem?.<Favourites>('favourites', { fallback: EMPTY, validate: validateFavourites });
    return new FavouritesStore(makeMap<FavouriteEntry>('fav:', validateEntry), isKnown, legacy, timings);
  }

  private async load(legacy?: StoredItem<Favourites>) {
    try {
      const old = (await legacy?.get().catch(() => EMPTY)) ?? EMPTY;
      // Former favourites keep their order with tiny times that any real toggle outranks.
      this.receive(Object.fromEntries(old.map((id, index) => [id, { on: true, t: index + 1 }])), false);
      this.receive(await this.map.getAll(), false);
    } catch {
      this.problem = 'read';
    }
    this.loaded = true;
    this.recompute();
  }

  /** Entries read from storage or notified by another context: each replaces ours only if newer. */
  private receive(changes: Record<string, FavouriteEntry>, notify = true) {
    let changed = false;
    for (const [id, entry] of Object.entries(changes)) {
      const current = this.stored.get(id);
      if (!current || entry.t > current.t || (entry.t === current.t && entry.on !== current.on)) {
        this.stored.set(id, entry);
        this.clock = Math.max(this.clock, entry.t);
        changed = true;
      }
    }
    if (changed && notify) this.recompute();
  }

  private entry(id: string): FavouriteEntry | undefined {
    return newer(newer(this.stored.get(id), this.inflight.get(id)), this.pending.get(id));
  }

  private recompute() {
    const ids = new Set([...this.stored.keys(), ...this.inflight.keys(), ...this.pending.keys()]);
    const on = [...ids]
      .filter((id) => this.isKnown(id))
      .map((id) => [id, this.entry(id)!] as const)
      .filter(([, entry]) => entry.on)
      .sort((a, b) => a[1].t - b[1].t)
      .map(([id]) => id);
    if (on.length !== this.value.length || on.some((id, i) => id !== this.value[i])) this.value = Object.freeze(on);
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

  /** The current problem to tell the user about, if any. */
  getProblem = (): FavouritesProblem => this.problem;

  getServerProblem = (): FavouritesProblem => null;

  dismissProblem = (): void => {
    this.problem = null;
    this.recompute();
  };

  toggle = (id: string): void => {
    if (!this.isKnown(id)) return;
    const on = !this.entry(id)?.on;
    this.clock = Math.max(Date.now(), this.clock + 1);
    this.pending.set(id, { on, t: this.clock });
    if (this.problem === 'write') this.problem = null;
    this.recompute();
    this.schedule(this.timings.coalesceMs);
  };

  /** Resolves once every toggle made so far has been written or rolled back (tests, page hide). */
  async settled(): Promise<void> {
    for (let round = 0; round < 100 && (this.pending.size || this.inflight.size); round++) {
      clearTimeout(this.timer);
      this.timer = undefined;
      await (this.writing ?? this.flush());
    }
  }

  private schedule(delay: number) {
    if (this.timer !== undefined || this.inflight.size) return;
    const now = Date.now();
    while (this.writes.length && now - this.writes[0]! >= 60_000) this.writes.shift();
    const { writesPerMinute } = this.timings;
    // Past half the budget, writes are spaced evenly over the minute; at the budget, wait for the window.
    const spaced = this.writes.length >= writesPerMinute / 2 ? 60_000 / writesPerMinute - (now - this.writes.at(-1)!) : 0;
    const budgetWait = this.writes.length >= writesPerMinute ? this.writes[0]! + 60_000 - now : 0;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, Math.max(delay, spaced, budgetWait));
  }

  /** Writes what waits now, whatever the pacing: the page is going away (tab closed, popup dismissed). */
  private flushNow = () => {
    if (!this.pending.size) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.flush();
  };

  /** The write under way, if any. */
  private writing: Promise<void> | undefined;

  private flush(): Promise<void> {
    if (!this.pending.size || this.writing) return this.writing ?? Promise.resolve();
    this.writing = this.write().finally(() => (this.writing = undefined));
    return this.writing;
  }

  private async write(): Promise<void> {
    for (const [id, entry] of this.pending) this.inflight.set(id, entry);
    this.pending.clear();
    this.writes.push(Date.now());
    let retryAfter = 0;
    try {
      await withTimeout(this.map.setMany(Object.fromEntries(this.inflight)), this.timings.writeTimeoutMs);
      this.receive(Object.fromEntries(this.inflight), false);
    } catch (error) {
      if (isRateLimited(error)) {
        // Too many writes this minute: nothing is lost, the toggles wait and go out together later.
        for (const [id, entry] of this.inflight) if (!this.pending.has(id)) this.pending.set(id, entry);
        retryAfter = this.timings.quotaRetryMs;
      } else {
        this.problem = 'write';
      }
    } finally {
      this.inflight.clear();
      this.recompute();
    }
    if (this.pending.size) queueMicrotask(() => this.schedule(retryAfter || this.timings.coalesceMs));
  }
}
