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
import type { ListReading } from '../../components/data/ColumnChoice';
import type { readTable } from '../../components/data/table';

export const DEFAULT_WINNER_COUNT = '1';

export const RANDOM_DRAW_ERRORS = {
  noParticipants: 'Veuillez entrer une liste de participants',
  notPositive: 'Le nombre de gagnants doit être supérieur à 0',
  tooMany: 'Le nombre de gagnants ne peut pas être supérieur au nombre de participants',
  notInteger: 'Veuillez entrer un nombre entier de gagnants',
  alternatesNotInteger: 'Veuillez entrer un nombre entier de suppléants (0 ou plus)',
  alternatesTooMany: 'Pas assez de participants pour tirer autant de gagnants et de suppléants',
} as const;

export const DEFAULT_ALTERNATE_COUNT = '0';

export interface DrawOptions {
  /** Number of alternates (suppléants) drawn after the winners, as typed ('0' by default). */
  alternates?: string;
  /** « Une seule chance par personne »: lines with the same name (see nameKey) count once. */
  onePerPerson?: boolean;
}

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

export type DrawPlan = DrawBase & ({ ok: true; winnerCount: number; alternateCount: number } | { ok: false; error: string });

export type RandomDrawResult = DrawBase &
  (
    | {
        ok: true;
        /** Winners in draw order (1st, 2nd, …). */
        winners: string[];
        /** Line number of each winner's ticket, same order as `winners`. */
        winnerLines: number[];
        /** Alternates in draw order, drawn after the winners among the tickets left. */
        alternates: string[];
        alternateLines: number[];
      }
    | { ok: false; error: string }
  );

/**
 * Non-empty trimmed lines, with their line numbers. With `onePerPerson`, a name met again (same nameKey: case,
 * Unicode form and inner spacing ignored) is dropped: its first line and spelling are kept.
 */
export function parseTickets(raw: string, onePerPerson = false): Ticket[] {
  const tickets: Ticket[] = [];
  const seen = new Set<string>();
  raw.split(/\r\n|\r|\n/).forEach((text, index) => {
    const name = text.trim();
    if (name === '') return;
    if (onePerPerson) {
      const key = nameKey(name);
      if (seen.has(key)) return;
      seen.add(key);
    }
    tickets.push({ name, line: index + 1 });
  });
  return tickets;
}

/** Non-empty trimmed lines (one per person with `onePerPerson`). */
export function parseParticipants(raw: string, onePerPerson = false): string[] {
  return parseTickets(raw, onePerPerson).map((t) => t.name);
}

/** Reads the alternates field: a whole number, 0 or more ('' is 0). */
export function parseAlternateCount(raw: string): { ok: true; value: number } | { ok: false; error: string } {
  if (raw.trim() === '') return { ok: true, value: 0 };
  const parsed = parseDecimal(raw);
  if (!parsed.ok || parsed.value < 0 || !Number.isInteger(parsed.value)) return { ok: false, error: RANDOM_DRAW_ERRORS.alternatesNotInteger };
  return { ok: true, value: parsed.value };
}

/** Comparison key for names: case, Unicode form and inner spacing do not make two people different. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

/** Names found on more than one line, in order of first appearance. */
export function findDuplicates(participants: readonly string[]): DuplicateName[] {
  return duplicatesOf(participants, participants.map(nameKey));
}

/**
 * The names whose key comes back, in order of first appearance. Where each key first came and an entry for the
 * repeated ones only: a million distinct names would otherwise each cost an object (1.5 s against 1 s).
 */
