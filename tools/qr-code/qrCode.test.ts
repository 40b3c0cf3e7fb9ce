import fc from 'fast-check';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../components/lib/color';
import { DEEP_TESTS, deepOr } from '../../tests/properties';
import {
  activeTexts,
  bandHeight,
  buildSvg,
  checkVerdict,
  composeLayout,
  escapeXml,
  fontStack,
  inEyeFrame,
  centreHalf,
  inEyeCentre,
  isShaped,
  modulePixels,
  modulesPath,
  partAt,
  renderQrPixels,
  VERIFIED_MESSAGE,
} from '../../components/qr/draw';
import { ERROR_LEVEL_LABELS, MIN_PRINT_CM, printedCm, tooLongAdvice } from '../../components/qr/facts';
import { createMatrix, fittingLowerLevel, MAX_QR_CHARACTERS } from '../../components/qr/matrix';
import { CONTENT_TYPES, EMPTY_FIELDS, type ContentType, type QrFields } from '../../components/qr/fields';
import { buildPayload } from '../../components/qr/payload';
import { fileStamp } from './useQrImage';
import {
  clampInt,
  COLOUR_PRESETS,
  colourIssue,
  darkColours,
  DEFAULT_APPEARANCE,
  DEFAULT_EXPORT,
  logoArea,
  logoFileError,
  LOGO_MAX_AREA,
  LOGO_MAX_BYTES,
  LOGO_SIZE_MAX,
  validLogo,
  DEFAULT_STYLE,
  DEFAULT_TEXT_OPTIONS,
  ERROR_LEVELS,
  EXPORT_MM_MAX,
  EXPORT_MM_MIN,
  EXPORT_PX_MAX,
  EXPORT_PX_MIN,
  EXPORT_UNITS,
  exportSide,
  EYE_CENTRE_SHAPES,
  EYE_SHAPES,
  FONTS,
  GRADIENTS,
  MODULE_SHAPES,
  QUICK_TEXTS,
  sanitiseExport,
  sanitiseStyle,
  worstColourIssue,
  type ErrorLevel,
  type QrMatrix,
  type EyeCentreShape,
  type EyeShape,
  type QrStyle,
  type TextOptions,
} from '../../components/qr/qrCode';

function matrixOf(payload: string, level: ErrorLevel = 'M'): QrMatrix {
  const result = createMatrix(payload, level);
  if (!result.ok) throw result.error;
  return result.matrix;
}

