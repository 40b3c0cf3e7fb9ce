import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PlatformContext, type Platform } from '../../platform/platform';
import { localAreaItem } from '../../platform/storage/extensionStore';
import { localItem } from '../../platform/storage/localStore';
import type { StorageFactory, StoredItem } from '../../platform/storage/types';
import { testPlatform } from '../../tests/renderApp';
import { useStoredState } from './useStoredState';

interface Prefs {
  name: string;
  size: number;
}
const FALLBACK: Prefs = { name: '', size: 14 };
const validate = (raw: unknown): Prefs | undefined => {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  return { name: typeof r.name === 'string' ? r.name : '', size: typeof r.size === 'number' ? r.size : 14 };
};
const KEY = 'tool:test';
const STORED = `outilo:${KEY}`;

function setup(storedItem: StorageFactory = localItem, delay = 20) {
  const platform: Platform = testPlatform({ storedItem });
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
  return renderHook(() => useStoredState<Prefs>(KEY, { fallback: FALLBACK, validate, delay }), { wrapper });
}

describe('useStoredState', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeBrowser.reset();
  });

  it('starts from the fallback, then restores the stored value once after mount', async () => {
    localStorage.setItem(STORED, JSON.stringify({ name: 'Marie', size: 16 }));
    const { result } = setup();
    expect(result.current.value).toEqual(FALLBACK);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.value).toEqual({ name: 'Marie', size: 16 });
  });

  it('saves after a pause, and a second page reads it back', async () => {
    const { result, unmount } = setup();
    await waitFor(() => expect(result.current.restored).toBe(true));
    act(() => result.current.set({ name: 'Ma', size: 14 }));
    act(() => result.current.set((current) => ({ ...current, name: `${current.name}rie` })));
    expect(localStorage.getItem(STORED)).toBeNull();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORED)!)).toEqual({ name: 'Marie', size: 14 }));
    unmount();
    const next = setup();
    await waitFor(() => expect(next.result.current.value).toEqual({ name: 'Marie', size: 14 }));
  });

  it('writes what is pending when the page goes away', async () => {
    const { result, unmount } = setup(localItem, 10_000);
    await waitFor(() => expect(result.current.restored).toBe(true));
    act(() => result.current.set({ name: 'Vite', size: 12 }));
    unmount();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORED)!)).toEqual({ name: 'Vite', size: 12 }));
  });

  it.each([
    ['corrupt JSON', '{"name": "Mar'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as the fallback', async (_name, raw) => {
    localStorage.setItem(STORED, raw);
    const { result } = setup();
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.value).toEqual(FALLBACK);
  });

  it('keeps what the user typed before storage answered', async () => {
    localStorage.setItem(STORED, JSON.stringify({ name: 'Ancien', size: 18 }));
    let answer: (value: Prefs) => void = () => {};
    const slow: StorageFactory = <T,>(key: string, options: { fallback: T; validate: (raw: unknown) => T | undefined }) => {
      const real = localItem(key, options);
      return { ...real, get: () => new Promise<T>((resolve) => (answer = resolve as (value: Prefs) => void)) } as StoredItem<T>;
    };
    const { result } = setup(slow);
    act(() => result.current.set({ name: 'Nouveau', size: 14 }));
    await act(async () => answer({ name: 'Ancien', size: 18 }));
    expect(result.current.restored).toBe(true);
    expect(result.current.value).toEqual({ name: 'Nouveau', size: 14 });
  });

  it('survives a storage that throws or rejects everywhere, and says the save failed', async () => {
    const broken: StorageFactory = <T,>() =>
      ({
        get: () => {
          throw new Error('get');
        },
        set: () => Promise.reject(new Error('set')),
        remove: () => {
          throw new Error('remove');
        },
        subscribe: () => () => {},
      }) as StoredItem<T>;
    const { result } = setup(broken);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.value).toEqual(FALLBACK);
    act(() => result.current.set({ name: 'Marie', size: 14 }));
    await waitFor(() => expect(result.current.saveFailed).toBe(true));
    expect(result.current.value).toEqual({ name: 'Marie', size: 14 });
    act(() => result.current.reset());
    expect(result.current.value).toEqual(FALLBACK);
  });

  it('survives a localStorage whose every call throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.restored).toBe(true));
    act(() => result.current.set({ name: 'Marie', size: 14 }));
    await new Promise((r) => setTimeout(r, 40));
    expect(result.current.value).toEqual({ name: 'Marie', size: 14 });
  });

  it('resets to the fallback and forgets the stored value', async () => {
    localStorage.setItem(STORED, JSON.stringify({ name: 'Marie', size: 16 }));
    const { result } = setup();
    await waitFor(() => expect(result.current.value.name).toBe('Marie'));
    act(() => result.current.set({ name: 'Marie D.', size: 16 }));
    act(() => result.current.reset());
    expect(result.current.value).toEqual(FALLBACK);
    await new Promise((r) => setTimeout(r, 40));
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it('works the same over chrome.storage.local (extension)', async () => {
    await fakeBrowser.storage.local.set({ [KEY]: { name: 'Ext', size: 13 } });
    const { result, unmount } = setup(localAreaItem);
    await waitFor(() => expect(result.current.value).toEqual({ name: 'Ext', size: 13 }));
    act(() => result.current.set({ name: 'Ext 2', size: 13 }));
    await waitFor(async () => expect(await fakeBrowser.storage.local.get(KEY)).toEqual({ [KEY]: { name: 'Ext 2', size: 13 } }));
    act(() => result.current.reset());
    await waitFor(async () => expect(await fakeBrowser.storage.local.get(KEY)).toEqual({}));
    unmount();
  });
});
