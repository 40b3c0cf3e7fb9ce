import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startServer } from '../../scripts/serve.mjs';
import { collectErrors, EXTENSION_DIR, guardOrigins, launch, unpackedExtensionId, waitReady, WEB_DIR, type Mocks, type Session } from './browser';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface OpenedPage {
  page: Page;
  /** Requests to any origin other than the site's or the extension's (all aborted). */
  foreign: string[];
  errors: string[];
}

/**
 * One browser and one static server for a test file. Every page opened through `open` aborts and records
 * requests to other origins; after each test, none may have happened and no page may have thrown.
 */
export function useBrowser({ extension = false, allow = [] as string[] } = {}) {
  const state = {} as { session: Session; server: Server; url: string; extensionUrl: string; pages: OpenedPage[] };
  state.pages = [];

  beforeAll(async () => {
    const { server, url } = await startServer(WEB_DIR, 0);
    state.server = server;
    state.url = url;
    state.session = await launch({ extension });
    state.extensionUrl = `chrome-extension://${unpackedExtensionId(EXTENSION_DIR)}`;
  });

  afterEach(async () => {
    const opened = state.pages.splice(0);
    for (const { page } of opened) await page.close().catch(() => {});
    expect(opened.flatMap((p) => p.foreign), 'requests to other origins').toEqual([]);
    expect(opened.flatMap((p) => p.errors), 'page errors').toEqual([]);
  });

  afterAll(async () => {
    await state.session?.close();
    state.server?.close();
  });

  interface OpenOptions {
    width?: number;
    height?: number;
    /** Wait for the app's ready signal (stored favourites loaded). */
    ready?: boolean;
    base?: string;
    /** Requests answered locally, by URL prefix (see guardOrigins). */
    mocks?: Mocks;
  }

  async function open(path: string, { width = 1280, height = 900, ready = true, base, mocks }: OpenOptions = {}) {
    const page = await state.session.browser.newPage();
    await page.setViewport({ width, height });
    const errors = collectErrors(page);
    const foreign = await guardOrigins(page, [state.url, state.extensionUrl, ...allow], mocks);
    state.pages.push({ page, foreign, errors });
    await page.bringToFront();
    await page.goto((base ?? state.url) + path, { waitUntil: 'load' });
    if (ready) await waitReady(page);
    return page;
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
    open,
    /** Opens an extension page: `popup.html`, `options.html#/ttc-ht/`. */
    openExtension(path: string, options: Omit<OpenOptions, 'base'> = {}) {
      return open(`/${path}`, { ...options, base: state.extensionUrl });
    },
  };
}

/** Text of an element with no-break spaces read as plain spaces. */
export async function text(page: Page, selector: string): Promise<string> {
  await page.waitForSelector(selector, { timeout: 10_000 });
  const value = await page.$eval(selector, (el) => el.textContent ?? '');
  return value.replace(/[\u00a0\u202f]/g, ' ').trim();
}

/** Types into the input labelled `label` (exact label text), replacing what it held. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  const id = await page.evaluate((wanted) => {
    const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim();
    const match = [...document.querySelectorAll('label')].find((l) => norm(l.textContent ?? '') === wanted);
    return match?.htmlFor ?? null;
  }, label);
  if (!id) throw new Error(`No field labelled « ${label} »`);
  const selector = `[id="${id}"]`;
  await page.$eval(selector, (el) => ((el as HTMLInputElement).value = ''));
  await page.click(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('A');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/** Clicks the first button, link, radio label or checkbox label whose visible text is `name`. */
export async function clickText(page: Page, name: string, selector = 'button, a, label'): Promise<void> {
  const handle = await page.evaluateHandle(
    (wanted, sel) => {
      const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
      return [...document.querySelectorAll<HTMLElement>(sel)].find((el) => norm(el.textContent ?? '') === wanted || el.getAttribute('aria-label') === wanted) ?? null;
    },
    name,
    selector,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`Nothing to click named « ${name} »`);
  await (element as import('puppeteer-core').ElementHandle<Element>).click();
}

/** Runs axe-core on the page and returns its violations (id and the first offending nodes). */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
