/**
 * The final image of a QR code, made in the browser once there is a code: its layout (code plus custom text), its
 * pixels drawn on a canvas, its SVG twin and the verdict of the self-check that decodes it. Loaded with the encoder
 * (matrix.ts and the `qrcode` library) when the first code is made, never with the page.
 */
import { contrastRatio, hexToRgb } from '../../components/lib/color';
import { formatNumber } from '../../components/lib/number';
import { createMatrix, fittingLowerLevel } from './matrix';
import type { ComposedImage, GeneratedCode } from './useQrImage';
import {
  BOTTOM_SIZE_DEFAULT,
  BOTTOM_SIZE_MAX,
  BOTTOM_SIZE_MIN,
  clampInt,
  colourIssue,
  MIN_CONTRAST,
  SPACING_DEFAULT,
  SPACING_MAX,
  SPACING_MIN,
  TOP_SIZE_DEFAULT,
  TOP_SIZE_MAX,
  TOP_SIZE_MIN,
  type CheckKind,
  type FontName,
  type QrAppearance,
  type QrMatrix,
  type TextOptions,
} from './qrCode';

export { createMatrix, fittingLowerLevel };

// ---------------------------------------------------------------------------------------------- texts

const FONT_STACKS: Record<FontName, string> = {
  Arial: 'Arial, Helvetica, sans-serif',
  Helvetica: 'Helvetica, Arial, sans-serif',
  Georgia: "Georgia, 'Times New Roman', serif",
  'Times New Roman': "'Times New Roman', Times, serif",
  'Courier New': "'Courier New', Courier, monospace",
  Impact: "Impact, 'Arial Black', sans-serif",
  'Comic Sans MS': "'Comic Sans MS', 'Comic Sans', cursive",
};

/** The CSS font stack of a font name (a fallback for devices without it). */
export function fontStack(font: FontName): string {
  return FONT_STACKS[font] ?? FONT_STACKS.Arial;
}

/** The canvas `font` shorthand of a text band. */
export function canvasFont(options: Pick<TextOptions, 'font' | 'bold'>, size: number): string {
  return `${options.bold ? 'bold ' : ''}${size}px ${fontStack(options.font)}`;
}

/** Control characters have no place in a one-line text (and are not allowed in XML). */
export function cleanText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** The texts actually drawn: enabled and not blank. */
export function activeTexts(options: TextOptions): { top: string | null; bottom: string | null } {
  const top = options.topEnabled ? cleanText(options.topText) : '';
  const bottom = options.bottomEnabled ? cleanText(options.bottomText) : '';
  return { top: top || null, bottom: bottom || null };
}

// ---------------------------------------------------------------------------------------------- layout

/** A line of text, centred on (x, y): canvas `textBaseline = 'middle'`, SVG `dominant-baseline="central"`. */
export interface TextBand {
  text: string;
  fontSize: number;
  x: number;
  y: number;
}

export interface Layout {
  width: number;
  height: number;
  qrX: number;
  qrY: number;
  qrSize: number;
  top: TextBand | null;
  bottom: TextBand | null;
}

/** Height of a line of text: the font size and room for accents and descenders. */
export const bandHeight = (fontSize: number) => Math.ceil(fontSize * 1.3);

/**
 * Where everything goes in the final image. Without custom text, the image is the code alone (size ×
 * size). With text, the code and its texts sit on the background colour with `spacing` all around and
 * between them; the image widens when a text is wider than the code. `textWidths` are the measured widths
 * of the texts in pixels (the view measures them with the canvas; tests pass numbers).
 */
export function composeLayout(qrSize: number, options: TextOptions, textWidths: { top: number; bottom: number } = { top: 0, bottom: 0 }): Layout {
  const { top, bottom } = activeTexts(options);
  if (!top && !bottom) return { width: qrSize, height: qrSize, qrX: 0, qrY: 0, qrSize, top: null, bottom: null };
  const spacing = clampInt(options.spacing, SPACING_MIN, SPACING_MAX, SPACING_DEFAULT);
  const topSize = clampInt(options.topSize, TOP_SIZE_MIN, TOP_SIZE_MAX, TOP_SIZE_DEFAULT);
  const bottomSize = clampInt(options.bottomSize, BOTTOM_SIZE_MIN, BOTTOM_SIZE_MAX, BOTTOM_SIZE_DEFAULT);
  const safeWidth = (w: number) => (Number.isFinite(w) && w > 0 ? Math.ceil(w) : 0);
  const inner = Math.max(qrSize, top ? safeWidth(textWidths.top) : 0, bottom ? safeWidth(textWidths.bottom) : 0);
  const width = inner + 2 * spacing;
  let y = spacing;
  let topBand: TextBand | null = null;
  if (top) {
    const h = bandHeight(topSize);
    topBand = { text: top, fontSize: topSize, x: width / 2, y: y + h / 2 };
    y += h + spacing;
  }
  const qrY = y;
  y += qrSize;
  let bottomBand: TextBand | null = null;
  if (bottom) {
    y += spacing;
    const h = bandHeight(bottomSize);
    bottomBand = { text: bottom, fontSize: bottomSize, x: width / 2, y: y + h / 2 };
    y += h;
  }
  return { width, height: y + spacing, qrX: Math.round((width - qrSize) / 2), qrY, qrSize, top: topBand, bottom: bottomBand };
}

