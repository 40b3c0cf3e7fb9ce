import { useEffect, useState, type KeyboardEvent } from 'react';

/** Quiet time after the last keystroke before a value being typed is taken: longer than the pauses within a word. */
export const SETTLE_MS = 700;

export interface SettledInput {
  /** The field's value once typed: what work too costly for every keystroke (loading an image) should use. */
  value: string;
  /** Handlers for the field: focusing it starts the wait, leaving it or pressing Enter ends it. */
  fieldProps: { onFocus: () => void; onBlur: () => void; onKeyDown: (event: KeyboardEvent) => void };
}

/**
 * A text field's value as typed, not as it is being typed: while the field has the focus, the value counts once it
 * has not changed for `delayMs` or on Enter; leaving the field takes it at once. A change made any other way (restored
 * inputs, « Réinitialiser ») counts at once too.
 */
export function useSettledInput(current: string, delayMs = SETTLE_MS): SettledInput {
  const [typing, setTyping] = useState(false);
  const [settled, setSettled] = useState(current);
  // Not being typed: the value counts as it is (state adjusted during render, without an effect's extra pass).
  if (!typing && settled !== current) setSettled(current);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setSettled(current), delayMs);
    return () => clearTimeout(timer);
  }, [typing, current, delayMs]);

  return {
    value: typing ? settled : current,
    fieldProps: {
      onFocus: () => setTyping(true),
      onBlur: () => setTyping(false),
      onKeyDown: (event) => {
        if (event.key === 'Enter') setSettled(current);
      },
    },
  };
}
