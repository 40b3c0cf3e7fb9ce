import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { FIREFOX, FIREFOX_EXTENSION_DIR, waitReady } from './browser';

/**
 * The extension's host in this profile: Firefox gives each install a random one unless the profile names it
 * (`extensions.webextensions.uuids`), which lets the tests address its pages before the install.
 */
const EXTENSION_HOST = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const FIREFOX_EXTENSION_URL = `moz-extension://${EXTENSION_HOST}`;

/** A BiDi protocol error, itself or as the cause of a failed wait. */
const isProtocolError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ProtocolError' || error.message.startsWith('Protocol error') || isProtocolError(error.cause));

/**
 * Debian's Firefox ESR driven over WebDriver BiDi, with the Firefox build installed as a temporary add-on
 * (`webExtension.install`, puppeteer's `browser.installExtension`): unsigned, as `about:debugging` would load it.
 * `--remote-allow-system-access` lets BiDi open moz-extension:// pages, which it refuses by default.
 */
export function useFirefox() {
  const state: { browser?: Browser; profile?: string; foreign: string[]; errors: string[] } = { foreign: [], errors: [] };
  beforeAll(async () => {
    // The add-on id the build declares (`browser_specific_settings.gecko.id`).
    const geckoId: string = JSON.parse(readFileSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'), 'utf8')).browser_specific_settings.gecko.id;
    state.profile = await mkdtemp(join(tmpdir(), 'outilo-firefox-'));
    state.browser = await puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: FIREFOX,
      headless: true,
      userDataDir: state.profile,
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: {
        'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: EXTENSION_HOST }),
        'intl.locale.requested': 'fr-FR',
        'intl.accept_languages': 'fr-FR, fr',
        // The background stops after 2 s without events instead of 30 s: the tests meet it asleep, as users do.
        'extensions.background.idle.timeout': 2000,
      },
    });
    const id = await state.browser.installExtension(FIREFOX_EXTENSION_DIR);
    if (id !== geckoId) throw new Error(`Firefox installed ${id}, not ${geckoId}`);
  }, 60_000);
  afterAll(async () => {
    await state.browser?.close();
    if (state.profile) await rm(state.profile, { recursive: true, force: true });
  });

  return {
    /** Requests that left the extension (there must be none: everything runs on the device). */
    foreign: state.foreign,
    /** Uncaught errors and console errors of every page opened. */
    errors: state.errors,
    /**
     * An extension page (`popup.html`, `options.html#/ttc-ht/`) in a new tab, once ready. BiDi reports no load
     * event for moz-extension:// pages, so the page's own ready signal is awaited instead of the navigation.
     */
    async open(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
      const page = await state.browser!.newPage();
      await page.setViewport(viewport);
      page.on('request', (request) => {
        if (!request.url().startsWith(`${FIREFOX_EXTENSION_URL}/`) && !/^(data|blob):/.test(request.url())) state.foreign.push(request.url());
      });
      page.on('pageerror', (error) => state.errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') state.errors.push(message.text());
      });
      void page.goto(`${FIREFOX_EXTENSION_URL}/${path}`, { timeout: 60_000 }).catch(() => {});
      // A wait begun in the blank page fails at once while its document is being replaced (a BiDi protocol error):
      // begun again a moment later.
      const deadline = Date.now() + 15_000;
      for (;;) {
        try {
          await waitReady(page);
          return page;
        } catch (error) {
          if (Date.now() > deadline || !isProtocolError(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
