/**
 * The encoder: payload → modules, with the `qrcode` package. Kept apart from the rules (qrCode.ts) so that
 * the package comes in the drawing chunk (draw.ts), after the page's own code. Byte segments are UTF-8 (the package
 * encodes strings with TextEncoder), which every phone decodes, accents and emoji included.
 */
import { create } from 'qrcode';
import { ERROR_LEVELS, type ErrorLevel, type QrMatrix } from './qrCode';

export type MatrixResult = { ok: true; matrix: QrMatrix } | { ok: false; reason: 'too-long' | 'failed'; error: unknown };

/**
 * The most any QR code holds: 7 089 digits (version 40, level L). A longer payload is too long without asking the
 * encoder, whose segmentation of a long text takes a tenth of a second per 100 000 characters.
 */
export const MAX_QR_CHARACTERS = 7_089;

export function createMatrix(payload: string, level: ErrorLevel): MatrixResult {
  if (payload.length > MAX_QR_CHARACTERS) return { ok: false, reason: 'too-long', error: new RangeError(`${payload.length} caractères`) };
  try {
    const code = create(payload, { errorCorrectionLevel: level });
    const { size, data } = code.modules;
    // The package keeps 1 for dark; a copy, so that nothing outside can change the code once made.
    return { ok: true, matrix: { size, version: code.version, modules: Uint8Array.from(data, (v) => (v ? 1 : 0)) } };
  } catch (error) {
    const tooLong = error instanceof Error && /too big|amount of data/i.test(error.message);
    return { ok: false, reason: tooLong ? 'too-long' : 'failed', error };
  }
}

/**
 * For a payload too long at `level`: the most robust lower level at which it fits, or null when even L, the most
 * compact, cannot hold it (10 000 « x »), so that the advice never names a level that would fail too.
 */
export function fittingLowerLevel(payload: string, level: ErrorLevel): ErrorLevel | null {
  const lower = ERROR_LEVELS.map((l) => l.value).slice(0, ERROR_LEVELS.findIndex((l) => l.value === level));
  return lower.reverse().find((candidate) => createMatrix(payload, candidate).ok) ?? null;
}
