import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { favouritesMessage, validateEntry, type FavouritesStore } from '../domain/favourites';
import { createFavouritesSync, SYNC_ALARM } from '../../entrypoints/background/favouritesSync';
import { extensionFavourites } from '../extensionPlatform';
import { localFavourites } from '../webPlatform';
import { localAreaItem, syncItem } from './extensionStore';
import { localItem, localMap } from './localStore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const QUOTA = 'This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.';

/** The favourites a new page of the target would show, once loaded. */
async function reopened(make: () => FavouritesStore): Promise<string[]> {
  const page = make();
  await page.ready;
  return [...page.getSnapshot()];
}

// The favourites store is written against the StoredMap interface only: the same tests run on both targets.
describe.each([
  ['the website (localStorage)', (known?: (id: string) => boolean) => localFavourites(known, 200)],
  ['the extension (journal, then chrome.storage.sync)', (known?: (id: string) => boolean) => extensionFavourites(known, 200)],
])('favourites on %s', (_name, make) => {
  beforeEach(() => {
    localStorage.clear();
    fakeBrowser.reset();
  });

  it('starts empty, toggles, and persists for the next page', async () => {
    const store = make();
    await store.ready;
    expect(store.getSnapshot()).toEqual([]);
    store.toggle('vat');
    store.toggle('cpm');
    expect(store.getSnapshot()).toEqual(['vat', 'cpm']);
    store.toggle('vat');
    expect(store.getSnapshot()).toEqual(['cpm']);
    await store.settled();
    expect(await reopened(make)).toEqual(['cpm']);
  });

  it('hands each change to the storage in the click itself: a page closed right after loses nothing', async () => {
    const store = make();
    await store.ready;
    store.toggle('cpc');
    store.toggle('vat');
    // No await: the page is gone. What the browser received is what the next page reads.
    expect(await reopened(make)).toEqual(['cpc', 'vat']);
  });

  it('notifies subscribers of changes', async () => {
    const store = make();
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle('cpc');
    expect(listener).toHaveBeenCalled();
    await store.settled();
  });

  it('drops stored ids that are not tools of this build, and ignores toggles of them', async () => {
    const first = make();
    await first.ready;
    first.toggle('outil-retire');
    first.toggle('cpc');
    await first.settled();
    const store = make((id) => id !== 'outil-retire');
    await store.ready;
    expect(store.getSnapshot()).toEqual(['cpc']);
    store.toggle('outil-retire');
    expect(store.getSnapshot()).toEqual(['cpc']);
  });

  it('two pages toggling different tools at the same moment lose nothing (80 toggles)', async () => {
    const a = make();
    const b = make();
    await Promise.all([a.ready, b.ready]);
    const ids = Array.from({ length: 40 }, (_, i) => `tool-${i}`);
    for (let i = 0; i < ids.length; i += 2) {
      a.toggle(ids[i]!);
      b.toggle(ids[i + 1]!);
      if (i % 6 === 0) await tick();
    }
    await Promise.all([a.settled(), b.settled()]);
    expect((await reopened(make)).sort()).toEqual([...ids].sort());
  });
});

