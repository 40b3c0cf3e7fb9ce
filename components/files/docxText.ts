import mammoth from 'mammoth';

/** The text of a Word document (.docx), paragraphs separated by a blank line, through mammoth. */
export async function docxText(bytes: Uint8Array): Promise<string> {
  return (await mammoth.extractRawText({ arrayBuffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer })).value;
}
