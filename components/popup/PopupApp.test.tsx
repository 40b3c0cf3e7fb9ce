import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { renderApp, renderTool, testPlatform, TOOLS } from '../../tests/renderApp';
import UtmBuilderTool from '../../tools/utm-builder/UtmBuilderTool';
import type { Platform } from '../../platform/platform';
import { PlatformContext } from '../../platform/platform';
import { MemoryRouter } from 'react-router-dom';
import { ToolsContext } from '../tool/catalog';
import { TAB_URL_LABEL } from '../tool/TabUrlButton';
import { inlineTool, PopupApp } from './PopupApp';
import { readPopupRoute } from './popupSession';
import { frenchShortcut } from './shortcut';

const FULL_PAGE = 'chrome-extension://outilo/options.html#';
const popupPlatform = (overrides: Partial<Platform> = {}) =>
  testPlatform({
    target: 'popup',
    fullPageUrl: (path) => `${FULL_PAGE}${path}`,
    toolLink: (path, opensInTab) => (opensInTab ? { href: `${FULL_PAGE}${path}` } : { to: path }),
    ...overrides,
  });

function renderPopup(path = '/', platform = popupPlatform()) {
  return render(
    <PlatformContext.Provider value={platform}>
      <ToolsContext.Provider value={TOOLS}>
        <MemoryRouter initialEntries={[path]}>
          <PopupApp />
        </MemoryRouter>
      </ToolsContext.Provider>
    </PlatformContext.Provider>,
  );
}

const search = () => screen.getByRole('searchbox', { name: 'Rechercher un outil' });
const toolHeading = () => screen.queryByRole('heading', { level: 1, name: /Calculateur|Compteur|Générateur/ });
/** The id of the card holding the focus. */
const focusedCard = () => document.activeElement?.closest('[data-tool-id]')?.getAttribute('data-tool-id');

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
  fakeBrowser.commands.getAll = vi.fn(async () => [{ name: '_execute_action', shortcut: 'Alt+Shift+O', description: '' }]);
});

afterEach(() => {
  fakeBrowser.reset();
});

