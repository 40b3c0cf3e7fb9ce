import { useEffect, useState } from 'react';
import { onDemand } from '../../components/lib/onDemand';
import { useOnDemand } from '../../components/lib/useOnDemand';
import type { CheckVerdict, CodeInput, ComposedImage, GeneratedCode } from '../../components/qr/draw';
import { drawing } from './drawing';
import { CHECK_DELAY_MS, DEBOUNCE_MS, type ErrorLevel, type QrStyle, type ReadyLogo, type TextOptions } from '../../components/qr/qrCode';

export type Failure = 'too-long' | 'failed';

export interface QrImageState {
  /** Waiting for the debounce or making the code. */
  pending: boolean;
  code: GeneratedCode | null;
  image: ComposedImage | null;
  failure: Failure | null;
  /** Content too long: the most robust lower level at which it fits, or null. */
  lowerLevel: ErrorLevel | null;
  /** The self-check's verdict on `image` (never on an earlier one); null while it runs. */
  check: CheckVerdict | null;
  /** The encoder could not be loaded (or not in time): the preview says so with « Réessayer », which calls this. */
  retryEncoder: (() => void) | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `qrcode-20261122-184501`: the local date and time the code was made; PNG and SVG of one code share it. */
export function fileStamp(date: Date): string {
  return `qrcode-${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** The decoder of the self-check, loaded for the first check. */
const decoder = onDemand(() => import('jsqr').then((module) => module.default));

/**
 * Makes the QR code in the browser (never during the pre-render): the code 300 ms after the last change
 * of what it is made from, the final image at once on a change of the custom text, style or logo, then the self-check,
 * which decodes that final image with jsQR as an ordinary phone reader would (draw.ts readFinalImage).
 * The encoder, `qrcode` and the drawing code (draw.ts) load after the page's own code, `jsqr` for the first check, so
 * that the page itself stays light.
 */
export function useQrImage(input: CodeInput, text: TextOptions, style: QrStyle, logo: ReadyLogo | null = null): QrImageState {
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState<GeneratedCode | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [lowerLevel, setLowerLevel] = useState<ErrorLevel | null>(null);
  // The image and the verdict are kept with what they were made from, so that neither is ever paired with a newer code.
  const [composed, setComposed] = useState<{ code: GeneratedCode; image: ComposedImage } | null>(null);
  const [checked, setChecked] = useState<{ image: ComposedImage; verdict: CheckVerdict } | null>(null);
  const [composeFailed, setComposeFailed] = useState(false);
  const { payload, size, margin, level, dark, light } = input;

  const encoder = useOnDemand(drawing, payload !== '');
  const draw = encoder.value;

  useEffect(() => {
    if (!payload) {
      setPending(false);
      setCode(null);
      setFailure(null);
      return;
    }
    setPending(true);
    // Until the encoder is there, the preview waits for it (or says it could not come).
    if (!draw) return;
    const timer = setTimeout(() => {
      try {
        const result = draw.createMatrix(payload, level);
        setLowerLevel(!result.ok && result.reason === 'too-long' ? draw.fittingLowerLevel(payload, level) : null);
        if (result.ok) {
          setFailure(null);
          setCode({ payload, size, margin, level, dark, light, matrix: result.matrix, stamp: fileStamp(new Date()) });
        } else {
          if (result.reason === 'too-long') console.warn('QR code : contenu trop long', result.error);
          else console.error('Erreur lors de la génération du QR code', result.error);
          setFailure(result.reason);
          setCode(null);
        }
      } catch (error) {
        console.error('Erreur lors de la génération du QR code', error);
        setFailure('failed');
        setCode(null);
      }
      setPending(false);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draw, payload, size, margin, level, dark, light]);

  useEffect(() => {
    setComposeFailed(false);
    if (!code) {
      setComposed(null);
      return;
    }
    // A logo goes on a level H code only: the one at the former level waits for its replacement, coming.
    if (logo && code.level !== 'H') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // A code exists only once the drawing code has loaded (the first effect): it is there.
      const { compose, checkVerdict, checkFacts, readFinalImage } = drawing.loaded()!;
      const drawn = compose(code, text, style, logo);
      const { image } = drawn;
      setComposed({ code, image });
      const setCheck = (verdict: CheckVerdict) => setChecked({ image, verdict });
      const facts = checkFacts(code, style, logo !== null);
      // Colours and module size condemn a code whatever the decoder reads: no need to decode it.
      const before = checkVerdict({ ...facts, decoded: null });
      if (before.kind !== 'unreadable') {
        setCheck(before);
      } else {
        // While a custom text is being typed, only the last image is decoded.
        timer = setTimeout(() => {
          decoder
            .load()
            .then((jsQR) => {
              if (cancelled) return;
              setCheck(checkVerdict({ ...facts, decoded: readFinalImage(jsQR, drawn, code, text, style, logo) }));
            })
            .catch((error: unknown) => {
              if (cancelled) return;
              console.error('Vérification du QR code impossible', error);
              setCheck({ kind: 'unreadable', message: 'La vérification n’a pas pu être faite sur cet appareil.' });
            });
        }, CHECK_DELAY_MS);
      }
    } catch (error) {
      console.error('Erreur lors de la génération du QR code', error);
      setComposed(null);
      setComposeFailed(true);
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [code, text, style, logo]);

  const image = composed && composed.code === code ? composed.image : null;
  return {
    pending: (pending || (logo !== null && code !== null && code.level !== 'H')) && !encoder.failed,
    code,
    image,
    failure: failure ?? (composeFailed && code ? 'failed' : null),
    lowerLevel,
    check: image && checked?.image === image ? checked.verdict : null,
    retryEncoder: encoder.failed && payload !== '' ? encoder.retry : null,
  };
}
