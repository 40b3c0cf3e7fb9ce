import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import VatTool from './VatTool';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);
const named = (label: string) => new RegExp(`^${label.replace(/ /g, '\\s')}$`);

describe('VatTool', () => {
  it('computes HT from TTC live, at 20 % by default', async () => {
    const user = userEvent.setup();
    renderTool('vat', <VatTool />);
    expect(screen.getByRole('radio', { name: named('20 %') })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'TTC vers HT' })).toBeChecked();
    await user.type(screen.getByLabelText('Montant TTC'), '120');
    expect(value()).toBe('100,00 €');
    expect(plain(screen.getByText(named('TVA à 20 %')).nextSibling?.textContent)).toBe('20,00 €');
  });

  it('switches direction and rate', async () => {
    const user = userEvent.setup();
    renderTool('vat', <VatTool />);
    await user.click(screen.getByRole('radio', { name: 'HT vers TTC' }));
    await user.type(screen.getByLabelText('Montant HT'), '19,99');
    expect(value()).toBe('23,99 €');
    await user.click(screen.getByRole('radio', { name: named('5,5 %') }));
    expect(value()).toBe('21,09 €');
    await user.click(screen.getByRole('radio', { name: named('10 %') }));
    expect(value()).toBe('21,99 €');
  });

  it('shows the SPEC message in red next to the field for a bad amount', async () => {
    const user = userEvent.setup();
    renderTool('vat', <VatTool />);
    const input = screen.getByLabelText('Montant TTC');
    await user.type(input, '-12');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer un montant valide');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(value()).toBe('—'); // No figure beside an error
    await user.clear(input);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has the how-to and the about block', () => {
    renderTool('vat', <VatTool />);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
  });
});

describe('placeholders', () => {
  it('follow French typography: no-break space before « : » and in thousands', async () => {
    renderTool('vat', <VatTool />);
    const placeholders = [...document.querySelectorAll('input[placeholder]')].map((input) => input.getAttribute('placeholder') ?? '');
    expect(placeholders.filter((text) => text.startsWith('Ex.')).length).toBeGreaterThan(0);
    expect(placeholders.filter((text) => / [:;!?]|\d \d/.test(text))).toEqual([]);
  });
});

