// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cryptoRandom, seededRandom } from '../../components/lib/random';
import { readTable } from '../../components/data/table';
import {
  DEFAULT_WINNER_COUNT,
  RANDOM_DRAW_ERRORS,
  drawJob,
  drawListJob,
  drawWinners,
  duplicateWarning,
  findDuplicates,
  nameKey,
  parseParticipants,
  parseTickets,
  parseWinnerCount,
  prepareDraw,
  rank,
  winnersText,
} from './randomDraw';
import { content } from './content';
import { contentTexts } from '../../components/tool/types';

// Chi-square goodness of fit against a critical value slightly above the exact upper 1e-6 quantile
// (Wilson–Hilferty): a fair generator fails about once in a million runs; the seeded runs are fixed.
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}
function chiSquareCritical(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + 4.7534 * Math.sqrt(a)) ** 3;
}

describe('parsing', () => {
  it('keeps non-empty trimmed lines with their line numbers', () => {
    const raw = '  Julie \n\n\tMarc\r\n   \r\nSophie';
    expect(parseParticipants(raw)).toEqual(['Julie', 'Marc', 'Sophie']);
    expect(parseTickets(raw)).toEqual([
      { name: 'Julie', line: 1 },
      { name: 'Marc', line: 3 },
      { name: 'Sophie', line: 5 },
    ]);
    expect(parseParticipants('')).toEqual([]);
    expect(parseParticipants(' \n \n')).toEqual([]);
  });

  it('finds duplicated names (case and spacing ignored), first spelling kept', () => {
    const names = parseParticipants('Julie\nMarc\njulie\nSophie\nMarc\nJULIE\nJean  Paul\nJean Paul');
    expect(findDuplicates(names)).toEqual([
      { name: 'Julie', count: 3 },
      { name: 'Marc', count: 2 },
      { name: 'Jean  Paul', count: 2 },
    ]);
    expect(findDuplicates(['A', 'B'])).toEqual([]);
  });

  it('lists every repeated name once, first spelling and count, in order of first appearance', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Julie', 'julie', 'JULIE ', 'Marc', 'marc', 'Sophie', 'Jean  Paul', 'Jean Paul', 'Zoé', 'Zoe\u0301'), { maxLength: 30 }), (names) => {
        const byKey = new Map<string, { name: string; count: number }>();
        for (const name of names) {
          const key = nameKey(name);
          byKey.set(key, { name: byKey.get(key)?.name ?? name, count: (byKey.get(key)?.count ?? 0) + 1 });
        }
        expect(findDuplicates(names)).toEqual([...byKey.values()].filter((d) => d.count > 1));
      }),
    );
  });

  it('writes the warning in French', () => {
    expect(duplicateWarning({ name: 'Julie', count: 2 })).toBe(
      'Attention\u00a0: Julie apparaît 2 fois (chaque ligne compte comme une participation).',
    );
  });
});

describe('parseWinnerCount', () => {
  it.each([
    ['1', 5, { ok: true, value: 1 }],
    [' 3 ', 5, { ok: true, value: 3 }],
    ['3,0', 5, { ok: true, value: 3 }],
    ['5', 5, { ok: true, value: 5 }],
    ['0', 5, { ok: false, error: 'Le nombre de gagnants doit être supérieur à 0' }],
    ['-2', 5, { ok: false, error: 'Le nombre de gagnants doit être supérieur à 0' }],
    ['6', 5, { ok: false, error: 'Le nombre de gagnants ne peut pas être supérieur au nombre de participants' }],
    ['1e20', 5, { ok: false, error: RANDOM_DRAW_ERRORS.tooMany }],
    ['2,5', 5, { ok: false, error: 'Veuillez entrer un nombre entier de gagnants' }],
    ['', 5, { ok: false, error: RANDOM_DRAW_ERRORS.notInteger }],
    ['deux', 5, { ok: false, error: RANDOM_DRAW_ERRORS.notInteger }],
  ] as const)('%j with %i participants', (raw, n, expected) => {
    expect(parseWinnerCount(raw, n)).toEqual(expected);
  });
});

describe('drawWinners', () => {
  it('defaults to one winner', () => {
    expect(DEFAULT_WINNER_COUNT).toBe('1');
    const result = drawWinners('Julie\nMarc\nSophie', DEFAULT_WINNER_COUNT, seededRandom(3));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.winners).toHaveLength(1);
      expect(['Julie', 'Marc', 'Sophie']).toContain(result.winners[0]);
    }
  });

  it('reports an empty list before anything else', () => {
    expect(drawWinners(' \n ', '0', seededRandom(1))).toEqual({
      ok: false,
      error: 'Veuillez entrer une liste de participants',
      participants: [],
      duplicates: [],
    });
  });

  it('reports the count errors with the participants and duplicates, for the view', () => {
    const result = drawWinners('Julie\nMarc\nJulie', '4', seededRandom(1));
    expect(result).toEqual({
      ok: false,
      error: RANDOM_DRAW_ERRORS.tooMany,
      participants: ['Julie', 'Marc', 'Julie'],
      duplicates: [{ name: 'Julie', count: 2 }],
    });
  });

  it('draws everybody when the count equals the list', () => {
    const result = drawWinners('A\nB\nC\nD', '4', seededRandom(9));
    expect(result.ok && [...result.winners].sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps each line as its own ticket: a duplicated name can win twice, lines tell them apart', () => {
    const result = drawWinners('Julie\nMarc\nJulie', '3', seededRandom(4));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.winnerLines].sort()).toEqual([1, 2, 3]);
    expect(result.winners.filter((w) => w === 'Julie')).toHaveLength(2);
    expect(result.duplicates).toEqual([{ name: 'Julie', count: 2 }]);
  });

  it('prepareDraw validates without drawing', () => {
    expect(prepareDraw('A\nB', '2')).toEqual({ ok: true, winnerCount: 2, alternateCount: 0, participants: ['A', 'B'], duplicates: [] });
  });

  it('property: winners are distinct tickets from the list, as many as asked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer(),
        (lines, kSeed, seed) => {
          const raw = lines.join('\n');
          const tickets = parseTickets(raw);
          fc.pre(tickets.length > 0);
          const k = 1 + (kSeed % tickets.length);
          const result = drawWinners(raw, String(k), seededRandom(seed));
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.winners).toHaveLength(k);
          expect(new Set(result.winnerLines).size).toBe(k);
          result.winnerLines.forEach((line, i) => {
            expect(tickets.find((t) => t.line === line)?.name).toBe(result.winners[i]);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: never throws on any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (participants, count) => {
        const result = drawWinners(participants, count, cryptoRandom);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(Object.values(RANDOM_DRAW_ERRORS)).toContain(result.error);
      }),
    );
  });
});

