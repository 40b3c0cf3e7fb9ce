import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { usePlatform } from '../../platform/platform';

/** Says in French when favourites could not be read, saved or synchronised; a refused star has already rolled back. */
export function FavouritesNotice() {
  const { favourites: store } = usePlatform();
  const message = useSyncExternalStore(store.subscribe, store.getMessage, store.getServerMessage);
  if (!message) return null;
  return (
    <div className="notice favourites-notice" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--ghost favourites-notice__close" onClick={store.dismissProblem} aria-label="Fermer le message">
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}
