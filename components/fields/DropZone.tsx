import { ImageUp, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent as ReactDragEvent, type ReactNode } from 'react';

interface DropZoneProps {
  /** `accept` of the file input: `image/webp,.webp`, `image/*`. */
  accept: string;
  /** Text of the button that opens the file picker. */
  button: string;
  /** The sentence in the zone: « Déposez vos images ici ». */
  title: string;
  hint?: ReactNode;
  onFiles: (files: File[]) => void;
  /** Files are likely to come: the zone is hovered, reached with the keyboard, or a file is dragged over the page. */
  onIntent?: () => void;
  /** One file (a logo), not a batch: the picker takes one, and a drop gives its first file only. */
  single?: boolean;
  /**
   * The page's one place for files: a file dropped anywhere on the page, or an image pasted (Ctrl+V) outside a text
   * field, comes here too.
   */
  wholePage?: boolean;
  /** The file input's name, for forms and tests. */
  name?: string;
  icon?: LucideIcon;
  /** A smaller zone with a quieter button, for a field among others. */
  compact?: boolean;
}

/**
 * Where files come in: a real button opens the file picker (keyboard and screen readers) and the zone takes a drag
 * and drop; with `wholePage`, the rest of the page and a paste count too.
 */
export function DropZone({ accept, button, title, hint, onFiles, onIntent, single = false, wholePage = false, name, icon: Icon = ImageUp, compact = false }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const hintId = useId();
  const take = (files: File[]) => {
    const taken = single ? files.slice(0, 1) : files;
    if (taken.length > 0) onFiles(taken);
  };
  const takeRef = useRef(take);
  takeRef.current = take;
  const onIntentRef = useRef(onIntent);
  onIntentRef.current = onIntent;

  useEffect(() => {
    if (!wholePage) return;
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      takeRef.current(files);
    };
    // A file dropped beside the zone would make the browser leave the page to show it: the page takes it too.
    const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');
    const onWindowDragOver = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      onIntentRef.current?.();
    };
    const onWindowDrop = (event: DragEvent) => {
      if (!hasFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      takeRef.current([...(event.dataTransfer?.files ?? [])]);
    };
    document.addEventListener('paste', onPaste);
    window.addEventListener('dragover', onWindowDragOver);
    window.addEventListener('drop', onWindowDrop);
    return () => {
      document.removeEventListener('paste', onPaste);
      window.removeEventListener('dragover', onWindowDragOver);
      window.removeEventListener('drop', onWindowDrop);
    };
  }, [wholePage]);

  const onDragEnter = (event: ReactDragEvent) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    depth.current++;
    setOver(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDragOver = (event: ReactDragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: ReactDragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <div
      className={`dropzone${compact ? ' dropzone--compact' : ''}${over ? ' is-over' : ''}`}
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      data-testid="dropzone"
    >
      <Icon aria-hidden size={compact ? 24 : 32} className="dropzone__icon" />
      <p className="dropzone__title">{title}</p>
      <button type="button" className={compact ? 'button button--ghost' : 'button'} onClick={() => input.current?.click()} aria-describedby={hint ? hintId : undefined}>
        {button}
      </button>
      {hint && (
        <p className="dropzone__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        ref={input}
        type="file"
        name={name}
        accept={accept}
        multiple={!single}
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          take(files);
        }}
      />
    </div>
  );
}
