/**
 * The PNG handed over by « Télécharger en PNG » and « Copier l’image », made on that click rather than with the page.
 * At the preview's side it is the verified preview itself; at any other side (up to 4 000 px for print) the browser
 * draws the final SVG at that size, then the result is read back by the decoder of the self-check at the preview's size
 * (and, when its modules are small there, the design at the size where the decoder reads them reliably, as the
 * self-check does: draw.ts readFinalImage): a file that does not decode to the content, or whose modules are under
 * 2 px, is never handed over, unless the user chose to take a design that failed the check (`verify` false).
 */
import jsQR from 'jsqr';
import { dataUrlToBlob } from '../../components/lib/download';
import { MIN_MODULE_PX, modulePixels, reliableSide, type ComposedImage, type GeneratedCode } from '../../components/qr/draw';

export type ExportResult = { ok: true; blob: Blob; width: number; height: number } | { ok: false; message: string };

export const EXPORT_UNREADABLE =
  'L’image à cette taille n’a pas pu être relue par le décodeur\u00a0: elle n’est pas proposée. Choisissez une taille plus grande, augmentez le niveau de correction ou le contraste, ou choisissez des modules carrés.';
export const EXPORT_FAILED = 'L’image n’a pas pu être fabriquée à cette taille sur cet appareil. Essayez une taille plus petite.';

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponible');
  return [canvas, context];
}

/** The final image of `code` as a PNG whose code is `side` pixels wide (texts and spacing grow with it). */
export async function exportPng(image: ComposedImage, code: GeneratedCode, side: number, verify = true): Promise<ExportResult> {
  const { layout } = image;
  const { payload } = code;
  if (side === layout.qrSize) return { ok: true, blob: dataUrlToBlob(image.dataUrl), width: layout.width, height: layout.height };
  const scale = side / layout.qrSize;
  const width = Math.round(layout.width * scale);
  const height = Math.round(layout.height * scale);
  const url = URL.createObjectURL(new Blob([image.svg], { type: 'image/svg+xml' }));
  try {
    const source = new Image();
    source.src = url;
    await source.decode();
    const [canvas, context] = canvasOf(width, height);
    context.drawImage(source, 0, 0, width, height);
    // `from` drawn with its code `codeSide` pixels wide, then decoded.
    const reads = (from: CanvasImageSource, codeSide: number) => {
      const [, check] = canvasOf(Math.round((layout.width * codeSide) / layout.qrSize), Math.round((layout.height * codeSide) / layout.qrSize));
      check.imageSmoothingQuality = 'high';
      check.drawImage(from, 0, 0, check.canvas.width, check.canvas.height);
      const pixels = check.getImageData(0, 0, check.canvas.width, check.canvas.height);
      return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data === payload;
    };
    // The file at the preview's size; where the decoder misses small modules, the design where it reads them reliably,
    // as the preview's own check does. Modules too small for any reader are refused whatever the decoder made of them.
    const reliable = reliableSide(code);
    const readable = modulePixels(code.matrix.size, code.margin, side) >= MIN_MODULE_PX && (reads(canvas, layout.qrSize) || (reliable !== null && reads(source, reliable)));
    if (verify && !readable) return { ok: false, message: EXPORT_UNREADABLE };
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? { ok: true, blob, width, height } : { ok: false, message: EXPORT_FAILED };
  } catch (error) {
    console.error('Export PNG impossible', error);
    return { ok: false, message: EXPORT_FAILED };
  } finally {
    URL.revokeObjectURL(url);
  }
}
