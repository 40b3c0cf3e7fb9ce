import { FileUp } from 'lucide-react';
import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { usePlatform } from '../../platform/platform';
import { acceptOf, kindsText, MAX_FILE_BYTES, tooLargeFileMessage, type FileKind } from '../files/fileKinds';
import { LoadStatus } from '../layout/LoadStatus';
import { isAbort } from '../lib/jobErrors';
import { onDemand } from '../lib/onDemand';
import { plural } from '../lib/text';
import { useOnDemand } from '../lib/useOnDemand';
import { JobProgress } from '../tool/JobProgress';
import { useCurrentTool } from '../tool/ToolContext';
import { useReportFieldError } from '../tool/FieldErrors';
import { DropZone } from './DropZone';
import {
  firstLines,
  formatMegabytes,
  lineCount,
  MAX_KEPT_CHARS,
  MAX_TEXT_CHARS,
  measureText,
  modeFor,
  NOT_KEPT_NOTE,
  overLimit,
  overLimitMessage,
  PLAIN_MAX_CHARS,
  PLAIN_MAX_LINES,
  type LargeTextMode,
  type TextMeasure,
} from './largeText';
import type { TextEditor } from './textEditor';

const editorCode = onDemand(() => import('./textEditor'));
const importCode = onDemand(() => import('../files/importTextFile'));

/** Lines a preview shows before « … et 198 000 autres lignes ». */
export const PREVIEW_LINES = 12;

export const PREVIEW_NOTE = 'Texte trop long pour être modifié ici\u00a0: il est montré en aperçu, et chaque action porte sur tout le texte. Collez (Ctrl+V) dans l’aperçu pour le remplacer.';

/** What a tool can do with its long-text field. */
export interface LargeTextFieldHandle {
  /** Puts the keyboard focus in the field (after « Vider la liste », whatever form the field then takes). */
  focus(): void;
}

/** A file read into the field, for the tool to choose how to read it (a CSV's column). */
export interface ImportedFile {
  name: string;
  kind: FileKind;
}

export interface LargeTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  /** The files it takes, by its « Choisir un fichier » button or a drop anywhere on the page. */
  files: readonly FileKind[];
  onFile?: (file: ImportedFile) => void;
  ref?: Ref<LargeTextFieldHandle>;
}

/** The line breaks of a paste as a text area keeps them (CR LF and CR become LF). */
const lineFeeds = (text: string) => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

const countBreaks = (text: string) => {
  let breaks = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks++;
  return breaks;
};

/**
 * A list or text of any real size (1 000 000 lines, 5 MB), typed, pasted or imported from a file: a text area while
 * it is short, then an editor that lays out only the visible lines (CodeMirror, loaded then), then a read-only
 * preview of its first lines (largeText.ts says where and why). A paste, a drop or a file past the hard limit is
 * refused before any work, in French, and the text that was there stays. A text too long to be kept on the device
 * says so under the field. The value is the whole text, whatever is shown.
 */
