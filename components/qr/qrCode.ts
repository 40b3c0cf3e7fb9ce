/**
 * The QR code generator's rules that the page needs from its start, apart from the payloads (payload.ts): the
 * options and their limits (SPEC.md section 9), the colour presets and quick texts, the custom texts, print size,
 * file names and colour warnings. The final image (layout, pixels, SVG, self-check) is in draw.ts, which loads with
 * the encoder. Pure functions: no React, no DOM, no canvas.
 */
import { contrastRatio, normaliseHex, relativeLuminance } from '../lib/color';

// ---------------------------------------------------------------------------------------------- options

/** SPEC.md section 8, word for word. */
export const GENERATION_ERROR = 'Erreur lors de la génération du QR code';
/** The generator's code (the live preview, the encoder) could not be loaded: said with « Réessayer ». */
export const GENERATOR_LOAD_FAILED = 'Le générateur de QR code n’a pas pu être chargé.';

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

/** A slider's value in pixels, as its label shows it. */
export const px = (value: number) => `${value}\u00a0px`;

export type ErrorLevel = 'L' | 'M' | 'Q' | 'H';

export const ERROR_LEVELS: readonly { value: ErrorLevel; label: string; hint: string }[] = [
  { value: 'L', label: 'L – 7\u00a0%', hint: 'Le plus compact, pour un écran ou un support propre.' },
  { value: 'M', label: 'M – 15\u00a0%', hint: 'Le bon compromis pour la plupart des usages.' },
  { value: 'Q', label: 'Q – 25\u00a0%', hint: 'Pour un support exposé\u00a0: vitrine, emballage, extérieur.' },
  { value: 'H', label: 'H – 30\u00a0%', hint: 'Le plus robuste\u00a0: support abîmé, sali ou froissé.' },
];

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

export type ModuleShape = 'square' | 'soft' | 'rounded' | 'dots' | 'classy';
export type EyeShape = 'square' | 'rounded' | 'circle';
/** The centre of the eyes: the frame's shape (`same`) or one of its own. */
export type EyeCentreShape = 'same' | 'square' | 'rounded' | 'circle';
export type GradientKind = 'none' | 'linear' | 'radial';

export const MODULE_SHAPES: readonly { value: ModuleShape; label: string }[] = [
  { value: 'square', label: 'Carrés' },
  { value: 'soft', label: 'Légèrement arrondis' },
  { value: 'rounded', label: 'Arrondis' },
  { value: 'dots', label: 'Points' },
  { value: 'classy', label: 'Élégants' },
];

export const EYE_SHAPES: readonly { value: EyeShape; label: string }[] = [
  { value: 'square', label: 'Carrés' },
  { value: 'rounded', label: 'Arrondis' },
  { value: 'circle', label: 'Ronds' },
];

export const EYE_CENTRE_SHAPES: readonly { value: EyeCentreShape; label: string }[] = [
  { value: 'same', label: 'Comme le cadre' },
  { value: 'square', label: 'Carré' },
  { value: 'rounded', label: 'Arrondi' },
  { value: 'circle', label: 'Rond' },
];

export const GRADIENTS: readonly { value: GradientKind; label: string }[] = [
  { value: 'none', label: 'Aucun' },
  { value: 'linear', label: 'Linéaire' },
  { value: 'radial', label: 'Radial' },
];

/** The design of the code beyond its two colours: shapes, eye colour, gradient. */
export interface QrStyle {
  moduleShape: ModuleShape;
  /** Shape of the three finder patterns (« yeux »): their frame, and their centre unless it has its own. */
  eyeShape: EyeShape;
  eyeCentreShape: EyeCentreShape;
  /** The eyes have their own colour (otherwise they take the modules' colour or gradient). */
  eyeColorOn: boolean;
  eyeColor: string;
  /** The eyes' centres have their own colour (otherwise they take the eyes'). */
  eyeCentreColorOn: boolean;
  eyeCentreColor: string;
  gradient: GradientKind;
  /** `#RRGGBB` where the gradient ends (it starts at the modules' colour). */
  gradientColor: string;
}

