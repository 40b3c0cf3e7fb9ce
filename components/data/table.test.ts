import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listReading } from './ColumnChoice';
import { formatNumber } from '../lib/number';
import { clipboardCells, csvFile, numberCell, quoteCell, textFile, toClipboardTable, toCsv } from './export';
import { lineAt, lineListOf, lineTotal } from './lineList';
import { inspectTable, looksLikeHeader, readTable } from './table';

describe('inspectTable', () => {
  it('finds the separator and the header of a French Excel export', () => {
    const shape = inspectTable('Nom;E-mail;Ville\nMartin;jean@exemple.fr;Lyon\nPetit;lea@exemple.fr;"Paris; 11e"\n');
    expect(shape).toMatchObject({ delimiter: ';', columns: 3, header: true, names: ['Nom', 'E-mail', 'Ville'] });
    expect(shape?.sample[1]).toEqual(['Petit', 'lea@exemple.fr', 'Paris; 11e']);
  });

  it('reads a paste of spreadsheet columns (tabs), without a header', () => {
    expect(inspectTable('jean@exemple.fr\tJean\nlea@exemple.fr\tLéa\n')).toMatchObject({ delimiter: '\t', columns: 2, header: false });
  });

  it('leaves a plain list alone, even with a comma here and there', () => {
    expect(inspectTable('jean@exemple.fr\nlea@exemple.fr\nmarc@exemple.fr')).toBeNull();
    expect(inspectTable('Dupont, Jean\nMartin\nPetit, Léa\nBernard')).toBeNull();
  });

  it('tells a header from data as csv.Sniffer does: text above numbers, addresses or dates', () => {
    expect(looksLikeHeader(['Produit', 'Prix'], [['Chaise', '12,50'], ['Table', '99']])).toBe(true);
    expect(looksLikeHeader(['Chaise', '12,50'], [['Table', '99']])).toBe(false);
    expect(looksLikeHeader(['jean@exemple.fr', 'Jean'], [['lea@exemple.fr', 'Léa']])).toBe(false);
  });
});

describe('listReading', () => {
  const shape = inspectTable('Nom;E-mail\nMartin;jean@exemple.fr\nPetit;lea@exemple.fr\n')!;
  it('takes the likely column by its name, the user’s choice, or the whole line', () => {
    expect(listReading(shape, '', '', /^e-?mail$/)).toEqual({ delimiter: ';', header: true, column: 1 });
    expect(listReading(shape, '1', '', /^e-?mail$/)).toEqual({ delimiter: ';', header: true, column: 0 });
    expect(listReading(shape, 'ligne', 'non', /^e-?mail$/)).toEqual({ delimiter: ';', header: false, column: null });
    expect(listReading(shape, '9', '', /^nom$/)).toEqual({ delimiter: ';', header: true, column: 0 });
    expect(listReading(null, '2', 'oui', /x/)).toBeNull();
  });
});

describe('readTable', () => {
  it('reads quoted fields (separators, quotes, line breaks) as RFC 4180 says, and sets the header apart', () => {
    const text = 'Nom,Note\r\n"Martin, Jean","Il a dit ""oui""\npuis non"\r\n\r\nPetit,ok\r\n';
    expect(readTable(text, { delimiter: ',', header: true })).toEqual({
      header: ['Nom', 'Note'],
      rows: [
        ['Martin, Jean', 'Il a dit "oui"\npuis non'],
        ['Petit', 'ok'],
      ],
    });
  });

  it('reads a long table in chunks with its progress, the same records', () => {
    const text = Array.from({ length: 60_000 }, (_, i) => `n${i};"a;${i}";x`).join('\n');
    const fractions: number[] = [];
    const { rows } = readTable(text, { delimiter: ';', header: false }, (f) => fractions.push(f));
    expect(rows).toHaveLength(60_000);
    expect(rows[59_999]).toEqual(['n59999', 'a;59999', 'x']);
    expect(fractions.at(-1)).toBe(1);
  });
});

describe('exports', () => {
  it('writes a number cell as formatNumber does, with every digit and no grouping, quickly for prices', () => {
    const slow = (value: number) => formatNumber(value, { decimals: 10, minDecimals: 0 }).replace(/[\s\u202f\u00a0]/g, '');
    const cents = fc.integer({ min: -1e12, max: 1e12 }).map((c) => c / 100);
    fc.assert(
      fc.property(fc.oneof(cents, fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e16, max: 1e16 }), fc.constantFrom(0.1 + 0.2, 1.859, 0.0024, -0, 1e-7, 123456789012.3456)), (value) => {
        expect(numberCell(value, true)).toBe(slow(value));
        expect(numberCell(value, false)).toBe(slow(value).replace(',', '.'));
      }),
    );
  });

  it('writes CSV for French Excel (;, decimal comma) or the international form, quoting what needs it', async () => {
    const rows = [['Titre', 'Prix'], ['Chaise; bois', 12.5], ['Dit "bonjour"', 1234]];
    expect(toCsv(rows, ';')).toBe('Titre;Prix\r\n"Chaise; bois";12,5\r\n"Dit ""bonjour""";1234\r\n');
    expect(toCsv(rows, ',')).toBe('Titre,Prix\r\nChaise; bois,12.5\r\n"Dit ""bonjour""",1234\r\n');
    expect([...new Uint8Array(await csvFile('a;b\r\n').arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x3b, 0x62, 0x0d, 0x0a]);
    expect(quoteCell(' espace', ',')).toBe('" espace"');
  });

  it('copies a table as spreadsheets take a paste: tabs and line breaks', () => {
    expect(toClipboardTable([['a', 'b\tc'], ['1,5', 2.25]])).toBe('a\t"b\tc"\n1,5\t2,25');
  });

  it('reads back the cells of any row it copies', () => {
    fc.assert(
      fc.property(fc.array(fc.string().filter((cell) => !/[\r\n]/.test(cell)), { minLength: 1, maxLength: 5 }), (row) => {
        expect(clipboardCells(toClipboardTable([row]))).toEqual(row);
      }),
    );
  });

  it('writes a .txt with CRLF line ends and a final one', async () => {
    expect(await textFile('été\nœuf').text()).toBe('été\r\nœuf\r\n');
    expect(await textFile('').text()).toBe('');
  });

  it('round-trips any table through CSV and Papa Parse', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 8 }), (table) => {
        const width = table[0]!.length;
        const rows = table.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? 'x'));
        const back = readTable(toCsv(rows, ';'), { delimiter: ';', header: false }).rows;
        expect(back).toEqual(rows.filter((row) => row.some((cell) => cell.trim() !== '')));
      }),
    );
  });
});

describe('lineList', () => {
  it('gives each line back from one text and its starts', () => {
    const list = lineListOf(['a', '', 'été', 'dernière']);
    expect(list.text).toBe('a\n\nété\ndernière');
    expect(lineTotal(list)).toBe(4);
    expect([0, 1, 2, 3].map((i) => lineAt(list, i))).toEqual(['a', '', 'été', 'dernière']);
    expect(lineAt(list, 9)).toBe('');
  });
});
