import { useEffect } from 'react';

/**
 * Rendered after the page inside its Suspense boundary: React hydrates a boundary's content after the rest of the
 * app, so only an effect in there runs once the page's own fields are hydrated (or first rendered) and listen.
 */
export function AfterPage({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}

/**
 * `data-ready` on <html> once the page is on screen with its handlers attached and `also` has settled: the signal
 * the tests and the bench wait for before they type, click or measure. Returns what to pass as `AfterPage`'s `run`.
 */
export function markReadyAfter(also: Promise<unknown>): () => void {
  let started!: () => void;
  const page = new Promise<void>((resolve) => (started = resolve));
  void Promise.all([page, also]).then(() => {
    document.documentElement.dataset.ready = 'true';
  });
  return started;
}
