import { useState } from 'react';
import { Link } from '../router';
import { usePlatform } from '../../platform/platform';
import type { ListedTool, ToolDefinition } from '../../tools/types';
import { categoryLabel } from '../../tools/categories';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { SERVER_HTML } from '../hydration';

interface ToolCardProps {
  /** With its listing (description, categories, icon); without, only while hydrating the home page (see ToolCard). */
  tool: ToolDefinition | ListedTool;
  compact?: boolean;
}

const isListed = (tool: ToolDefinition | ListedTool): tool is ListedTool => 'icon' in tool;

/** A title whose hyphenated words never break at their hyphen (« e-mail » stays whole at the popup's width). */
function Title({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, i) => (i % 2 ? <span key={i} className="nowrap">{part}</span> : part));
}

/**
 * A tool in the grid (or the popup list): its link, its categories and the favourite star. A card that hydrates the
 * home page's HTML before the tools' listing has loaded keeps its icon, description and categories as the HTML has
 * them (components/home/listing.ts); the link and the star, which respond, are React's as everywhere.
 */
export function ToolCard({ tool, compact = false }: ToolCardProps) {
  const platform = usePlatform();
  // Chosen at the mount: a kept card stays as it is when the listing comes.
  const [listing] = useState(() => (isListed(tool) ? tool : undefined));
  const titleId = `tool-card-${tool.id}`;
  const link = platform.toolLink(tool.path, tool.popup === 'tab');
  const body = (
    <>
      {listing ? (
        <span className="tool-card__icon" aria-hidden>
          <listing.icon size={compact ? 18 : 22} />
        </span>
      ) : (
        <span className="tool-card__icon" aria-hidden dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
      )}
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
        {!compact &&
          (listing ? (
            <span className="tool-card__description">{listing.description}</span>
          ) : (
            <span className="tool-card__description" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
          ))}
      </span>
    </>
  );
  return (
    <li className={`tool-card ${compact ? 'tool-card--compact' : ''}`} data-tool-id={tool.id}>
      {'to' in link ? (
        <Link to={link.to} className="tool-card__link">
          {body}
        </Link>
      ) : (
        <a href={link.href} target="_blank" rel="noreferrer" className="tool-card__link">
          {body}
        </a>
      )}
      {!compact &&
        (listing ? (
          <ul className="tool-card__tags" aria-label="Catégories">
            {listing.categories.map((c) => (
              <li key={c}>{categoryLabel(c)}</li>
            ))}
          </ul>
        ) : (
          <ul className="tool-card__tags" aria-label="Catégories" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
        ))}
      <FavouriteButton toolId={tool.id} describedBy={titleId} />
    </li>
  );
}
