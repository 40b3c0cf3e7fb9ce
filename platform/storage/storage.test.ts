import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FavouritesStore, validateFavourites } from '../../components/favourites/favourites';
import { syncItem } from './extensionStore';
import { localItem } from './localStore';
import type { StorageFactory } from './types';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// The favourites store is written against the StoredItem interface only: the same tests run on both adapters.
describe.each([
  ['localStorage (website)', localItem as StorageFactory],
  ['chrome.storage.sync (extension)', syncItem as StorageFactory],
])('favourites through %s', (_name, factory) => {
  beforeEach(() => {
    localStorage.clear();
    fakeBrowser.reset();
  });

  it('starts empty, toggles, and persists for the next page', async () => {
    const store = FavouritesStore.create(factory);
    await store.ready;
    expect(store.getSnapshot()).toEqual([]);
    await store.toggle('vat');
    await store.toggle('cpm');
    expect(store.getSnapshot()).toEqual(['vat', 'cpm']);
    await store.toggle('vat');
    expect(store.getSnapshot()).toEqual(['cpm']);

    const nextPage = FavouritesStore.create(factory);
    await nextPage.ready;
    expect(nextPage.getSnapshot()).toEqual(['cpm']);
  });

  it('notifies subscribers of changes', async () => {
    const store = FavouritesStore.create(factory);
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    await store.toggle('cpc');
    expect(listener).toHaveBeenCalled();
  });
});

describe('localStorage adapter', () => {
  beforeEach(() => localStorage.clear());

  it('reads a corrupt value as the fallback', async () => {
    localStorage.setItem('outilo:favourites', '{not json');
    const store = FavouritesStore.create(localItem);
    await store.ready;
    expect(store.getSnapshot()).toEqual([]);
    localStorage.setItem('outilo:favourites', JSON.stringify({ a: 1 }));
    expect(await localItem('favourites', { fallback: [], validate: validateFavourites }).get()).toEqual([]);
  });

  it('follows other tabs through the storage event', async () => {
    const store = FavouritesStore.create(localItem);
    await store.ready;
    store.subscribe(() => {});
    localStorage.setItem('outilo:favourites', JSON.stringify(['cpa']));
    window.dispatchEvent(new StorageEvent('storage', { key: 'outilo:favourites', newValue: JSON.stringify(['cpa']) }));
    expect(store.getSnapshot()).toEqual(['cpa']);
  });

  it('falls back to memory when localStorage is unavailable', async () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    const store = FavouritesStore.create(localItem);
    await store.ready;
    await store.toggle('vat');
    expect(store.getSnapshot()).toEqual(['vat']);
    spy.mockRestore();
  });
});

describe('chrome.storage.sync adapter', () => {
  beforeEach(() => fakeBrowser.reset());

  it('stores ids only', async () => {
    const store = FavouritesStore.create(syncItem);
    await store.ready;
    await store.toggle('vat');
    const stored = await fakeBrowser.storage.sync.get('favourites');
    expect(stored).toEqual({ favourites: ['vat'] });
  });

  it('follows changes made by the popup or another tab', async () => {
    const store = FavouritesStore.create(syncItem);
    await store.ready;
    store.subscribe(() => {});
    await fakeBrowser.storage.sync.set({ favourites: ['cpm', 'cpc'] });
    await flush();
    expect(store.getSnapshot()).toEqual(['cpm', 'cpc']);
  });

  it('ignores a corrupt stored value', async () => {
    await fakeBrowser.storage.sync.set({ favourites: 'oops' });
    const store = FavouritesStore.create(syncItem);
    await store.ready;
    expect(store.getSnapshot()).toEqual([]);
  });
});
