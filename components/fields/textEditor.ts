import { history, historyKeymap, insertNewline, standardKeymap } from '@codemirror/commands';
import { Annotation, EditorState, Text, Transaction } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';

/**
 * The editor of long texts (LargeTextField.tsx): CodeMirror 6's state and view, no language, so that a text of
 * 100 000 lines or 5 MB is edited with only its visible lines laid out (80 ms to open 5 MB where a text area takes
 * 5.9 s, a keystroke in the next frame). Loaded by the field once a text passes what a text area lays out quickly.
 */

/**
 * Quiet time after the last change before the text is handed to the tool: 150 ms, and longer for a long text (joining
 * and sending 5 MB costs tens of milliseconds, which must not fall between two keys): 400 ms at 5 MB.
 */
export const settleMs = (length: number) => Math.min(1_000, 150 + length / 20_000);

/** Lines made into the editor's document per task: a 100 000-line text is read in steps that leave the page free. */
const LINES_PER_STEP = 20_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `text` as the editor's document, built a step at a time (each step a few milliseconds), rather than in one task
 * that holds the page for the whole text. Each step ends after a line feed, so that its last line, empty, takes the
 * first line of the next. Resolves to null when `cancelled()` turns true.
 */
export async function documentOf(text: string, cancelled: () => boolean): Promise<Text | null> {
  let doc: Text | null = null;
  let start = 0;
  for (;;) {
    let end = start;
    for (let i = 0; i < LINES_PER_STEP && end >= 0; i++) end = text.indexOf('\n', end + 1);
    const stop = end < 0 ? text.length : end + 1;
    const part = Text.of(text.slice(start, stop).split(/\r\n?|\n/));
    doc = doc ? doc.append(part) : part;
    start = stop;
    if (start >= text.length) return doc;
    await nextTask();
    if (cancelled()) return null;
  }
}

export interface TextEditorOptions {
  parent: HTMLElement;
  /** The text, made a document by documentOf. */
  doc: Text;
  /** Ids of the label and of the hint and messages. */
  labelledBy: string;
  describedBy?: string;
  /** The text after the user's changes, once typing pauses (or the editor loses the focus), with its size in lines. */
  onChange: (text: string, lines: number) => void;
  /**
   * A paste about to replace [from, to) with `inserted`: return true to take it over (the field shows a text too long
   * for the editor in another form, or refuses it), false to let the editor insert it.
   */
  onPaste: (inserted: string, from: number, to: number, current: () => string) => boolean;
}

export interface TextEditor {
  /** Replaces the whole text (a file read, the list cleared), outside the undo history. */
  setText(doc: Text): void;
  /** Hands a pending change to the tool now. */
  flush(): void;
  focus(caret?: number): void;
  /** Removes the editor, handing a pending change over first unless `handOver` is false (the text was replaced). */
  destroy(handOver: boolean): void;
}

/** Marks a change that comes from the tool (not the user): not handed back to it. */
const external = Annotation.define<boolean>();

const theme = EditorView.theme({
  '&': { maxHeight: '24rem', minHeight: '10rem', fontSize: 'var(--text-s)' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.5', overflow: 'auto' },
  '.cm-content': { padding: 'var(--space-2) 0' },
  '.cm-line': { padding: '0 var(--space-3)' },
  '&.cm-focused': { outline: 'none' },
});

/**
 * CodeMirror adds its styles as a <style> element, which the website's Content-Security-Policy refuses (style
 * elements are allowed by hash only, and these rules are generated). Its style library (style-mod) uses a constructed
 * stylesheet instead where the root has no <head> (a shadow root), which no CSP restricts: the first editor is made
 * while the document shows none, so that the page's one set of editor styles takes that path; later editors reuse it.
 */
function withConstructedStyles<T>(make: () => T): T {
  if (typeof document === 'undefined' || !('adoptedStyleSheets' in document) || typeof CSSStyleSheet !== 'function') return make();
  Object.defineProperty(document, 'head', { value: null, configurable: true });
  try {
    return make();
  } finally {
    delete (document as { head?: unknown }).head;
  }
}

export function createTextEditor({ parent, doc, labelledBy, describedBy, onChange, onPaste }: TextEditorOptions): TextEditor {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  const emit = () => {
    clearTimeout(timer);
    if (!dirty) return;
    dirty = false;
    // One join of the lines: a flat string, quicker to count and to send to a worker than CodeMirror's concatenation.
    const { doc: now } = view.state;
    onChange(now.toJSON().join('\n'), now.lines);
  };
  const view: EditorView = withConstructedStyles(() => new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        history(),
        // Enter inserts a line break only: no indentation copied from the line above (a list has none).
        keymap.of([{ key: 'Enter', run: insertNewline }, ...standardKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        // tabindex changes no tab order (an editable element is in it already); axe counts only it as what makes the
        // scrolling editor reachable by keyboard (scrollable-region-focusable).
        EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, ...(describedBy ? { 'aria-describedby': describedBy } : {}), spellcheck: 'false', tabindex: '0' }),
        EditorView.domEventHandlers({
          paste(event, editor) {
            const inserted = event.clipboardData?.getData('text/plain') ?? '';
            const { from, to } = editor.state.selection.main;
            if (!onPaste(inserted, from, to, () => editor.state.doc.toString())) return false;
            event.preventDefault();
            return true;
          },
          blur: () => emit(),
        }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.every((tr) => tr.annotation(external))) return;
          dirty = true;
          clearTimeout(timer);
          timer = setTimeout(emit, settleMs(update.state.doc.length));
        }),
        theme,
      ],
    }),
  }));
  return {
    setText(next) {
      clearTimeout(timer);
      dirty = false;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next }, annotations: [external.of(true), Transaction.addToHistory.of(false)] });
    },
    flush: emit,
    focus(caret) {
      if (caret !== undefined) {
        const at = Math.min(caret, view.state.doc.length);
        view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      }
      view.focus();
    },
    destroy(handOver) {
      if (handOver) emit();
      clearTimeout(timer);
      view.destroy();
    },
  };
}
