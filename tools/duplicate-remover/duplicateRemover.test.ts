import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineTotal } from '../../components/data/lineList';
import { readTable } from '../../components/data/table';
import { duplicateJob, removeDuplicates, toTextFile } from './duplicateRemover';

describe('removeDuplicates: worked examples', () => {
  it('keeps the first occurrence of each line, in order, and counts', () => {
    expect(removeDuplicates('pomme\npoire\npomme\nkiwi\npoire\npomme')).toEqual({
      lines: ['pomme', 'poire', 'kiwi'],
      text: 'pomme\npoire\nkiwi',
      originalCount: 6,
      uniqueCount: 3,
      removedCount: 3,
      blankCount: 0,
      duplicates: [
        { line: 'pomme', count: 3 },
        { line: 'poire', count: 2 },
      ],
    });
  });

  it.each([
    ['empty text', '', false, [], 0, 0, 0],
    ['only blank lines (the final line break opens none)', '\n  \n\t\n', false, [], 0, 0, 3],
    ['lines trimmed (SPEC.md)', '  Paris\nParis  \n\tParis', false, ['Paris'], 3, 2, 0],
    ['empty lines dropped, not counted as duplicates', 'a\n\n\nb\n\na', false, ['a', 'b'], 3, 1, 3],
    ['case matters by default', 'Paris\nPARIS\nparis', false, ['Paris', 'PARIS', 'paris'], 3, 0, 0],
    ['ignore case keeps the first spelling (SPEC.md)', 'Paris\nPARIS\nparis', true, ['Paris'], 3, 2, 0],
    ['ignore case with French accents', 'ÉTÉ\nété\nÉté\nete', true, ['ÉTÉ', 'ete'], 4, 2, 0],
    ['accents are not ignored', 'ete\nété', true, ['ete', 'été'], 2, 0, 0],
    ['Windows and old Mac line breaks', 'a\r\nb\r\na\rb', false, ['a', 'b'], 4, 2, 0],
    ['no-break spaces trimmed', '\u00a0Lyon\u00a0\nLyon', false, ['Lyon'], 2, 1, 0],
    ['inner spaces matter', 'Saint Malo\nSaint  Malo', false, ['Saint Malo', 'Saint  Malo'], 2, 0, 0],
    ['emails, ignore case', 'Jean@Exemple.fr\njean@exemple.fr\nmarie@exemple.fr', true, ['Jean@Exemple.fr', 'marie@exemple.fr'], 3, 1, 0],
  ] as [string, string, boolean, string[], number, number, number][])(
    '%s',
    (_name, text, ignoreCase, lines, originalCount, removedCount, blankCount) => {
      const result = removeDuplicates(text, { ignoreCase });
      expect(result.lines).toEqual(lines);
      expect(result.text).toBe(lines.join('\n'));
      expect(result.originalCount).toBe(originalCount);
      expect(result.uniqueCount).toBe(lines.length);
      expect(result.removedCount).toBe(removedCount);
      expect(result.blankCount).toBe(blankCount);
    },
  );

  it('treats composed and decomposed accents as the same line, keeping the first spelling', () => {
    expect(removeDuplicates('café\ncafe\u0301').lines).toEqual(['café']);
    expect(removeDuplicates('cafe\u0301\ncafé').lines).toEqual(['cafe\u0301']);
  });

  it('handles 200 000 lines quickly', () => {
    const text = Array.from({ length: 200_000 }, (_, i) => `client-${i % 50_000}@exemple.fr`).join('\n');
    const result = removeDuplicates(text, { ignoreCase: true });
    expect(result.uniqueCount).toBe(50_000);
    expect(result.removedCount).toBe(150_000);
  });
});

