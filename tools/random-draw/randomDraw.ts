/**
 * Random draw (tirage au sort): pure logic (no React, no DOM, no storage).
 *
 * Each non-empty trimmed line is one ticket. Winners are drawn without repetition by a partial
 * Fisher–Yates shuffle fed by the injected RandomSource (crypto.getRandomValues with rejection sampling by
 * default), so every ordered list of distinct tickets is equally likely. A name written on two lines holds
 * two tickets: it is reported as a duplicate for the view to warn about, never merged silently.
 */
import { cryptoRandom, sample, type RandomSource } from '../../components/lib/random';
import { parseDecimal } from '../../components/lib/number';

export const DEFAULT_WINNER_COUNT = '1';

export const RANDOM_DRAW_ERRORS = {
  noParticipants: 'Veuillez entrer une liste de participants',
  notPositive: 'Le nombre de gagnants doit être supérieur à 0',
  tooMany: 'Le nombre de gagnants ne peut pas être supérieur au nombre de participants',
  notInteger: 'Veuillez entrer un nombre entier de gagnants',
} as const;

export interface Ticket {
  name: string;
  /** 1-based line number in the text typed by the user (tells duplicates apart). */
  line: number;
}

export interface DuplicateName {
  /** First spelling met in the list. */
  name: string;
  /** Number of lines (tickets) carrying this name. */
  count: number;
}

interface DrawBase {
  participants: string[];
  duplicates: DuplicateName[];
}

export type DrawPlan = DrawBase & ({ ok: true; winnerCount: number } | { ok: false; error: string });

export type RandomDrawResult = DrawBase &
  (
    | {
        ok: true;
        /** Winners in draw order (1st, 2nd, …). */
        winners: string[];
        /** Line number of each winner's ticket, same order as `winners`. */
        winnerLines: number[];
      }
    | { ok: false; error: string }
  );

/** Non-empty trimmed lines, with their line numbers. */
export function parseTickets(raw: string): Ticket[] {
  const tickets: Ticket[] = [];
  raw.split(/\r\n|\r|\n/).forEach((text, index) => {
    const name = text.trim();
    if (name !== '') tickets.push({ name, line: index + 1 });
  });
  return tickets;
}

/** Non-empty trimmed lines. */
export function parseParticipants(raw: string): string[] {
  return parseTickets(raw).map((t) => t.name);
}

/** Comparison key for names: case, Unicode form and inner spacing do not make two people different. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

/** Names found on more than one line, in order of first appearance. */
export function findDuplicates(participants: readonly string[]): DuplicateName[] {
  const byKey = new Map<string, DuplicateName>();
  for (const name of participants) {
    const key = nameKey(name);
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { name, count: 1 });
  }
  return [...byKey.values()].filter((d) => d.count > 1);
}

/** `Attention : Julie apparaît 2 fois (chaque ligne compte comme une participation).` */
export function duplicateWarning(duplicate: DuplicateName): string {
  return `Attention\u00a0: ${duplicate.name} apparaît ${duplicate.count} fois (chaque ligne compte comme une participation).`;
}

/** Rank in the draw: `1er`, `2e`, `3e`… */
export function rank(position: number): string {
  return position === 1 ? '1er' : `${position}e`;
}

/** What « Copier » copies: the winner's name, or one numbered line per winner in the order drawn (`1. Julie`). */
export function winnersText(winners: readonly string[]): string {
  return winners.map((name, i) => (winners.length > 1 ? `${i + 1}. ${name}` : name)).join('\n');
}

/** Reads the winner-count field ('1' by default in the view). */
export function parseWinnerCount(
  raw: string,
  participantCount: number,
): { ok: true; value: number } | { ok: false; error: string } {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return { ok: false, error: RANDOM_DRAW_ERRORS.notInteger };
  const value = parsed.value;
  if (value <= 0) return { ok: false, error: RANDOM_DRAW_ERRORS.notPositive };
  if (!Number.isInteger(value)) return { ok: false, error: RANDOM_DRAW_ERRORS.notInteger };
  if (value > participantCount) return { ok: false, error: RANDOM_DRAW_ERRORS.tooMany };
  return { ok: true, value };
}

/** Validation without drawing, for live feedback: participants, duplicates and the count or an error. */
export function prepareDraw(participantsRaw: string, winnerCountRaw: string): DrawPlan {
  const participants = parseParticipants(participantsRaw);
  const duplicates = findDuplicates(participants);
  if (participants.length === 0) {
    return { ok: false, error: RANDOM_DRAW_ERRORS.noParticipants, participants, duplicates };
  }
  const count = parseWinnerCount(winnerCountRaw, participants.length);
  if (!count.ok) return { ok: false, error: count.error, participants, duplicates };
  return { ok: true, winnerCount: count.value, participants, duplicates };
}

/** Draws the winners, or returns a French error. Never throws on user input. */
export function drawWinners(
  participantsRaw: string,
  winnerCountRaw: string,
  rng: RandomSource = cryptoRandom,
): RandomDrawResult {
  const plan = prepareDraw(participantsRaw, winnerCountRaw);
  if (!plan.ok) return plan;
  const tickets = parseTickets(participantsRaw);
  const drawn = sample(tickets, plan.winnerCount, rng);
  return {
    ok: true,
    participants: plan.participants,
    duplicates: plan.duplicates,
    winners: drawn.map((t) => t.name),
    winnerLines: drawn.map((t) => t.line),
  };
}
