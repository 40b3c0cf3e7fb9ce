import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEO, TOOLS } from '../../tools/index';
import { EXTENSION_DIR, until } from './browser';
import { focused, useCompanion, type ChromeApis } from './companion';
import { axeViolations, fieldValue, hasHorizontalScroll, text, waitText } from './site';

// The extension as an everyday companion, in the loaded extension (the real popup, opened by the
// toolbar button over a web page; the service worker's context menus and omnibox).
const ext = useCompanion();
declare const chrome: ChromeApis;

const press = async (page: Page, ...keys: Parameters<Page['keyboard']['press']>[0][]) => {
  for (const key of keys) await page.keyboard.press(key);
};
/** The title of the card whose link has the focus. */
const focusedCard = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-tool-id]')?.getAttribute('data-tool-id') ?? null);
/** The popup's tool title (inline tools), or null on the list. */
const toolTitle = (page: Page) => page.evaluate(() => document.querySelector('.tool--compact h1')?.textContent ?? null);

describe('manifest', () => {
  it('asks for exactly the permissions the features need, with the shortcut and the omnibox keyword', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.permissions).toEqual(['storage', 'contextMenus', 'activeTab', 'scripting', 'alarms']);
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.optional_permissions).toBeUndefined();
    expect(manifest.content_scripts).toBeUndefined();
    expect(manifest.commands).toEqual({ _execute_action: { suggested_key: { default: 'Alt+Shift+O' }, description: 'Ouvrir Outilo' } });
    expect(manifest.omnibox).toEqual({ keyword: 'outilo' });
    expect(manifest.background).toEqual({ service_worker: 'background.js' });
    expect(manifest.action.default_popup).toBe('popup.html');
    // The worker holds the tools' data (tools/index.ts's TOOLS), not React, their icons, views nor SEO texts.
    const worker = readFileSync(join(EXTENSION_DIR, 'background.js'), 'utf8').replace(
      /\\(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4}))/g,
      (_, x: string | undefined, u: string | undefined) => String.fromCharCode(parseInt(x ?? u!, 16)),
    );
    expect(worker.length).toBeLessThan(30_000);
    expect(worker).not.toMatch(/react\.element|react\.transitional|import\(|lucide/);
    for (const { tool, description } of SEO) {
      expect(worker, tool.id).toContain(tool.title);
      expect(worker, tool.id).not.toContain(description);
    }
  });
});

describe('install', () => {
  it('shows no permission warning (Chrome’s own computation), where the tabs permission would', async () => {
    const page = await ext.openExtensionPage('popup.html');
    const manifest = readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8');
    const warnings = await page.evaluate(async (text) => {
      const withTabs = JSON.parse(text);
      withTabs.permissions.push('tabs');
      return {
        ours: await chrome.management.getPermissionWarningsByManifest(text),
        withTabs: await chrome.management.getPermissionWarningsByManifest(JSON.stringify(withTabs)),
      };
    }, manifest);
    expect(warnings.ours).toEqual([]);
    expect(warnings.withTabs).toHaveLength(1);
  });
});

