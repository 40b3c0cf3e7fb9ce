import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../components/data/export';
import { inspectTable, readTable } from '../../components/data/table';
import { exactSum } from '../../components/lib/number';
import { VAT_RATES } from '../../components/lib/vatRates';
import { VAT_AMOUNT_ERROR, VAT_RATE_ERROR } from './vat';
import { batchTable, clipboardTable, guessPriceColumn, priceReading, rowAt, vatBatchJob, type VatBatchJob, type VatBatchOutcome } from './vatBatch';

const rowsOf = (outcome: VatBatchOutcome) => Array.from({ length: outcome.count }, (_, i) => rowAt(outcome, i));

const convert = (text: string, options: Partial<Omit<VatBatchJob, 'text' | 'reading'>> & { price?: string; rate?: number; rateColumn?: string; header?: string } = {}) => {
  const reading = priceReading(inspectTable(text), options.price ?? '', options.rateColumn ?? '', options.header ?? '', text);
  return vatBatchJob({ text, reading, direction: options.direction ?? 'ttc-to-ht', rate: options.rate ?? 20 }, undefined, readTable);
};

describe('a price list, one price per line', () => {
  // Ten TTC prices at 20 %, each HT worked out by hand (TTC ÷ 1,2, rounded half away from zero to the cent).
  const list = ['49,90', '189', '2,01', '0,99', '12,50 €', '1 234,56', '19.99', '7,45', '100', '1,859'];
  const ht = [41.58, 157.5, 1.68, 0.83, 10.42, 1028.8, 16.66, 6.21, 83.33, 1.55];
  const vat = [8.32, 31.5, 0.33, 0.16, 2.08, 205.76, 3.33, 1.24, 16.67, 0.309];

  it('converts each price once, the VAT being TTC − HT as shown, and totals the rounded figures', () => {
    const outcome = convert(`${list.join('\n')}\n\n   \n`);
    expect(rowsOf(outcome).map((row) => row.breakdown?.ht)).toEqual(ht);
    expect(rowsOf(outcome).map((row) => row.breakdown?.vat)).toEqual(vat);
    // The TTC typed is kept as typed (1,859 is a fuel price), never rounded.
    expect(rowsOf(outcome).map((row) => row.breakdown?.ttc)).toEqual([49.9, 189, 2.01, 0.99, 12.5, 1234.56, 19.99, 7.45, 100, 1.859]);
    // 41,58 + 157,50 + … + 1,55, and the sum of the prices typed.
    expect(outcome.totals).toEqual({ ht: 1348.56, vat: 269.699, ttc: 1618.259 });
    // Rounding the exact sum (1 618,259 ÷ 1,2 = 1 348,549…) would give 1 348,55: not what the column adds up to.
    expect(exactSum(...ht)).toBe(1348.56);
    expect(outcome.valid).toBe(10);
    expect(outcome.invalid).toBe(0);
    expect(outcome.columns).toEqual(['Montant saisi']);
  });

  it('flags a line whose price is not a valid amount on its row, out of the totals', () => {
    const outcome = convert('10\nabc\n-5\n12');
    expect(rowsOf(outcome).map((row) => row.error ?? null)).toEqual([null, VAT_AMOUNT_ERROR, VAT_AMOUNT_ERROR, null]);
    expect(outcome.totals.ttc).toBe(22);
    expect(outcome.invalid).toBe(2);
    expect(clipboardTable(outcome).split('\n')).toEqual([
      'Montant saisi\tMontant HT\tTVA\tMontant TTC\tRemarque',
      '10\t8,33\t1,67\t10\t',
      'abc\t\t\t\tVeuillez entrer un montant valide',
      '-5\t\t\t\tVeuillez entrer un montant valide',
      '12\t10\t2\t12\t',
      'Total\t18,33\t3,67\t22\t',
    ]);
  });

  it('adds the VAT to HT prices, and starts from VAT amounts', () => {
    expect(rowsOf(convert('0,125\n100', { direction: 'ht-to-ttc' })).map((row) => row.breakdown)).toEqual([
      { ht: 0.125, vat: 0.025, ttc: 0.15 },
      { ht: 100, vat: 20, ttc: 120 },
    ]);
    expect(rowAt(convert('5,5', { direction: 'vat-to-prices', rate: 5.5 }), 0).breakdown).toEqual({ ht: 100, vat: 5.5, ttc: 105.5 });
  });

  it('reads French decimals as amounts, not as columns separated by commas', () => {
    const text = '12,50\n49,90\n1 234,56 €\n';
    expect(inspectTable(text)?.delimiter).toBe(',');
    expect(priceReading(inspectTable(text), '', '', '', text)).toBeNull();
    expect(convert(text).totals.ttc).toBe(1296.96);
    // A bad line among them is flagged on its row; the others stay amounts.
    const withBadLine = `${'12,50\n'.repeat(9)}abc\n`;
    expect(inspectTable(withBadLine)?.delimiter).toBe(',');
    expect(convert(withBadLine).totals.ttc).toBe(112.5);
    expect(convert(withBadLine).invalid).toBe(1);
  });

  it('reads a dot as the other prices of the list do: thousands among French prices, a decimal among English ones', () => {
    // `1.200` among prices written `19,99`: one thousand two hundred, as a French price list means it.
    expect(rowsOf(convert('1.200\n2.500\n19,99')).map((row) => row.breakdown?.ttc)).toEqual([1200, 2500, 19.99]);
    // Nothing in the list says otherwise: still the French reading.
    expect(rowsOf(convert('1.200\n3 000')).map((row) => row.breakdown?.ttc)).toEqual([1200, 3000]);
    // Among `12.50`, the same text is one and a fifth, and `1,234.56` is a price.
    expect(rowsOf(convert('1.200\n12.50\n1,234.56', { header: 'non' })).map((row) => row.breakdown?.ttc)).toEqual([1.2, 12.5, 1234.56]);
  });

  it('takes a column copied with its title as named by it', () => {
    const outcome = convert('Prix TTC\n12\n24\n');
    expect(outcome.columns).toEqual(['Prix TTC']);
    expect(outcome.invalid).toBe(0);
    expect(outcome.totals).toEqual({ ht: 30, vat: 6, ttc: 36 });
    // Any other text is a line to correct.
    expect(convert('Chaise\n12').invalid).toBe(1);
  });

    it('gives nothing for an empty list', () => {
    const outcome = convert(' \n\n');
    expect(outcome.count).toBe(0);
    expect(clipboardTable(outcome)).toBe('');
  });
});

