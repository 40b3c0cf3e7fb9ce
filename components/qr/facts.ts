/**
 * What the live preview says about a code (LivePreview.tsx, loaded once there is something to encode, never with the page): its
 * level's name, the most it can hold and its side once printed.
 */
import { formatInteger } from '../lib/number';
import { ERROR_LEVELS, PRINT_DPI, type ErrorLevel } from './qrCode';

export const ERROR_LEVEL_LABELS: Record<ErrorLevel, string> = Object.fromEntries(
  ERROR_LEVELS.map(({ value, label }) => [value, label]),
) as Record<ErrorLevel, string>;

/** Bytes a QR code holds at its largest size (version 40) in byte mode, by error-correction level. */
export const CAPACITY_BYTES: Record<ErrorLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** Under 2 cm a side, phones must come very close; the usual advice for print is 2 cm or more. */
export const MIN_PRINT_CM = 2;

/** Side in centimetres of `pixels` printed at PRINT_DPI. */
export function printedCm(pixels: number): number {
  return (pixels / PRINT_DPI) * 2.54;
}

/**
 * Why a code could not be made from content too long for `level`, and what to do: a lower level only when the content
 * fits there (`lower`, from fittingLowerLevel), otherwise shorten it.
 */
export function tooLongAdvice(bytes: number, level: ErrorLevel, lower: ErrorLevel | null): string {
  const advice = lower
    ? `raccourcissez-le ou choisissez le niveau ${lower}.`
    : level === 'L'
      ? 'raccourcissez-le.'
      : `raccourcissez-le\u00a0: il ne tient pas non plus au niveau L (${formatInteger(CAPACITY_BYTES.L)}\u00a0octets au plus).`;
  return `Le contenu (${formatInteger(bytes)}\u00a0octets) dépasse ce qu’un QR code peut contenir au niveau ${level} (${formatInteger(CAPACITY_BYTES[level])}\u00a0octets au plus)\u00a0: ${advice}`;
}
