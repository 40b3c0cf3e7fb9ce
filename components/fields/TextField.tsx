import type { KeyboardEvent, ReactNode } from 'react';
import { FieldFrame } from './Field';
import { LINE_LIMIT, TEXT_LIMIT, useTextLimit } from './textLimit';

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'url' | 'email' | 'tel' | 'date' | 'time';
  inputMode?: 'text' | 'url' | 'email' | 'tel' | 'numeric' | 'decimal';
  /** Render a textarea with this many rows instead of a one-line input. */
  rows?: number;
  /**
   * The longest text the field takes (TEXT_LIMIT unless said; a text area also takes LINE_LIMIT lines at most): a
   * paste, drop or typing past it is refused and a value from elsewhere is cut, with a French message (textLimit.ts).
   */
  maxLength?: number;
  autoComplete?: string;
  name?: string;
  /** Marks the field as required for assistive technology (aria-required); the label says it in words. */
  required?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  type = 'text',
  inputMode,
  rows,
  maxLength = TEXT_LIMIT,
  autoComplete = 'off',
  name,
  required,
  onFocus,
  onBlur,
  onKeyDown,
}: TextFieldProps) {
  const limit = useTextLimit(value, onChange, { chars: maxLength, lines: rows ? LINE_LIMIT : undefined });
  return (
    <FieldFrame label={label} error={error} notice={limit.message} hint={hint}>
      {({ inputId, describedBy, invalid }) => {
        const common = {
          id: inputId,
          ref: limit.controlRef,
          name,
          value: limit.shown,
          // Also said to the browser: assistive technology announces it, and an input method's text stops there.
          maxLength,
          placeholder,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
          onFocus,
          onBlur,
          onKeyDown,
        };
        return rows ? (
          <textarea {...common} className="input textarea" rows={rows} onChange={(event) => limit.change(event.target.value)} />
        ) : (
          <input
            {...common}
            className="input"
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            onChange={(event) => limit.change(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}
