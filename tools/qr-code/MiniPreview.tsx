import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { createPortal } from 'react-dom';
import type { CheckVerdict, ComposedImage } from '../../components/qr/draw';

/** The small copy of the code that stays over the options on a narrow screen, in the page's slot, with its check. */
export function MiniPreview({ slot, image, check }: { slot: HTMLElement; image: ComposedImage; check: CheckVerdict | null }) {
  return createPortal(
    <>
      <img className="qr-mini__image" src={image.dataUrl} alt="" data-testid="qr-mini" />
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
    slot,
  );
}