export const DEFAULT_STYLE: QrStyle = {
  moduleShape: 'square',
  eyeShape: 'square',
  eyeCentreShape: 'same',
  eyeColorOn: false,
  eyeColor: '#1E40AF',
  eyeCentreColorOn: false,
  eyeCentreColor: '#BE123C',
  gradient: 'none',
  gradientColor: '#1E40AF',
};

/** Print resolution of the PNG's guidance: 300 pixels per inch, what printers ask for flyers. */
export const PRINT_DPI = 300;
export const EXPORT_PX_MIN = 200;
export const EXPORT_PX_MAX = 4_000;
/** The same bounds in millimetres at PRINT_DPI (1,7 to 33,8 cm), whole millimetres inside them. */
export const EXPORT_MM_MIN = Math.ceil((EXPORT_PX_MIN / PRINT_DPI) * 25.4);
export const EXPORT_MM_MAX = Math.floor((EXPORT_PX_MAX / PRINT_DPI) * 25.4);

export type ExportUnit = 'preview' | 'px' | 'cm';

export const EXPORT_UNITS: readonly { value: ExportUnit; label: string }[] = [
  { value: 'preview', label: 'Comme l’aperçu' },
  { value: 'px', label: 'En pixels' },
  { value: 'cm', label: 'En cm (300\u00a0ppp)' },
];

/** The side of the downloaded or copied PNG's code: the preview's, in pixels, or in centimetres printed at 300 ppp. */
export interface ExportOptions {
  unit: ExportUnit;
  px: number;
  mm: number;
}

export const DEFAULT_EXPORT: ExportOptions = { unit: 'preview', px: 1_200, mm: 100 };

/** Side in pixels, at PRINT_DPI, of a code `mm` millimetres wide. */
export const mmToPx = (mm: number) => Math.round((mm / 25.4) * PRINT_DPI);

/** Side in pixels of the exported code, within 200–4 000 px. */
export function exportSide(options: ExportOptions, previewSize: number): number {
  if (options.unit === 'px') return clampInt(options.px, EXPORT_PX_MIN, EXPORT_PX_MAX, DEFAULT_EXPORT.px);
  if (options.unit === 'cm') return clampInt(mmToPx(clampInt(options.mm, EXPORT_MM_MIN, EXPORT_MM_MAX, DEFAULT_EXPORT.mm)), EXPORT_PX_MIN, EXPORT_PX_MAX, DEFAULT_EXPORT.px);
  return previewSize;
}

/** Export options read from the address or the device. */
export function sanitiseExport(raw: unknown): ExportOptions {
  const r = record(raw);
  const d = DEFAULT_EXPORT;
  return {
    unit: oneOf(EXPORT_UNITS.map((u) => u.value), r.unit, d.unit),
    px: clampInt(r.px, EXPORT_PX_MIN, EXPORT_PX_MAX, d.px),
    mm: clampInt(r.mm, EXPORT_MM_MIN, EXPORT_MM_MAX, d.mm),
  };
}

/** A logo's file: these types, 2 MB at most. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The logo's side, in % of the code's side. */
export const LOGO_SIZE_MIN = 10;
export const LOGO_SIZE_MAX = 25;
/**
 * Level H restores 30 % of the code's data, but a centred square cuts across more codewords than its share of modules
 * and readers take hidden modules as errors, not gaps: the logo and its pad cover at most 8 % of the code's area, the
 * safe margin this generator verifies (qrCode.test.ts decodes every content type with the largest logo).
 */
export const LOGO_MAX_AREA = 0.08;
/** Width of the pad around the logo, in modules. */
export const LOGO_PAD_MODULES = 1;

