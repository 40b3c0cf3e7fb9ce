import { useState, type ReactNode } from 'react';
import { saveFile } from '../../components/lib/saveFile';
import { LoadStatus } from '../../components/layout/LoadStatus';
import type { ContentType } from '../../components/qr/fields';
import { MiniPreview } from './MiniPreview';
import { PreviewPanel } from './PreviewPanel';
import { tooLongAdvice } from '../../components/qr/facts';
import { QrFacts } from './QrFacts';
import { SelfCheck } from './SelfCheck';
import { usePngExport } from './usePngExport';
import { exportSide, GENERATION_ERROR, GENERATOR_LOAD_FAILED, type ExportOptions, type QrAppearance, type QrStyle, type ReadyLogo, type TextOptions } from '../../components/qr/qrCode';
import type { ComposedImage } from '../../components/qr/draw';
import { useQrImage } from './useQrImage';

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
  const bytes = new TextEncoder().encode(payload).length;
  const ready = code && image && !pending && !failure ? { code, image } : null;
  const side = exportSide(exportOptions, appearance.size);
  // The image the user chose to download despite a failed check (« Télécharger quand même »): that one only.
  const [forced, setForced] = useState<ComposedImage | null>(null);
  const verified = check?.kind === 'ok';
  // The files wait for the verdict on the very image they would be made from; a failed one, for the user's choice.
  const exportable = ready && check && (verified || forced === ready.image) ? ready : null;

  const png = usePngExport(image, side, verified);

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

  return (
    <>
      {miniSlot && ready && <MiniPreview slot={miniSlot} image={ready.image} check={check} />}
      <PreviewPanel
        pending={pending}
        frame={shown}
        check={ready && <SelfCheck check={check} forced={forced === ready.image} onForce={() => setForced(ready.image)} />}
        checking={Boolean(ready && !check)}
        onPng={exportable ? () => void png.downloadPng(exportable.image, exportable.code) : undefined}
        onCopy={exportable ? () => void png.copyPng(exportable.image, exportable.code) : undefined}
        exportStatus={
          png.status && (
            <p className={png.status.ok ? 'qr-export__ok' : 'qr-export__error field__error'} role={png.status.ok ? undefined : 'alert'}>
              {png.status.message}
            </p>
          )
        }
        onSvg={exportable ? () => void saveFile(new Blob([exportable.image.svg], { type: 'image/svg+xml' }), `${exportable.code.stamp}.svg`) : undefined}
      >
        <QrFacts payload={payload} type={type} appearance={appearance} side={side} image={image} code={pending ? null : code} textOn={textOn} />
      </PreviewPanel>
    </>
  );
}