describe('popup launcher, keyboard only', () => {
  it('has the search box focused on open and opens the first result with Enter, focusing its first field', async () => {
    const user = userEvent.setup();
    renderPopup();
    expect(search()).toHaveFocus();
    await user.keyboard('ttc');
    expect(screen.getByText(/Entrée ouvre « Calculateur TTC \/ HT »/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculateur TTC / HT' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Montant TTC')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Tous les outils' })).toBeInTheDocument();
  });

  it('takes the focus back to the search box when the popup window gets it late', () => {
    renderPopup();
    search().blur();
    expect(document.body).toHaveFocus();
    window.dispatchEvent(new FocusEvent('focus'));
    expect(search()).toHaveFocus();
  });

  it('moves through the results with the arrows and back to the search box', async () => {
    const user = userEvent.setup();
    renderPopup();
    // The cards follow the registry's order.
    await user.keyboard('{ArrowDown}');
    expect(focusedCard()).toBe(TOOLS[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedCard()).toBe(TOOLS[2]!.id);
    await user.keyboard('{End}');
    expect(focusedCard()).toBe(TOOLS.at(-1)!.id);
    await user.keyboard('{Home}');
    expect(focusedCard()).toBe(TOOLS[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(search()).toHaveFocus();
    // Escape from a card goes back to the search box too.
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(search()).toHaveFocus();
  });

  it('does nothing on Enter with an empty search and several results', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.keyboard('{Enter}');
    expect(toolHeading()).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(20);
  });

  it('clears the search with Escape, then Escape in a tool goes back to the list', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.keyboard('compteur');
    expect(screen.getAllByRole('link', { name: /Compteur de mots/ })).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(search()).toHaveValue('');
    await user.keyboard('compteur{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compteur de mots' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Votre texte')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(search()).toHaveFocus());
    expect(toolHeading()).toBeNull();
  });

  it('opens the tool whose title holds the word with Enter, before those that match only elsewhere, even a favourite', async () => {
    const platform = popupPlatform();
    await platform.favourites.toggle('roas-breakeven');
    renderPopup('/', platform);
    const user = userEvent.setup();
    await user.keyboard('marge{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculateur de remise et de marge' })).toBeInTheDocument();
  });

  it('keeps the favourites first', async () => {
    const platform = popupPlatform();
    await platform.favourites.toggle('slug');
    renderPopup('/', platform);
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    expect(focusedCard()).toBe('slug');
  });
});

describe('popup memory and footer', () => {
  it('remembers the route in the session storage and reopens only on an inline tool or the list', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.keyboard('ttc{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Calculateur TTC / HT' });
    await waitFor(async () => expect(await fakeBrowser.storage.session.get('popup:route')).toEqual({ 'popup:route': '/ttc-ht/' }));
    const isRoute = (path: string) => path === '/' || Boolean(inlineTool(TOOLS, path));
    expect(await readPopupRoute(isRoute)).toBe('/ttc-ht/');
    await fakeBrowser.storage.session.set({ 'popup:route': '/qr-code/' }); // opens in the full-tab page
    expect(await readPopupRoute(isRoute)).toBe('/');
    await fakeBrowser.storage.session.set({ 'popup:route': 42 });
    expect(await readPopupRoute(isRoute)).toBe('/');
  });

  it('shows the shortcut Chrome has, or how to choose one', async () => {
    const { unmount } = renderPopup();
    expect(await screen.findByText('Alt+Maj+O')).toBeInTheDocument();
    expect(screen.getByText('Alt+Maj+O').parentElement!.textContent).toBe('Raccourci\u00a0: Alt+Maj+O');
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    unmount();
    fakeBrowser.commands.getAll = vi.fn(async () => [{ name: '_execute_action', shortcut: '', description: '' }]);
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    renderPopup();
    expect(await screen.findByText('Aucun raccourci clavier')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choisir un raccourci' }));
    expect(create).toHaveBeenCalledWith({ url: 'chrome://extensions/shortcuts' });
  });

  it('opens Firefox’s shortcuts page by its own call, where the browser has one', async () => {
    fakeBrowser.commands.getAll = vi.fn(async () => [{ name: '_execute_action', shortcut: '', description: '' }]);
    const openShortcutSettings = vi.fn(async () => {});
    Object.assign(fakeBrowser.commands, { openShortcutSettings });
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    try {
      renderPopup();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Choisir un raccourci' }));
      expect(openShortcutSettings).toHaveBeenCalledOnce();
      expect(create).not.toHaveBeenCalled();
    } finally {
      delete (fakeBrowser.commands as { openShortcutSettings?: unknown }).openShortcutSettings;
    }
  });

  it('names the modifier keys the French way', () => {
    expect(frenchShortcut('Alt+Shift+O')).toBe('Alt+Maj+O');
    expect(frenchShortcut('Ctrl+Shift+Y')).toBe('Ctrl+Maj+Y');
    expect(frenchShortcut('⌥⇧O')).toBe('⌥⇧O');
  });
});

describe('the current tab', () => {
  it('offers its QR code on the list when the popup was opened on a web page', async () => {
    renderPopup('/', popupPlatform({ currentTabUrl: async () => 'https://www.exemple.fr/soldes?a=1' }));
    const link = await screen.findByRole('link', { name: 'Créer le QR code de l’onglet' });
    expect(link).toHaveAttribute('href', `${FULL_PAGE}/qr-code/?type=url&url=https%3A%2F%2Fwww.exemple.fr%2Fsoldes%3Fa%3D1`);
    expect(screen.getByText('exemple.fr/soldes?a=1')).toBeInTheDocument();
    expect(search()).toHaveFocus();
  });

  it('offers nothing on a browser page or outside the popup', async () => {
    renderPopup('/', popupPlatform({ currentTabUrl: async () => null }));
    await screen.findByText('Alt+Maj+O');
    expect(screen.queryByRole('link', { name: 'Créer le QR code de l’onglet' })).toBeNull();
  });

  it('fills the UTM builder’s address with the tab’s', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />, popupPlatform({ currentTabUrl: async () => 'https://exemple.fr/page' }));
    await user.click(await screen.findByRole('button', { name: TAB_URL_LABEL }));
    expect(screen.getByLabelText('URL de la page')).toHaveValue('https://exemple.fr/page');
  });

  it('shows no tab button on the website', async () => {
    renderTool('utm-builder', <UtmBuilderTool />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('button', { name: TAB_URL_LABEL })).toBeNull();
  });
});

describe('website home: the search keeps its behaviour', () => {
  it('does not take the focus and does not open a tool on Enter', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const box = screen.getByPlaceholderText('Rechercher un outil...');
    expect(box).not.toHaveFocus();
    await user.type(box, 'ttc{Enter}');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Calculateur TTC / HT');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
  });
});
