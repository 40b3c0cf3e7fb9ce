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

/** Windows-1252's 0x80-0x9F (the rest is Latin-1), from the WHATWG Encoding Standard's index; 0 where it has none. */
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Windows-1252 as the Encoding Standard reads it. Browsers' TextDecoder does; Node 20's drops 0x80-0x9F (€, œ, ’…), so
 * a decoder that fails the check below is replaced by the table.
 */
function windows1252(bytes: Uint8Array): string {
  const native = new TextDecoder('windows-1252');
  if (native.decode(Uint8Array.of(0x80, 0x9c)) === '€œ') return native.decode(bytes);
  const parts: string[] = [];
  const chunk = 8192;
  for (let at = 0; at < bytes.length; at += chunk) {
    const codes = Array.from(bytes.subarray(at, at + chunk), (b) => (b >= 0x80 && b <= 0x9f ? HIGH[b - 0x80]! : b));
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const marked = markedEncoding(bytes);
  // A decoder strips the byte order mark of its own encoding (its `ignoreBOM` is off by default).
  if (marked) return { text: new TextDecoder(marked).decode(bytes), encoding: marked };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: windows1252(bytes), encoding: 'windows-1252' };
  }
}
