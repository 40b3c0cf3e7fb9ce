import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

export interface ResultLine {
  label: ReactNode;
  value: string;
}

interface ResultCardProps {
  /** What the main figure is: `Prix HT`, `Coût par clic`... */
  label: ReactNode;
  /** The main figure, already formatted (`1 234,56 €`). */
  value: string;
  /** Text put on the clipboard; defaults to the figure. Omit `copy` to hide the button. */
  copy?: boolean | string;
  /** Secondary figures shown under the main one. */
  details?: readonly ResultLine[];
  /** A sentence that explains the figure. */
  note?: ReactNode;
  tone?: 'default' | 'success' | 'warning';
  /** Text results (password, slug, URL): monospace figure that wraps anywhere, with the copy button beside it. */
  mono?: boolean;
  children?: ReactNode;
}

/** The live result of a tool: a large figure with its unit and a copy button beside it. */
export function ResultCard({ label, value, copy = true, details, note, tone = 'default', mono = false, children }: ResultCardProps) {
  const copyText = typeof copy === 'string' ? copy : value;
  return (
    <section className={`result-card result-card--${tone}${mono ? ' result-card--mono' : ''}`} aria-live="polite" aria-atomic="true">
      <div className="result-card__main">
        <div>
          <h2 className="result-card__label">{label}</h2>
          <p className="result-card__value" data-testid="result-value">
            {value}
          </p>
        </div>
        {copy !== false && <CopyButton text={copyText} />}
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
