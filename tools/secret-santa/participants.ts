/**
 * Secret Santa: the participants and the constraints as the organiser types them (no React, no DOM). What runs
 * while the page is used; the draw itself is in secretSanta.ts, loaded when it is asked for.
 */
import { formatInteger } from '../../components/lib/number';
import { cleanLine, plural } from '../../components/lib/text';

export const SECRET_SANTA_MIN_PARTICIPANTS = 3;
/** Keeps the n × n constraint matrix and the checks instantaneous; far above any real gift exchange. */
export const SECRET_SANTA_MAX_PARTICIPANTS = 500;
/**
 * Longest name, in characters (Unicode code points), wherever a name is typed or read back: every reveal link then
 * fits in the length its reader accepts (revealLink.ts).
 */
export const MAX_NAME_LENGTH = 200;
/** Most exclusions one list holds, and most forced pairs: far above any real gift exchange, cheap to read from a link. */
export const MAX_CONSTRAINTS = 1000;
export interface ForcedPair {
  from: string;
  to: string;
}

export interface Exclusion {
  person1: string;
  person2: string;
  /** Only person1 → person2 is forbidden (person2 may still give to person1). Two ways when absent. */
  oneWay?: boolean;
}

export interface Assignment {
  name: string;
  assignedTo: string;
}

export const SECRET_SANTA_ERRORS = {
  tooFew: 'Il faut au moins 3 participants pour le Secret Santa',
  tooMany: 'Le Secret Santa est limité à 500 participants',
  impossible:
    'Impossible de générer une combinaison valide avec ces contraintes. Essayez de réduire les exclusions ou paires forcées.',
} as const;

/** 'Paire forcée invalide : {from} → {to}. Vérifiez que les noms existent dans la liste.' */
export function invalidPairError(from: string, to: string): string {
  return `Paire forcée invalide\u00a0: ${from} → ${to}. Vérifiez que les noms existent dans la liste.`;
}

/** Same check for exclusions, which SPEC leaves open: a mistyped name must not be ignored silently. */
export function invalidExclusionError(person1: string, person2: string): string {
  return `Exclusion invalide\u00a0: ${person1} et ${person2}. Vérifiez que les noms existent dans la liste.`;
}

/** People are identified by name, so two lines may not carry the same one. */
export function duplicateNamesError(duplicates: readonly { name: string; count: number }[]): string {
  const list = duplicates.map((d) => `«\u00a0${d.name}\u00a0» apparaît ${d.count}\u00a0fois`).join(', ');
  return `Chaque participant doit avoir un nom unique\u00a0: ${list}. Ajoutez par exemple l’initiale du nom de famille.`;
}

/** « Nom trop long (201 caractères) : 200 caractères au plus. » */
export function nameTooLongError(length: number): string {
  return `Nom trop long (${formatInteger(length)}\u00a0caractères)\u00a0: ${formatInteger(MAX_NAME_LENGTH)}\u00a0caractères au plus.`;
}

/** The message of an add refused because the list is full. */
export const CONSTRAINTS_FULL = {
  exclusions: `Limite atteinte\u00a0: ${formatInteger(MAX_CONSTRAINTS)}\u00a0exclusions au plus. Retirez-en une pour en ajouter une autre.`,
  pairs: `Limite atteinte\u00a0: ${formatInteger(MAX_CONSTRAINTS)}\u00a0paires forcées au plus. Retirez-en une pour en ajouter une autre.`,
} as const;

/** What the page says when a list read from a link or from the device had constraints it could not take. */
export function leftOutNote(count: number, kind: 'exclusions' | 'pairs'): string {
  const [one, many, most] = kind === 'exclusions' ? ['exclusion', 'exclusions', 'exclusions'] : ['paire forcée', 'paires forcées', 'paires'];
  const what = count > 1 ? `${many} du lien ou de cet appareil n’ont pas pu être reprises` : `${one} du lien ou de cet appareil n’a pas pu être reprise`;
  return `${formatInteger(count)}\u00a0${what}\u00a0: ${formatInteger(MAX_CONSTRAINTS)}\u00a0${most} au plus, de noms de ${formatInteger(MAX_NAME_LENGTH)}\u00a0caractères au plus.`;
}

/** Where a validation error belongs on the page: under the list, a constraint box, or the « Générer » button. */
export type ErrorPlace = 'participants' | 'pairs' | 'exclusions' | 'generate';

export function errorPlace(error: string, pairs: readonly ForcedPair[], exclusions: readonly Exclusion[]): ErrorPlace {
  if (pairs.some((p) => invalidPairError(p.from, p.to) === error)) return 'pairs';
  if (exclusions.some((e) => invalidExclusionError(e.person1, e.person2) === error)) return 'exclusions';
  if (error === SECRET_SANTA_ERRORS.impossible) return 'generate';
  return 'participants';
}

/** `d’Alice`, `de Bastien`: French elision before a vowel. */
export function ofName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

// ---------------------------------------------------------------------------------------------------------
// Fields and lists

/** A name's length as the limits count it: code points, so that an emoji or a CJK character counts once. */
export function nameLength(name: string): number {
  let length = 0;
  for (const _ of name) length++;
  return length;
}

