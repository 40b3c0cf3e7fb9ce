import type { StoredItem, StoredMap } from './storage';

/** Favourite tool ids, in the order they were added. */
export type Favourites = readonly string[];

/** One tool's favourite state, stored under its own key: on or off, and when it was last set (ms). */
export interface FavouriteEntry {
  on: boolean;
  t: number;
}

/**
 * What the favourites notice is about, or null when all is well: saved favourites unreadable, a change refused
 * (it may work again), a change refused because the browser's storage is full (it will not until space is
 * freed), or (extension) favourites kept on this device that Chrome has not synchronised yet.
 */
export type FavouritesProblem = 'read' | 'write' | 'full' | 'sync' | null;

/** The French message of a problem; `undone` is how many star changes were rolled back. */
export function favouritesMessage(problem: Exclude<FavouritesProblem, null>, undone = 1): string {
  const lost =
    undone > 1
      ? `Vos ${undone}\u00a0derniers changements de favoris n’ont pas pu être enregistrés\u00a0: les étoiles ont repris leur état précédent.`
      : 'Votre dernier changement de favori n’a pas pu être enregistré\u00a0: l’étoile a repris son état précédent.';
  switch (problem) {
    case 'read':
      return 'Vos favoris enregistrés n’ont pas pu être lus. Ceux que vous ajoutez maintenant restent valables pour cette page.';
    case 'write':
      return `${lost} Réessayez dans un instant.`;
    case 'full':
      return `Le stockage de votre navigateur est plein. ${lost} Libérez de la place, par exemple avec «\u00a0Réinitialiser\u00a0» sur un outil où vous avez collé un long texte, puis réessayez.`;
    case 'sync':
      return 'Vos favoris sont enregistrés sur cet appareil, mais Chrome n’a pas encore pu les synchroniser avec vos autres navigateurs. Outilo réessaiera de lui-même.';
  }
}

const EMPTY: Favourites = Object.freeze([]);

/** Storage keys: one per tool (`fav:vat`) in localStorage or chrome.storage.sync, and the extension's journal. */
export const FAVOURITE_PREFIX = 'fav:';
/** Extension: one key per toggle in chrome.storage.local (`favq:vat@1732612345678`), until copied to sync. */
export const JOURNAL_PREFIX = 'favq:';
/** Extension: chrome.storage.local flag set while the journal could not be copied to chrome.storage.sync. */
export const SYNC_FAILING_KEY = 'favourites-sync-failing';
/** The order of two entries of one tool: when they were set. */
export const entryTime = (entry: FavouriteEntry) => entry.t;

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

/** The newer of two entries (undefined counts as oldest). */
export const newerEntry = (a: FavouriteEntry | undefined, b: FavouriteEntry | undefined) => (!a ? b : !b ? a : b.t > a.t ? b : a);

/** The favourites of a set of entries: the tools whose entry is on, in the order they were set. */
export function favouritesOf(entries: Readonly<Record<string, FavouriteEntry>>): string[] {
  return Object.entries(entries)
    .filter(([, entry]) => entry.on)
    .sort((a, b) => a[1].t - b[1].t)
    .map(([id]) => id);
}

/** Whether `entry` should replace `current` in a copy of stored entries: newer, or the same time with another state. */
export const replaces = (entry: FavouriteEntry, current: FavouriteEntry | undefined) =>
  !current || entry.t > current.t || (entry.t === current.t && entry.on !== current.on);

/** A storage that refuses because it is full (localStorage's QuotaExceededError, chrome.storage's QUOTA_BYTES). */
export const isStorageFull = (error: unknown) =>
  /QuotaExceeded|QUOTA_BYTES|kQuotaBytes/i.test(`${(error as Error)?.name ?? ''} ${(error as Error)?.message ?? error}`);

/** A write that has not answered after this long counts as failed (ms). */
const WRITE_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('délai dépassé')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

export interface FavouritesStorage {
  /** Where favourites are read from: each keeps one entry per tool id, the newest entry of a tool wins. */
  sources: readonly StoredMap<FavouriteEntry>[];
  /**
   * Where a toggle is written, at once, in the click that made it: one of the sources. The website writes
   * localStorage itself; the extension writes a journal in chrome.storage.local that its service worker copies
   * to chrome.storage.sync, so that a popup closed right after a click, or a write held back by Chrome's sync
   * limits, loses nothing.
   */
  target: StoredMap<FavouriteEntry>;
  /** The former one-list storage: read once, each id counting as set at the very beginning. */
  legacy?: StoredItem<Favourites>;
  /** Extension: true while the service worker could not copy the journal to chrome.storage.sync. */
  syncFailing?: StoredItem<boolean>;
  /** Ids that are tools of this build; others are ignored. */
  isKnown?: (id: string) => boolean;
  writeTimeoutMs?: number;
}

/**
 * The favourites of this page, as an external store for useSyncExternalStore.
 *
 * Each tool is a key of its own holding `{ on, t }`; for a tool, the entry set last wins. So two contexts
 * toggling different tools at once lose nothing, a late change notification never reverts a newer toggle, and
 * a failed read cannot lead to an overwrite (a write only touches the toggled tool). A toggle is shown and
 * written at once; a refused write rolls its star back and raises a French notice. Entries removed from storage
 * by another context (a cleared storage) disappear here too.
 */
