import { useState, useSyncExternalStore } from 'react';
import { applyUpdate } from './serviceWorker';
import { pendingUpdate } from './updates';

export const UPDATE_AVAILABLE = 'Nouvelle version disponible.';
export const UPDATE_LATER = 'Elle s’appliquera quand tous les onglets d’Outilo seront fermés.';

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
