import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

interface ChoiceFieldProps<T extends string> {
  legend: ReactNode;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  name?: string;
  /** Shown but not changeable (the value is imposed by another option, which says why). */
  disabled?: boolean;
}

/** A small set of exclusive options shown as a segmented control (radio buttons underneath). */
export function ChoiceField<T extends string>({ legend, value, options, onChange, name, disabled }: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <fieldset className="field choice" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      <div className="choice__options">
        {options.map((option) => (
          <label key={option.value} className={`choice__option ${option.value === value ? 'is-selected' : ''}`}>
            <input
              type="radio"
              name={name ?? id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
