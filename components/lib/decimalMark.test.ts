import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalMarkOf, readFigure } from './decimalMark';
import { formatNumber } from './number';

describe('numbers of a whole file', () => {
  it('reads French and English numbers, and leaves out what is no figure', () => {
    expect(readFigure('1 234,56 €', ',')).toBe(1234.56);
    expect(readFigure('1.234,56', ',')).toBe(1234.56);
    expect(readFigure('12,3 %', ',')).toBe(12.3);
    expect(readFigure('1,234.56', '.')).toBe(1234.56);
    expect(readFigure('$2,310', '.')).toBe(2310);
    expect(readFigure('--', ',')).toBe(null);
    expect(readFigure('', ',')).toBe(null);
    expect(readFigure('1,2,3', ',')).toBeNaN();
    expect(decimalMarkOf(['1,234', '12.5'], ',')).toBe('.');
    expect(decimalMarkOf(['1 234,5'], '.')).toBe(',');
    expect(decimalMarkOf(['1,234'], ',')).toBe(',');
  });

  it('property: a figure written the French way reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const value = whole + Math.sign(whole || 1) * cents / 100;
        expect(readFigure(formatNumber(value), ',')).toBe(Number(value.toFixed(2)));
      }),
    );
  });

  it('takes the mark a number of the file shows, else the fallback', () => {
    // A price list typed the French way: the dot groups thousands.
    expect(decimalMarkOf(['1.200', '2.500', '19,99'], '.')).toBe(',');
    expect(readFigure('1.200', ',')).toBe(1200);
    // An English export: the same text is one and a fifth.
    expect(decimalMarkOf(['1.200', '12.50'], ',')).toBe('.');
    expect(readFigure('1.200', '.')).toBe(1.2);
    // Nothing decides (integers, three digits after every mark): the French reading.
    expect(decimalMarkOf(['1.200', '3', '2.000'], ',')).toBe(',');
  });
});
