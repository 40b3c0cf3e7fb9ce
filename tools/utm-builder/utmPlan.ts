/**
 * The UTM builder's plan mode: a table of links (URL, source, medium, campaign…), each row tagged with its own values
 * by the single link's rules (buildUtmUrl), and the plan checked row by row. Pure logic (no React, no DOM); loaded
 * with the plan's view only (UtmPlanResults.tsx).
 */
import { fold } from '../../components/data/tableShape';
import { buildUtmUrl, normalizeUtmValue, pick, type UtmFields } from './utmBuilder';
import { BULK_LINE_ERROR } from './utmBulk';
import { looseKey } from './utmExtras';

/** The plan's columns: the address and each parameter of the form. */
export const PLAN_FIELDS = ['url', 'source', 'medium', 'campaign', 'term', 'content', 'id', 'sourcePlatform', 'creativeFormat', 'marketingTactic'] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];
export type PlanParamField = Exclude<PlanField, 'url'>;

/** How each column is named to users: the parameter it fills. */
export const PLAN_FIELD_NAMES: Readonly<Record<PlanField, string>> = {
  url: 'URL',
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
  id: 'utm_id',
  sourcePlatform: 'utm_source_platform',
  creativeFormat: 'utm_creative_format',
  marketingTactic: 'utm_marketing_tactic',
};

/** Header names read for each column, compared without accents, case, spaces, hyphens or underscores. */
const HEADER_NAMES: Readonly<Record<PlanField, readonly string[]>> = {
  url: ['url', 'lien', 'link', 'adresse', 'page', 'urldelapage', 'urldedestination', 'destination', 'landingpage', 'pagededestination'],
  source: ['source', 'utmsource'],
  medium: ['medium', 'support', 'utmmedium'],
  campaign: ['campaign', 'campagne', 'utmcampaign', 'nomdelacampagne', 'campaignname'],
  term: ['term', 'terme', 'motcle', 'motscles', 'keyword', 'utmterm'],
  content: ['content', 'contenu', 'utmcontent'],
  id: ['utmid', 'id', 'campaignid', 'iddecampagne', 'iddelacampagne'],
  sourcePlatform: ['utmsourceplatform', 'sourceplatform', 'plateforme', 'plateformesource'],
  creativeFormat: ['utmcreativeformat', 'creativeformat', 'format', 'formatcreatif'],
  marketingTactic: ['utmmarketingtactic', 'marketingtactic', 'tactique', 'tactiquemarketing'],
};

