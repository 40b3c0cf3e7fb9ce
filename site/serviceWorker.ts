/**
 * The website's service worker (dist/web/sw.js, written by scripts/service-worker.mjs with Workbox): registered
 * after the page has loaded, so it never competes with the page's own requests. A new version installs in the
 * background and waits; this module says so (the « Nouvelle version disponible » notice) and can ask it to take
 * over, which it does only when this page is the one Outilo page open.
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

/**
 * Asks the waiting version to take over and reloads into it. Resolves false, without reloading, when other Outilo
 * pages are open: the update then applies once they are closed.
 */
export function applyUpdate(): Promise<boolean> {
  const worker = pendingUpdate.get();
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ applied?: boolean }>) => {
      const applied = Boolean(event.data?.applied);
      if (applied) navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      resolve(applied);
    };
    worker.postMessage({ type: 'OUTILO_APPLY_UPDATE' }, [channel.port2]);
  });
}
