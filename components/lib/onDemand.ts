/** Something loaded on demand, once (a chunk, what a module exports). */
export interface OnDemand<T> {
  /** Starts loading (once; again after a failure, as a lost chunk may come back) and resolves with the value. */
  load(): Promise<T>;
  /** The value once it has loaded, else undefined: what a render reads without waiting. */
  loaded(): T | undefined;
}

/** Wraps `importer` (usually an `import()`) so that it runs once, is retried after a failure and is readable once done. */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (result) => (value = result),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