// ---------------------------------------------------------------------------------------------- pixels

/** Size in pixels of one module in the image (it may be fractional: pixels are mapped to the nearest module). */
export function modulePixels(matrixSize: number, margin: number, size: number): number {
  return size / (matrixSize + 2 * margin);
}

/**
 * The code with its quiet zone as RGBA pixels, `size` × `size`: each pixel takes the colour of the module
 * it falls in, so that edges stay sharp (no blur, no grey) even when a module is not a whole number of
 * pixels. This is what the PNG and the preview show, and what the self-check decodes.
 */
export function renderQrPixels(matrix: QrMatrix, size: number, margin: number, dark: string, light: string): Uint8ClampedArray {
  const total = matrix.size + 2 * margin;
  const d = hexToRgb(dark);
  const l = hexToRgb(light);
  const pixels = new Uint8ClampedArray(size * size * 4);
  const moduleAt = new Int32Array(size);
  for (let p = 0; p < size; p++) moduleAt[p] = Math.floor((p * total) / size) - margin;
  for (let py = 0; py < size; py++) {
    const row = moduleAt[py]!;
    for (let px = 0; px < size; px++) {
      const col = moduleAt[px]!;
      const on = row >= 0 && col >= 0 && row < matrix.size && col < matrix.size && matrix.modules[row * matrix.size + col] === 1;
      const c = on ? d : l;
      const i = (py * size + px) * 4;
      pixels[i] = c.r;
      pixels[i + 1] = c.g;
      pixels[i + 2] = c.b;
      pixels[i + 3] = 255;
    }
  }
  return pixels;
}

// ---------------------------------------------------------------------------------------------- SVG

