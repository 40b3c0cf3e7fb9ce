import { useEffect, useState, type ReactNode } from 'react';
import { normaliseHex } from '../lib/color';
import { FieldFrame } from './Field';

export const COLOR_ERROR = 'Couleur invalide\u00a0: utilisez le format #RRGGBB (ex. #2563EB)';

interface ColorFieldProps {
  label: ReactNode;
  /** `#RRGGBB`. */
  value: string;
  /** Called with a valid `#RRGGBB` only: a half-typed code stays in the field without reaching the tool. */
  onChange: (value: string) => void;
  hint?: ReactNode;
}

/**
 * A colour as a designer gives it: a swatch that opens the system picker, and the hex code, editable. The
 * label names the code field; the swatch carries the same name, so both are announced.
 */
export function ColorField({ label, value, onChange, hint }: ColorFieldProps) {
  const [text, setText] = useState(value);
  // A new value from outside (a preset, a reset) replaces what was typed, unless it is the same colour.
  useEffect(() => setText((typed) => (normaliseHex(typed) === value ? typed : value)), [value]);
  const error = normaliseHex(text) ? undefined : COLOR_ERROR;

  const onText = (typed: string) => {
    setText(typed);
    const normal = normaliseHex(typed);
    if (normal && normal !== value) onChange(normal);
  };

  return (
    <FieldFrame label={label} hint={hint} error={error} className="color-field">
      {({ inputId, describedBy, invalid }) => (
        <div className="color-field__row">
          <input
            type="color"
            className="color-field__swatch"
            value={value.toLowerCase()}
            onChange={(event) => onText(event.target.value.toUpperCase())}
            aria-label={typeof label === 'string' ? `${label}, sélecteur de couleur` : 'Sélecteur de couleur'}
          />
          <input
            id={inputId}
            className="input color-field__code"
            type="text"
            value={text}
            onChange={(event) => onText(event.target.value)}
            onBlur={() => setText(value)}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        </div>
      )}
    </FieldFrame>
  );
}
