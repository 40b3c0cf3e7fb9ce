import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool, testPlatform } from '../../tests/renderApp';
import DateDifferenceTool from './DateDifferenceTool';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getAllByTestId('result-value')[0]!.textContent);
const added = () => plain(screen.getAllByTestId('result-value')[1]!.textContent);
const detail = (label: string) => plain(screen.getByText(label).nextSibling?.textContent);
const note = () => plain(document.querySelector('.result-card__note')?.textContent);
const setDate = (label: string, iso: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: iso } });

describe('DateDifferenceTool', () => {
  afterEach(() => vi.useRealTimers());

  it('shows « — » and nothing to copy until both dates are given, without error', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    expect(screen.getByLabelText('Date de début')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date de fin')).toHaveAttribute('type', 'date');
    expect(value()).toBe('—');
    expect(note()).toBe('Renseignez les deux dates pour obtenir le nombre de jours.');
    setDate('Date de début', '2025-03-01');
    expect(value()).toBe('—');
    expect(screen.queryByText('En comptant le jour de départ')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts calendar days, in weeks and days and counting the first day', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2025-03-01');
    setDate('Date de fin', '2025-04-15');
    expect(value()).toBe('45 jours');
    expect(detail('En semaines et jours')).toBe('6 semaines et 3 jours');
    expect(detail('En comptant le jour de départ')).toBe('46 jours');
    expect(note()).toBe('Du samedi 1er mars 2025 au mardi 15 avril 2025. Aucun jour férié ne tombe un jour ouvré dans cette période.');
  });

  it('gives the absolute difference when the end is before the start, and says so', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2024-12-25');
    setDate('Date de fin', '2024-12-01');
    expect(value()).toBe('24 jours');
    expect(note()).toBe(
      'Du dimanche 1er décembre 2024 au mercredi 25 décembre 2024. La date de fin est antérieure à la date de début : l’écart est compté à rebours. 1 jour férié retiré des jours ouvrés : Noël (25 décembre 2024).',
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
    expect(note()).toBe('Les deux dates sont le même jour : lundi 1er janvier 2024. 1 jour férié retiré des jours ouvrés : Jour de l’an (1er janvier 2024).');
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
    expect(value()).toBe('—'); // No figure beside an error
    badInput = false;
    setDate('Date de début', '2025-02-28');
    expect(screen.queryByRole('alert')).toBeNull();
    setDate('Date de fin', '2025-03-01');
    expect(value()).toBe('1 jour');
  });

  it('clearing a date brings the result back to « — »', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2025-03-01');
    setDate('Date de fin', '2025-04-01');
    expect(value()).toBe('31 jours');
    setDate('Date de fin', '');
    expect(value()).toBe('—');
  });

  it('has the how-to, the about block and a copy button', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2025-03-01');
    setDate('Date de fin', '2025-03-08');
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copier' }).length).toBeGreaterThan(0);
  });

  it('counts jours ouvrés and ouvrables, both dates included, and names the holidays taken out', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2025-05-01');
    setDate('Date de fin', '2025-05-31');
    expect(detail('Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)')).toBe('19 jours');
    expect(detail('Jours ouvrables (lundi-samedi, fériés exclus, bornes incluses)')).toBe('24 jours');
    expect(detail('En années, mois et jours')).toBe('30 jours');
    expect(note()).toContain('3 jours fériés retirés des jours ouvrés : Fête du Travail (1er mai 2025), Victoire 1945 (8 mai 2025), Ascension (29 mai 2025).');
  });

  it('Alsace-Moselle adds Good Friday and 26 December', async () => {
    const user = userEvent.setup();
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2025-01-01');
    setDate('Date de fin', '2025-12-31');
    expect(detail('Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)')).toBe('251 jours');
    await user.click(screen.getByRole('checkbox', { name: 'Alsace-Moselle (Vendredi saint et 26 décembre fériés)' }));
    expect(detail('Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)')).toBe('249 jours');
  });

  it('gives the span in years, months and days, month ends clamped', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '2024-01-31');
    setDate('Date de fin', '2024-02-29');
    expect(detail('En années, mois et jours')).toBe('29 jours');
    setDate('Date de fin', '2025-03-01');
    expect(detail('En années, mois et jours')).toBe('1 an, 1 mois et 1 jour');
  });

  it('adds or subtracts calendar, working or jours ouvrables days', async () => {
    const user = userEvent.setup();
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de départ', '2025-04-25');
    await user.type(screen.getByLabelText('Nombre de jours'), '5');
    expect(added()).toBe('mercredi 30 avril 2025');
    await user.click(screen.getByRole('radio', { name: 'Ouvrés' }));
    expect(added()).toBe('lundi 5 mai 2025');
    await user.click(screen.getByRole('radio', { name: 'Ouvrables' }));
    expect(added()).toBe('vendredi 2 mai 2025');
    await user.click(screen.getByRole('radio', { name: 'Retirer' }));
    await user.click(screen.getByRole('radio', { name: 'Ouvrés' }));
    // 24, 23, 22 April, (21: Easter Monday), 18, 17.
    expect(added()).toBe('jeudi 17 avril 2025');
    expect(plain(document.querySelectorAll('.result-card__note')[1]?.textContent)).toBe('vendredi 25 avril 2025 − 5 jours ouvrés (le jour de départ n’est pas compté).');
  });

  it('flags a count that is not a whole number, or a date beyond year 9999', async () => {
    const user = userEvent.setup();
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de départ', '9999-12-30');
    await user.type(screen.getByLabelText('Nombre de jours'), '2,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer un nombre entier de jours (jusqu’à 100 000)');
    await user.clear(screen.getByLabelText('Nombre de jours'));
    await user.type(screen.getByLabelText('Nombre de jours'), '5');
    expect(screen.getByRole('alert')).toHaveTextContent('La date obtenue sortirait du calendrier (années 1 à 9999)');
    expect(plain(document.body.textContent)).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('opens with the inputs of a crafted address', () => {
    renderTool(
      'date-difference',
      <DateDifferenceTool />,
      testPlatform(),
      '/jours-entre-dates/?debut=2025-12-01&fin=2025-12-31&alsace-moselle=oui&depart=2025-12-24&nombre=1&jours=ouvres',
    );
    expect(screen.getByLabelText('Date de début')).toHaveValue('2025-12-01');
    expect(screen.getByRole('checkbox', { name: /Alsace-Moselle/ })).toBeChecked();
    // December 2025: 23 weekdays, less 25 and 26 December.
    expect(detail('Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)')).toBe('21 jours');
    expect(added()).toBe('lundi 29 décembre 2025');
  });

  it('a hostile address gives the tool’s errors, never a crash', () => {
    renderTool(
      'date-difference',
      <DateDifferenceTool />,
      testPlatform(),
      '/jours-entre-dates/?debut=%3Cscript%3E&fin=2025-02-30&alsace-moselle=__proto__&nombre=1e9&jours=constructor&operation=toString',
    );
    expect(screen.getAllByRole('alert').map((a) => plain(a.textContent))).toEqual(
      expect.arrayContaining(['Veuillez entrer une date valide (JJ/MM/AAAA)', 'Veuillez entrer un nombre entier de jours (jusqu’à 100 000)']),
    );
    expect(screen.getByRole('radio', { name: 'Calendaires' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Alsace-Moselle/ })).not.toBeChecked();
    expect(plain(document.body.textContent)).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('DateDifferenceTool: beyond year 9999', () => {
  it('counts calendar days up to 275760 but working days only up to 9999, and says so', () => {
    renderTool('date-difference', <DateDifferenceTool />);
    setDate('Date de début', '0001-01-01');
    setDate('Date de fin', '275760-09-13');
    expect(value()).toBe('100 719 162 jours');
    expect(detail('Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)')).toBe('—');
    expect(note()).toContain('Les jours ouvrés et ouvrables sont comptés jusqu’au 31 décembre 9999.');
    setDate('Date de fin', '9999-12-31');
    expect(detail('Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)')).toMatch(/^\d[\d ]+ jours$/);
  });
});
