import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoredMap } from '../../platform/domain/storage';
import { renderApp, testPlatform } from '../../tests/renderApp';
import { favouritesMessage, FavouritesStore, type FavouriteEntry } from '../../platform/domain/favourites';

const failing = (read: boolean): StoredMap<FavouriteEntry> => ({
  getAll: async () => (read ? Promise.reject(new Error('lecture impossible')) : {}),
  setMany: async () => Promise.reject(new Error('écriture impossible')),
  subscribe: () => () => {},
});

describe('favourites notice', () => {
  it('says in French that a star could not be saved, rolls it back, and can be closed', async () => {
    const user = userEvent.setup();
    const favourites = new FavouritesStore({ sources: [], target: failing(false) });
    renderApp('/', testPlatform({ favourites }));
    const cpm = screen.getByText('Calculateur de CPM').closest('li')!;
    await user.click(within(cpm).getByRole('button', { name: 'Ajouter aux favoris' }));
    expect((await screen.findByRole('alert')).textContent).toBe(favouritesMessage('write'));
    expect(within(cpm).getByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when saved favourites could not be read', async () => {
    const favourites = new FavouritesStore({ sources: [], target: failing(true) });
    renderApp('/', testPlatform({ favourites }));
    expect((await screen.findByRole('alert')).textContent).toBe(favouritesMessage('read'));
  });
});