/** A name read from a link or from the device: cleaned as typed names are; undefined when blank, too long or not a text. */
export function readName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = cleanLine(value);
  return name !== '' && nameLength(name) <= MAX_NAME_LENGTH ? name : undefined;
}

const lines = (raw: string) => raw.split(/\r\n|\r|\n/);

/** The names of the participants' field: one a line, cleaned (controls and bidirectional overrides go), blank lines skipped. */
export function parseParticipants(raw: string): string[] {
  return lines(raw)
    .map(cleanLine)
    .filter((line) => line !== '');
}

/** Lines of the participants' field whose name is too long, as the French error shown under it; undefined when none is. */
export function longNamesError(raw: string): string | undefined {
  const long: { line: number; length: number }[] = [];
  lines(raw).forEach((line, index) => {
    const length = nameLength(cleanLine(line));
    if (length > MAX_NAME_LENGTH) long.push({ line: index + 1, length });
  });
  if (long.length === 0) return undefined;
  const most = `${formatInteger(MAX_NAME_LENGTH)}\u00a0caractères au plus par nom.`;
  if (long.length === 1) return `Nom trop long à la ligne ${formatInteger(long[0]!.line)} (${formatInteger(long[0]!.length)}\u00a0caractères)\u00a0: ${most}`;
  const shown = long.slice(0, 5).map((l) => formatInteger(l.line));
  const list = long.length > 5 ? `${shown.join(', ')} et ${plural(long.length - 5, 'autre', 'autres')}` : `${shown.slice(0, -1).join(', ')} et ${shown.at(-1)}`;
  return `Noms trop longs aux lignes ${list}\u00a0: ${most}`;
}

/** Comparison key for names: case, Unicode form and inner spacing do not make two people different. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

/** A list after an add: the new list, or the same one with the French reason it was refused. */
export interface Added<T> {
  list: T[];
  error?: string;
}

/** The constraint's names as typed, cleaned; the error of the first one that is too long. */
function constraintNames(a: string, b: string): { names: [string, string]; error?: string } {
  const names: [string, string] = [cleanLine(a), cleanLine(b)];
  const long = names.find((name) => nameLength(name) > MAX_NAME_LENGTH);
  return long === undefined ? { names } : { names, error: nameTooLongError(nameLength(long)) };
}

/**
 * Adds a forced pair; a blank field, or an identical pair already listed, leaves the list unchanged. A name too long
 * or a full list is refused with its French message.
 */
export function addForcedPair(pairs: readonly ForcedPair[], from: string, to: string): Added<ForcedPair> {
  const { names, error } = constraintNames(from, to);
  const pair = { from: names[0], to: names[1] };
  if (pair.from === '' || pair.to === '') return { list: [...pairs] };
  if (error) return { list: [...pairs], error };
  if (pairs.some((p) => nameKey(p.from) === nameKey(pair.from) && nameKey(p.to) === nameKey(pair.to))) return { list: [...pairs] };
  if (pairs.length >= MAX_CONSTRAINTS) return { list: [...pairs], error: CONSTRAINTS_FULL.pairs };
  return { list: [...pairs, pair] };
}

/** Removes the forced pair at `index`; an index out of range leaves the list unchanged. */
export function removeForcedPair(pairs: readonly ForcedPair[], index: number): ForcedPair[] {
  return pairs.filter((_, i) => i !== index);
}

/** Whether `e` already forbids `from` → `to`. */
function forbids(e: Exclusion, from: string, to: string): boolean {
  const [a, b] = [nameKey(e.person1), nameKey(e.person2)];
  return (a === from && b === to) || (!e.oneWay && a === to && b === from);
}

/**
 * Adds an exclusion (two ways, or one way: person1 must not give to person2); a blank field, or an exclusion
 * already covered by the list (the same two people in any order for a two-way one), changes nothing. A name too long
 * or a full list is refused with its French message.
 */
export function addExclusion(exclusions: readonly Exclusion[], person1: string, person2: string, oneWay = false): Added<Exclusion> {
  const { names, error } = constraintNames(person1, person2);
  const exclusion: Exclusion = oneWay ? { person1: names[0], person2: names[1], oneWay: true } : { person1: names[0], person2: names[1] };
  if (exclusion.person1 === '' || exclusion.person2 === '') return { list: [...exclusions] };
  if (error) return { list: [...exclusions], error };
  const [from, to] = [nameKey(exclusion.person1), nameKey(exclusion.person2)];
  const covered = oneWay
    ? exclusions.some((e) => forbids(e, from, to))
    : exclusions.some((e) => forbids(e, from, to) && forbids(e, to, from));
  if (covered) return { list: [...exclusions] };
  if (exclusions.length >= MAX_CONSTRAINTS) return { list: [...exclusions], error: CONSTRAINTS_FULL.exclusions };
  return { list: [...exclusions, exclusion] };
}

/** The name of the button that removes an exclusion. */
export function exclusionRemoveLabel(person1: string, person2: string, oneWay: boolean): string {
  return oneWay ? `Retirer l’exclusion ${person1} n’offre pas à ${person2}` : `Retirer l’exclusion entre ${person1} et ${person2}`;
}

/** Removes the exclusion at `index`; an index out of range leaves the list unchanged. */
export function removeExclusion(exclusions: readonly Exclusion[], index: number): Exclusion[] {
  return exclusions.filter((_, i) => i !== index);
}
