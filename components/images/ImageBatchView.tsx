import { Download, FileArchive, ImageIcon, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { LoadStatus } from '../layout/LoadStatus';
import { downloadBlob } from '../lib/download';
import { ResultCard, type ResultLine } from '../tool/ResultCard';
import { Compare } from './Compare';
import { formatBytes, formatDimensions, formatReduction, reductionPercent } from './images';
import type { BatchItem } from './images';
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
  /** The sentence of a file handed back as it was (compressor). */
  keptText?: string;
  /** The compressor always shows the reduction (0,0 % included); the converter only when the file got lighter. */
  reduction: 'always' | 'when-smaller';
  zipName: string;
  summary: (done: BatchItem[]) => Summary;
  onRemove: (id: number) => void;
  /** Runs a file again after its processing code could not be loaded. */
  onRetry: (id: number) => void;
  onClear: () => void;
}

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
  keptText,
  showGain,
  compared,
  onCompare,
  onRemove,
  onRetry,
}: {
  item: BatchItem;
  workingText: string;
  keptText?: string;
  showGain: boolean;
  compared: boolean;
  onCompare: () => void;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { file, status, result } = item;
  return (
    <li className={`image-row image-row--${status}`} data-testid="image-row" data-status={status} data-name={file.name}>
      <Thumb blob={result?.thumbnail ?? result?.blob} />
      <div className="image-row__main">
        <p className="image-row__name" title={file.name}>
          {file.name}
        </p>
        {status === 'waiting' && <p className="image-row__status">En attente · {formatBytes(file.size)}</p>}
        {status === 'working' && (
          <>
            <p className="image-row__status">{workingText}</p>
            <progress className="image-row__progress" max={1} value={item.progress} aria-label={`Progression de ${file.name}`} />
          </>
        )}
        {status === 'done' && result && (
          <>
            <p className="image-row__status" data-testid="image-sizes">
              <span>{formatBytes(file.size)}</span> <span aria-hidden>→</span>
              <span className="visually-hidden">devient</span> <strong>{formatBytes(result.blob.size)}</strong>{' '}
              {(showGain || result.blob.size < file.size) && (
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
      <button type="button" className="button button--ghost image-row__remove" onClick={onRemove} aria-label={`Retirer ${file.name}`}>
        <X aria-hidden size={18} />
      </button>
    </li>
  );
}

/** The batch: summary, « Tout télécharger », the before/after view of one file, and one row per file. */
export function ImageBatchView({ items, workingText, keptText, reduction, zipName, summary, onRemove, onRetry, onClear }: ImageBatchViewProps) {
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
            keptText={keptText}
            showGain={reduction === 'always'}
            compared={compared?.id === item.id}
            onCompare={() => setComparedId(item.id)}
            onRemove={() => onRemove(item.id)}
            onRetry={() => onRetry(item.id)}
          />
        ))}
      </ul>
    </div>
  );
}
