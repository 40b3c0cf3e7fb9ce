import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../../platform/platform';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { testPlatform, TOOLS } from '../../tests/renderApp';
import { ToolsContext } from '../tool/catalog';
import { AppLayout } from './AppLayout';
import { isChunkLoadError, LOAD_TIMEOUT_MS } from '../lib/onDemand';
import { preloadable } from '../preloadable';
import { reloadOnceForChunk } from './ErrorBoundary';

function Boom({ error }: { error: Error }): never {
  throw error;
}

function Pages({ error }: { error: Error }) {
  const { pathname } = useLocation();
  return <AppLayout>{pathname === '/casse/' ? <Boom error={error} /> : <p>Page d’accueil</p>}</AppLayout>;
}

function renderRoute(error: Error) {
  return render(
    <PlatformContext.Provider value={testPlatform()}>
      <ToolsContext.Provider value={TOOLS}>
        <MemoryRouter initialEntries={['/casse/']}>
          <Pages error={error} />
          <Link to="/">Aller à l’accueil</Link>
        </MemoryRouter>
      </ToolsContext.Provider>
    </PlatformContext.Provider>,
  );
}

describe('route error boundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('a tool that throws is replaced by a French message inside the layout; header, footer and navigation stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(new Error('boum'));
    expect(screen.getByRole('heading', { name: 'Une erreur inattendue est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Outilo, retour à l’accueil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Aller à l’accueil' }));
    expect(screen.getByText('Page d’accueil')).toBeInTheDocument();
  });

  it('a chunk the server no longer has (404) says a new version was published and offers a reload (after one automatic reload)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const probe = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', probe);
    sessionStorage.setItem('outilo:chunk-reload', String(Date.now()));
    renderRoute(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/VatTool-abc.js'));
    expect(screen.getByRole('heading', { name: 'Impossible de charger cet outil' })).toBeInTheDocument();
    expect(await screen.findByText(/Une nouvelle version d’Outilo a été publiée/)).toBeInTheDocument();
    expect(probe).toHaveBeenCalledWith('http://localhost/assets/VatTool-abc.js', expect.objectContaining({ method: 'HEAD' }));
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('a chunk the network refuses says the connection failed, never that a new version was published, and reloads nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    renderRoute(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/VatTool-abc.js'));
    expect(await screen.findByText('La connexion a échoué pendant le chargement de son code. Vérifiez votre connexion, puis réessayez.')).toBeInTheDocument();
    expect(screen.queryByText(/nouvelle version/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a lost connection gets its own message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute(new TypeError('Failed to fetch dynamically imported module: /assets/VatTool-abc.js'));
    expect(screen.getByRole('heading', { name: 'Connexion perdue' })).toBeInTheDocument();
  });
});

describe('chunk errors', () => {
  afterEach(() => sessionStorage.clear());

  it.each([
    ['Failed to fetch dynamically imported module: https://x/a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => expect(isChunkLoadError(new TypeError(message))).toBe(expected));

  it('reloads at most once within 30 s', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    expect(reloadOnceForChunk(1_000_000)).toBe(true);
    expect(reloadOnceForChunk(1_010_000)).toBe(false);
    expect(reloadOnceForChunk(1_040_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('a page whose code cannot be loaded, or not in time', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  function renderLazyTool(load: () => Promise<{ default: ComponentType }>) {
    const page = preloadable(load);
    return render(
      <PlatformContext.Provider value={testPlatform()}>
        <ToolsContext.Provider value={TOOLS}>
          <MemoryRouter initialEntries={['/ttc-ht/']}>
            <AppLayout>
              <page.Component />
            </AppLayout>
          </MemoryRouter>
        </ToolsContext.Provider>
      </PlatformContext.Provider>,
    );
  }

  it('says so in French with « Réessayer », which loads it again and shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('outilo:chunk-reload', String(Date.now()));
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/VatTool-abc.js'))
      .mockResolvedValueOnce({ default: () => <h1>Calculateur TVA</h1> });
    const user = userEvent.setup();
    renderLazyTool(load);
    expect(await screen.findByRole('heading', { name: 'Impossible de charger cet outil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Calculateur TVA' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a request that hangs: « Chargement… », then after the time-out the message and « Réessayer »', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let arrive!: (module: { default: ComponentType }) => void;
    const load = vi.fn(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    renderLazyTool(load);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    await act(() => vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS));
    expect(screen.getByRole('heading', { name: 'Impossible de charger cet outil' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Son code met trop de temps à arriver. Vérifiez votre connexion, puis réessayez.');
    // The request finally answers; « Réessayer » shows the tool.
    arrive({ default: () => <h1>Calculateur TVA</h1> });
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Calculateur TVA' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