/** Text safe inside an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The dark modules as one path in module units: a rectangle per horizontal run. */
export function modulesPath(matrix: QrMatrix, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (matrix.modules[row * matrix.size + col] !== 1) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.modules[row * matrix.size + col] === 1) col++;
      parts.push(`M${start + margin} ${row + margin}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The SVG twin of the PNG: same layout and colours, the modules as a vector path, the custom texts as real
 * SVG text (selectable, editable, in the chosen font family, drawn by the device that opens the file).
 */
export function buildSvg(matrix: QrMatrix, appearance: Pick<QrAppearance, 'margin' | 'dark' | 'light'>, text: TextOptions, layout: Layout): string {
  const scale = round(modulePixels(matrix.size, appearance.margin, layout.qrSize));
  const { width, height, qrX, qrY, qrSize } = layout;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
  ];
  if (layout.top || layout.bottom) lines.push(`<rect width="${width}" height="${height}" fill="${escapeXml(text.background)}"/>`);
  lines.push(`<rect x="${qrX}" y="${qrY}" width="${qrSize}" height="${qrSize}" fill="${escapeXml(appearance.light)}"/>`);
  lines.push(
    `<path transform="translate(${qrX} ${qrY}) scale(${scale})" fill="${escapeXml(appearance.dark)}" shape-rendering="crispEdges" d="${modulesPath(matrix, appearance.margin)}"/>`,
  );
  for (const band of [layout.top, layout.bottom]) {
    if (!band) continue;
    lines.push(
      `<text x="${round(band.x)}" y="${round(band.y)}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(fontStack(text.font))}" font-size="${band.fontSize}" font-weight="${text.bold ? 'bold' : 'normal'}" fill="${escapeXml(text.textColor)}">${escapeXml(band.text)}</text>`,
    );
  }
  lines.push('</svg>');
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------- check

/** Below 2 pixels a module cannot keep its square shape: the image cannot be enlarged or printed cleanly. */
export const MIN_MODULE_PX = 2;

export interface CheckInput {
  payload: string;
  /** What the decoder read in the final image, or null when it found no code. */
  decoded: string | null;
  dark: string;
  light: string;
  /** Module size in pixels (modulePixels). */
  modulePx: number;
  margin: number;
}

export interface CheckVerdict {
  kind: CheckKind;
  message: string;
  /** A precaution that does not stop the code from scanning here (a code without margin). */
  advice?: string;
}

export const VERIFIED_MESSAGE = 'Vérifié\u00a0: ce QR code se scanne';

/** Rounded down to a tenth, so that 2,99 never reads as the 3 it misses. */
const tenthDown = (value: number) => formatNumber(Math.floor(value * 10) / 10, { decimals: 1, minDecimals: 0 });
const formatRatio = (ratio: number) => `${tenthDown(ratio)}\u00a0:\u00a01`;

/**
 * The self-check's verdict. « Vérifié » only when the final image decoded to exactly the payload and
 * nothing else makes phones likely to fail (colours, module size); otherwise the first problem, in French,
 * with what to do.
 */
export function checkVerdict({ payload, decoded, dark, light, modulePx, margin }: CheckInput): CheckVerdict {
  const colours = colourIssue(dark, light);
  if (colours === 'inverted') {
    return {
      kind: 'inverted',
      message:
        'Couleurs inversées\u00a0: la couleur des modules est plus claire que le fond. La plupart des applications de lecture cherchent des modules foncés sur fond clair et échoueront\u00a0; inversez les deux couleurs.',
    };
  }
  if (colours === 'low-contrast') {
    return {
      kind: 'low-contrast',
      message: `Contraste trop faible (${formatRatio(contrastRatio(dark, light))}, minimum ${MIN_CONTRAST}\u00a0:\u00a01)\u00a0: les téléphones risquent de ne pas distinguer les modules du fond. Foncez la couleur des modules ou éclaircissez le fond.`,
    };
  }
  if (!(modulePx >= MIN_MODULE_PX)) {
    return {
      kind: 'too-dense',
      message: `Contenu trop long pour cette taille\u00a0: chaque module ne mesure que ${tenthDown(modulePx)}\u00a0px (minimum ${MIN_MODULE_PX}\u00a0px). Agrandissez l’image, raccourcissez le contenu ou baissez le niveau de correction.`,
    };
  }
  if (decoded === payload) {
    return margin === 0
      ? { kind: 'ok', message: VERIFIED_MESSAGE, advice: 'Sans marge, laissez sur votre support une bande claire d’au moins 2\u00a0modules autour du code.' }
      : { kind: 'ok', message: VERIFIED_MESSAGE };
  }
  if (decoded !== null) {
    return {
      kind: 'mismatch',
      message: 'Attention\u00a0: le décodeur a lu un contenu différent de celui saisi. Ne l’imprimez pas\u00a0; augmentez le niveau de correction ou la taille.',
    };
  }
  return {
    kind: 'unreadable',
    message:
      margin === 0
        ? 'Le décodeur n’a pas réussi à lire ce QR code\u00a0: sans marge, il manque la zone claire dont les lecteurs ont besoin autour du code. Ajoutez une marge.'
        : 'Le décodeur n’a pas réussi à lire ce QR code. Augmentez la taille, la marge ou le contraste, ou raccourcissez le texte personnalisé.',
  };
}

// ---------------------------------------------------------------------------------------------- canvas

/** Draws the final image on a new canvas: background, the code's sharp pixels, then the texts. */
export function compose(code: GeneratedCode, text: TextOptions): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D; image: ComposedImage } {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponible');
  const { top, bottom } = activeTexts(text);
  const measure = (value: string | null, size: number) => {
    if (!value) return 0;
    context.font = canvasFont(text, size);
    return context.measureText(value).width;
  };
  const layout = composeLayout(code.size, text, { top: measure(top, text.topSize), bottom: measure(bottom, text.bottomSize) });
  canvas.width = layout.width;
  canvas.height = layout.height;
  if (layout.top || layout.bottom) {
    context.fillStyle = text.background;
    context.fillRect(0, 0, layout.width, layout.height);
  }
  const pixels = context.createImageData(code.size, code.size);
  pixels.data.set(renderQrPixels(code.matrix, code.size, code.margin, code.dark, code.light));
  context.putImageData(pixels, layout.qrX, layout.qrY);
  context.fillStyle = text.textColor;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const band of [layout.top, layout.bottom]) {
    if (!band) continue;
    context.font = canvasFont(text, band.fontSize);
    context.fillText(band.text, band.x, band.y);
  }
  const svg = buildSvg(code.matrix, code, text, layout);
  return { canvas, context, image: { layout, dataUrl: canvas.toDataURL('image/png'), svg } };
}
