/**
 * Email signature: the form, its defaults and what the page needs from its start (pure logic: no React, no DOM,
 * no storage). The checks of what users type are in `checks.ts`, the HTML in `html.ts`: both load once something is
 * typed. Together they decide what may go into the signature:
 *
 * Rules (SPEC.md sections 3, 5, 9 and DECISIONS.md):
 * - Only the name is marked required, and nothing blocks the signature: a field that fails its check gets a
 *   French message next to it and is left out of the signature.
 * - Links and the photo: `http:` or `https:` only. Without a scheme, `https://` is added (`exemple.fr`,
 *   `www.exemple.fr`, `linkedin.com/in/x`); `javascript:`, `data:`, `vbscript:`, `file:` and every other
 *   scheme are refused. The host must be a real host name (a dotted domain, `localhost` or an IP address).
 * - Email: one address (`prenom.nom@exemple.fr`), written as a `mailto:` link, percent-encoded.
 * - Phone: shown as typed; the `tel:` link keeps the digits and a leading `+` only (`+33 (0)1 23 45 67 89`
 *   → `tel:+33123456789`).
 * - Template, font, size and colours come from fixed lists; anything else (a stored value edited by hand)
 *   reads as the default.
 */
import { normaliseHex } from '../../components/lib/color';

export const TEMPLATES = ['modern', 'classic', 'minimal', 'creative', 'corporate'] as const;
export type Template = (typeof TEMPLATES)[number];

export const TEMPLATE_LABELS: Record<Template, string> = {
  modern: 'Moderne',
  classic: 'Classique',
  minimal: 'Minimaliste',
  creative: 'Créatif',
  corporate: 'Institutionnel',
};

export const FONTS = ['Arial', 'Helvetica', 'Georgia', 'Times New Roman', 'Verdana', 'Tahoma'] as const;
export type Font = (typeof FONTS)[number];

export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 18;
export const FONT_SIZE_DEFAULT = 14;

export const SEPARATOR_STYLES = ['line', 'space'] as const;
export type SeparatorStyle = (typeof SEPARATOR_STYLES)[number];

export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram', 'youtube', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SignatureForm {
  name: string;
  jobTitle: string;
  company: string;
  showPhoto: boolean;
  photoUrl: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  social: Record<SocialNetwork, string>;
  template: Template;
  font: Font;
  fontSize: number;
  primaryColor: string;
  secondaryColor: string;
  separator: boolean;
  separatorStyle: SeparatorStyle;
}

export const DEFAULT_PRIMARY = '#2563EB';
export const DEFAULT_SECONDARY = '#64748B';

export const DEFAULT_FORM: SignatureForm = {
  name: '',
  jobTitle: '',
  company: '',
  showPhoto: false,
  photoUrl: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  social: { linkedin: '', twitter: '', facebook: '', instagram: '', youtube: '', website: '' },
  template: 'modern',
  font: 'Arial',
  fontSize: FONT_SIZE_DEFAULT,
  primaryColor: DEFAULT_PRIMARY,
  secondaryColor: DEFAULT_SECONDARY,
  separator: true,
  separatorStyle: 'line',
};

export interface ColourPreset {
  name: string;
  primary: string;
  secondary: string;
}

/** Six colour sets, first the product's default; the primary colour of each reads on white (WCAG AA). */
export const COLOUR_PRESETS: readonly ColourPreset[] = [
  { name: 'Bleu', primary: '#2563EB', secondary: '#64748B' },
  { name: 'Vert', primary: '#047857', secondary: '#57534E' },
  { name: 'Violet', primary: '#7C3AED', secondary: '#6B7280' },
  { name: 'Rouge', primary: '#B91C1C', secondary: '#57534E' },
  { name: 'Orange', primary: '#C2410C', secondary: '#78716C' },
  { name: 'Ardoise', primary: '#1E293B', secondary: '#64748B' },
];

/** The preset whose two colours are exactly these, if any (a colour edited by hand unselects it). */
export function presetOf(primary: string, secondary: string): string | null {
  return COLOUR_PRESETS.find((p) => p.primary === primary.toUpperCase() && p.secondary === secondary.toUpperCase())?.name ?? null;
}

/** Gmail refuses a signature longer than this (characters of HTML). */
export const GMAIL_LIMIT = 10_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pick<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return list.includes(value as T) ? (value as T) : fallback;
}

/**
 * Whatever was stored (or passed), made into a valid form: each field of the right type and within its
 * limits, or its default. Anything that is not an object gives undefined (read as the defaults).
 */
export function sanitiseForm(raw: unknown): SignatureForm | undefined {
  if (!isRecord(raw)) return undefined;
  const d = DEFAULT_FORM;
  // Kept whole: each field cuts a text too long itself and says how long it was (components/fields/textLimit.ts).
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const rawSocial = isRecord(raw.social) ? raw.social : {};
  const social = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, text(rawSocial[n], '')])) as Record<SocialNetwork, string>;
  const size = typeof raw.fontSize === 'number' && Number.isFinite(raw.fontSize) ? Math.round(raw.fontSize) : d.fontSize;
  const colour = (value: unknown, fallback: string) => (typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value.trim()) ? normaliseHex(value)! : fallback);
  return {
    name: text(raw.name, d.name),
    jobTitle: text(raw.jobTitle, d.jobTitle),
    company: text(raw.company, d.company),
    showPhoto: typeof raw.showPhoto === 'boolean' ? raw.showPhoto : d.showPhoto,
    photoUrl: text(raw.photoUrl, d.photoUrl),
    email: text(raw.email, d.email),
    phone: text(raw.phone, d.phone),
    website: text(raw.website, d.website),
    address: text(raw.address, d.address),
    social,
    template: pick(TEMPLATES, raw.template, d.template),
    font: pick(FONTS, raw.font, d.font),
    fontSize: Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, size)),
    primaryColor: colour(raw.primaryColor, d.primaryColor),
    secondaryColor: colour(raw.secondaryColor, d.secondaryColor),
    separator: typeof raw.separator === 'boolean' ? raw.separator : d.separator,
    separatorStyle: pick(SEPARATOR_STYLES, raw.separatorStyle, d.separatorStyle),
  };
}
