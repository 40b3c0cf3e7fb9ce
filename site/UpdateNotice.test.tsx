import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A minimal navigator.serviceWorker: one registration whose update is found after registering. */
function fakeServiceWorker({ controlled = true, alone = true, takeOverFirst = false } = {}) {
  const listeners: Record<string, (() => void)[]> = {};
  const container = new EventTarget() as EventTarget & { controller: object | null; register: ReturnType<typeof vi.fn> };
  const waiting = {
    state: 'installing',
    listeners: [] as (() => void)[],
    addEventListener: (_: string, listener: () => void) => waiting.listeners.push(listener),
    postMessage: vi.fn((message: { type: string }, ports: MessagePort[]) => {
      expect(message).toEqual({ type: 'OUTILO_APPLY_UPDATE' });
      // The new version may take over (skipWaiting) before its answer reaches the page.
      if (alone && takeOverFirst) container.dispatchEvent(new Event('controllerchange'));
      ports[0]!.postMessage({ applied: alone });
    }),
  };
  const registration = {
    waiting: null,
    installing: waiting,
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
  };
  container.controller = controlled ? {} : null;
  container.register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return {
    container,
    waiting,
    /** The browser found a new sw.js and finished installing it. */
    async install() {
      for (const listener of listeners.updatefound ?? []) listener();
      waiting.state = 'installed';
      for (const listener of waiting.listeners) listener();
    },
  };
}

describe('service worker registration and the new-version notice', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  async function setup(options?: { controlled?: boolean; alone?: boolean; takeOverFirst?: boolean }) {
    const fake = fakeServiceWorker(options);
    const { registerServiceWorker } = await import('./serviceWorker');
    const { default: UpdateNotice, UPDATE_AVAILABLE, UPDATE_LATER } = await import('./UpdateNotice');
    render(<UpdateNotice />);
    registerServiceWorker();
    await act(async () => {
      await Promise.resolve();
    });
    expect(fake.container.register).toHaveBeenCalledWith('/sw.js');
    return { fake, UPDATE_AVAILABLE, UPDATE_LATER };
  }

  it('says nothing on the first install (no page was controlled yet)', async () => {
    const { fake } = await setup({ controlled: false });
    await act(() => fake.install());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a new version and asks it to take over on « Recharger »', async () => {
    const { fake, UPDATE_AVAILABLE } = await setup();
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => fake.install());
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_AVAILABLE);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(fake.waiting.postMessage).toHaveBeenCalledOnce();
    // The page reloads once the new version controls it, not before.
    expect(reload).not.toHaveBeenCalled();
    await act(async () => void fake.container.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads when the new version takes over before its answer arrives', async () => {
    const { fake } = await setup({ takeOverFirst: true });
    await act(() => fake.install());
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('with other Outilo tabs open, says the update waits for them', async () => {
    const { fake, UPDATE_LATER } = await setup({ alone: false });
    await act(() => fake.install());
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(await screen.findByText(new RegExp(UPDATE_LATER))).toBeInTheDocument();
    // Not asked to take over, it does not reload the page.
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await act(async () => void fake.container.dispatchEvent(new Event('controllerchange')));
    expect(reload).not.toHaveBeenCalled();
  });
});