describe('VatTool: every rate, custom rate, from the VAT amount', () => {
  it('offers 2,1 %, 8,5 % (DOM) and a custom rate', async () => {
    const user = userEvent.setup();
    renderTool('vat', <VatTool />);
    await user.type(screen.getByLabelText('Montant TTC'), '108,5');
    await user.click(screen.getByRole('radio', { name: /^8,5\s%\s\(DOM\)$/ }));
    expect(value()).toBe('100,00 €');
    await user.click(screen.getByRole('radio', { name: named('2,1 %') }));
    expect(value()).toBe('106,27 €');
    await user.click(screen.getByRole('radio', { name: 'Autre taux' }));
    expect(value()).toBe('—');
    await user.type(screen.getByLabelText('Taux personnalisé'), '8,5');
    expect(value()).toBe('100,00 €');
    await user.clear(screen.getByLabelText('Taux personnalisé'));
    await user.type(screen.getByLabelText('Taux personnalisé'), '120');
    expect(screen.getByRole('alert')).toHaveTextContent('Le taux doit être compris entre 0 et 100');
    expect(value()).toBe('—');
  });

  it('starts from the VAT amount', async () => {
    const user = userEvent.setup();
    renderTool('vat', <VatTool />);
    await user.click(screen.getByRole('radio', { name: 'Depuis la TVA' }));
    await user.type(screen.getByLabelText('Montant de la TVA'), '20');
    expect(value()).toBe('100,00 €');
    expect(plain(screen.getByText('Montant TTC').nextSibling?.textContent)).toBe('120,00 €');
  });

  it('opens from a crafted address', () => {
    renderTool('vat', <VatTool />, undefined, '/ttc-ht/?montant=7&sens=tva&taux=autre&taux-perso=7');
    expect(screen.getByLabelText('Montant de la TVA')).toHaveValue('7');
    expect(screen.getByLabelText('Taux personnalisé')).toHaveValue('7');
    expect(value()).toBe('100,00 €');
  });

  it('reads 8,5 from the address and survives a hostile one', () => {
    renderTool('vat', <VatTool />, undefined, '/ttc-ht/?montant=108,5&taux=8,5');
    expect(value()).toBe('100,00 €');
  });

  it('a hostile address gives the French errors, not a crash', () => {
    renderTool('vat', <VatTool />, undefined, '/ttc-ht/?montant=%3Cscript%3E&sens=__proto__&taux=autre&taux-perso=1e400');
    expect(screen.getByLabelText('Montant TTC')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
    expect(value()).toBe('—');
  });

  describe('« Une liste de prix »', () => {
    const rows = () =>
      [...screen.getByRole('table', { name: /^Prix convertis/ }).querySelectorAll('[role="rowgroup"] + [role="rowgroup"] [role="row"]')].map((row) =>
        [...row.querySelectorAll('.virtual-rows__cell')].map((cell) => plain(cell.textContent)),
      );
    const openList = async () => {
      const user = userEvent.setup();
      renderTool('vat', <VatTool />);
      await user.click(screen.getByRole('radio', { name: 'Une liste de prix' }));
      return { user, field: await screen.findByLabelText('Liste de prix (un par ligne, ou un tableau)') };
    };

    it('converts one price per line, flags a bad line, and totals the rounded prices', async () => {
      const { field } = await openList();
      expect(value()).toBe('—');
      fireEvent.change(field, { target: { value: '49,90\n\nabc\n2,01\n1 234,56 €\n' } });
      await waitFor(() => expect(value()).toBe('3 prix'));
      expect(rows()).toEqual([
        ['41,58 €', '8,32 €', '49,90 €', ''],
        ['—', '—', '—', 'Veuillez entrer un montant valide (« abc »)'],
        ['1,68 €', '0,33 €', '2,01 €', ''],
        ['1 028,80 €', '205,76 €', '1 234,56 €', ''],
      ]);
      // 41,58 + 1,68 + 1 028,80, and the TTC typed.
      expect(plain(screen.getByText('Total HT').nextSibling?.textContent)).toBe('1 072,06 €');
      expect(plain(screen.getByText('Total TVA').nextSibling?.textContent)).toBe('214,41 €');
      expect(plain(screen.getByText('Total TTC').nextSibling?.textContent)).toBe('1 286,47 €');
      expect(plain(screen.getByText(/à corriger/).textContent)).toBe('1 ligne à corriger, signalée dans le tableau et laissée hors des totaux.');
      expect(screen.getByRole('button', { name: 'Télécharger en .csv' })).toBeInTheDocument();
      expect(screen.getByLabelText('Format du .csv')).toHaveValue('fr');
    });

    it('reads a table: the price column and the rate column guessed by their names, and changeable', async () => {
      const { user, field } = await openList();
      fireEvent.change(field, { target: { value: 'Réf.;Désignation;Prix HT;Taux de TVA\nA-1;Pain;2,00;5,5 %\nA-2;Chaise;50;\n' } });
      await user.click(screen.getByRole('radio', { name: 'HT vers TTC' }));
      expect(await screen.findByLabelText('Colonne des prix')).toHaveValue('3');
      // A price list needs its price column: no « Ligne entière » here, unlike the lists' column choice.
      expect([...(screen.getByLabelText('Colonne des prix') as HTMLSelectElement).options].map((option) => plain(option.text))).toEqual([
        'A – Réf. (ex. : A-1)',
        'B – Désignation (ex. : Pain)',
        'C – Prix HT (ex. : 2,00)',
        'D – Taux de TVA (ex. : 5,5 %)',
      ]);
      expect(screen.getByLabelText('Taux de TVA par ligne')).toHaveValue('4');
      await waitFor(() => expect(value()).toBe('2 prix'));
      expect(rows()).toEqual([
        ['A-1', 'Pain', '2,00 €', '0,11 €', '2,11 €', '5,5 %'],
        ['A-2', 'Chaise', '50,00 €', '10,00 €', '60,00 €', '20 %'],
      ]);
      await user.selectOptions(screen.getByLabelText('Taux de TVA par ligne'), 'aucune');
      await waitFor(() => expect(plain(screen.getByText('Total TTC').nextSibling?.textContent)).toBe('62,40 €'));
    });
  });
});
