/**
 * The new version of the website waiting to take over (a service worker in the `installed` state), or null. A store
 * of its own, tiny, so that every page's code holds only this: the registration (site/serviceWorker.ts) and the
 * notice (site/UpdateNotice.tsx) are chunks loaded after the page, and the notice only once there is an update.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;

export const pendingUpdate = {
  get: (): ServiceWorker | null => waiting,
  set(worker: ServiceWorker | null) {
    waiting = worker;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
