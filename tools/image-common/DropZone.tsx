import { ImageUp } from 'lucide-react';
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
}

/**
 * Where files come in: a real button opens the file picker (keyboard and screen readers), the zone (and
 * the rest of the page) takes a drag and drop, and an image pasted on the page (Ctrl+V) counts too.
 */
export function DropZone({ accept, button, title, hint, onFiles, onIntent }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const hintId = useId();
  const onFilesRef = useRef(onFiles);
  onFilesRef.current = onFiles;
  const onIntentRef = useRef(onIntent);
  onIntentRef.current = onIntent;

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      onFilesRef.current(files);
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
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length > 0) onFilesRef.current(files);
    };
    document.addEventListener('paste', onPaste);
    window.addEventListener('dragover', onWindowDragOver);
    window.addEventListener('drop', onWindowDrop);
    return () => {
      document.removeEventListener('paste', onPaste);
      window.removeEventListener('dragover', onWindowDragOver);
      window.removeEventListener('drop', onWindowDrop);
    };
  }, []);

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
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className={`dropzone${over ? ' is-over' : ''}`}
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      data-testid="dropzone"
    >
      <ImageUp aria-hidden size={32} className="dropzone__icon" />
      <p className="dropzone__title">{title}</p>
      <button type="button" className="button" onClick={() => input.current?.click()} aria-describedby={hint ? hintId : undefined}>
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
        accept={accept}
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
