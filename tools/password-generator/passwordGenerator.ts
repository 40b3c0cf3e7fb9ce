/**
 * Password generator: pure logic (no React, no DOM, no storage).
 *
 * Fairness (DECISIONS.md): every password of the chosen length that holds at least one character of each
 * chosen class is equally likely. We draw whole passwords uniformly from the union alphabet and start again
 * until each class is present (rejection sampling keeps the uniform law, conditioned on validity). Each
 * character comes from the injected RandomSource, which defaults to crypto.getRandomValues without bias.
 *
 * The entropy shown is that of this generation process: log2 of the number of valid passwords, counted
 * exactly by inclusion–exclusion.
 */
import { cryptoRandom, type RandomSource } from '../../components/lib/random';

export const PASSWORD_LENGTH_MIN = 8;
export const PASSWORD_LENGTH_MAX = 32;
export const PASSWORD_LENGTH_DEFAULT = 10;

/** The four classes, in display order. Disjoint, so that "contains a character of each class" is clear. */
export const CHARACTER_SETS = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  symbols: '@#$%&*+-=?!',
} as const;

export interface PasswordOptions {
  /** 8 to 32; out-of-range or non-integer values are brought back into range (see normalizeLength). */
  length: number;
  includeUppercase: boolean;
  includeLowercase: boolean;
  includeNumbers: boolean;
  includeSymbols: boolean;
  /** Leaves out the characters that look alike in many fonts: LOOK_ALIKES. */
  excludeLookAlikes?: boolean;
}

/** Characters easily mistaken for one another when read or typed: zero, O, o, one, l, I, pipe. */
export const LOOK_ALIKES = '0Oo1lI|';

export const DEFAULT_PASSWORD_OPTIONS: Readonly<PasswordOptions> = {
  length: PASSWORD_LENGTH_DEFAULT,
  includeUppercase: true,
  includeLowercase: true,
  includeNumbers: true,
  includeSymbols: true,
  excludeLookAlikes: false,
};

export const PASSWORD_ERRORS = {
  noClass: 'Veuillez sélectionner au moins un type de caractères',
  failure: 'Erreur lors de la génération du mot de passe',
} as const;

/**
 * Whole-password attempts before giving up. The worst acceptance rate over all option sets is about 0.44
 * (length 8, four classes), so 1000 attempts fail with probability below 10^-250: the error exists only
 * for a broken random source.
 */
export const MAX_ATTEMPTS = 1000;

export type StrengthLabel = 'Faible' | 'Moyen' | 'Fort' | 'Très fort';

export interface PasswordStrength {
  /** SPEC score, 0 to 8. */
  score: number;
  label: StrengthLabel;
}

export type PasswordResult =
  | {
      ok: true;
      password: string;
      /** The length actually used (after normalizeLength). */
      length: number;
      strength: PasswordStrength;
      /** log2 of the number of passwords this setting can produce, all equally likely. */
      entropyBits: number;
    }
  | { ok: false; error: string };

/** Rounds to an integer and clamps to 8–32; anything not finite gives the default 10. */
export function normalizeLength(length: number): number {
  if (!Number.isFinite(length)) return PASSWORD_LENGTH_DEFAULT;
  return Math.min(PASSWORD_LENGTH_MAX, Math.max(PASSWORD_LENGTH_MIN, Math.round(length)));
}

/** The character sets of the chosen classes, in the order uppercase, lowercase, numbers, symbols. */
export function selectedClasses(options: PasswordOptions): string[] {
  const classes: string[] = [];
  if (options.includeUppercase) classes.push(CHARACTER_SETS.uppercase);
  if (options.includeLowercase) classes.push(CHARACTER_SETS.lowercase);
  if (options.includeNumbers) classes.push(CHARACTER_SETS.numbers);
  if (options.includeSymbols) classes.push(CHARACTER_SETS.symbols);
  return options.excludeLookAlikes ? classes.map((set) => [...set].filter((ch) => !LOOK_ALIKES.includes(ch)).join('')) : classes;
}

