/**
 * The checks of what users type in the signature's form (rules in emailSignature.ts): each field is cleaned, each
 * link, the photo, the e-mail and the phone checked, and what fails is left out with its French message. Loaded with
 * the HTML builder once something is typed, never with the page.
 */
import {
  DEFAULT_FORM,
  sanitiseForm,
  SOCIAL_NETWORKS,
  type Font,
  type SeparatorStyle,
  type SignatureForm,
  type SocialNetwork,
  type Template,
} from './emailSignature';
import { cleanLine } from '../../components/lib/text';
import { parseWebUrl } from '../../components/lib/webUrl';

/** Each font with fallbacks every mail client has, so the signature never falls back to a default serif. */
export const FONT_STACKS: Record<Font, string> = {
  Arial: 'Arial,Helvetica,sans-serif',
  Helvetica: 'Helvetica,Arial,sans-serif',
  Georgia: 'Georgia,Times,serif',
  'Times New Roman': "'Times New Roman',Times,serif",
  Verdana: 'Verdana,Geneva,sans-serif',
  Tahoma: 'Tahoma,Verdana,sans-serif',
};

/** The link text of each network in the signature. */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  website: 'Site web',
};

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
 * A web address as users type it, read by the product's one rule for web addresses (components/lib/webUrl.ts):
 * `https://` added when no scheme is given, `http:` and `https:` kept, every other scheme refused. The result is the
 * WHATWG serialisation (quotes, spaces and angle brackets percent-encoded), ready to escape into an attribute.
 */
export function checkWebUrl(input: string, messages: { scheme: string; invalid: string } = { scheme: MESSAGES.scheme, invalid: MESSAGES.url }): Checked {
  const parsed = parseWebUrl(input);
  if (!parsed.ok) return parsed.reason === 'empty' ? EMPTY : { ok: false, error: parsed.reason === 'scheme' ? messages.scheme : messages.invalid };
  // A signature's link is copied from a browser, never typed with a space, a quote, an angle bracket or a backslash:
  // one of these is a paste gone wrong or markup, left out rather than encoded into a working link.
  if (/[\s<>"`\\]/.test(cleanLine(input))) return { ok: false, error: messages.invalid };
  return { ok: true, value: parsed.url.href };
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
  const text = cleanLine(input);
  if (!text) return EMPTY;
  if (text.length > 254 || !EMAIL.test(text) || text.includes('..')) return { ok: false, error: MESSAGES.email };
  const at = text.lastIndexOf('@');
  const local = encodeURIComponent(text.slice(0, at)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ok: true, value: `mailto:${local}@${text.slice(at + 1).toLowerCase()}` };
}

/** A phone number as typed (digits, spaces, dots, dashes, slashes, brackets, a leading +); the value is its `tel:` link. */
export function checkPhone(input: string): Checked {
  const text = cleanLine(input);
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
    name: cleanLine(f.name),
    jobTitle: cleanLine(f.jobTitle),
    company: cleanLine(f.company),
    address: cleanLine(f.address),
    photo: photoHref,
    email: emailHref ? { text: cleanLine(f.email), href: emailHref } : null,
    phone: phoneHref ? { text: cleanLine(f.phone), href: phoneHref } : null,
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
