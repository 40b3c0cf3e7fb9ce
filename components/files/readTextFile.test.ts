import { describe, expect, it } from 'vitest';
import { decodeText } from './decodeText';
import { acceptOf, kindOf, MAX_FILE_BYTES, readTextFile, tooLargeFileMessage } from './readTextFile';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** « Clément;Noël;œuvre;€ » as Excel writes it on a French Windows: one byte per character (Windows-1252 table). */
const WINDOWS_1252 = Uint8Array.from([0x43, 0x6c, 0xe9, 0x6d, 0x65, 0x6e, 0x74, 0x3b, 0x4e, 0x6f, 0xeb, 0x6c, 0x3b, 0x9c, 0x75, 0x76, 0x72, 0x65, 0x3b, 0x80]);

describe('decodeText', () => {
  it('reads UTF-8, with or without its byte order mark', () => {
    const bytes = new TextEncoder().encode('Clément;Noël;œuvre;€');
    expect(decodeText(bytes)).toEqual({ text: 'Clément;Noël;œuvre;€', encoding: 'utf-8' });
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({ text: 'Clément;Noël;œuvre;€', encoding: 'utf-8' });
  });

  it('reads a file that is not valid UTF-8 as Windows-1252 (the bytes of the Windows-1252 code page table)', () => {
    expect(decodeText(WINDOWS_1252)).toEqual({ text: 'Clément;Noël;œuvre;€', encoding: 'windows-1252' });
  });

  it('reads UTF-16 when its byte order mark says so (Excel’s « Texte Unicode »)', () => {
    const le = Uint8Array.from([0xff, 0xfe, 0x65, 0x00, 0xe9, 0x00]);
    expect(decodeText(le)).toEqual({ text: 'eé', encoding: 'utf-16le' });
    expect(decodeText(Uint8Array.from([0xfe, 0xff, 0x00, 0x65, 0x00, 0xe9]))).toEqual({ text: 'eé', encoding: 'utf-16be' });
  });
});

describe('readTextFile', () => {
  it('takes the kinds a tool reads, by extension, and says which in French otherwise', async () => {
    expect(kindOf({ name: 'Clients.CSV', type: '' }, ['txt', 'csv'])).toBe('csv');
    expect(kindOf({ name: 'notes', type: 'text/plain' }, ['txt'])).toBe('txt');
    expect(kindOf({ name: 'photo.png', type: 'image/png' }, ['txt', 'csv'])).toBeNull();
    expect(acceptOf(['txt', 'md'])).toBe('.txt,.text,.log,.list,.md,.markdown,text/plain,text/markdown');
    const outcome = await readTextFile({ file: new File(['x'], 'photo.png'), kinds: ['txt', 'csv'] });
    expect(outcome.ok).toBe(false);
    expect(plain((outcome as { message: string }).message)).toBe('« photo.png » n’est pas un fichier que cet outil lit : choisissez un fichier .txt ou .csv.');
  });

  it('reads a Windows-1252 export with its accents, and says how it was read', async () => {
    const outcome = await readTextFile({ file: new File([WINDOWS_1252], 'export.csv'), kinds: ['txt', 'csv'] });
    expect(outcome).toMatchObject({ ok: true, text: 'Clément;Noël;œuvre;€', kind: 'csv', reading: 'Windows-1252' });
  });

  it('refuses a file past 50 Mo before reading it, and a binary file', async () => {
    const huge = { name: 'gros.txt', type: 'text/plain', size: MAX_FILE_BYTES + 1 } as File;
    expect(await readTextFile({ file: huge, kinds: ['txt'] })).toEqual({ ok: false, message: tooLargeFileMessage(MAX_FILE_BYTES + 1) });
    expect(plain(tooLargeFileMessage(61_300_000))).toBe('Fichier trop volumineux : 50 Mo au plus (celui-ci pèse 61 Mo). Le texte précédent est conservé.');
    const binary = await readTextFile({ file: new File([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])], 'archive.txt'), kinds: ['txt'] });
    expect(binary).toEqual({ ok: false, message: 'Ce fichier ne contient pas de texte lisible (fichier binaire ou abîmé).' });
  });

  it('refuses a file of more than 2 000 000 lines, in French, before the tool sees it', async () => {
    const outcome = await readTextFile({ file: new File(['a\n'.repeat(2_000_001)], 'liste.txt'), kinds: ['txt'] });
    expect(outcome.ok).toBe(false);
    expect(plain((outcome as { message: string }).message)).toBe('Texte trop long : 2 000 000 lignes au plus (celui-ci en compte 2 000 002). Le texte précédent est conservé.');
  });

  it('reads a Word document with the reader it is given, and says so when it cannot', async () => {
    const file = new File([Uint8Array.from([1, 2, 3])], 'memoire.docx');
    expect(await readTextFile({ file, kinds: ['docx'] }, undefined, async () => 'Titre\n\nPremier paragraphe.')).toMatchObject({ ok: true, text: 'Titre\n\nPremier paragraphe.', reading: 'Word' });
    expect(await readTextFile({ file, kinds: ['docx'] }, undefined, async () => Promise.reject(new Error('zip')))).toMatchObject({ ok: false });
  });
});
