/**
 * Secret Santa: the event details (budget, date) and the per-person reveal links.
 *
 * A reveal link is the tool's public website address with a fragment, `https://outilo.fr/secret-santa/#tirage=…`,
 * holding one participant's name, the person they give to, and the budget and date. Browsers never send the
 * fragment to a server (RFC 3986 §3.5: it is resolved on the device), so neither Outilo's host nor anyone
 * watching the request sees the assignment.
 *
 * The fragment is the small JSON {v, n, r, b, d} in UTF-8, XOR-ed with a random key of the same length, and
 * sent as base64url(1 ‖ key ‖ masked). The key travels in the link: this is not encryption and protects
 * against nobody who has the link and wants to read it. It keeps the receiver's name from being read at a
 * glance, and makes every link look different (the same name never gives the same letters), so that an
 * organiser who copies the links without opening them does not learn the draw by looking at them.
 */
import type { RandomSource } from '../../components/lib/random';
import { formatNumber, parseDecimal } from '../../components/lib/number';
import { fragmentValue, SANTA_REVEAL } from '../../platform/secretAddresses';
import { MAX_NAME_LENGTH, readName } from './participants';

export const LINK_VERSION = 1;
/** `#tirage=…`: platform/secretAddresses.ts keeps third-party scripts away from the addresses that hold one. */
export const FRAGMENT_KEY = SANTA_REVEAL.key;
/** Highest budget, in euros. */
const MAX_BUDGET = 10_000;
/**
 * Longest fragment read (a hostile link must stay cheap to read), and the longest any reveal makes: two names of
 * MAX_NAME_LENGTH code points, each taking at most 6 bytes of JSON (a control character or a lone surrogate is written
 * `\u001b`), the longest budget and a date, doubled by the key, plus the version byte, in base64url.
 */
export const MAX_FRAGMENT = Math.ceil(
  ((1 + 2 * (JSON.stringify({ v: LINK_VERSION, n: '', r: '', b: MAX_BUDGET - 0.01, d: '2000-01-01' }).length + 2 * 6 * MAX_NAME_LENGTH)) * 4) / 3,
);

export const SANTA_LINK_ERROR =
  'Ce lien de Secret Santa est incomplet ou abîmé\u00a0: demandez à l’organisateur de vous le renvoyer, en le copiant en entier.';
export const BUDGET_ERROR = 'Budget invalide\u00a0: saisissez un montant en euros, par exemple 20';
export const BUDGET_RANGE_ERROR = 'Le budget doit être compris entre 1\u00a0€ et 10\u00a0000\u00a0€';
export const DATE_ERROR = 'Date invalide\u00a0: choisissez une date dans le calendrier';

export interface Reveal {
  /** Who the link is for. */
  giver: string;
  /** Whom they give a present to. */
  receiver: string;
  /** Budget in euros, when set. */
  budget?: number;
  /** Date of the exchange, `YYYY-MM-DD`, when set. */
  date?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Budget and date

export type Checked<T> = { ok: true; value: T | undefined } | { ok: false; error: string };

/** The budget field: empty (no budget), or euros between 1 and 10 000, cents allowed. */
export function checkBudget(raw: string): Checked<number> {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return parsed.empty ? { ok: true, value: undefined } : { ok: false, error: BUDGET_ERROR };
  if (!(parsed.value >= 1 && parsed.value <= MAX_BUDGET)) return { ok: false, error: BUDGET_RANGE_ERROR };
  return { ok: true, value: Math.round(parsed.value * 100) / 100 };
}

/** A real calendar day written `YYYY-MM-DD` (what a date input gives), years 2000 to 2100. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 2000 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The date field: empty (no date) or a calendar day. */
export function checkDate(raw: string): Checked<string> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: undefined };
  return isCalendarDate(text) ? { ok: true, value: text } : { ok: false, error: DATE_ERROR };
}

