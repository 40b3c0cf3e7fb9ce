/**
 * The QR code generator's rules, apart from the payloads (payload.ts) and the encoder (matrix.ts): the
 * options and their limits (SPEC.md section 9), the colour presets and quick texts, the layout of the final
 * image (code plus custom text), its pixels, its SVG twin, the file names, and the verdict of the self-check
 * that decodes the final image. Pure functions: no React, no DOM, no canvas.
 */
import { contrastRatio, hexToRgb, normaliseHex, relativeLuminance } from '../../components/lib/color';
import { formatNumber } from '../../components/lib/number';

// ---------------------------------------------------------------------------------------------- options

export const SIZE_MIN = 200;
export const SIZE_MAX = 600;
export const SIZE_DEFAULT = 300;
export const MARGIN_MIN = 0;
export const MARGIN_MAX = 10;
export const MARGIN_DEFAULT = 2;
export const TOP_SIZE_MIN = 12;
export const TOP_SIZE_MAX = 48;
export const TOP_SIZE_DEFAULT = 24;
export const BOTTOM_SIZE_MIN = 12;
export const BOTTOM_SIZE_MAX = 36;
export const BOTTOM_SIZE_DEFAULT = 18;
export const SPACING_MIN = 10;
export const SPACING_MAX = 50;
export const SPACING_DEFAULT = 20;
/** Regeneration waits this long after the last change of content, size, margin, level or colours. */
export const DEBOUNCE_MS = 300;
/** The self-check decodes the final image this long after its last change (custom text typed key by key). */
export const CHECK_DELAY_MS = 120;
/** The preview is at most this wide on screen; the files keep their real size. */
export const PREVIEW_MAX_WIDTH = 300;
/** Longest custom text: beyond it the image grows wider than any flyer layout wants. */
export const CUSTOM_TEXT_MAX_LENGTH = 60;

export type ErrorLevel = 'L' | 'M' | 'Q' | 'H';

export const ERROR_LEVELS: readonly { value: ErrorLevel; label: string; hint: string }[] = [
  { value: 'L', label: 'L – 7\u00a0%', hint: 'Le plus compact, pour un écran ou un support propre.' },
  { value: 'M', label: 'M – 15\u00a0%', hint: 'Le bon compromis pour la plupart des usages.' },
  { value: 'Q', label: 'Q – 25\u00a0%', hint: 'Pour un support exposé\u00a0: vitrine, emballage, extérieur.' },
  { value: 'H', label: 'H – 30\u00a0%', hint: 'Le plus robuste\u00a0: support abîmé, sali ou froissé.' },
];

export const ERROR_LEVEL_LABELS: Record<ErrorLevel, string> = Object.fromEntries(
  ERROR_LEVELS.map(({ value, label }) => [value, label]),
) as Record<ErrorLevel, string>;

/** Bytes a QR code holds at its largest size (version 40) in byte mode, by error-correction level. */
export const CAPACITY_BYTES: Record<ErrorLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

export interface QrAppearance {
  size: number;
  margin: number;
  level: ErrorLevel;
  /** `#RRGGBB` of the modules. */
  dark: string;
  /** `#RRGGBB` of the background and the quiet zone. */
  light: string;
  /** The chosen colour preset, or null once a colour was edited by hand. */
  preset: string | null;
}

export const DEFAULT_APPEARANCE: QrAppearance = {
  size: SIZE_DEFAULT,
  margin: MARGIN_DEFAULT,
  level: 'M',
  dark: '#000000',
  light: '#FFFFFF',
  preset: 'Noir classique',
};

export interface ColourPreset {
  name: string;
  /** [dark, light]: every pair is at least 4.5:1 and verified to scan (qrCode.test.ts). */
  colors: readonly [string, string];
}

export const COLOUR_PRESETS: readonly ColourPreset[] = [
  { name: 'Noir classique', colors: ['#000000', '#FFFFFF'] },
  { name: 'Bleu professionnel', colors: ['#1E40AF', '#EFF6FF'] },
  { name: 'Vert moderne', colors: ['#065F46', '#ECFDF5'] },
  { name: 'Rouge dynamique', colors: ['#991B1B', '#FEF2F2'] },
  { name: 'Violet créatif', colors: ['#5B21B6', '#F5F3FF'] },
  { name: 'Orange énergique', colors: ['#9A3412', '#FFF7ED'] },
];

export const FONTS = [
  { name: 'Arial', css: 'Arial, Helvetica, sans-serif' },
  { name: 'Helvetica', css: 'Helvetica, Arial, sans-serif' },
  { name: 'Georgia', css: "Georgia, 'Times New Roman', serif" },
  { name: 'Times New Roman', css: "'Times New Roman', Times, serif" },
  { name: 'Courier New', css: "'Courier New', Courier, monospace" },
  { name: 'Impact', css: "Impact, 'Arial Black', sans-serif" },
  { name: 'Comic Sans MS', css: "'Comic Sans MS', 'Comic Sans', cursive" },
] as const;

export type FontName = (typeof FONTS)[number]['name'];

export const QUICK_TEXTS = [
  'SCAN ME',
  'Scannez-moi',
  'QR Code',
  'Visitez notre site',
  'Contactez-nous',
  'Plus d’infos',
  'Suivez-nous',
  'Téléchargez l’app',
] as const;

export interface TextOptions {
  topEnabled: boolean;
  topText: string;
  topSize: number;
  bottomEnabled: boolean;
  bottomText: string;
  bottomSize: number;
  font: FontName;
  /** `#RRGGBB` of the text. */
  textColor: string;
  /** `#RRGGBB` of the whole image around the code when a text is shown. */
  background: string;
  bold: boolean;
  /** Space in pixels around the code and between the code and each text. */
  spacing: number;
}

