import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { usePlatform } from '../../platform/platform';
import { FAVOURITES_MESSAGES } from './favourites';

/** Says in French when favourites could not be read or saved; the star itself has already rolled back. */
export function FavouritesNotice() {
  const { favourites: store } = usePlatform();
  const problem = useSyncExternalStore(store.subscribe, store.getProblem, store.getServerProblem);
  if (!problem) return null;
  return (
    <div className="notice favourites-notice" role="alert">
      <p>{FAVOURITES_MESSAGES[problem]}</p>
      <button type="button" className="button button--ghost favourites-notice__close" onClick={store.dismissProblem} aria-label="Fermer le message">
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}
