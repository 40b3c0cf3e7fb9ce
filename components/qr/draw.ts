/**
 * The final image of a QR code, made in the browser once there is a code: its layout (code plus custom text), its
 * pixels drawn on a canvas, its SVG twin and the verdict of the self-check that decodes it. A chunk of its own with
 * the encoder (matrix.ts and the `qrcode` library), asked for once the QR code page's code runs (QrCodeTool.tsx).
 */
import { contrastRatio, hexToRgb } from '../lib/color';
import { formatNumber } from '../lib/number';
import { createMatrix, fittingLowerLevel } from './matrix';
import {
  BOTTOM_SIZE_DEFAULT,
  BOTTOM_SIZE_MAX,
  BOTTOM_SIZE_MIN,
  clampInt,
  MIN_CONTRAST,
  SPACING_DEFAULT,
  SPACING_MAX,
  SPACING_MIN,
  TOP_SIZE_DEFAULT,
  TOP_SIZE_MAX,
  TOP_SIZE_MIN,
  DEFAULT_STYLE,
  darkColours,
  logoArea,
  worstColourIssue,
  type CheckKind,
  type DarkColour,
  type ErrorLevel,
  type EyeCentreShape,
  type EyeShape,
  type FontName,
  type GradientKind,
  type LogoArea,
  type LogoOptions,
  type ModuleShape,
  type QrStyle,
  type QrAppearance,
  type QrMatrix,
  type TextOptions,
} from './qrCode';

export { createMatrix, fittingLowerLevel };

/** What the code is made from: a change of any of these regenerates it (after DEBOUNCE_MS). */
export interface CodeInput {
  payload: string;
  size: number;
  margin: number;
  level: ErrorLevel;
  dark: string;
  light: string;
}

/** A generated code: its modules and what it was made from. */
export interface GeneratedCode extends CodeInput {
  matrix: QrMatrix;
  /** `qrcode-YYYYMMDD-HHMMSS`, shared by the PNG and the SVG of this code. */
  stamp: string;
}

/** The final image: code plus custom text. */
export interface ComposedImage {
  layout: Layout;
  /** PNG of the final image, as shown and downloaded. */
  dataUrl: string;
  svg: string;
}

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

// ---------------------------------------------------------------------------------------------- shapes

/** The three finder patterns (« yeux »), 7 × 7 modules each: the top-left module of the one at (row, col), if any. */
export function eyeAt(size: number, row: number, col: number): [number, number] | null {
  const top = row < 7;
  const left = col < 7;
  if (top && left) return [0, 0];
  if (top && col >= size - 7) return [0, size - 7];
  if (left && row >= size - 7) return [size - 7, 0];
  return null;
}

/**
 * Corner radius, in modules, of a module's free corners in each rounded shape: a full half-module for « Arrondis »
 * (an isolated module is round), a quarter for « Légèrement arrondis »; « Élégants » rounds only the top-left and
 * bottom-right ones, a leaf.
 */
const CORNER_RADIUS: Partial<Record<ModuleShape, number>> = { soft: 0.25, rounded: 0.5, classy: 0.5 };
/** The radii of a rounded eye: its outer ring, the ring's hole and its centre. */
const EYE_RADII = { outer: 2, hole: 1.1, centre: 0.9 } as const;
const NO_RADII = { outer: 0, hole: 0, centre: 0 } as const;

function inRoundRect(x: number, y: number, left: number, top: number, width: number, height: number, radius: number): boolean {
  if (x < left || y < top || x >= left + width || y >= top + height) return false;
  const qx = Math.max(left + radius - x, x - (left + width - radius), 0);
  const qy = Math.max(top + radius - y, y - (top + height - radius), 0);
  return qx * qx + qy * qy <= radius * radius;
}

