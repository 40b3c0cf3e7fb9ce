import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutMessage, cutToLimit, insertedLength, lineBreaks, tooLongMessage } from './textLimit';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('text limit rules', () => {
  it('counts LF, CR LF and a lone CR as one line break each', () => {
    expect(lineBreaks('')).toBe(0);
    expect(lineBreaks('a\nb\r\nc\rd')).toBe(3);
    expect(lineBreaks('\r\n\r\n\n')).toBe(3);
  });

  it('measures a paste as the field will hold it: CR LF is one character in a text area, none in an input', () => {
    expect(insertedLength('a\r\nb\rc\nd', true)).toBe(7);
    expect(insertedLength('a\r\nb\rc\nd', false)).toBe(4);
    expect(insertedLength('abc', false)).toBe(3);
  });

  it('cuts to the character limit without splitting an emoji', () => {
    expect(cutToLimit('abcdef', { chars: 4 })).toBe('abcd');
    expect(cutToLimit('abc😀', { chars: 4 })).toBe('abc');
    expect(cutToLimit('ab😀', { chars: 4 })).toBe('ab😀');
    expect(cutToLimit('abc', { chars: 4 })).toBe('abc');
  });

  it('cuts to whole lines first, whatever their line breaks', () => {
    expect(cutToLimit('a\nb\r\nc\rd\ne', { chars: 100, lines: 3 })).toBe('a\nb\r\nc');
    expect(cutToLimit('a\nb\nc', { chars: 100, lines: 3 })).toBe('a\nb\nc');
    expect(cutToLimit('a\n\n\n\n', { chars: 100, lines: 2 })).toBe('a\n');
    expect(cutToLimit('aaaa\nbbbb\ncccc', { chars: 7, lines: 2 })).toBe('aaaa\nbb');
  });

  it('keeps every text within its limit as it is, and cuts any other to a start of it within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '😀', '\n', '\r', '\r\n', ' '), maxLength: 60 }), fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 10 }), (text, chars, lines) => {
        const cut = cutToLimit(text, { chars, lines });
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(chars);
        expect(lineBreaks(cut) + 1).toBeLessThanOrEqual(lines);
        if (text.length <= chars && lineBreaks(text) + 1 <= lines) expect(cut).toBe(text);
        // Never half of a surrogate pair.
        expect(/[\ud800-\udbff]$/.test(cut)).toBe(false);
      }),
    );
  });

  it('says in French what the limit is and what the text measures', () => {
    expect(plain(tooLongMessage({ chars: 1_000_000 }, { chars: 5_242_880, lines: 1 }))).toBe('Texte trop long : 1 000 000 caractères au plus (celui-ci en compte 5 242 880).');
    expect(plain(tooLongMessage({ chars: 200_000, lines: 10_000 }, { chars: 30_000, lines: 15_000 }))).toBe('Texte trop long : 10 000 lignes au plus (celui-ci en compte 15 000).');
    expect(plain(cutMessage({ chars: 200_000, lines: 10_000 }, { chars: 300_000, lines: 20 }))).toBe(
      'Texte trop long : 200 000 caractères au plus (celui-ci en compte 300 000). Seuls les 200 000 premiers caractères sont pris en compte.',
    );
    expect(plain(cutMessage({ chars: 200_000, lines: 10_000 }, { chars: 30_000, lines: 15_000 }))).toBe(
      'Texte trop long : 10 000 lignes au plus (celui-ci en compte 15 000). Seules les 10 000 premières lignes sont prises en compte.',
    );
  });
});
