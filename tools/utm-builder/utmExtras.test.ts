import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBulk, bulkCsv, csvField } from './utmBulk';
import {
  consistencyHints,
  consistencyMessage,
  looseKey,
  MAX_BULK_LINES,
  MAX_PRESETS,
  savePreset,
  tooManyBulkLines,
  validatePresets,
  type UtmPreset,
} from './utmExtras';

/** A reference RFC 4180 reader (quoted fields, doubled quotes, CRLF records), written from the RFC's grammar. */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === separator) {
      record.push(field);
      field = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || record.length) records.push([...record, field]);
  return records;
}

describe('CSV (RFC 4180, UTF-8 with BOM, « ; » for French Excel)', () => {
  it('quotes fields holding the separator, quotes or line breaks, and doubles the quotes', () => {
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('a,b', ';')).toBe('a,b');
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('dit "oui"', ';')).toBe('"dit ""oui"""');
    expect(csvField('a\nb', ';')).toBe('"a\nb"');
    expect(csvField('https://x.fr/?a=1&b=2', ';')).toBe('https://x.fr/?a=1&b=2');
  });

  it('starts with the UTF-8 byte order mark, ends records with CRLF, and reads back with an RFC 4180 reader', () => {
    const rows = buildBulk('https://exemple.fr/été\npas une url\n\nexemple.fr/?q=a;b', { source: 'newsletter', medium: 'email', campaign: 'Soldes "hiver"' }).rows;
    const csv = bulkCsv(rows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.endsWith('\r\n')).toBe(true);
    const records = parseCsv(csv.slice(1), ';');
    expect(records[0]).toEqual(['Ligne', 'URL d’origine', 'URL de campagne', 'Erreur']);
    expect(records.slice(1)).toEqual(rows.map((r) => [String(r.line), r.input, r.url, r.error ?? '']));
    expect(records[2]).toEqual(['2', 'pas une url', '', 'URL invalide']);
    expect(records[3]![0]).toBe('4');
  });

  it('property: any rows read back unchanged, with either separator', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ line: fc.nat(), input: fc.string(), url: fc.string(), error: fc.option(fc.string(), { nil: undefined }) })),
        fc.constantFrom(';', ','),
        (rows, sep) => {
          const records = parseCsv(bulkCsv(rows, sep).slice(1), sep);
          expect(records.slice(1)).toEqual(rows.map((r) => [String(r.line), r.input, r.url, r.error ?? '']));
        },
      ),
    );
  });
});

describe('bulk mode', () => {
  it('tags every non-empty line with the same parameters and flags invalid lines with their number', () => {
    const bulk = buildBulk('https://a.fr\n\n  b.fr/page#x  \njavascript:alert(1)\nmailto:a@b.fr', { source: 'google', medium: 'cpc', campaign: 'noel' });
    expect(bulk.valid).toBe(2);
    expect(bulk.invalid).toBe(2);
    expect(bulk.rows.map((r) => [r.line, r.url, r.error])).toEqual([
      [1, 'https://a.fr/?utm_source=google&utm_medium=cpc&utm_campaign=noel', undefined],
      [3, 'https://b.fr/page?utm_source=google&utm_medium=cpc&utm_campaign=noel#x', undefined],
      [4, '', 'URL invalide'],
      [5, '', 'URL invalide'],
    ]);
  });

  it('stops at the limit and says so', () => {
    const bulk = buildBulk(Array.from({ length: MAX_BULK_LINES + 3 }, (_, i) => `exemple.fr/${i}`).join('\n'), { source: 'google', medium: 'cpc', campaign: 'x' });
    expect(bulk.rows).toHaveLength(MAX_BULK_LINES);
    expect(bulk.tooMany).toBe(true);
  });

  it('the field’s limit check (run on every key, without the tagging) agrees with the tagging, blank lines aside', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('exemple.fr', '', '  ', 'pas une url'), { maxLength: 40 }), fc.integer({ min: 0, max: 4 }), (lines, extra) => {
        const text = [...lines, ...Array.from({ length: MAX_BULK_LINES - 2 + extra }, () => 'a.fr')].join('\n');
        expect(tooManyBulkLines(text)).toBe(buildBulk(text, { source: 'google', medium: 'cpc', campaign: 'x' }).tooMany);
      }),
      { numRuns: 30 },
    );
    expect(tooManyBulkLines('')).toBe(false);
  });
});

describe('presets', () => {
  it('keeps only valid presets from the device', () => {
    expect(validatePresets('nope')).toBeUndefined();
    expect(validatePresets([{ name: 'A', source: 's', medium: 'm', campaign: 'c' }, { name: 1 }, null, { name: ' ', source: '', medium: '', campaign: '' }])).toEqual([
      { name: 'A', source: 's', medium: 'm', campaign: 'c' },
    ]);
    expect(validatePresets(Array.from({ length: 80 }, (_, i) => ({ name: `P${i}`, source: '', medium: '', campaign: '' })))).toHaveLength(MAX_PRESETS);
  });

  it('replaces a preset of the same name and sorts by name', () => {
    let presets: UtmPreset[] = [];
    presets = savePreset(presets, { name: 'Newsletter', source: 'newsletter', medium: 'email', campaign: 'mai' });
    presets = savePreset(presets, { name: 'Ads', source: 'google', medium: 'cpc', campaign: 'x' });
    presets = savePreset(presets, { name: 'newsletter ', source: 'newsletter', medium: 'email', campaign: 'juin' });
    expect(presets.map((p) => `${p.name}:${p.campaign}`)).toEqual(['Ads:x', 'newsletter:juin']);
  });
});

describe('consistency hint (GA4 splits values that differ by case, accents or spacing)', () => {
  const presets: UtmPreset[] = [{ name: 'Soldes', source: 'facebook', medium: 'social', campaign: 'soldes-ete' }];

  it('flags a value that matches a preset loosely but not exactly', () => {
    expect(looseKey('Soldes Été')).toBe(looseKey('soldes-ete'));
    const hints = consistencyHints({ source: 'Facebook', medium: 'social', campaign: 'soldes été' }, presets);
    expect(hints).toEqual([
      { field: 'source', typed: 'Facebook', expected: 'facebook', preset: 'Soldes' },
      { field: 'campaign', typed: 'soldes été', expected: 'soldes-ete', preset: 'Soldes' },
    ]);
    expect(consistencyMessage(hints[0]!)).toBe(
      'GA4 distingue «\u00a0Facebook\u00a0» et «\u00a0facebook\u00a0» (utm_source)\u00a0: ce seraient deux valeurs différentes dans vos rapports. Utilisez «\u00a0facebook\u00a0» comme dans votre modèle «\u00a0Soldes\u00a0».',
    );
  });

  it('says nothing for the exact value, an unrelated one or an empty field', () => {
    expect(consistencyHints({ source: 'facebook', medium: 'cpc', campaign: '' }, presets)).toEqual([]);
    expect(consistencyHints({ source: 'linkedin', medium: 'social', campaign: 'noel' }, presets)).toEqual([]);
  });
});

describe('messages', () => {
  it('the limit message states the real limit', async () => {
    const { BULK_TOO_MANY } = await import('./utmExtras');
    expect(BULK_TOO_MANY).toContain(MAX_BULK_LINES.toLocaleString('fr-FR').replace(/\s/g, '\u00a0'));
  });
});
