import { Download, FileArchive, ImageIcon, RotateCcw, Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LoadStatus } from '../layout/LoadStatus';
import { downloadBlob } from '../lib/download';
import { ResultCard, type ResultLine } from '../tool/ResultCard';
import { Compare } from './Compare';
import { formatBytes, formatDimensions, formatElapsed, formatReduction, reductionPercent, type BatchItem } from './images';
import { useObjectUrl } from './useObjectUrl';
import { zipBlobs } from './zip';

export interface Summary {
  label: string;
  value: string;
  details: ResultLine[];
  note?: string;
}

export interface ImageBatchViewProps {
  items: readonly BatchItem[];
  /** SPEC's « ... en cours... » sentence of the tool. */
  workingText: string;
  /** What a file stopped with « Annuler » says (« Compression annulée. »). */
  cancelledText: string;
  /** The sentence of a file handed back as it was (compressor). */
  keptText?: string;
  /** The compressor always shows the reduction (0,0 % included); the converter only when the file got lighter. */
  reduction: 'always' | 'when-smaller';
  zipName: string;
  summary: (done: BatchItem[]) => Summary;
  onRemove: (id: number) => void;
  /** Runs a file again after its processing code could not be loaded, or after « Annuler ». */
  onRetry: (id: number) => void;
  /** « Annuler »: stops the file's job. */
  onCancel: (id: number) => void;
  /** The person agrees to keep the first image of an animated file. */
  onKeepFirstFrame: (id: number) => void;
  onClear: () => void;
}

/** « 12 s écoulées », counted from `since` (Date.now()) and shown from the first second on. */
function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.floor((now - since) / 1000);
  return seconds >= 1 ? <span className="image-row__elapsed"> · {formatElapsed(seconds)}</span> : null;
}

/** What the list says of an animation, before and after its first image is kept. */
export const animatedText = (frames: number) =>
  `Image animée (${frames}\u00a0images)\u00a0: seule sa première image peut être gardée, l’animation serait perdue.`;
export const firstFrameText = (frames: number) =>
  `Première image seulement, sans l’animation (${frames}\u00a0images)\u00a0: la différence de taille n’est pas une économie.`;

function Thumb({ blob }: { blob: Blob | undefined }) {
  const url = useObjectUrl(blob);
  return (
    <span className="image-row__thumb" aria-hidden>
      {url ? <img src={url} alt="" decoding="async" /> : <ImageIcon size={22} />}
    </span>
  );
}

function Row({
  item,
  workingText,
  cancelledText,
  keptText,
  showGain,
  compared,
  onCompare,
  onRemove,
  onRetry,
  onCancel,
  onKeepFirstFrame,
}: {
  item: BatchItem;
  workingText: string;
  cancelledText: string;
  keptText?: string;
  showGain: boolean;
  compared: boolean;
  onCompare: () => void;
  onRemove: () => void;
  onRetry: () => void;
  onCancel: () => void;
  onKeepFirstFrame: () => void;
}) {
  const { file, status, result } = item;
  const flattened = result?.firstFrameOf !== undefined;
  return (
    <li className={`image-row image-row--${status}`} data-testid="image-row" data-status={status} data-name={file.name}>
      <Thumb blob={result?.thumbnail ?? result?.blob ?? item.preview} />
      <div className="image-row__main">
        <p className="image-row__name" title={file.name}>
          {file.name}
        </p>
        {status === 'waiting' && <p className="image-row__status">En attente · {formatBytes(file.size)}</p>}
        {status === 'working' && (
          <>
            <p className="image-row__status" data-testid="image-working">
              {workingText}
              {item.startedAt !== undefined && <Elapsed since={item.startedAt} />}
            </p>
            {/* No value: an encoder says nothing while it works (an AVIF of a 12 MP photo takes 8 to 30 s), so the bar
                only says that work goes on, and the time beside it how long it has. */}
            <progress className="image-row__progress" aria-label={`Progression de ${file.name}`} />
          </>
        )}
        {status === 'animated' && item.frames !== undefined && (
          <>
            <p className="image-row__kept" data-testid="image-animated">
              {animatedText(item.frames)}
            </p>
            <div className="button-row image-row__ask">
              <button type="button" className="button button--ghost" onClick={onKeepFirstFrame}>
                Garder la première image
              </button>
            </div>
          </>
        )}
        {status === 'cancelled' && (
          <>
            <p className="image-row__status">{cancelledText}</p>
            <div className="button-row image-row__ask">
              <button type="button" className="button button--ghost" onClick={onRetry}>
                <RotateCcw aria-hidden size={18} />
                Relancer
              </button>
            </div>
          </>
        )}
        {status === 'done' && result && (
          <>
            <p className="image-row__status" data-testid="image-sizes">
              <span>{formatBytes(file.size)}</span> <span aria-hidden>→</span>
              <span className="visually-hidden">devient</span> <strong>{formatBytes(result.blob.size)}</strong>{' '}
              {!flattened && (showGain || result.blob.size < file.size) && (
                <span className="image-row__gain" data-testid="image-reduction">
                  {reductionPercent(file.size, result.blob.size) > 0 ? '−' : ''}
                  {formatReduction(file.size, result.blob.size)}
                </span>
              )}
            </p>
            <p className="image-row__meta">
              {formatDimensions(result.width, result.height)}
              {result.name !== file.name && ` · ${result.name}`}
            </p>
            {flattened && (
              <p className="image-row__kept" data-testid="image-first-frame">
                {firstFrameText(result.firstFrameOf!)}
              </p>
            )}
            {result.keptOriginal && keptText && (
              <p className="image-row__kept" data-testid="image-kept">
                {keptText}
              </p>
            )}
          </>
        )}
        {status === 'error' && item.unloaded ? (
          <LoadStatus failed="Le traitement des images n’a pas pu être chargé." onRetry={onRetry} />
        ) : (
          (status === 'error' || status === 'invalid') && (
            <>
              <p className="image-row__error" role="alert">
                {item.error}
              </p>
              {item.detail && <p className="image-row__detail">{item.detail}</p>}
            </>
          )
        )}
      </div>
      {status === 'done' && result && (
        <div className="image-row__actions">
          <button type="button" className={`button button--ghost image-row__compare${compared ? ' is-selected' : ''}`} aria-pressed={compared} onClick={onCompare}>
            Comparer
          </button>
          <button type="button" className="button" onClick={() => downloadBlob(result.blob, result.name)} aria-label={`Télécharger ${result.name}`}>
            <Download aria-hidden size={18} />
            Télécharger
          </button>
        </div>
      )}
      {(status === 'waiting' || status === 'working') && (
        <div className="image-row__actions">
          <button type="button" className="button button--ghost" onClick={onCancel} aria-label={`Annuler ${file.name}`}>
            Annuler
          </button>
        </div>
      )}
      <button type="button" className="button button--ghost image-row__remove" onClick={onRemove} aria-label={`Retirer ${file.name}`}>
        <X aria-hidden size={18} />
      </button>
    </li>
  );
}

