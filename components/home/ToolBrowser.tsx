import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { CATEGORIES } from '../../tools/categories';
import { TOOLS } from '../../tools/registry';
import type { CategoryId } from '../../tools/types';
import { useFavourites } from '../favourites/useFavourites';
import { favouritesFirst, filterTools } from './search';
import { ToolCard } from './ToolCard';

export const EMPTY_MESSAGE = 'Aucun outil ne correspond à votre recherche';

/** Search box, category buttons and the tool cards, favourites first. Used by the home page and the popup. */
export function ToolBrowser({ compact = false }: { compact?: boolean }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryId | 'all'>('all');
  const { favourites } = useFavourites();
  const searchId = useId();
  const tools = useMemo(() => favouritesFirst(filterTools(TOOLS, query, category), favourites), [query, category, favourites]);

  return (
    <div className={`browser ${compact ? 'browser--compact' : ''}`}>
      <div className="search">
        <label htmlFor={searchId} className="visually-hidden">
          Rechercher un outil
        </label>
        <Search aria-hidden size={18} className="search__icon" />
        <input
          id={searchId}
          type="search"
          className="input search__input"
          placeholder="Rechercher un outil..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
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
      </p>
      {tools.length === 0 ? (
        <p className="browser__empty" role="status">
          {EMPTY_MESSAGE}
        </p>
      ) : (
          <ul className={compact ? 'tool-list' : 'tool-grid'} aria-label="Outils">
            {tools.map((tool) => (
              <ToolCard key={tool.id} tool={tool} compact={compact} />
            ))}
          </ul>
      )}
    </div>
  );
}