/** Whether a point of an eye (in modules, from its top-left corner) is on its frame, the 7 × 7 ring. */
export function inEyeFrame(x: number, y: number, shape: EyeShape): boolean {
  if (shape === 'circle') {
    const d = Math.hypot(x - 3.5, y - 3.5);
    return d <= 3.5 && d >= 2.5;
  }
  const r = shape === 'rounded' ? EYE_RADII : NO_RADII;
  return inRoundRect(x, y, 0, 0, 7, 7, r.outer) && !inRoundRect(x, y, 1, 1, 5, 5, r.hole);
}

type CentreShape = Exclude<EyeCentreShape, 'same'>;

/**
 * Half the side (or the radius) of an eye's centre, 3 × 3 modules in the frame of its own family. A reader checks a
 * finder pattern's 1:1:3:1:1 across its middle and along its diagonals: a round centre in a square frame is grown, a
 * square one in a round frame shrunk, until both read (a plain 3 × 3 is missed by jsQR in nearly every such code).
 */
export function centreHalf(frame: EyeShape, centre: CentreShape): number {
  if ((frame === 'circle') === (centre === 'circle')) return 1.5;
  return centre === 'circle' ? 1.7 : 1.25;
}

/** Whether a point of an eye is on its centre, in the middle of a frame of shape `frame`. */
export function inEyeCentre(x: number, y: number, frame: EyeShape, centre: CentreShape): boolean {
  const half = centreHalf(frame, centre);
  if (centre === 'circle') return Math.hypot(x - 3.5, y - 3.5) <= half;
  return inRoundRect(x, y, 3.5 - half, 3.5 - half, 2 * half, 2 * half, centre === 'rounded' ? (EYE_RADII.centre * half) / 1.5 : 0);
}

/** The shape the eyes' centres are drawn in. */
export const centreShapeOf = (style: Pick<QrStyle, 'eyeShape' | 'eyeCentreShape'>): CentreShape =>
  style.eyeCentreShape === 'same' ? style.eyeShape : style.eyeCentreShape;

const isDark = (matrix: QrMatrix, row: number, col: number) =>
  row >= 0 && col >= 0 && row < matrix.size && col < matrix.size && matrix.modules[row * matrix.size + col] === 1;

/** A rounded module rounds a corner only where neither neighbour touching it is dark, so that runs read as one shape. */
function roundedCorner(matrix: QrMatrix, row: number, col: number, dx: number, dy: number): boolean {
  return !isDark(matrix, row, col + dx) && !isDark(matrix, row + dy, col);
}

/**
 * What a point of the code (in modules, from the matrix's top-left corner, margin excluded) is part of: an eye's
 * frame, an eye's centre, a dark module, or nothing (the light background).
 */
export function partAt(matrix: QrMatrix, x: number, y: number, style: QrStyle, logo: LogoArea | null = null): 'eye' | 'centre' | 'module' | null {
  const row = Math.floor(y);
  const col = Math.floor(x);
  if (row < 0 || col < 0 || row >= matrix.size || col >= matrix.size) return null;
  if (logo?.pad && x >= logo.start && y >= logo.start && x < logo.start + logo.side && y < logo.start + logo.side) return null;
  const eye = eyeAt(matrix.size, row, col);
  if (eye) {
    if (inEyeFrame(x - eye[1], y - eye[0], style.eyeShape)) return 'eye';
    return inEyeCentre(x - eye[1], y - eye[0], style.eyeShape, centreShapeOf(style)) ? 'centre' : null;
  }
  if (!isDark(matrix, row, col)) return null;
  const u = x - col;
  const v = y - row;
  const shape = style.moduleShape;
  if (shape === 'dots') return (u - 0.5) ** 2 + (v - 0.5) ** 2 <= 0.25 ? 'module' : null;
  const radius = CORNER_RADIUS[shape];
  if (radius) {
    const dx = u < 0.5 ? -1 : 1;
    const dy = v < 0.5 ? -1 : 1;
    if ((shape === 'classy' && dx !== dy) || !roundedCorner(matrix, row, col, dx, dy)) return 'module';
    return inRoundRect(u, v, 0, 0, 1, 1, radius) ? 'module' : null;
  }
  return 'module';
}