function duplicatesOf(names: readonly string[], keys: readonly string[]): DuplicateName[] {
  const first = new Map<string, number>();
  const repeated = new Map<string, DuplicateName>();
  keys.forEach((key, index) => {
    const at = first.get(key);
    if (at === undefined) first.set(key, index);
    else {
      const entry = repeated.get(key);
      if (entry) entry.count++;
      else repeated.set(key, { name: names[at] as string, count: 2 });
    }
  });
  return [...repeated].sort(([a], [b]) => (first.get(a) as number) - (first.get(b) as number)).map(([, entry]) => entry);
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

/**
 * Validation without drawing, for live feedback: participants (merged with `onePerPerson`), the names found on
 * several lines of the list as typed, and the counts or an error.
 */
export function prepareDraw(participantsRaw: string, winnerCountRaw: string, options: DrawOptions = {}): DrawPlan {
  const participants = parseParticipants(participantsRaw, options.onePerPerson);
  const duplicates = findDuplicates(parseParticipants(participantsRaw));
  if (participants.length === 0) {
    return { ok: false, error: RANDOM_DRAW_ERRORS.noParticipants, participants, duplicates };
  }
  const count = parseWinnerCount(winnerCountRaw, participants.length);
  if (!count.ok) return { ok: false, error: count.error, participants, duplicates };
  const alternates = parseAlternateCount(options.alternates ?? DEFAULT_ALTERNATE_COUNT);
  if (!alternates.ok) return { ok: false, error: alternates.error, participants, duplicates };
  if (count.value + alternates.value > participants.length) {
    return { ok: false, error: RANDOM_DRAW_ERRORS.alternatesTooMany, participants, duplicates };
  }
  return { ok: true, winnerCount: count.value, alternateCount: alternates.value, participants, duplicates };
}

/** Draws the winners, or returns a French error. Never throws on user input. */
export function drawWinners(
  participantsRaw: string,
  winnerCountRaw: string,
  rng: RandomSource = cryptoRandom,
  options: DrawOptions = {},
): RandomDrawResult {
  const plan = prepareDraw(participantsRaw, winnerCountRaw, options);
  if (!plan.ok) return plan;
  const tickets = parseTickets(participantsRaw, options.onePerPerson);
  // One partial Fisher–Yates for winners then alternates: the alternates are the next tickets drawn, so
  // every ordered list of distinct tickets (winners followed by alternates) is equally likely.
  const drawn = sample(tickets, plan.winnerCount + plan.alternateCount, rng);
  const winners = drawn.slice(0, plan.winnerCount);
  const alternates = drawn.slice(plan.winnerCount);
  return {
    ok: true,
    participants: plan.participants,
    duplicates: plan.duplicates,
    winners: winners.map((t) => t.name),
    winnerLines: winners.map((t) => t.line),
    alternates: alternates.map((t) => t.name),
    alternateLines: alternates.map((t) => t.line),
  };
}

/**
 * The text whose SHA-256 is the list's fingerprint: the entries drawn from, as the draw saw them (each line
 * trimmed, empty lines left out, names met again left out with « une seule chance par personne »), in the
 * order typed, joined by a line feed (no final one), encoded in UTF-8.
 */
export function fingerprintText(participantsRaw: string, onePerPerson = false): string {
  return parseParticipants(participantsRaw, onePerPerson).join('\n');
}

/** SHA-256 of a text's UTF-8 bytes, in lowercase hexadecimal (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface DrawProof {
  at: Date;
  fingerprint: string;
  entries: number;
  /** Lines merged by « une seule chance par personne » (0 when the option is off). */
  merged: number;
  onePerPerson: boolean;
  winners: readonly string[];
  alternates: readonly string[];
}

const PROOF_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'long' });

/** « Rang. Nom », one per line. */
const ranked = (names: readonly string[]) => names.map((name, i) => `${i + 1}. ${name}`).join('\n');

/** The proof of the draw, a plain text file (UTF-8) the organiser can keep or publish. */
export function proofText(proof: DrawProof): string {
  const lines = [
    'Preuve de tirage au sort – Outilo',
    '',
    `Date et heure\u00a0: ${PROOF_DATE.format(proof.at)}`,
    `Date et heure (ISO 8601, UTC)\u00a0: ${proof.at.toISOString()}`,
    '',
    `Empreinte SHA-256 de la liste\u00a0: ${proof.fingerprint}`,
    'Calculée sur les participations tirées (chaque ligne sans espaces au début et à la fin, lignes vides retirées' +
      (proof.onePerPerson ? ', noms en double retirés' : '') +
      '), dans l’ordre saisi, séparées par un saut de ligne (LF), encodées en UTF-8.',
    `Nombre de participations\u00a0: ${proof.entries}`,
    `Une seule chance par personne\u00a0: ${proof.onePerPerson ? `oui (${proof.merged} ligne${proof.merged > 1 ? 's' : ''} en double fusionnée${proof.merged > 1 ? 's' : ''})` : 'non'}`,
    `Nombre de gagnants\u00a0: ${proof.winners.length}`,
    `Nombre de suppléants\u00a0: ${proof.alternates.length}`,
    '',
    'Gagnants, dans l’ordre du tirage\u00a0:',
    ranked(proof.winners),
  ];
  if (proof.alternates.length > 0) lines.push('', 'Suppléants, dans l’ordre\u00a0:', proof.alternates.map((name, i) => `Suppléant ${i + 1}\u00a0: ${name}`).join('\n'));
  lines.push(
    '',
    'Tirage fait dans le navigateur avec crypto.getRandomValues (échantillonnage par rejet, mélange de Fisher-Yates).',
    'Ce document montre la liste utilisée et le résultat obtenu à cette date\u00a0; il ne prouve pas à lui seul qu’aucun autre tirage n’a été fait. Publiez l’empreinte avant le tirage pour que chacun puisse la vérifier.',
    '',
  );
  return lines.join('\n');
}

/** File name of the proof: `preuve-tirage-2026-11-22T14-05-09.txt`. */
export function proofFileName(at: Date): string {
  return `preuve-tirage-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.txt`;
}

