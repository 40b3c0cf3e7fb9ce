import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localItem } from '../../platform/storage/localStore';
import { canInstallChromeExtensions, ExtensionPromo, PROMO_DELAY_MS } from './ExtensionPromo';

const dismissedItem = () => localItem('promo-dismissed', { fallback: false, validate: (v) => (typeof v === 'boolean' ? v : undefined) });

describe('ExtensionPromo', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('appears after 5 seconds, not before', async () => {
    render(<ExtensionPromo canInstall dismissed={dismissedItem()} storeUrl="https://store.example/outilo" />);
    await act(async () => {}); // the stored flag is read
    await act(async () => vi.advanceTimersByTime(PROMO_DELAY_MS - 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter à Chrome' })).toHaveAttribute('href', 'https://store.example/outilo');
  });

  it('closing stores the flag and leaves the « Extension Chrome » button, which reopens it', async () => {
    render(<ExtensionPromo canInstall dismissed={dismissedItem()} storeUrl="https://store.example" />);
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
    render(<ExtensionPromo canInstall dismissed={dismissedItem()} storeUrl="https://store.example" />);
    await act(async () => vi.advanceTimersByTime(PROMO_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Extension Chrome' })).toBeInTheDocument();
  });

  it('never shows where no Chrome extension can be installed (phones, Firefox, Safari)', async () => {
    render(<ExtensionPromo canInstall={false} dismissed={dismissedItem()} storeUrl="https://store.example" />);
    await act(async () => vi.advanceTimersByTime(PROMO_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Extension Chrome' })).toBeNull();
  });

  it('away from the home page, only the small button: nothing opens over a tool', async () => {
    render(<ExtensionPromo canInstall autoOpen={false} dismissed={dismissedItem()} storeUrl="https://store.example" />);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(PROMO_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Extension Chrome' }).click());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('canInstallChromeExtensions', () => {
  const ua = (userAgent: string, userAgentData?: { mobile: boolean; brands: { brand: string }[] }) => ({ userAgent, userAgentData });
  it.each([
    ['Chrome desktop', ua('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36', { mobile: false, brands: [{ brand: 'Google Chrome' }, { brand: 'Chromium' }] }), true],
    ['Edge desktop', ua('… Edg/131.0', { mobile: false, brands: [{ brand: 'Microsoft Edge' }, { brand: 'Chromium' }] }), true],
    ['Chrome Android', ua('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36', { mobile: true, brands: [{ brand: 'Google Chrome' }] }), false],
    ['Chrome iOS', ua('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) CriOS/131.0 Mobile/15E148'), false],
    ['Firefox', ua('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'), false],
    ['Safari', ua('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'), false],
    ['Chromium without userAgentData', ua('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36'), true],
  ])('%s → %s', (_name, nav, expected) => expect(canInstallChromeExtensions(nav)).toBe(expected));
});
