import { QrCode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatInteger } from '../../components/lib/number';
import { onDemand } from '../../components/lib/onDemand';
import { saveFile } from '../../components/lib/saveFile';
import { plural } from '../../components/lib/text';
import { JobProgress } from '../../components/tool/JobProgress';
import { BATCH_MAX_LINES, type BatchItem } from '../../components/qr/batch';
import { DEFAULT_APPEARANCE, DEFAULT_STYLE, DEFAULT_TEXT_OPTIONS, GENERATION_ERROR } from '../../components/qr/qrCode';

export const QR_ZIP_NAME = 'qr-codes-utm.zip';

/** The QR batch (encoder, drawing, decoder, ZIP), loaded on the click only. */
const batchCode = onDemand(() => import('../../components/qr/batchRun'));

type QrState = { kind: 'idle' } | { kind: 'running'; done: number; total: number } | { kind: 'done' | 'error'; text: string };

/**
 * The QR codes of a plan's valid links in a ZIP, one PNG per link in the QR code tool's default design, each decoded
 * back before it goes in (as that tool's batch does); the file is named after the link.
 */
export function PlanQrCodes({ links }: { links: readonly BatchItem[] }) {
  const [qr, setQr] = useState<QrState>({ kind: 'idle' });
  const cancel = useRef<AbortController | null>(null);
  // A new plan makes the last summary stale; a run still going is stopped.
  useEffect(() => {
    setQr({ kind: 'idle' });
    return () => cancel.current?.abort();
  }, [links]);

  const make = async () => {
    if (links.length > BATCH_MAX_LINES) {
      setQr({ kind: 'error', text: `Jusqu’à ${formatInteger(BATCH_MAX_LINES)}\u00a0QR codes à la fois\u00a0: découpez votre plan.` });
      return;
    }
    const controller = new AbortController();
    cancel.current = controller;
    setQr({ kind: 'running', done: 0, total: links.length });
    try {
      const { runBatch } = await batchCode.load();
      const { size, margin, level, dark, light } = DEFAULT_APPEARANCE;
      const design = { size, margin, level, dark, light, style: DEFAULT_STYLE, text: DEFAULT_TEXT_OPTIONS, logo: null, format: 'png' as const };
      const result = await runBatch(links, design, { signal: controller.signal, onProgress: (done) => setQr({ kind: 'running', done, total: links.length }) });
      if (!result) return setQr({ kind: 'idle' });
      if (result.zip) await saveFile(result.zip, QR_ZIP_NAME);
      const failed = result.failures.length > 0 ? ` ${plural(result.failures.length, 'lien n’a pas pu être codé', 'liens n’ont pas pu être codés')}\u00a0: ${result.failures.map((f) => f.message).join('\u00a0; ')}` : '';
      setQr({ kind: result.zip ? 'done' : 'error', text: `${plural(result.verified, 'QR code vérifié', 'QR codes vérifiés')}${result.zip ? `, dans ${QR_ZIP_NAME}` : ''}.${failed}` });
    } catch {
      setQr({ kind: 'error', text: GENERATION_ERROR });
    }
  };

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => void make()} disabled={links.length === 0 || qr.kind === 'running'}>
        <QrCode aria-hidden size={18} />
        QR codes (.zip)
      </button>
      <div className="utm-plan__qr">
        <JobProgress active={qr.kind === 'running'} label="QR codes" progress={qr.kind === 'running' && qr.total ? qr.done / qr.total : null} onCancel={() => cancel.current?.abort()} />
        <p role="status">{qr.kind === 'done' ? qr.text : ''}</p>
        {qr.kind === 'error' && <p className="error-text">{qr.text}</p>}
      </div>
    </>
  );
}
