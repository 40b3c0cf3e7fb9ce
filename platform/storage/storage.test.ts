import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { FavouritesStore, validateEntry } from '../../components/favourites/favourites';
import { syncItem, syncMap } from './extensionStore';
import { localItem, localMap } from './localStore';
import type { MapFactory, StorageFactory } from './types';

const FAST = { coalesceMs: 0, writeTimeoutMs: 200 };
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

// The favourites store is written against the StoredMap interface only: the same tests run on both adapters.
describe.each([
  ['localStorage (website)', localMap as MapFactory, localItem as StorageFactory],
  ['chrome.storage.sync (extension)', syncMap as MapFactory, syncItem as StorageFactory],
])('favourites through %s', (_name, makeMap, makeItem) => {
  beforeEach(() => {
    localStorage.clear();
    fakeBrowser.reset();
  });

  it('starts empty, toggles, and persists for the next page', async () => {
    const store = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    await store.ready;
    expect(store.getSnapshot()).toEqual([]);
    store.toggle('vat');
    store.toggle('cpm');
    expect(store.getSnapshot()).toEqual(['vat', 'cpm']);
    store.toggle('vat');
    expect(store.getSnapshot()).toEqual(['cpm']);
    await store.settled();

    const nextPage = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    await nextPage.ready;
    expect(nextPage.getSnapshot()).toEqual(['cpm']);
  });

  it('notifies subscribers of changes', async () => {
    const store = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle('cpc');
    expect(listener).toHaveBeenCalled();
    await store.settled();
  });

  it('reads the former one-list format, keeps its order, and lets new toggles win over it', async () => {
    await makeItem('favourites', { fallback: [], validate: (v) => v }).set(['cpm', 'vat', 'cpa']);
    const store = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    await store.ready;
    expect(store.getSnapshot()).toEqual(['cpm', 'vat', 'cpa']);
    store.toggle('vat');
    await store.settled();
    const next = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    await next.ready;
    expect(next.getSnapshot()).toEqual(['cpm', 'cpa']);
  });

  it('drops stored ids that are not tools of this build, and ignores toggles of them', async () => {
    const known = (id: string) => id !== 'outil-retire';
    const first = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    await first.ready;
    first.toggle('outil-retire');
    first.toggle('cpc');
    await first.settled();
    const store = FavouritesStore.create(makeMap, makeItem, known, FAST);
    await store.ready;
    expect(store.getSnapshot()).toEqual(['cpc']);
    store.toggle('outil-retire');
    expect(store.getSnapshot()).toEqual(['cpc']);
  });

  it('two pages toggling different tools at the same moment lose nothing (80 toggles)', async () => {
    const a = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    const b = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    await Promise.all([a.ready, b.ready]);
    const ids = Array.from({ length: 40 }, (_, i) => `tool-${i}`);
    for (let i = 0; i < ids.length; i += 2) {
      a.toggle(ids[i]!);
      b.toggle(ids[i + 1]!);
      if (i % 6 === 0) await tick();
    }
    await Promise.all([a.settled(), b.settled()]);
    const fresh = FavouritesStore.create(makeMap, makeItem, undefined, FAST);
    await fresh.ready;
    expect([...fresh.getSnapshot()].sort()).toEqual([...ids].sort());
  });
});

describe('localStorage adapter', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads a corrupt value as absent', async () => {
    localStorage.setItem('outilo:fav:vat', '{not json');
    localStorage.setItem('outilo:fav:cpc', JSON.stringify({ on: 'yes', t: 1 }));
    localStorage.setItem('outilo:fav:cpm', JSON.stringify({ on: true, t: 5 }));
    localStorage.setItem('outilo:favourites', '{not json');
    const store = FavouritesStore.create(localMap, localItem, undefined, FAST);
    await store.ready;
    expect(store.getSnapshot()).toEqual(['cpm']);
    expect(store.getProblem()).toBeNull();
  });

  it('follows other tabs through the storage event', async () => {
    const store = FavouritesStore.create(localMap, localItem, undefined, FAST);
    await store.ready;
    const value = JSON.stringify({ on: true, t: Date.now() });
    localStorage.setItem('outilo:fav:cpa', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'outilo:fav:cpa', newValue: value }));
    expect(store.getSnapshot()).toEqual(['cpa']);
  });

  it('a late notification never reverts a newer toggle of this page', async () => {
    const store = FavouritesStore.create(localMap, localItem, undefined, FAST);
    await store.ready;
    const old = JSON.stringify({ on: false, t: 10 });
    store.toggle('cpa');
    window.dispatchEvent(new StorageEvent('storage', { key: 'outilo:fav:cpa', newValue: old }));
    expect(store.getSnapshot()).toEqual(['cpa']);
    await store.settled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'outilo:fav:cpa', newValue: old }));
    expect(store.getSnapshot()).toEqual(['cpa']);
  });

  it('with a full storage, saved favourites stay visible; a refused toggle rolls back and says so', async () => {
    localStorage.setItem('outilo:fav:vat', JSON.stringify({ on: true, t: 1 }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = FavouritesStore.create(localMap, localItem, undefined, FAST);
    await store.ready;
    expect(store.getSnapshot()).toEqual(['vat']);
    expect(store.getProblem()).toBeNull();
    store.toggle('cpc');
    expect(store.getSnapshot()).toEqual(['vat', 'cpc']);
    await store.settled();
    expect(store.getSnapshot()).toEqual(['vat']);
    expect(store.getProblem()).toBe('write');
    expect(localStorage.getItem('outilo:fav:vat')).not.toBeNull();
  });

  it('when reading throws, shows no error-prone overwrite: saved favourites are untouched by new toggles', async () => {
    localStorage.setItem('outilo:fav:vat', JSON.stringify({ on: true, t: 1 }));
    localStorage.setItem('outilo:fav:cpm', JSON.stringify({ on: true, t: 2 }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const store = FavouritesStore.create(localMap, localItem, undefined, FAST);
    await store.ready;
    expect(store.getProblem()).toBe('read');
    getItem.mockRestore();
    vi.spyOn(Storage.prototype, 'getItem');
    store.toggle('cpc');
    await store.settled();
    const next = FavouritesStore.create(localMap, localItem, undefined, FAST);
    await next.ready;
    expect(next.getSnapshot()).toEqual(['vat', 'cpm', 'cpc']);
  });

  it('a single stored value is read even when writing throws (a full storage), and a refused write stays in memory', async () => {
    localStorage.setItem('outilo:promo-dismissed', 'true');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const item = localItem('promo-dismissed', { fallback: false, validate: (v) => (typeof v === 'boolean' ? v : undefined) });
    expect(await item.get()).toBe(true);
    await item.set(false);
    expect(await item.get()).toBe(false);
  });

  it('a batch that fails half-way is undone whole', async () => {
    const real = Storage.prototype.setItem;
    let calls = 0;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.startsWith('outilo:fav:') && ++calls === 2) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, key, value);
    });
    await expect(localMap('fav:', validateEntry).setMany({ vat: { on: true, t: 1 }, cpc: { on: true, t: 1 } })).rejects.toThrow();
    expect(localStorage.getItem('outilo:fav:vat')).toBeNull();
  });
});

