import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { CheckVerdict } from '../../components/qr/draw';

/** Under a failed check: the files wait, and why the user may still take them (jsQR is stricter than many phones). */
export const BLOCKED_NOTE =
  'Les téléchargements attendent que ce point soit corrigé. Le décodeur de cette page est plus strict que bien des téléphones\u00a0: si le vôtre lit ce code à l’écran, vous pouvez le télécharger quand même.';
export const FORCED_NOTE = 'Téléchargement autorisé malgré l’alerte\u00a0: testez le code avec plusieurs téléphones avant de l’imprimer ou de le diffuser.';

interface SelfCheckProps {
  /** The verdict on the image shown, or null while the code is read back. */
  check: CheckVerdict | null;
  /** The user chose to download this image despite a failed check. */
  forced: boolean;
  onForce: () => void;
}

/** The self-check of the image shown: running, passed (with its advice), or failed, with « Télécharger quand même ». */
export function SelfCheck({ check, forced, onForce }: SelfCheckProps) {
  return !check ? (
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
      {forced ? (
        <p className="qr-check__forced field__hint">{FORCED_NOTE}</p>
      ) : (
        <div className="qr-check__override">
          <p className="field__hint">{BLOCKED_NOTE}</p>
          <button type="button" className="button button--ghost" onClick={onForce}>
            Télécharger quand même
          </button>
        </div>
      )}
    </>
  );
}
