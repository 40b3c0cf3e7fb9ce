import { useId, type ReactNode } from 'react';
import { useReportFieldError } from '../tool/FieldErrors';

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  /**
   * Said like an error, about what the field just refused or cut (textLimit.ts), but its text is valid: the tool's
   * result stays. Shown in place of `error` while there is one.
   */
  notice?: string;
  hint?: ReactNode;
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** Label, control, hint and red error text, wired together for assistive technology. */
export function FieldFrame({ label, error, notice, hint, children, className }: FieldFrameProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = hint ? `${id}-hint` : undefined;
  const alert = notice ?? error;
  const errorId = alert ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  useReportFieldError(id, Boolean(error));
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {alert && (
        <p className="field__error" id={errorId} role="alert">
          {alert}
        </p>
      )}
    </div>
  );
}
