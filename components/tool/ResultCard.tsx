import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { useAnyFieldError } from './FieldErrors';

export interface ResultLine {
  label: ReactNode;
  value: string;
}

interface ResultCardProps {
  /** What the main figure is: `Prix HT`, `Coût par clic`... */
  label: ReactNode;
  /** The main figure, already formatted (`1 234,56 €`), or NO_RESULT while there is none. */
  value: string;
  /** Text put on the clipboard, or what makes it on the click (a long table); defaults to the figure. `false` hides the button. */
  copy?: boolean | string | (() => string);
  /** Visible text of the copy button when it copies more than the figure (« Copier toute la liste »). */
  copyCaption?: string;
  /** Secondary figures shown under the main one. */
  details?: readonly ResultLine[];
  /** A sentence that explains the figure. */
  note?: ReactNode;
  tone?: 'default' | 'success' | 'warning';
  /** Text results (password, slug, URL): monospace figure that wraps anywhere, with the copy button beside it. */
  mono?: boolean;
  children?: ReactNode;
  /** The tool knows its inputs are invalid (an error shown outside a field). Field errors are seen anyway. */
  invalid?: boolean;
}

/** What a result shows while an input is invalid: no figure, no copy button (DECISIONS.md). */
export const NO_RESULT = '—';
export const INVALID_NOTE = 'Corrigez la saisie signalée en rouge pour obtenir le résultat.';

/** The figures of a card that scroll sideways when too wide (their CSS has `overflow-x: auto`). */
const SCROLLING_FIGURES = '.result-card__value, .result-card__detail dd';

/**
 * A figure too wide for its card (a long name drawn at the popup's width) scrolls sideways: it is then reachable
 * with the keyboard, as a scrolling region must be (axe: scrollable-region-focusable), and only then. Every
 * scrolling figure of the card, the main one and the secondary ones.
 */
function useFocusableWhenScrolling(key: string) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const figures = [...(ref.current?.querySelectorAll<HTMLElement>(SCROLLING_FIGURES) ?? [])];
    const update = () => {
      for (const figure of figures) {
        if (figure.scrollWidth > figure.clientWidth) figure.tabIndex = 0;
        else figure.removeAttribute('tabindex');
      }
    };
    // The observer reports each figure's first size once the browser has laid the card out, before it paints:
    // reading the widths here instead would force that layout inside the commit, on every click that opens a tool.
    if (typeof ResizeObserver !== 'function') {
      update();
      return;
    }
    const observer = new ResizeObserver(update);
    for (const figure of figures) observer.observe(figure);
    return () => observer.disconnect();
  }, [key]);
  return ref;
}

/** The live result of a tool: a large figure with its unit and a copy button beside it. */
export function ResultCard(props: ResultCardProps) {
  const fieldError = useAnyFieldError();
  const blocked = fieldError || props.invalid === true;
  const { label, mono = false } = props;
  // Beside an error: « — », no copy button, no secondary figure, nothing stale to copy. The same without a result
  // (nothing typed yet): « — » alone, never a zero figure to copy.
  const value = blocked ? NO_RESULT : props.value;
  const empty = value === NO_RESULT;
  const copy = empty ? false : (props.copy ?? true);
  const details = empty ? undefined : props.details;
  const note = blocked ? INVALID_NOTE : props.note;
  const tone = blocked ? 'default' : (props.tone ?? 'default');
  const children = blocked ? undefined : props.children;
  const copyText = typeof copy === 'string' || typeof copy === 'function' ? copy : value;
  const cardRef = useFocusableWhenScrolling([value, ...(details ?? []).map((line) => line.value)].join('\n'));
  return (
    <section ref={cardRef} className={`result-card result-card--${tone}${mono ? ' result-card--mono' : ''}`} aria-live="polite" aria-atomic="true">
      <div className="result-card__main">
        <div>
          <h2 className="result-card__label">{label}</h2>
          <p className="result-card__value" data-testid="result-value" data-invalid={blocked || undefined}>
            {value}
          </p>
        </div>
        {copy !== false && <CopyButton text={copyText} caption={props.copyCaption} />}
      </div>
      {details && details.length > 0 && (
        <dl className="result-card__details">
          {details.map((line, index) => (
            <div key={index} className="result-card__detail">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {note && <p className="result-card__note">{note}</p>}
      {children}
    </section>
  );
}
