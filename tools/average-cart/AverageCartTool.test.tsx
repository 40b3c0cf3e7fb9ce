import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import AverageCartTool from './AverageCartTool';
import { AMOUNT_ERROR, ORDERS_ERROR, ZERO_ORDERS_ERROR } from './averageCart';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);

async function setup(total: string, orders: string) {
  const user = userEvent.setup();
  renderTool('average-cart', <AverageCartTool />);
  if (total) await user.type(screen.getByLabelText('Chiffre d’affaires total'), total);
  if (orders) await user.type(screen.getByLabelText('Nombre de commandes'), orders);
  return user;
}

describe('AverageCartTool', () => {
  it('divides the revenue by the orders, to the cent, with a copy button', async () => {
    await setup('15 000', '250');
    expect(value()).toBe('60,00 €');
    expect(plain(screen.getByText(/rapporte en moyenne/).textContent)).toBe('Sur 250 commandes, une commande rapporte en moyenne 60,00 €.');
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });

  it('rounds to the cent', async () => {
    await setup('100', '3');
    expect(value()).toBe('33,33 €');
  });

  it('says 0 orders is not allowed instead of dividing by 0', async () => {
    await setup('1000', '0');
    expect(screen.getByRole('alert')).toHaveTextContent(ZERO_ORDERS_ERROR);
    expect(value()).toBe('—'); // No « 0,00 » beside the error
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
  });

  it('rejects a negative amount and a fractional number of orders', async () => {
    const user = await setup('-5', '2,5');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([AMOUNT_ERROR, ORDERS_ERROR]);
    await user.clear(screen.getByLabelText('Chiffre d’affaires total'));
    await user.clear(screen.getByLabelText('Nombre de commandes'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['abc', '1e308', ',', '-0', '99999999999999999999'])('never shows NaN or Infinity for %s', async (input) => {
    await setup(input, input);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|-0,00/);
  });
});

describe('placeholders', () => {
  it('follow French typography: no-break space before « : » and in thousands', async () => {
    renderTool('average-cart', <AverageCartTool />);
    const placeholders = [...document.querySelectorAll('input[placeholder]')].map((input) => input.getAttribute('placeholder') ?? '');
    expect(placeholders.filter((text) => text.startsWith('Ex.')).length).toBeGreaterThan(0);
    expect(placeholders.filter((text) => / [:;!?]|\d \d/.test(text))).toEqual([]);
  });
});

describe('AverageCartTool: orders needed', () => {
  it('gives the orders needed for a revenue target', async () => {
    const user = userEvent.setup();
    renderTool('average-cart', <AverageCartTool />);
    await user.click(screen.getByRole('radio', { name: 'Commandes nécessaires' }));
    await user.type(screen.getByLabelText('Chiffre d’affaires visé'), '20000');
    await user.type(screen.getByLabelText('Panier moyen attendu'), '60');
    expect(screen.getByTestId('result-value')).toHaveTextContent('334');
    await user.clear(screen.getByLabelText('Panier moyen attendu'));
    await user.type(screen.getByLabelText('Panier moyen attendu'), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Le panier moyen doit être un montant supérieur à 0');
  });

  it('opens from a crafted address, and a hostile one gives French errors', () => {
    const { unmount } = renderTool('average-cart', <AverageCartTool />, undefined, '/panier-moyen/?calcul=commandes-necessaires&ca-vise=15000&panier=60');
    expect(screen.getByTestId('result-value')).toHaveTextContent('250');
    unmount();
    renderTool('average-cart', <AverageCartTool />, undefined, '/panier-moyen/?calcul=commandes-necessaires&ca-vise=abc&panier=-1');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByTestId('result-value')).toHaveTextContent('—');
  });
});
