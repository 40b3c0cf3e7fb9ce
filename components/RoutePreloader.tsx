import { useEffect } from 'react';
import { useNavigate } from './router';
import type { Preloadable } from './preloadable';

/** The route path a same-app link leads to (`/ttc-ht/`, or `#/ttc-ht/` under the hash router), else null. */
function routeOf(target: EventTarget | null): { path: string; anchor: HTMLAnchorElement } | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href')!;
  const path = href.startsWith('#/') ? href.slice(1) : href.startsWith('/') && !href.startsWith('//') ? href : null;
  return path ? { path: path.split(/[?#]/)[0]!, anchor } : null;
}

/** Longest wait for a chunk on a click before navigating anyway (then the route's fallback shows). */
const CLICK_WAIT_MS = 3000;

/**
 * Fetches a route's chunk (and the pages' titles) as soon as a link to it is hovered, focused or pressed, and
 * holds a click on such a link until the chunk is there, so that the next page renders at once: no « Chargement… »
 * fallback and no 300 ms Suspense throttle. One listener for every link of the app (cards, breadcrumb, logo,
 * footer).
 */
export function RoutePreloader({ routeFor }: { routeFor: (path: string) => Preloadable | undefined }) {
  const navigate = useNavigate();
  useEffect(() => {
    const warm = (event: Event) => {
      const link = routeOf(event.target);
      if (!link) return;
      void routeFor(link.path)?.preload().catch(() => undefined);
      // The titles' module too (AppLayout fetches it on a client navigation), so that the tab's title changes
      // with the page instead of a round trip later.
      void import('./pageTitle').catch(() => undefined);
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = routeOf(event.target);
      const route = link && routeFor(link.path);
      if (!link || !route || route.isLoaded()) return;
      // Before React Router's own handler (bubbling, on the root): it sees defaultPrevented and stands back.
      event.preventDefault();
      const go = () => navigate(link.path);
      const timeout = new Promise((resolve) => setTimeout(resolve, CLICK_WAIT_MS));
      void Promise.race([route.preload(), timeout]).then(go, go);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('pointerover', warm, options);
    document.addEventListener('pointerdown', warm, options);
    document.addEventListener('touchstart', warm, options);
    document.addEventListener('focusin', warm, options);
    document.addEventListener('click', click, true);
    return () => {
      document.removeEventListener('pointerover', warm, options);
      document.removeEventListener('pointerdown', warm, options);
      document.removeEventListener('touchstart', warm, options);
      document.removeEventListener('focusin', warm, options);
      document.removeEventListener('click', click, true);
    };
  }, [navigate, routeFor]);
  return null;
}