describe('popup: keyboard first', () => {
  // Each test starts from the list: the popup otherwise reopens where the previous test left it.
  beforeEach(() => ext.forgetPopupRoute());

  it('searches on open, moves with the arrows, opens with Enter, focuses the first field, and Escape goes back', async () => {
    const tab = await ext.openArticle();
    const popup = await ext.openPopup(tab);
    // The search box has the focus: typing searches at once.
    expect(await focused(popup)).toMatchObject({ tag: 'input', label: 'Rechercher un outil' });
    await popup.keyboard.type('tva');
    await until(popup, () => document.querySelectorAll('.tool-list > li').length >= 1 && document.querySelector('.tool-list > li')?.getAttribute('data-tool-id') === 'vat');
    expect(await text(popup, '[aria-live="polite"]')).toMatch(/^\d+ outils? affichés?, Entrée ouvre « Calculateur TTC \/ HT »$/);

    // Escape clears the search (and leaves the popup open).
    await press(popup, 'Escape');
    await until(popup, (count) => document.querySelectorAll('.tool-list > li').length === count, {}, TOOLS.length);
    expect(await focused(popup)).toMatchObject({ tag: 'input', value: '' });

    // Arrows: into the list (the registry's, in its order), down, to the end, back up to the search box.
    await press(popup, 'ArrowDown');
    expect(await focusedCard(popup)).toBe(TOOLS[0]!.id);
    await press(popup, 'ArrowDown');
    expect(await focusedCard(popup)).toBe(TOOLS[1]!.id);
    await press(popup, 'End');
    expect(await focusedCard(popup)).toBe(TOOLS.at(-1)!.id);
    await press(popup, 'Home', 'ArrowUp');
    expect(await focused(popup)).toMatchObject({ tag: 'input', label: 'Rechercher un outil' });

    // Enter opens the first result; the focus lands on the tool's first field.
    await popup.keyboard.type('tva');
    await until(popup, () => document.querySelectorAll('.tool-list > li').length === 1);
    await press(popup, 'Enter');
    await until(popup, () => document.querySelector('.tool--compact h1')?.textContent === 'Calculateur TTC / HT');
    await until(popup, () => document.activeElement?.tagName === 'INPUT' && document.activeElement.closest('.tool--compact'));
    expect(await focused(popup)).toMatchObject({ label: 'Montant TTC' });
    await popup.keyboard.type('120');
    await waitText(popup, '[data-testid="result-value"]', '100,00 €');
    expect(await text(popup, '.popup-nav a')).toBe('Tous les outils');
    expect(await hasHorizontalScroll(popup)).toBe(false);

    // Escape in a tool: back to the list, search box focused and empty.
    await press(popup, 'Escape');
    await popup.waitForSelector('.tool-list');
    expect(await toolTitle(popup)).toBeNull();
    expect(await focused(popup)).toMatchObject({ tag: 'input', label: 'Rechercher un outil', value: '' });

    // A card reached with the arrows opens with Enter (a link): here the word counter, inline.
    await popup.keyboard.type('compteur');
    await press(popup, 'ArrowDown');
    expect(await focusedCard(popup)).toBe('word-counter');
    await press(popup, 'Enter');
    await until(popup, () => document.querySelector('.tool--compact h1')?.textContent === 'Compteur de mots');
    await until(popup, () => document.activeElement?.tagName === 'TEXTAREA');
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('shows the shortcut that opens it, as Chrome has it', async () => {
    const popup = await ext.openExtensionPage('popup.html');
    await waitText(popup, '.popup-footer > span', 'Raccourci : Alt+Maj+O');
    expect(await text(popup, '.popup-footer button')).toBe('Modifier');
    expect(await popup.evaluate(async () => (await chrome.commands.getAll()).map((c) => [c.name, c.shortcut]))).toEqual([['_execute_action', 'Alt+Shift+O']]);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('reopens on the tool the user left, with a way back to the list', async () => {
    const tab = await ext.openArticle();
    let popup = await ext.openPopup(tab);
    await popup.keyboard.type('evolution');
    await until(popup, () => document.querySelector('.tool-list > li')?.getAttribute('data-tool-id') === 'evolution');
    await press(popup, 'Enter');
    await until(popup, () => document.activeElement?.tagName === 'INPUT' && document.activeElement.closest('.tool--compact'));
    const title = await toolTitle(popup);
    const label = (await focused(popup)).label;
    await popup.keyboard.type('15');
    // Closing the popup (a click elsewhere does it) then opening it again.
    await popup.close();
    popup = await ext.openPopup(tab);
    await until(popup, (t) => document.querySelector('.tool--compact h1')?.textContent === t, {}, title);
    await until(popup, () => document.activeElement?.tagName === 'INPUT' && document.activeElement.closest('.tool--compact'));
    expect((await focused(popup)).label).toBe(label);
    // The remembered inputs bring back what was typed.
    expect(await fieldValue(popup, label)).toBe('15');
    // Back to the list: the link, then the list is what opens next time.
    await popup.click('.popup-nav a');
    await popup.waitForSelector('.tool-list');
    await popup.close();
    popup = await ext.openPopup(tab);
    await popup.waitForSelector('.tool-list');
    expect(await toolTitle(popup)).toBeNull();
  });
});

describe('popup: closed right after typing', () => {
  beforeEach(() => ext.forgetPopupRoute());

  it('keeps what was typed when the popup closes in the same moment (a click outside it)', async () => {
    const tab = await ext.openArticle();
    let popup = await ext.openPopup(tab);
    await popup.click('.tool-list [data-tool-id="vat"] a');
    // The amount (the mode choice above it is a pair of radio buttons).
    const amount = '.tool--compact input[type="text"]';
    await popup.waitForSelector(amount);
    await popup.click(amount, { count: 3 });
    await popup.keyboard.type('123,45');
    // Closed by the page itself before the inputs' pause is over: Chrome then fires `beforeunload` only.
    await popup.evaluate(() => window.close()).catch(() => {});
    popup = await ext.openPopup(tab);
    await until(popup, (selector) => (document.querySelector(selector) as HTMLInputElement | null)?.value === '123,45', {}, amount);
  });
});

describe('popup: the current tab (activeTab)', () => {
  beforeEach(() => ext.forgetPopupRoute());

  it('offers the QR code of the page and fills the UTM builder with its address', async () => {
    const tab = await ext.openArticle();
    const popup = await ext.openPopup(tab);
    await waitText(popup, '.current-tab__address', `Onglet actuel : ${ext.articleUrl.replace('http://', '')}`);
    const qr = await popup.$eval('.current-tab__action', (a) => (a as HTMLAnchorElement).href);
    expect(qr).toBe(`${ext.extensionUrl}/options.html#/qr-code/?${new URLSearchParams({ type: 'url', url: ext.articleUrl })}`);
    expect(await axeViolations(popup)).toEqual([]);

    await popup.keyboard.type('utm');
    await press(popup, 'Enter');
    await popup.waitForSelector('.tab-url-button');
    expect(await text(popup, '.tab-url-button')).toBe('Utiliser l’adresse de l’onglet');
    await popup.click('.tab-url-button');
    expect(await fieldValue(popup, 'URL de la page')).toBe(ext.articleUrl);
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });

  it('offers nothing without the toolbar button (no access to other tabs)', async () => {
    await ext.openArticle();
    const popup = await ext.openExtensionPage('popup.html');
    await popup.waitForSelector('.popup-footer');
    expect(await popup.$('.current-tab')).toBeNull();
    // Without activeTab, Chrome hides the address of the other tabs: the permission is what gives it.
    const urls = await popup.evaluate(async () => (await chrome.tabs.query({})).map((t) => t.url ?? null));
    expect(urls.filter((u) => u?.startsWith('http'))).toEqual([]);
  });
});

describe('context menus on selected text', () => {
  it('registers the five items on selected text, under « Outilo »', async () => {
    const worker = await ext.worker();
    // chrome.contextMenus has no getter: updating an item fails when it does not exist.
    const ids = ['outilo', 'word-counter', 'slug', 'duplicate-remover', 'qr-code', 'vat'];
    const updated = await worker.evaluate(
      async (list) => Promise.all(list.map((id) => chrome.contextMenus.update(id, { contexts: ['selection'] }).then(() => id, (e: Error) => `${id}: ${e.message}`))),
      ids,
    );
    expect(updated).toEqual(ids);
    const missing = await worker.evaluate(() => chrome.contextMenus.update('inconnu', {}).then(() => 'found', (e: Error) => e.message));
    expect(missing).toMatch(/inconnu/);
  });

  /**
   * Simulates a click on the menu item `id` with `selection`, as Chrome calls the worker's handler. A selection of
   * megabytes is given as a text repeated `times` times, built in the worker.
   */
  const clickMenu = async (id: string, selection: string | { repeat: string; times: number }, tabUrl?: string) => {
    const worker = await ext.worker();
    const { repeat, times } = typeof selection === 'string' ? { repeat: selection, times: 1 } : selection;
    return ext.tabOpenedBy(
      () =>
        worker.evaluate(
          async (menuItemId, unit, count, url) => {
            const [tab] = url ? await chrome.tabs.query({ url }) : [];
            const handlers = (globalThis as unknown as { outilo: { onContextMenuClick(info: object, tab?: object): Promise<unknown> } }).outilo;
            await handlers.onContextMenuClick({ menuItemId, selectionText: unit.repeat(count), editable: false, frameId: 0, pageUrl: url }, tab);
          },
          id,
          repeat,
          times,
          tabUrl ?? null,
        ),
      `${ext.extensionUrl}/options.html`,
    );
  };

  it('opens each tool in the full-tab page with the selection as its input', async () => {
    const counter = await clickMenu('word-counter', 'Bonjour le monde, voici un texte.');
    expect(counter.url()).toBe(`${ext.extensionUrl}/options.html#/compteur-mots/?texte=Bonjour+le+monde%2C+voici+un+texte.`);
    expect(await text(counter, 'h1')).toBe('Compteur de mots');
    await waitText(counter, '[data-testid="stat-words"]', '6');

    const slug = await clickMenu('slug', 'L’été à Paris');
    expect(slug.url()).toBe(`${ext.extensionUrl}/options.html#/slugify/?texte=L%E2%80%99%C3%A9t%C3%A9+%C3%A0+Paris`);

    const vat = await clickMenu('vat', 'Total : 1 234,56 € TTC');
    expect(vat.url()).toBe(`${ext.extensionUrl}/options.html#/ttc-ht/?montant=1234%2C56`);
    expect(await text(vat, 'h1')).toBe('Calculateur TTC / HT');
    expect(await fieldValue(vat, 'Montant TTC')).toBe('1234,56');

    const qrLink = await clickMenu('qr-code', 'https://exemple.fr/soldes?utm=1');
    expect(qrLink.url()).toBe(`${ext.extensionUrl}/options.html#/qr-code/?type=url&url=https%3A%2F%2Fexemple.fr%2Fsoldes%3Futm%3D1`);
    const qrText = await clickMenu('qr-code', 'Rendez-vous à 14 h');
    expect(qrText.url()).toBe(`${ext.extensionUrl}/options.html#/qr-code/?type=texte&texte=Rendez-vous+%C3%A0+14+h`);
  });

  it('reads the selection with its line breaks from the page (activeTab), for a list', async () => {
    const tab = await ext.openArticle();
    // The toolbar button grants activeTab on the tab, as a click on a context-menu item does.
    const popup = await ext.openPopup(tab);
    await popup.close();
    await tab.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('list')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    // Chrome's selectionText has the line breaks turned into spaces.
    const list = await clickMenu('duplicate-remover', 'Paris Lyon Paris', ext.articleUrl);
    expect(new URLSearchParams(list.url().split('?')[1]).get('liste')).toBe('Paris\nLyon\nParis');
    expect(await fieldValue(list, 'Liste (un élément par ligne)')).toBe('Paris\nLyon\nParis');
  });

  it('stores a long selection as the tool’s remembered inputs instead of the address', async () => {
    const long = 'mot '.repeat(800).trim();
    const counter = await clickMenu('word-counter', long);
    expect(counter.url()).toBe(`${ext.extensionUrl}/options.html#/compteur-mots/`);
    const worker = await ext.worker();
    expect(await worker.evaluate(() => chrome.storage.local.get('inputs:word-counter'))).toEqual({ 'inputs:word-counter': { texte: long } });
    await waitText(counter, '[data-testid="stat-words"]', '800');
    await worker.evaluate(() => chrome.storage.local.remove('inputs:word-counter'));
  });

  it('opens the tool with a French message and stores nothing for a selection too long to pass (150 000 characters, 11 MB)', async () => {
    const worker = await ext.worker();
    const cases = [
      { id: 'word-counter', route: '/compteur-mots/', field: 'Votre texte', selection: { repeat: 'mot ', times: 37_500 } },
      { id: 'duplicate-remover', route: '/doublons/', field: 'Liste (un élément par ligne)', selection: { repeat: 'ligne\n', times: Math.ceil((11 * 1024 * 1024) / 6) } },
    ];
    for (const { id, route, field, selection } of cases) {
      const before = await worker.evaluate(() => chrome.storage.local.getBytesInUse(null));
      const page = await clickMenu(id, selection);
      expect(await text(page, '.tool__body .notice[role="alert"]')).toBe(
        'La sélection est trop longue pour être transmise (plus de 100 000 caractères) : copiez-la puis collez-la dans le champ.',
      );
      // Read once: the message's code leaves the address.
      await until(page, (hash) => window.location.hash === hash, {}, `#${route}`);
      expect(await fieldValue(page, field)).toBe('');
      expect(await worker.evaluate((key) => chrome.storage.local.get(key), `inputs:${id}`)).toEqual({});
      expect(await worker.evaluate(() => chrome.storage.local.getBytesInUse(null))).toBe(before);
      await page.close();
    }
  });
});

describe('omnibox: outilo', () => {
  it('suggests tools from the registry’s search as the user types', async () => {
    const worker = await ext.worker();
    const suggest = (q: string) =>
      worker.evaluate(
        async (text) => (await (globalThis as unknown as { outilo: { suggest(t: string): Promise<{ content: string }[]> } }).outilo.suggest(text)).map((s) => s.content),
        q,
      );
    expect((await suggest('tva'))[0]).toBe('Calculateur TTC / HT');
    // The tool whose title holds the word first, before those that match by description or keyword.
    expect((await suggest('marge'))[0]).toBe('Calculateur de remise et de marge');
    expect(await suggest('marge')).toContain('Calculateur de ROAS de rentabilité');
    expect(await suggest('qr')).toEqual(['Générateur de QR code']);
  });

  it('opens the chosen tool in the full-tab page', async () => {
    const worker = await ext.worker();
    const enter = (q: string, disposition: string) =>
      worker.evaluate(
        (text, d) => (globalThis as unknown as { outilo: { onOmniboxEntered(t: string, d: string): Promise<void> } }).outilo.onOmniboxEntered(text, d),
        q,
        disposition,
      );
    const qr = await ext.tabOpenedBy(() => enter('Générateur de QR code', 'newForegroundTab'), `${ext.extensionUrl}/options.html`);
    expect(qr.url()).toBe(`${ext.extensionUrl}/options.html#/qr-code/`);
    expect(await text(qr, 'h1')).toBe('Générateur de QR code');
    const marge = await ext.tabOpenedBy(() => enter('marge', 'newBackgroundTab'), `${ext.extensionUrl}/options.html`);
    // Enter without picking a suggestion: the search's first tool, the one whose title holds the word.
    expect(marge.url()).toBe(`${ext.extensionUrl}/options.html#/valeur-pourcentage/`);
    // « currentTab »: the tab in front goes to the tool.
    const tab = await ext.openArticle();
    await enter('qr', 'currentTab');
    await until(tab, (url) => location.href === url, {}, `${ext.extensionUrl}/options.html#/qr-code/`);
  });
});
