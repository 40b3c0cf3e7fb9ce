import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../components/lib/random';
import { renderTool } from '../../tests/renderApp';
import RandomDrawTool from './RandomDrawTool';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const list = () => screen.getByLabelText('Participants (un par ligne)');
const count = () => screen.getByLabelText('Nombre de gagnants');
const drawButton = () => screen.getByRole('button', { name: 'Lancer le tirage' });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('RandomDrawTool', () => {
  it('draws one winner by default from the trimmed non-empty lines', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(1)} />);
    expect(count()).toHaveValue('1');
    await user.type(list(), '  Alice  {Enter}{Enter}Bastien{Enter}   {Enter}Chloé');
    expect(plain(screen.getByText(/participants$/).textContent)).toBe('3 participants');
    await user.click(drawButton());
    const winner = screen.getByTestId('result-value').textContent;
    expect(['Alice', 'Bastien', 'Chloé']).toContain(winner);
    expect(screen.getByRole('heading', { name: 'Gagnant' })).toBeInTheDocument();
    // French usage: « le 22/11/2026 à 14:05:09 », with « à » between the date and the time.
    expect(plain(screen.getByText(/^Tirage parmi/).textContent)).toMatch(/^Tirage parmi 3 participations, le \d\d\/\d\d\/\d{4} à \d\d:\d\d:\d\d\.$/);
  });

  it('draws several distinct winners, numbered in draw order, and copies them', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(2)} />);
    const names = Array.from({ length: 8 }, (_, i) => `Personne ${i + 1}`);
    await user.type(list(), names.join('{Enter}'));
    await user.clear(count());
    await user.type(count(), '5');
    await user.click(drawButton());
    expect(plain(screen.getByTestId('result-value').textContent)).toBe('5 gagnants');
    const items = within(screen.getByRole('list', { name: 'Liste des gagnants' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.querySelector('.draw-winners__rank')?.textContent)).toEqual(['1er', '2e', '3e', '4e', '5e']);
    const winners = items.map((li) => li.querySelector('.draw-winners__name')?.textContent ?? '');
    expect(new Set(winners).size).toBe(5);
    for (const w of winners) expect(names).toContain(w);
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith(winners.map((w, i) => `${i + 1}. ${w}`).join('\n'));
  });

  it('all participants can be drawn: n winners among n is a permutation', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(3)} />);
    await user.type(list(), 'a{Enter}b{Enter}c');
    await user.clear(count());
    await user.type(count(), '3');
    await user.click(drawButton());
    const names = [...document.querySelectorAll('.draw-winners__name')].map((el) => el.textContent);
    expect([...names].sort()).toEqual(['a', 'b', 'c']);
  });

  it('shows the three SPEC messages', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(4)} />);
    expect(alerts()).toEqual([]);
    await user.click(drawButton());
    expect(alerts()).toEqual(['Veuillez entrer une liste de participants']);
    expect(screen.queryByTestId('result-value')).toBeNull();

    await user.type(list(), '   {Enter}\t{Enter}');
    await user.click(drawButton());
    expect(alerts()).toEqual(['Veuillez entrer une liste de participants']);

    await user.clear(list());
    await user.type(list(), 'Alice{Enter}Bastien');
    await user.clear(count());
    await user.type(count(), '0');
    expect(alerts()).toEqual(['Le nombre de gagnants doit être supérieur à 0']);
    await user.clear(count());
    await user.type(count(), '-2');
    expect(alerts()).toEqual(['Le nombre de gagnants doit être supérieur à 0']);
    await user.clear(count());
    await user.type(count(), '3');
    expect(alerts()).toEqual(['Le nombre de gagnants ne peut pas être supérieur au nombre de participants']);
    expect(count()).toHaveAttribute('aria-invalid', 'true');
    await user.click(drawButton());
    expect(screen.queryByTestId('result-value')).toBeNull();
  });

  it('rejects hostile winner counts with a French message, never NaN', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(5)} />);
    await user.type(list(), 'Alice{Enter}Bastien{Enter}Chloé');
    for (const raw of ['abc', '1,5', 'Infinity', '1e400', 'NaN', '   ']) {
      await user.clear(count());
      if (raw.trim()) await user.type(count(), raw);
      await user.click(drawButton());
      expect(alerts()).toHaveLength(1);
      expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
      expect(screen.queryByTestId('result-value')).toBeNull();
    }
  });

  it('warns about duplicated names instead of merging them', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(6)} />);
    await user.type(list(), 'Julie{Enter}Marc{Enter}julie {Enter}Julie');
    const warning = screen.getByRole('status');
    expect(warning).toHaveClass('notice');
    expect(plain(warning.textContent)).toBe('Attention : Julie apparaît 3 fois (chaque ligne compte comme une participation).');
    expect(plain(screen.getByText(/participants$/).textContent)).toBe('4 participants');
    await user.clear(count());
    await user.type(count(), '4');
    await user.click(drawButton());
    const lines = [...document.querySelectorAll('.draw-winners__line')].map((el) => el.textContent);
    expect([...lines].sort()).toEqual(['ligne 1', 'ligne 2', 'ligne 3', 'ligne 4']);
  });

  it('shows names as text, even hostile ones, and withdraws a draw when the list changes', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(7)} />);
    await user.type(list(), '<img src=x onerror=alert(1)>');
    await user.click(drawButton());
    expect(screen.getByTestId('result-value').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    await user.type(list(), '{Enter}Bob');
    expect(screen.queryByTestId('result-value')).toBeNull();
  });

  it('has the how-to naming the button', () => {
    renderTool('random-draw', <RandomDrawTool />);
    expect(screen.getByText(/Cliquez sur «\sLancer le tirage\s»/)).toBeInTheDocument();
  });
});