describe('chrome.storage.sync adapter', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('stores one small key per tool', async () => {
    const store = FavouritesStore.create(syncMap, syncItem, undefined, FAST);
    await store.ready;
    store.toggle('vat');
    await store.settled();
    const stored = await fakeBrowser.storage.sync.get(null);
    expect(Object.keys(stored)).toEqual(['fav:vat']);
    expect(stored['fav:vat']).toMatchObject({ on: true });
  });

  it('follows changes made by the popup or another tab', async () => {
    const store = FavouritesStore.create(syncMap, syncItem, undefined, FAST);
    await store.ready;
    await fakeBrowser.storage.sync.set({ 'fav:cpm': { on: true, t: Date.now() }, 'fav:cpc': { on: true, t: Date.now() + 1 } });
    await tick();
    expect(store.getSnapshot()).toEqual(['cpm', 'cpc']);
  });

  it('ignores corrupt stored values', async () => {
    await fakeBrowser.storage.sync.set({ favourites: 'oops', 'fav:vat': 'oops', 'fav:cpc': { on: true, t: Number.NaN } });
    const store = FavouritesStore.create(syncMap, syncItem, undefined, FAST);
    await store.ready;
    expect(store.getSnapshot()).toEqual([]);
  });

  it('200 toggles in a burst: coalesced under the write quota, none lost after a reload', async () => {
    const set = vi.spyOn(browser.storage.sync, 'set');
    const store = FavouritesStore.create(syncMap, syncItem, undefined, { coalesceMs: 20 });
    await store.ready;
    const ids = Array.from({ length: 21 }, (_, i) => `tool-${i}`);
    for (let i = 0; i < 200; i++) {
      store.toggle(ids[(i * 7) % ids.length]!);
      if (i % 25 === 0) await tick();
    }
    const expected = [...store.getSnapshot()].sort();
    await store.settled();
    expect(set.mock.calls.length).toBeLessThan(20);
    const fresh = FavouritesStore.create(syncMap, syncItem, undefined, FAST);
    await fresh.ready;
    expect([...fresh.getSnapshot()].sort()).toEqual(expected);
  });

  it('a quota refusal keeps the toggles and writes them later, without a notice', async () => {
    const real = browser.storage.sync.set.bind(browser.storage.sync);
    let refuse = 2;
    vi.spyOn(browser.storage.sync, 'set').mockImplementation(async (items) => {
      if (refuse-- > 0) throw new Error('This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.');
      return real(items);
    });
    const store = FavouritesStore.create(syncMap, syncItem, undefined, { coalesceMs: 0, quotaRetryMs: 10 });
    await store.ready;
    store.toggle('vat');
    store.toggle('cpm');
    await vi.waitFor(async () => expect(await fakeBrowser.storage.sync.get(null)).toHaveProperty('fav:cpm'), { timeout: 2000 });
    expect(store.getSnapshot()).toEqual(['vat', 'cpm']);
    expect(store.getProblem()).toBeNull();
  });

  it('a write that rejects or never answers rolls the star back and says so, with no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.spyOn(browser.storage.sync, 'set').mockImplementationOnce(async () => {
      throw new Error('IO error');
    });
    const store = FavouritesStore.create(syncMap, syncItem, undefined, FAST);
    await store.ready;
    store.toggle('vat');
    await store.settled();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.getProblem()).toBe('write');

    vi.spyOn(browser.storage.sync, 'set').mockImplementationOnce(() => new Promise(() => {}));
    store.toggle('cpc');
    expect(store.getProblem()).toBeNull();
    await store.settled();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.getProblem()).toBe('write');
    await tick();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('storage missing or throwing at start: the app keeps favourites in memory and says so', async () => {
    vi.spyOn(browser.storage.sync, 'get').mockRejectedValue(new Error('storage is not available'));
    const store = FavouritesStore.create(syncMap, syncItem, undefined, FAST);
    await store.ready;
    expect(store.getProblem()).toBe('read');
    store.toggle('vat');
    expect(store.getSnapshot()).toEqual(['vat']);
  });
});