/** Where the gradient is at a point of the code (0 at its start, 1 at its end), as the SVG's gradient places it. */
export function gradientAt(kind: GradientKind, matrixSize: number, x: number, y: number): number {
  const t = kind === 'radial' ? Math.hypot(x - matrixSize / 2, y - matrixSize / 2) / (matrixSize / Math.SQRT2) : (x + y) / (2 * matrixSize);
  return Math.min(1, Math.max(0, t));
}

// ---------------------------------------------------------------------------------------------- pixels

/** Size in pixels of one module in the image (it may be fractional: pixels are mapped to the nearest module). */
export function modulePixels(matrixSize: number, margin: number, size: number): number {
  return size / (matrixSize + 2 * margin);
}

/** Whether the code has curves (dots, rounded modules or eyes) rather than plain squares. */
export const isShaped = (style: QrStyle) => style.moduleShape !== 'square' || style.eyeShape !== 'square' || centreShapeOf(style) !== 'square';

/** Square modules and eyes stay pixel-sharp; curves are sampled 3 × 3 per pixel so that their edges are smooth. */
const samplesPerAxis = (style: QrStyle) => (isShaped(style) ? 3 : 1);

/**
 * The code with its quiet zone as RGBA pixels, `size` × `size`. With square shapes each pixel takes the colour of
 * the module it falls in, so that edges stay sharp (no blur, no grey) even when a module is not a whole number of
 * pixels; curved shapes are averaged over nine samples per pixel. This is what the PNG and the preview show, and
 * what the self-check decodes. With a logo's pad, its area is left in the light colour (the logo is drawn over it).
 */
