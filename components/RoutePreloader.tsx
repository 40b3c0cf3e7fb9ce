import { useEffect } from 'react';
import type { Preloadable } from './preloadable';

/** The route path a same-app link leads to (`/ttc-ht/`, or `#/ttc-ht/` under the hash router), else null. */
function routeOf(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href')!;
  const path = href.startsWith('#/') ? href.slice(1) : href.startsWith('/') && !href.startsWith('//') ? href : null;
  return path ? path.split(/[?#]/)[0]! : null;
}

/**
 * Fetches a route's chunk as soon as a link to it is hovered, focused or pressed, so that the
 * next page is usually there when the click comes. One listener for every link of the app (cards, breadcrumb, logo,
 * footer). The click itself needs nothing: React Router navigates in a transition, which keeps the current page on
 * screen until the next one's code has come.
 */
export function RoutePreloader({ routeFor }: { routeFor: (path: string) => Preloadable | undefined }) {
  useEffect(() => {
    const warm = (event: Event) => {
      const path = routeOf(event.target);
      if (!path) return;
      void routeFor(path)?.preload().catch(() => undefined);
    };
    const options = { capture: true, passive: true } as const;
    const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, warm, options);
    return () => {
      for (const type of events) document.removeEventListener(type, warm, options);
    };
  }, [routeFor]);
  return null;
}
