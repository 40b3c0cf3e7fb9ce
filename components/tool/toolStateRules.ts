/**
 * The rules of a tool's inputs between the address, the device and the screen, as pure functions: no React, no
 * storage, so that the tool state (toolState.tsx) and the extension's service worker (context-menu prefill) share
 * them without the app's code.
 */

/** A tool's inputs as texts, by their names in the address. */
export type Raw = Record<string, string>;

export interface ParamOptions {
  /** A secret (a Wi-Fi password): never written to the address nor to storage, never read from either. */
  secret?: boolean;
  /** Kept on the device (default true). */
  remember?: boolean;
  /**
   * A long text (a list, a document): past MAX_REMEMBERED_CHARS it is kept apart (IndexedDB), up to MAX_KEPT_CHARS;
   * its field says itself when it is longer (LargeTextField).
   */
  large?: boolean;
}

/** What the tool state knows of a parameter: its default as text (not written anywhere) and its options. */
export interface Declared {
  fallback: string;
  options: ParamOptions;
}

/** A tool's parameters, in the order the view declares them (the order of the address). */
export type Params = ReadonlyMap<string, Declared>;

/** Texts longer than this are not remembered with the other inputs (a large one is kept apart, up to MAX_KEPT_CHARS). */
export const MAX_REMEMBERED_CHARS = 100_000;
/** The longest large text kept on the device (components/fields/largeText.ts says it to users). */
export const MAX_KEPT_CHARS = 10_000_000;
/** A parameter longer than this once encoded stays out of the address (browsers and mail clients cut long links). */
export const MAX_LINK_PARAM_LENGTH = 4_000;
/** The whole query stays under this (hosts refuse request lines past 8 KB: nginx's default buffer). */
export const MAX_LINK_LENGTH = 6_000;

const inAddress = (options: ParamOptions): boolean => !options.secret;
const onDevice = (options: ParamOptions): boolean => !options.secret && options.remember !== false;

/** The declared parameters of `values` that differ from their default and that `keep` accepts, in declaration order. */
function meaningful(values: Raw, params: Params, keep: (options: ParamOptions) => boolean): string[] {
  return [...params].filter(([name, d]) => keep(d.options) && Object.hasOwn(values, name) && values[name] !== d.fallback).map(([name]) => name);
}

export interface LinkQuery {
  /** The query, without its `?`. */
  search: string;
  /** The names it carries. */
  carried: string[];
  /** True when a value that differs from its default was left out (too long for a link). */
  incomplete: boolean;
}

/**
 * The query that stands for `values`: what differs from the defaults, secrets left out, and any parameter too
 * long for a link (alone, or after those before it) left out too. The tool state writes the address with it, and
 * reads an address back with it (restoredInputs): what it would have left out may come from the device.
 */
export function linkQuery(values: Raw, params: Params): LinkQuery {
  const query = new URLSearchParams();
  const carried: string[] = [];
  let incomplete = false;
  for (const name of meaningful(values, params, inAddress)) {
    const value = values[name]!;
    // URLSearchParams, not encodeURIComponent: a lone surrogate (half an emoji) must not throw. Encoding never
    // shortens a text: a long one is left out without encoding its megabytes.
    const length = value.length > MAX_LINK_PARAM_LENGTH ? value.length : new URLSearchParams({ [name]: value }).toString().length;
    if (length > MAX_LINK_PARAM_LENGTH || query.toString().length + length > MAX_LINK_LENGTH) incomplete = true;
    else {
      query.set(name, value);
      carried.push(name);
    }
  }
  return { search: query.toString(), carried, incomplete };
}

/**
 * What of `values` is written to the device: what differs from the defaults, no secret, no text too long to keep.
 * `values` go with the other inputs; `large` (long texts of large parameters) are kept apart. `tooLong` tells that a
 * text of another parameter was left out.
 */
export function rememberedInputs(values: Raw, params: Params): { values: Raw; large: Raw; tooLong: boolean } {
  const kept: Raw = {};
  const large: Raw = {};
  let tooLong = false;
  for (const name of meaningful(values, params, onDevice)) {
    const value = values[name]!;
    if (value.length <= MAX_REMEMBERED_CHARS) kept[name] = value;
    else if (!params.get(name)!.options.large) tooLong = true;
    else if (value.length <= MAX_KEPT_CHARS) large[name] = value;
  }
  return { values: kept, large, tooLong };
}

