import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import PercentageValueTool from './PercentageValueTool';
import { AMOUNT_ERROR, DISCOUNTED_ABOVE_INITIAL_ERROR, PERCENT_RANGE_ERROR, ZERO_INITIAL_PRICE_ERROR } from './percentageValue';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);
const detail = (label: string) => plain(screen.getByText(label).nextSibling?.textContent);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

describe('PercentageValueTool', () => {
  it('has the three modes in French, discounted price first', () => {
    renderTool('percentage-value', <PercentageValueTool />);
    expect(screen.getByRole('radio', { name: 'Prix remisé' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pourcentage de remise' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Marge commerciale' })).not.toBeChecked();
    expect(value()).toBe('—');
  });

  it('applies a discount, to the cent', async () => {
    const user = userEvent.setup();
    renderTool('percentage-value', <PercentageValueTool />);
    await fill(user, 'Prix initial', '59,90');
    await fill(user, 'Taux de remise', '15');
    expect(value()).toBe('50,92 €');
    // From the price as shown: 59,90 − 50,92 = 8,98 €, the sum a user checks (59,90 × 15 % = 8,985 would read 8,99 €: no figure rounded before another is computed).
    expect(detail('Économie')).toBe('8,98 €');
    await fill(user, 'Prix initial', '1 299 €');
    await fill(user, 'Taux de remise', '12,5 %');
    expect(value()).toBe('1 136,63 €');
  });

  it('finds the discount percentage from two prices', async () => {
    const user = userEvent.setup();
    renderTool('percentage-value', <PercentageValueTool />);
    await user.click(screen.getByRole('radio', { name: 'Pourcentage de remise' }));
    await fill(user, 'Prix initial', '79,99');
    await fill(user, 'Prix après remise', '49,99');
    expect(value()).toBe('37,50 %');
    expect(detail('Économie')).toBe('30,00 €');
    await fill(user, 'Prix après remise', '80');
    expect(screen.getByRole('alert')).toHaveTextContent(DISCOUNTED_ABOVE_INITIAL_ERROR);
    await fill(user, 'Prix après remise', '0');
    await fill(user, 'Prix initial', '0');
    expect(screen.getByRole('alert')).toHaveTextContent(ZERO_INITIAL_PRICE_ERROR);
    expect(value()).toBe('—');
  });

  it('carries the computed value over between the two discount modes', async () => {
    const user = userEvent.setup();
    renderTool('percentage-value', <PercentageValueTool />);
    await fill(user, 'Prix initial', '100');
    await fill(user, 'Taux de remise', '20');
    await user.click(screen.getByRole('radio', { name: 'Pourcentage de remise' }));
    expect(field('Prix après remise').value).toBe('80');
    expect(value()).toBe('20,00 %');

    await fill(user, 'Prix après remise', '66,67');
    expect(value()).toBe('33,33 %');
    await user.click(screen.getByRole('radio', { name: 'Prix remisé' }));
    expect(field('Taux de remise').value).toBe('33,33');
    expect(value()).toBe('66,67 €');
  });

  it('going straight back restores what was typed instead of a rounded percentage', async () => {
    const user = userEvent.setup();
    renderTool('percentage-value', <PercentageValueTool />);
    await fill(user, 'Prix initial', '59,90');
    await fill(user, 'Taux de remise', '15');
    await user.click(screen.getByRole('radio', { name: 'Pourcentage de remise' }));
    expect(field('Prix après remise').value).toBe('50,92');
    expect(value()).toBe('14,99 %');
    await user.click(screen.getByRole('radio', { name: 'Prix remisé' }));
    expect(field('Taux de remise').value).toBe('15');
    expect(value()).toBe('50,92 €');
  });

  it('computes the commercial margin with the taux de marge and the taux de marque', async () => {
    const user = userEvent.setup();
    renderTool('percentage-value', <PercentageValueTool />);
    await user.click(screen.getByRole('radio', { name: 'Marge commerciale' }));
    await fill(user, 'Prix de vente HT', '30');
    await fill(user, 'Prix d’achat HT', '15');
    expect(value()).toBe('15,00 €');
    expect(detail('Taux de marge (sur le prix d’achat)')).toBe('100,00 %');
    expect(detail('Taux de marque (sur le prix de vente)')).toBe('50,00 %');
    expect(detail('Coefficient multiplicateur')).toBe('2,00');
    await fill(user, 'Prix de vente HT', '125');
    await fill(user, 'Prix d’achat HT', '100');
    expect(detail('Taux de marge (sur le prix d’achat)')).toBe('25,00 %');
    expect(detail('Taux de marque (sur le prix de vente)')).toBe('20,00 %');
  });

  it('flags a sale at a loss and an undefined rate', async () => {
    const user = userEvent.setup();
    const { container } = renderTool('percentage-value', <PercentageValueTool />);
    await user.click(screen.getByRole('radio', { name: 'Marge commerciale' }));
    await fill(user, 'Prix de vente HT', '8');
    await fill(user, 'Prix d’achat HT', '10');
    expect(value()).toBe('-2,00 €');
    expect(screen.getByText(/Vente à perte/)).toBeInTheDocument();
    expect(container.querySelector('.result-card--warning')).not.toBeNull();
    await fill(user, 'Prix d’achat HT', '0');
    expect(detail('Taux de marge (sur le prix d’achat)')).toBe('Non défini (prix d’achat nul)');
  });

  it('shows the French errors', async () => {
    const user = userEvent.setup();
    renderTool('percentage-value', <PercentageValueTool />);
    await fill(user, 'Prix initial', 'abc');
    await fill(user, 'Taux de remise', '101');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([AMOUNT_ERROR, PERCENT_RANGE_ERROR]);
  });

  it.each(['abc', ',', '-0', '-5', '1e308', '999999999999999999999', '1e-300'])('never shows NaN or Infinity for %j', async (hostile) => {
    const user = userEvent.setup();
    const { container } = renderTool('percentage-value', <PercentageValueTool />);
    for (const mode of ['Prix remisé', 'Pourcentage de remise', 'Marge commerciale']) {
      await user.click(screen.getByRole('radio', { name: mode }));
      for (const input of container.querySelectorAll('input.input')) {
        await user.clear(input);
        await user.type(input, hostile);
        expect(container.textContent).not.toMatch(/NaN|Infinity/);
      }
    }
  });
});

