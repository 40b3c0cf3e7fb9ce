import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RotateCcw, Undo2 } from 'lucide-react';
import { usePlatform } from '../../platform/platform';
import { siteUrl } from '../../platform/site';
import { useLocation } from 'react-router-dom';
import { CopyButton } from './CopyButton';
import { useCurrentTool } from './ToolContext';
import type { StoredItem } from '../../platform/domain/storage';
import { SECRET_QUERY_KEYS } from '../../platform/secretAddresses';
import { linkQuery, NOTICE_PARAM, purgedInputs, readNotice, rememberedInputs, restoredInputs, SECRET_REMOVED, withoutSecrets, type Declared, type ParamOptions, type Raw } from './toolStateRules';

/**
 * A tool's inputs, shared by the address and the device:
 * - each input is a named parameter (`useToolParam('montant', '')`), kept as the text the address would show;
 * - what differs from the defaults is written to the query (`/ttc-ht/?montant=120&sens=ht-ttc`), replaced as
 *   the user types, without history entries, so the address is always a link to what is on screen;
 * - and remembered on this device (localStorage, or chrome.storage.local in the extension) under
 *   `inputs:<tool id>`, restored on the next visit; the address wins for what it carries (toolStateRules.ts);
 * - secrets (a Wi-Fi password) go to neither; one given in an address is ignored and taken out of it at once, with a
 *   sentence saying why.
 * Values from the address or storage go through the same codecs and the tool's own validation as typed
 * input: a hostile query shows the tool's French errors, never a crash.
 */

/** How a parameter's value reads from and writes to text (the address, storage). */
export interface ParamCodec<T> {
  /** The value a text stands for, or undefined when it stands for none (the default is used). */
  parse(raw: string): T | undefined;
  format(value: T): string;
}

/** Longest JSON value read back (a list of pairs is a few kilobytes; anything far longer is not ours). */
export const MAX_JSON_LENGTH = 1_000_000;
/** Quiet time before the address and storage follow the inputs, in ms. */
export const TOOL_STATE_DELAY = 300;

export const TOO_LONG_TO_REMEMBER = 'Texte trop long pour être mémorisé sur cet appareil (plus de 100\u00a0000 caractères)\u00a0: il sera perdu en quittant la page.';
export const TOO_LONG_FOR_LINK = 'Le texte est trop long pour tenir dans le lien\u00a0: le lien copié ne le contient pas.';
export const NOT_SAVED = 'Vos saisies n’ont pas pu être enregistrées sur cet appareil (stockage plein ou refusé)\u00a0: elles resteront le temps de cette page.';
export const RESET_DONE = 'Les valeurs par défaut sont revenues et vos saisies ont été effacées de cet appareil.';
export const RESET_LABEL = 'Réinitialiser';
export const UNDO_RESET_LABEL = 'Annuler la réinitialisation';
export const COPY_LINK_LABEL = 'Copier le lien';

/**
 * A text as typed, never cut (a pasted book is a valid input): what the address can carry is bounded by the
 * browser (2 MB in Chromium), and long texts are neither written to the address nor remembered.
 */
export const textParam: ParamCodec<string> = {
  parse: (raw) => raw,
  format: (value) => value,
};

/**
 * One of a few values. The address may use its own short French names: `choiceParam({ 'ht-ttc': 'ht-to-ttc' })`;
 * a list means the values are their own names.
 */
export function choiceParam<T extends string>(choices: readonly T[] | Readonly<Record<string, T>>): ParamCodec<T> {
  const byName: Record<string, T> = Array.isArray(choices)
    ? Object.fromEntries((choices as readonly T[]).map((value) => [value, value]))
    : { ...(choices as Record<string, T>) };
  const names = new Map<T, string>(Object.entries(byName).map(([name, value]) => [value, name]));
  return {
    parse: (raw) => {
      // Own names only: `__proto__` or `constructor` in an address must not reach the prototype.
      const name = Object.hasOwn(byName, raw) ? raw : raw.replace(',', '.');
      return Object.hasOwn(byName, name) ? byName[name] : undefined;
    },
    format: (value) => names.get(value) ?? value,
  };
}

export const boolParam: ParamCodec<boolean> = {
  parse: (raw) => (['1', 'oui', 'true'].includes(raw) ? true : ['0', 'non', 'false'].includes(raw) ? false : undefined),
  format: (value) => (value ? 'oui' : 'non'),
};

/** A whole number within bounds (a slider, a count). */
export function intParam(min: number, max: number): ParamCodec<number> {
  return {
    parse: (raw) => {
      if (!/^-?\d{1,9}$/.test(raw.trim())) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    },
    format: (value) => String(value),
  };
}