/**
 * The inputs a tool opens with, from its address (`search`, without `?`) and the inputs remembered on the device.
 * An address without inputs of the tool (the tool's own page, a campaign link) gives every remembered input. An
 * address with inputs wins for what it carries; a remembered input it does not carry comes back when the address
 * could not have carried it (the link of the address's inputs plus this one would leave it out: too long), which
 * covers the device's own reloads and bookmarks. Otherwise the address is a link made with that input at its
 * default, and the visitor's memory must not change what the link shows. Secrets come from neither.
 */
export function restoredInputs(search: string, remembered: Raw, params: Params): Raw {
  const address = new URLSearchParams(search);
  const inputs: Raw = {};
  for (const [name, d] of params) if (inAddress(d.options) && address.has(name)) inputs[name] = address.get(name)!;
  const fromAddress = { ...inputs };
  for (const [name, value] of Object.entries(remembered)) {
    const d = params.get(name);
    if (!d || !onDevice(d.options) || Object.hasOwn(fromAddress, name)) continue;
    if (Object.keys(fromAddress).length === 0 || !linkQuery({ ...fromAddress, [name]: value }, params).carried.includes(name)) inputs[name] = value;
  }
  return inputs;
}

/**
 * The query without the secrets it carries (a Wi-Fi password put in a link by hand or by another site), or null when
 * it carries none: the tool state reads no secret from an address, and takes it out of the address at once, so that
 * it stays neither in the address bar nor in the history.
 */
export function withoutSecrets(search: string, params: Params): string | null {
  const query = new URLSearchParams(search);
  const secrets = [...params].filter(([name, d]) => !inAddress(d.options) && query.has(name)).map(([name]) => name);
  if (secrets.length === 0) return null;
  for (const name of secrets) query.delete(name);
  return query.toString();
}

/** Said above the tool when a secret was taken out of its address. */
export const SECRET_REMOVED =
  'Un mot de passe figurait dans l’adresse de cette page\u00a0: il a été ignoré et retiré de l’adresse, car un lien reste dans l’historique et se partage. Saisissez-le dans son champ.';

/** The remembered record without what may not be stored (a secret kept by an older version), or null when it has none. */
export function purgedInputs(remembered: Raw, params: Params): Raw | null {
  const names = Object.keys(remembered).filter((name) => params.has(name) && !onDevice(params.get(name)!.options));
  return names.length ? Object.fromEntries(Object.entries(remembered).filter(([name]) => !names.includes(name))) : null;
}

/**
 * A message for the tool's page from whoever opened it (the extension's context menus), carried in the query under
 * this reserved name: read once by the tool state, dropped from the address, never an input of a tool.
 */
export const NOTICE_PARAM = 'avis';

/** The messages an address may ask for, by their code: an address chooses one of these, never its own text. */
export const NOTICES = {
  'selection-trop-longue': 'La sélection est trop longue pour être transmise (plus de 100\u00a0000 caractères)\u00a0: copiez-la puis collez-la dans le champ.',
  'selection-non-transmise': 'La sélection n’a pas pu être transmise (stockage de l’extension plein ou refusé)\u00a0: copiez-la puis collez-la dans le champ.',
} as const;
export type NoticeCode = keyof typeof NOTICES;

/** `path` opened with the notice `code`. */
export const withNotice = (path: string, code: NoticeCode): string => `${path}?${new URLSearchParams({ [NOTICE_PARAM]: code })}`;

/** The notice a query asks for (null when none or an unknown code), and the query without it. */
export function readNotice(search: string): { notice: string | null; search: string } | null {
  const query = new URLSearchParams(search);
  if (!query.has(NOTICE_PARAM)) return null;
  const code = query.get(NOTICE_PARAM)!;
  query.delete(NOTICE_PARAM);
  return { notice: Object.hasOwn(NOTICES, code) ? NOTICES[code as NoticeCode] : null, search: query.toString() };
}
