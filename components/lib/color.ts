/**
 * Colours as the colour fields hold them: `#RRGGBB`, upper case. Contrast follows WCAG 2.x (relative
 * luminance of sRGB, ratio from 1 to 21), used to warn before a QR code or a signature becomes unreadable.
 */

/** `#abc`, `abc`, `#AABBCC`, ` aabbcc ` → `#AABBCC`; anything else → null. */
export function normaliseHex(input: string): string | null {
  const text = input.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(text)) return `#${[...text].map((c) => c + c).join('')}`.toUpperCase();
  if (/^[0-9a-f]{6}$/i.test(text)) return `#${text}`.toUpperCase();
  return null;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The red, green and blue channels (0-255) of a colour accepted by normaliseHex. */
export function hexToRgb(hex: string): Rgb {
  const normal = normaliseHex(hex);
  if (!normal) throw new Error(`Couleur invalide : ${hex}`);
  const n = Number.parseInt(normal.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, from 1 (same) to 21 (black on white), whatever their order. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
