import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, CopyButton } from './CopyButton';

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  it('copies, says « Copié ! » for 2 seconds, then « Copier » again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton text="100,00 €" />);
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith('100,00 €');
    expect(screen.getByRole('button')).toHaveTextContent('Copié !');
    act(() => vi.advanceTimersByTime(COPIED_MS - 10));
    expect(screen.getByRole('button')).toHaveTextContent('Copié !');
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
  });

  it('only logs a clipboard failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    render(<CopyButton text="x" />);
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
  });
});
