import writeXlsxFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { readTextFile, XLSX_FAILED } from './readTextFile';
import { xlsxText } from './xlsxText';

/** A workbook written by write-excel-file, as Excel saves one. */
async function workbook(rows: (string | number | Date | null)[][]): Promise<Uint8Array> {
  const blob = await writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : value instanceof Date ? { value, format: 'yyyy-mm-dd' } : { value })))).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

describe('xlsxText', () => {
  it('gives the first sheet as a spreadsheet copy: tabs, decimal commas, ISO dates, quoted cells', async () => {
    const bytes = await workbook([
      ['Campaign name', 'Amount spent (EUR)', 'Link clicks', 'Day'],
      ['Retargeting', 1204.37, 845, new Date(Date.UTC(2026, 10, 30))],
      ['Soldes\t"hiver"', 0.5, null, null],
    ]);
    expect(await xlsxText(bytes)).toBe('Campaign name\tAmount spent (EUR)\tLink clicks\tDay\nRetargeting\t1204,37\t845\t2026-11-30\n"Soldes\t""hiver"""\t0,5\t\t');
  });

  it('is read as a file by the tools that take .xlsx, and a damaged one says so in French', async () => {
    const bytes = await workbook([['Coût', 'Clics'], [12.5, 4]]);
    const file = new File([bytes as BlobPart], 'export.xlsx');
    expect(await readTextFile({ file, kinds: ['csv', 'xlsx'] }, undefined, xlsxText)).toMatchObject({ ok: true, text: 'Coût\tClics\n12,5\t4', kind: 'xlsx', reading: 'Excel' });
    const damaged = new File([Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2])], 'abime.xlsx');
    expect(await readTextFile({ file: damaged, kinds: ['xlsx'] }, undefined, xlsxText)).toEqual({ ok: false, message: XLSX_FAILED });
  });
});
