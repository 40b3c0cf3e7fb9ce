import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentTexts } from '../../components/tool/types';
import { seededRandom } from '../../components/lib/random';
import {
  drawWinners,
  fingerprintText,
  parseAlternateCount,
  parseParticipants,
  prepareDraw,
  proofFileName,
  proofText,
  RANDOM_DRAW_ERRORS,
  sha256Hex,
} from './randomDraw';

describe('sha256Hex: FIPS 180-2 / NIST test vectors', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    // The 448-bit message (FIPS 180-2, appendix B.2).
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    // The 896-bit message (FIPS 180-4 examples).
    [
      'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
      'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
    ],
  ])('SHA-256(%j)', async (message, digest) => {
    expect(await sha256Hex(message)).toBe(digest);
  });

  it('one million « a » (NIST long message vector)', async () => {
    expect(await sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('hashes the UTF-8 bytes: « é » is C3 A9', async () => {
    // SHA-256 of the two bytes C3 A9, not of the single UTF-16 unit E9.
    const bytes = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array([0xc3, 0xa9]));
    const hex = [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(await sha256Hex('é')).toBe(hex);
  });
});

describe('the fingerprinted list', () => {
  it('is the trimmed non-empty lines joined by LF, duplicates removed with one chance per person', () => {
    const raw = '  Alice \r\n\r\nbob\nALICE\n  Bob  \nChloé';
    expect(fingerprintText(raw)).toBe('Alice\nbob\nALICE\nBob\nChloé');
    expect(fingerprintText(raw, true)).toBe('Alice\nbob\nChloé');
  });

  it('gives the same fingerprint whatever the line endings or surrounding spaces', async () => {
    expect(await sha256Hex(fingerprintText('A\r\nB\r\n'))).toBe(await sha256Hex(fingerprintText('  A\n\nB')));
    expect(await sha256Hex(fingerprintText('A\nB'))).toBe(await sha256Hex('A\nB'));
  });
});

describe('une seule chance par personne', () => {
  it('merges lines of the same name (case, spaces, Unicode form ignored), keeping the first', () => {
    const raw = 'Julie Martin\njulie  martin\nThomas\nJULIE MARTIN\nCe\u0301line\nCéline';
    expect(parseParticipants(raw, true)).toEqual(['Julie Martin', 'Thomas', 'Ce\u0301line']);
    const plan = prepareDraw(raw, '3', { onePerPerson: true });
    expect(plan).toMatchObject({ ok: true, participants: ['Julie Martin', 'Thomas', 'Ce\u0301line'] });
    expect(prepareDraw(raw, '4', { onePerPerson: true })).toMatchObject({ ok: false, error: RANDOM_DRAW_ERRORS.tooMany });
  });

  it('gives each person exactly one chance (chi-square over 3 people, one written 5 times)', () => {
    const raw = 'A\nA\nA\na\n A\nB\nC';
    const counts = { A: 0, B: 0, C: 0 } as Record<string, number>;
    const rng = seededRandom(9);
    for (let i = 0; i < 3000; i++) {
      const result = drawWinners(raw, '1', rng, { onePerPerson: true });
      if (!result.ok) throw new Error(result.error);
      counts[result.winners[0]!]!++;
    }
    // df = 2, 99.9 % critical value 13.82.
    const chi = Object.values(counts).reduce((sum, n) => sum + (n - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(13.82);
  });
});

describe('alternates (suppléants)', () => {
  it('reads the count: empty is 0, whole numbers only', () => {
    expect(parseAlternateCount('')).toEqual({ ok: true, value: 0 });
    expect(parseAlternateCount('2')).toEqual({ ok: true, value: 2 });
    for (const bad of ['-1', '1,5', 'deux', 'NaN']) expect(parseAlternateCount(bad)).toEqual({ ok: false, error: RANDOM_DRAW_ERRORS.alternatesNotInteger });
  });

  it('refuses more winners and alternates than entries', () => {
    expect(prepareDraw('A\nB\nC', '2', { alternates: '2' })).toMatchObject({ ok: false, error: RANDOM_DRAW_ERRORS.alternatesTooMany });
    expect(prepareDraw('A\nB\nC', '2', { alternates: '1' })).toMatchObject({ ok: true, winnerCount: 2, alternateCount: 1 });
  });

  it('property: winners and alternates are distinct entries, drawn in one sequence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(20), fc.nat(20), fc.integer(), (n, w, a, seed) => {
        const names = Array.from({ length: n }, (_, i) => `P${i}`);
        const winners = Math.min(n, w + 1);
        const alternates = Math.min(n - winners, a);
        const result = drawWinners(names.join('\n'), String(winners), seededRandom(seed), { alternates: String(alternates) });
        if (!result.ok) throw new Error(result.error);
        expect(result.winners).toHaveLength(winners);
        expect(result.alternates).toHaveLength(alternates);
        expect(new Set([...result.winners, ...result.alternates]).size).toBe(winners + alternates);
        // The same seed without alternates draws the same winners: alternates come after.
        const alone = drawWinners(names.join('\n'), String(winners), seededRandom(seed));
        expect(alone.ok && alone.winners).toEqual(result.winners);
      }),
    );
  });
});

describe('proof of the draw', () => {
  it('states the date (French and ISO), the fingerprint, the counts, the options and the ranked names', () => {
    const text = proofText({
      at: new Date('2026-11-22T14:05:09.000Z'),
      fingerprint: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      entries: 12,
      merged: 2,
      onePerPerson: true,
      winners: ['Julie', 'Thomas'],
      alternates: ['Camille'],
    });
    expect(text).toContain('Date et heure (ISO 8601, UTC)\u00a0: 2026-11-22T14:05:09.000Z');
    expect(text).toMatch(/Date et heure\u00a0: dimanche 22 novembre 2026/);
    expect(text).toContain('Empreinte SHA-256 de la liste\u00a0: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(text).toContain('Nombre de participations\u00a0: 12');
    expect(text).toContain('Une seule chance par personne\u00a0: oui (2 lignes en double fusionnées)');
    expect(text).toContain('Gagnants, dans l’ordre du tirage\u00a0:\n1. Julie\n2. Thomas');
    expect(text).toContain('Suppléant 1\u00a0: Camille');
    expect(text).toMatch(/ne prouve pas à lui seul qu’aucun autre tirage n’a été fait/);
    expect(proofFileName(new Date('2026-11-22T14:05:09.000Z'))).toBe('preuve-tirage-2026-11-22T14-05-09.txt');
  });
});

describe('content', () => {
  it('explains the merge rule, the alternates, the fingerprint and what the proof does not show', async () => {
    const { content } = await import('./content');
    const all = contentTexts(content).join(' ');
    expect(all).toMatch(/Une seule chance par personne/);
    expect(all).toMatch(/Suppléant 1/);
    expect(all).toMatch(/séparées par un saut de ligne et encodées en UTF-8/);
    expect(all).toMatch(/ne prouve pas que l’organisateur n’a pas relancé le tirage/);
    expect(all).toMatch(/publiez l’empreinte de la liste avant le tirage/);
  });
});
