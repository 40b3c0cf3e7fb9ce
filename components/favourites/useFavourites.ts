import { useCallback, useSyncExternalStore } from 'react';
import { usePlatform } from '../../platform/platform';
import type { Favourites } from '../../platform/domain/favourites';

export function useFavourites(): { favourites: Favourites; isFavourite: (id: string) => boolean; toggle: (id: string) => void } {
  const { favourites: store } = usePlatform();
  const favourites = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const isFavourite = useCallback((id: string) => favourites.includes(id), [favourites]);
  const toggle = useCallback((id: string) => store.toggle(id), [store]);
  return { favourites, isFavourite, toggle };
}
