import { measureText, overLimit, overLimitMessage } from '../fields/largeText';
import { decodeText, ENCODING_NAMES, type TextEncodingName } from './decodeText';
import { kindOf, kindsText, MAX_FILE_BYTES, tooLargeFileMessage, type FileKind } from './fileKinds';

/**
 * A file chosen or dropped by the user, read as text: a `.txt`, `.csv` or `.md` decoded (UTF-8, UTF-16 or
 * Windows-1252: decodeText.ts), a `.docx` through mammoth (docxText.ts), an `.xlsx`'s first sheet as a table
 * (xlsxText.ts), each library loaded then and only then. Runs in a worker for big files
 * (textFile.worker.ts, through importTextFile.ts), on the page for small ones; never throws: a file that cannot be
 * taken gives a French message, before any work when its size says so.
 */

export * from './fileKinds';

export const notTakenMessage = (name: string, kinds: readonly FileKind[]) =>
  `«\u00a0${name}\u00a0» n’est pas un fichier que cet outil lit\u00a0: choisissez un fichier ${kindsText(kinds)}.`;
export const NOT_TEXT = 'Ce fichier ne contient pas de texte lisible (fichier binaire ou abîmé).';
export const DOCX_FAILED = 'Ce document Word n’a pas pu être lu (fichier abîmé, protégé par un mot de passe ou ancien format .doc).';
export const XLSX_FAILED = 'Ce classeur Excel n’a pas pu être lu (fichier abîmé, protégé par un mot de passe ou ancien format .xls).';

/** The kinds that are documents rather than text: read by a library, in their own worker. */
export type DocumentKind = Extract<FileKind, 'docx' | 'xlsx'>;
export const isDocument = (kind: FileKind): kind is DocumentKind => kind === 'docx' || kind === 'xlsx';
/** A document's text from its bytes: given by the worker or page that may load the document's library. */
export type DocumentReader = (bytes: Uint8Array, kind: DocumentKind) => Promise<string>;
export const READ_FAILED = 'Le fichier n’a pas pu être lu (supprimé, déplacé ou inaccessible).';

export interface TextFileJob {
  file: File;
  kinds: readonly FileKind[];
}

export type TextFileOutcome =
  | {
      ok: true;
      text: string;
      kind: FileKind;
      /** How the file was read, said to users: `UTF-8`, `Windows-1252`, `Word`, `Excel`. */
      reading: string;
      encoding: TextEncodingName | null;
    }
  | { ok: false; message: string };

/** The file's bytes, read in slices so that the progress shows (`onProgress` gets the share read). */
async function bytesOf(file: File, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  const slice = 4 * 1024 * 1024;
  for (let at = 0; at < file.size; at += slice) {
    bytes.set(new Uint8Array(await file.slice(at, at + slice).arrayBuffer()), at);
    onProgress(Math.min(1, (at + slice) / file.size) * 0.8);
  }
  return bytes;
}

/**
 * Reads `job.file`. `document` extracts a Word document's text or an Excel sheet's table: given by the worker or page
 * that may load mammoth or the sheet reader, so that the plain-text worker carries neither.
 */
export async function readTextFile(
  { file, kinds }: TextFileJob,
  onProgress: (fraction: number) => void = () => {},
  document?: DocumentReader,
): Promise<TextFileOutcome> {
  const kind = kindOf(file, kinds);
  if (!kind) return { ok: false, message: notTakenMessage(file.name, kinds) };
  if (file.size > MAX_FILE_BYTES) return { ok: false, message: tooLargeFileMessage(file.size) };
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(file, onProgress);
  } catch {
    return { ok: false, message: READ_FAILED };
  }
  let text: string;
  let encoding: TextEncodingName | null = null;
  if (isDocument(kind)) {
    try {
      if (!document) throw new Error(`Pas de lecteur de .${kind} ici`);
      text = await document(bytes, kind);
    } catch {
      return { ok: false, message: kind === 'docx' ? DOCX_FAILED : XLSX_FAILED };
    }
  } else {
    ({ text, encoding } = decodeText(bytes));
    if (text.slice(0, 4096).includes('\u0000')) return { ok: false, message: NOT_TEXT };
  }
  onProgress(0.95);
  const size = measureText(text);
  if (overLimit(size)) return { ok: false, message: overLimitMessage(size) };
  return { ok: true, text, kind, encoding, reading: encoding ? ENCODING_NAMES[encoding] : kind === 'xlsx' ? 'Excel' : 'Word' };
}
