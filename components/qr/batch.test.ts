import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATCH_EMPTY, BATCH_MAX_LINES, batchListError, columnItems, CSV_EMPTY, csvSeparator, fileNames, likelyColumn, linePayload, NAME_MAX_LENGTH, parseCsv, textItems, tooLongLine } from './batch';
import { HOSTILE_ADDRESSES } from '../lib/hostileUrls';
import { cleanAddress } from '../lib/webUrl';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('textItems', () => {
  it('takes one code per non-blank line, trimmed, numbered by its line', () => {
    expect(textItems('https://a.fr\r\n\n  Crème brûlée  \r\t\nhttps://b.fr')).toEqual([
      { line: 1, content: 'https://a.fr' },
      { line: 3, content: 'Crème brûlée' },
      { line: 5, content: 'https://b.fr' },
    ]);
    expect(textItems(' \n\n')).toEqual([]);
  });
});

describe('parseCsv and columnItems', () => {
  const table = (text: string) => {
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.table;
  };

  it('picks a column by its header, keeping quoted commas, quotes and line breaks inside a field', () => {
    const csv = table('nom,url,note\n"Dupont, Jean",https://a.fr/?x=1,"dit ""bonjour"""\nMartin,"https://b.fr/a,b",\n"Multi\nligne",https://c.fr,ok\n');
    expect(csv.headers).toEqual(['nom', 'url', 'note']);
    expect(columnItems(csv, 0).map((i) => i.content)).toEqual(['Dupont, Jean', 'Martin', 'Multi\nligne']);
    expect(columnItems(csv, 1)).toEqual([
      { line: 2, content: 'https://a.fr/?x=1' },
      { line: 3, content: 'https://b.fr/a,b' },
      { line: 4, content: 'https://c.fr' },
    ]);
    // Blank cells are skipped; the others keep the number of their record.
    expect(columnItems(csv, 2)).toEqual([
      { line: 2, content: 'dit "bonjour"' },
      { line: 4, content: 'ok' },
    ]);
  });

  it('reads the semicolons of French spreadsheets and a byte order mark, and names headers left blank', () => {
    const csv = table('\ufeffProduit;Lien;\r\nTarte, aux pommes;https://a.fr/tarte;x\r\n;;\r\nÉclair;https://a.fr/eclair;y\r\n');
    expect(csv.headers).toEqual(['Produit', 'Lien', 'Colonne 3']);
    expect(columnItems(csv, 0).map((i) => i.content)).toEqual(['Tarte, aux pommes', 'Éclair']);
    expect(columnItems(csv, 1)).toEqual([
      { line: 2, content: 'https://a.fr/tarte' },
      { line: 4, content: 'https://a.fr/eclair' },
    ]);
    expect(likelyColumn(csv.headers)).toBe(1);
    expect(likelyColumn(['Nom', 'Prix'])).toBe(0);
    expect(columnItems(csv, 7)).toEqual([]);
  });

  it('finds the separator in the header, outside quotes', () => {
    expect(csvSeparator('a,b;c,d\n1;2')).toBe(',');
    expect(csvSeparator('"Nom, prénom";Lien\n"Tarte; pommes";x')).toBe(';');
    expect(csvSeparator('a\tb\tc')).toBe('\t');
    expect(csvSeparator('url')).toBe(',');
    const csv = table('Produit;Lien\r\n"Tarte; pommes, cannelle";https://a.fr/tarte\r\n');
    expect(columnItems(csv, 0).map((i) => i.content)).toEqual(['Tarte; pommes, cannelle']);
  });

  it('refuses a file with nothing under its header', () => {
    expect(parseCsv('url\n')).toEqual({ ok: false, message: CSV_EMPTY });
    expect(parseCsv('')).toEqual({ ok: false, message: CSV_EMPTY });
  });
});

describe('batchListError', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ line: i + 1, content: `https://a.fr/${i}` }));

  it('asks for a line, takes up to 1 000 codes and refuses more in French', () => {
    expect(batchListError([])).toBe(BATCH_EMPTY);
    expect(batchListError(items(1))).toBeNull();
    expect(batchListError(items(BATCH_MAX_LINES))).toBeNull();
    expect(plain(batchListError(items(1234)))).toBe('Trop de lignes : 1 234 codes demandés, 1 000 au plus par lot. Découpez la liste en plusieurs lots.');
  });
});

