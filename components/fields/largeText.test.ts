import { describe, expect, it } from 'vitest';
import { firstLines, lineCount, measureText, modeFor, overLimit, overLimitMessage, EDITOR_MAX_LINES, PLAIN_MAX_CHARS, PLAIN_MAX_LINES } from './largeText';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('largeText', () => {
  it('measures lines (LF, CR LF, CR), the longest line and a final line break in one pass', () => {
    expect(measureText('ab\r\ncde\rf\n')).toEqual({ chars: 10, lines: 4, longestLine: 3, finalBreak: true });
    expect(lineCount(measureText('ab\r\ncde\rf\n'))).toBe(3);
    expect(lineCount(measureText(''))).toBe(0);
  });

  it('chooses the text area, the editor or the preview by size', () => {
    expect(modeFor(measureText('a\n'.repeat(PLAIN_MAX_LINES - 1)))).toBe('plain');
    expect(modeFor(measureText(`${'a'.repeat(99)}\n`.repeat(PLAIN_MAX_CHARS / 100 + 1)))).toBe('editor');
    expect(modeFor(measureText('a\n'.repeat(PLAIN_MAX_LINES)))).toBe('editor');
    expect(modeFor(measureText('a\n'.repeat(EDITOR_MAX_LINES)))).toBe('preview');
    // One line of a minified file: too long a block for the editor.
    expect(modeFor(measureText('x'.repeat(150_000)))).toBe('preview');
  });

  it('says the hard limit in French with the size received', () => {
    expect(overLimit({ chars: 50_000_001, lines: 1, longestLine: 0, finalBreak: false })).toBe(true);
    expect(plain(overLimitMessage({ chars: 50_000_001, lines: 1 }))).toBe('Texte trop long : 50 000 000 caractères au plus (celui-ci en compte 50 000 001). Le texte précédent est conservé.');
  });

  it('cuts the first lines of a text, and a first line too long for a preview', () => {
    expect(firstLines('a\nb\nc\nd', 2)).toBe('a\nb');
    expect(firstLines('a\nb', 5)).toBe('a\nb');
    expect(firstLines('x'.repeat(50), 2, 10)).toBe('x'.repeat(10));
  });
});