const line = fc.oneof(
  fc.constantFrom('Paris', 'PARIS', 'paris', ' Lyon ', 'été', 'ÉTÉ', 'e\u0301te\u0301', '', '  ', 'İstanbul', 'ß', 'SS'),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const list = fc.array(line, { maxLength: 40 });
const breakArb = fc.constantFrom('\n', '\r\n', '\r');

describe('removeDuplicates: properties', () => {
  it('output has no duplicates, preserves first-occurrence order, and the counts add up', () => {
    fc.assert(
      fc.property(list, breakArb, fc.boolean(), (items, br, ignoreCase) => {
        const result = removeDuplicates(items.join(br), { ignoreCase });
        const key = (s: string) => {
          const n = s.normalize('NFC');
          return ignoreCase ? n.toLocaleLowerCase('fr') : n;
        };
        const keys = result.lines.map(key);
        expect(new Set(keys).size).toBe(keys.length);
        // Reference: first occurrence of every key among the trimmed non-empty input lines.
        const trimmed = items
          .join(br)
          .split(/\r\n|\r|\n|\u2028|\u2029/)
          .map((s) => s.trim())
          .filter((s) => s !== '');
        const expected: string[] = [];
        const seen = new Set<string>();
        for (const s of trimmed) {
          if (!seen.has(key(s))) {
            seen.add(key(s));
            expect(s).toBe(s.trim());
            expected.push(s);
          }
        }
        expect(result.lines).toEqual(expected);
        expect(result.originalCount).toBe(trimmed.length);
        expect(result.uniqueCount + result.removedCount).toBe(result.originalCount);
        expect(result.removedCount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is idempotent and the result is a subset of the input lines', () => {
    fc.assert(
      fc.property(list, fc.boolean(), (items, ignoreCase) => {
        const once = removeDuplicates(items.join('\n'), { ignoreCase });
        const twice = removeDuplicates(once.text, { ignoreCase });
        expect(twice.lines).toEqual(once.lines);
        expect(twice.removedCount).toBe(0);
        const input = new Set(items.join('\n').split(/\r\n|\r|\n|\u2028|\u2029/).map((s) => s.trim()));
        for (const l of once.lines) expect(input.has(l)).toBe(true);
      }),
    );
  });

  it('ignore case never keeps more lines than exact comparison', () => {
    fc.assert(
      fc.property(list, (items) => {
        const text = items.join('\n');
        expect(removeDuplicates(text, { ignoreCase: true }).uniqueCount).toBeLessThanOrEqual(
          removeDuplicates(text, { ignoreCase: false }).uniqueCount,
        );
      }),
    );
  });

  it('never throws on any text, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }), fc.boolean(), (text, ignoreCase) => {
        const r = removeDuplicates(text, { ignoreCase });
        expect(Number.isInteger(r.removedCount)).toBe(true);
      }),
    );
  });
});

describe('spaces and line breaks', () => {
  it('a no-break space is a space: « Jean\u00a0Dupont » pasted and « Jean Dupont » typed are duplicates', () => {
    const result = removeDuplicates('Jean\u00a0Dupont\nJean Dupont\nJean\u202fDupont\nJean\tDupont');
    expect(result.lines).toEqual(['Jean\u00a0Dupont']);
    expect(result.removedCount).toBe(3);
  });

  it('the final line break is not a blank line; real blank lines still count (counted by hand)', () => {
    expect(removeDuplicates('a\nb\n').blankCount).toBe(0);
    expect(removeDuplicates('a\r\nb\r\n').blankCount).toBe(0);
    expect(removeDuplicates('a\n\nb\n').blankCount).toBe(1);
    expect(removeDuplicates('a\n\n').blankCount).toBe(1);
    expect(removeDuplicates('\n').blankCount).toBe(1);
  });
});

describe('order, duplicates with counts, inner spaces, .txt file', () => {
  it('sorts A→Z and Z→A in French dictionary order (order written by hand from the French dictionary rules: base letters first, then accents, then case)', () => {
    // In a French dictionary: accents and case only break ties, and numbers are read as numbers here.
    const list = 'zèbre\nÉléphant\nabricot\nécole\nEau\neau\ncôte\ncote\ncôté\ncoté\narticle 10\narticle 2\nœuf\nouvrir';
    const az = ['abricot', 'article 2', 'article 10', 'cote', 'coté', 'côte', 'côté', 'eau', 'Eau', 'école', 'Éléphant', 'œuf', 'ouvrir', 'zèbre'];
    expect(removeDuplicates(list, { sort: 'az' }).lines).toEqual(az);
    expect(removeDuplicates(list, { sort: 'za' }).lines).toEqual([...az].reverse());
    expect(removeDuplicates(list, { sort: 'original' }).lines).toEqual(list.split('\n'));
    // An unknown order is the original one.
    expect(removeDuplicates('b\na', { sort: 'x' as never }).lines).toEqual(['b', 'a']);
  });

  it('lists every duplicated line with its number of occurrences, as counted independently', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 40 }), (items) => {
        const occurrences = new Map<string, number>();
        for (const item of items) occurrences.set(item, (occurrences.get(item) ?? 0) + 1);
        const expected = [...occurrences].filter(([, n]) => n > 1);
        const result = removeDuplicates(items.join('\n'));
        expect(new Map(result.duplicates.map((d) => [d.line, d.count]))).toEqual(new Map(expected));
        // Sum of the extra occurrences is the number removed.
        expect(result.duplicates.reduce((sum, d) => sum + d.count - 1, 0)).toBe(result.removedCount);
        // Most frequent first.
        const counts = result.duplicates.map((d) => d.count);
        expect(counts).toEqual([...counts].sort((x, y) => y - x));
      }),
    );
  });

  it('counts case variants together when case is ignored, under the first spelling', () => {
    const result = removeDuplicates('Paris\nLyon\nPARIS\nparis\nlyon', { ignoreCase: true });
    expect(result.duplicates).toEqual([
      { line: 'Paris', count: 3 },
      { line: 'Lyon', count: 2 },
    ]);
  });

  it('normalises inner spaces on demand, in the comparison and the result', () => {
    const list = 'Jean   Dupont\nJean Dupont\nJean\t Dupont\nMarie  Curie';
    expect(removeDuplicates(list).lines).toEqual(['Jean   Dupont', 'Jean Dupont', 'Jean\t Dupont', 'Marie  Curie']);
    const normal = removeDuplicates(list, { normalizeSpaces: true });
    expect(normal.lines).toEqual(['Jean Dupont', 'Marie Curie']);
    expect(normal.duplicates).toEqual([{ line: 'Jean Dupont', count: 3 }]);
  });

  it('writes the .txt file in UTF-8 with CRLF line ends', async () => {
    const blob = toTextFile(['été', 'œuf']);
    expect(blob.type).toBe('text/plain;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // é = C3 A9, œ = C5 93 (UTF-8), CR LF = 0D 0A; no byte-order mark.
    expect([...bytes]).toEqual([0xc3, 0xa9, 0x74, 0xc3, 0xa9, 0x0d, 0x0a, 0xc5, 0x93, 0x75, 0x66, 0x0d, 0x0a]);
  });
});

