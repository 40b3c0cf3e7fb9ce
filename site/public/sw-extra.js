// Outilo: additions to the Workbox-generated service worker (sw.js imports this file; scripts/service-worker.mjs).
// Same origin only; nothing here caches another origin (the exchange rate always goes to the network).

// A page address without its trailing slash (/mentions-legales, /ttc-ht) is the pre-rendered `<path>/index.html`,
// which the precache knows under the slash form only: serve it from there (works offline), else from the network.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.endsWith('/') || /\.[^/]*$/.test(url.pathname)) return;
  event.respondWith(
    caches
      .match(url.pathname + '/index.html', { ignoreSearch: true })
      .then((cached) => cached || fetch(request)),
  );
});

// « Recharger » on the new-version notice: the waiting version takes over only when the asking page is the one
// Outilo page open, so that no other open page loses the code it was built with (its chunks stay in the old
// precache until then). The answer says whether it did.
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'OUTILO_APPLY_UPDATE' || !event.ports[0]) return;
  const port = event.ports[0];
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const alone = windows.length <= 1;
      port.postMessage({ applied: alone });
      if (alone) return self.skipWaiting();
    }),
  );
});
