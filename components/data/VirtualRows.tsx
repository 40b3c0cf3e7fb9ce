import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { formatInteger } from '../lib/number';

/** Height of a row, in pixels: the CSS of `.virtual-rows__row` says the same (data.css). */
export const ROW_HEIGHT = 32;
/** Rows drawn beyond the visible ones, above and below, so that a quick scroll shows no blank. */
const OVERSCAN = 8;
/**
 * The tallest scrolling space made (browsers cap an element's height, Chromium near 33 500 000 px): a longer table
 * scrolls through it in proportion.
 */
const MAX_SPACE = 10_000_000;

interface VirtualRowsProps {
  /** Accessible name of the table (« Résultat »). */
  label: string;
  /** Number of rows. */
  count: number;
  /** The cells of row `index` (0-based): one per column. */
  cells: (index: number) => readonly ReactNode[];
  /** Column names; one unnamed column when left out. */
  columns?: readonly string[];
  /** Rows visible at once before the table scrolls (10 by default). */
  visibleRows?: number;
  /** Shows each row's number (1-based) in a first column. */
  numbered?: boolean;
  /** The number shown for row `index` when the rows are a selection of a longer list (its row numbers kept). */
  rowNumber?: (index: number) => number;
  className?: string;
  /** Each column's width as a grid track (`3.5rem`, `2fr`); equal columns when left out. */
  widths?: readonly string[];
  /** Columns whose cells are figures: aligned on the right, as spreadsheets show them. */
  figures?: readonly boolean[];
  /** Sortable columns: each header is a button, and says the current order to screen readers (aria-sort). */
  sort?: { column: number; descending: boolean; onSort: (column: number) => void };
  /** A class for row `index` (a highlighted row). */
  rowClass?: (index: number) => string | undefined;
  /** A last row that stays below the scrolling rows (the totals), one cell per column. */
  footer?: readonly ReactNode[];
  /**
   * The least width of the table: below it, the table scrolls sideways in its own box (a wide table on a phone)
   * rather than squeezing its columns.
   */
  minWidth?: string;
}

/**
 * Rows and lines of any number (1 000 000 deduplicated addresses, 100 000 slugs): a table that lays out only the rows
 * in view, as ARIA allows for a table whose rows are not all in the page (aria-rowcount, aria-rowindex). Rows have one
 * height and each cell one line, cut with an ellipsis; the whole goes through copy and download. The scrolling
 * region is reachable with the keyboard (arrows, Page Up/Down, Home/End scroll it).
 */
export function VirtualRows({ label, count, cells, columns, visibleRows = 10, numbered = false, rowNumber, className, widths, figures, sort, rowClass, footer, minWidth }: VirtualRowsProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef(0);
  const captionId = useId();
  const onScroll = useCallback((event: React.UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(top));
  }, []);
  const shown = Math.min(count, visibleRows);
  const view = Math.max(shown, 1) * ROW_HEIGHT;
  const total = count * ROW_HEIGHT;
  const space = Math.min(total, MAX_SPACE);
  // Past MAX_SPACE, a pixel of scrolling moves `scale` pixels of rows.
  const scale = total > space ? (total - view) / (space - view) : 1;
  const virtualTop = Math.min(scrollTop, Math.max(0, space - view)) * scale;
  const first = Math.floor(virtualTop / ROW_HEIGHT);
  const offset = scrollTop - (virtualTop - first * ROW_HEIGHT);
  const from = Math.max(0, Math.min(first, count - 1) - OVERSCAN);
  const to = Math.min(count, first + visibleRows + OVERSCAN);
  const rows: ReactNode[] = [];
  const columnCount = (columns?.length ?? 1) + (numbered ? 1 : 0);
  const cellClass = (column: number) => `virtual-rows__cell${figures?.[column] ? ' virtual-rows__cell--figure' : ''}`;
  for (let index = from; index < to; index++) {
    rows.push(
      <div key={index} role="row" aria-rowindex={index + 2} className={`virtual-rows__row ${rowClass?.(index) ?? ''}`} style={{ transform: `translateY(${offset + (index - first) * ROW_HEIGHT}px)` }}>
        {numbered && (
          <span role="cell" className="virtual-rows__number">
            {formatInteger(rowNumber ? rowNumber(index) : index + 1)}
          </span>
        )}
        {cells(index).map((cell, column) => (
          <span key={column} role="cell" className={cellClass(column)} title={typeof cell === 'string' ? cell : undefined}>
            {cell}
          </span>
        ))}
      </div>,
    );
  }
  const table = (
    <div
      role="table"
      aria-labelledby={captionId}
      aria-rowcount={count + 1 + (footer ? 1 : 0)}
      aria-colcount={columnCount}
      className={`virtual-rows ${className ?? ''}`}
      style={{ '--virtual-template': `${numbered ? '4.5rem ' : ''}${widths ? widths.map((width) => `minmax(0, ${width})`).join(' ') : `repeat(${columns?.length ?? 1}, minmax(0, 1fr))`}`, minWidth } as React.CSSProperties}
    >
      <p id={captionId} className="visually-hidden">
        {label}
      </p>
      <div role="rowgroup" className="virtual-rows__head">
        <div role="row" aria-rowindex={1} className="virtual-rows__row virtual-rows__row--head">
          {numbered && (
            <span role="columnheader" className="virtual-rows__number">
              N°
            </span>
          )}
          {(columns ?? [label]).map((name, column) => {
            const sorted = sort?.column === column;
            return (
              <span key={name} role="columnheader" className={cellClass(column)} aria-sort={sort ? (sorted ? (sort.descending ? 'descending' : 'ascending') : 'none') : undefined}>
                {sort ? (
                  <button type="button" className="virtual-rows__sort" onClick={() => sort.onSort(column)} title={`Trier par ${name}`}>
                    {name}
                    <span aria-hidden className="virtual-rows__sort-mark">
                      {sorted ? (sort.descending ? '▼' : '▲') : ''}
                    </span>
                  </button>
                ) : (
                  name
                )}
              </span>
            );
          })}
        </div>
      </div>
      <div
        role="rowgroup"
        tabIndex={0}
        aria-label={`${label}, ${formatInteger(count)}\u00a0lignes`}
        className="virtual-rows__body"
        style={{ height: `${view}px` }}
        onScroll={onScroll}
      >
        <div className="virtual-rows__space" style={{ height: `${space}px` }}>
          {rows}
        </div>
      </div>
      {footer && (
        <div role="rowgroup" className="virtual-rows__foot">
          <div role="row" aria-rowindex={count + 2} className="virtual-rows__row">
            {numbered && <span role="cell" className="virtual-rows__number" />}
            {footer.map((cell, column) => (
              <span key={column} role="cell" className={cellClass(column)} title={typeof cell === 'string' ? cell : undefined}>
                {cell}
              </span>
            ))}
          </div>
        </div>
      )}
    </div>
  );
  return minWidth ? <div className="virtual-rows-scroll">{table}</div> : table;
}
