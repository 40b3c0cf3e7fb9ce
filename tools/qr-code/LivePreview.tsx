import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatInteger, formatNumber } from '../../components/lib/number';
import { onDemand } from '../../components/lib/onDemand';
import { saveFile } from '../../components/lib/saveFile';
import { LoadStatus } from '../../components/layout/LoadStatus';
import { CopyButton } from '../../components/tool/CopyButton';
import { CONTENT_TYPE_LABELS, type ContentType } from './fields';
import { PreviewPanel } from './PreviewPanel';
import { ERROR_LEVEL_LABELS, MIN_PRINT_CM, printedCm, tooLongAdvice } from './facts';
import { exportSide, GENERATION_ERROR, GENERATOR_LOAD_FAILED, type ExportOptions, type QrAppearance, type QrStyle, type TextOptions } from './qrCode';
import { useQrImage, type ComposedImage, type GeneratedCode, type ReadyLogo } from './useQrImage';

/** The PNG export (any side up to 4 000 px, checked), loaded on the first download or copy. */
const exporter = onDemand(() => import('./exportImage'));

export const COPIED_MESSAGE = 'Image copiée dans le presse-papiers.';
export const COPY_REFUSED =
  'Copie refusée\u00a0: le navigateur n’autorise pas cette page à copier une image. Téléchargez le PNG à la place.';
/** Under a failed check: the files wait, and why the user may still take them (jsQR is stricter than many phones). */
export const BLOCKED_NOTE =
  'Les téléchargements attendent que ce point soit corrigé. Le décodeur de cette page est plus strict que bien des téléphones\u00a0: si le vôtre lit ce code à l’écran, vous pouvez le télécharger quand même.';
export const FORCED_NOTE = 'Téléchargement autorisé malgré l’alerte\u00a0: testez le code avec plusieurs téléphones avant de l’imprimer ou de le diffuser.';
const EXPORT_LOAD_FAILED = 'L’export n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.';

/** What the export buttons say after a click: the copy done, or why no file was handed over. */
interface ExportStatus {
  ok: boolean;
  message: string;
}

interface LivePreviewProps {
  /** The encoded text: never empty here (the page shows its own panel until there is one). */
  payload: string;
  type: ContentType;
  appearance: QrAppearance;
  style: QrStyle;
  logo: ReadyLogo | null;
  text: TextOptions;
  exportOptions: ExportOptions;
  /** Where the small copy that stays over the options on a narrow screen goes (the page's slot, once mounted). */
  miniSlot?: HTMLElement | null;
}

