import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { CDPSession, ElementHandle, Page, Permission, WebWorker } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startServer } from '../../scripts/serve.mjs';
import { collectErrors, EXTENSION_DIR, extensionWorker, guardOrigins, launch, type MockResponse, type Mocks, type Session, unpackedExtensionId, until, waitReady, WEB_DIR } from './browser';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The main figure of a tool's result card. */
export const RESULT = '[data-testid="result-value"]';
/** The extension popup's viewport. */
export const POPUP = { width: 400, height: 600 };
/** What a page needs to write to the clipboard and let a test read it back. */
const CLIPBOARD: Permission[] = ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write'];

/** The EUR/USD converter's exchange-rate provider (always mocked). */
export const RATE_PROVIDER = 'https://api.frankfurter.dev/';
/** The converter's message when the rate cannot be fetched. */
export const RATE_ERROR = 'Impossible de récupérer le taux de change. Veuillez réessayer.';
/** The provider's answer for an ECB rate of `usd` dollars to the euro on `date`. */
export const ecbRate = (usd = 1.0512, date = '2026-11-20'): MockResponse => ({ body: { amount: 1, base: 'EUR', date, rates: { USD: usd } } });
/** Chromium's own console log of a (mocked) HTTP 500: the browser reporting it, not an app error. */
export const HTTP_500_LOGGED = /^Failed to load resource: the server responded with a status of 500\b/;

/** A text with no-break spaces read as plain spaces, trimmed. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim();

interface OpenedPage {
  page: Page;
  /** Requests to any origin other than the site's or the extension's (all aborted). */
  foreign: string[];
  errors: string[];
  /** Page errors this page may log (see OpenOptions.tolerate). */
  tolerate?: RegExp;
}

/**
 * One browser and one static server (of the website build in `webDir`) for a test file. Every page opened through
 * `open` aborts and records requests to other origins; after each test, none may have happened and no page may have
 * thrown.
 */
