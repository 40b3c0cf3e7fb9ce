import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatInteger } from '../lib/number';

/** A job shows its progress and « Annuler » once it has run this long: shorter ones just happen. */
export const PROGRESS_AFTER_MS = 1_000;

interface JobProgressProps {
  /** The job is running. */
  active: boolean;
  /** What it does, as a sentence start: « Lecture du fichier », « Calcul ». */
  label: string;
  /** Its progress from 0 to 1, when known. */
  progress: number | null;
  onCancel: () => void;
}

/**
 * The progress of a long job (a 30 MB file read, 1 000 000 lines deduplicated) with « Annuler », shown once it has
 * lasted PROGRESS_AFTER_MS; announced to screen readers once, as it appears.
 */
export function JobProgress({ active, label, progress, onCancel }: JobProgressProps) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!active) return undefined;
    const timer = setTimeout(() => setLate(true), PROGRESS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (!active || !late) return null;
  const percent = progress === null ? null : Math.min(100, Math.max(0, Math.round(progress * 100)));
  return (
    <div className="job-progress" role="status">
      <p className="job-progress__label">{percent === null ? `${label}…` : `${label}… ${formatInteger(percent)}\u00a0%`}</p>
      <progress className="job-progress__bar" max={100} value={percent ?? undefined} aria-label={label} />
      <button type="button" className="button button--ghost" onClick={onCancel}>
        <X aria-hidden size={16} />
        Annuler
      </button>
    </div>
  );
}

/** Under a result whose job the user stopped: the result shows « — » and this says why, with a way to start again. */
export function JobCancelled({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="job-progress" role="status">
      <p className="job-progress__label">Calcul annulé.</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Relancer le calcul
      </button>
    </div>
  );
}
