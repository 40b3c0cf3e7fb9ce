/**
 * Passphrases (« phrases de passe »): pure logic (no React, no DOM, no storage).
 *
 * Each word is drawn uniformly and independently from the French list (words/frenchWords.ts, loaded only on
 * this tool's page, when the passphrase mode is chosen) by the injected RandomSource: crypto.getRandomValues
 * with rejection sampling by default, so no word is more likely than another (no modulo bias).
 *
 * Entropy (bits) of this generation process, every outcome being equally likely:
 *   words × log2(list size)
 *   + log2(words) when one word, chosen at random, is written in capitals (« un mot en majuscules »);
 *   + log2(10 × words) when a digit (0–9) is added at the end of a word chosen at random.
 * Capitalising every word's first letter or the separator adds nothing: they are fixed by the options, known
 * to whoever guesses. Words are a–z only (no accents), so a passphrase types the same on any keyboard.
 */
import { onDemand } from '../../components/lib/onDemand';
import { cryptoRandom, type RandomSource } from '../../components/lib/random';

export const PASSPHRASE_WORDS_MIN = 4;
export const PASSPHRASE_WORDS_MAX = 10;
export const PASSPHRASE_WORDS_DEFAULT = 5;

export const SEPARATORS = { tiret: '-', espace: ' ', point: '.', souligne: '_' } as const;
export type SeparatorName = keyof typeof SEPARATORS;

export type Capitalisation = 'aucune' | 'initiales' | 'un-mot';

export interface PassphraseOptions {
  words: number;
  separator: SeparatorName;
  capitalisation: Capitalisation;
  digit: boolean;
}

export const DEFAULT_PASSPHRASE_OPTIONS: Readonly<PassphraseOptions> = {
  words: PASSPHRASE_WORDS_DEFAULT,
  separator: 'tiret',
  capitalisation: 'aucune',
  digit: false,
};

/** The French word list, in its own chunk: fetched the first time the passphrase mode is shown. */
export const frenchWords = onDemand((): Promise<readonly string[]> => import('./words/frenchWords').then((m) => m.FRENCH_WORDS));

function clampWords(words: number): number {
  if (!Number.isFinite(words)) return PASSPHRASE_WORDS_DEFAULT;
  return Math.min(PASSPHRASE_WORDS_MAX, Math.max(PASSPHRASE_WORDS_MIN, Math.round(words)));
}

/** Entropy in bits of a passphrase drawn with these options from a list of `listSize` distinct words. */
export function passphraseEntropyBits(options: PassphraseOptions, listSize: number): number {
  if (listSize < 2) return 0;
  const words = clampWords(options.words);
  let bits = words * Math.log2(listSize);
  if (options.capitalisation === 'un-mot') bits += Math.log2(words);
  if (options.digit) bits += Math.log2(10 * words);
  return bits;
}

/**
 * Strength of a passphrase from its entropy (bits): below 45 « Faible », below 60 « Moyen », below 80 « Fort »,
 * then « Très fort ». The same labels as the password mode, read from the entropy since a passphrase has no
 * character classes.
 */
export function passphraseStrength(bits: number): 'Faible' | 'Moyen' | 'Fort' | 'Très fort' {
  return bits >= 80 ? 'Très fort' : bits >= 60 ? 'Fort' : bits >= 45 ? 'Moyen' : 'Faible';
}

/** A passphrase drawn from `list` (distinct lowercase words). */
export function generatePassphrase(options: PassphraseOptions, list: readonly string[], rng: RandomSource = cryptoRandom): string {
  const count = clampWords(options.words);
  const words = Array.from({ length: count }, () => list[rng(list.length)]!);
  if (options.capitalisation === 'initiales') {
    for (let i = 0; i < count; i++) words[i] = words[i]!.charAt(0).toUpperCase() + words[i]!.slice(1);
  } else if (options.capitalisation === 'un-mot') {
    const i = rng(count);
    words[i] = words[i]!.toUpperCase();
  }
  if (options.digit) {
    const i = rng(count);
    words[i] = `${words[i]}${rng(10)}`;
  }
  return words.join(SEPARATORS[options.separator] ?? '-');
}
