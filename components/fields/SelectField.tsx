import type { ReactNode } from 'react';
import { FieldFrame } from './Field';
import type { Choice } from './ChoiceField';

interface SelectFieldProps<T extends string> {
  label: ReactNode;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  hint?: ReactNode;
  error?: string;
}

export function SelectField<T extends string>({ label, value, options, onChange, hint, error }: SelectFieldProps<T>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          className="input select"
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
