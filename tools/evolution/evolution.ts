import { exactDifference, parseDecimal, tooLargeError } from '../../components/lib/number';

/**
 * Evolution rate = (final − initial) / initial × 100 (SPEC.md section 9). An initial value of 0 has no rate: the
 * tool says so instead of printing Infinity or 0. With a negative initial value the formula's sign would read
 * backwards (from −100 to −50 would be "−50 %"), so the rate is taken over |initial| and a warning is shown.
 */

export const INVALID_VALUE_ERROR = 'Veuillez entrer un nombre valide';
export const ZERO_INITIAL_ERROR = 'La valeur initiale ne peut pas être 0\u00a0: le taux d’évolution n’est pas défini';
export const INITIAL_TOO_SMALL_ERROR = 'La valeur initiale est trop proche de 0 pour calculer un taux';
export const NEGATIVE_INITIAL_WARNING =
  "Valeur initiale négative\u00a0: le taux est calculé par rapport à sa valeur absolue, interprétez-le avec prudence.";

const MAX_ABS_VALUE = 1e15;
/**
 * Largest rate shown, in %: beyond, the initial value is too close to 0 for a meaningful rate (1e-300 → 150 is a
 * finite 1.5e304 % that would print 300 digits and overflow the page).
 */
const MAX_ABS_RATE = 1e18;

export interface EvolutionFields {
  initial: string;
  final: string;
}

export interface EvolutionResult {
  /** Evolution rate in %, exact (the display rounds it once). */
  rate: number;
  /** final − initial, exact on the decimals typed. */
  difference: number;
  /** Coefficient multiplicateur final / initial, exact (meaningful for a positive initial value). */
  multiplier: number;
  direction: 'hausse' | 'baisse' | 'stable';
  warning?: string;
}

export interface EvolutionOutput {
  errors: Partial<Record<keyof EvolutionFields, string>>;
  result: EvolutionResult | null;
}

/**
 * (final − initial) / |initial| × 100, or null when initial is 0 (no rate exists) or the rate is beyond MAX_ABS_RATE.
 * The difference is taken on the decimals typed, so that 4,971 → 5,116 is +2,92… % from exactly 0,145.
 */
export function evolutionRate(initial: number, final: number): number | null {
  if (initial === 0) return null;
  const rate = (exactDifference(final, initial) / Math.abs(initial)) * 100;
  return Number.isFinite(rate) && Math.abs(rate) <= MAX_ABS_RATE ? rate : null;
}

function readValue(raw: string): { value?: number; error?: string } {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return parsed.empty ? {} : { error: INVALID_VALUE_ERROR };
  if (Math.abs(parsed.value) > MAX_ABS_VALUE) return { error: tooLargeError(MAX_ABS_VALUE) };
  return { value: parsed.value };
}

export function computeEvolution(fields: EvolutionFields): EvolutionOutput {
  const initial = readValue(fields.initial);
  const final = readValue(fields.final);
  const errors: EvolutionOutput['errors'] = {};
  if (initial.error) errors.initial = initial.error;
  else if (initial.value === 0) errors.initial = ZERO_INITIAL_ERROR;
  if (final.error) errors.final = final.error;
  if (errors.initial || errors.final || initial.value === undefined || final.value === undefined) {
    return { errors, result: null };
  }

  const rate = evolutionRate(initial.value, final.value);
  if (rate === null) return { errors: { initial: INITIAL_TOO_SMALL_ERROR }, result: null };
  const multiplier = final.value / initial.value;
  const result: EvolutionResult = {
    rate,
    difference: exactDifference(final.value, initial.value),
    multiplier: Number.isFinite(multiplier) ? multiplier || 0 : 0,
    direction: rate > 0 ? 'hausse' : rate < 0 ? 'baisse' : 'stable',
  };
  if (initial.value < 0) result.warning = NEGATIVE_INITIAL_WARNING;
  return { errors, result };
}
