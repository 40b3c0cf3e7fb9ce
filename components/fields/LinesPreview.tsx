import { useId, type ReactNode } from 'react';
import { formatInteger } from '../lib/number';

/** Lines beyond this are left out of the box (a 100 000-line textarea costs seconds a keystroke). */
export const PREVIEW_LINES = 2000;

interface LinesPreviewProps {
  label: ReactNode;
  lines: readonly string[];
  className?: string;
}

/**
 * A read-only box showing a long list one row per line, at most PREVIEW_LINES of them, with a hint saying
 * that the copy button copies them all.
 */
export function LinesPreview({ label, lines, className }: LinesPreviewProps) {
  const id = useId();
  const truncated = lines.length > PREVIEW_LINES;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input textarea lines-preview"
        readOnly
        wrap="off"
        rows={Math.min(Math.max(lines.length, 3), 12)}
        value={(truncated ? lines.slice(0, PREVIEW_LINES) : lines).join('\n')}
        aria-describedby={truncated ? `${id}-hint` : undefined}
      />
      {truncated && (
        <p className="field__hint" id={`${id}-hint`}>
          Aperçu des {formatInteger(PREVIEW_LINES)}&#160;premières lignes&#160;: le bouton «&#160;Copier&#160;» copie les{' '}
          {formatInteger(lines.length)}&#160;lignes.
        </p>
      )}
    </div>
  );
}