export function useBrowser({ extension = false, allow = [] as string[], webDir = WEB_DIR } = {}) {
  const state = {} as { session: Session; server: Server; url: string; extensionUrl: string; pages: OpenedPage[]; worker?: WebWorker; keeper?: CDPSession };
  state.pages = [];

  beforeAll(async () => {
    const { server, url } = await startServer(webDir, 0);
    state.server = server;
    state.url = url;
    state.session = await launch({ extension });
    state.extensionUrl = `chrome-extension://${unpackedExtensionId(EXTENSION_DIR)}`;
  });

  /** Closes the pages opened so far: none may have requested another origin or thrown. */
  async function closePages() {
    const opened = state.pages.splice(0);
    for (const { page } of opened) await page.close().catch(() => {});
    expect(opened.flatMap((p) => p.foreign), 'requests to other origins').toEqual([]);
    expect(opened.flatMap((p) => p.errors.filter((e) => !p.tolerate?.test(e))), 'page errors').toEqual([]);
  }

  /**
   * Every test starts as a new visitor: what the site keeps (localStorage: the tools' inputs, favourites, theme, the
   * saved UTM presets; IndexedDB: the long texts) is cleared, and in the extension the inputs (`inputs:*`), the UTM
   * presets and the long texts, so that a tool left in another state by an earlier test opens with its defaults.
   */
  async function forgetInputs() {
    // Cleared by the browser itself, through a blank tab that never loads the site: a tab opened on the site to clear
    // it cost more CPU than most tests, and one kept there could read the storage from its own copy before a closing
    // page's last write reached it. A page writes its last inputs in its pagehide, before it is reported closed.
    state.keeper ??= await state.session.browser.newPage().then((page) => page.createCDPSession());
    await state.keeper.send('Storage.clearDataForOrigin', { origin: state.url, storageTypes: 'local_storage,indexeddb' });
    if (!extension) return;
    await worker(async () => {
      const local = (globalThis as unknown as { chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>>; remove(k: string[]): Promise<void> } } } }).chrome.storage.local;
      await local.remove(Object.keys(await local.get(null)).filter((key) => key.startsWith('inputs:') || key === 'utm-presets'));
      await new Promise((resolve) => Object.assign(indexedDB.deleteDatabase('outilo'), { onsuccess: resolve, onerror: resolve, onblocked: resolve }));
    });
  }

  /** Runs `fn` in the extension's service worker, found again only when Chrome has replaced it. */
  async function worker(fn: () => unknown): Promise<void> {
    try {
      if (state.worker) return void (await state.worker.evaluate(fn));
    } catch {
      // The worker was stopped or replaced since: look for the one answering now.
    }
    state.worker = await extensionWorker(state.session.browser, state.extensionUrl);
    await state.worker.evaluate(fn);
  }

  afterEach(async () => {
    await closePages();
    await forgetInputs();
  });

  afterAll(async () => {
    await state.session?.close();
    state.server?.close();
  });

  interface OpenOptions {
    width?: number;
    height?: number;
    /** Wait for the app's ready signal: the page on screen with its fields listening, stored favourites loaded. */
    ready?: boolean;
    /** How long that may take; longer only where the browser's own work is slow (an address of megabytes). */
    readyTimeout?: number;
    base?: string;
    /** Requests answered locally, by URL prefix (see guardOrigins). */
    mocks?: Mocks;
    /** Page errors that are expected, e.g. Chromium's own log of a mocked HTTP 500 (see HTTP_500_LOGGED). */
    tolerate?: RegExp;
    /**
     * Let the website's service worker answer this page's requests. Off by default: every request then reaches
     * the network, where the origin guard and the mocks see it (a request the service worker answers from its
     * precache never does). tests/e2e/offline.e2e.test.ts turns it on.
     */
    serviceWorker?: boolean;
  }

  async function open(path: string, { width = 1280, height = 900, ready = true, readyTimeout, base, mocks, tolerate, serviceWorker = false }: OpenOptions = {}) {
    const page = await state.session.browser.newPage();
    await page.setViewport({ width, height });
    if (!serviceWorker) await page.setBypassServiceWorker(true);
    const errors = collectErrors(page);
    const foreign = await guardOrigins(page, [state.url, state.extensionUrl, ...allow], mocks);
    // The website is served with its production CSP (dist/web/_headers): any violation fails the test.
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    state.pages.push({ page, foreign, errors, tolerate });
    await page.bringToFront();
    // A page given a longer wait to be ready (a text of a megabyte in its address) is given it to load as well.
    await page.goto((base ?? state.url) + path, { waitUntil: 'load', timeout: Math.max(30_000, readyTimeout ?? 0) });
    if (ready) await waitReady(page, readyTimeout);
    return page;
  }

  /** Opens an extension page: `popup.html`, `options.html#/ttc-ht/`. The popup opens on its list (see forgetPopupRoute). */
  async function openExtension(path: string, options: Omit<OpenOptions, 'base'> = {}) {
    if (path.startsWith('popup.html')) await forgetPopupRoute();
    return open(`/${path}`, { ...options, base: state.extensionUrl });
  }

  /** The popup reopens on the tool it was left on (chrome.storage.session): a test starts it afresh. */
  async function forgetPopupRoute() {
    await worker(() => (globalThis as unknown as { chrome: { storage: { session: { remove(key: string): Promise<void> } } } }).chrome.storage.session.remove('popup:route'));
  }

  return {
    get url() {
      return state.url;
    },
    get extensionUrl() {
      return state.extensionUrl;
    },
    get browser() {
      return state.session.browser;
    },
    /** Quits and restarts the browser on the same profile; the pages opened before are gone. */
    async restartBrowser(): Promise<void> {
      await closePages();
      await state.session.restart();
      state.worker = undefined;
      state.keeper = undefined;
    },
    open,
    openExtension,
    /** Opens the popup (400 × 600), clicks the card of `toolId` and waits for `waitFor` (the inline tool's title). */
    async openPopupTool(toolId: string, { waitFor = '.tool--compact h1', mocks, tolerate }: { waitFor?: string; mocks?: Mocks; tolerate?: RegExp } = {}): Promise<Page> {
      const popup = await openExtension('popup.html', { ...POPUP, mocks, tolerate });
      await popup.click(`[data-tool-id="${toolId}"] .tool-card__link`);
      await popup.waitForSelector(waitFor);
      return popup;
    },
    /** Lets pages of `origin` (the site by default) write to the clipboard and tests read it back. */
    grantClipboard(origin = state.url): Promise<void> {
      return state.session.browser.defaultBrowserContext().overridePermissions(origin, CLIPBOARD);
    },
  };
}