describe('PercentageValueTool: pricing from a target', () => {
  it('gives the HT and TTC selling price from a purchase price and a taux de marque', async () => {
    const user = userEvent.setup();
    renderTool('percentage-value', <PercentageValueTool />);
    await user.click(screen.getByRole('radio', { name: 'Prix de vente cible' }));
    await fill(user, 'Prix d’achat HT', '60');
    await user.click(screen.getByRole('radio', { name: 'Taux de marque' }));
    await fill(user, 'Taux de marque visé', '40');
    expect(value()).toBe('100,00 €');
    expect(plain(screen.getByText(/Prix de vente TTC/).nextSibling?.textContent)).toBe('120,00 €');
    expect(detail('Taux de marge (sur le prix d’achat)')).toBe('66,67 %');
    await user.click(screen.getByRole('radio', { name: 'Coefficient' }));
    await fill(user, 'Coefficient multiplicateur visé', '2,5');
    expect(value()).toBe('150,00 €');
    await fill(user, 'Coefficient multiplicateur visé', '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Le coefficient doit être un nombre supérieur à 0');
    expect(value()).toBe('—');
  });

  it('gives the price before a discount', async () => {
    const user = userEvent.setup();
    renderTool('percentage-value', <PercentageValueTool />);
    await user.click(screen.getByRole('radio', { name: 'Prix avant remise' }));
    await fill(user, 'Prix après remise', '80');
    await fill(user, 'Taux de remise', '20');
    expect(value()).toBe('100,00 €');
    expect(detail('Économie')).toBe('20,00 €');
  });

  it('opens from a crafted address', () => {
    renderTool(
      'percentage-value',
      <PercentageValueTool />,
      undefined,
      '/valeur-pourcentage/?calcul=prix-cible&prix-achat=6,50&cible=taux-de-marge&objectif=30&tva=5,5',
    );
    expect(value()).toBe('8,45 €');
    expect(plain(screen.getByText(/Prix de vente TTC/).nextSibling?.textContent)).toBe('8,91 €');
  });

  it('a hostile address shows French errors, not a crash', () => {
    renderTool('percentage-value', <PercentageValueTool />, undefined, '/valeur-pourcentage/?calcul=avant-remise&prix-apres-remise=abc&remise=100&cible=constructor');
    expect(screen.getAllByRole('alert').length).toBe(2);
    expect(value()).toBe('—');
  });
});