export interface LogoOptions {
  /**
   * A logo is on the code. The image stays on the device, this flag goes with the other inputs: « Réinitialiser »
   * takes the logo off (and its level H) and « Annuler » puts it back, like any field.
   */
  on: boolean;
  /** Side in % of the code's side, within LOGO_SIZE_MIN–LOGO_SIZE_MAX (smaller on the smallest codes: logoArea). */
  size: number;
  /** A pad of the background colour around the logo, with no module under it. */
  pad: boolean;
}

export const DEFAULT_LOGO: LogoOptions = { on: false, size: 20, pad: true };

/** Logo options read from the address or the device. */
export function sanitiseLogo(raw: unknown): LogoOptions {
  const r = record(raw);
  return { on: flagOr(r.on, DEFAULT_LOGO.on), size: clampInt(r.size, LOGO_SIZE_MIN, LOGO_SIZE_MAX, DEFAULT_LOGO.size), pad: flagOr(r.pad, DEFAULT_LOGO.pad) };
}

/** Where the logo goes on a code of `matrixSize` modules, in modules from the matrix's top-left corner. */
export interface LogoArea {
  /** The square left without modules (logo and pad) or covered by the logo: its first module and side. */
  start: number;
  side: number;
  /** The logo's own square, inside the area. */
  logoStart: number;
  logoSide: number;
  pad: boolean;
}

/**
 * The logo's area, centred: the logo at most `size` % of the code's side, with its pad never more than LOGO_MAX_AREA of
 * the code, and never over a finder pattern, its separator or a timing pattern (they stop at module 8 from each side).
 */
export function logoArea(matrixSize: number, options: Pick<LogoOptions, 'size' | 'pad'>): LogoArea {
  const size = clampInt(options.size, LOGO_SIZE_MIN, LOGO_SIZE_MAX, DEFAULT_LOGO.size);
  const pad = options.pad ? LOGO_PAD_MODULES : 0;
  const bound = Math.min((size / 100) * matrixSize + 2 * pad, matrixSize - 16, Math.sqrt(LOGO_MAX_AREA) * matrixSize);
  // Whole modules, centred (a side of the code's parity), so that the pad's edge cuts no module in two.
  let side = Math.floor(bound);
  if ((matrixSize - side) % 2 !== 0) side -= 1;
  side = Math.max(side, 2 * pad + 1);
  const start = (matrixSize - side) / 2;
  return { start, side, logoStart: start + pad, logoSide: side - 2 * pad, pad: options.pad };
}

/** Reads a logo kept on the device: a data URL of one of the accepted types, or nothing. */
export function validLogo(raw: unknown): string | null | undefined {
  if (raw === null) return null;
  return typeof raw === 'string' && /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(raw) ? raw : undefined;
}

/** The file's problem in French, or null when it can be a logo (its pixels are checked when it is read). */
export function logoFileError(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'Format non pris en charge\u00a0: choisissez une image PNG, JPEG, WebP ou SVG.';
  if (file.size > LOGO_MAX_BYTES) return 'Image trop lourde\u00a0: 2\u00a0Mo au maximum.';
  if (file.size === 0) return 'Fichier vide\u00a0: choisissez une autre image.';
  return null;
}

/** The fonts of the custom text, by name (their CSS stacks, for devices without them, are with the drawing code). */
export const FONTS = ['Arial', 'Helvetica', 'Georgia', 'Times New Roman', 'Courier New', 'Impact', 'Comic Sans MS'] as const;

export type FontName = (typeof FONTS)[number];

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

