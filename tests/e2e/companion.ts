import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Extension, type Page, type Target, type WebWorker } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM, collectErrors, EXTENSION_DIR, extensionWorker, waitReady } from './browser';
import type { Browser as ChromeApi } from '@wxt-dev/browser';
import { POPUP } from './site';

/** Chrome's extension API as the pages and the worker these tests evaluate code in see it (`declare const chrome`). */
export interface ChromeApis {
  commands: typeof ChromeApi.commands;
  contextMenus: typeof ChromeApi.contextMenus;
  management: typeof ChromeApi.management;
  storage: typeof ChromeApi.storage;
  tabs: typeof ChromeApi.tabs;
}

declare const chrome: ChromeApis;

/**
 * The extension as Chrome runs it for a user. Unlike `useBrowser`, the browser is driven over a pipe
 * with extension debugging on, which lets a test press the toolbar button (`Extensions.triggerAction`): the
 * real popup opens on a tab and Chrome grants `activeTab` on that tab, exactly as for a click or the shortcut.
 */

/** A web page to select text on and to open the popup over (served by the test, on 127.0.0.1). */
export const ARTICLE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Article</title></head><body>
<h1>Soldes d’hiver</h1>
<p id="price">Total : 1 234,56 € TTC</p>
<ul id="list"><li>Paris</li><li>Lyon</li><li>Paris</li></ul>
<p id="link">https://exemple.fr/soldes?utm=1</p>
<p id="words">Bonjour le monde, voici un texte.</p>
</body></html>`;

export function useCompanion() {
  const state = {} as { browser: Browser; extension: Extension; server: Server; url: string; dir: string; pages: { page: Page; errors: string[] }[] };
  state.pages = [];

  beforeAll(async () => {
    state.server = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(ARTICLE);
    });
    await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
    state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}/article`;
    state.dir = await mkdtemp(join(tmpdir(), 'outilo-companion-'));
    state.browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      pipe: true,
      enableExtensions: true,
      userDataDir: state.dir,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--lang=fr-FR'],
      defaultViewport: { width: 1280, height: 900 },
    });
    const id = await state.browser.installExtension(EXTENSION_DIR);
    state.extension = (await state.browser.extensions()).get(id)!;
  });

  afterEach(async () => {
    const opened = state.pages.splice(0);
    for (const { page } of opened) await page.close().catch(() => {});
    expect(opened.flatMap((p) => p.errors), 'page errors').toEqual([]);
  });

  afterAll(async () => {
    await state.browser?.close();
    state.server?.close();
    if (state.dir) await rm(state.dir, { recursive: true, force: true });
  });

  const track = (page: Page) => {
    state.pages.push({ page, errors: collectErrors(page) });
    return page;
  };

  /** Waits for a page target (tab or popup) that was not there before `action`, whose URL passes `accept`. */
  async function newTarget(action: () => Promise<unknown>, accept: (url: string) => boolean): Promise<Target> {
    const before = new Set(state.browser.targets());
    const found = state.browser.waitForTarget((t) => !before.has(t) && accept(t.url()), { timeout: 10_000 });
    await action();
    return found;
  }

  const extensionUrl = () => `chrome-extension://${state.extension.id}`;
  const worker = (): Promise<WebWorker> => extensionWorker(state.browser, extensionUrl());

  return {
    get browser() {
      return state.browser;
    },
    get extensionUrl() {
      return extensionUrl();
    },
    /** The address of the test's web page. */
    get articleUrl() {
      return state.url;
    },
    /** Opens the test's web page in a new tab, in front. */
    async openArticle(): Promise<Page> {
      const page = track(await state.browser.newPage());
      await page.bringToFront();
      await page.goto(state.url, { waitUntil: 'load' });
      return page;
    },
    /** Presses the toolbar button over `tab`: the real popup opens (and Chrome grants activeTab on the tab). */
    async openPopup(tab: Page): Promise<Page> {
      await tab.bringToFront();
      const target = await newTarget(() => tab.triggerExtensionAction(state.extension), (url) => url === `${extensionUrl()}/popup.html`);
      const popup = (await target.asPage())!;
      // No tracking of console errors of a closed popup: it is closed by the test itself.
      state.pages.push({ page: popup, errors: collectErrors(popup) });
      await waitReady(popup);
      return popup;
    },
    /** Opens an extension page in a tab (not through the toolbar button: no activeTab). */
    async openExtensionPage(path: string, viewport = POPUP): Promise<Page> {
      const page = track(await state.browser.newPage());
      await page.setViewport(viewport);
      await page.bringToFront();
      await page.goto(`${extensionUrl()}/${path}`, { waitUntil: 'load' });
      await waitReady(page);
      return page;
    },
    /** The extension's service worker. */
    worker,
    /** Forgets where the popup was left (chrome.storage.session), so that it opens on the list. */
    async forgetPopupRoute(): Promise<void> {
      await (await worker()).evaluate(() => chrome.storage.session.remove('popup:route'));
    },
    /** Runs `action` and returns the tab it opens whose address starts with `prefix`, once loaded. */
    async tabOpenedBy(action: () => Promise<unknown>, prefix: string): Promise<Page> {
      const target = await newTarget(action, (url) => url.startsWith(prefix));
      const page = track((await target.asPage())!);
      await waitReady(page);
      return page;
    },
  };
}

/** The element that has the focus: its tag, its label (by `for`) or name, and its value. */
export function focused(page: Page): Promise<{ tag: string; label: string; value: string; text: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    const norm = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
    const label = el?.id ? norm(document.querySelector(`label[for="${el.id}"]`)?.textContent) : '';
    return { tag: el?.tagName.toLowerCase() ?? '', label, value: el && 'value' in el ? String(el.value) : '', text: norm(el?.textContent) };
  });
}
