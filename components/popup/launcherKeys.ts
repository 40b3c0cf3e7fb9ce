import type { KeyboardEvent } from 'react';

/** The launcher's keys, read by screen readers with the search box. */
export const LAUNCHER_HINT = 'Flèches haut et bas\u00a0: parcourir les outils. Entrée\u00a0: ouvrir le premier résultat. Échap\u00a0: effacer la recherche.';

const CARD_LINK = '.tool-card__link';

/** What the launcher's keys act on: the tool browser's search box, its list, its query. */
export interface LauncherView {
  search: HTMLInputElement | null;
  list: HTMLUListElement | null;
  query: string;
  /** How many tools the list shows. */
  count: number;
  clear: () => void;
}

/**
 * The popup's keyboard-first behaviour for the tool browser (components/home/ToolBrowser.tsx): the search box
 * has the focus on open, Enter opens the first result, the arrow keys move through the results and back to the
 * search box, Escape clears the search. Kept with the popup's code, not with the website's home page.
 */
export interface Launcher {
  hint: string;
  /** Gives the search box the focus now, and again if the popup window gets its focus later; returns the cleanup. */
  focusOnOpen(search: () => HTMLInputElement | null): () => void;
  onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>, view: LauncherView): void;
  onListKeyDown(event: KeyboardEvent<HTMLUListElement>, view: LauncherView): void;
}

const cardLinks = (view: LauncherView) => [...(view.list?.querySelectorAll<HTMLAnchorElement>(CARD_LINK) ?? [])];

export const launcherKeys: Launcher = {
  hint: LAUNCHER_HINT,

  focusOnOpen(search) {
    search()?.focus();
    // A popup may get its window focus after this first render: the search box takes it then if nothing else has.
    const onWindowFocus = () => {
      if (document.activeElement === document.body) search()?.focus();
    };
    window.addEventListener('focus', onWindowFocus);
    return () => window.removeEventListener('focus', onWindowFocus);
  },

  onSearchKeyDown(event, view) {
    const first = cardLinks(view)[0];
    if (event.key === 'ArrowDown' && first) {
      event.preventDefault();
      first.focus();
    } else if (event.key === 'Enter' && first && (view.query.trim() !== '' || view.count === 1)) {
      event.preventDefault();
      first.click();
    } else if (event.key === 'Escape' && view.query) {
      // Handled: Chrome would otherwise close the popup. An empty search lets Escape close it.
      event.preventDefault();
      view.clear();
    }
  },

  onListKeyDown(event, view) {
    const links = cardLinks(view);
    // The card holding the focus (its link or its star).
    const card = (event.target as HTMLElement).closest('li.tool-card');
    const index = links.findIndex((link) => card?.contains(link));
    const focusSearch = () => view.search?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => links[Math.min(index + 1, links.length - 1)]?.focus(),
      ArrowUp: () => (index <= 0 ? focusSearch() : links[index - 1]?.focus()),
      Home: () => links[0]?.focus(),
      End: () => links.at(-1)?.focus(),
      Escape: focusSearch,
    };
    const move = moves[event.key];
    if (!move || index === -1) return;
    event.preventDefault();
    move();
  },
};
