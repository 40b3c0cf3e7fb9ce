import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export const COPIED_MS = 2000;

/** Writes text (and optionally HTML) to the clipboard. Failures are only logged (SPEC.md section 7). */
export async function copyToClipboard(text: string, html?: string): Promise<boolean> {
  try {
    if (html && typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
    } else {
      await navigator.clipboard.writeText(text);
    }
    return true;
  } catch (error) {
    console.error('Copie dans le presse-papiers impossible', error);
    return false;
  }
}

interface CopyButtonProps {
  /** The text, or what makes it on the click (a table of 100 000 rows is written only when copied). */
  text: string | (() => string);
  /** Accessible name when the visible label alone is ambiguous (several copy buttons on a page). */
  label?: string;
  /** Visible text instead of « Copier », when the button copies more than the figure beside it. */
  caption?: string;
  className?: string;
}

/** `Copier`, then `Copié !` for 2 seconds. */
export function CopyButton({ text, label, caption, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    if (await copyToClipboard(typeof text === 'function' ? text() : text)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    }
  };

  return (
    <button
      type="button"
      className={`button button--ghost copy-button ${className ?? ''}`}
      onClick={onClick}
      aria-label={label ? `${copied ? 'Copié\u00a0!' : 'Copier'} ${label}` : undefined}
    >
      {copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
      <span aria-live="polite">{copied ? 'Copié\u00a0!' : (caption ?? 'Copier')}</span>
    </button>
  );
}
