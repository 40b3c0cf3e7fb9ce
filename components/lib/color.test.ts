import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, normaliseHex, relativeLuminance } from './color';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);

describe('normaliseHex', () => {
  it.each([
    ['#000000', '#000000'],
    ['#abc', '#AABBCC'],
    ['abc', '#AABBCC'],
    [' #2563eb ', '#2563EB'],
    ['2563EB', '#2563EB'],
  ])('%s → %s', (input, expected) => expect(normaliseHex(input)).toBe(expected));

  it.each(['', '#', '#12', '#1234', '#12345g', 'red', 'rgb(0,0,0)', '#1234567'])('refuses « %s »', (input) => {
    expect(normaliseHex(input)).toBeNull();
  });

  it('is idempotent', () => fc.assert(fc.property(hex, (h) => normaliseHex(normaliseHex(h)!) === h)));
});

describe('contrast (WCAG 2.x, examples from the W3C definitions)', () => {
  it('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#2563EB', '#2563EB')).toBe(1);
  });

  it('matches published ratios: #767676 on white is 4.54:1, #2563EB on white 5.17:1', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#2563EB', '#FFFFFF')).toBeCloseTo(5.17, 2);
  });

  it('stays between 1 and 21 and is symmetric', () =>
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        return ratio >= 1 && ratio <= 21 + 1e-9 && ratio === contrastRatio(b, a);
      }),
    ));

  it('reads channels and luminance', () => {
    expect(hexToRgb('#2563eb')).toEqual({ r: 0x25, g: 0x63, b: 0xeb });
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 12);
    expect(() => hexToRgb('nope')).toThrow();
  });
});
