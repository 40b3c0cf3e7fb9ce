/**
 * How long a load the user waits on (a page's or a tool's code, a library, a word list, a worker's start) may take
 * before the page gives up on it, says so and offers to try again. A request that hangs on a bad network would
 * otherwise leave « Chargement… » on screen for good.
 */
export const LOAD_TIMEOUT_MS = 8_000;

/** A load that did not finish within LOAD_TIMEOUT_MS. */
export class LoadTimeout extends Error {
  override name = 'LoadTimeout';
  constructor() {
    super(`Chargement interrompu après ${LOAD_TIMEOUT_MS / 1000} s`);
  }
}

/** True for the error a browser raises when a lazily loaded chunk cannot be fetched (deploy, lost network). */
export function isChunkLoadError(error: unknown): boolean {
  const text = `${(error as Error)?.name ?? ''} ${(error as Error)?.message ?? error}`;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Failed to fetch|Loading chunk/i.test(text);
}

/** True when code could not be loaded, in time or at all: what « Réessayer » can cure, unlike a bug. */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof LoadTimeout || isChunkLoadError(error);
}

/** Something loaded on demand, once (a chunk, what a module exports). */
export interface OnDemand<T> {
  /**
   * Starts loading (once; again after a failure, as a lost chunk may come back) and resolves with the value, or
   * rejects with LoadTimeout when it takes longer than the time-out (a later arrival is still kept).
   */
  load(): Promise<T>;
  /** The value once it has loaded, else undefined: what a render reads without waiting. */
  loaded(): T | undefined;
}

/**
 * Wraps `importer` (usually an `import()`) so that it runs once, gives up after `timeoutMs`, is retried after a
 * failure and is readable once done. A retry after a time-out calls `importer` again: a browser joins the request
 * still in flight, or makes a new one.
 */
export function onDemand<T>(importer: () => Promise<T>, timeoutMs = LOAD_TIMEOUT_MS): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const attempt = () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new LoadTimeout()), timeoutMs);
      importer().then(
        (result) => {
          clearTimeout(timer);
          value = result;
          resolve(result);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    }).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return {
    load: () => (value !== undefined ? Promise.resolve(value) : (pending ??= attempt())),
    loaded: () => value,
  };
}
