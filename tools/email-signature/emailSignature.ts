/**
 * Email signature: the form, its defaults and the checks of what users type (pure logic: no React, no DOM,
 * no storage). The HTML itself is written by `html.ts`; this file decides what may go into it.
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

/** Each font with fallbacks every mail client has, so the signature never falls back to a default serif. */
export const FONT_STACKS: Record<Font, string> = {
  Arial: 'Arial,Helvetica,sans-serif',
  Helvetica: 'Helvetica,Arial,sans-serif',
  Georgia: 'Georgia,Times,serif',
  'Times New Roman': "'Times New Roman',Times,serif",
  Verdana: 'Verdana,Geneva,sans-serif',
  Tahoma: 'Tahoma,Verdana,sans-serif',
};

export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 18;
export const FONT_SIZE_DEFAULT = 14;

export const SEPARATOR_STYLES = ['line', 'space'] as const;
export type SeparatorStyle = (typeof SEPARATOR_STYLES)[number];

export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram', 'youtube', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The link text of each network in the signature (and the label of its field). */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  website: 'Site web',
};

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

/** Longest text kept for any field read back from storage: a signature line, not a document. */
export const MAX_FIELD_LENGTH = 2000;

/** Gmail refuses a signature longer than this (characters of HTML). */
export const GMAIL_LIMIT = 10_000;

// Messages shown next to a field whose value is left out of the signature.
export const MESSAGES = {
  scheme: 'Seules les adresses http:// ou https:// sont acceptées\u00a0: ce lien n’apparaîtra pas dans la signature.',
  url: 'Adresse web invalide (ex.\u00a0: www.exemple.fr)\u00a0: ce lien n’apparaîtra pas dans la signature.',
  photo: 'Adresse d’image invalide (ex.\u00a0: https://exemple.fr/photo.jpg)\u00a0: la photo n’apparaîtra pas dans la signature.',
  photoScheme: 'Seules les images en http:// ou https:// sont acceptées\u00a0: la photo n’apparaîtra pas dans la signature.',
  email: 'Adresse e-mail invalide (ex.\u00a0: prenom.nom@exemple.fr)\u00a0: elle n’apparaîtra pas dans la signature.',
  phone: 'Numéro invalide (ex.\u00a0: +33 1 23 45 67 89)\u00a0: il n’apparaîtra pas dans la signature.',
} as const;

export type Checked = { ok: true; value: string } | { ok: false; error: string } | { ok: true; value: null };

/** Empty (nothing typed, or only spaces): no link and no message. */
const EMPTY: Checked = { ok: true, value: null };

/**
 * No-break, narrow no-break spaces, tabs and line breaks count as spaces (DECISIONS.md); other control
 * characters (NUL, escape, C1 controls) and bidirectional overrides, which nobody types on purpose, go.
 */
function clean(text: string): string {
  return text
    .replace(/[\u00a0\u202f\t\r\n]/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A dotted host name (every label non-empty), `localhost`, an IPv4 or a bracketed IPv6 address. */
function realHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.startsWith('[') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname)) return true;
  const labels = hostname.split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0 && label.length <= 63) && !/^\d+$/.test(labels.at(-1)!);
}

/**
 * A web address as users type it, made absolute: `https://` added when no scheme is given, `http:` and
 * `https:` kept, every other scheme refused. The result is the WHATWG serialisation (quotes, spaces and
 * angle brackets percent-encoded), ready to escape into an attribute.
 */