describe('a price list that is a table', () => {
  const csv = 'Réf.;Désignation;Prix TTC;Taux de TVA\r\nA-001;Chaise;49,90;20 %\r\nA-002;Pain;2,11;5,5\r\n\r\nA-003;Livre "poche";7,50;\r\nA-004;Lot;;20\r\nA-005;Vin;12;150\r\n';

  it('guesses the price and rate columns by their names, keeps every column and applies each row its rate', () => {
    const reading = priceReading(inspectTable(csv), '', '', '');
    expect(reading).toEqual({ delimiter: ';', header: true, price: 2, rate: 3 });
    const outcome = convert(csv, { rate: 10 });
    expect(outcome.columns).toEqual(['Réf.', 'Désignation', 'Prix TTC', 'Taux de TVA']);
    expect(outcome.perRowRate).toBe(true);
    expect(rowsOf(outcome).map((row) => [row.rate, row.breakdown, row.error ?? null])).toEqual([
      [20, { ht: 41.58, vat: 8.32, ttc: 49.9 }, null],
      [5.5, { ht: 2, vat: 0.11, ttc: 2.11 }, null],
      // An empty rate cell takes the chosen rate: 7,50 ÷ 1,10 = 6,8181…
      [10, { ht: 6.82, vat: 0.68, ttc: 7.5 }, null],
      [20, null, VAT_AMOUNT_ERROR],
      [10, null, VAT_RATE_ERROR],
    ]);
    expect(outcome.totals).toEqual({ ht: 50.4, vat: 9.11, ttc: 59.51 });
    // French Excel's CSV: `;`, decimal comma, the quote doubled, the total line last.
    expect(toCsv(batchTable(outcome), ';')).toBe(
      [
        'Réf.;Désignation;Prix TTC;Taux de TVA;Montant HT;TVA;Montant TTC;Taux de TVA appliqué;Remarque',
        'A-001;Chaise;49,90;20 %;41,58;8,32;49,9;20;',
        'A-002;Pain;2,11;5,5;2;0,11;2,11;5,5;',
        'A-003;"Livre ""poche""";7,50;;6,82;0,68;7,5;10;',
        'A-004;Lot;;20;;;;;Veuillez entrer un montant valide',
        `A-005;Vin;12;150;;;;;${VAT_RATE_ERROR}`,
        'Total;;;;50,4;9,11;59,51;;',
        '',
      ].join('\r\n'),
    );
    expect(toCsv(batchTable(outcome), ',').split('\r\n')[6]).toBe('Total,,,,50.4,9.11,59.51,,');
  });

  it('reads a rate an Excel cell holds as a fraction (0,2 shown « 20 % ») as that percentage', () => {
    const sheet = 'Réf.\tPrix TTC\tTaux de TVA\nA\t120\t0,2\nB\t105,5\t0,055';
    expect(rowsOf(convert(sheet, { rate: 10 })).map((row) => [row.rate, row.breakdown?.ht])).toEqual([
      [20, 100],
      [5.5, 100],
    ]);
  });

  it('takes the chosen columns, or none for the rate', () => {
    const outcome = convert(csv, { rateColumn: 'aucune' });
    expect(outcome.perRowRate).toBe(false);
    expect(rowAt(outcome, 1).breakdown).toEqual({ ht: 1.76, vat: 0.35, ttc: 2.11 });
    expect(priceReading(inspectTable(csv), '1', '3', 'non')).toEqual({ delimiter: ';', header: false, price: 0, rate: 2 });
    // A rate column cannot be the price column.
    expect(priceReading(inspectTable(csv), '3', '3', '')?.rate).toBeNull();
  });

  it('without a header, takes the first column of prices with decimals, not a numeric reference', () => {
    const paste = '1001\tChaise\t49,90\n1002\tTable\t189,00\n1003\tLampe\t25,00\n';
    const shape = inspectTable(paste)!;
    expect(shape.header).toBe(false);
    expect(guessPriceColumn(shape, false)).toBe(2);
    const outcome = convert(paste);
    expect(outcome.columns).toEqual(['Colonne 1', 'Colonne 2', 'Colonne 3']);
    expect(outcome.totals).toEqual({ ht: 219.91, vat: 43.99, ttc: 263.9 });
  });
});

