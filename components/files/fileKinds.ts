import { formatMegabytes } from '../fields/largeText';

/**
 * The files the text tools take, as the page needs them before any file is read (the file input's `accept`, the
 * size limit and its message): apart from readTextFile.ts, so that the page does not carry the reading code.
 */

export type FileKind = 'txt' | 'csv' | 'md' | 'docx' | 'xlsx';

/** The extensions of each kind. */
const EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  txt: ['txt', 'text', 'log', 'list'],
  csv: ['csv', 'tsv', 'tab'],
  md: ['md', 'markdown'],
  docx: ['docx'],
  xlsx: ['xlsx'],
};

/** The largest file taken (50 Mo, as file managers count: 50 000 000 bytes). */
export const MAX_FILE_BYTES = 50_000_000;

/** `accept` of the file input for these kinds: `.txt,.csv,text/plain,text/csv`. */
export function acceptOf(kinds: readonly FileKind[]): string {
  const types: Record<FileKind, string> = {
    txt: 'text/plain',
    csv: 'text/csv,text/tab-separated-values',
    md: 'text/markdown',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
  return [...kinds.flatMap((kind) => EXTENSIONS[kind].map((ext) => `.${ext}`)), ...kinds.map((kind) => types[kind])].join(',');
}

/** « .txt, .csv ou .md »: what a tool takes, said to users. */
export function kindsText(kinds: readonly FileKind[]): string {
  const names = kinds.map((kind) => `.${kind}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : (names[0] ?? '');
}

/** The kind of a file from its name (then its type), or null when the tool does not take it. */
export function kindOf(file: Pick<File, 'name' | 'type'>, kinds: readonly FileKind[]): FileKind | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const byName = kinds.find((kind) => EXTENSIONS[kind].includes(extension));
  if (byName) return byName;
  if (extension === '' && file.type.startsWith('text/') && kinds.includes('txt')) return 'txt';
  return null;
}

/** Said before any work when a file is larger than MAX_FILE_BYTES; the text that was there stays. */
export function tooLargeFileMessage(bytes: number): string {
  return `Fichier trop volumineux\u00a0: ${formatMegabytes(MAX_FILE_BYTES)} au plus (celui-ci pèse ${formatMegabytes(bytes)}). Le texte précédent est conservé.`;
}

