import { plainSpaces } from '../../components/lib/text';
import { parseWebUrl } from '../../components/lib/webUrl';
/**
 * UTM builder: pure logic (no React, no DOM, no storage).
 *
 * Rules (SPEC.md section 5 and DECISIONS.md):
 * - The site URL is read by the product's one rule for web addresses (components/lib/webUrl.ts): http(s) with a
 *   real host name, `https://` added without a scheme (`exemple.fr/page` → `https://exemple.fr/page`). Other
 *   schemes (`javascript:`, `mailto:`, `ftp:`…), spaces only, or text that is not an address give 'Veuillez
 *   entrer une URL valide' and no output. An empty field (nothing typed yet) gives no output and no error.
 * - Values are trimmed and lowercased; empty values are left out. A source or medium of `custom` uses the
 *   text typed beside it.
 * - Parameters go before any `#fragment`. Existing query parameters are kept as they are, in their order;
 *   an existing `utm_*` parameter that the form sets is replaced (every copy of it, whatever its case); one
 *   the form leaves empty is kept.
 * - Values are percent-encoded like encodeURIComponent, and `!'()*` too, so that `&`, `=`, `#`, `+`,
 *   spaces (`%20`) and accents survive any URL parser and any ad platform. Order of the added parameters:
 *   utm_source, utm_medium, utm_campaign, utm_term, utm_content, then GA4's utm_id, utm_source_platform,
 *   utm_creative_format, utm_marketing_tactic.
 * - The URL is written in WHATWG form (what browsers send): lowercase host, `/` path when there is none,
 *   internationalised domains in punycode.
 */

export const UTM_URL_ERROR = 'Veuillez entrer une URL valide';

export const UTM_SOURCES = [
  'google',
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'tiktok',
  'email',
  'newsletter',
  'custom',
] as const;
export type UtmSourceOption = (typeof UTM_SOURCES)[number];

export const UTM_MEDIUMS = ['cpc', 'display', 'email', 'social', 'banner', 'affiliate', 'custom'] as const;
export type UtmMediumOption = (typeof UTM_MEDIUMS)[number];

/**
 * The parameters, in output order: the five classic ones, then the four that GA4 added (Google Analytics
 * help, « [GA4] URL builders: Collect campaign data with custom URLs »): utm_id (campaign ID, to join
 * imported cost data), utm_source_platform (the buying platform: Search Ads 360, DV360…),
 * utm_creative_format (display, native, video…) and utm_marketing_tactic (remarketing, prospecting…).
 */
export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export interface UtmFields {
  /** Site URL as typed. */
  url: string;
  /** One of UTM_SOURCES; 'custom' takes customSource. Any other text is used as it is. */
  source: string;
  customSource?: string;
  /** One of UTM_MEDIUMS; 'custom' takes customMedium. Any other text is used as it is. */
  medium: string;
  customMedium?: string;
  campaign: string;
  term?: string;
  content?: string;
  /** GA4: utm_id. */
  id?: string;
  /** GA4: utm_source_platform. */
  sourcePlatform?: string;
  /** GA4: utm_creative_format. */
  creativeFormat?: string;
  /** GA4: utm_marketing_tactic. */
  marketingTactic?: string;
}

export const UTM_WARNINGS = {
  noSource:
    'Ajoutez une source (utm_source)\u00a0: sans elle, les outils d’analyse ne peuvent pas attribuer la visite à votre campagne.',
  noMediumOrCampaign:
    'Renseignez aussi le support (utm_medium) et le nom de la campagne (utm_campaign) pour pouvoir comparer vos campagnes dans les rapports.',
  spaces:
    'Une valeur contient des espaces, qui deviennent «\u00a0%20\u00a0» dans l’URL\u00a0: préférez des tirets ou des underscores (soldes-ete, et non «\u00a0soldes été\u00a0»).',
  replaced: 'Les paramètres UTM déjà présents dans l’URL ont été remplacés par les vôtres.',
} as const;