/** Style read from the address or the device, checked like the appearance. */
export function sanitiseStyle(raw: unknown): QrStyle {
  const r = record(raw);
  const d = DEFAULT_STYLE;
  return {
    moduleShape: oneOf(MODULE_SHAPES.map((s) => s.value), r.moduleShape, d.moduleShape),
    eyeShape: oneOf(EYE_SHAPES.map((s) => s.value), r.eyeShape, d.eyeShape),
    eyeCentreShape: oneOf(EYE_CENTRE_SHAPES.map((s) => s.value), r.eyeCentreShape, d.eyeCentreShape),
    eyeColorOn: flagOr(r.eyeColorOn, d.eyeColorOn),
    eyeColor: colourOr(r.eyeColor, d.eyeColor),
    eyeCentreColorOn: flagOr(r.eyeCentreColorOn, d.eyeCentreColorOn),
    eyeCentreColor: colourOr(r.eyeCentreColor, d.eyeCentreColor),
    gradient: oneOf(GRADIENTS.map((g) => g.value), r.gradient, d.gradient),
    gradientColor: colourOr(r.gradientColor, d.gradientColor),
  };
}

/** Text options read from the address or the device, checked like the appearance. */
export function sanitiseTextOptions(raw: unknown): TextOptions {
  const r = record(raw);
  const d = DEFAULT_TEXT_OPTIONS;
  // Kept whole: the field cuts a text too long itself and says how long it was (components/fields/textLimit.ts).
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    topEnabled: flagOr(r.topEnabled, d.topEnabled),
    topText: text(r.topText, d.topText),
    topSize: clampInt(r.topSize, TOP_SIZE_MIN, TOP_SIZE_MAX, d.topSize),
    bottomEnabled: flagOr(r.bottomEnabled, d.bottomEnabled),
    bottomText: text(r.bottomText, d.bottomText),
    bottomSize: clampInt(r.bottomSize, BOTTOM_SIZE_MIN, BOTTOM_SIZE_MAX, d.bottomSize),
    font: oneOf(FONTS, r.font, d.font),
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

// ---------------------------------------------------------------------------------------------- pixels

/** The modules of a QR code: `size` × `size`, row by row, 1 for a dark module. */
export interface QrMatrix {
  size: number;
  version: number;
  modules: Uint8Array;
}

// ---------------------------------------------------------------------------------------------- check

/**
 * Below 3:1 (the WCAG 2.x minimum for graphical objects, success criterion 1.4.11) a camera under shop
 * lights or a printer's dot gain leaves too little difference between dark and light modules, even when a
 * perfect digital copy still decodes.
 */
export const MIN_CONTRAST = 3;
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

/** A colour the code is drawn in, named as a sentence names it (« Foncez la couleur des yeux »). */
export interface DarkColour {
  name: string;
  colour: string;
}

/** Every colour the code's dark parts are drawn in: the modules', the gradient's end, the eyes', their centres'. */
export function darkColours(dark: string, style: QrStyle): DarkColour[] {
  const colours = [{ name: 'la couleur des modules', colour: dark }];
  if (style.gradient !== 'none') colours.push({ name: 'la couleur de fin du dégradé', colour: style.gradientColor });
  if (style.eyeColorOn) colours.push({ name: 'la couleur des yeux', colour: style.eyeColor });
  if (style.eyeCentreColorOn) colours.push({ name: 'la couleur du centre des yeux', colour: style.eyeCentreColor });
  return colours;
}

/** The first colour issue among the dark colours, the weakest contrast first, with the colour at fault. */
export function worstColourIssue(darks: readonly DarkColour[], light: string): { issue: ColourIssue; part: DarkColour } | null {
  const byContrast = [...darks].sort((a, b) => contrastRatio(a.colour, light) - contrastRatio(b.colour, light));
  for (const part of byContrast) {
    const issue = colourIssue(part.colour, light);
    if (issue) return { issue, part };
  }
  return null;
}

export type CheckKind = 'ok' | ColourIssue | 'too-dense' | 'mismatch' | 'unreadable';

/** A text colour hard to read on its background (WCAG 4.5:1 for text). */
export function textContrastLow(textColor: string, background: string): boolean {
  return contrastRatio(textColor, background) < 4.5;
}

/** A logo ready to draw: its options, its data URL (for the SVG) and its decoded image (for the canvas). */
export interface ReadyLogo {
  options: LogoOptions;
  href: string;
  image: HTMLImageElement;
}