/** Text of an element with no-break spaces read as plain spaces. */
export async function text(page: Page, selector: string): Promise<string> {
  await page.waitForSelector(selector, { timeout: 10_000 });
  return plain(await page.$eval(selector, (el) => el.textContent ?? ''));
}

/** Waits until `text` of `selector` would read `expected`; on time-out, says what it read instead. */
export async function waitText(page: Page, selector: string, expected: string, timeout = 10_000): Promise<void> {
  await until(
    page,
    (sel, want) => (document.querySelector(sel)?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim() === want,
    { timeout },
    selector,
    expected,
  )
    .catch(async () => {
      const got = (await page.$(selector)) ? await text(page, selector) : '(nothing)';
      throw new Error(`« ${selector} » reads « ${got.slice(0, 200)} », expected « ${expected.slice(0, 200)} »`);
    });
}

/** Waits until the result card's main figure reads `expected`. */
export function waitResult(page: Page, expected: string, timeout = 10_000): Promise<void> {
  return waitText(page, RESULT, expected, timeout);
}

/**
 * Opens the EUR/USD converter (`open`: a page of either target) once with ecbRate(), which it keeps, then again with
 * the provider answering 2.4 dollars to the euro: that page keeps 1.0512, dated, and says why.
 */
export async function openAfterFarOffRate(open: (mocks: Mocks) => Promise<Page>): Promise<Page> {
  const first = await open({ [RATE_PROVIDER]: () => ecbRate() });
  await first.waitForSelector('.currency-rate__date');
  await first.close();
  const page = await open({ [RATE_PROVIDER]: () => ecbRate(2.4, '2026-11-21') });
  await page.waitForSelector('.currency-rate__state--refused');
  expect(await text(page, '.currency-rate__state--refused')).toBe('Le taux reçu (2,40) s’écarte trop du dernier taux connu (1,0512 du 20/11/2026) : il n’a pas été retenu.');
  expect(await text(page, '.currency-rate__value')).toBe('1 EUR = 1,0512 USD');
  expect(await text(page, '.currency-rate__date')).toBe('Taux BCE du 20/11/2026');
  return page;
}

/** Waits until an error message (`role="alert"`) reads `message`, no-break spaces read as spaces. */
export async function waitAlert(page: Page, message: string): Promise<void> {
  await until(
    page,
    (wanted) => [...document.querySelectorAll('[role="alert"]')].some((el) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim() === wanted),
    { timeout: 10_000 },
    message,
  );
}

/** Texts of the error messages shown (`role="alert"`), in page order. */
export async function alerts(page: Page): Promise<string[]> {
  return (await page.$$eval('[role="alert"]', (els) => els.map((el) => el.textContent ?? ''))).map(plain);
}

/** The dt → dd pairs of `rows` (by default the result card's detail lines), as `text` reads them. */
export async function details(page: Page, rows = '.result-card__detail'): Promise<Record<string, string>> {
  const pairs = await page.$$eval(rows, (els) => els.map((el) => [el.querySelector('dt')?.textContent ?? '', el.querySelector('dd')?.textContent ?? '']));
  return Object.fromEntries(pairs.map(([label, value]) => [plain(label!), plain(value!)]));
}

/** The value of the result card's detail line labelled `label`. */
export async function detail(page: Page, label: string): Promise<string> {
  const value = (await details(page))[label];
  if (value === undefined) throw new Error(`No result detail « ${label} »`);
  return value;
}

/** Inputs a number field must survive: letters, stray commas and signs, negative zero, overflow, units and blanks. */
export const HOSTILE = ['abc', ',', '1,2,3', '-0', '-5', '--1', '1e308', '999999999999999999999999', '1 234,56 €', '12,5 %', ' '];

/**
 * Types every hostile input (or those of `values`: the ones a tool's unit tests do not already type) into every
 * number field shown, one at a time: no NaN, Infinity or -0,00 may appear.
 */
export async function typeHostileEverywhere(page: Page, values: readonly string[] = HOSTILE): Promise<void> {
  const labels = await page.$$eval('.field label.field__label', (els) => els.map((el) => el.textContent!.replace(/[\u00a0\u202f]/g, ' ').trim()));
  expect(labels.length).toBeGreaterThan(0);
  for (const value of values) {
    for (const label of labels) {
    await fill(page, label, value);
    await expectNoBrokenNumber(page);
    }
  }
}

/** Fails when the rendered text of `scope` shows NaN, Infinity, undefined or a negative zero. */
export async function expectNoBrokenNumber(page: Page, scope = 'main'): Promise<void> {
  const shown = await page.$eval(scope, (el) => (el as HTMLElement).innerText);
  expect(shown).not.toMatch(/NaN|Infinity|undefined|-0,00(?!\d)/);
}

/** A whole number grouped the French way (« 1 000 »), with the plain spaces `text` reads. */
export function frenchNumber(n: number): string {
  return n.toLocaleString('fr-FR').replace(/[\u00a0\u202f]/g, ' ');
}

/** The selector of the field labelled `label` (exact label text, no-break spaces read as spaces). */
export async function fieldSelector(page: Page, label: string): Promise<string> {
  // Waits a little: a field may appear a render after the click that asks for it (a mode switch).
  const id = await until(
    page,
    (wanted) => {
      const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim();
      return [...document.querySelectorAll('label')].find((l) => norm(l.textContent ?? '') === wanted)?.htmlFor || null;
    },
    { timeout: 5000 },
    label,
  )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => null);
  if (!id) throw new Error(`No field labelled « ${label} »`);
  return `[id="${id}"]`;
}