/** The preview once there is something to encode: the code made in the browser, its self-check, its downloads and facts. */
export function LivePreview({ payload, type, appearance, style, logo, text, exportOptions, miniSlot }: LivePreviewProps) {
  const { pending, code, image, failure, lowerLevel, check, retryEncoder } = useQrImage(
    { payload, size: appearance.size, margin: appearance.margin, level: appearance.level, dark: appearance.dark, light: appearance.light },
    text,
    style,
    logo,
  );
  const characters = [...payload].length;
  const bytes = new TextEncoder().encode(payload).length;
  const ready = code && image && !pending && !failure ? { code, image } : null;
  const side = exportSide(exportOptions, appearance.size);
  const [exportStatus, setExportStatus] = useState<ExportStatus | null>(null);
  // A status speaks of the image it was made from: any change clears it.
  useEffect(() => setExportStatus(null), [image, side]);
  // The image the user chose to download despite a failed check (« Télécharger quand même »): that one only.
  const [forced, setForced] = useState<ComposedImage | null>(null);
  const verified = check?.kind === 'ok';
  // The files wait for the verdict on the very image they would be made from; a failed one, for the user's choice.
  const exportable = ready && check && (verified || forced === ready.image) ? ready : null;

  const exported = async (composed: ComposedImage, made: GeneratedCode) => {
    setExportStatus(null);
    try {
      const result = await (await exporter.load()).exportPng(composed, made, side, verified);
      if (!result.ok) setExportStatus({ ok: false, message: result.message });
      return result.ok ? result.blob : null;
    } catch (error) {
      console.error('Export PNG impossible', error);
      setExportStatus({ ok: false, message: EXPORT_LOAD_FAILED });
      return null;
    }
  };
  const downloadPng = async (composed: ComposedImage, made: GeneratedCode) => {
    const blob = await exported(composed, made);
    if (blob) await saveFile(blob, `${made.stamp}.png`);
  };
  const copyPng = async (composed: ComposedImage, made: GeneratedCode) => {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      setExportStatus({ ok: false, message: COPY_REFUSED });
      return;
    }
    const blob = await exported(composed, made);
    if (!blob) return;
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      setExportStatus({ ok: true, message: COPIED_MESSAGE });
    } catch (error) {
      console.warn('Copie de l’image refusée', error);
      setExportStatus({ ok: false, message: COPY_REFUSED });
    }
  };

  // The image has a band of custom text (an enabled, non-blank one).
  const textOn = Boolean(image && (image.layout.top || image.layout.bottom));

  let shown: ReactNode = null;
  if (retryEncoder) {
    shown = <LoadStatus failed={GENERATOR_LOAD_FAILED} onRetry={retryEncoder} />;
  } else if (failure && !pending) {
    shown = (
      <div className="qr-preview__message" role="alert">
        <p className="field__error">{GENERATION_ERROR}</p>
        {failure === 'too-long' && (
          <p className="field__hint">
            {tooLongAdvice(bytes, appearance.level, lowerLevel)}
          </p>
        )}
      </div>
    );
  } else if (image && code) {
    shown = (
      <img
        className="qr-preview__image"
        src={image.dataUrl}
        width={image.layout.width}
        height={image.layout.height}
        alt={`QR code contenant\u00a0: ${code.payload.length > 120 ? `${code.payload.slice(0, 120)}…` : code.payload}`}
      />
    );
  }

  const mini =
    miniSlot && ready
      ? createPortal(
          <>
            <img className="qr-mini__image" src={ready.image.dataUrl} alt="" data-testid="qr-mini" />
            <span className={`qr-mini__status${check && check.kind !== 'ok' ? ' is-warning' : ''}`}>
              {!check ? (
                'Vérification…'
              ) : check.kind === 'ok' ? (
                <>
                  <CheckCircle2 aria-hidden size={16} />
                  Vérifié
                </>
              ) : (
                <>
                  <AlertTriangle aria-hidden size={16} />
                  À revoir (voir l’aperçu)
                </>
              )}
            </span>
          </>,
          miniSlot,
        )
      : null;

  return (
    <>
      {mini}
      <PreviewPanel
        pending={pending}
        frame={shown}
        check={
          ready &&
          (!check ? (
            <p className="qr-check__running">Vérification du code en cours…</p>
          ) : check.kind === 'ok' ? (
            <p className="qr-check__ok">
              <CheckCircle2 aria-hidden size={20} />
              <span>
                <strong>{check.message}</strong>
                <span className="qr-check__detail">L’image finale a été relue par un décodeur indépendant&#160;: contenu identique au caractère près.</span>
                {check.advice && <span className="qr-check__detail">{check.advice}</span>}
              </span>
            </p>
          ) : (
            <>
              <p className="qr-check__warning notice">
                <AlertTriangle aria-hidden size={20} />
                <span>{check.message}</span>
              </p>
              {forced === ready.image ? (
                <p className="qr-check__forced field__hint">{FORCED_NOTE}</p>
              ) : (
                <div className="qr-check__override">
                  <p className="field__hint">{BLOCKED_NOTE}</p>
                  <button type="button" className="button button--ghost" onClick={() => setForced(ready.image)}>
                    Télécharger quand même
                  </button>
                </div>
              )}
            </>
          ))
        }
        checking={Boolean(ready && !check)}
        onPng={exportable ? () => void downloadPng(exportable.image, exportable.code) : undefined}
        onCopy={exportable ? () => void copyPng(exportable.image, exportable.code) : undefined}
        exportStatus={
          exportStatus && (
            <p className={exportStatus.ok ? 'qr-export__ok' : 'qr-export__error field__error'} role={exportStatus.ok ? undefined : 'alert'}>
              {exportStatus.message}
            </p>
          )
        }
        onSvg={exportable ? () => void saveFile(new Blob([exportable.image.svg], { type: 'image/svg+xml' }), `${exportable.code.stamp}.svg`) : undefined}
      >
        <dl className="qr-info" aria-label="Informations sur le QR code">
          <div>
            <dt>Type</dt>
            <dd>{CONTENT_TYPE_LABELS[type]}</dd>
          </div>
          <div>
            <dt>Taille</dt>
            <dd>
              {appearance.size}&#160;×&#160;{appearance.size}&#160;px
            </dd>
          </div>
          {image && textOn && (
            <div>
              <dt>Image avec le texte</dt>
              <dd>
                {image.layout.width}&#160;×&#160;{image.layout.height}&#160;px
              </dd>
            </div>
          )}
          {side !== appearance.size && (
            <div>
              <dt>PNG téléchargé</dt>
              <dd>
                code de {formatInteger(side)}&#160;×&#160;{formatInteger(side)}&#160;px
              </dd>
            </div>
          )}
          <div>
            <dt>Imprimé à 300&#160;ppp</dt>
            <dd>
              {formatNumber(printedCm(side), { decimals: 1 })}&#160;cm de côté
            </dd>
          </div>
          <div>
            <dt>Correction d’erreur</dt>
            <dd>{ERROR_LEVEL_LABELS[appearance.level]}</dd>
          </div>
          <div>
            <dt>Longueur encodée</dt>
            <dd>
              {formatInteger(characters)}&#160;caractère{characters > 1 ? 's' : ''}
              {bytes !== characters && ` (${formatInteger(bytes)}\u00a0octets en UTF-8)`}
            </dd>
          </div>
          {code && !pending && (
            <div>
              <dt>Version</dt>
              <dd>
                {code.matrix.version} ({code.matrix.size}&#160;×&#160;{code.matrix.size}&#160;modules)
              </dd>
            </div>
          )}
        </dl>
        {printedCm(side) < MIN_PRINT_CM && (
          <p className="field__hint">Pour l’impression, visez au moins 2&#160;cm de côté&#160;: agrandissez l’image ou utilisez le SVG, qui s’agrandit sans perte.</p>
        )}
        {textOn && (
          <p className="qr-format-note field__hint" data-testid="qr-format-note">
            Texte personnalisé&#160;: il est dessiné dans l’image PNG. Dans le SVG, il reste du vrai texte, modifiable, affiché avec la police installée sur l’appareil qui ouvre le fichier (la police choisie, sinon une police proche).
          </p>
        )}
        <details className="qr-payload">
          <summary>Voir le contenu encodé</summary>
          <pre className="qr-payload__text">{payload}</pre>
          <CopyButton text={payload} label="le contenu encodé" />
        </details>
      </PreviewPanel>
    </>
  );
}