describe('linePayload: the lines that are addresses follow the URL type’s rule', () => {
  const payload = (content: string) => linePayload({ line: 7, content });

  it('keeps texts and the other types’ payloads as typed, and web addresses as the URL type does', () => {
    for (const content of ['Crème brûlée', 'Menu du jour : salade', 'outilo.fr', 'WIFI:T:WPA;S:Boutique;P:été\\;2026;;', 'mailto:a@b.fr', 'tel:+33612345678', 'sms:+33612345678?body=Oui', 'https://outilo.fr/été?x=1']) {
      expect(payload(content)).toEqual({ ok: true, payload: content });
    }
    expect(payload('https://exemple.fr/ma carte.pdf')).toEqual({ ok: true, payload: 'https://exemple.fr/ma%20carte.pdf' });
    expect(payload('//exemple.fr/a')).toEqual({ ok: true, payload: 'https://exemple.fr/a' });
  });

  it('flags a line of another scheme with the line, its start and the French reason, and encodes nothing', () => {
    const refused = linePayload({ line: 1234, content: 'javascript:alert(3)' });
    expect(plain(refused.ok ? null : refused.message)).toBe(
      'Ligne 1 234 (« javascript:alert(3) ») : Seules les adresses de site en http:// ou https:// sont acceptées (« javascript: » est refusé) : aucun QR code n’est créé.',
    );
    const hostile = HOSTILE_ADDRESSES.filter((content) => !/^(?:mailto|tel):/.test(content) && content.trim() !== '');
    for (const content of hostile) {
      const line = payload(content);
      // A line that is not read as an address is a text: then no scheme starts it, even once what readers skip is gone.
      if (line.ok) expect(/^https?:\/\//i.test(line.payload) || !/^[a-z][a-z0-9+.-]*:/i.test(cleanAddress(line.payload))).toBe(true);
      else expect(plain(line.message)).toMatch(/^Ligne 7 \(« .* »\) : (Seules les adresses de site en http:\/\/ ou https:\/\/|Adresse de site invalide)/s);
    }
    for (const content of ['javascript:alert(3)', ' JAVASCRIPT:alert(3)', 'java\tscript:alert(3)', '\u0000javascript:alert(3)', 'data:text/html,<script>alert(3)</script>', 'vbscript:msgbox(3)', 'file:///etc/passwd', 'blob:https://exemple.fr/x', '//evil', 'https:evil.fr', 'https://banque.fr@evil.fr/']) {
      expect(payload(content).ok).toBe(false);
    }
  });
});

describe('tooLongLine', () => {
  it('names the line, quotes its start and says what the level holds', () => {
    expect(plain(tooLongLine({ line: 1204, content: 'é'.repeat(700) }, 'H'))).toBe(`Ligne 1 204 (« ${'é'.repeat(40)}… ») : trop longue pour un QR code au niveau H (1 400 octets, 1 273 au plus).`);
  });
});

describe('fileNames', () => {
  it('names each file from its slugified line, numbering repeats -2, -3', () => {
    const names = fileNames(
      [
        { line: 1, content: 'https://www.exemple.fr/été?x=1' },
        { line: 2, content: 'Crème & Brûlée' },
        { line: 3, content: 'HTTPS://WWW.EXEMPLE.FR/ÉTÉ?X=1' },
        { line: 4, content: 'https://www.exemple.fr/été?x=1' },
        { line: 5, content: 'https-www-exemple-fr-ete-x-1-2' },
        { line: 6, content: '!!!' },
        { line: 7, content: '😀' },
      ],
      'png',
    );
    expect(names).toEqual([
      'https-www-exemple-fr-ete-x-1.png',
      'creme-et-brulee.png',
      'https-www-exemple-fr-ete-x-1-2.png',
      'https-www-exemple-fr-ete-x-1-3.png',
      'https-www-exemple-fr-ete-x-1-2-2.png',
      'qrcode-ligne-6.png',
      'qrcode-ligne-7.png',
    ]);
  });

  it('cuts long lines at a word, within the length', () => {
    const [name] = fileNames([{ line: 1, content: `https://www.exemple.fr/${'categorie-'.repeat(20)}produit` }], 'svg');
    expect(name).toBe('https-www-exemple-fr-categorie-categorie-categorie-categorie.svg');
    expect(name!.length - '.svg'.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
  });

  it('always gives distinct names of plain letters, digits and hyphens', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 40 }), (lines) => {
        const names = fileNames(
          lines.map((content, i) => ({ line: i + 1, content })),
          'png',
        );
        expect(new Set(names).size).toBe(names.length);
        for (const name of names) expect(name).toMatch(/^[a-z0-9-]+\.png$/);
      }),
    );
  });
});
