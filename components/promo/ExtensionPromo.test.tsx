import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localItem } from '../../platform/storage/localStore';
import { ExtensionPromo, PROMO_DELAY_MS } from './ExtensionPromo';

const dismissedItem = () => localItem('promo-dismissed', { fallback: false, validate: (v) => (typeof v === 'boolean' ? v : undefined) });

describe('ExtensionPromo', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('appears after 5 seconds, not before', async () => {
    render(<ExtensionPromo dismissed={dismissedItem()} storeUrl="https://store.example/outilo" />);
    await act(async () => {}); // the stored flag is read
    await act(async () => vi.advanceTimersByTime(PROMO_DELAY_MS - 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter à Chrome' })).toHaveAttribute('href', 'https://store.example/outilo');
  });

  it('closing stores the flag and leaves the « Extension Chrome » button, which reopens it', async () => {
    render(<ExtensionPromo dismissed={dismissedItem()} storeUrl="https://store.example" />);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(PROMO_DELAY_MS + 10));
    await act(async () => screen.getByRole('button', { name: 'Fermer' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('outilo:promo-dismissed')).toBe('true');
    await act(async () => screen.getByRole('button', { name: 'Extension Chrome' }).click());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not pop up again once dismissed', async () => {
    localStorage.setItem('outilo:promo-dismissed', 'true');
    render(<ExtensionPromo dismissed={dismissedItem()} storeUrl="https://store.example" />);
    await act(async () => vi.advanceTimersByTime(PROMO_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Extension Chrome' })).toBeInTheDocument();
  });
});
