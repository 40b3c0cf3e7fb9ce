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

/** Why a chunk could not be loaded: the server no longer has it (a newer version replaced it), or the connection failed. */
export type ChunkFailureCause = 'outdated' | 'network';

/**
 * Asks the server again for the file a chunk error names (Chromium and Firefox put its address in the message) and
 * for the files preloaded beside it, as the named file may be there while one it imports is gone: an answer of 404
 * or 410 means a newer version replaced them, no answer or any other that the connection failed. Safari names no
 * file: the page's own address is asked instead, and a server that answers it is taken to have replaced the chunk.
 */
export async function chunkFailureCause(error: unknown, probe: typeof fetch = (...args) => fetch(...args)): Promise<ChunkFailureCause> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network';
  const named = /\b(?:https?|chrome-extension|moz-extension):\/\/\S+?\.m?js\b/.exec(String((error as Error)?.message ?? error));
  const address = named?.[0] ?? (typeof location !== 'undefined' ? location.href : undefined);
  if (!address) return 'network';
  const status = (url: string) => probe(url, { method: 'HEAD', cache: 'no-store' }).then(({ status }) => status, () => 0);
  const first = await status(address);
  if (!named) return first === 0 ? 'network' : 'outdated';
  if (first === 404 || first === 410) return 'outdated';
  if (first === 0) return 'network';
  const preloaded = typeof document === 'undefined' ? [] : [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href);
  const statuses = await Promise.all(preloaded.filter((url) => url !== address).map(status));
  return statuses.some((code) => code === 404 || code === 410) ? 'outdated' : 'network';
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
  /**
   * True when the last load timed out and its request is still unanswered. A new `import()` of the same file only
   * joins that request (the browser keeps it in the document's module map), so loading again cannot help.
   */
  stuck(): boolean;
}

/**
 * What a user's « Réessayer » calls first: when one of `sources` is stuck, the page is reloaded, the one way to
 * fetch the file again (the inputs live in the address and in storage, so nothing typed is lost). Returns true
 * then; false when loading again in this page is enough. Outside a document (a worker) it never reloads.
 */
export function reloadIfStuck(sources: Iterable<Pick<OnDemand<unknown>, 'stuck'>>, reload = () => window.location.reload()): boolean {
  if (typeof document === 'undefined' || ![...sources].some((source) => source.stuck())) return false;
  reload();
  return true;
}

/**
 * Wraps `importer` (usually an `import()`) so that it runs once, gives up after `timeoutMs`, is retried after a
 * failure and is readable once done. A load after a time-out calls `importer` again, which joins the request still in
 * flight: a user's « Réessayer » goes through reloadIfStuck first.
 */
export function onDemand<T>(importer: () => Promise<T>, timeoutMs = LOAD_TIMEOUT_MS): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  /** Requests made and not answered yet, and whether the last load gave up on one of them. */
  let unanswered = 0;
  let timedOut = false;
  const attempt = () =>
    new Promise<T>((resolve, reject) => {
      timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        reject(new LoadTimeout());
      }, timeoutMs);
      unanswered++;
      importer().then(
        (result) => {
          unanswered--;
          clearTimeout(timer);
          value = result;
          resolve(result);
        },
        (error: unknown) => {
          unanswered--;
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
    stuck: () => value === undefined && timedOut && unanswered > 0,
  };
}
