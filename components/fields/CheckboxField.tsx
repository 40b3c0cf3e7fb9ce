import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  name?: string;
}

/** A checkbox with its label; the whole row is the click target (44 px high). */
export function CheckboxField({ label, checked, onChange, hint, name }: CheckboxFieldProps) {
  return (
    <div className="field field--checkbox">
      <label className="checkbox">
        <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}