export function LargeTextField({ label, value, onChange, rows = 10, placeholder, hint, error, files, onFile, ref }: LargeTextFieldProps) {
  const id = useId();
  const ids = { label: `${id}-label`, input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error`, status: `${id}-status` };
  const { target, fullPageUrl } = usePlatform();
  const tool = useCurrentTool();
  /** The last text the editor handed over or was given: the editor keeps the field even if the text becomes short. */
  const editorText = useRef<string | null>(null);
  /** The size of the last text measured or handed over, so that a text of megabytes is measured once. */
  const known = useRef<{ text: string; size: TextMeasure } | null>(null);
  const size = useMemo(() => {
    if (known.current?.text === value) return known.current.size;
    const measured = measureText(value);
    known.current = { text: value, size: measured };
    return measured;
  }, [value]);
  let mode: LargeTextMode = modeFor(size);
  if (mode === 'plain' && value !== '' && value === editorText.current) mode = 'editor';
  const [notice, setNotice] = useState<{ message: string; value: string } | null>(null);
  const [fileNote, setFileNote] = useState<{ message: string; value: string } | null>(null);
  const [reading, setReading] = useState<{ controller: AbortController; progress: number | null } | null>(null);
  /** Where the caret goes once the field has taken its new form (a paste moved it to the editor). */
  const [focusAt, setFocusAt] = useState<{ caret: number } | null>(null);
  const latest = useRef({ value, onChange, mode });
  latest.current = { value, onChange, mode };

  useReportFieldError(id, Boolean(error));

  /** Takes `next` as the field's text, unless it passes the hard limit; `caret` is where typing goes on. */
  const take = useCallback((next: string, caret: number) => {
    const measure = measureText(next);
    if (overLimit(measure)) {
      setNotice({ message: overLimitMessage(measure), value: latest.current.value });
      return;
    }
    known.current = { text: next, size: measure };
    setFocusAt({ caret });
    latest.current.onChange(next);
  }, []);

  const area = useRef<HTMLTextAreaElement | null>(null);
  // The text area: what would make the text too long for it is inserted here instead, and the field changes form.
  const areaRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      area.current = element;
      if (!element) return undefined;
      const onBeforeInput = (event: InputEvent) => {
        if (!event.cancelable || !event.inputType.startsWith('insert')) return;
        const current = latest.current.value;
        const raw = event.data ?? event.dataTransfer?.getData('text/plain') ?? (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph' ? '\n' : '');
        const start = element.selectionStart;
        const end = element.selectionEnd;
        if (current.length - (end - start) + raw.length <= PLAIN_MAX_CHARS && countBreaks(current) + countBreaks(raw) < PLAIN_MAX_LINES) return;
        event.preventDefault();
        const inserted = lineFeeds(raw);
        take(current.slice(0, start) + inserted + current.slice(end), start + inserted.length);
      };
      element.addEventListener('beforeinput', onBeforeInput);
      return () => element.removeEventListener('beforeinput', onBeforeInput);
    },
    [take],
  );

  // The editor, once the text needs it: made with the text (its document built a step at a time), then given each text
  // that comes from elsewhere.
  const editorLoad = useOnDemand(editorCode, mode === 'editor');
  const editorBox = useRef<HTMLDivElement>(null);
  const editor = useRef<TextEditor | null>(null);
  const [editorReady, setEditorReady] = useState(false);
  const describedBy = [error || notice ? ids.error : '', ids.hint, ids.status].filter(Boolean).join(' ');
  useEffect(() => {
    const code = editorLoad.value;
    const box = editorBox.current;
    if (mode !== 'editor' || !code || !box) return undefined;
    let cancelled = false;
    let made: TextEditor | null = null;
    const text = latest.current.value;
    editorText.current = text;
    void code.documentOf(text, () => cancelled).then((doc) => {
      if (!doc || cancelled) return;
      made = code.createTextEditor({
        parent: box,
        doc,
        labelledBy: ids.label,
        describedBy: `${ids.hint} ${ids.status}`,
        onChange: (next, lines) => {
          editorText.current = next;
          const before = known.current?.size;
          known.current = { text: next, size: { chars: next.length, lines, longestLine: before?.longestLine ?? 0, finalBreak: next.endsWith('\n') } };
          latest.current.onChange(next);
        },
        onPaste: (raw, from, to, current) => {
          // A paste the editor takes as it is: only one that could pass its size is looked at here.
          if (raw.length <= PLAIN_MAX_CHARS && countBreaks(raw) < PLAIN_MAX_LINES) return false;
          const inserted = lineFeeds(raw);
          const whole = current();
          const next = whole.slice(0, from) + inserted + whole.slice(to);
          const measure = measureText(next);
          if (!overLimit(measure) && modeFor(measure) !== 'preview') return false;
          take(next, from + inserted.length);
          return true;
        },
      });
      editor.current = made;
      setEditorReady(true);
    });
    return () => {
      cancelled = true;
      editor.current = null;
      setEditorReady(false);
      // Typing not yet handed over is kept when the field goes (the page is left), not when a new text replaced it.
      made?.destroy(latest.current.value === editorText.current);
    };
    // Made once per stay in the editor form; later texts go through setText below.
  }, [mode, editorLoad.value]);
  useEffect(() => {
    const code = editorLoad.value;
    if (!editorReady || !code || value === editorText.current) return undefined;
    editorText.current = value;
    let cancelled = false;
    void code.documentOf(value, () => cancelled).then((doc) => {
      if (doc && !cancelled) editor.current?.setText(doc);
    });
    return () => {
      cancelled = true;
    };
  }, [value, editorReady, editorLoad.value]);

  const preview = useRef<HTMLDivElement>(null);
  const focusField = useCallback((caret?: number) => {
    const { mode: now } = latest.current;
    if (now === 'editor' && editor.current) editor.current.focus(caret);
    else if (now === 'plain' && area.current) {
      area.current.focus();
      if (caret !== undefined) area.current.setSelectionRange(caret, caret);
    } else preview.current?.focus();
  }, []);
  useEffect(() => {
    if (!focusAt) return;
    if (mode === 'editor' && !editorReady) return; // once the editor is there
    focusField(focusAt.caret);
    setFocusAt(null);
  }, [focusAt, mode, editorReady, focusField]);
  const [focusAsked, setFocusAsked] = useState(0);
  useImperativeHandle(ref, () => ({ focus: () => setFocusAsked((n) => n + 1) }), []);
  useEffect(() => {
    if (focusAsked > 0) focusField();
  }, [focusAsked, focusField]);

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setNotice({ message: tooLargeFileMessage(file.size), value });
      return;
    }
    reading?.controller.abort();
    const controller = new AbortController();
    setReading({ controller, progress: null });
    try {
      const { importTextFile } = await importCode.load();
      const outcome = await importTextFile(
        { file, kinds: files },
        { signal: controller.signal, onProgress: (progress) => setReading((r) => (r?.controller === controller ? { controller, progress } : r)) },
      );
      if (controller.signal.aborted) return;
      if (!outcome.ok) {
        setNotice({ message: outcome.message, value: latest.current.value });
        return;
      }
      const lines = lineCount(measureText(outcome.text));
      setFileNote({ message: `«\u00a0${file.name}\u00a0»\u00a0: ${plural(lines, 'ligne', 'lignes')}, ${formatMegabytes(file.size)}, lu en ${outcome.reading}.`, value: outcome.text });
      setFocusAt({ caret: 0 });
      latest.current.onChange(outcome.text);
      onFile?.({ name: file.name, kind: outcome.kind });
    } catch (failure) {
      if (!isAbort(failure)) setNotice({ message: 'Le fichier n’a pas pu être lu. Réessayez.', value: latest.current.value });
    } finally {
      setReading((r) => (r?.controller === controller ? null : r));
    }
  };

  const onPreviewPaste = (event: React.ClipboardEvent) => {
    event.preventDefault();
    const inserted = lineFeeds(event.clipboardData.getData('text/plain'));
    take(inserted, inserted.length);
  };

  const alert = notice && notice.value === value ? notice.message : error;
  const lines = lineCount(size);
  const status: string[] = [];
  if (mode === 'preview') status.push(PREVIEW_NOTE);
  if (fileNote && fileNote.value === value) status.push(fileNote.message);
  else if (mode !== 'plain') status.push(`${plural(lines, 'ligne', 'lignes')}, ${formatMegabytes(size.chars)} de texte.`);
  if (value.length > MAX_KEPT_CHARS) status.push(NOT_KEPT_NOTE);

  let control: ReactNode;
  if (mode === 'plain') {
    control = (
      <textarea
        id={ids.input}
        ref={areaRef}
        className="input textarea large-text__area"
        rows={rows}
        value={value}
        maxLength={MAX_TEXT_CHARS}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          // What no beforeinput announced (an input method, autofill) is checked once inserted.
          const next = event.target.value;
          if (next.length > PLAIN_MAX_CHARS && overLimit(measureText(next))) setNotice({ message: overLimitMessage(measureText(next)), value });
          else onChange(next);
        }}
      />
    );
  } else {
    const shown = mode === 'preview' || !editorReady;
    const head = shown ? firstLines(value, PREVIEW_LINES) : '';
    const rest = shown ? lines - lineCount(measureText(head)) : 0;
    control = (
      <>
        {mode === 'editor' && <div ref={editorBox} className="large-text__editor input" hidden={!editorReady} />}
        {shown && (
          <div
            ref={preview}
            id={ids.input}
            className="large-text__preview input"
            role="textbox"
            aria-readonly="true"
            aria-multiline="true"
            aria-labelledby={ids.label}
            aria-describedby={describedBy}
            tabIndex={0}
            onPaste={onPreviewPaste}
          >
            <pre className="large-text__head">{head}</pre>
            {rest > 0 && <p className="large-text__more">{`… et ${plural(rest, 'autre ligne', 'autres lignes')}`}</p>}
          </div>
        )}
        {mode === 'editor' && !editorLoad.value && (editorLoad.failed ? <LoadStatus failed="L’éditeur de texte n’a pas pu être chargé." onRetry={editorLoad.retry} /> : <LoadStatus>Chargement de l’éditeur…</LoadStatus>)}
      </>
    );
  }

  const importHint = `${kindsText(files)}, jusqu’à ${formatMegabytes(MAX_FILE_BYTES)}.`;
  return (
    <div className={`field large-text large-text--${mode} ${error ? 'field--invalid' : ''}`}>
      <label id={ids.label} className="field__label" htmlFor={mode === 'plain' ? ids.input : undefined} onClick={() => mode !== 'plain' && focusField()}>
        {label}
      </label>
      {control}
      <p className="field__hint" id={ids.hint}>
        {hint}
      </p>
      <div id={ids.status} className="large-text__status" aria-live="polite">
        {status.map((line) => (
          <p key={line} className="field__hint">
            {line}
          </p>
        ))}
      </div>
      {alert && (
        <p className="field__error" id={ids.error} role="alert">
          {alert}
        </p>
      )}
      <JobProgress active={reading !== null} label="Lecture du fichier" progress={reading?.progress ?? null} onCancel={() => reading?.controller.abort()} />
      {target === 'popup' && fullPageUrl ? (
        <p className="large-text__import">
          <a className="button button--ghost" href={fullPageUrl(tool.path)} target="_blank" rel="noopener">
            <FileUp aria-hidden size={16} />
            Importer un fichier dans l’onglet complet
          </a>
        </p>
      ) : (
        <DropZone
          accept={acceptOf(files)}
          button="Choisir un fichier"
          title="Ou déposez un fichier ici"
          hint={importHint}
          onFiles={(picked) => void onFiles(picked)}
          single
          wholePage
          compact
          icon={FileUp}
          name="fichier"
        />
      )}
    </div>
  );
}
