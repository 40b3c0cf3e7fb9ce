import { Link } from 'react-router-dom';
import { usePlatform } from '../../platform/platform';
import { categoryLabel } from '../tool/categories';
import type { ListedTool } from '../tool/types';
import { FavouriteButton } from '../favourites/FavouriteButton';

interface ToolCardProps {
  tool: ListedTool;
  compact?: boolean;
}

/** A title whose hyphenated words never break at their hyphen (« e-mail » stays whole at the popup's width). */
function Title({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, i) => (i % 2 ? <span key={i} className="nowrap">{part}</span> : part));
}

/** A tool in the grid (or the popup list): its link, its categories and the favourite star. */
export function ToolCard({ tool, compact = false }: ToolCardProps) {
  const platform = usePlatform();
  const titleId = `tool-card-${tool.id}`;
  const link = platform.toolLink(tool.path, tool.popup === 'tab');
  const body = (
    <>
      <span className="tool-card__icon" aria-hidden>
        <tool.icon size={compact ? 18 : 22} />
      </span>
      <span className="tool-card__text">
        <span className="tool-card__title" id={titleId}>
          <Title text={tool.title} />
          {/* The popup's tools that open in a tab: an arrow drawn by the stylesheet, not an icon module every home page would load. */}
          {'href' in link && (
            <span className="tool-card__external">
              <span className="visually-hidden"> (s’ouvre dans un onglet)</span>
            </span>
          )}
        </span>
        {!compact && <span className="tool-card__description">{tool.description}</span>}
      </span>
    </>
  );
  return (
    <li className={`tool-card ${compact ? 'tool-card--compact' : ''}`} data-tool-id={tool.id}>
      {'to' in link ? (
        <Link to={link.to} reloadDocument={link.reloadDocument} className="tool-card__link">
          {body}
        </Link>
      ) : (
        <a href={link.href} target="_blank" rel="noreferrer" className="tool-card__link">
          {body}
        </a>
      )}
      {!compact && (
        <ul className="tool-card__tags" aria-label="Catégories">
          {tool.categories.map((c) => (
            <li key={c}>{categoryLabel(c)}</li>
          ))}
        </ul>
      )}
      <FavouriteButton toolId={tool.id} describedBy={titleId} />
    </li>
  );
}
