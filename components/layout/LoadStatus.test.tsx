import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from '../preloadable';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadBoundary, LoadStatus } from './LoadStatus';

describe('LoadStatus: loading, or failed with « Réessayer »', () => {
  it('says « Chargement… » while loading', () => {
    render(<LoadStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('once failed, says what could not be loaded with the advice, and « Réessayer » calls back', async () => {
    const onRetry = vi.fn();
    render(<LoadStatus failed="La liste de mots français n’a pas pu être chargée." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('La liste de mots français n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('LoadBoundary: a part of a page whose code loads on demand', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its fallback, then the failure in place (the rest of the page stays), and « Réessayer » loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/UtmBulkResults-abc.js'))
      .mockResolvedValueOnce({ default: () => <p>12 URL de campagne</p> });
    const part = preloadable(load);
    render(
      <>
        <p>Le reste de la page</p>
        <LoadBoundary fallback={<p>Collez vos adresses</p>} failed="Le mode «&#160;En masse&#160;» n’a pas pu être chargé.">
          <part.Component />
        </LoadBoundary>
      </>,
    );
    expect(screen.getByText('Collez vos adresses')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mode « En masse » n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.');
    expect(screen.getByText('Le reste de la page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('12 URL de campagne')).toBeInTheDocument();
  });

  it('leaves any other error to the page’s error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boum');
    }
    render(
      <ErrorBoundary>
        <LoadBoundary failed="Ceci n’a pas pu être chargé.">
          <Broken />
        </LoadBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Une erreur inattendue est survenue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
