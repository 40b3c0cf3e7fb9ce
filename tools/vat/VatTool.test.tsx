import { screen } from '@testing-library/react';
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
    expect(value()).toBe('—'); // issue 12: no figure beside an error
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
