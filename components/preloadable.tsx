import { lazy, useState, type ComponentType } from 'react';
import { onDemand } from './lib/onDemand';

export interface Preloadable<P extends object = object> {
  /** Starts loading the chunk (once; again after a failure) and resolves when its component is ready. */
  preload(): Promise<ComponentType<P>>;
  /** True once the chunk has loaded: rendering it then never suspends. */
  isLoaded(): boolean;
  /** Renders the component: at once when its chunk is loaded, otherwise through React.lazy (suspends). */
  Component: ComponentType<P>;
}

/**
 * A lazily loaded component that can be fetched ahead (before hydration, on hover or focus of a link) and
 * that, once fetched, renders synchronously. React.lazy alone suspends on its first render even when the
 * module is already in memory, which shows the Suspense fallback and then holds the content back for React's
 * 300 ms fallback throttle.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable;
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P>;
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  const chunk = onDemand(() => load().then((module) => module.default));
  const Lazy = lazy(() => chunk.load().then((component) => ({ default: component })));
  function Component(props: P) {
    // Chosen once per mount, so that a component shown through Lazy is not remounted when it resolves.
    const [Ready] = useState(chunk.loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { preload: chunk.load, isLoaded: () => chunk.loaded() !== undefined, Component };
}
