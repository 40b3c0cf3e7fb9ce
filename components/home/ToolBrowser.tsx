import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CATEGORIES } from '../../tools/categories';
import { TOOLS } from '../../tools/registry';
import type { CategoryId } from '../../tools/types';
import { useFavourites } from '../favourites/useFavourites';
import { favouritesFirst, filterTools } from './search';
import { ToolCard } from './ToolCard';

export const EMPTY_MESSAGE = 'Aucun outil ne correspond à votre recherche';
/** The launcher's keys, read by screen readers with the search box. */
export const LAUNCHER_HINT = 'Flèches haut et bas\u00a0: parcourir les outils. Entrée\u00a0: ouvrir le premier résultat. Échap\u00a0: effacer la recherche.';

const CARD_LINK = '.tool-card__link';

interface ToolBrowserProps {
  compact?: boolean;
  /**
   * Keyboard-first (the popup): the search box has the focus on open, Enter opens the first result, the arrow
   * keys move through the results and back to the search box, Escape clears the search.
   */
  launcher?: boolean;
}

/** Search box, category buttons and the tool cards, favourites first. Used by the home page and the popup. */
export function ToolBrowser({ compact = false, launcher = false }: ToolBrowserProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryId | 'all'>('all');
  const { favourites } = useFavourites();
  const searchId = useId();
  const hintId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const tools = useMemo(() => favouritesFirst(filterTools(TOOLS, query, category), favourites), [query, category, favourites]);
  const searching = query.trim() !== '';

  useEffect(() => {
    if (!launcher) return;
    searchRef.current?.focus();
    // A popup may get its window focus after this first render: the search box takes it then if nothing else has.
    const onWindowFocus = () => {
      if (document.activeElement === document.body) searchRef.current?.focus();
    };
    window.addEventListener('focus', onWindowFocus);
    return () => window.removeEventListener('focus', onWindowFocus);
  }, [launcher]);

  const cardLinks = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>(CARD_LINK) ?? [])];

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!launcher) return;
    const first = cardLinks()[0];
    if (event.key === 'ArrowDown' && first) {
      event.preventDefault();
      first.focus();
    } else if (event.key === 'Enter' && first && (searching || tools.length === 1)) {
      event.preventDefault();
      first.click();
    } else if (event.key === 'Escape' && query) {
      // Handled: Chrome would otherwise close the popup. An empty search lets Escape close it.
      event.preventDefault();
      setQuery('');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!launcher) return;
    const links = cardLinks();
    // The card holding the focus (its link or its star).
    const card = (event.target as HTMLElement).closest('li.tool-card');
    const index = links.findIndex((link) => card?.contains(link));
    const focusSearch = () => searchRef.current?.focus();
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
  };

  return (
    <div className={`browser ${compact ? 'browser--compact' : ''} ${launcher ? 'browser--launcher' : ''} ${launcher && searching ? 'is-searching' : ''}`}>
      <div className="search">
        <label htmlFor={searchId} className="visually-hidden">
          Rechercher un outil
        </label>
        <Search aria-hidden size={18} className="search__icon" />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className="input search__input"
          placeholder="Rechercher un outil..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onSearchKeyDown}
          aria-describedby={launcher ? hintId : undefined}
          autoComplete="off"
        />
        {launcher && (
          <span id={hintId} className="visually-hidden">
            {LAUNCHER_HINT}
          </span>
        )}
      </div>
      <div className="categories" role="group" aria-label="Filtrer par catégorie">
        {[{ id: 'all' as const, label: 'Tous les outils' }, ...CATEGORIES].map((c) => (
          <button
            key={c.id}
            type="button"
            className={`chip ${category === c.id ? 'is-selected' : ''}`}
            aria-pressed={category === c.id}
            onClick={() => setCategory(c.id)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {tools.length > 0 && `${tools.length} outil${tools.length > 1 ? 's' : ''} affiché${tools.length > 1 ? 's' : ''}`}
        {launcher && searching && tools[0] && `, Entrée ouvre «\u00a0${tools[0].title}\u00a0»`}
      </p>
      {tools.length === 0 ? (
        <p className="browser__empty" role="status">
          {EMPTY_MESSAGE}
        </p>
      ) : (
          <ul ref={listRef} className={compact ? 'tool-list' : 'tool-grid'} aria-label="Outils" onKeyDown={onListKeyDown}>
            {tools.map((tool) => (
              <ToolCard key={tool.id} tool={tool} compact={compact} />
            ))}
          </ul>
      )}
    </div>
  );
}