export function renderQrPixels(
  matrix: QrMatrix,
  size: number,
  margin: number,
  dark: string,
  light: string,
  style: QrStyle = DEFAULT_STYLE,
  logo: LogoArea | null = null,
): Uint8ClampedArray {
  const total = matrix.size + 2 * margin;
  const l = hexToRgb(light);
  const start = hexToRgb(dark);
  const end = hexToRgb(style.gradientColor);
  const eye = style.eyeColorOn ? hexToRgb(style.eyeColor) : null;
  const centre = style.eyeCentreColorOn ? hexToRgb(style.eyeCentreColor) : eye;
  const n = samplesPerAxis(style);
  const offsets = Array.from({ length: n }, (_, i) => (n === 1 ? 0 : (i + 0.5) / n));
  const pixels = new Uint8ClampedArray(size * size * 4);
  const sum = [0, 0, 0];
  const add = (c: { r: number; g: number; b: number }, weight = 1) => {
    sum[0]! += c.r * weight;
    sum[1]! += c.g * weight;
    sum[2]! += c.b * weight;
  };
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      sum.fill(0);
      for (const oy of offsets) {
        const y = ((py + oy) * total) / size - margin;
        for (const ox of offsets) {
          const x = ((px + ox) * total) / size - margin;
          const part = partAt(matrix, x, y, style, logo);
          if (!part) add(l);
          else if (part === 'eye' && eye) add(eye);
          else if (part === 'centre' && centre) add(centre);
          else if (style.gradient === 'none') add(start);
          else {
            const t = gradientAt(style.gradient, matrix.size, x, y);
            add(start, 1 - t);
            add(end, t);
          }
        }
      }
      const i = (py * size + px) * 4;
      const count = n * n;
      pixels[i] = Math.round(sum[0]! / count);
      pixels[i + 1] = Math.round(sum[1]! / count);
      pixels[i + 2] = Math.round(sum[2]! / count);
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

/** The dark modules as one path in module units: a rectangle per horizontal run, leaving out the modules `skip` names. */
export function modulesPath(matrix: QrMatrix, margin: number, skip: (row: number, col: number) => boolean = () => false): string {
  const parts: string[] = [];
  const on = (row: number, col: number) => matrix.modules[row * matrix.size + col] === 1 && !skip(row, col);
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!on(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && on(row, col)) col++;
      parts.push(`M${start + margin} ${row + margin}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A rectangle whose corners are rounded (radius r) where `round` says, drawn clockwise. */
function roundRectPath(x: number, y: number, w: number, h: number, r: number, round: readonly [boolean, boolean, boolean, boolean] = [true, true, true, true]): string {
  const [tl, tr, br, bl] = round.map((on) => (on ? r : 0)) as [number, number, number, number];
  const arc = (rad: number, dx: number, dy: number) => (rad ? `a${rad} ${rad} 0 0 1 ${dx * rad} ${dy * rad}` : '');
  return `M${round3(x + tl)} ${round3(y)}H${round3(x + w - tr)}${arc(tr, 1, 1)}V${round3(y + h - br)}${arc(br, -1, 1)}H${round3(x + bl)}${arc(bl, -1, -1)}V${round3(y + tl)}${arc(tl, 1, -1)}z`;
}

function circlePath(cx: number, cy: number, r: number): string {
  return `M${round3(cx - r)} ${round3(cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
}

/** The dark modules outside the eyes, in the chosen shape, in module units offset by the margin. */
export function shapedModulesPath(matrix: QrMatrix, margin: number, shape: ModuleShape): string {
  const inEyes = (row: number, col: number) => eyeAt(matrix.size, row, col) !== null;
  if (shape === 'square') return modulesPath(matrix, margin, inEyes);
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!isDark(matrix, row, col) || inEyes(row, col)) continue;
      const x = col + margin;
      const y = row + margin;
      if (shape === 'dots') parts.push(circlePath(x + 0.5, y + 0.5, 0.5));
      else {
        const corner = (dx: number, dy: number) => roundedCorner(matrix, row, col, dx, dy);
        const both = shape !== 'classy';
        parts.push(roundRectPath(x, y, 1, 1, CORNER_RADIUS[shape] ?? 0, [corner(-1, -1), both && corner(1, -1), corner(1, 1), both && corner(-1, 1)]));
      }
    }
  }
  return parts.join('');
}

/** The top-left corners of the three eyes, in module units offset by the margin. */
const eyeCorners = (matrixSize: number, margin: number) =>
  [
    [margin, margin],
    [matrixSize - 7 + margin, margin],
    [margin, matrixSize - 7 + margin],
  ] as const;

/** The three eyes' frames as one even-odd path: each outer shape and its hole. */
export function eyeFramesPath(matrixSize: number, margin: number, shape: EyeShape): string {
  return eyeCorners(matrixSize, margin)
    .map(([x, y]) => {
      if (shape === 'circle') return circlePath(x + 3.5, y + 3.5, 3.5) + circlePath(x + 3.5, y + 3.5, 2.5);
      const r = shape === 'rounded' ? EYE_RADII : NO_RADII;
      return roundRectPath(x, y, 7, 7, r.outer) + roundRectPath(x + 1, y + 1, 5, 5, r.hole);
    })
    .join('');
}

/** The three eyes' centres as one path, each in the middle of a frame of shape `frame` (see centreHalf). */
export function eyeCentresPath(matrixSize: number, margin: number, frame: EyeShape, centre: CentreShape): string {
  const half = centreHalf(frame, centre);
  return eyeCorners(matrixSize, margin)
    .map(([x, y]) => {
      if (centre === 'circle') return circlePath(x + 3.5, y + 3.5, half);
      const radius = centre === 'rounded' ? round3((EYE_RADII.centre * half) / 1.5) : 0;
      return roundRectPath(x + 3.5 - half, y + 3.5 - half, 2 * half, 2 * half, radius);
    })
    .join('');
}

/** The logo of the SVG: its area and its image as a data URL. */
export interface SvgLogo {
  area: LogoArea;
  href: string;
}

/** The fill of the modules: their colour, or a gradient (defined by `gradientDef`) from it to the gradient's colour. */
function gradientDef(matrixSize: number, margin: number, dark: string, style: QrStyle): string {
  const stops = `<stop offset="0" stop-color="${escapeXml(dark)}"/><stop offset="1" stop-color="${escapeXml(style.gradientColor)}"/>`;
  const start = margin;
  const end = margin + matrixSize;
  const centre = round3(margin + matrixSize / 2);
  return style.gradient === 'radial'
    ? `<defs><radialGradient id="qr-gradient" gradientUnits="userSpaceOnUse" cx="${centre}" cy="${centre}" r="${round3(matrixSize / Math.SQRT2)}">${stops}</radialGradient></defs>`
    : `<defs><linearGradient id="qr-gradient" gradientUnits="userSpaceOnUse" x1="${start}" y1="${start}" x2="${end}" y2="${end}">${stops}</linearGradient></defs>`;
}

/**
 * The SVG twin of the PNG: same layout, colours, shapes and gradient, the modules and the eyes as vector paths, the
 * custom texts as real SVG text (selectable, editable, in the chosen font family, drawn by the device that opens the
 * file).
 */
export function buildSvg(
  matrix: QrMatrix,
  appearance: Pick<QrAppearance, 'margin' | 'dark' | 'light'>,
  text: TextOptions,
  layout: Layout,
  style: QrStyle = DEFAULT_STYLE,
  logo: SvgLogo | null = null,
): string {
  const scale = round3(modulePixels(matrix.size, appearance.margin, layout.qrSize));
  const { width, height, qrX, qrY, qrSize } = layout;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
  ];
  if (layout.top || layout.bottom) lines.push(`<rect width="${width}" height="${height}" fill="${escapeXml(text.background)}"/>`);
  lines.push(`<rect x="${qrX}" y="${qrY}" width="${qrSize}" height="${qrSize}" fill="${escapeXml(appearance.light)}"/>`);
  const modulesFill = style.gradient === 'none' ? escapeXml(appearance.dark) : 'url(#qr-gradient)';
  const eyesFill = style.eyeColorOn ? escapeXml(style.eyeColor) : modulesFill;
  const centresFill = style.eyeCentreColorOn ? escapeXml(style.eyeCentreColor) : eyesFill;
  const square = isShaped(style) ? '' : ' shape-rendering="crispEdges"';
  lines.push(`<g transform="translate(${qrX} ${qrY}) scale(${scale})"${square}>`);
  if (style.gradient !== 'none') lines.push(gradientDef(matrix.size, appearance.margin, appearance.dark, style));
  lines.push(`<path fill="${modulesFill}" d="${shapedModulesPath(matrix, appearance.margin, style.moduleShape)}"/>`);
  lines.push(`<path fill="${eyesFill}" fill-rule="evenodd" d="${eyeFramesPath(matrix.size, appearance.margin, style.eyeShape)}"/>`);
  lines.push(`<path fill="${centresFill}" d="${eyeCentresPath(matrix.size, appearance.margin, style.eyeShape, centreShapeOf(style))}"/>`);
  if (logo) {
    const { area, href } = logo;
    const at = (n: number) => round3(n + appearance.margin);
    if (area.pad) lines.push(`<rect x="${at(area.start)}" y="${at(area.start)}" width="${round3(area.side)}" height="${round3(area.side)}" fill="${escapeXml(appearance.light)}"/>`);
    // An image, never inlined: an SVG logo runs no script, in the page or in this file.
    lines.push(
      `<image x="${at(area.logoStart)}" y="${at(area.logoStart)}" width="${round3(area.logoSide)}" height="${round3(area.logoSide)}" preserveAspectRatio="xMidYMid meet" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="${escapeXml(href)}"/>`,
    );
  }
  lines.push('</g>');
  for (const band of [layout.top, layout.bottom]) {
    if (!band) continue;
    lines.push(
      `<text x="${round3(band.x)}" y="${round3(band.y)}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(fontStack(text.font))}" font-size="${band.fontSize}" font-weight="${text.bold ? 'bold' : 'normal'}" fill="${escapeXml(text.textColor)}">${escapeXml(band.text)}</text>`,
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
  /** The other colours the code is drawn in (gradient's end, eyes), checked against the light colour like `dark`. */
  others?: readonly DarkColour[];
  light: string;
  /** Module size in pixels (modulePixels). */
  modulePx: number;
  margin: number;
  /** Modules or eyes are not plain squares (they need more pixels per module to be read). */
  shaped?: boolean;
  /** A logo hides the centre of the code. */
  logo?: boolean;
}

export interface CheckVerdict {
  kind: CheckKind;
  message: string;
  /** A precaution that does not stop the code from scanning here (a code without margin). */
  advice?: string;
}

/** What the self-check knows of a code before decoding it: its content, colours, module size, shapes and logo. */
export function checkFacts(code: GeneratedCode, style: QrStyle, logo: boolean): Omit<CheckInput, 'decoded'> {
  return {
    payload: code.payload,
    dark: code.dark,
    others: darkColours(code.dark, style).slice(1),
    light: code.light,
    modulePx: modulePixels(code.matrix.size, code.margin, code.size),
    margin: code.margin,
    shaped: isShaped(style),
    logo,
  };
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
export function checkVerdict({ payload, decoded, dark, others = [], light, modulePx, margin, shaped = false, logo = false }: CheckInput): CheckVerdict {
  const worst = worstColourIssue([{ name: 'la couleur des modules', colour: dark }, ...others], light);
  if (worst?.issue === 'inverted') {
    return {
      kind: 'inverted',
      message: `Couleurs inversées\u00a0: ${worst.part.name} est plus claire que le fond. La plupart des applications de lecture cherchent des modules foncés sur fond clair et échoueront\u00a0; inversez les couleurs.`,
    };
  }
  if (worst?.issue === 'low-contrast') {
    return {
      kind: 'low-contrast',
      message: `Contraste trop faible (${formatRatio(contrastRatio(worst.part.colour, light))}, minimum ${MIN_CONTRAST}\u00a0:\u00a01)\u00a0: les téléphones risquent de ne pas distinguer les modules du fond. Foncez ${worst.part.name} ou éclaircissez le fond.`,
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
        : logo
          ? 'Le décodeur n’a pas réussi à lire ce QR code avec ce logo. Réduisez le logo, ajoutez le fond clair autour, agrandissez l’image ou augmentez le contraste.'
          : shaped
          ? 'Le décodeur n’a pas réussi à lire ce QR code. Agrandissez l’image (points et arrondis demandent plus de pixels par module), augmentez le contraste, ou revenez à des modules et des yeux carrés.'
          : 'Le décodeur n’a pas réussi à lire ce QR code. Augmentez la taille, la marge ou le contraste, ou raccourcissez le texte personnalisé.',
  };
}

// ---------------------------------------------------------------------------------------------- canvas

/** A logo ready to draw on a canvas. */
type CanvasLogo = { options: LogoOptions; href: string; image: CanvasImageSource & { width: number; height: number } };

/**
 * Draws the final image on a new canvas, `scale` times its size: background, the code's pixels in its style, the logo,
 * then the texts. The layout is the image's at scale 1.
 */
function paint(code: GeneratedCode, text: TextOptions, style: QrStyle, logo: CanvasLogo | null, scale = 1): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D; layout: Layout } {
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
  canvas.width = Math.round(layout.width * scale);
  canvas.height = Math.round(layout.height * scale);
  if (layout.top || layout.bottom) {
    context.fillStyle = text.background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  const side = Math.round(code.size * scale);
  const qrX = Math.round(layout.qrX * scale);
  const qrY = Math.round(layout.qrY * scale);
  const pixels = context.createImageData(side, side);
  const area = logo ? logoArea(code.matrix.size, logo.options) : null;
  pixels.data.set(renderQrPixels(code.matrix, side, code.margin, code.dark, code.light, style, area));
  context.putImageData(pixels, qrX, qrY);
  if (logo && area) {
    // The logo fits its square, centred, keeping its proportions (as the SVG's preserveAspectRatio does).
    const unit = modulePixels(code.matrix.size, code.margin, side);
    const box = area.logoSide * unit;
    const ratio = logo.image.width / logo.image.height || 1;
    const w = ratio >= 1 ? box : box * ratio;
    const h = ratio >= 1 ? box / ratio : box;
    const x = qrX + (code.margin + area.logoStart) * unit + (box - w) / 2;
    const y = qrY + (code.margin + area.logoStart) * unit + (box - h) / 2;
    context.drawImage(logo.image, x, y, w, h);
  }
  context.fillStyle = text.textColor;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const band of [layout.top, layout.bottom]) {
    if (!band) continue;
    context.font = canvasFont(text, band.fontSize * scale);
    context.fillText(band.text, band.x * scale, band.y * scale);
  }
  return { canvas, context, layout };
}

/** Draws the final image on a new canvas (background, the code's pixels in its style, the logo, the texts), and its SVG twin. */
export function compose(
  code: GeneratedCode,
  text: TextOptions,
  style: QrStyle = DEFAULT_STYLE,
  logo: CanvasLogo | null = null,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D; image: ComposedImage } {
  const { canvas, context, layout } = paint(code, text, style, logo);
  const area = logo ? logoArea(code.matrix.size, logo.options) : null;
  const svg = buildSvg(code.matrix, code, text, layout, style, logo && area ? { area, href: logo.href } : null);
  return { canvas, context, image: { layout, dataUrl: canvas.toDataURL('image/png'), svg } };
}

/** The decoder of the self-check, jsQR (loaded by its callers, on their own terms). */
export type Decoder = (data: Uint8ClampedArray, width: number, height: number, options: { inversionAttempts: 'dontInvert' }) => { data: string } | null;

/**
 * Below this size of a module, jsQR misses codes that other readers read exactly: modules of a few pixels that are not a
 * whole number of pixels wide (a version 13 code at 300 px, 4,1 px a module, read by zbar and phones) trip its grid.
 * From about 6 px it reads them all: of 52 e-mail codes at levels L and Q, it missed 42 at 4,1 px a module, 28 at 5,1 px
 * and none at 6 to 10 px; of 854 codes at 200 to 400 px, it missed 238, each read at 6 px a module.
 */
export const RELIABLE_MODULE_PX = 6;

/** The side of the code at which its modules are RELIABLE_MODULE_PX wide, or null when they already are. */
export function reliableSide(code: Pick<GeneratedCode, 'size' | 'margin' | 'matrix'>): number | null {
  const total = code.matrix.size + 2 * code.margin;
  return modulePixels(code.matrix.size, code.margin, code.size) >= RELIABLE_MODULE_PX ? null : Math.ceil(RELIABLE_MODULE_PX * total);
}

/**
 * What the self-check reads in a final image (`drawn`, as compose made it): the image itself, as an ordinary phone
 * reader would (no inverted attempt); when the decoder finds nothing there and the modules are smaller than
 * RELIABLE_MODULE_PX, the same design drawn with modules of that size, texts and logo included: a camera sees a
 * displayed or printed code at its own resolution, not at the file's. A code that neither reading finds stays
 * unreadable, and a content read differently is never read again.
 */
export function readFinalImage(decode: Decoder, drawn: { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D }, code: GeneratedCode, text: TextOptions, style: QrStyle, logo: CanvasLogo | null): string | null {
  const read = ({ canvas, context }: { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D }) => {
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return decode(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
  const first = read(drawn);
  const side = first === null ? reliableSide(code) : null;
  return side === null ? first : read(paint(code, text, style, logo, side / code.size));
}