export const DEFAULT_TEXT_OPTIONS: TextOptions = {
  topEnabled: false,
  topText: '',
  topSize: TOP_SIZE_DEFAULT,
  bottomEnabled: false,
  bottomText: '',
  bottomSize: BOTTOM_SIZE_DEFAULT,
  font: 'Arial',
  textColor: '#000000',
  background: '#FFFFFF',
  bold: true,
  spacing: SPACING_DEFAULT,
};

const colourOr = (value: unknown, fallback: string) => (typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value.trim()) ? normaliseHex(value)! : fallback);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => values.find((v) => v === value) ?? fallback;
const flagOr = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const record = (raw: unknown): Record<string, unknown> => (typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {});

/** Appearance read from the address or the device: anything out of range or unknown gives the default. */
export function sanitiseAppearance(raw: unknown): QrAppearance {
  const r = record(raw);
  const d = DEFAULT_APPEARANCE;
  const dark = colourOr(r.dark, d.dark);
  const light = colourOr(r.light, d.light);
  const preset = COLOUR_PRESETS.find((p) => p.name === r.preset && p.colors[0] === dark && p.colors[1] === light)?.name ?? null;
  return {
    size: clampInt(r.size, SIZE_MIN, SIZE_MAX, d.size),
    margin: clampInt(r.margin, MARGIN_MIN, MARGIN_MAX, d.margin),
    level: oneOf(ERROR_LEVELS.map((l) => l.value), r.level, d.level),
    dark,
    light,
    preset,
  };
}

/** Text options read from the address or the device, checked like the appearance. */
export function sanitiseTextOptions(raw: unknown): TextOptions {
  const r = record(raw);
  const d = DEFAULT_TEXT_OPTIONS;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value.slice(0, CUSTOM_TEXT_MAX_LENGTH) : fallback);
  return {
    topEnabled: flagOr(r.topEnabled, d.topEnabled),
    topText: text(r.topText, d.topText),
    topSize: clampInt(r.topSize, TOP_SIZE_MIN, TOP_SIZE_MAX, d.topSize),
    bottomEnabled: flagOr(r.bottomEnabled, d.bottomEnabled),
    bottomText: text(r.bottomText, d.bottomText),
    bottomSize: clampInt(r.bottomSize, BOTTOM_SIZE_MIN, BOTTOM_SIZE_MAX, d.bottomSize),
    font: oneOf(FONTS.map((f) => f.name), r.font, d.font),
    textColor: colourOr(r.textColor, d.textColor),
    background: colourOr(r.background, d.background),
    bold: flagOr(r.bold, d.bold),
    spacing: clampInt(r.spacing, SPACING_MIN, SPACING_MAX, d.spacing),
  };
}

/** A whole number within [min, max]; anything unreadable gives `fallback`. */
export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** The CSS font stack of a font name (a fallback for devices without it). */
export function fontStack(font: FontName): string {
  return FONTS.find((f) => f.name === font)?.css ?? FONTS[0].css;
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

export function hasCustomText(options: TextOptions): boolean {
  const { top, bottom } = activeTexts(options);
  return top !== null || bottom !== null;
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

/** The modules of a QR code: `size` × `size`, row by row, 1 for a dark module. */
export interface QrMatrix {
  size: number;
  version: number;
  modules: Uint8Array;
}

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

// ---------------------------------------------------------------------------------------------- print

/** Print resolution of the PNG's guidance: 300 pixels per inch, what printers ask for flyers. */
export const PRINT_DPI = 300;
/** Under 2 cm a side, phones must come very close; the usual advice for print is 2 cm or more. */
export const MIN_PRINT_CM = 2;

/** Side in centimetres of `pixels` printed at PRINT_DPI. */
export function printedCm(pixels: number): number {
  return (pixels / PRINT_DPI) * 2.54;
}

// ---------------------------------------------------------------------------------------------- files

const pad = (n: number) => String(n).padStart(2, '0');

/** `qrcode-20261122-184501`: the local date and time the code was made; PNG and SVG of one code share it. */
export function fileStamp(date: Date): string {
  return `qrcode-${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

// ---------------------------------------------------------------------------------------------- check

/**
 * Below 3:1 (the WCAG 2.x minimum for graphical objects, success criterion 1.4.11) a camera under shop
 * lights or a printer's dot gain leaves too little difference between dark and light modules, even when a
 * perfect digital copy still decodes.
 */
export const MIN_CONTRAST = 3;
/** Below 2 pixels a module cannot keep its square shape: the image cannot be enlarged or printed cleanly. */
export const MIN_MODULE_PX = 2;

export type ColourIssue = 'inverted' | 'low-contrast';

/**
 * What is wrong with a colour pair before any decoding: a dark colour lighter than the light one (most
 * phone readers look for dark modules on a light ground and fail), or too little contrast.
 */
export function colourIssue(dark: string, light: string): ColourIssue | null {
  if (contrastRatio(dark, light) < MIN_CONTRAST) return 'low-contrast';
  if (relativeLuminance(dark) > relativeLuminance(light)) return 'inverted';
  return null;
}

export type CheckKind = 'ok' | ColourIssue | 'too-dense' | 'mismatch' | 'unreadable';

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

/** A text colour hard to read on its background (WCAG 4.5:1 for text). */
export function textContrastLow(textColor: string, background: string): boolean {
  return contrastRatio(textColor, background) < 4.5;
}
