/**
 * The UTM builder's bulk mode: every line tagged with the same parameters, and the CSV. Pure logic (no
 * React, no DOM); loaded with that mode only (UtmBulkResults.tsx).
 */
import { buildUtmUrl, type UtmFields } from './utmBuilder';
import { bulkLines, MAX_BULK_LINES } from './utmExtras';

export const BULK_LINE_ERROR = 'URL invalide';

export interface BulkRow {
  /** 1-based line number in the text typed. */
  line: number;
  input: string;
  /** The tagged URL, '' when the line is not a usable address. */
  url: string;
  error?: string;
}

export interface BulkResult {
  rows: BulkRow[];
  valid: number;
  invalid: number;
  tooMany: boolean;
}

/** Tags every non-empty line with the same parameters (the first MAX_BULK_LINES of them). Never throws. */
export function buildBulk(text: string, fields: Omit<UtmFields, 'url'>): BulkResult {
  const lines = bulkLines(text);
  const rows = lines.slice(0, MAX_BULK_LINES).map(({ line, input }): BulkRow => {
    const result = buildUtmUrl({ ...fields, url: input });
    return result.ok ? { line, input, url: result.url } : { line, input, url: '', error: BULK_LINE_ERROR };
  });
  const invalid = rows.filter((r) => r.error).length;
  return { rows, valid: rows.length - invalid, invalid, tooMany: lines.length > MAX_BULK_LINES };
}

/** One CSV field, quoted as RFC 4180 says when it holds the separator, a quote or a line break. */
export function csvField(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The bulk result as CSV: a header, one record per line typed (invalid ones with their error), CRLF line
 * ends (RFC 4180), `;` between fields (what Excel expects with French regional settings, where `,` is the
 * decimal separator), preceded by a UTF-8 byte order mark so that Excel reads accents correctly.
 */
export function bulkCsv(rows: readonly BulkRow[], separator = ';'): string {
  const records = [['Ligne', 'URL d’origine', 'URL de campagne', 'Erreur'], ...rows.map((r) => [String(r.line), r.input, r.url, r.error ?? ''])];
  return `\ufeff${records.map((record) => record.map((f) => csvField(f, separator)).join(separator)).join('\r\n')}\r\n`;
}
