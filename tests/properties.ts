import fc from 'fast-check';
import { expect } from 'vitest';
import { roundDecimal } from '../components/lib/number';

/** Fails if any number in the value (deeply) is NaN, ±Infinity or -0: what a result must never show. */
export function expectCleanNumbers(value: unknown): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value)).toBe(true);
    expect(Object.is(value, -0)).toBe(false);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) expectCleanNumbers(item);
  }
}

/** The hostile values a user can type in a number field, then random strings and numbers. */
export const HOSTILE_NUMBER_TEXTS = [
  '', ' ', ',', '.', '-', '-0', '0', '0,001', '1e308', '-1e308', '1e-300', '-1e-300', '1e15', '999999999999999999',
  'abc', '-5', '12,5', '100', '100,01', '1 000', '1 000 €', '15 000 €', '100 $', 'NaN', 'Infinity',
] as const;

export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.constantFrom(...HOSTILE_NUMBER_TEXTS),
  fc.double().map(String),
  fc.nat({ max: 1_000_000 }).map(String),
  fc.integer().map(String),
);

/**
 * Every number in the value (deeply) rounded once, half away from zero, to `decimals`: what the shared
 * formatter displays. Tool logic returns exact figures; tests written in displayed cents compare through this.
 */
export function displayed<T>(value: T, decimals = 2): T {
  if (typeof value === 'number') return roundDecimal(value, decimals) as T;
  if (Array.isArray(value)) return value.map((item) => displayed(item, decimals)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, displayed(item, decimals)])) as T;
  }
  return value;
}

/**
 * `OUTILO_DEEP_TESTS=1` runs the few exhaustive and statistical tests that take minutes at their full size (every
 * combination, the larger sample); every run of `npm test` still covers each rule at the size given here as `quick`.
 */
export const DEEP_TESTS = process.env.OUTILO_DEEP_TESTS === '1';
export const deepOr = <T>(deep: T, quick: T): T => (DEEP_TESTS ? deep : quick);
