import { lazy, useState, type ComponentType } from 'react';
import { onDemand, reloadIfStuck, type OnDemand } from './lib/onDemand';

export interface Preloadable<P extends object = object> {
  /** Starts loading the chunk (once; again after a failure) and resolves when its component is ready. */
  preload(): Promise<ComponentType<P>>;
  /** True once the chunk has loaded: rendering it then never suspends. */
  isLoaded(): boolean;
  /** Renders the component: at once when its chunk is loaded, otherwise through React.lazy (suspends). */
  Component: ComponentType<P>;
}

/** The components whose chunk failed to render, each with its chunk (see retryFailedLoads). */
const failed = new Map<() => void, OnDemand<unknown>>();

/**
 * Lets every component whose chunk could not be loaded try again at its next render: what the « Réessayer » of an
 * error boundary calls before rendering its content anew. React.lazy keeps a failure for good; a new one is made.
 * A chunk whose request still hangs reloads the page instead (reloadIfStuck).
 */
export function retryFailedLoads(): void {
  if (reloadIfStuck(failed.values())) return;
  for (const reset of failed.keys()) reset();
  failed.clear();
}

/**
 * A lazily loaded component that can be fetched ahead (before hydration, on hover or focus of a link) and
 * that, once fetched, renders synchronously. React.lazy alone suspends on its first render even when the
 * module is already in memory, which shows the Suspense fallback and then holds the content back for React's
 * 300 ms fallback throttle.
 *
 * Its load gives up after LOAD_TIMEOUT_MS (components/lib/onDemand.ts). A render uses the last load started: after
 * a preload that failed (hydration waits for one), the error boundary shows the failure at once rather than after a
 * second wait, and its « Réessayer » loads again (retryFailedLoads).
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable;
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P>;
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  const chunk = onDemand(() => load().then((module) => module.default));
  let latest: Promise<ComponentType<P>> | undefined;
  const preload = () => (latest = chunk.load());
  const makeLazy = () =>
    lazy(() =>
      (latest ?? preload()).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.set(reset, chunk);
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  function reset() {
    latest = undefined;
    Lazy = makeLazy();
  }
  function Component(props: P) {
    // Chosen once per mount, so that a component shown through Lazy is not remounted when it resolves.
    const [Ready] = useState(chunk.loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { preload, isLoaded: () => chunk.loaded() !== undefined, Component };
}
