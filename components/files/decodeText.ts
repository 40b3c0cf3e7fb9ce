/**
 * A text file's bytes as text: UTF-8 (with or without its byte order mark), UTF-16 when a byte order mark says so
 * (Excel's « Texte Unicode »), and otherwise Windows-1252, the encoding of a CSV saved by Excel on a French Windows:
 * a file that is not valid UTF-8 is read as Windows-1252 rather than shown with « � » in place of its accents.
 * Every byte sequence decodes (Windows-1252 maps all 256 bytes), so this never throws.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** How the encodings are named to users. */
export const ENCODING_NAMES: Readonly<Record<TextEncodingName, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  'windows-1252': 'Windows-1252',
};

export interface DecodedText {
  /** The text, without its byte order mark. */
  text: string;
  encoding: TextEncodingName;
}

/** The encoding a byte order mark announces, if any. */
function markedEncoding(bytes: Uint8Array): TextEncodingName | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const marked = markedEncoding(bytes);
  // A decoder strips the byte order mark of its own encoding (its `ignoreBOM` is off by default).
  if (marked) return { text: new TextDecoder(marked).decode(bytes), encoding: marked };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