/** A value kept as JSON (a list of pairs…), checked by `validate` like anything read from outside. */
export function jsonParam<T>(validate: (raw: unknown) => T | undefined): ParamCodec<T> {
  return {
    parse: (raw) => {
      try {
        return raw.length <= MAX_JSON_LENGTH ? validate(JSON.parse(raw)) : undefined;
      } catch {
        return undefined;
      }
    },
    format: (value) => JSON.stringify(value),
  };
}

interface ToolState {
  raw: Raw;
  set(name: string, text: string | ((current: Raw) => string)): void;
  declare(name: string, declared: Declared): void;
  /** Called once the tool's view has rendered: its parameters are known, the address or storage is applied. */
  start(): void;
  reset(): void;
  /** After « Réinitialiser » and before any other change: puts the inputs back. */
  undoReset?: () => void;
  saveFailed: boolean;
  link: string;
  linkIncomplete: boolean;
  tooLongToRemember: boolean;
  /** Messages read once at start: the one the address asked for (the extension's context menus), a secret taken out of it. */
  notices: string[];
}

const ToolStateContext = createContext<ToolState | null>(null);
/**
 * True once the address or the device has been read (or found empty or unreadable): only the actions bar shows it,
 * so that its change re-renders the bar, not the tool (a tool opened with nothing remembered renders once).
 */
const RestoredContext = createContext(false);

const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** Writes a tool's remembered inputs, or forgets the record when there are none. */
const writeInputs = async (item: StoredItem<Raw>, values: Raw) => (Object.keys(values).length || !item.remove ? item.set(values) : item.remove());

