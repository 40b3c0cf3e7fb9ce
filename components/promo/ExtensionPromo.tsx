import { Puzzle, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { StoredItem } from '../../platform/storage/types';

export const PROMO_DELAY_MS = 5000;

interface ExtensionPromoProps {
  dismissed: StoredItem<boolean>;
  storeUrl: string;
  delayMs?: number;
}

type State = 'hidden' | 'open' | 'minimised';

/**
 * Website only. Shown 5 s after arrival unless it was closed before; closing remembers it and leaves a small
 * « Extension Chrome » button bottom-right that reopens it. It never takes focus on its own.
 */
export function ExtensionPromo({ dismissed, storeUrl, delayMs = PROMO_DELAY_MS }: ExtensionPromoProps) {
  const [state, setState] = useState<State>('hidden');
  const dialogRef = useRef<HTMLDivElement>(null);
  const reopenRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void dismissed.get().then((wasDismissed) => {
      if (cancelled) return;
      if (wasDismissed) setState('minimised');
      else timer = setTimeout(() => setState((s) => (s === 'hidden' ? 'open' : s)), delayMs);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [dismissed, delayMs]);

  useEffect(() => {
    if (state === 'open' && focusOnOpen.current) dialogRef.current?.focus();
  }, [state]);

  const close = () => {
    void dismissed.set(true);
    setState('minimised');
    if (focusOnOpen.current) requestAnimationFrame(() => reopenRef.current?.focus());
  };

  if (state === 'hidden') return null;
  if (state === 'minimised') {
    return (
      <button
        ref={reopenRef}
        type="button"
        className="promo-reopen"
        onClick={() => {
          focusOnOpen.current = true;
          setState('open');
        }}
      >
        <Puzzle aria-hidden size={16} />
        Extension Chrome
      </button>
    );
  }
  return (
    <div
      ref={dialogRef}
      className="promo"
      role="dialog"
      aria-labelledby="promo-title"
      aria-describedby="promo-text"
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <button type="button" className="promo__close" onClick={close} aria-label="Fermer">
        <X aria-hidden size={18} />
      </button>
      <p className="promo__badge">
        <Puzzle aria-hidden size={16} /> Extension Chrome gratuite
      </p>
      <h2 id="promo-title">Vos outils à un clic, dans Chrome</h2>
      <p id="promo-text">
        Ouvrez vos calculateurs depuis la barre d’outils, sans chercher l’onglet. Vos favoris vous suivent sur tous vos
        ordinateurs.
      </p>
      <a className="button" href={storeUrl} target="_blank" rel="noreferrer">
        Ajouter à Chrome
      </a>
    </div>
  );
}
