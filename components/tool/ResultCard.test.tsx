import { render, screen } from '@testing-library/react';
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
  afterEach(() => vi.restoreAllMocks());

  it('is reachable with the keyboard while it scrolls sideways, main and secondary figures alike, and only then', () => {
    fakeLayout();
    const { rerender } = render(<ResultCard label="Gagnant" value="Nathalie Durand-Lefebvre" details={[{ label: 'Suppléant', value: 'Léo' }]} />);
    expect(screen.getByTestId('result-value')).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Léo')).not.toHaveAttribute('tabindex');
    rerender(<ResultCard label="Gagnant" value="Léo" details={[{ label: 'Suppléant', value: 'Nathalie Durand-Lefebvre' }]} />);
    expect(screen.getByTestId('result-value')).not.toHaveAttribute('tabindex');
    expect(screen.getByText('Nathalie Durand-Lefebvre')).toHaveAttribute('tabindex', '0');
  });
});