/** The same texts under the same names (a text compared by identity first, so that megabytes are seldom compared). */
const sameTexts = (a: Raw, b: Raw) => Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((name) => a[name] === b[name]);

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The inputs of the tool on screen: one provider per tool view (ToolRoute wraps each view in its own). */
export function ToolStateProvider({ children }: { children: ReactNode }) {
  const tool = useCurrentTool();
  const { storedItem, largeItem, target, replaceQuery } = usePlatform();
  const { pathname, search } = useLocation();
  const replaceSearch = useCallback((query: string) => replaceQuery?.(pathname, query), [replaceQuery, pathname]);
  const [raw, setRaw] = useState<Raw>({});
  const [beforeReset, setBeforeReset] = useState<Raw | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [restored, setRestored] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);
  const declared = useRef(new Map<string, Declared>());
  const started = useRef(false);
  const edited = useRef(false);
  const wasReset = useRef(false);
  const item = useMemo(
    () => storedItem<Raw>(`inputs:${tool.id}`, { fallback: {}, validate: (value) => (isRaw(value) ? value : undefined) }),
    [storedItem, tool.id],
  );
  // Long texts (a list of 1 000 000 lines) are kept apart, where a whole tool's inputs in localStorage would not fit.
  const largeStored = useMemo(
    () => largeItem?.<Raw>(`inputs:${tool.id}`, { fallback: {}, validate: (value) => (isRaw(value) ? value : undefined) }),
    [largeItem, tool.id],
  );
  /** The long texts last written apart, so that an unrelated change does not write megabytes again. */
  const largeWritten = useRef<Raw>({});

  const query = useMemo(() => linkQuery(raw, declared.current), [raw]);
  const remembered = useMemo(() => rememberedInputs(raw, declared.current), [raw]);

  const latest = useRef({ search, item, largeStored, query, remembered, replaceSearch });
  latest.current = { search, item, largeStored, query, remembered, replaceSearch };
  const pending = useRef(false);

  const flush = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    const { query: q, remembered: r, item: stored, largeStored: apart, replaceSearch: replace } = latest.current;
    replace(q.search);
    const writes = [writeInputs(stored, r.values)];
    if (apart && !sameTexts(r.large, largeWritten.current)) {
      largeWritten.current = r.large;
      writes.push(writeInputs(apart, r.large));
    }
    Promise.all(writes).then(
      () => setSaveFailed(false),
      // Storage full or refused: the inputs live for this page only, and the page says so.
      () => setSaveFailed(true),
    );
  }, []);

  // The address and storage follow the inputs after a pause (typing stays smooth, history is never flooded);
  // leaving the page or the tool writes what is still pending at once.
  useEffect(() => {
    if (!edited.current) return;
    pending.current = true;
    const timer = setTimeout(flush, TOOL_STATE_DELAY);
    // An extension popup that closes gets `beforeunload` only, no `pagehide`. Listened to only while a write
    // waits, so that the website's pages stay eligible for the back-forward cache.
    globalThis.addEventListener?.('beforeunload', flush);
    return () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('beforeunload', flush);
    };
  }, [query.search, remembered, flush]);

  useEffect(() => {
    globalThis.addEventListener?.('pagehide', flush);
    return () => {
      globalThis.removeEventListener?.('pagehide', flush);
      flush();
    };
  }, [flush]);

  const actions = useMemo(
    () => ({
      set(name: string, text: string | ((current: Raw) => string)) {
        edited.current = true;
        setBeforeReset(null);
        setRaw((current) => {
          const next = typeof text === 'function' ? text(current) : text;
          return current[name] === next ? current : { ...current, [name]: next };
        });
      },
      declare(name: string, d: Declared) {
        if (name === NOTICE_PARAM) throw new Error(`Le nom « ${NOTICE_PARAM} » est réservé aux messages de la page`);
        // The audience script stays away from an address that holds one only if it knows its name.
        if (d.options.secret && !SECRET_QUERY_KEYS.includes(name)) throw new Error(`Paramètre secret « ${name} » absent de SECRET_QUERY_KEYS`);
        declared.current.set(name, d);
      },
      start() {
        if (started.current) return;
        started.current = true;
        const params = declared.current;
        const { item: stored, largeStored: apart, replaceSearch: replace } = latest.current;
        let { search: address } = latest.current;
        const asked = readNotice(address);
        const secretless = withoutSecrets(asked ? asked.search : address, params);
        if (asked || secretless !== null) {
          address = secretless ?? asked!.search;
          replace(address);
          setNotices([asked?.notice, secretless !== null ? SECRET_REMOVED : null].filter((notice): notice is string => Boolean(notice)));
        }
        // The address's inputs at once (no flash of the defaults), then what the device adds to them.
        const fromAddress = restoredInputs(address, {}, params);
        if (Object.keys(fromAddress).length) setRaw(fromAddress);
        const readApart = apart && [...params.values()].some((d) => d.options.large) ? apart.get().catch((): Raw => ({})) : Promise.resolve<Raw>({});
        (async () => {
          const [small, large] = await Promise.all([stored.get(), readApart]);
          largeWritten.current = large;
          return { ...small, ...large };
        })()
          .then(
            (remembered) => {
              // A secret stored by an older version is erased from the device, never read back.
              const purged = purgedInputs(remembered, params);
              if (purged) writeInputs(stored, purged).catch(() => {});
              const inputs = restoredInputs(address, remembered, params);
              // What the user changed meanwhile stays; after « Réinitialiser », nothing comes back.
              if (!wasReset.current) setRaw((current) => (Object.keys(inputs).every((name) => Object.hasOwn(current, name)) ? current : { ...inputs, ...current }));
            },
            () => {
              // Unreadable storage: the address's inputs or the defaults.
            },
          )
          .finally(() => setRestored(true));
      },
      reset() {
        edited.current = true;
        wasReset.current = true;
        setRaw((current) => {
          setBeforeReset(current);
          return {};
        });
        // Forgotten at once, even when the screen already shows the defaults (remembered inputs not yet read).
        const { item: stored, largeStored: apart, replaceSearch: replace } = latest.current;
        replace('');
        writeInputs(stored, {}).catch(() => {});
        if (apart) {
          largeWritten.current = {};
          writeInputs(apart, {}).catch(() => {});
        }
      },
    }),
    [],
  );

  const state = useMemo<ToolState>(
    () => ({
      ...actions,
      raw,
      undoReset: beforeReset
        ? () => {
            edited.current = true;
            setRaw(beforeReset);
            setBeforeReset(null);
          }
        : undefined,
      saveFailed,
      link: (target === 'web' && typeof window !== 'undefined' ? window.location.origin : siteUrl) + pathname + (query.search ? `?${query.search}` : ''),
      linkIncomplete: query.incomplete,
      tooLongToRemember: remembered.tooLong,
      notices,
    }),
    [actions, raw, beforeReset, saveFailed, target, pathname, query, remembered, notices],
  );

  return (
    <ToolStateContext.Provider value={state}>
      <RestoredContext.Provider value={restored}>{children}</RestoredContext.Provider>
    </ToolStateContext.Provider>
  );
}

export function useToolState(): ToolState {
  const state = useContext(ToolStateContext);
  if (!state) throw new Error('ToolStateProvider manquant');
  return state;
}

/**
 * One input of the tool, in place of `useState`: its value comes from the address, the device or the
 * default, and every change goes back to both. `name` is the short French name the address shows.
 */