/** `2026-12-19` → `19 décembre 2026` (the calendar day, whatever the time zone). */
export function formatEventDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** `20 €`, `12,50 €` (no-break spaces). */
export function formatBudget(value: number): string {
  const text = formatNumber(value, { decimals: 2, minDecimals: Number.isInteger(value) ? 0 : 2 });
  return `${text.replace(/\u202f/g, '\u00a0')}\u00a0€`;
}

/** « , budget 20 €, échange le 19 décembre 2026 »: the event details at the end of a message. */
export function eventDetails(budget?: number, date?: string): string {
  return [budget !== undefined ? `budget ${formatBudget(budget)}` : '', date ? `échange le ${formatEventDate(date)}` : '']
    .filter(Boolean)
    .map((part) => `, ${part}`)
    .join('');
}

/** The message a participant receives: « Secret Santa : Marie, tu offres un cadeau à Paul, budget 20 €, échange le 19 décembre 2026. » */
export function assignmentMessage(giver: string, receiver: string, budget?: number, date?: string): string {
  return `Secret Santa\u00a0: ${giver}, tu offres un cadeau à ${receiver}${eventDetails(budget, date)}.`;
}

// ---------------------------------------------------------------------------------------------------------
// Fragment

const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

/** The fragment (without `#`) of one participant's reveal link; `rng` makes its key (crypto.getRandomValues in the product). */
export function encodeReveal(reveal: Reveal, rng: RandomSource): string {
  const payload: Record<string, unknown> = { v: LINK_VERSION, n: reveal.giver, r: reveal.receiver };
  if (reveal.budget !== undefined) payload.b = reveal.budget;
  if (reveal.date) payload.d = reveal.date;
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const bytes = new Uint8Array(1 + 2 * plain.length);
  bytes[0] = LINK_VERSION;
  for (let i = 0; i < plain.length; i++) {
    const key = rng(256);
    bytes[1 + i] = key;
    bytes[1 + plain.length + i] = plain[i]! ^ key;
  }
  return `${FRAGMENT_KEY}=${toBase64Url(bytes)}`;
}

/**
 * What a link's fragment holds: null when it is no reveal link (an ordinary address), the reveal when it is
 * sound, or an error when it is a reveal link that was cut, altered or made up. Names are read as typed names are
 * (controls and bidirectional overrides go). Never throws.
 */
export function decodeReveal(hash: string): { ok: true; reveal: Reveal } | { ok: false; error: string } | null {
  const encoded = fragmentValue(String(hash ?? ''), FRAGMENT_KEY);
  if (encoded === null) return null;
  const fail = { ok: false as const, error: SANTA_LINK_ERROR };
  if (encoded.length > MAX_FRAGMENT) return fail;
  const bytes = fromBase64Url(encoded);
  if (!bytes || bytes.length < 3 || bytes.length % 2 === 0 || bytes[0] !== LINK_VERSION) return fail;
  const n = (bytes.length - 1) / 2;
  const plain = new Uint8Array(n);
  for (let i = 0; i < n; i++) plain[i] = bytes[1 + i]! ^ bytes[1 + n + i]!;
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    return fail;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail;
  const { v, n: giverRaw, r: receiverRaw, b: budget, d: date } = data as Record<string, unknown>;
  const [giver, receiver] = [readName(giverRaw), readName(receiverRaw)];
  if (v !== LINK_VERSION || giver === undefined || receiver === undefined) return fail;
  const reveal: Reveal = { giver, receiver };
  if (budget !== undefined) {
    if (typeof budget !== 'number' || !(budget >= 1 && budget <= MAX_BUDGET)) return fail;
    reveal.budget = budget;
  }
  if (date !== undefined) {
    if (typeof date !== 'string' || !isCalendarDate(date)) return fail;
    reveal.date = date;
  }
  return { ok: true, reveal };
}

/** The reveal link: always the public website's address (the extension's pages cannot be opened by others). */
export function revealLink(siteOrigin: string, path: string, fragment: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${path}#${fragment}`;
}
