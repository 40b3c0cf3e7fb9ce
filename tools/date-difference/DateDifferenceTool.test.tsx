import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import DateDifferenceTool from './DateDifferenceTool';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);
const detail = (label: string) => plain(screen.getByText(label).nextSibling?.textContent);
const note = () => plain(document.querySelector('.result-card__note')?.textContent);
const setDate = (label: string, iso: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: iso } });

describe('DateDifferenceTool', () => {
  afterEach(() => vi.useRealTimers());

  it('shows 0 until both dates are given, without error', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    expect(screen.getByLabelText('Date de début')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date de fin')).toHaveAttribute('type', 'date');
    expect(value()).toBe('0 jour');
    expect(note()).toBe('Renseignez les deux dates pour obtenir le nombre de jours.');
    setDate('Date de début', '2025-03-01');
    expect(value()).toBe('0 jour');
    expect(detail('En comptant le jour de départ')).toBe('0 jour');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts calendar days, in weeks and days and counting the first day', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2025-03-01');
    setDate('Date de fin', '2025-04-15');
    expect(value()).toBe('45 jours');
    expect(detail('En semaines et jours')).toBe('6 semaines et 3 jours');
    expect(detail('En comptant le jour de départ')).toBe('46 jours');
    expect(note()).toBe('Du samedi 1er mars 2025 au mardi 15 avril 2025.');
  });

  it('gives the absolute difference when the end is before the start, and says so', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2024-12-25');
    setDate('Date de fin', '2024-12-01');
    expect(value()).toBe('24 jours');
    expect(note()).toBe(
      'Du dimanche 1er décembre 2024 au mercredi 25 décembre 2024. La date de fin est antérieure à la date de début : l’écart est compté à rebours.',
    );
  });

  it('handles leap years, the same day and large spans', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2024-01-01');
    setDate('Date de fin', '2025-01-01');
    expect(value()).toBe('366 jours');
    expect(detail('En semaines et jours')).toBe('52 semaines et 2 jours');
    setDate('Date de fin', '2024-01-01');
    expect(value()).toBe('0 jour');
    expect(detail('En comptant le jour de départ')).toBe('1 jour');
    expect(note()).toBe('Les deux dates sont le même jour : lundi 1er janvier 2024.');
    setDate('Date de début', '0001-01-01');
    setDate('Date de fin', '9999-12-31');
    expect(value()).toBe('3 652 058 jours');
    expect(plain(document.body.textContent)).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('fills a field with today’s local date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 30, 23, 30)); // local wall-clock time
    const user = userEvent.setup();
    renderTool('date-difference', <DateDifferenceTool />);
    await user.click(screen.getByRole('button', { name: 'Aujourd’hui comme date de début' }));
    expect(screen.getByLabelText('Date de début')).toHaveValue('2025-03-30');
    setDate('Date de fin', '2025-04-01');
    expect(value()).toBe('2 jours');
    await user.click(screen.getByRole('button', { name: 'Aujourd’hui comme date de fin' }));
    expect(screen.getByLabelText('Date de fin')).toHaveValue('2025-03-30');
    expect(value()).toBe('0 jour');
  });

  it('flags what the browser could not read as a date (31/02/2025, a missing year) when the field is left', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    const input = screen.getByLabelText('Date de début');
    let badInput = true;
    Object.defineProperty(input, 'validity', { get: () => ({ badInput }) });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer une date valide (JJ/MM/AAAA)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(value()).toBe('—'); // issue 12: no figure beside an error
    badInput = false;
    setDate('Date de début', '2025-02-28');
    expect(screen.queryByRole('alert')).toBeNull();
    setDate('Date de fin', '2025-03-01');
    expect(value()).toBe('1 jour');
  });

  it('clearing a date brings the result back to 0', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2025-03-01');
    setDate('Date de fin', '2025-04-01');
    expect(value()).toBe('31 jours');
    setDate('Date de fin', '');
    expect(value()).toBe('0 jour');
  });

  it('has the how-to, the about block and a copy button', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });
});
