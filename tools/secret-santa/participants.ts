/**
 * Secret Santa: the participants and the constraints as the organiser types them (no React, no DOM). What runs
 * while the page is used; the draw itself is in secretSanta.ts, loaded when it is asked for (issue 13).
 */

export const SECRET_SANTA_MIN_PARTICIPANTS = 3;
/** Keeps the n × n constraint matrix and the checks instantaneous; far above any real gift exchange. */
export const SECRET_SANTA_MAX_PARTICIPANTS = 500;
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

/** Non-empty trimmed lines. */
export function parseParticipants(raw: string): string[] {
  return raw
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Comparison key for names: case, Unicode form and inner spacing do not make two people different. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

/** Adds a forced pair; a blank field (or an identical pair already listed) leaves the list unchanged. */
export function addForcedPair(pairs: readonly ForcedPair[], from: string, to: string): ForcedPair[] {
  const pair = { from: from.trim(), to: to.trim() };
  if (pair.from === '' || pair.to === '') return [...pairs];
  if (pairs.some((p) => nameKey(p.from) === nameKey(pair.from) && nameKey(p.to) === nameKey(pair.to))) return [...pairs];
  return [...pairs, pair];
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
 * already covered by the list (the same two people in any order for a two-way one), changes nothing.
 */
export function addExclusion(exclusions: readonly Exclusion[], person1: string, person2: string, oneWay = false): Exclusion[] {
  const exclusion: Exclusion = oneWay ? { person1: person1.trim(), person2: person2.trim(), oneWay: true } : { person1: person1.trim(), person2: person2.trim() };
  if (exclusion.person1 === '' || exclusion.person2 === '') return [...exclusions];
  const [from, to] = [nameKey(exclusion.person1), nameKey(exclusion.person2)];
  const covered = oneWay
    ? exclusions.some((e) => forbids(e, from, to))
    : exclusions.some((e) => forbids(e, from, to) && forbids(e, to, from));
  if (covered) return [...exclusions];
  return [...exclusions, exclusion];
}

/** Removes the exclusion at `index`; an index out of range leaves the list unchanged. */
export function removeExclusion(exclusions: readonly Exclusion[], index: number): Exclusion[] {
  return exclusions.filter((_, i) => i !== index);
}
