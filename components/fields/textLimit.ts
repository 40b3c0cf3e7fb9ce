import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { formatInteger } from '../lib/number';

/**
 * How long a text a field takes, so that no paste freezes the page. The browser's own insertion and layout of a
 * text in a text area are main-thread tasks no worker can take over, and they grow with its characters (about 0.3 ms
 * per 1 000 on this project's machines) and with its lines (about 15 ms per 1 000 lines): `npm run bench:text`
 * measures them. Characters are UTF-16 code units, as the browser's `maxlength` counts them (an emoji counts 2);
 * lines are line breaks plus one. The fields of lists and texts of any size (the word counter, the duplicate remover,
 * the random draw, the slugs) change shape instead of refusing: LargeTextField.tsx, largeText.ts.
 */

/** Every text field's limit unless it says otherwise: far more than any name, address or message needs. */
export const TEXT_LIMIT = 100_000;

/** Every text area's limit in lines: a paste of 10 000 short lines took the browser 200-300 ms to lay out. */
export const LINE_LIMIT = 5_000;

export interface TextLimit {
  chars: number;
  /** None for a one-line input (it has no line breaks). */
  lines?: number;
}

export interface TextSize {
  chars: number;
  lines: number;
}

/** Line breaks in `text`: LF, CR LF and a lone CR each count one. */
export function lineBreaks(text: string): number {
  let breaks = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks++;
  for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1)) if (text.charCodeAt(i + 1) !== 0x0a) breaks++;
  return breaks;
}

const linesOver = (limit: TextLimit, size: TextSize) => limit.lines !== undefined && size.lines > limit.lines;

/** Said next to a field when a paste, a drop or typing would make its text pass `limit`. */
export function tooLongMessage(limit: TextLimit, size: TextSize): string {
  return size.chars > limit.chars || !linesOver(limit, size)
    ? `Texte trop long\u00a0: ${formatInteger(limit.chars)}\u00a0caractères au plus (celui-ci en compte ${formatInteger(size.chars)}).`
    : `Texte trop long\u00a0: ${formatInteger(limit.lines!)}\u00a0lignes au plus (celui-ci en compte ${formatInteger(size.lines)}).`;
}

/** Said when a text that came from elsewhere (the address, the device, the extension) was cut to `limit`. */
export function cutMessage(limit: TextLimit, size: TextSize): string {
  const byChars = size.chars > limit.chars || !linesOver(limit, size);
  const kept = byChars
    ? `Seuls les ${formatInteger(limit.chars)}\u00a0premiers caractères sont pris en compte.`
    : `Seules les ${formatInteger(limit.lines!)}\u00a0premières lignes sont prises en compte.`;
  return `${tooLongMessage(limit, size)} ${kept}`;
}

/** The start of `text` within `limit`: whole lines first, then characters, never half of an emoji. */
export function cutToLimit(text: string, limit: TextLimit): string {
  let cut = text;
  if (limit.lines !== undefined) {
    // From break to break (LF, CR LF or CR), until the one that would open line `limit.lines + 1`.
    let lf = text.indexOf('\n');
    let cr = text.indexOf('\r');
    for (let breaks = 0; ; ) {
      const at = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
      if (at < 0) break;
      if (++breaks === limit.lines) {
        cut = text.slice(0, at);
        break;
      }
      const after = text.charCodeAt(at) === 0x0d && text.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
      if (lf >= 0 && lf < after) lf = text.indexOf('\n', after);
      if (cr >= 0 && cr < after) cr = text.indexOf('\r', after);
    }
  }
  if (cut.length <= limit.chars) return cut;
  const last = cut.charCodeAt(limit.chars - 1);
  return cut.slice(0, last >= 0xd800 && last <= 0xdbff ? limit.chars - 1 : limit.chars);
}

/**
 * The length `inserted` takes once in the field: a text area turns CR LF into one line break, a one-line input
 * drops line breaks (HTML's value sanitisation).
 */
export function insertedLength(inserted: string, multiline: boolean): number {
  let length = inserted.length;
  for (let i = inserted.indexOf('\r'); i >= 0; i = inserted.indexOf('\r', i + 1)) {
    if (!multiline || inserted.charCodeAt(i + 1) === 0x0a) length--;
  }
  if (!multiline) for (let i = inserted.indexOf('\n'); i >= 0; i = inserted.indexOf('\n', i + 1)) length--;
  return length;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface Notice {
  size: TextSize;
  /** Whether the text was cut (it came from elsewhere) rather than refused (the user's paste, drop or typing). */
  cut: boolean;
  /** The field's value the notice is about: it goes away once the value changes. */
  value: string;
}

/**
 * The limit of one field (TextField, NumberField). A paste, drop or typing that would pass it is refused before the
 * browser inserts it (`beforeinput`), and the field says why. A value that arrives longer from elsewhere (the
 * address, remembered inputs, the extension's context menu) is shown cut to the limit and handed back cut to the
 * tool before paint, so the tool computes on the cut text only, and the field says so. Returns the ref callback of
 * the control, the value to show, what to call with the control's new value, and the message, if any.
 */
export function useTextLimit(
  value: string,
  onChange: (value: string) => void,
  limit: TextLimit,
): { controlRef: (control: TextControl | null) => () => void; shown: string; change: (next: string) => void; message: string | undefined } {
  const [notice, setNotice] = useState<Notice | null>(null);
  const latest = useRef({ value, onChange, limit });
  latest.current = { value, onChange, limit };
  const shown = cutToLimit(value, limit);
  const sizeOf = (text: string): TextSize => ({ chars: text.length, lines: limit.lines === undefined ? 1 : lineBreaks(text) + 1 });

  useLayoutEffect(() => {
    if (shown === value) return;
    setNotice({ size: sizeOf(value), cut: true, value: shown });
    latest.current.onChange(shown);
    // `sizeOf` reads this render's limit, which `shown` already follows.
  }, [shown, value]);

  const controlRef = useCallback((control: TextControl | null) => {
    const onBeforeInput = (event: InputEvent) => {
      if (!control || !event.cancelable || !event.inputType.startsWith('insert')) return;
      const { value: current, limit: max } = latest.current;
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph' ? '\n' : '');
      const start = control.selectionStart ?? 0;
      const end = control.selectionEnd ?? current.length;
      const multiline = control instanceof HTMLTextAreaElement;
      // An e-mail input hides its selection: only what is inserted is counted here, and `change` checks the result.
      const kept = current.length - (end - start);
      let chars = kept + inserted.length;
      if (chars > max.chars) chars = kept + insertedLength(inserted, multiline);
      let lines = 1;
      if (multiline && max.lines !== undefined && /[\r\n]/.test(inserted)) {
        lines = lineBreaks(current) - lineBreaks(current.slice(start, end)) + lineBreaks(inserted) + 1;
      }
      if (chars <= max.chars && (max.lines === undefined || lines <= max.lines)) return;
      event.preventDefault();
      setNotice({ size: { chars, lines }, cut: false, value: current });
    };
    const element: HTMLElement | null = control;
    element?.addEventListener('beforeinput', onBeforeInput);
    return () => element?.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  const change = (next: string) => {
    // What no cancelable beforeinput announced (an input method's composition, autofill) is refused once inserted.
    if (cutToLimit(next, limit) !== next) setNotice({ size: sizeOf(next), cut: false, value });
    else onChange(next);
  };

  let message: string | undefined;
  if (shown !== value) message = cutMessage(limit, sizeOf(value));
  else if (notice && notice.value === value) message = (notice.cut ? cutMessage : tooLongMessage)(limit, notice.size);
  return { controlRef, shown, change, message };
}
