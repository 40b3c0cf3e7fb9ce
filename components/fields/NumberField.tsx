import type { ReactNode } from 'react';
import { dotReadingHint } from '../lib/number';
import { FieldFrame } from './Field';
import { TEXT_LIMIT, useTextLimit } from './textLimit';

interface NumberFieldProps {
  label: ReactNode;
  /** The text as typed: parsing belongs to the tool's logic module (parseDecimal). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Unit shown inside the field: `€`, `%`, `$`... */
  unit?: string;
  placeholder?: string;
  /** `decimal` (default) or `numeric` for counts. */
  inputMode?: 'decimal' | 'numeric';
  name?: string;
  autoFocus?: boolean;
}

/**
 * A number as French users type it. A text input (not type=number) so that `12,5` and `1 234,56` are
 * accepted as typed; the on-screen keyboard is still numeric.
 */
export function NumberField({ label, value, onChange, error, hint, unit, placeholder, inputMode = 'decimal', name, autoFocus }: NumberFieldProps) {
  // Like every text field, a paste of a book is refused rather than freeze the page (textLimit.ts).
  const limit = useTextLimit(value, onChange, { chars: TEXT_LIMIT });
  // `12.345` is read as 12,345; say so, since many French users write a dot between thousands.
  const reading = error ? null : dotReadingHint(value);
  const shownHint = reading ? (
    <>
      {hint && (
        <>
          {hint}
          <br />
        </>
      )}
      <span className="field__reading">{reading}</span>
    </>
  ) : (
    hint
  );
  return (
    <FieldFrame label={label} error={error} notice={limit.message} hint={shownHint}>
      {({ inputId, describedBy, invalid }) => (
        <div className="input-wrap">
          <input
            id={inputId}
            ref={limit.controlRef}
            name={name}
            className="input"
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            value={limit.shown}
            maxLength={TEXT_LIMIT}
            placeholder={placeholder ?? '0'}
            onChange={(event) => limit.change(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoFocus={autoFocus}
          />
          {unit && (
            <span className="input-wrap__unit" aria-hidden>
              {unit}
            </span>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
