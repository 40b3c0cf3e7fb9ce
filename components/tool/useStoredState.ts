import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePlatform } from '../../platform/platform';

export interface StoredStateOptions<T> {
  /** The value before anything is restored, after « Réinitialiser », and when storage holds nothing valid. */
  fallback: T;
  /** Turns what storage gives back (anything: old, corrupt or edited by hand) into a valid value, or undefined. */
  validate: (raw: unknown) => T | undefined;
  /** Quiet time after the last change before it is written, in ms. */
  delay?: number;
}

export interface StoredState<T> {
  value: T;
  /** Changes the value (a value or an updater); it is written to storage once changes pause. */
  set: (next: T | ((current: T) => T)) => void;
  /** Back to the fallback, and the stored value is forgotten. */
  reset: () => void;
  /** True once storage has been read (or found empty or unreadable): the page is ready for typing. */
  restored: boolean;
  /** True when the last write failed (storage full or refused): the value lives for this page only. */
  saveFailed: boolean;
}

export const STORED_STATE_DELAY = 400;

/**
 * A tool's inputs remembered on this device (localStorage on the website, chrome.storage.local in the
 * extension), through the platform's `storedItem`. Pre-rendering and the first render use the fallback;
 * the stored value is read once after mount (unless the user has already typed), changes are written after
 * a pause, and on leaving the page (unmount or `pagehide`) whatever is still pending is written at once.
 * Storage that throws, rejects or holds garbage never breaks the tool: it reads as the fallback.
 */
export function useStoredState<T>(key: string, { fallback, validate, delay = STORED_STATE_DELAY }: StoredStateOptions<T>): StoredState<T> {
  const { storedItem } = usePlatform();
  // The options are read once per key: callers may pass inline functions without re-creating the item.
  const options = useRef({ fallback, validate });
  const item = useMemo(() => storedItem<T>(key, options.current), [storedItem, key]);
  const [value, setValue] = useState<T>(fallback);
  const [restored, setRestored] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const edited = useRef(false);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let active = true;
    edited.current = false;
    setRestored(false);
    const read = (async () => item.get())();
    read
      .then(
        (stored) => {
          if (active && !edited.current) setValue(stored);
        },
        () => {
          // Unreadable storage: keep the fallback.
        },
      )
      .finally(() => {
        if (active) setRestored(true);
      });
    return () => {
      active = false;
    };
  }, [item]);

  const write = useCallback(
    (run: () => Promise<void>) => {
      (async () => run())().then(
        () => setSaveFailed(false),
        () => setSaveFailed(true),
      );
    },
    [],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) write(() => item.set(next.value));
  }, [item, write]);

  useEffect(() => {
    const onHide = () => flush();
    globalThis.addEventListener?.('pagehide', onHide);
    return () => {
      globalThis.removeEventListener?.('pagehide', onHide);
      flush();
    };
  }, [flush]);

  const set = useCallback(
    (next: T | ((current: T) => T)) => {
      edited.current = true;
      setValue((current) => {
        const updated = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        pending.current = { value: updated };
        return updated;
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [flush, delay],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    edited.current = true;
    setValue(options.current.fallback);
    write(() => (item.remove ? item.remove() : item.set(options.current.fallback)));
  }, [item, write]);

  return { value, set, reset, restored, saveFailed };
}