describe('a table: the chosen column decides, whole rows are kept', () => {
  const csv = 'Nom;E-mail;Ville\r\nMartin;jean@exemple.fr;Lyon\r\nDupont;JEAN@exemple.fr;Paris\r\nPetit;;Nantes\r\nBernard;lea@exemple.fr;"Paris; 11e"\r\n';
  it('keeps the first row of each address (case ignored), the header apart and rows without an address as they are', () => {
    const outcome = duplicateJob({ text: csv, reading: { delimiter: ';', header: true, column: 1 }, ignoreCase: true, normalizeSpaces: false, sort: 'original' }, undefined, readTable);
    expect(outcome).toMatchObject({ originalCount: 4, uniqueCount: 3, removedCount: 1, emptyKeys: 1, duplicates: [{ line: 'jean@exemple.fr', count: 2 }] });
    expect(outcome.table!.csv).toBe('Nom;E-mail;Ville\r\nMartin;jean@exemple.fr;Lyon\r\nPetit;;Nantes\r\nBernard;lea@exemple.fr;"Paris; 11e"\r\n');
    expect(outcome.copy).toBe('Nom\tE-mail\tVille\nMartin\tjean@exemple.fr\tLyon\nPetit\t\tNantes\nBernard\tlea@exemple.fr\tParis; 11e');
    expect(lineTotal(outcome.list)).toBe(3);
  });

  it('sorts rows by the column in French order', () => {
    const outcome = duplicateJob({ text: csv, reading: { delimiter: ';', header: true, column: 2 }, ignoreCase: false, normalizeSpaces: false, sort: 'az' }, undefined, readTable);
    expect(outcome.table!.csv.split('\r\n').map((row) => row.split(';')[0])).toEqual(['Nom', 'Martin', 'Petit', 'Dupont', 'Bernard', '']);
  });

  it('reads a table whole line by whole line with its header set apart', () => {
    const outcome = duplicateJob({ text: 'Ville\nLyon\nLyon\nParis\n', reading: { delimiter: ';', header: true, column: null }, ignoreCase: false, normalizeSpaces: false, sort: 'original' });
    expect(outcome).toMatchObject({ originalCount: 3, uniqueCount: 2, copy: 'Ville\nLyon\nParis' });
    expect(outcome.table!.csv).toBe('Ville\r\nLyon\r\nParis\r\n');
  });
});
