/**
 * UTM builder extras: presets kept on the device, the consistency hint against them, and the bulk
 * mode's limit (its tagging and CSV are in utmBulk.ts, loaded with that mode). Pure logic (no React, no DOM, no
 * storage).
 */
import { normalizeUtmValue } from './utmBuilder';

/** A preset: a name and the source, medium and campaign it fills in, as they go into the URL. */
export interface UtmPreset {
  name: string;
  source: string;
  medium: string;
  campaign: string;
}

export const MAX_PRESETS = 50;
const MAX_PRESET_TEXT = 200;

/** Reads what the device kept: a list of presets, anything else dropped (a hostile or old value never crashes). */
export function validatePresets(raw: unknown): UtmPreset[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const presets: UtmPreset[] = [];
  for (const item of raw.slice(0, MAX_PRESETS)) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, source, medium, campaign } = item as Record<string, unknown>;
    if (![name, source, medium, campaign].every((v) => typeof v === 'string' && v.length <= MAX_PRESET_TEXT)) continue;
    if ((name as string).trim() === '') continue;
    presets.push({ name: (name as string).trim(), source: source as string, medium: medium as string, campaign: campaign as string });
  }
  return presets;
}

/** Adds a preset, or replaces the one of the same name (case-insensitive), keeping the list sorted by name. */
export function savePreset(presets: readonly UtmPreset[], preset: UtmPreset): UtmPreset[] {
  const name = preset.name.trim().slice(0, MAX_PRESET_TEXT);
  const next = presets.filter((p) => p.name.toLocaleLowerCase('fr') !== name.toLocaleLowerCase('fr'));
  next.push({ ...preset, name });
  next.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return next.slice(0, MAX_PRESETS);
}

/** Loose form of a value: no case, no accents, no spaces, hyphens, underscores or dots. */
export function looseKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\u00a0\u202f_.\-–—]+/g, '');
}

export type PresetField = 'source' | 'medium' | 'campaign';

export interface ConsistencyHint {
  field: PresetField;
  /** The value as it would go into the URL. */
  typed: string;
  /** The preset's spelling. */
  expected: string;
  preset: string;
}

/**
 * Values that look like a preset's but are not spelled the same: GA4 reports `soldes-ete` and `soldes été`
 * (or `Facebook` and `facebook`) as two campaigns. One hint per field, from the first preset in the list.
 */
export function consistencyHints(values: Record<PresetField, string>, presets: readonly UtmPreset[]): ConsistencyHint[] {
  const hints: ConsistencyHint[] = [];
  for (const field of ['source', 'medium', 'campaign'] as const) {
    const typed = values[field];
    if (typed.trim() === '') continue;
    const key = looseKey(typed);
    if (key === '') continue;
    if (presets.some((p) => p[field] === typed)) continue;
    const match = presets.find((p) => p[field] !== '' && looseKey(p[field]) === key);
    if (match) hints.push({ field, typed, expected: match[field], preset: match.name });
  }
  return hints;
}

const FIELD_NAMES: Record<PresetField, string> = { source: 'utm_source', medium: 'utm_medium', campaign: 'utm_campaign' };

/** « GA4 distingue « soldes été » et « soldes-ete » (utm_campaign)… » */
export function consistencyMessage(hint: ConsistencyHint): string {
  return `GA4 distingue «\u00a0${hint.typed}\u00a0» et «\u00a0${hint.expected}\u00a0» (${FIELD_NAMES[hint.field]})\u00a0: ce seraient deux valeurs différentes dans vos rapports. Utilisez «\u00a0${hint.expected}\u00a0» comme dans votre modèle «\u00a0${hint.preset}\u00a0».`;
}

/** The value a field must get so that its output is the preset's spelling. */
export const presetValue = (value: string) => normalizeUtmValue(value);

// ——— Bulk mode ———

export const MAX_BULK_LINES = 5_000;
export const BULK_TOO_MANY = 'Jusqu’à 5\u00a0000\u00a0adresses à la fois\u00a0: découpez votre liste.';

/** The addresses of a bulk list: its non-empty lines, trimmed, with their 1-based line numbers. */
export function bulkLines(text: string): { line: number; input: string }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ line: index + 1, input: raw.trim() }))
    .filter(({ input }) => input !== '');
}

/** Whether a bulk list holds more addresses than are tagged at once. */
export const tooManyBulkLines = (text: string): boolean => bulkLines(text).length > MAX_BULK_LINES;
