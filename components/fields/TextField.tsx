import type { KeyboardEvent, ReactNode } from 'react';
import { FieldFrame } from './Field';

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
  maxLength,
  autoComplete = 'off',
  name,
  required,
  onFocus,
  onBlur,
  onKeyDown,
}: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => {
        const common = {
          id: inputId,
          name,
          value,
          placeholder,
          maxLength,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
          onFocus,
          onBlur,
          onKeyDown,
        };
        return rows ? (
          <textarea {...common} className="input textarea" rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            className="input"
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}