export interface UtmResult {
  /** True when there is a URL to show and copy. */
  ok: boolean;
  /** The tagged URL, '' when there is none. */
  url: string;
  /** UTM_URL_ERROR when the URL field is filled but unusable. */
  error?: string;
  /** The parameters added, in output order, with their final (trimmed, lowercased) values. */
  params: { name: UtmParameter; value: string }[];
  /** True when `https://` was added in front of what the user typed. */
  schemeAdded: boolean;
  /** Names of utm_* parameters of the typed URL that were replaced. */
  replaced: UtmParameter[];
  /** Advice in French (missing source, spaces in values, replaced parameters). Never blocks the output. */
  warnings: string[];
}

const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\ufffd');
}

/** A UTM value as it goes into the URL (before encoding): trimmed and lowercased. */
export function normalizeUtmValue(raw: string | undefined): string {
  // A no-break space pasted from a document is a space, encoded %20 like any other.
  return plainSpaces(wellFormed(typeof raw === 'string' ? raw : ''))
    .trim()
    .toLowerCase();
}

/** encodeURIComponent, plus the sub-delimiters it leaves alone. Space → %20, never +. */
export function encodeUtmValue(value: string): string {
  return encodeURIComponent(wellFormed(value)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeKey(part: string): string {
  const key = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

export function pick(option: string | undefined, custom: string | undefined): string {
  const chosen = typeof option === 'string' ? option : '';
  return chosen.trim().toLowerCase() === 'custom' ? normalizeUtmValue(custom) : normalizeUtmValue(chosen);
}

const NO_OUTPUT: Omit<UtmResult, 'error'> = { ok: false, url: '', params: [], schemeAdded: false, replaced: [], warnings: [] };

/** Builds the tagged URL from the form fields. Never throws. */
export function buildUtmUrl(fields: UtmFields): UtmResult {
  // An empty field says nothing yet; spaces alone were typed, and are not an address.
  const typed = fields?.url ?? '';
  const parsed = parseWebUrl(typed);
  if (!parsed.ok) {
    return typed === '' ? { ...NO_OUTPUT } : { ...NO_OUTPUT, error: UTM_URL_ERROR };
  }

  const values: Record<UtmParameter, string> = {
    utm_source: pick(fields.source, fields.customSource),
    utm_medium: pick(fields.medium, fields.customMedium),
    utm_campaign: normalizeUtmValue(fields.campaign),
    utm_term: normalizeUtmValue(fields.term),
    utm_content: normalizeUtmValue(fields.content),
    utm_id: normalizeUtmValue(fields.id),
    utm_source_platform: normalizeUtmValue(fields.sourcePlatform),
    utm_creative_format: normalizeUtmValue(fields.creativeFormat),
    utm_marketing_tactic: normalizeUtmValue(fields.marketingTactic),
  };
  const params = UTM_PARAMETERS.filter((name) => values[name] !== '').map((name) => ({ name, value: values[name] }));
  const setNames = new Set<string>(params.map((p) => p.name));

  const { url } = parsed;
  const replaced = new Set<UtmParameter>();
  const kept: string[] = [];
  for (const part of url.search.slice(1).split('&')) {
    if (part === '') continue;
    const key = decodeKey(part).toLowerCase();
    if (setNames.has(key)) {
      replaced.add(key as UtmParameter);
      continue;
    }
    kept.push(part);
  }

  const base = new URL(url.href);
  base.search = '';
  base.hash = '';
  const query = [...kept, ...params.map((p) => `${p.name}=${encodeUtmValue(p.value)}`)].join('&');
  const href = `${base.href}${query === '' ? '' : `?${query}`}${url.hash}`;

  const warnings: string[] = [];
  if (values.utm_source === '') warnings.push(UTM_WARNINGS.noSource);
  else if (values.utm_medium === '' || values.utm_campaign === '') warnings.push(UTM_WARNINGS.noMediumOrCampaign);
  if (params.some((p) => /\s/.test(p.value))) warnings.push(UTM_WARNINGS.spaces);
  if (replaced.size > 0) warnings.push(UTM_WARNINGS.replaced);

  return {
    ok: true,
    url: href,
    params,
    schemeAdded: parsed.schemeAdded,
    replaced: UTM_PARAMETERS.filter((name) => replaced.has(name)),
    warnings,
  };
}
