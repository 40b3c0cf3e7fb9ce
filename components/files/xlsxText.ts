import { readSheet } from 'read-excel-file/universal';
import { toClipboardTable, type Cell } from '../data/export';

/** A date cell as a spreadsheet's ISO form (2026-11-30): what the table reader and people read alike. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first sheet of an Excel workbook (.xlsx) as the text a spreadsheet's copy gives (cells separated by tabs,
 * numbers with a decimal comma), through read-excel-file: the tools then read it as a pasted table.
 */
export async function xlsxText(bytes: Uint8Array): Promise<string> {
  const rows = await readSheet(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const cells = rows.map((row) =>
    row.map((cell): Cell => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'number') return cell;
      if ((cell as unknown) instanceof Date) return isoDate(cell as unknown as Date);
      return String(cell);
    }),
  );
  return toClipboardTable(cells);
}