/** The batch: summary, « Tout télécharger », the before/after view of one file, and one row per file. */
export function ImageBatchView({
  items,
  workingText,
  cancelledText,
  keptText,
  reduction,
  zipName,
  summary,
  onRemove,
  onRetry,
  onCancel,
  onKeepFirstFrame,
  onClear,
}: ImageBatchViewProps) {
  const [comparedId, setComparedId] = useState<number | null>(null);
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState(false);
  if (items.length === 0) return null;

  const done = items.filter((item) => item.status === 'done' && item.result);
  const busy = items.some((item) => item.status === 'waiting' || item.status === 'working');
  const compared = done.find((item) => item.id === comparedId) ?? done[0];
  const shown = done.length > 0 ? summary(done) : null;

  const downloadAll = async () => {
    setZipping(true);
    setZipError(false);
    try {
      const blob = await zipBlobs(done.map((item) => ({ name: item.result!.name, blob: item.result!.blob })));
      downloadBlob(blob, zipName);
    } catch {
      setZipError(true);
    } finally {
      setZipping(false);
    }
  };

  return (
    <div className="image-batch">
      {shown && (
        <ResultCard label={shown.label} value={shown.value} copy={false} details={shown.details} note={shown.note} tone="success">
          <div className="button-row image-batch__actions">
            {done.length === 1 ? (
              <button type="button" className="button" onClick={() => downloadBlob(done[0]!.result!.blob, done[0]!.result!.name)}>
                <Download aria-hidden size={18} />
                Télécharger
              </button>
            ) : (
              <button type="button" className="button" onClick={() => void downloadAll()} disabled={zipping} aria-busy={zipping}>
                <FileArchive aria-hidden size={18} />
                {zipping ? 'Préparation du ZIP...' : `Tout télécharger (ZIP, ${done.length}\u00a0images)`}
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={onClear}>
              <Trash2 aria-hidden size={18} />
              Vider la liste
            </button>
          </div>
          {zipError && (
            <p className="error-text" role="alert">
              Le fichier ZIP n’a pas pu être créé. Téléchargez les images une par une.
            </p>
          )}
        </ResultCard>
      )}
      {!shown && busy && (
        <p className="image-batch__working" role="status">
          {workingText}
        </p>
      )}
      {compared && <Compare key={`${compared.id}-${compared.result!.blob.size}`} item={compared} />}
      <ul className="image-list" aria-label="Images">
        {items.map((item) => (
          <Row
            key={item.id}
            item={item}
            workingText={workingText}
            cancelledText={cancelledText}
            keptText={keptText}
            showGain={reduction === 'always'}
            compared={compared?.id === item.id}
            onCompare={() => setComparedId(item.id)}
            onRemove={() => onRemove(item.id)}
            onRetry={() => onRetry(item.id)}
            onCancel={() => onCancel(item.id)}
            onKeepFirstFrame={() => onKeepFirstFrame(item.id)}
          />
        ))}
      </ul>
    </div>
  );
}