describe('favourites on the website (localStorage)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());
  const make = () => localFavourites(undefined, 200);
  const full = () =>
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

  it('reads the former one-list format, keeps its order, and lets new toggles win over it', async () => {
    await localItem('favourites', { fallback: [] as string[], validate: (v) => v as string[] }).set(['cpm', 'vat', 'cpa']);
    const store = make();
    await store.ready;
    expect(store.getSnapshot()).toEqual(['cpm', 'vat', 'cpa']);
    store.toggle('vat');
    await store.settled();
    expect(await reopened(make)).toEqual(['cpm', 'cpa']);
  });

  it('reads a corrupt value as absent', async () => {
    localStorage.setItem('outilo:fav:vat', '{not json');
    localStorage.setItem('outilo:fav:cpc', JSON.stringify({ on: 'yes', t: 1 }));
    localStorage.setItem('outilo:fav:cpm', JSON.stringify({ on: true, t: 5 }));
    localStorage.setItem('outilo:favourites', '{not json');
    const store = make();
    await store.ready;
    expect(store.getSnapshot()).toEqual(['cpm']);
    expect(store.getMessage()).toBeNull();
  });

  it('follows other tabs through the storage event, removals and a cleared storage included', async () => {
    const store = make();
    await store.ready;
    const value = JSON.stringify({ on: true, t: Date.now() });
    for (const id of ['cpa', 'cpm']) {
      localStorage.setItem(`outilo:fav:${id}`, value);
      window.dispatchEvent(new StorageEvent('storage', { key: `outilo:fav:${id}`, newValue: value }));
    }
    expect(store.getSnapshot()).toEqual(['cpa', 'cpm']);
    localStorage.removeItem('outilo:fav:cpa');
    window.dispatchEvent(new StorageEvent('storage', { key: 'outilo:fav:cpa', newValue: null }));
    expect(store.getSnapshot()).toEqual(['cpm']);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getSnapshot()).toEqual([]);
  });

  it('a late notification never reverts a newer toggle of this page', async () => {
    const store = make();
    await store.ready;
    const old = JSON.stringify({ on: false, t: 10 });
    store.toggle('cpa');
    window.dispatchEvent(new StorageEvent('storage', { key: 'outilo:fav:cpa', newValue: old }));
    expect(store.getSnapshot()).toEqual(['cpa']);
    await store.settled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'outilo:fav:cpa', newValue: old }));
    expect(store.getSnapshot()).toEqual(['cpa']);
  });

  it('with a full storage, saved favourites stay visible; refused toggles roll back and the notice says storage is full, counting them', async () => {
    localStorage.setItem('outilo:fav:vat', JSON.stringify({ on: true, t: 1 }));
    full();
    const store = make();
    await store.ready;
    expect(store.getSnapshot()).toEqual(['vat']);
    expect(store.getMessage()).toBeNull();
    store.toggle('cpc');
    await store.settled();
    expect(store.getSnapshot()).toEqual(['vat']);
    expect(store.getMessage()).toBe(favouritesMessage('full', 1));
    expect(store.getMessage()).toContain('Le stockage de votre navigateur est plein');
    expect(store.getMessage()).not.toContain('Réessayez dans un instant');
    // Each further refusal while the notice shows is counted in it.
    store.toggle('cpm');
    await store.settled();
    store.toggle('vat');
    await store.settled();
    expect(store.getSnapshot()).toEqual(['vat']);
    expect(store.getMessage()).toBe(favouritesMessage('full', 3));
    expect(store.getMessage()).toContain('Vos 3\u00a0derniers changements de favoris n’ont pas pu être enregistrés');
    expect(localStorage.getItem('outilo:fav:vat')).not.toBeNull();
  });

  it('a refusal other than a full storage says to try again, and closing the notice resets its count', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    const store = make();
    await store.ready;
    store.toggle('cpc');
    store.toggle('cpm');
    await store.settled();
    expect(store.getMessage()).toBe(favouritesMessage('write', 2));
    expect(store.getMessage()).toMatch(/^Vos 2\u00a0derniers changements .* Réessayez dans un instant\.$/);
    store.dismissProblem();
    expect(store.getMessage()).toBeNull();
    store.toggle('cpa');
    await store.settled();
    expect(store.getMessage()).toBe(favouritesMessage('write', 1));
    expect(store.getMessage()).toMatch(/^Votre dernier changement de favori/);
  });

  it('when reading throws, shows no error-prone overwrite: saved favourites are untouched by new toggles', async () => {
    localStorage.setItem('outilo:fav:vat', JSON.stringify({ on: true, t: 1 }));
    localStorage.setItem('outilo:fav:cpm', JSON.stringify({ on: true, t: 2 }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const store = make();
    await store.ready;
    expect(store.getMessage()).toBe(favouritesMessage('read'));
    getItem.mockRestore();
    store.toggle('cpc');
    await store.settled();
    expect(await reopened(make)).toEqual(['vat', 'cpm', 'cpc']);
  });

  it('a single stored value is read even when writing throws (a full storage), and a refused write stays in memory', async () => {
    localStorage.setItem('outilo:promo-dismissed', 'true');
    full();
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

describe('favourites in the extension', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());
  const make = () => extensionFavourites(undefined, 200);
  /** The favourites chrome.storage.sync holds (what the user's other browsers get). */
  const synced = async () =>
    Object.entries(await fakeBrowser.storage.sync.get(null))
      .filter(([key, value]) => key.startsWith('fav:') && (value as { on: boolean }).on)
      .map(([key]) => key.slice(4))
      .sort();
  const journal = async () => Object.keys(await fakeBrowser.storage.local.get(null)).filter((key) => key.startsWith('favq:'));

  it('the service worker copies each change to one small sync key per tool, then empties the journal', async () => {
    createFavouritesSync({ coalesceMs: 0 }).start();
    const store = make();
    await store.ready;
    store.toggle('vat');
    store.toggle('cpm');
    store.toggle('cpm');
    await vi.waitFor(async () => expect(await journal()).toEqual([]));
    const stored = await fakeBrowser.storage.sync.get(null);
    expect(Object.keys(stored).sort()).toEqual(['fav:cpm', 'fav:vat']);
    expect(stored['fav:vat']).toMatchObject({ on: true });
    expect(stored['fav:cpm']).toMatchObject({ on: false });
    expect(store.getSnapshot()).toEqual(['vat']);
  });

  it('a star reaches chrome.storage in the click’s own task, before anything is awaited', async () => {
    const store = make();
    await store.ready;
    const set = vi.spyOn(browser.storage.local, 'set');
    store.toggle('vat');
    expect(set).toHaveBeenCalledTimes(1);
    expect(Object.keys(set.mock.calls[0]![0] as object)).toEqual([expect.stringMatching(/^favq:vat@\d+$/)]);
    await store.settled();
  });

  it('a change whose page is gone before the worker runs is copied when the worker starts', async () => {
    const page = make();
    await page.ready;
    page.toggle('cpa');
    await page.settled();
    expect(await synced()).toEqual([]);
    // The worker was stopped: its next start copies what the journal holds.
    await createFavouritesSync().drain();
    expect(await synced()).toEqual(['cpa']);
    expect(await journal()).toEqual([]);
  });

  it('reads the former one-list format in chrome.storage.sync', async () => {
    await fakeBrowser.storage.sync.set({ favourites: ['cpm', 'vat', 'cpa'] });
    const store = make();
    await store.ready;
    expect(store.getSnapshot()).toEqual(['cpm', 'vat', 'cpa']);
  });

  it('follows changes made by another browser, and removals, a cleared storage included', async () => {
    const store = make();
    await store.ready;
    await fakeBrowser.storage.sync.set({ 'fav:cpm': { on: true, t: Date.now() }, 'fav:cpc': { on: true, t: Date.now() + 1 } });
    await tick();
    expect(store.getSnapshot()).toEqual(['cpm', 'cpc']);
    await fakeBrowser.storage.sync.remove('fav:cpm');
    await tick();
    expect(store.getSnapshot()).toEqual(['cpc']);
    await fakeBrowser.storage.sync.clear();
    await tick();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('ignores corrupt stored values', async () => {
    await fakeBrowser.storage.sync.set({ favourites: 'oops', 'fav:vat': 'oops', 'fav:cpc': { on: true, t: Number.NaN } });
    await fakeBrowser.storage.local.set({ 'favq:cpm@1': 'oops', 'favq:@2': { on: true, t: 2 }, 'favq:cpa': { on: true, t: 3 } });
    const store = make();
    await store.ready;
    expect(store.getSnapshot()).toEqual([]);
  });

  it('200 toggles in a burst: copied in a few sync writes, none lost after a reload', async () => {
    const set = vi.spyOn(browser.storage.sync, 'set');
    const sync = createFavouritesSync({ coalesceMs: 20 });
    sync.start();
    const store = make();
    await store.ready;
    const ids = Array.from({ length: 21 }, (_, i) => `tool-${i}`);
    for (let i = 0; i < 200; i++) {
      store.toggle(ids[(i * 7) % ids.length]!);
      if (i % 25 === 0) await tick();
    }
    const expected = [...store.getSnapshot()].sort();
    await store.settled();
    await vi.waitFor(async () => expect(await journal()).toEqual([]), { timeout: 3000 });
    expect(set.mock.calls.length).toBeLessThan(20);
    expect(await synced()).toEqual(expected);
    expect((await reopened(make)).sort()).toEqual(expected);
  });

  it('held back by the sync write limit: the star stays on everywhere, an alarm is set, the copy is made later, no notice', async () => {
    const real = browser.storage.sync.set.bind(browser.storage.sync);
    let refuse = 2;
    vi.spyOn(browser.storage.sync, 'set').mockImplementation(async (items) => {
      if (refuse-- > 0) throw new Error(QUOTA);
      return real(items);
    });
    createFavouritesSync({ coalesceMs: 0, quotaRetryMs: 30 }).start();
    const store = make();
    await store.ready;
    store.toggle('vat');
    await vi.waitFor(async () => expect(await browser.alarms.get(SYNC_ALARM)).toBeDefined());
    // Another page opened meanwhile sees the star from the journal.
    expect(await reopened(make)).toEqual(['vat']);
    await vi.waitFor(async () => expect(await synced()).toEqual(['vat']), { timeout: 2000 });
    await vi.waitFor(async () => expect(await browser.alarms.get(SYNC_ALARM)).toBeUndefined());
    expect(store.getSnapshot()).toEqual(['vat']);
    expect(store.getMessage()).toBeNull();
  });

  it('the worker woken by its alarm copies what an earlier worker could not', async () => {
    await fakeBrowser.storage.local.set({ 'favq:cpm@5': { on: true, t: 5 } });
    createFavouritesSync({ coalesceMs: 0 }).start();
    await vi.waitFor(async () => expect(await synced()).toEqual(['cpm']));
    await fakeBrowser.storage.local.set({ 'favq:cpa@6': { on: true, t: 6 } });
    await fakeBrowser.alarms.onAlarm.trigger({ name: SYNC_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(async () => expect(await synced()).toEqual(['cpa', 'cpm']));
  });

  it('sync refusing for good: favourites stay on this device, and the pages say they are not synchronised yet', async () => {
    const real = browser.storage.sync.set.bind(browser.storage.sync);
    const set = vi.spyOn(browser.storage.sync, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    const sync = createFavouritesSync({ coalesceMs: 0, failureRetryMs: 20 });
    sync.start();
    const store = make();
    await store.ready;
    store.toggle('vat');
    await vi.waitFor(() => expect(store.getMessage()).toBe(favouritesMessage('sync')));
    expect(store.getSnapshot()).toEqual(['vat']);
    expect(await reopened(make)).toEqual(['vat']);
    set.mockImplementation(real);
    await vi.waitFor(async () => expect(await synced()).toEqual(['vat']), { timeout: 2000 });
    await vi.waitFor(() => expect(store.getMessage()).toBeNull());
  });

  it('a journal write that rejects or never answers rolls the star back and says so, with no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.spyOn(browser.storage.local, 'set').mockImplementationOnce(async () => {
      throw new Error('IO error');
    });
    const store = make();
    await store.ready;
    store.toggle('vat');
    await store.settled();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.getMessage()).toBe(favouritesMessage('write', 1));

    vi.spyOn(browser.storage.local, 'set').mockImplementationOnce(() => new Promise(() => {}));
    store.toggle('cpc');
    await store.settled();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.getMessage()).toBe(favouritesMessage('write', 2));
    // Saving works again: the star stays and the notice goes.
    store.toggle('cpm');
    await store.settled();
    expect(store.getSnapshot()).toEqual(['cpm']);
    expect(store.getMessage()).toBeNull();
    await tick();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('a full chrome.storage.local says so', async () => {
    vi.spyOn(browser.storage.local, 'set').mockRejectedValue(new Error('Resource::kQuotaBytes quota exceeded'));
    const store = make();
    await store.ready;
    store.toggle('vat');
    await store.settled();
    expect(store.getMessage()).toBe(favouritesMessage('full', 1));
  });

  it('storage missing or throwing at start: the app keeps favourites in memory and says so', async () => {
    vi.spyOn(browser.storage.sync, 'get').mockRejectedValue(new Error('storage is not available'));
    const store = make();
    await store.ready;
    expect(store.getMessage()).toBe(favouritesMessage('read'));
    store.toggle('vat');
    expect(store.getSnapshot()).toEqual(['vat']);
  });
});

describe('single values in the extension (the theme, remembered inputs, the sync notice)', () => {
  beforeEach(() => fakeBrowser.reset());
  const theme = () => syncItem('theme', { fallback: 'auto', validate: (raw) => (raw === 'light' || raw === 'dark' ? raw : undefined) });

  it('reads a corrupt value as the fallback and follows the changes of this page and of the others', async () => {
    await fakeBrowser.storage.sync.set({ theme: 42 });
    const item = theme();
    expect(await item.get()).toBe('auto');
    const seen: string[] = [];
    const stop = item.subscribe((value) => seen.push(value));
    await item.set('dark');
    expect(seen[0]).toBe('dark');
    await fakeBrowser.storage.sync.set({ theme: 'light' });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('light'));
    await fakeBrowser.storage.sync.set({ theme: { oops: true } });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('auto'));
    stop();
    await fakeBrowser.storage.sync.set({ theme: 'dark' });
    await tick();
    expect(seen.at(-1)).toBe('auto');
    await item.remove!();
    expect(await item.get()).toBe('auto');
  });

  it('with chrome.storage missing: reads give the fallback, writes reject, following changes is a no-op, nothing rejects unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const storage = fakeBrowser.storage;
    Object.assign(fakeBrowser, { storage: undefined });
    try {
      const item = localAreaItem('inputs:vat', { fallback: {}, validate: (raw) => (typeof raw === 'object' && raw ? raw : undefined) });
      const stop = item.subscribe(() => {});
      expect(await item.get()).toEqual({});
      await expect(item.set({ montant: '12' })).rejects.toThrow();
      await expect(item.remove!()).rejects.toThrow();
      stop();
      const store = extensionFavourites(undefined, 200);
      await store.ready;
      expect(store.getMessage()).toBe(favouritesMessage('read'));
      store.toggle('vat');
      expect(store.getSnapshot()).toEqual(['vat']);
      await store.settled();
      await tick();
    } finally {
      Object.assign(fakeBrowser, { storage });
      process.off('unhandledRejection', unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
  });
});