/** What the field labelled `label` holds. */
export async function fieldValue(page: Page, label: string): Promise<string> {
  return page.$eval(await fieldSelector(page, label), (el) => (el as HTMLInputElement).value);
}

/** Picks the option `value` of the select labelled `label`. */
export async function selectOption(page: Page, label: string, value: string): Promise<void> {
  await page.select(await fieldSelector(page, label), value);
}

/** Sets the value of the field at `selector` the way a paste does: native setter, then an `input` event (React listens to it). */
export async function setValue(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(
    selector,
    (el, v) => {
      const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

/** Pastes `value` into the field labelled `label` (see setValue). */
export async function paste(page: Page, label: string, value: string): Promise<void> {
  await setValue(page, await fieldSelector(page, label), value);
}

/**
 * A real paste into the field labelled `label`, in place of what it holds: `unit` repeated to `length` characters is put
 * on the clipboard (made in the page: 20 MB need not cross the DevTools pipe), then Ctrl+A and Ctrl+V run the browser's
 * own selection and paste, `beforeinput` included. The page's origin must be allowed the clipboard (`grantClipboard`).
 */
export async function clipboardPaste(page: Page, label: string, unit: string, length: number): Promise<void> {
  const selector = await fieldSelector(page, label);
  await page.bringToFront();
  await page.evaluate((u, n) => navigator.clipboard.writeText(u.repeat(Math.ceil(n / u.length)).slice(0, n)), unit, length);
  await page.focus(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA', { commands: ['selectAll'] });
  await page.keyboard.press('KeyV', { commands: ['paste'] });
  await page.keyboard.up('Control');
}

/** Waits for the field labelled `label` to say that its text is too long, and returns what it says. */
export async function tooLongMessage(page: Page, label: string, timeout = 15_000): Promise<string> {
  const selector = await fieldSelector(page, label);
  const handle = await until(
    page,
    (sel) => {
    const ids = document.querySelector(sel)?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((t) => t.startsWith('Texte trop long')) ?? null;
    },
    { timeout },
    selector,
  );
  return plain((await handle.jsonValue()) as string);
}

/** Types into the input labelled `label` (exact label text), replacing what it held. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  const selector = await fieldSelector(page, label);
  // Centred first: in the 400 px popup, a click on a field the growing result card pushed to the edge never returns.
  await page.$eval(selector, (el) => {
    (el as HTMLInputElement).value = '';
    el.scrollIntoView({ block: 'center' });
  });
  await page.click(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('A');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/**
 * Clicks the first button, link, radio label or checkbox label whose visible text is `name`, waiting for it to appear
 * as a user would (some show up once a chunk has loaded: the Secret Santa's results after « Générer »).
 */
export async function clickText(page: Page, name: string, selector = 'button, a, label'): Promise<void> {
  const handle = await until(
    page,
    (wanted, sel) => {
      const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
      return [...document.querySelectorAll<HTMLElement>(sel)].find((el) => norm(el.textContent ?? '') === wanted || el.getAttribute('aria-label') === wanted) ?? null;
    },
    { timeout: 5000, polling: 50 },
    name,
    selector,
  )
    .catch(() => null);
  const element = handle?.asElement();
  if (!element) throw new Error(`Nothing to click named « ${name} »`);
  // Centred first: at the top edge, the popup's sticky header would take the click.
  await element.evaluate((el) => (el as Element).scrollIntoView({ block: 'center' }));
  await (element as ElementHandle<Element>).click();
}

/** Waits for the copy button at `button` to confirm (« Copié ! »), then returns what the clipboard holds. */
export async function copiedText(page: Page, button = '.copy-button'): Promise<string> {
  await until(page, (sel) => document.querySelector(sel)?.textContent?.replace(/\u00a0/g, ' ').includes('Copié !'), {}, button);
  return page.evaluate(() => navigator.clipboard.readText());
}

/** What the result card's copy button put on the clipboard. */
export function copiedResult(page: Page): Promise<string> {
  return copiedText(page, '.result-card .copy-button');
}

/** Records any alert(), confirm() or prompt() a hostile input might trigger. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Runs axe-core on the page and returns its violations (id and the first offending nodes). */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await page.evaluate(AXE_SOURCE);
  // Contrast is only meaningful on a still page: an element fading in (the promo opening 5 s after arrival, a
  // notice) has blended colours until its animation ends. So axe runs once no finite animation is playing, and
  // again if an animation or a transition started during its run (at most three times).
  for (let attempt = 1; ; attempt++) {
    const { violations, animated } = await page.evaluate(async () => {
      const playing = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      await Promise.all(playing().map((a) => a.finished.catch(() => undefined)));
      let started = false;
      const onStart = () => (started = true);
      const starts = ['animationstart', 'transitionrun'];
      for (const type of starts) document.addEventListener(type, onStart, true);
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      for (const type of starts) document.removeEventListener(type, onStart, true);
      return {
        violations: result.violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
        animated: started || playing().length > 0,
      };
    });
    if (!animated || violations.length === 0 || attempt === 3) return violations;
  }
}

/** True when the result card offers to copy its figure (it never does beside « — »). */
export async function hasCopyButton(page: Page): Promise<boolean> {
  return (await page.$('.result-card .copy-button')) !== null;
}

/** True when the main figure is laid out on one line (it never wraps inside the number). */
export async function figureOnOneLine(page: Page): Promise<boolean> {
  return page.$eval(RESULT, (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
  });
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** A file the page downloaded: the name the browser would give it, its bytes and, as the page set it, its type. */
export interface Download {
  name: string;
  data: Buffer;
}

/**
 * Catches the files pages of this browser download (blob: links, canvas exports), saved to a temporary
 * folder: `next()` resolves with the next completed download. Call `stop()` when done.
 */
export async function captureDownloads(page: Page): Promise<{ next(timeout?: number): Promise<Download>; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'outilo-downloads-'));
  const cdp = await page.browser().target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allowAndName', downloadPath: dir, eventsEnabled: true });
  const names = new Map<string, string>();
  const done: Download[] = [];
  const waiting: ((d: Download) => void)[] = [];
  cdp.on('Browser.downloadWillBegin', (event: { guid: string; suggestedFilename: string }) => names.set(event.guid, event.suggestedFilename));
  cdp.on('Browser.downloadProgress', (event: { guid: string; state: string }) => {
    if (event.state !== 'completed') return;
    void readFile(join(dir, event.guid)).then((data) => {
      const download = { name: names.get(event.guid) ?? event.guid, data };
      const resolve = waiting.shift();
      if (resolve) resolve(download);
      else done.push(download);
    });
  });
  return {
    next(timeout = 15_000) {
      const ready = done.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise<Download>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No download completed')), timeout);
        waiting.push((d) => {
          clearTimeout(timer);
          resolve(d);
        });
      });
    },
    async stop() {
      await cdp.send('Browser.setDownloadBehavior', { behavior: 'default' }).catch(() => {});
      await cdp.detach().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The scripts of the website's build (`/assets/*.js`) that `page` has requested since `since` (its clock, ms), by
 * chunk name, without their hash: `VatTool`, `tool-kit`.
 */
export async function loadedChunks(page: Page, since = 0): Promise<string[]> {
  const names = await page.evaluate((from) => performance.getEntriesByType('resource').filter((e) => e.startTime >= from).map((e) => e.name), since);
  return names.filter((name) => /\/assets\/[^/]+\.js$/.test(name)).map((name) => name.replace(/^.*\/assets\/|-[\w-]{8}\.js$/g, ''));
}