/** A list to draw from, as the tool hands it to its worker; `reading` when the list is a table (a CSV file). */
export interface DrawListJob {
  text: string;
  reading: ListReading | null;
  onePerPerson: boolean;
}

/**
 * The tickets of a list: its non-blank lines, or the non-blank cells of a table's column (header left out), read by
 * `readRows` (table.ts's reader, which only the worker loads: the view sends every table to it).
 */
export function ticketsOf({ text, reading, onePerPerson }: DrawListJob, onProgress?: (fraction: number) => void, readRows?: typeof readTable): { tickets: Ticket[]; entries: number; duplicates: DuplicateName[] } {
  let all: Ticket[];
  if (reading && reading.column !== null && readRows) {
    const column = reading.column;
    const table = readRows(text, reading, onProgress);
    const first = reading.header ? 2 : 1;
    all = [];
    table.rows.forEach((row, index) => {
      const name = (row[column] ?? '').trim();
      if (name !== '') all.push({ name, line: index + first });
    });
  } else {
    all = parseTickets(text);
    // A table read whole line by whole line: its header is no participant.
    if (reading?.header) all.shift();
  }
  const names = all.map((t) => t.name);
  const keys = names.map(nameKey);
  const duplicates = duplicatesOf(names, keys);
  if (!onePerPerson) return { tickets: all, entries: all.length, duplicates };
  const seen = new Set<string>();
  const tickets = all.filter((_, index) => {
    const key = keys[index] as string;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { tickets, entries: all.length, duplicates };
}

/** Duplicate names listed one by one; beyond, a count. */
export const DUPLICATES_LISTED = 5;

export interface DrawListOutcome {
  /** Lines (or cells) holding a name. */
  entries: number;
  /** Tickets in the draw (entries less the merged ones with « une seule chance par personne »). */
  participants: number;
  /** The first names found on several lines, and how many such names there are. */
  duplicates: DuplicateName[];
  duplicateTotal: number;
}

export const EMPTY_DRAW_LIST: DrawListOutcome = { entries: 0, participants: 0, duplicates: [], duplicateTotal: 0 };

export function drawListJob(job: DrawListJob, onProgress?: (fraction: number) => void, readRows?: typeof readTable): DrawListOutcome {
  const { tickets, entries, duplicates } = ticketsOf(job, onProgress, readRows);
  return { entries, participants: tickets.length, duplicates: duplicates.slice(0, DUPLICATES_LISTED), duplicateTotal: duplicates.length };
}

export interface DrawJob extends DrawListJob {
  kind: 'draw';
  winners: string;
  alternates: string;
}

export type DrawOutcome =
  | {
      ok: true;
      winners: string[];
      winnerLines: number[];
      alternates: string[];
      alternateLines: number[];
      participants: number;
      entries: number;
      /** SHA-256 of the list drawn from (fingerprintText's rule), or null where Web Crypto could not compute it. */
      fingerprint: string | null;
    }
  | { ok: false; error: string };

/**
 * The draw of a whole list, as one job (in the tool's worker for a long list): the tickets, the winners and
 * alternates by one partial Fisher–Yates (drawWinners' rule) and the list's fingerprint.
 */
export async function drawJob(job: DrawJob, rng: RandomSource = cryptoRandom, readRows?: typeof readTable): Promise<DrawOutcome> {
  const { tickets, entries } = ticketsOf(job, undefined, readRows);
  if (tickets.length === 0) return { ok: false, error: RANDOM_DRAW_ERRORS.noParticipants };
  const count = parseWinnerCount(job.winners, tickets.length);
  if (!count.ok) return count;
  const alternates = parseAlternateCount(job.alternates);
  if (!alternates.ok) return alternates;
  if (count.value + alternates.value > tickets.length) return { ok: false, error: RANDOM_DRAW_ERRORS.alternatesTooMany };
  const drawn = sample(tickets, count.value + alternates.value, rng);
  let fingerprint: string | null = null;
  try {
    fingerprint = await sha256Hex(tickets.map((t) => t.name).join('\n'));
  } catch {
    fingerprint = null;
  }
  return {
    ok: true,
    winners: drawn.slice(0, count.value).map((t) => t.name),
    winnerLines: drawn.slice(0, count.value).map((t) => t.line),
    alternates: drawn.slice(count.value).map((t) => t.name),
    alternateLines: drawn.slice(count.value).map((t) => t.line),
    participants: tickets.length,
    entries,
    fingerprint,
  };
}

/** The worker's answer to either job, tables read with `readRows`. */
export function randomDrawWork(readRows: typeof readTable) {
  return (job: DrawListJob | DrawJob, onProgress: (fraction: number) => void): DrawListOutcome | Promise<DrawOutcome> =>
    'kind' in job ? drawJob(job, cryptoRandom, readRows) : drawListJob(job, onProgress, readRows);
}
