import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import TimeDifferenceTool from './TimeDifferenceTool';

const ERROR = 'Format invalide. Utilisez HH:MM';
/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);
const detail = (label: string) => plain(screen.getByText(label).nextSibling?.textContent);
const start = () => screen.getByLabelText('Heure de début') as HTMLInputElement;
const end = () => screen.getByLabelText('Heure de fin') as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((el) => el.textContent);

describe('TimeDifferenceTool', () => {
  afterEach(() => vi.useRealTimers());

  it('has two HH:MM text fields with a numeric keyboard, and 0 while empty', () => {
    renderTool('time-difference', <TimeDifferenceTool />);
    for (const input of [start(), end()]) {
      expect(input).toHaveAttribute('type', 'text');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('placeholder', 'HH:MM');
    }
    expect(value()).toBe('—');
    expect(screen.queryByText('En heures et minutes')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
  });

  it('computes live in minutes, hours and minutes, and decimal hours', async () => {
    const user = userEvent.setup();
    renderTool('time-difference', <TimeDifferenceTool />);
    await user.type(start(), '09:00');
    expect(value()).toBe('—');
    await user.type(end(), '17:30');
    expect(value()).toBe('510 minutes');
    expect(detail('En heures et minutes')).toBe('8 h 30 min');
    expect(detail('En heures décimales')).toBe('8,50 h');
    expect(screen.queryByText('Passe minuit')).toBeNull();
    await user.clear(end());
    expect(value()).toBe('—');
  });

  it('turns four typed digits into HH:MM and accepts one-digit hours and 9h30', async () => {
    const user = userEvent.setup();
    renderTool('time-difference', <TimeDifferenceTool />);
    await user.type(start(), '0830');
    expect(start()).toHaveValue('08:30');
    await user.type(end(), '9h45');
    expect(end()).toHaveValue('9:45');
    expect(value()).toBe('75 minutes');
    expect(detail('En heures et minutes')).toBe('1 h 15 min');
    expect(detail('En heures décimales')).toBe('1,25 h');
    expect(alerts()).toEqual([]);
  });

  it('ignores input longer than 5 characters, typed or pasted', async () => {
    const user = userEvent.setup();
    renderTool('time-difference', <TimeDifferenceTool />);
    await user.type(start(), '10:155');
    expect(start()).toHaveValue('10:15');
    fireEvent.change(end(), { target: { value: '10:30 à 12:00' } });
    expect(end()).toHaveValue('');
    await user.click(end());
    await user.paste('12:00:00');
    expect(end()).toHaveValue('');
  });

  it('wraps past midnight and says so', async () => {
    const user = userEvent.setup();
    renderTool('time-difference', <TimeDifferenceTool />);
    await user.type(start(), '22:00');
    await user.type(end(), '06:00');
    expect(value()).toBe('480 minutes');
    expect(detail('En heures et minutes')).toBe('8 h');
    expect(screen.getByText('Passe minuit')).toBeInTheDocument();
    await user.clear(start());
    await user.type(start(), '23:59');
    await user.clear(end());
    await user.type(end(), '00:00');
    expect(value()).toBe('1 minute');
    expect(detail('En heures décimales')).toBe('0,02 h');
    await user.clear(end());
    await user.type(end(), '23:59');
    expect(value()).toBe('0 minute');
    expect(screen.queryByText('Passe minuit')).toBeNull();
  });

  it(`shows « ${ERROR} » at once for text that can never be a time`, async () => {
    const user = userEvent.setup();
    renderTool('time-difference', <TimeDifferenceTool />);
    await user.type(start(), '25:00');
    expect(alerts()).toEqual([ERROR]);
    expect(start()).toHaveAttribute('aria-invalid', 'true');
    await user.type(end(), '12:60');
    expect(alerts()).toEqual([ERROR, ERROR]);
    expect(value()).toBe('—'); // No figure beside an error
    await user.clear(start());
    await user.type(start(), '2460');
    expect(start()).toHaveValue('2460');
    expect(alerts()).toEqual([ERROR, ERROR]);
    await user.clear(start());
    await user.clear(end());
    expect(alerts()).toEqual([]);
  });

  it('waits for the end of typing before flagging an unfinished time', async () => {
    const user = userEvent.setup();
    renderTool('time-difference', <TimeDifferenceTool />);
    await user.type(start(), '9');
    expect(alerts()).toEqual([]);
    await user.type(start(), ':5');
    expect(start()).toHaveValue('9:5');
    expect(alerts()).toEqual([]);
    await user.tab(); // to « Maintenant »
    expect(alerts()).toEqual([ERROR]);
    await user.click(start());
    expect(alerts()).toEqual([]);
    await user.type(start(), '5');
    await user.click(document.body);
    expect(alerts()).toEqual([]);
    expect(start()).toHaveValue('9:55');
  });

  it('« Maintenant » fills a field with the current local time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 0, 15, 7, 5));
    const user = userEvent.setup();
    renderTool('time-difference', <TimeDifferenceTool />);
    await user.click(screen.getByRole('button', { name: 'Maintenant comme heure de début' }));
    expect(start()).toHaveValue('07:05');
    await user.type(end(), '1200');
    expect(value()).toBe('295 minutes');
    await user.click(screen.getByRole('button', { name: 'Maintenant comme heure de fin' }));
    expect(end()).toHaveValue('07:05');
    expect(value()).toBe('0 minute');
  });

  it('has the how-to and the about block', () => {
    renderTool('time-difference', <TimeDifferenceTool />);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
  });

  describe('timesheet mode', () => {
    const rowField = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

    it('sums several ranges, deducts the break, and shows hours and minutes and decimal hours', async () => {
      const user = userEvent.setup();
      renderTool('time-difference', <TimeDifferenceTool />);
      await user.click(screen.getByRole('radio', { name: 'Feuille de temps' }));
      expect(value()).toBe('—');
      fireEvent.change(rowField('Début de la plage 1'), { target: { value: '8:30' } });
      fireEvent.change(rowField('Fin de la plage 1'), { target: { value: '12:00' } });
      fireEvent.change(rowField('Début de la plage 2'), { target: { value: '13h30' } });
      fireEvent.change(rowField('Fin de la plage 2'), { target: { value: '1800' } });
      expect(rowField('Début de la plage 2').value).toBe('13:30');
      expect(rowField('Fin de la plage 2').value).toBe('18:00');
      expect(value()).toBe('8 h 00');
      expect(detail('En heures décimales')).toBe('8,00 h');
      await user.click(screen.getByRole('button', { name: 'Ajouter une plage' }));
      fireEvent.change(rowField('Début de la plage 3'), { target: { value: '22:00' } });
      fireEvent.change(rowField('Fin de la plage 3'), { target: { value: '01:15' } });
      expect(screen.getAllByTestId('timesheet-row').map((el) => plain(el.textContent))).toEqual(['3 h 30', '4 h 30', '3 h 15 (passe minuit)']);
      fireEvent.change(screen.getByLabelText('Pause à déduire'), { target: { value: '45' } });
      expect(value()).toBe('10 h 30');
      expect(detail('En heures décimales')).toBe('10,50 h');
      expect(detail('Total des plages')).toBe('11 h 15');
      expect(detail('Pause déduite')).toBe('0 h 45');
      await user.click(screen.getByRole('button', { name: 'Retirer la plage 3' }));
      expect(value()).toBe('7 h 15');
      expect(detail('En heures décimales')).toBe('7,25 h');
    });

    it('shows French errors and « — » for a bad time or a break longer than the ranges', () => {
      renderTool('time-difference', <TimeDifferenceTool />, undefined, '/difference-horaire/?mode=feuille-de-temps&plages=%5B%5B%229%3A00%22%2C%2210%3A00%22%5D%5D&pause=90');
      expect(alerts()).toContain('La pause dépasse le temps des plages');
      expect(value()).toBe('—');
      fireEvent.change(screen.getByLabelText('Pause à déduire'), { target: { value: 'deux' } });
      expect(alerts()).toContain('Durée invalide. Saisissez des minutes (45) ou HH:MM (0:45)');
      expect(value()).toBe('—');
    });

    it('opens a crafted address with its ranges and break', () => {
      const plages = encodeURIComponent(JSON.stringify([['8:00', '12:00'], ['13:00', '16:30']]));
      renderTool('time-difference', <TimeDifferenceTool />, undefined, `/difference-horaire/?mode=feuille-de-temps&plages=${plages}&pause=0%3A30`);
      expect(screen.getByRole('radio', { name: 'Feuille de temps' })).toBeChecked();
      expect(rowField('Fin de la plage 2').value).toBe('16:30');
      expect(value()).toBe('7 h 00');
      expect(detail('En heures décimales')).toBe('7,00 h');
    });

    it('a hostile address falls back to the defaults without crashing', () => {
      const plages = encodeURIComponent(JSON.stringify([[{ a: 1 }, '12:00']]));
      renderTool('time-difference', <TimeDifferenceTool />, undefined, `/difference-horaire/?mode=feuille-de-temps&plages=${plages}&pause=%3Cb%3E`);
      expect(rowField('Début de la plage 1').value).toBe('');
      expect(rowField('Début de la plage 2').value).toBe('');
      expect(alerts()).toContain('Durée invalide. Saisissez des minutes (45) ou HH:MM (0:45)');
      expect(value()).toBe('—');
    });

    it('the two-time mode reads `debut` and `fin` from the address', () => {
      renderTool('time-difference', <TimeDifferenceTool />, undefined, '/difference-horaire/?debut=22%3A00&fin=06%3A30');
      expect(start().value).toBe('22:00');
      expect(end().value).toBe('06:30');
      expect(value()).toBe('510 minutes');
    });
  });
});