describe('uniformity (chi-square)', () => {
  it('makes all 30 ordered pairs of winners among 6 participants equally likely', () => {
    const rng = seededRandom(77);
    const names = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid'];
    const raw = names.join('\n');
    const samples = 30_000;
    const counts = new Array<number>(30).fill(0);
    for (let i = 0; i < samples; i++) {
      const result = drawWinners(raw, '2', rng);
      if (!result.ok) throw new Error(result.error);
      const a = names.indexOf(result.winners[0]!);
      const b = names.indexOf(result.winners[1]!);
      counts[a * 5 + (b > a ? b - 1 : b)]!++;
    }
    expect(chiSquare(counts, counts.map(() => samples / 30))).toBeLessThan(chiSquareCritical(29));
  });

  it('with the crypto source, gives each of 10 participants the same chance to win first', () => {
    const names = Array.from({ length: 10 }, (_, i) => `Participant ${i}`);
    const raw = names.join('\n');
    const samples = 20_000;
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < samples; i++) {
      const result = drawWinners(raw, '3', cryptoRandom);
      if (!result.ok) throw new Error(result.error);
      counts[names.indexOf(result.winners[0]!)]!++;
    }
    expect(chiSquare(counts, counts.map(() => samples / 10))).toBeLessThan(chiSquareCritical(9));
  });

  it('gives a name on two lines two chances out of three', () => {
    const rng = seededRandom(8);
    const samples = 9_000;
    let julie = 0;
    for (let i = 0; i < samples; i++) {
      const result = drawWinners('Julie\nMarc\nJulie', '1', rng);
      if (result.ok && result.winners[0] === 'Julie') julie++;
    }
    // Binomial(9000, 2/3): |z| < 5 (two-sided p < 1e-6).
    const z = (julie - (samples * 2) / 3) / Math.sqrt((samples * 2) / 9);
    expect(Math.abs(z)).toBeLessThan(5);
  });
});

describe('content', () => {
  const texts = contentTexts(content);

  it('covers the rules of French jeux-concours', () => {
    const all = texts.join(' ');
    expect(all).toMatch(/règlement/);
    expect(all).toMatch(/commissaire de justice/);
  });
});

describe('rank and winnersText', () => {
  it('ranks in French: 1er, then 2e, 3e…', () => {
    expect([1, 2, 3, 10].map(rank)).toEqual(['1er', '2e', '3e', '10e']);
  });

  it('copies a lone winner as is and several winners numbered in the order drawn', () => {
    expect(winnersText(['Julie'])).toBe('Julie');
    expect(winnersText(['Julie', 'Thomas', '@camille_b'])).toBe('1. Julie\n2. Thomas\n3. @camille_b');
    expect(winnersText([])).toBe('');
  });
});

describe('a list imported from a table (a CSV export of a giveaway)', () => {
  const csv = 'Pseudo,Commentaire\n@julie,Super !\n@tom,"Moi, moi !"\n@JULIE,Encore\n,sans nom\n@lea,Merci\n';
  it('draws from the chosen column, the header and empty cells left out, lines named as the file numbers them', async () => {
    const job = { text: csv, reading: { delimiter: ',' as const, header: true, column: 0 }, onePerPerson: false };
    expect(drawListJob(job, undefined, readTable)).toEqual({ entries: 4, participants: 4, duplicates: [{ name: '@julie', count: 2 }], duplicateTotal: 1 });
    expect(drawListJob({ ...job, onePerPerson: true }, undefined, readTable)).toMatchObject({ entries: 4, participants: 3 });
    const outcome = await drawJob({ ...job, kind: 'draw', winners: '4', alternates: '0' }, seededRandom(7), readTable);
    expect(outcome.ok && [...outcome.winners].sort()).toEqual(['@JULIE', '@julie', '@lea', '@tom']);
    expect(outcome.ok && [...outcome.winnerLines].sort()).toEqual([2, 3, 4, 6]);
    expect(outcome.ok && outcome.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same error as a typed list when the column is empty', async () => {
    const outcome = await drawJob({ text: 'Nom\n\n', reading: { delimiter: ',', header: true, column: 0 }, onePerPerson: false, kind: 'draw', winners: '1', alternates: '0' }, cryptoRandom, readTable);
    expect(outcome).toEqual({ ok: false, error: 'Veuillez entrer une liste de participants' });
  });
});
