import { Search } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFavourites } from '../favourites/useFavourites';
import { CATEGORIES } from '../tool/categories';
import { useTools } from '../tool/catalog';
import type { CategoryId } from '../tool/types';
import { searchTools } from './search';
import type { Launcher, LauncherView } from '../popup/launcherKeys';
import { ToolCard } from './ToolCard';

export const EMPTY_MESSAGE = 'Aucun outil ne correspond à votre recherche';
/** The search box's length limit (components/fields/textLimit.ts has the tools' fields'). */
export const SEARCH_MAX_LENGTH = 200;

interface ToolBrowserProps {
  compact?: boolean;
  /** Keyboard-first behaviour (the popup's, components/popup/launcherKeys.ts). */
  launcher?: Launcher;
}

/** Search box, category buttons and the tool cards, favourites first. Used by the home page and the popup. */
export function ToolBrowser({ compact = false, launcher }: ToolBrowserProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryId | 'all'>('all');
  const { favourites } = useFavourites();
  const searchId = useId();
  const hintId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const allTools = useTools();
  const tools = useMemo(() => searchTools(allTools, query, category, favourites), [allTools, query, category, favourites]);
  const searching = query.trim() !== '';

  const view = (): LauncherView => ({ search: searchRef.current, list: listRef.current, query, count: tools.length, clear: () => setQuery('') });
  // In the commit that shows the list (a layout effect, not a passive one that may run a frame later), so the
  // focus is never left on the page's body between the list's arrival and the search box taking it.
  useLayoutEffect(() => launcher?.focusOnOpen(() => searchRef.current), [launcher]);
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
          // No tool's name is this long; a pasted book is cut by the browser instead of searched for seconds.
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={launcher && ((event) => launcher.onSearchKeyDown(event, view()))}
          aria-describedby={launcher ? hintId : undefined}
          autoComplete="off"
        />
        {launcher && (
          <span id={hintId} className="visually-hidden">
            {launcher.hint}
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
          <ul ref={listRef} className={compact ? 'tool-list' : 'tool-grid'} aria-label="Outils" onKeyDown={launcher && ((event) => launcher.onListKeyDown(event, view()))}>
            {tools.map((tool) => (
              <ToolCard key={tool.id} tool={tool} compact={compact} />
            ))}
          </ul>
      )}
    </div>
  );
}
