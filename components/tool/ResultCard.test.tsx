import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultCard } from './ResultCard';

/** jsdom lays nothing out: a figure « overflows » here when its text is longer than 12 characters. */
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(12);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return (this.textContent ?? '').length;
  });
}

describe('result card: a figure too wide for it', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is reachable with the keyboard while it scrolls sideways, main and secondary figures alike, and only then', () => {
    fakeLayout();
    const { rerender } = render(<ResultCard label="Gagnant" value="Nathalie Durand-Lefebvre" details={[{ label: 'Suppléant', value: 'Léo' }]} />);
    expect(screen.getByTestId('result-value')).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Léo')).not.toHaveAttribute('tabindex');
    rerender(<ResultCard label="Gagnant" value="Léo" details={[{ label: 'Suppléant', value: 'Nathalie Durand-Lefebvre' }]} />);
    expect(screen.getByTestId('result-value')).not.toHaveAttribute('tabindex');
    expect(screen.getByText('Nathalie Durand-Lefebvre')).toHaveAttribute('tabindex', '0');
  });

  it('reads the widths when the browser reports the laid-out sizes, never inside the render (no forced layout on a click)', () => {
    fakeLayout();
    const widthRead = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    const observers: { report: () => void; observed: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observed: Element[] = [];
        disconnected = false;
        constructor(private callback: () => void) {
          observers.push(this as never);
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {
          this.disconnected = true;
        }
        report() {
          this.callback();
        }
      },
    );
    const { rerender } = render(<ResultCard label="Gagnant" value="Nathalie Durand-Lefebvre" details={[{ label: 'Suppléant', value: 'Léo' }]} />);
    expect(widthRead).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual([screen.getByTestId('result-value'), screen.getByText('Léo')]);
    act(() => observers[0]!.report());
    expect(screen.getByTestId('result-value')).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Léo')).not.toHaveAttribute('tabindex');
    // New figures: a new observer, whose first report (the browser sends one for every observed box) checks them.
    rerender(<ResultCard label="Gagnant" value="Léo" details={[{ label: 'Suppléant', value: 'Nathalie Durand-Lefebvre' }]} />);
    expect(observers[0]!.disconnected).toBe(true);
    act(() => observers[1]!.report());
    expect(screen.getByTestId('result-value')).not.toHaveAttribute('tabindex');
    expect(screen.getByText('Nathalie Durand-Lefebvre')).toHaveAttribute('tabindex', '0');
  });
});