describe('properties', () => {
  const rates = fc.constantFrom(...VAT_RATES);
  const cents = fc.integer({ min: 0, max: 10_000_000 });
  const asPrice = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
  /** a × b ÷ c rounded half away from zero, on integers. */
  const rounded = (a: bigint, b: bigint, c: bigint) => {
    const q = (a * b) / c;
    return (a * b - q * c) * 2n >= c ? q + 1n : q;
  };
  const toCents = (value: number) => BigInt(Math.round(value * 100));

  it('each row is its price converted and rounded once to the cent, and total HT + total TVA = total TTC to the cent', () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 60 }), rates, fc.boolean(), (prices, rate, fromHt) => {
        const outcome = vatBatchJob({ text: prices.map(asPrice).join('\n'), reading: null, direction: fromHt ? 'ht-to-ttc' : 'ttc-to-ht', rate });
        const tenths = BigInt(Math.round(rate * 10));
        rowsOf(outcome).forEach((row, i) => {
          const c = BigInt(prices[i]!);
          const { ht, vat, ttc } = row.breakdown!;
          if (fromHt) {
            expect(toCents(ht)).toBe(c);
            expect(toCents(ttc)).toBe(rounded(c, 1000n + tenths, 1000n));
          } else {
            expect(toCents(ttc)).toBe(c);
            expect(toCents(ht)).toBe(rounded(c, 1000n, 1000n + tenths));
          }
          expect(toCents(vat)).toBe(toCents(ttc) - toCents(ht));
        });
        const sum = (key: 'ht' | 'vat' | 'ttc') => rowsOf(outcome).reduce((total, row) => total + toCents(row.breakdown![key]), 0n);
        expect(toCents(outcome.totals.ht)).toBe(sum('ht'));
        expect(toCents(outcome.totals.vat)).toBe(sum('vat'));
        expect(toCents(outcome.totals.ttc)).toBe(sum('ttc'));
        expect(exactSum(outcome.totals.ht, outcome.totals.vat)).toBe(outcome.totals.ttc);
      }),
    );
  });

  it('never gives NaN, Infinity or -0, whatever the lines', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), rates, (lines, rate) => {
        const outcome = vatBatchJob({ text: lines.join('\n'), reading: null, direction: 'ttc-to-ht', rate });
        const figures = [outcome.totals.ht, outcome.totals.vat, outcome.totals.ttc, ...rowsOf(outcome).flatMap((row) => (row.breakdown ? [row.breakdown.ht, row.breakdown.vat, row.breakdown.ttc] : []))];
        for (const value of figures) expect(Number.isFinite(value) && !Object.is(value, -0)).toBe(true);
        expect(outcome.valid + outcome.invalid).toBe(rowsOf(outcome).length);
      }),
    );
  });
});