export class FavouritesStore {
  /** A copy of each source's entries, as last read or notified. */
  private readonly copies: Map<string, FavouriteEntry>[];
  /** Toggles of this page whose write has not answered yet. */
  private readonly pending = new Map<string, FavouriteEntry>();
  private readonly writes = new Set<Promise<unknown>>();
  private readonly listeners = new Set<() => void>();
  private value: Favourites = EMPTY;
  private problem: Exclude<FavouritesProblem, 'sync'> | null = null;
  /** Star changes rolled back since the notice last appeared. */
  private undone = 0;
  private syncFailing = false;
  private syncDismissed = false;
  private message: string | null = null;
  private loaded = false;
  private clock = 0;
  private readonly sources: readonly StoredMap<FavouriteEntry>[];
  private readonly target: StoredMap<FavouriteEntry>;
  private readonly isKnown: (id: string) => boolean;
  private readonly writeTimeoutMs: number;
  readonly ready: Promise<void>;

  constructor({ sources, target, legacy, syncFailing, isKnown = () => true, writeTimeoutMs = WRITE_TIMEOUT_MS }: FavouritesStorage) {
    this.sources = sources.includes(target) ? sources : [...sources, target];
    this.target = target;
    this.isKnown = isKnown;
    this.writeTimeoutMs = writeTimeoutMs;
    this.copies = this.sources.map(() => new Map());
    this.sources.forEach((source, index) => {
      try {
        source.subscribe((changes, complete) => this.receive(this.copies[index]!, changes, complete));
      } catch {
        // No change notifications: this page still works with what it reads and writes.
      }
    });
    if (syncFailing) {
      const follow = (failing: boolean) => {
        if (failing !== this.syncFailing) this.syncDismissed = false;
        this.syncFailing = failing;
        this.recompute();
      };
      try {
        syncFailing.subscribe(follow);
        void syncFailing.get().then(follow, () => {});
      } catch {
        // No status: the favourites themselves are unaffected.
      }
    }
    this.ready = this.load(legacy);
  }

  private async load(legacy?: StoredItem<Favourites>) {
    const old = (await legacy?.get().catch(() => EMPTY)) ?? EMPTY;
    // Former favourites keep their order with tiny times that any real toggle outranks.
    const legacyCopy = new Map(old.map((id, index) => [id, { on: true, t: index + 1 }]));
    if (legacyCopy.size) this.copies.push(legacyCopy);
    const results = await Promise.allSettled(this.sources.map((source) => source.getAll()));
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') this.receive(this.copies[index]!, result.value, false, false);
      else this.problem = 'read';
    });
    this.loaded = true;
    this.recompute();
  }

  /** Entries read from a source or notified by it: `undefined` is a removal; a complete list also removes the others. */
  private receive(copy: Map<string, FavouriteEntry>, changes: Record<string, FavouriteEntry | undefined>, complete: boolean, notify = true) {
    if (complete) for (const id of [...copy.keys()]) if (!(id in changes)) copy.delete(id);
    for (const [id, entry] of Object.entries(changes)) {
      if (!entry) copy.delete(id);
      else if (replaces(entry, copy.get(id))) {
        copy.set(id, entry);
        this.clock = Math.max(this.clock, entry.t);
      }
    }
    if (notify) this.recompute();
  }

  private entry(id: string): FavouriteEntry | undefined {
    return [...this.copies.map((copy) => copy.get(id)), this.pending.get(id)].reduce(newerEntry, undefined);
  }

  private recompute() {
    const ids = new Set([...this.copies.flatMap((copy) => [...copy.keys()]), ...this.pending.keys()]);
    const on = favouritesOf(Object.fromEntries([...ids].filter((id) => this.isKnown(id)).map((id) => [id, this.entry(id)!])));
    if (on.length !== this.value.length || on.some((id, i) => id !== this.value[i])) this.value = Object.freeze(on);
    const problem = this.problem ?? (this.syncFailing && !this.syncDismissed ? 'sync' : null);
    this.message = problem ? favouritesMessage(problem, this.undone) : null;
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

  /** What to tell the user, in French, or null. */
  getMessage = (): string | null => this.message;

  getServerMessage = (): string | null => null;

  dismissProblem = (): void => {
    this.problem = null;
    this.undone = 0;
    this.syncDismissed = this.syncFailing;
    this.recompute();
  };

  /**
   * Shows the change at once and starts its write in the same task: a page that goes away right after the
   * click (a closed popup, a closed tab) has already handed the write to the browser.
   */
  toggle = (id: string): void => {
    if (!this.isKnown(id)) return;
    const entry = { on: !this.entry(id)?.on, t: (this.clock = Math.max(Date.now(), this.clock + 1)) };
    this.pending.set(id, entry);
    let write: Promise<void>;
    try {
      write = withTimeout(this.target.setMany({ [id]: entry }), this.writeTimeoutMs);
    } catch (error) {
      write = Promise.reject(error);
    }
    this.recompute();
    const done = write
      .then(
        () => {
          this.receive(this.copies[this.sources.indexOf(this.target)]!, { [id]: entry }, false, false);
          // Saving works again: the notice about earlier refusals is over.
          if (this.problem === 'write' || this.problem === 'full') {
            this.problem = null;
            this.undone = 0;
          }
        },
        (error: unknown) => {
          this.problem = isStorageFull(error) ? 'full' : 'write';
          this.undone += 1;
        },
      )
      .finally(() => {
        if (this.pending.get(id) === entry) this.pending.delete(id);
        this.writes.delete(done);
        this.recompute();
      });
    this.writes.add(done);
  };

  /** Resolves once every toggle made so far has been written or rolled back (tests). */
  async settled(): Promise<void> {
    while (this.writes.size) await Promise.all([...this.writes]);
  }
}