export function useToolParam<T>(
  name: string,
  fallback: T,
  codec: ParamCodec<T> = textParam as unknown as ParamCodec<T>,
  options: ParamOptions = {},
): [T, (next: T | ((current: T) => T)) => void] {
  const state = useToolState();
  const fallbackText = codec.format(fallback);
  state.declare(name, { fallback: fallbackText, options });
  const text = state.raw[name];
  // Read again only when its text changes: a long list (1 000 exclusions) keeps its identity while another input is
  // typed, so that what shows it can skip rendering.
  const value = useMemo(() => (text === undefined ? fallback : (codec.parse(text) ?? fallback)), [text, codec, fallback]);
  const { set } = state;
  // The codec and fallback of a parameter are fixed for the page: the setter only needs the latest ones.
  const latest = useRef({ codec, fallback });
  latest.current = { codec, fallback };
  const setValue = useCallback(
    (next: T | ((current: T) => T)) =>
      set(name, (current) => {
        const { codec: c, fallback: f } = latest.current;
        const before = current[name] === undefined ? f : (c.parse(current[name]) ?? f);
        return c.format(typeof next === 'function' ? (next as (current: T) => T)(before) : next);
      }),
    [set, name],
  );
  return [value, setValue];
}

type Scalar = string | number | boolean;
const toText = (value: unknown) => (typeof value === 'boolean' ? boolParam.format(value) : String(value ?? ''));
const at = (object: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, key) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined), object);

/**
 * A form kept as one object (the e-mail signature): each field is its own parameter (`names` maps the
 * address's name to the field's path, `social.linkedin`), and what comes back is checked by `sanitise`.
 */
export function useToolForm<T extends object>(
  fallback: T,
  names: Readonly<Record<string, string>>,
  sanitise: (raw: unknown) => T | undefined,
  /** Names of secrets (a Wi-Fi password): kept out of the address and of the device. */
  secrets: readonly string[] = [],
): [T, (update: (current: T) => T) => void] {
  const state = useToolState();
  for (const [name, path] of Object.entries(names)) {
    state.declare(name, { fallback: toText(at(fallback, path)), options: { secret: secrets.includes(name) } });
  }
  const { raw, set } = state;
  const previous = useRef<T | null>(null);
  const form = useMemo(() => {
    // The defaults, overwritten by what the address or the device holds, then checked as a whole.
    const object = structuredClone(fallback) as Record<string, unknown>;
    for (const [name, path] of Object.entries(names)) {
      const text = raw[name];
      const kind = typeof at(fallback, path);
      const value: Scalar | undefined =
        text === undefined ? undefined : kind === 'boolean' ? boolParam.parse(text) : kind === 'number' ? (/^\d{1,4}$/.test(text) ? Number(text) : undefined) : text;
      if (value === undefined) continue;
      const keys = path.split('.');
      let target = object;
      for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
      target[keys.at(-1)!] = value;
    }
    const next = sanitise(object) ?? fallback;
    // The same values give the same object: a change of another field of the tool re-runs nothing that depends on this form.
    if (previous.current !== null && JSON.stringify(previous.current) === JSON.stringify(next)) return previous.current;
    previous.current = next;
    return next;
  }, [raw, names, fallback, sanitise]);
  const latest = useRef(form);
  latest.current = form;
  const update = useCallback(
    (change: (current: T) => T) => {
      const next = change(latest.current);
      latest.current = next;
      for (const [name, path] of Object.entries(names)) set(name, toText(at(next, path)));
    },
    [names, set],
  );
  return [form, update];
}

/** Applies the address or the remembered inputs once the view has rendered (called by ToolFrame). */
export function useStartToolState(): void {
  const state = useToolState();
  useIsomorphicLayoutEffect(() => state.start(), []);
}

/** « Copier le lien » and « Réinitialiser », under the result of every tool. */
export function ToolStateBar() {
  const { link, linkIncomplete, tooLongToRemember, saveFailed, reset, undoReset } = useToolState();
  const restored = useContext(RestoredContext);
  return (
    <div className="tool-actions" data-restored={restored}>
      <div className="tool-actions__buttons">
        <CopyButton text={link} caption={COPY_LINK_LABEL} />
        {undoReset ? (
          <button type="button" className="button button--ghost" onClick={undoReset}>
            <Undo2 aria-hidden size={16} />
            {UNDO_RESET_LABEL}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={reset}>
            <RotateCcw aria-hidden size={16} />
            {RESET_LABEL}
          </button>
        )}
      </div>
      <div aria-live="polite" className="tool-actions__status">
        {undoReset && <p className="tool-actions__note">{RESET_DONE}</p>}
        {tooLongToRemember && <p className="tool-actions__note">{TOO_LONG_TO_REMEMBER}</p>}
        {saveFailed && !tooLongToRemember && <p className="tool-actions__note">{NOT_SAVED}</p>}
      </div>
      {linkIncomplete && <p className="tool-actions__note">{TOO_LONG_FOR_LINK}</p>}
    </div>
  );
}

/** The messages of the address (a selection too long to pass, a secret taken out), above the tool's fields, announced once shown. */
export function ToolStateNotice() {
  const { notices } = useToolState();
  return notices.map((notice) => (
    <p key={notice} className="notice" role="alert">
      {notice}
    </p>
  ));
}
