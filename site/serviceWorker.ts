/**
 * The website's service worker (dist/web/sw.js, written by scripts/service-worker.mjs with Workbox): this module is
 * loaded and registers it a few seconds after the page has loaded (site/main.tsx), so that its install (precaching
 * every page and tool, 1.6 MB) never competes with the page's own requests: a tool opened right after the first
 * page loaded waited for its chunk behind the precache (120 ms more to open a tool in the benchmark).
 * A new version installs in the background and waits; this module says so (the « Nouvelle version disponible »
 * notice, UpdateNotice.tsx, which can ask it to take over).
 */

import { pendingUpdate } from './updates';

function found(worker: ServiceWorker | null) {
  // Without a controller this is the first install, not an update: nothing to announce.
  if (worker && navigator.serviceWorker.controller) pendingUpdate.set(worker);
}

export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
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
}
