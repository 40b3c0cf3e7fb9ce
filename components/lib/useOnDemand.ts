import { useCallback, useEffect, useState } from 'react';
import { reloadIfStuck, type OnDemand } from './onDemand';

export interface OnDemandState<T> {
  /** The loaded value, once there. */
  value: T | undefined;
  /** The last load failed or timed out (see LOAD_TIMEOUT_MS): show LoadStatus with `retry`. */
  failed: boolean;
  /** Loads again (the « Réessayer » button), reloading the page when the last request still hangs. */
  retry: () => void;
}

/**
 * What a view waits on, loaded through `source` once `wanted` (the passphrase mode chosen, the search box used):
 * its value, or the failure to show with a retry, never an endless wait.
 */
export function useOnDemand<T>(source: OnDemand<T>, wanted = true): OnDemandState<T> {
  const [value, setValue] = useState(source.loaded);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!wanted || value !== undefined) return;
    let live = true;
    setFailed(false);
    source.load().then(
      (loaded) => live && setValue(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [source, wanted, value, round]);
  const retry = useCallback(() => {
    if (!reloadIfStuck([source])) setRound((n) => n + 1);
  }, [source]);
  return { value, failed, retry };
}