const headerKey = (name: string) => fold(name).replace(/[\s_.\-–—'’]+/g, '');

/** Which 0-based column holds each field (absent: none). */
export type PlanColumns = Partial<Record<PlanField, number>>;

/** The columns found by their header names (the first of each), for a table whose first line names them. */
export function guessColumns(names: readonly string[]): PlanColumns {
  const columns: PlanColumns = {};
  names.forEach((name, index) => {
    const key = headerKey(name);
    const field = PLAN_FIELDS.find((f) => HEADER_NAMES[f].includes(key));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

/**
 * The user's corrections as the address keeps them: `source=3,medium=0` (1-based column, 0 for none). Anything else
 * in the text is ignored.
 */
export function parseColumnChoices(text: string): PlanColumns & Partial<Record<PlanField, number | null>> {
  const choices: Partial<Record<PlanField, number | null>> = {};
  for (const part of text.split(',')) {
    const match = /^([a-zA-Z]+)=(\d{1,4})$/.exec(part.trim());
    if (!match || !(PLAN_FIELDS as readonly string[]).includes(match[1]!)) continue;
    const column = Number(match[2]);
    choices[match[1] as PlanField] = column === 0 ? null : column - 1;
  }
  return choices as PlanColumns;
}

/** Writes one correction into the address's form, the others kept. */
export function setColumnChoice(text: string, field: PlanField, column: number | null): string {
  const choices = parseColumnChoices(text) as Partial<Record<PlanField, number | null>>;
  choices[field] = column;
  return PLAN_FIELDS.filter((f) => choices[f] !== undefined)
    .map((f) => `${f}=${choices[f] === null ? 0 : choices[f]! + 1}`)
    .join(',');
}

/** The columns read: the user's choices over the guess, each within the table. */
export function planColumns(names: readonly string[], choices: string): PlanColumns {
  const guessed = guessColumns(names);
  const chosen = parseColumnChoices(choices) as Partial<Record<PlanField, number | null>>;
  const columns: PlanColumns = {};
  for (const field of PLAN_FIELDS) {
    // A choice outside the table (an old address, another file) gives way to the guess.
    const choice = chosen[field];
    const column = choice === null || (choice !== undefined && choice < names.length) ? choice : guessed[field];
    if (typeof column === 'number') columns[field] = column;
  }
  return columns;
}

/** A row's message: an error leaves the row without a URL, a warning says what to check or what was changed. */
export interface PlanMessage {
  kind: 'error' | 'warning';
  text: string;
}

export interface PlanRow {
  /** 1-based row number in the table, the header not counted. */
  row: number;
  cells: readonly string[];
  /** The tagged URL, '' when the row has none. */
  url: string;
  /** The values that went into the URL (lowercased), by field. */
  values: Record<PlanParamField, string>;
  messages: PlanMessage[];
}

export interface PlanResult {
  rows: PlanRow[];
  valid: number;
  invalid: number;
  /** Rows with at least one warning. */
  flagged: number;
}

/** The form's values, used for a cell left empty (or a column the plan does not have). */
export type PlanDefaults = Omit<UtmFields, 'url'>;

// Known spellings of one source or medium, by their loose form (utmExtras.looseKey).
const SOURCE_ALIASES: Readonly<Record<string, string>> = {
  fb: 'facebook',
  facebookads: 'facebook',
  ig: 'instagram',
  insta: 'instagram',
  li: 'linkedin',
  lnkd: 'linkedin',
  yt: 'youtube',
  tw: 'twitter',
  x: 'twitter',
  adwords: 'google',
  googleads: 'google',
  gads: 'google',
};
const MEDIUM_ALIASES: Readonly<Record<string, string>> = {
  mail: 'email',
  emailing: 'email',
  newsletter: 'email',
  ppc: 'cpc',
  socialmedia: 'social',
  reseauxsociaux: 'social',
};

/** The key under which spellings of one value meet: loose form, then known aliases (« FB », « facebook » → facebook). */
export function sameValueKey(field: 'source' | 'medium' | 'campaign', value: string): string {
  const key = looseKey(value);
  if (field === 'source') return SOURCE_ALIASES[key] ?? key;
  if (field === 'medium') return MEDIUM_ALIASES[key] ?? key;
  return key;
}

const q = (text: string) => `«\u00a0${text}\u00a0»`;
const hasAccent = (value: string) => /[^\x00-\x7f]/.test(value);

/** The required parameters (utm_source, utm_medium, utm_campaign) missing from a row, by name. */
const REQUIRED: readonly PlanParamField[] = ['source', 'medium', 'campaign'];

/**
 * Tags every row of a plan and checks it. A cell left empty takes the form's value of that parameter. Each row says
 * what it changed (a value lowercased) and what to check (a missing required parameter, spaces or accents, the same
 * source, medium or campaign written another way on other rows). Never throws.
 */
export function buildPlan(records: readonly (readonly string[])[], columns: PlanColumns, defaults: PlanDefaults): PlanResult {
  const fallback: Record<PlanParamField, string> = {
    source: pick(defaults.source, defaults.customSource),
    medium: pick(defaults.medium, defaults.customMedium),
    campaign: defaults.campaign ?? '',
    term: defaults.term ?? '',
    content: defaults.content ?? '',
    id: defaults.id ?? '',
    sourcePlatform: defaults.sourcePlatform ?? '',
    creativeFormat: defaults.creativeFormat ?? '',
    marketingTactic: defaults.marketingTactic ?? '',
  };
  const params = PLAN_FIELDS.filter((f): f is PlanParamField => f !== 'url');
  const rows: PlanRow[] = records.map((cells, index) => {
    const cell = (field: PlanField) => {
      const column = columns[field];
      return column === undefined ? '' : (cells[column] ?? '').trim();
    };
    const raw = {} as Record<PlanParamField, string>;
    for (const field of params) raw[field] = cell(field) || fallback[field];
    const messages: PlanMessage[] = [];
    // A source or medium is used as written (custom), never matched against the form's choices.
    const built = buildUtmUrl({ ...raw, source: 'custom', customSource: raw.source, medium: 'custom', customMedium: raw.medium, url: cell('url') });
    const values = {} as Record<PlanParamField, string>;
    for (const field of params) values[field] = normalizeUtmValue(raw[field]);
    if (!built.ok) messages.push({ kind: 'error', text: cell('url') === '' ? 'URL manquante' : `${BULK_LINE_ERROR} (${q(cell('url'))})` });
    const missing = REQUIRED.filter((field) => values[field] === '').map((field) => PLAN_FIELD_NAMES[field]);
    if (missing.length > 0) messages.push({ kind: 'warning', text: `${missing.length > 1 ? 'Manquent' : 'Manque'}\u00a0: ${missing.join(', ')}` });
    for (const field of params) {
      const typed = raw[field].trim();
      const value = values[field];
      if (value === '') continue;
      const name = PLAN_FIELD_NAMES[field];
      if (typed !== value) messages.push({ kind: 'warning', text: `${name}\u00a0: ${q(typed)} → ${q(value)} (minuscules)` });
      if (/\s/.test(value)) messages.push({ kind: 'warning', text: `${name}\u00a0: espace dans ${q(value)}, encodée %20` });
      if (hasAccent(value)) messages.push({ kind: 'warning', text: `${name}\u00a0: accent ou caractère spécial dans ${q(value)}, encodé dans l’URL` });
    }
    return { row: index + 1, cells, url: built.ok ? built.url : '', values, messages };
  });

  // The same source, medium or campaign written two ways: the rows with the less frequent spelling are flagged.
  for (const field of ['source', 'medium', 'campaign'] as const) {
    const groups = new Map<string, Map<string, number>>();
    for (const row of rows) {
      const value = row.values[field];
      if (value === '') continue;
      const key = sameValueKey(field, value);
      const spellings = groups.get(key) ?? new Map<string, number>();
      spellings.set(value, (spellings.get(value) ?? 0) + 1);
      groups.set(key, spellings);
    }
    const usual = new Map<string, string>();
    for (const [key, spellings] of groups) {
      if (spellings.size < 2) continue;
      // The most frequent spelling, the first met on a tie (a Map keeps the order of insertion).
      let best = '';
      let count = 0;
      for (const [spelling, times] of spellings) if (times > count) [best, count] = [spelling, times];
      usual.set(key, best);
    }
    if (usual.size === 0) continue;
    for (const row of rows) {
      const value = row.values[field];
      if (value === '') continue;
      const expected = usual.get(sameValueKey(field, value));
      if (expected !== undefined && expected !== value) {
        row.messages.push({ kind: 'warning', text: `${PLAN_FIELD_NAMES[field]} ${q(value)} écrit autrement ailleurs\u00a0: ${q(expected)} sur d’autres lignes` });
      }
    }
  }

  const invalid = rows.filter((r) => r.url === '').length;
  const flagged = rows.filter((r) => r.messages.some((m) => m.kind === 'warning')).length;
  return { rows, valid: rows.length - invalid, invalid, flagged };
}

/** A row's messages as one text: what the table, the copy and the CSV show. */
export const rowMessages = (row: PlanRow) => row.messages.map((m) => m.text).join(' · ');

/** The plan as a table to copy or download: the input columns, then the tagged URL and the messages. */
export function planTable(header: readonly string[], rows: readonly PlanRow[]): string[][] {
  return [[...header, 'URL de campagne', 'Remarques'], ...rows.map((row) => [...header.map((_, i) => row.cells[i] ?? ''), row.url, rowMessages(row)])];
}
