import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../../platform/platform';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { testPlatform } from '../../tests/renderApp';
import { AppLayout } from './AppLayout';
import { isChunkLoadError, reloadOnceForChunk } from './ErrorBoundary';

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
      <MemoryRouter initialEntries={['/casse/']}>
        <Pages error={error} />
        <Link to="/">Aller à l’accueil</Link>
      </MemoryRouter>
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

  it('a chunk that cannot load says so and offers a reload (after one automatic reload)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('outilo:chunk-reload', String(Date.now()));
    renderRoute(new TypeError('Failed to fetch dynamically imported module: /assets/VatTool-abc.js'));
    expect(screen.getByRole('heading', { name: 'Impossible de charger cet outil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
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
