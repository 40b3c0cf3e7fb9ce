import { useState, useSyncExternalStore } from 'react';
import { pendingUpdate } from './updates';

export const UPDATE_AVAILABLE = 'Nouvelle version disponible.';
export const UPDATE_LATER = 'Elle s’appliquera quand tous les onglets d’Outilo seront fermés.';

/**
 * Asks the waiting version to take over and reloads into it. Resolves false, without reloading, when other Outilo
 * pages are open: the update then applies once they are closed. Kept here, not in serviceWorker.ts, which every
 * page loads: this module loads only once an update is waiting.
 */
export function applyUpdate(): Promise<boolean> {
  const worker = pendingUpdate.get();
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const reload = () => window.location.reload();
    // Listening before asking: the new version may take over before its answer reaches the page (they come by
    // different ways, and on a busy machine the takeover can come first).
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    channel.port1.onmessage = (event: MessageEvent<{ applied?: boolean }>) => {
      const applied = Boolean(event.data?.applied);
      if (!applied) navigator.serviceWorker.removeEventListener('controllerchange', reload);
      resolve(applied);
    };
    worker.postMessage({ type: 'OUTILO_APPLY_UPDATE' }, [channel.port2]);
  });
}

/**
 * A discreet note when a new version of the site is waiting: the open page keeps working with the version it was
 * loaded with; « Recharger » switches to the new one.
 */
export default function UpdateNotice() {
  const worker = useSyncExternalStore(pendingUpdate.subscribe, pendingUpdate.get, () => null);
  const [later, setLater] = useState(false);
  if (!worker) return null;
  return (
    <div className="update-notice" role="status">
      <p>
        {UPDATE_AVAILABLE}
        {later && ` ${UPDATE_LATER}`}
      </p>
      <button type="button" className="button button--ghost" onClick={() => void applyUpdate().then((applied) => setLater(!applied))}>
        Recharger
      </button>
    </div>
  );
}
