import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type EvaluateFunc, type Frame, type FrameWaitForFunctionOptions, type HTTPRequest, type Page, type WebWorker } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The website's pages open in Chromium's headless shell (Debian's `chromium-headless-shell`: the same engine, without
 * the browser's own windows and tabs): it makes and closes a tab in half the CPU time. Extensions need the full browser.
 */
export const CHROMIUM_SHELL = process.env.CHROME_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const ROOT = resolve(import.meta.dirname, '../..');
/** The Chromium build under test: Chrome's, or Edge's with `OUTILO_EXTENSION=edge-mv3` (Edge is Chromium). */
export const EXTENSION_DIR = join(ROOT, '.output', process.env.OUTILO_EXTENSION ?? 'chrome-mv3');
export const WEB_DIR = join(ROOT, 'dist/web');
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const FIREFOX_EXTENSION_DIR = join(ROOT, '.output/firefox-mv3');

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--lang=fr-FR',
  // No name resolves but the local server's: a request to another origin fails at once and never reaches the internet.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export interface Session {
  browser: Browser;
  /** Quits the browser and starts it again on the same profile (what a user's restart keeps: storage, cookies). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh headless Chromium with an empty profile; with `extension`, the unpacked build is loaded. */
export async function launch({ extension = false } = {}): Promise<Session> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'outilo-e2e-'));
  const args = [...ARGS];
  if (extension) args.push(`--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`);
  const start = () =>
    puppeteer.launch({
      executablePath: extension ? CHROMIUM : CHROMIUM_SHELL,
      headless: extension ? true : 'shell',
      userDataDir,
      args,
      enableExtensions: extension,
      defaultViewport: { width: 1280, height: 900 },
    });
  const session: Session = {
    browser: await start(),
    async restart() {
      await session.browser.close();
      session.browser = await start();
    },
    async close() {
      await session.browser.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
  return session;
}

/**
 * The extension's service worker, answering with its extension APIs. Chrome may replace the worker's target (just
 * after the install, or when it restarts the worker): a target found a moment before can be gone when it is attached
 * to, and the next one is then waited for.
 */
export async function extensionWorker(browser: Browser, extensionUrl: string): Promise<WebWorker> {
  let failure: unknown = new Error(`no answering service worker for ${extensionUrl}`);
  for (let attempt = 0; attempt < 20; attempt++) {
    const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(extensionUrl), { timeout: 10_000 });
    try {
      const worker = await target.worker();
      // Attached as it starts, a worker can answer before the extension's APIs are bound to it.
      if (worker && (await worker.evaluate(() => Boolean((globalThis as { chrome?: { storage?: unknown } }).chrome?.storage)))) return worker;
    } catch (error) {
      failure = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw failure;
}

/** Chromium's id of an unpacked extension: SHA-256 of its absolute path, first 32 hex digits mapped to a-p. */
export function unpackedExtensionId(dir = EXTENSION_DIR): string {
  const hex = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
}

/** A fake answer for requests whose URL starts with a given prefix (e.g. the exchange-rate provider). */
export interface MockResponse {
  status?: number;
  body: string | object;
  contentType?: string;
}
/**
 * A mock answers with a response, later (a promise: a slow request), with null never (a request that hangs), with
 * 'refuse' as a failed connection does, or with 'pass' lets the request go to the server.
 */
export type Mocks = Record<string, (url: string) => MockResponse | Promise<MockResponse> | null | 'refuse' | 'pass'>;

/**
 * Records every request of the page to an origin other than the allowed ones, so that a test can assert that nothing
 * left the device (the browser resolves no other host name, so none reaches the internet). Requests matching a mock
 * are answered locally instead (with CORS headers, as the real providers send them), and foreign ones are aborted.
 * Only a page with mocks intercepts requests: Chromium's interception now and then holds a dedicated worker's fetch
 * (an image codec's WebAssembly) for good, so the other pages are watched, never paused.
 */
export async function guardOrigins(page: Page, allowed: string[], mocks: Mocks = {}): Promise<string[]> {
  const foreign: string[] = [];
  const isAllowed = (url: string) => url.startsWith('data:') || url.startsWith('blob:') || allowed.some((origin) => url.startsWith(origin));
  const mocked = Object.entries(mocks);
  if (mocked.length === 0) {
    page.on('request', (request: HTTPRequest) => {
      if (!isAllowed(request.url())) foreign.push(request.url());
    });
    return foreign;
  }
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    const mock = mocked.find(([prefix]) => url.startsWith(prefix));
    if (mock) {
      const answer = mock[1](url);
      if (answer === null) return; // left pending: the page sees a request that never answers
      if (answer === 'refuse') return void request.abort('connectionrefused', 0);
      if (answer === 'pass') return void request.continue(undefined, 0);
      const response = ({ status = 200, body, contentType = 'application/json' }: MockResponse) => ({
        status,
        contentType,
        headers: { 'access-control-allow-origin': '*' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      // A late answer is given on its own once ready (the cooperative priority applies only to handlers that answer at once);
      // a page closed meanwhile no longer takes it.
      if (answer instanceof Promise) void answer.then((late) => request.respond(response(late)).catch(() => {}));
      else void request.respond(response(answer), 0);
      return;
    }
    if (isAllowed(url)) void request.continue(undefined, 0);
    else {
      foreign.push(url);
      void request.abort('blockedbyclient', 0);
    }
  });
  return foreign;
}

/** Collects uncaught page errors and console errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 page is served with status 404 on purpose: its own load is not an error.
    if (message.text().includes('status of 404') && message.location().url === page.url()) return;
    errors.push(message.text());
  });
  return errors;
}

/** Waits for `data-ready` on <html>: the page is on screen, its fields listen, the stored favourites are loaded. */
export async function waitReady(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForSelector('html[data-ready="true"]', { timeout });
}

/**
 * `page.waitForFunction`, checked every 100 ms instead of at each animation frame (puppeteer's default). Polling on
 * frames keeps the page drawing sixty times a second for as long as the wait lasts, the longer on a busy machine: a
 * tenth of the text tools' files' CPU. It also never runs in a background tab, where a timer still does.
 */
export function until<Params extends unknown[], Func extends EvaluateFunc<Params> = EvaluateFunc<Params>>(
  page: Page | Frame,
  check: Func | string,
  options: FrameWaitForFunctionOptions = {},
  ...args: Params
) {
  return page.waitForFunction(check, { polling: 100, ...options }, ...args);
}
