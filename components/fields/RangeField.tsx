import type { ReactNode } from 'react';
import { FieldFrame } from './Field';

interface RangeFieldProps {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** How the current value is written beside the label: `12 caractères`, `75 %`. */
  format?: (value: number) => string;
  hint?: ReactNode;
}

/** A slider with its current value shown (and announced through aria-valuetext). */
export function RangeField({ label, value, min, max, step = 1, onChange, format = String, hint }: RangeFieldProps) {
  const shown = format(value);
  return (
    <FieldFrame
      label={
        <span className="range__label">
          <span>{label}</span>
          <output className="range__value" aria-hidden>
            {shown}
          </output>
        </span>
      }
      hint={hint}
    >
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          className="range"
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-valuetext={shown}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