/**
 * SPEC score: +2 if length >= 12, +1 more if >= 16, +1 each for uppercase, lowercase and digits, +2 for
 * symbols. 7 or more 'Très fort', 5–6 'Fort', 3–4 'Moyen', below 3 'Faible'.
 */
export function passwordStrength(options: PasswordOptions): PasswordStrength {
  const length = normalizeLength(options.length);
  let score = 0;
  if (length >= 12) score += 2;
  if (length >= 16) score += 1;
  if (options.includeUppercase) score += 1;
  if (options.includeLowercase) score += 1;
  if (options.includeNumbers) score += 1;
  if (options.includeSymbols) score += 2;
  const label: StrengthLabel = score >= 7 ? 'Très fort' : score >= 5 ? 'Fort' : score >= 3 ? 'Moyen' : 'Faible';
  return { score, label };
}

/**
 * Number of strings of `length` characters over the union of disjoint classes of the given sizes that
 * contain at least one character of every class (inclusion–exclusion over the classes left out).
 */
export function countValidPasswords(classSizes: readonly number[], length: number): bigint {
  const k = classSizes.length;
  if (k === 0) return 0n;
  const n = BigInt(length);
  let total = 0n;
  for (let subset = 0; subset < 1 << k; subset++) {
    let size = 0;
    let bits = 0;
    for (let i = 0; i < k; i++) {
      if (subset & (1 << i)) {
        size += classSizes[i]!;
        bits++;
      }
    }
    const term = BigInt(size) ** n;
    total += (k - bits) % 2 === 0 ? term : -term;
  }
  return total;
}

/** log2 of a positive bigint, accurate to double precision; 0 for values below 1. */
export function log2BigInt(value: bigint): number {
  if (value < 1n) return 0;
  const bits = value.toString(2).length;
  if (bits <= 53) return Math.log2(Number(value));
  const shift = bits - 53;
  return Math.log2(Number(value >> BigInt(shift))) + shift;
}

/** Entropy in bits of the generation process for these options; 0 when no class is chosen. */
export function passwordEntropyBits(options: PasswordOptions): number {
  const sizes = selectedClasses(options).map((c) => c.length);
  return log2BigInt(countValidPasswords(sizes, normalizeLength(options.length)));
}

/**
 * A uniformly random string of `length` characters over the union of `classes` (disjoint character sets)
 * that contains each class at least once, or null after `maxAttempts` rejected draws.
 */
export function drawPassword(
  classes: readonly string[],
  length: number,
  rng: RandomSource = cryptoRandom,
  maxAttempts: number = MAX_ATTEMPTS,
): string | null {
  const alphabet = [...classes.join('')];
  if (alphabet.length === 0 || length < classes.length) return null;
  const classOf = new Map<string, number>();
  classes.forEach((set, index) => {
    for (const ch of set) classOf.set(ch, index);
  });
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const chars: string[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < length; i++) {
      const ch = alphabet[rng(alphabet.length)]!;
      chars.push(ch);
      seen.add(classOf.get(ch)!);
    }
    if (seen.size === classes.length) return chars.join('');
  }
  return null;
}

/** Generates a password for the options, or returns a French error. Never throws on user input. */
export function generatePassword(options: PasswordOptions, rng: RandomSource = cryptoRandom): PasswordResult {
  const classes = selectedClasses(options);
  if (classes.length === 0) return { ok: false, error: PASSWORD_ERRORS.noClass };
  const length = normalizeLength(options.length);
  let password: string | null;
  try {
    password = drawPassword(classes, length, rng);
  } catch {
    password = null;
  }
  if (password === null) return { ok: false, error: PASSWORD_ERRORS.failure };
  return {
    ok: true,
    password,
    length,
    strength: passwordStrength(options),
    entropyBits: passwordEntropyBits(options),
  };
}
