import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import EvolutionTool from './EvolutionTool';
import { NEGATIVE_INITIAL_WARNING, ZERO_INITIAL_ERROR } from './evolution';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);
const detail = (label: string) => plain(screen.getByText(label).nextSibling?.textContent);

async function setup(initial: string, final: string) {
  const user = userEvent.setup();
  renderTool('evolution', <EvolutionTool />);
  if (initial) await user.type(screen.getByLabelText('Valeur initiale'), initial);
  if (final) await user.type(screen.getByLabelText('Valeur finale'), final);
  return user;
}

describe('EvolutionTool', () => {
  it('computes a rise live, with the gap and the multiplier', async () => {
    await setup('12 500', '15 000');
    expect(value()).toBe('+20,00 %');
    expect(detail('Écart en valeur')).toBe('+2 500,00');
    expect(detail('Coefficient multiplicateur')).toBe('1,20');
    expect(plain(screen.getByText(/La valeur a augmenté/).textContent)).toBe('La valeur a augmenté de 20,00 % entre la valeur initiale et la valeur finale.');
  });

  it('computes a fall with a minus sign', async () => {
    await setup('120', '100');
    expect(value()).toBe('-16,67 %');
    expect(detail('Écart en valeur')).toBe('-20,00');
    expect(screen.getByText(/diminué de/)).toBeInTheDocument();
  });

  it('says that an initial value of 0 has no rate, never Infinity', async () => {
    await setup('0', '50');
    expect(plain(screen.getByRole('alert').textContent)).toBe(plain(ZERO_INITIAL_ERROR));
    expect(screen.getByLabelText('Valeur initiale')).toHaveAttribute('aria-invalid', 'true');
    expect(value()).toBe('—'); // No « 0,00 % » beside the error
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
  });

  it('warns about a negative initial value', async () => {
    await setup('-100', '-50');
    expect(value()).toBe('+50,00 %');
    expect(plain(screen.getByText(/interprétez-le avec prudence/).textContent)).toContain(plain(NEGATIVE_INITIAL_WARNING));
    expect(screen.queryByText('Coefficient multiplicateur')).toBeNull();
  });

  it.each(['abc', '1e308', ',', '-0', '1e15', '-5'])('never shows NaN or Infinity for %s', async (input) => {
    await setup(input, input);
    const body = document.body.textContent ?? '';
    expect(body).not.toMatch(/NaN|Infinity|-0,00/);
  });

  it('invites to fill both fields before any input', () => {
    renderTool('evolution', <EvolutionTool />);
    expect(value()).toBe('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    expect(screen.getByText(/Renseignez la valeur initiale et la valeur finale/)).toBeInTheDocument();
  });
});

describe('placeholders', () => {
  it('follow French typography: no-break space before « : » and in thousands', async () => {
    renderTool('evolution', <EvolutionTool />);
    const placeholders = [...document.querySelectorAll('input[placeholder]')].map((input) => input.getAttribute('placeholder') ?? '');
    expect(placeholders.filter((text) => text.startsWith('Ex.')).length).toBeGreaterThan(0);
    expect(placeholders.filter((text) => / [:;!?]|\d \d/.test(text))).toEqual([]);
  });
});