export function checkWebUrl(input: string, messages: { scheme: string; invalid: string } = { scheme: MESSAGES.scheme, invalid: MESSAGES.url }): Checked {
  const text = clean(input);
  if (!text) return EMPTY;
  let absolute = text;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // `localhost:3000` and `exemple.fr:8080/x` look like a scheme; a port after a host name is not one.
  const hostWithPort = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i.test(text);
  if (scheme && !hostWithPort && scheme !== 'http' && scheme !== 'https') return { ok: false, error: messages.scheme };
  if (/[\s<>"`\\]/.test(text) || /[\u0000-\u001f\u007f]/.test(text)) return { ok: false, error: messages.invalid };
  if (text.startsWith('//')) absolute = `https:${text}`;
  else if (scheme && !hostWithPort) {
    if (!/^https?:\/\//i.test(text)) return { ok: false, error: messages.invalid };
  } else absolute = `https://${text}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return { ok: false, error: messages.invalid };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !realHost(url.hostname)) {
    return { ok: false, error: messages.invalid };
  }
  return { ok: true, value: url.href };
}

/** The photo's address: an absolute http(s) image URL. */
export function checkPhotoUrl(input: string): Checked {
  const checked = checkWebUrl(input, { scheme: MESSAGES.photoScheme, invalid: MESSAGES.photo });
  // An image is a file: a bare site (`photo.jpg` read as the host https://photo.jpg/) is not one.
  if (checked.ok && checked.value && new URL(checked.value).pathname === '/') return { ok: false, error: MESSAGES.photo };
  return checked;
}

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** One email address; the value is its `mailto:` link, each character outside the safe set percent-encoded. */
export function checkEmail(input: string): Checked {
  const text = clean(input);
  if (!text) return EMPTY;
  if (text.length > 254 || !EMAIL.test(text) || text.includes('..')) return { ok: false, error: MESSAGES.email };
  const at = text.lastIndexOf('@');
  const local = encodeURIComponent(text.slice(0, at)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ok: true, value: `mailto:${local}@${text.slice(at + 1).toLowerCase()}` };
}

/** A phone number as typed (digits, spaces, dots, dashes, slashes, brackets, a leading +); the value is its `tel:` link. */
export function checkPhone(input: string): Checked {
  const text = clean(input);
  if (!text) return EMPTY;
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return { ok: false, error: MESSAGES.phone };
  // « +33 (0)1 23 45 67 89 »: the bracketed trunk 0 is not dialled from abroad.
  const international = text.startsWith('+');
  const digits = (international ? text.replace(/\(0\)/g, '') : text).replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return { ok: false, error: MESSAGES.phone };
  return { ok: true, value: `tel:${international ? '+' : ''}${digits}` };
}

export interface CheckedLink {
  /** What is shown (the field as typed, trimmed). */
  text: string;
  /** The href. */
  href: string;
}

/** Everything that goes into the signature once checked, and the message of each refused field. */
export interface CheckedSignature {
  name: string;
  jobTitle: string;
  company: string;
  address: string;
  photo: string | null;
  email: CheckedLink | null;
  phone: CheckedLink | null;
  website: CheckedLink | null;
  social: { network: SocialNetwork; label: string; href: string }[];
  template: Template;
  fontStack: string;
  fontSize: number;
  primary: string;
  secondary: string;
  separator: SeparatorStyle | null;
  /** Field → French message, for the fields left out. */
  errors: Partial<Record<FieldKey, string>>;
}

export type FieldKey = 'photoUrl' | 'email' | 'phone' | 'website' | `social.${SocialNetwork}`;

/** A web address shown the way people read it: no scheme, no `www.`, no trailing slash. */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '');
}

/** Checks every field of the form; what fails is left out and its message kept. Never throws. */
export function checkSignature(form: SignatureForm): CheckedSignature {
  const f = sanitiseForm(form) ?? DEFAULT_FORM;
  const errors: CheckedSignature['errors'] = {};
  const keep = (key: FieldKey, checked: Checked): string | null => {
    if (!checked.ok) {
      errors[key] = checked.error;
      return null;
    }
    return checked.value;
  };

  // The photo's address is checked only when the photo is asked for.
  const photoHref = f.showPhoto ? keep('photoUrl', checkPhotoUrl(f.photoUrl)) : null;
  const emailHref = keep('email', checkEmail(f.email));
  const phoneHref = keep('phone', checkPhone(f.phone));
  const websiteHref = keep('website', checkWebUrl(f.website));
  const social: CheckedSignature['social'] = [];
  for (const network of SOCIAL_NETWORKS) {
    const href = keep(`social.${network}`, checkWebUrl(f.social[network]));
    // The same site twice (contact and social) is one link.
    if (href && !(network === 'website' && href === websiteHref)) social.push({ network, label: SOCIAL_LABELS[network], href });
  }

  return {
    name: clean(f.name),
    jobTitle: clean(f.jobTitle),
    company: clean(f.company),
    address: clean(f.address),
    photo: photoHref,
    email: emailHref ? { text: clean(f.email), href: emailHref } : null,
    phone: phoneHref ? { text: clean(f.phone), href: phoneHref } : null,
    website: websiteHref ? { text: displayUrl(websiteHref), href: websiteHref } : null,
    social,
    template: f.template,
    fontStack: FONT_STACKS[f.font],
    fontSize: f.fontSize,
    primary: f.primaryColor,
    secondary: f.secondaryColor,
    separator: f.separator ? f.separatorStyle : null,
    errors,
  };
}

/** Nothing filled in (or nothing valid): no signature to build or show. */
export function isEmptySignature(s: CheckedSignature): boolean {
  return !s.name && !s.jobTitle && !s.company && !s.address && !s.photo && !s.email && !s.phone && !s.website && s.social.length === 0;
}

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
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : fallback);
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
