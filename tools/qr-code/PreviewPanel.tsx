import { Copy, Download, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

interface PreviewPanelProps {
  /** What the frame shows: the placeholder, a message or the image. */
  frame: ReactNode;
  /** The code is being made (or its code loaded): a spinner over the frame. */
  pending?: boolean;
  /** The self-check's verdict, in a polite live region that exists from the start. */
  check?: ReactNode;
  /** The image is being checked: the downloads wait for the verdict, and say so. */
  checking?: boolean;
  /** The downloads, enabled once there is an image whose check passed (or that the user chose to take anyway). */
  onPng?: () => void;
  onSvg?: () => void;
  onCopy?: () => void;
  /** What the last download or copy of the PNG gave: done, or why no file was handed over. */
  exportStatus?: ReactNode;
  /** The facts about the code and the encoded content, beside the panel (which stays in view on a wide screen). */
  children?: ReactNode;
}

/**
 * The preview's panel, the same before anything is typed (the page's own code) and once there is a code
 * (LivePreview, loaded with the builders), so nothing moves when one takes over from the other. It holds only the
 * image, its check and the downloads, short enough to stay in view beside the options (qrCode.css); the details
 * follow it apart.
 */
export function PreviewPanel({ frame, pending = false, check, checking = false, onPng, onSvg, onCopy, exportStatus, children }: PreviewPanelProps) {
  return (
    <>
      <section className="qr-preview-panel subpanel" aria-labelledby="qr-preview-title">
        <h2 id="qr-preview-title" className="qr-panel__title">
          Aperçu
        </h2>
        <div className={`qr-preview${pending ? ' is-pending' : ''}`} data-testid="qr-preview">
          {frame}
          {pending && (
            <span className="qr-spinner" role="status">
              <Loader2 aria-hidden size={28} className="qr-spinner__icon" />
              <span className="visually-hidden">Génération du QR code…</span>
            </span>
          )}
        </div>

        <div className="qr-check" aria-live="polite" aria-atomic="true" data-testid="qr-check">
          {check}
        </div>

        <div className="button-row qr-downloads" aria-busy={checking || undefined}>
          <button type="button" className="button" disabled={!onPng} onClick={onPng}>
            <Download aria-hidden size={16} />
            Télécharger en PNG
          </button>
          <button type="button" className="button button--ghost" disabled={!onSvg} onClick={onSvg}>
            <Download aria-hidden size={16} />
            Télécharger en SVG
          </button>
          <button type="button" className="button button--ghost" disabled={!onCopy} onClick={onCopy}>
            <Copy aria-hidden size={16} />
            Copier l’image
          </button>
          {checking && (
            <span className="qr-downloads__wait" data-testid="qr-downloads-wait">
              <Loader2 aria-hidden size={16} className="qr-spinner__icon" />
              Vérification…
            </span>
          )}
        </div>
        <div className="qr-export" aria-live="polite" data-testid="qr-export">
          {exportStatus}
        </div>
      </section>
      {children && <div className="qr-details subpanel">{children}</div>}
    </>
  );
}
