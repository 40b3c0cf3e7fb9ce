import { Puzzle, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { StoredItem } from '../../platform/domain/storage';

export const PROMO_DELAY_MS = 5000;

interface ExtensionPromoProps {
  dismissed: StoredItem<boolean>;
  storeUrl: string;
  delayMs?: number;
  /** Opens by itself after the delay (the home page); elsewhere only the small button shows, never over a tool. */
  autoOpen?: boolean;
  /** Whether this browser can install a Chrome extension (desktop Chromium); detected when omitted. */
  canInstall?: boolean;
}

type UserAgentData = { mobile: boolean; brands: readonly { brand: string }[] };

/**
 * True on desktop Chromium browsers (Chrome, Edge, Opera, Brave…), where a Chrome Web Store extension can be
 * installed; false on phones, tablets, Firefox and Safari.
 */
export function canInstallChromeExtensions(nav: Pick<Navigator, 'userAgent'> & { userAgentData?: UserAgentData } = globalThis.navigator): boolean {
  if (!nav) return false;
  const data = nav.userAgentData;
  if (data) return !data.mobile && data.brands.some(({ brand }) => /Chromium|Google Chrome|Microsoft Edge|Opera|Brave/.test(brand));
  return /Chrome\/\d+/.test(nav.userAgent) && !/Mobile|Android|iPhone|iPad|CriOS|EdgiOS/.test(nav.userAgent);
}

type State = 'hidden' | 'open' | 'minimised';

/**
 * Website only. Shown 5 s after arrival unless it was closed before; closing remembers it and leaves a small
 * « Extension Chrome » button bottom-right that reopens it. It never takes focus on its own.
 */
export function ExtensionPromo({ dismissed, storeUrl, delayMs = PROMO_DELAY_MS, autoOpen = true, canInstall }: ExtensionPromoProps) {
  const [state, setState] = useState<State>('hidden');
  const dialogRef = useRef<HTMLDivElement>(null);
  const reopenRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef(false);

  useEffect(() => {
    if (!(canInstall ?? canInstallChromeExtensions())) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void dismissed.get().then((wasDismissed) => {
      if (cancelled) return;
      if (wasDismissed || !autoOpen) setState((s) => (s === 'hidden' ? 'minimised' : s));
      else timer = setTimeout(() => setState((s) => (s === 'hidden' ? 'open' : s)), delayMs);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [dismissed, delayMs, autoOpen, canInstall]);

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
        // On a tool page the button sits at the end of the page, right-aligned, never over the tool.
        className={`promo-reopen${autoOpen ? '' : ' promo-reopen--inline'}`}
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

/** The website's promo: opens by itself on the home page only, so it never covers a tool's main action. */
export function SitePromo(props: Omit<ExtensionPromoProps, 'autoOpen'>) {
  const { pathname } = useLocation();
  return <ExtensionPromo {...props} autoOpen={pathname === '/'} />;
}
