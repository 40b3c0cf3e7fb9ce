/**
 * The website's service worker (dist/web/sw.js, written by scripts/service-worker.mjs with Workbox): registered
 * after the page has loaded, so it never competes with the page's own requests. A new version installs in the
 * background and waits; this module says so (the « Nouvelle version disponible » notice, UpdateNotice.tsx, which
 * can ask it to take over).
 */

import { pendingUpdate } from './updates';

function found(worker: ServiceWorker | null) {
  // Without a controller this is the first install, not an update: nothing to announce.
  if (worker && navigator.serviceWorker.controller) pendingUpdate.set(worker);
}

export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(url)
      .then((registration) => {
        found(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') found(worker);
          });
        });
      })
      // No service worker (private mode, a browser setting): the site works online as before.
      .catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
