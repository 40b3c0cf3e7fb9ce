/**
 * The bound of the unit tests' « stays fast » checks. What they guard against is a freeze (a Secret Santa draw once
 * took 106 s; a large paste handled in quadratic time), not a slow machine: CI on two busy cores once took
 * 5.4 s for a draw that takes 0.3 s on a quiet one. Timings as such are the benchmarks' business (`npm run bench`).
 * Under the unit tests' 30 s time-out (vitest.config.ts), so that a freeze fails on this check, with its figure.
 */
export const FREEZE_MS = 15_000;