/** Renders like the tool, writes a real PNG file in memory, reads it back and decodes it as a phone app would. */
function pngRoundTrip(payload: string, level: ErrorLevel, { size = 300, margin = 2, dark = '#000000', light = '#FFFFFF' } = {}): string | null {
  const pixels = renderQrPixels(matrixOf(payload, level), size, margin, dark, light);
  const png = new PNG({ width: size, height: size });
  png.data = Buffer.from(pixels.buffer);
  const file = PNG.sync.write(png);
  expect([...file.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const read = PNG.sync.read(file);
  return jsQR(new Uint8ClampedArray(read.data), read.width, read.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

const text = (over: Partial<TextOptions>): TextOptions => ({ ...DEFAULT_TEXT_OPTIONS, ...over });

describe('options', () => {
  it('has the constants of SPEC.md section 9', () => {
    expect(DEFAULT_APPEARANCE).toEqual({ size: 300, margin: 2, level: 'M', dark: '#000000', light: '#FFFFFF', preset: 'Noir classique' });
    expect(ERROR_LEVELS.map((l) => l.label)).toEqual(['L – 7\u00a0%', 'M – 15\u00a0%', 'Q – 25\u00a0%', 'H – 30\u00a0%']);
    expect(ERROR_LEVEL_LABELS.M).toBe('M – 15\u00a0%');
    expect(FONTS).toEqual(['Arial', 'Helvetica', 'Georgia', 'Times New Roman', 'Courier New', 'Impact', 'Comic Sans MS']);
    // Each font is drawn with its own name first, then look-alikes for devices without it.
    for (const font of FONTS) expect(fontStack(font)).toMatch(new RegExp(`^'?${font}'?, .+, (sans-serif|serif|monospace|cursive)$`));
    expect(COLOUR_PRESETS.map((p) => p.name)).toEqual(['Noir classique', 'Bleu professionnel', 'Vert moderne', 'Rouge dynamique', 'Violet créatif', 'Orange énergique']);
    expect(QUICK_TEXTS).toHaveLength(8);
    expect(DEFAULT_TEXT_OPTIONS).toMatchObject({ topSize: 24, bottomSize: 18, spacing: 20, bold: true, textColor: '#000000', background: '#FFFFFF', font: 'Arial' });
  });

  it('clamps numbers and never returns NaN', () => {
    expect(clampInt(150, 200, 600, 300)).toBe(200);
    expect(clampInt(999, 200, 600, 300)).toBe(600);
    expect(clampInt(Number.NaN, 200, 600, 300)).toBe(300);
    expect(clampInt('abc', 0, 10, 2)).toBe(2);
    expect(clampInt('7.6', 0, 10, 2)).toBe(8);
  });

  it('gives every preset a dark colour on a light one, at least 4.5:1, that scans', () => {
    for (const { colors } of COLOUR_PRESETS) {
      const [dark, light] = colors;
      expect(contrastRatio(dark, light)).toBeGreaterThanOrEqual(4.5);
      expect(colourIssue(dark, light)).toBeNull();
      expect(pngRoundTrip('https://outilo.fr/qr-code/', 'M', { dark, light })).toBe('https://outilo.fr/qr-code/');
    }
  });
});

describe('custom text layout', () => {
  it('is the code alone without text, or with a disabled or blank text', () => {
    const alone = { width: 300, height: 300, qrX: 0, qrY: 0, qrSize: 300, top: null, bottom: null };
    expect(composeLayout(300, DEFAULT_TEXT_OPTIONS)).toEqual(alone);
    expect(composeLayout(300, text({ topText: 'SCAN ME' }))).toEqual(alone);
    expect(composeLayout(300, text({ topEnabled: true, topText: '  ' }))).toEqual(alone);
    expect(composeLayout(300, text({ bottomEnabled: true, bottomText: '\u0007' }))).toEqual(alone);
  });

  it('puts texts above and below with the spacing around everything', () => {
    const layout = composeLayout(300, text({ topEnabled: true, topText: 'SCAN ME', bottomEnabled: true, bottomText: 'outilo.fr' }), { top: 120, bottom: 90 });
    const top = bandHeight(24);
    const bottom = bandHeight(18);
    expect(layout.width).toBe(340);
    expect(layout.height).toBe(20 + top + 20 + 300 + 20 + bottom + 20);
    expect(layout.qrX).toBe(20);
    expect(layout.qrY).toBe(20 + top + 20);
    expect(layout.top).toEqual({ text: 'SCAN ME', fontSize: 24, x: 170, y: 20 + top / 2 });
    expect(layout.bottom).toEqual({ text: 'outilo.fr', fontSize: 18, x: 170, y: 20 + top + 20 + 300 + 20 + bottom / 2 });
  });

  it('widens for a text wider than the code, keeps the code centred, and clamps sizes', () => {
    const layout = composeLayout(200, text({ bottomEnabled: true, bottomText: 'Une très longue phrase', bottomSize: 99, spacing: 5 }), { top: 0, bottom: 401.2 });
    expect(layout.width).toBe(402 + 2 * 10);
    expect(layout.qrX).toBe(111);
    expect(layout.bottom?.fontSize).toBe(36);
    expect(layout.top).toBeNull();
    const bad = composeLayout(200, text({ topEnabled: true, topText: 'x' }), { top: Number.NaN, bottom: -5 });
    expect(bad.width).toBe(240);
    expect(Number.isFinite(bad.height)).toBe(true);
  });

  it('drops control characters from texts', () => {
    expect(activeTexts(text({ topEnabled: true, topText: 'a\nb\tc' })).top).toBe('a b c');
  });
});

describe('pixels', () => {
  it('maps each pixel to its module, with sharp colours only and the quiet zone in the light colour', () => {
    const matrix = matrixOf('A');
    const size = 250;
    const pixels = renderQrPixels(matrix, size, 3, '#102030', '#F0E0D0');
    expect(pixels).toHaveLength(size * size * 4);
    const colours = new Set<string>();
    for (let i = 0; i < pixels.length; i += 4) colours.add(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]},${pixels[i + 3]}`);
    expect([...colours].sort()).toEqual(['16,32,48,255', '240,224,208,255']);
    expect(pixels.slice(0, 4)).toEqual(new Uint8ClampedArray([240, 224, 208, 255]));
    // The first module of the finder pattern, just inside the 3-module margin.
    const px = Math.ceil((3 * size) / (matrix.size + 6)) + 1;
    const i = (px * size + px) * 4;
    expect([...pixels.slice(i, i + 3)]).toEqual([16, 32, 48]);
    expect(modulePixels(matrix.size, 3, size)).toBeCloseTo(size / (matrix.size + 6), 10);
  });
});

describe('round trip: every content type, at every level, rendered to PNG and decoded back exactly', () => {
  const samples: Record<ContentType, Partial<QrFields>> = {
    url: { url: 'www.crêperie-bretonne.fr/carte?menu=été&prix=12€#dessert' },
    text: { text: 'Crème brûlée 🍮 — « À volonté » !\nPrix : 7,50 € ; café offert.\n日本語 ΑΒΓ' },
    email: { emailAddress: 'réservation+noël@bistrot.fr', emailSubject: 'Table : 4 personnes ?', emailBody: 'Bonjour,\nÀ 20 h & en terrasse 🌞' },
    phone: { phone: '+33 (0)6 12 34 56 78' },
    sms: { smsNumber: '06 12 34 56 78', smsBody: 'Réponse « OUI » ; merci ! 🎉\nÀ bientôt' },
    wifi: { wifiSsid: 'Café "Le Zinc"; 1er: étage', wifiPassword: 'p@ss\\w;o,r:d "é" 🔑', wifiSecurity: 'WPA', wifiHidden: true },
    vcard: {
      vcardName: 'Anne-Sophie de La Tour',
      vcardOrg: 'Boulangerie « Au Pain Doré », Lyon; 2e',
      vcardPhone: '+33 4 78 00 00 00',
      vcardEmail: 'anne-sophie@pain-doré.fr',
      vcardUrl: 'https://pain-doré.fr/?a=1;b=2',
    },
  };

  for (const { value: type } of CONTENT_TYPES) {
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      it(`${type} at ${level}`, () => {
        const payload = buildPayload(type, { ...EMPTY_FIELDS, ...samples[type] });
        expect(payload).not.toBe('');
        expect(pngRoundTrip(payload, level, { size: 400 })).toBe(payload);
      });
    }
  }

  it('an open Wi-Fi network and emoji-only text, at the smallest size with no margin', () => {
    for (const payload of [buildPayload('wifi', { ...EMPTY_FIELDS, wifiSsid: 'Café', wifiSecurity: 'nopass' }), '🍮🎉🔑']) {
      expect(pngRoundTrip(payload, 'M', { size: 200, margin: 0 })).toBe(payload);
    }
  });

  it('holds for any text, Wi-Fi network, vCard or e-mail a user can type (property)', { timeout: 60_000 }, () => {
    const typed = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(fc.constantFrom('L', 'M', 'Q', 'H'), typed, typed, typed, (level, a, b, c) => {
        const fields = { ...EMPTY_FIELDS, text: a, wifiSsid: a, wifiPassword: b, vcardName: a, vcardOrg: b, vcardPhone: c, emailAddress: a, emailSubject: b, emailBody: c };
        for (const type of ['text', 'wifi', 'vcard', 'email'] as const) {
          const payload = buildPayload(type, fields);
          if (payload) expect(pngRoundTrip(payload, level, { size: 500 })).toBe(payload);
        }
      }),
      { numRuns: deepOr(20, 8) },
    );
  });

  it('refuses content beyond the capacity of a QR code, with a reason', () => {
    const result = createMatrix('é'.repeat(1500), 'H');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe('too-long');
    expect(createMatrix('é'.repeat(1400), 'L').ok).toBe(true);
  });

  it('holds up to 7 089 digits, the most of any QR code, and says one more is too long before encoding it', () => {
    expect(createMatrix('7'.repeat(MAX_QR_CHARACTERS), 'L').ok).toBe(true);
    const over = createMatrix('7'.repeat(MAX_QR_CHARACTERS + 1), 'L');
    expect(!over.ok && over.reason).toBe('too-long');
  });
});

describe('shapes', () => {
  const payloads: Record<ContentType, Partial<QrFields>> = {
    url: { url: 'https://www.crêperie-bretonne.fr/carte?menu=été' },
    text: { text: 'Bonjour 👋 à tous, ça décode ?' },
    email: { emailAddress: 'contact@outilo.fr', emailSubject: 'Devis', emailBody: 'Bonjour, un devis svp' },
    phone: { phone: '+33 6 12 34 56 78' },
    sms: { smsNumber: '0612345678', smsBody: 'Je réserve' },
    wifi: { wifiSsid: 'Boutique Élise', wifiPassword: 'été;2026' },
    vcard: { vcardName: 'Camille Martin', vcardOrg: 'Crêpes & Co', vcardPhone: '+33612345678', vcardEmail: 'camille@exemple.fr' },
  };

  /**
   * The shapes drawn for the `index`-th content type and level: with OUTILO_DEEP_TESTS=1 every module shape with every
   * eye frame; otherwise half the module shapes, the other half at the next index, each with an eye frame that turns
   * with `index`, so that every content type meets every module shape and every frame, and every pair is drawn. The
   * eyes' centre turns too, through its four choices.
   */
  const shapeSets = (index: number) =>
    MODULE_SHAPES.flatMap(({ value: moduleShape }, m) =>
      DEEP_TESTS || m % 2 === index % 2
        ? EYE_SHAPES.filter((_, e) => DEEP_TESTS || e === (m + index) % EYE_SHAPES.length).map(({ value: eyeShape }) => ({
            moduleShape,
            eyeShape,
            eyeCentreShape: EYE_CENTRE_SHAPES[(m + index) % EYE_CENTRE_SHAPES.length]!.value,
          }))
        : [],
    );
  const named = ({ moduleShape, eyeShape, eyeCentreShape }: ReturnType<typeof shapeSets>[number]) => `${moduleShape} ${eyeShape}/${eyeCentreShape}`;

  // 70 images drawn and decoded (420 in a deep run): seconds of work, more on a loaded machine (hence the timeout).
  it('decodes every content type at every level in every module shape and eye shape, with a gradient and eyes and centres of their own colour', () => {
    const failures: string[] = [];
    let index = 0;
    for (const type of CONTENT_TYPES.map((t) => t.value)) {
      const payload = buildPayload(type, { ...EMPTY_FIELDS, ...payloads[type] });
      for (const level of ERROR_LEVELS.map((l) => l.value)) {
        const matrix = matrixOf(payload, level);
        for (const shapes of shapeSets(index++)) {
          // Each combination with one of the gradients and, every other time, eyes (and centres) of their own colour.
          const gradient = GRADIENTS[(shapes.moduleShape.length + shapes.eyeShape.length + level.charCodeAt(0)) % GRADIENTS.length]!.value;
          const style: QrStyle = {
            ...DEFAULT_STYLE,
            ...shapes,
            gradient,
            gradientColor: '#7C3AED',
            eyeColorOn: level === 'M' || level === 'H',
            eyeColor: '#BE123C',
            eyeCentreColorOn: level === 'Q' || level === 'H',
            eyeCentreColor: '#0F766E',
          };
          // Whole-pixel modules of 8 px, a print-sized image: jsQR, a weaker reader than phones', misses dense dots
          // at fewer pixels per module (the plain vCard at level H at exactly 300 px; dots at level H around a rounded
          // centre in a square frame at 7 px), which the page's check reports.
          const size = (matrix.size + 4) * 8;
          const pixels = renderQrPixels(matrix, size, 2, '#1E3A8A', '#FFFFFF', style);
          const read = jsQR(pixels, size, size, { inversionAttempts: 'dontInvert' })?.data ?? null;
          if (read !== payload) failures.push(`${type} ${level} ${named(shapes)} ${gradient}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  // 35 images drawn and decoded (210 in a deep run), modules of 8 px as above.
  it('decodes every content type in every shape with the largest logo at level H, with or without its pad', () => {
    const failures: string[] = [];
    let index = 0;
    for (const type of CONTENT_TYPES.map((t) => t.value)) {
      const payload = buildPayload(type, { ...EMPTY_FIELDS, ...payloads[type] });
      const matrix = matrixOf(payload, 'H');
      for (const pad of [true, false]) {
        const area = logoArea(matrix.size, { size: LOGO_SIZE_MAX, pad });
        for (const shapes of shapeSets(index++)) {
          const style: QrStyle = { ...DEFAULT_STYLE, ...shapes };
          const unit = 8;
          const size = (matrix.size + 4) * unit;
          const pixels = renderQrPixels(matrix, size, 2, '#000000', '#FFFFFF', style, area);
          // The logo, opaque, as busy as a logo can be: stripes of 2 px over its whole square.
          const from = Math.round((2 + area.logoStart) * unit);
          const to = Math.round((2 + area.logoStart + area.logoSide) * unit);
          for (let y = from; y < to; y++) for (let x = from; x < to; x++) pixels.fill(Math.floor(x / 2) % 2 ? 0 : 255, (y * size + x) * 4, (y * size + x) * 4 + 3);
          const read = jsQR(pixels, size, size, { inversionAttempts: 'dontInvert' })?.data ?? null;
          if (read !== payload) failures.push(`${type} ${pad ? 'pad' : 'no pad'} ${named(shapes)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('bounds the logo to whole modules: at most 8 % of the code, never over a finder or timing pattern', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -50, max: 200 }), fc.boolean(), (version, size, pad) => {
        const n = 17 + 4 * version;
        const area = logoArea(n, { size, pad });
        const whole = Number.isInteger(area.start) && Number.isInteger(area.side);
        return whole && area.side * area.side <= LOGO_MAX_AREA * n * n && area.start >= 8 && area.start + area.side <= n - 8 && area.logoSide > 0;
      }),
    );
    expect(logoArea(41, { size: 10, pad: false })).toEqual({ start: 19, side: 3, logoStart: 19, logoSide: 3, pad: false });
    expect(logoArea(41, { size: 25, pad: true })).toMatchObject({ start: 15, side: 11, logoSide: 9 });
  });

  it('refuses logo files of other types, over 2 MB or empty, in French', () => {
    expect(logoFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileError({ type: 'image/svg+xml', size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoFileError({ type: 'image/gif', size: 1000 })).toBe('Format non pris en charge\u00a0: choisissez une image PNG, JPEG, WebP ou SVG.');
    expect(logoFileError({ type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 })).toBe('Image trop lourde\u00a0: 2\u00a0Mo au maximum.');
    expect(logoFileError({ type: 'image/webp', size: 0 })).toMatch(/^Fichier vide/);
    expect(validLogo('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(validLogo('data:text/html;base64,PHN2Zz4=')).toBeUndefined();
    expect(validLogo('javascript:alert(1)')).toBeUndefined();
  });

  it('tells what to do when the decoder misses dense dots, rather than a silent bad code', () => {
    const payload = buildPayload('vcard', { ...EMPTY_FIELDS, ...payloads.vcard });
    const matrix = matrixOf(payload, 'H');
    const style: QrStyle = { ...DEFAULT_STYLE, moduleShape: 'dots' };
    // Dots of 5 px on a version 13 code: more than the minimum module size, yet jsQR cannot read them.
    const size = (matrix.size + 4) * 5;
    const decoded = jsQR(renderQrPixels(matrix, size, 2, '#000000', '#FFFFFF', style), size, size, { inversionAttempts: 'dontInvert' })?.data ?? null;
    const verdict = checkVerdict({ payload, decoded, dark: '#000000', light: '#FFFFFF', modulePx: modulePixels(matrix.size, 2, size), margin: 2, shaped: isShaped(style) });
    expect(verdict.kind).toBe('unreadable');
    expect(verdict.message).toMatch(/Agrandissez l’image .* revenez à des modules et des yeux carrés\.$/);
  });

  it('smooths curved edges but keeps square modules sharp', () => {
    const matrix = matrixOf('https://outilo.fr');
    const colours = (style: QrStyle) => {
      const pixels = renderQrPixels(matrix, 250, 2, '#000000', '#FFFFFF', style);
      const seen = new Set<number>();
      for (let i = 0; i < pixels.length; i += 4) seen.add(pixels[i]!);
      return seen.size;
    };
    expect(colours(DEFAULT_STYLE)).toBe(2);
    expect(colours({ ...DEFAULT_STYLE, moduleShape: 'dots' })).toBeGreaterThan(2);
    expect(colours({ ...DEFAULT_STYLE, moduleShape: 'classy' })).toBeGreaterThan(2);
    expect(colours({ ...DEFAULT_STYLE, eyeCentreShape: 'circle' })).toBeGreaterThan(2);
  });

  it('draws each eye in its shape: the ring, the gap and the centre', () => {
    // Dark: on the frame, or on the centre (the frame's shape unless another is given).
    const inEye = (x: number, y: number, frame: EyeShape, centre: Exclude<EyeCentreShape, 'same'> = frame) => inEyeFrame(x, y, frame) || inEyeCentre(x, y, frame, centre);
    for (const shape of EYE_SHAPES.map((s) => s.value)) {
      expect([inEye(0.5, 3.5, shape), inEye(1.5, 3.5, shape), inEye(3.5, 3.5, shape)]).toEqual([true, false, true]);
    }
    // The corner of the ring: square only.
    expect([inEye(0.05, 0.05, 'square'), inEye(0.05, 0.05, 'rounded'), inEye(0.05, 0.05, 'circle')]).toEqual([true, false, false]);
    // A centre of its own: across the middle it spans the 3 modules of a finder pattern in every shape; at its
    // corner only the square is dark.
    for (const centre of EYE_CENTRE_SHAPES.map((s) => s.value).filter((v) => v !== 'same')) {
      expect([inEyeCentre(2.05, 3.5, 'square', centre), inEyeCentre(4.95, 3.5, 'square', centre), inEyeCentre(3.5, 2.05, 'square', centre), inEyeCentre(1.6, 3.5, 'square', centre)]).toEqual([true, true, true, false]);
      expect(inEyeCentre(2.05, 2.05, 'square', centre)).toBe(centre === 'square');
    }
    // Across frame families the centre is resized so that its diagonal still reads: grown round, shrunk square.
    expect([centreHalf('square', 'circle'), centreHalf('circle', 'square'), centreHalf('circle', 'circle'), centreHalf('rounded', 'square')]).toEqual([1.7, 1.25, 1.5, 1.5]);
    expect(inEye(2.05, 2.05, 'square', 'circle')).toBe(false);
    expect(inEye(0.05, 0.05, 'square', 'circle')).toBe(true);
  });

  it('colours an eye’s frame and its centre apart', () => {
    const matrix = matrixOf('https://outilo.fr');
    const style: QrStyle = { ...DEFAULT_STYLE, eyeColorOn: true, eyeColor: '#BE123C', eyeCentreColorOn: true, eyeCentreColor: '#0F766E', eyeCentreShape: 'circle' };
    expect([partAt(matrix, 0.5, 3.5, style), partAt(matrix, 3.5, 3.5, style), partAt(matrix, 2.1, 2.1, style)]).toEqual(['eye', 'centre', null]);
    const size = (matrix.size + 4) * 10;
    const pixels = renderQrPixels(matrix, size, 2, '#000000', '#FFFFFF', style);
    const at = (x: number, y: number) => Array.from(pixels.slice(((y * 10 + 5) * size + x * 10 + 5) * 4, ((y * 10 + 5) * size + x * 10 + 5) * 4 + 3));
    // Module (2 + 0, 2 + 3) is on the first eye's frame, (2 + 3, 2 + 3) its centre.
    expect([at(2, 5), at(5, 5)]).toEqual([[0xbe, 0x12, 0x3c], [0x0f, 0x76, 0x6e]]);
    const svg = buildSvg(matrix, { margin: 2, dark: '#000000', light: '#FFFFFF' }, DEFAULT_TEXT_OPTIONS, composeLayout(300, DEFAULT_TEXT_OPTIONS), style);
    expect(svg).toContain('<path fill="#BE123C" fill-rule="evenodd"');
    expect(svg).toMatch(/<path fill="#0F766E" d="M[^"]+a1\.7 1\.7 /);
  });

  it('rounds a module only at the corners no neighbour touches', () => {
    // Two modules side by side at the middle of a blank code, away from the eyes.
    const modules = new Uint8Array(21 * 21);
    modules[10 * 21 + 10] = 1;
    modules[10 * 21 + 11] = 1;
    const matrix: QrMatrix = { size: 21, version: 1, modules };
    const rounded: QrStyle = { ...DEFAULT_STYLE, moduleShape: 'rounded' };
    expect(partAt(matrix, 10.02, 10.02, rounded)).toBeNull();
    expect(partAt(matrix, 10.98, 10.02, rounded)).toBe('module');
    expect(partAt(matrix, 11.98, 10.98, rounded)).toBeNull();
    expect(partAt(matrix, 10.5, 10.5, { ...DEFAULT_STYLE, moduleShape: 'dots' })).toBe('module');
    expect(partAt(matrix, 10.02, 10.02, { ...DEFAULT_STYLE, moduleShape: 'dots' })).toBeNull();
    // Softly rounded: a quarter-module radius, so a point of the free corner a little further in is on the module.
    expect(partAt(matrix, 10.1, 10.1, rounded)).toBeNull();
    expect(partAt(matrix, 10.1, 10.1, { ...DEFAULT_STYLE, moduleShape: 'soft' })).toBe('module');
    expect(partAt(matrix, 10.02, 10.02, { ...DEFAULT_STYLE, moduleShape: 'soft' })).toBeNull();
    // Élégants: a leaf, its free top-left and bottom-right corners round, the two others square.
    const classy: QrStyle = { ...DEFAULT_STYLE, moduleShape: 'classy' };
    expect([partAt(matrix, 10.02, 10.02, classy), partAt(matrix, 10.02, 10.98, classy), partAt(matrix, 11.98, 10.02, classy), partAt(matrix, 11.98, 10.98, classy)]).toEqual([null, 'module', 'module', null]);
  });

  it('reads the style from the address or the device, anything unknown giving the default', () => {
    expect(
      sanitiseStyle({
        moduleShape: 'classy',
        eyeShape: 'circle',
        eyeCentreShape: 'square',
        eyeColorOn: true,
        eyeColor: 'be123c',
        eyeCentreColorOn: true,
        eyeCentreColor: '0f766e',
        gradient: 'radial',
        gradientColor: '#7c3aed',
      }),
    ).toEqual({
      moduleShape: 'classy',
      eyeShape: 'circle',
      eyeCentreShape: 'square',
      eyeColorOn: true,
      eyeColor: '#BE123C',
      eyeCentreColorOn: true,
      eyeCentreColor: '#0F766E',
      gradient: 'radial',
      gradientColor: '#7C3AED',
    });
    expect(sanitiseStyle({ moduleShape: 'star', eyeShape: 1, eyeCentreShape: 'same ', eyeColor: 'red', eyeCentreColorOn: 'oui', gradient: '<script>' })).toEqual(DEFAULT_STYLE);
    expect(sanitiseStyle(null)).toEqual(DEFAULT_STYLE);
  });

  it('checks the gradient and the eyes against the background like the modules', () => {
    const style: QrStyle = { ...DEFAULT_STYLE, gradient: 'linear', gradientColor: '#FDE68A', eyeColorOn: true, eyeColor: '#BE123C' };
    expect(darkColours('#000000', style).map((c) => c.name)).toEqual(['la couleur des modules', 'la couleur de fin du dégradé', 'la couleur des yeux']);
    expect(worstColourIssue(darkColours('#000000', style), '#FFFFFF')).toMatchObject({ issue: 'low-contrast', part: { name: 'la couleur de fin du dégradé' } });
    expect(worstColourIssue(darkColours('#000000', { ...style, gradient: 'none' }), '#FFFFFF')).toBeNull();
    // A gradient that is not shown is not checked.
    expect(darkColours('#000000', { ...style, gradient: 'none', eyeColorOn: false })).toHaveLength(1);
    // The eyes' centres, of their own colour, are checked too.
    const centres = darkColours('#000000', { ...style, gradient: 'none', eyeCentreColorOn: true, eyeCentreColor: '#FDE68A' });
    expect(worstColourIssue(centres, '#FFFFFF')).toMatchObject({ issue: 'low-contrast', part: { name: 'la couleur du centre des yeux' } });
  });
});

describe('print export', () => {
  it('sizes the PNG like the preview, in pixels or in centimetres at 300 ppp, within 200–4 000 px', () => {
    expect(exportSide(DEFAULT_EXPORT, 300)).toBe(300);
    expect(exportSide({ ...DEFAULT_EXPORT, unit: 'px', px: 2_500 }, 300)).toBe(2_500);
    expect(exportSide({ ...DEFAULT_EXPORT, unit: 'cm', mm: 100 }, 300)).toBe(1_181);
    expect([EXPORT_MM_MIN, EXPORT_MM_MAX]).toEqual([17, 338]);
    fc.assert(
      fc.property(fc.constantFrom(...EXPORT_UNITS.map((u) => u.value)), fc.integer({ min: -10_000, max: 100_000 }), fc.integer({ min: -10_000, max: 100_000 }), (unit, pixels, mm) => {
        const side = exportSide({ unit, px: pixels, mm }, 300);
        return Number.isInteger(side) && side >= EXPORT_PX_MIN && side <= EXPORT_PX_MAX;
      }),
    );
  });

  it('reads export options from the address or the device, anything out of range giving a bound or the default', () => {
    expect(sanitiseExport({ unit: 'cm', px: 99_999, mm: 5 })).toEqual({ unit: 'cm', px: EXPORT_PX_MAX, mm: EXPORT_MM_MIN });
    expect(sanitiseExport({ unit: 'pouces', px: 'x' })).toEqual(DEFAULT_EXPORT);
  });
});

describe('SVG', () => {
  it('draws one run per horizontal stretch of dark modules, offset by the margin', () => {
    const matrix: QrMatrix = { size: 3, version: 1, modules: Uint8Array.from([1, 1, 0, 0, 0, 0, 1, 0, 1]) };
    expect(modulesPath(matrix, 2)).toBe('M2 2h2v1h-2zM2 4h1v1h-1zM4 4h1v1h-1z');
  });

  it('has the size, colours and escaped custom texts of the PNG', () => {
    const matrix = matrixOf('https://outilo.fr');
    const options = text({ topEnabled: true, topText: 'Plus d’infos <ici> & "là"', bottomEnabled: true, bottomText: 'SCAN ME', font: 'Times New Roman', textColor: '#1E40AF', background: '#FFF7ED' });
    const layout = composeLayout(300, options, { top: 250, bottom: 120 });
    const svg = buildSvg(matrix, { margin: 2, dark: '#5B21B6', light: '#F5F3FF' }, options, layout);
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}"`);
    expect(svg).toContain(`<rect width="${layout.width}" height="${layout.height}" fill="#FFF7ED"/>`);
    expect(svg).toContain(`<rect x="20" y="${layout.qrY}" width="300" height="300" fill="#F5F3FF"/>`);
    expect(svg).toContain('fill="#5B21B6"');
    expect(svg).toContain('>Plus d’infos &lt;ici&gt; &amp; &quot;là&quot;</text>');
    expect(svg).toContain('font-family="&apos;Times New Roman&apos;, Times, serif"');
    expect(svg).toContain('font-weight="bold" fill="#1E40AF">SCAN ME</text>');
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('embeds the logo as an image over its pad, never inlined', () => {
    const matrix = matrixOf('https://outilo.fr', 'H');
    const area = logoArea(matrix.size, { size: 20, pad: true });
    const href = 'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+';
    const svg = buildSvg(matrix, { margin: 2, dark: '#000000', light: '#FFFFFF' }, DEFAULT_TEXT_OPTIONS, composeLayout(300, DEFAULT_TEXT_OPTIONS), DEFAULT_STYLE, { area, href });
    expect(svg).toContain(`xlink:href="${href}"/>`);
    expect(svg).toContain('<image ');
    expect(svg).not.toContain('<script');
    expect(svg).toMatch(/<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" fill="#FFFFFF"\/>\n<image /);
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('is the code alone without custom text', () => {
    const svg = buildSvg(matrixOf('x'), { margin: 0, dark: '#000000', light: '#FFFFFF' }, DEFAULT_TEXT_OPTIONS, composeLayout(200, DEFAULT_TEXT_OPTIONS));
    expect(svg).not.toContain('<text');
    expect(svg.match(/<rect /g)).toHaveLength(1);
  });

  it('escapes XML and drops characters XML forbids', () => {
    expect(escapeXml(`a<b>&"'\u0001\u0008c`)).toBe('a&lt;b&gt;&amp;&quot;&apos;c');
  });
});

describe('print size', () => {
  it('is the side at 300 ppp in centimetres', () => {
    expect(printedCm(300)).toBeCloseTo(2.54, 10);
    expect(printedCm(600)).toBeCloseTo(5.08, 10);
    expect(printedCm(200)).toBeLessThan(MIN_PRINT_CM);
  });
});

describe('file names', () => {
  it('are qrcode-<date>-<time> in local time', () => {
    expect(fileStamp(new Date(2026, 10, 22, 18, 45, 1))).toBe('qrcode-20261122-184501');
    expect(fileStamp(new Date(2027, 0, 5, 7, 3, 9))).toBe('qrcode-20270105-070309');
  });
});

describe('self-check verdict', () => {
  const base = { payload: 'https://outilo.fr', decoded: 'https://outilo.fr', dark: '#000000', light: '#FFFFFF', modulePx: 10, margin: 2 };

  it('says « Vérifié » only for the exact payload with good colours and modules', () => {
    expect(checkVerdict(base)).toEqual({ kind: 'ok', message: VERIFIED_MESSAGE });
    expect(VERIFIED_MESSAGE).toBe('Vérifié\u00a0: ce QR code se scanne');
    expect(checkVerdict({ ...base, decoded: 'https://outilo.f' }).kind).toBe('mismatch');
    expect(checkVerdict({ ...base, decoded: null }).kind).toBe('unreadable');
    expect(checkVerdict({ ...base, decoded: null, margin: 0 }).message).toMatch(/marge/);
    expect(checkVerdict({ ...base, margin: 0 })).toMatchObject({ kind: 'ok', advice: expect.stringMatching(/^Sans marge/) });
  });

  it('warns about colours even when a perfect digital copy decodes', () => {
    const light = checkVerdict({ ...base, dark: '#DDDDDD', light: '#FFFFFF' });
    expect(light.kind).toBe('low-contrast');
    expect(light.message).toContain('Contraste trop faible (1,3\u00a0:\u00a01, minimum 3\u00a0:\u00a01)');
    expect(checkVerdict({ ...base, dark: '#FFFF00', light: '#FFFFFF' }).kind).toBe('low-contrast');
    expect(checkVerdict({ ...base, dark: '#FFFFFF', light: '#000000', decoded: null }).kind).toBe('inverted');
    expect(checkVerdict({ ...base, dark: '#FDE68A', light: '#1E3A8A' }).kind).toBe('inverted');
    expect(colourIssue('#767676', '#FFFFFF')).toBeNull();
    expect(colourIssue('#959595', '#FFFFFF')).toBe('low-contrast');
  });

  it('warns when modules are under 2 px, and never shows NaN', () => {
    const dense = checkVerdict({ ...base, modulePx: 1.46 });
    expect(dense.kind).toBe('too-dense');
    expect(dense.message).toContain('1,4\u00a0px');
    expect(checkVerdict({ ...base, modulePx: Number.NaN }).kind).toBe('too-dense');
    for (const verdict of [dense, checkVerdict({ ...base, dark: '#EEEEEE' })]) expect(verdict.message).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('agrees with the decoder on the final pixels', () => {
    const payload = 'WIFI:T:WPA;S:Maison;P:secret;;';
    const matrix = matrixOf(payload);
    const decode = (dark: string, light: string) => {
      const pixels = renderQrPixels(matrix, 300, 2, dark, light);
      return jsQR(pixels, 300, 300, { inversionAttempts: 'dontInvert' })?.data ?? null;
    };
    const verdict = (dark: string, light: string) => checkVerdict({ payload, decoded: decode(dark, light), dark, light, modulePx: modulePixels(matrix.size, 2, 300), margin: 2 }).kind;
    expect(verdict('#000000', '#FFFFFF')).toBe('ok');
    expect(verdict('#FFFFFF', '#000000')).toBe('inverted');
    expect(decode('#FFFFFF', '#000000')).toBeNull();
    expect(verdict('#F5F5F5', '#FFFFFF')).toBe('low-contrast');
  });
});

describe('content too long for its level', () => {
  // ISO/IEC 18004 table 7, byte mode at version 40: L 2 953, M 2 331, Q 1 663, H 1 273 bytes.
  it('names the most robust lower level that holds it, and none when even L cannot', () => {
    expect(fittingLowerLevel('x'.repeat(2000), 'H')).toBe('M');
    expect(fittingLowerLevel('x'.repeat(1500), 'H')).toBe('Q');
    expect(fittingLowerLevel('x'.repeat(2900), 'M')).toBe('L');
    expect(fittingLowerLevel('x'.repeat(2954), 'M')).toBeNull();
    expect(fittingLowerLevel('x'.repeat(10_000), 'H')).toBeNull();
    expect(fittingLowerLevel('x'.repeat(10_000), 'L')).toBeNull();
  });

  it('advises a lower level only where the content fits', () => {
    expect(tooLongAdvice(2900, 'M', 'L')).toBe(
      'Le contenu (2\u202f900\u00a0octets) dépasse ce qu’un QR code peut contenir au niveau M (2\u202f331\u00a0octets au plus)\u00a0: raccourcissez-le ou choisissez le niveau L.',
    );
    expect(tooLongAdvice(10_000, 'M', null)).toMatch(/: raccourcissez-le\u00a0: il ne tient pas non plus au niveau L \(2\u202f953\u00a0octets au plus\)\.$/);
    expect(tooLongAdvice(3000, 'L', null)).toMatch(/au niveau L \(2\u202f953\u00a0octets au plus\)\u00a0: raccourcissez-le\.$/);
  });
});
