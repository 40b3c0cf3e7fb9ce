import { INVALID_NOTE } from '../../components/tool/ResultCard';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import RoasBreakevenTool from './RoasBreakevenTool';
import { SELLING_PRICE_POSITIVE_ERROR, SELLING_PRICE_REQUIRED_ERROR, VAT_RATE_ERROR } from './roasBreakeven';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getAllByTestId('result-value')[0]!.textContent); // the first card: the breakeven ROAS
const detail = (label: string) => plain(screen.getByText(label).nextSibling?.textContent);
const alerts = () => screen.queryAllByRole('alert').map((a) => plain(a.textContent));

function setup() {
  const user = userEvent.setup();
  renderTool('roas-breakeven', <RoasBreakevenTool />);
  return user;
}

describe('RoasBreakevenTool', () => {
  it('computes the worked example of the explanatory block, with the ex-VAT breakdown', async () => {
    const user = setup();
    // Defaults: selling price, purchase and shipping at 20 %, bank fees and misc without VAT.
    expect(screen.getByLabelText('TVA du prix de vente')).toHaveValue('20');
    expect(screen.getByLabelText('TVA des frais bancaires')).toHaveValue('none');
    await user.type(screen.getByLabelText('Prix de vente'), '60');
    await user.type(screen.getByLabelText('Prix d’achat'), '24');
    await user.type(screen.getByLabelText('Frais de livraison'), '6');
    await user.type(screen.getByLabelText('Frais bancaires'), '1,50');
    expect(value()).toBe('2,13');
    expect(detail('Taux de marque (marge sur prix de vente HT)')).toBe('47,00 %');
    expect(detail('Marge par vente HT (CPA maximal)')).toBe('23,50 €');
    expect(detail('Prix de vente HT')).toBe('50,00 €');
    expect(detail('Prix d’achat HT')).toBe('20,00 €');
    expect(detail('Livraison HT')).toBe('5,00 €');
    expect(detail('Frais bancaires HT')).toBe('1,50 €');
    expect(detail('Frais divers HT')).toBe('0,00 €');
    expect(detail('Total des coûts HT')).toBe('26,50 €');
    expect(plain(document.querySelector('.result-card__note')?.textContent)).toContain('au moins 2,13 € de chiffre d’affaires HT (soit un ROAS de 213 %)');
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });

  it('gives 2,50 for a 40 % margin without VAT', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('TVA du prix de vente'), 'Sans TVA');
    await user.selectOptions(screen.getByLabelText('TVA du prix d’achat'), 'Sans TVA');
    await user.type(screen.getByLabelText('Prix de vente'), '100');
    await user.type(screen.getByLabelText('Prix d’achat'), '60');
    expect(value()).toBe('2,50');
    expect(detail('Taux de marque (marge sur prix de vente HT)')).toBe('40,00 %');
  });

  it('uses each row’s own VAT, including a custom rate', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Prix de vente'), '110');
    await user.selectOptions(screen.getByLabelText('TVA du prix de vente'), '10');
    await user.selectOptions(screen.getByLabelText('TVA des frais divers'), 'Personnalisé');
    const custom = screen.getByLabelText('Taux de TVA des frais divers');
    await user.type(custom, '8,5');
    await user.type(screen.getByLabelText('Frais divers'), '21,7');
    expect(detail('Prix de vente HT')).toBe('100,00 €');
    expect(detail('Frais divers HT')).toBe('20,00 €');
    expect(value()).toBe('1,25');
    await user.clear(custom);
    await user.type(custom, '150');
    expect(alerts()).toEqual([VAT_RATE_ERROR]);
    // Beside an error, « — » and no copy button, never a figure.
    expect(value()).toBe('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    expect(screen.getAllByText(INVALID_NOTE).length).toBeGreaterThan(0);
  });

  it('says plainly when no ROAS can break even', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Prix de vente'), '30');
    await user.type(screen.getByLabelText('Prix d’achat'), '36');
    expect(value()).toBe('Aucun');
    expect(screen.getByText(/Aucun ROAS ne peut être rentable/).closest('.result-card')).toHaveClass('result-card--warning');
    expect(plain(screen.getByText(/Aucun ROAS ne peut être rentable/).textContent)).toContain('Chaque vente vous fait perdre 5,00 € HT');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    expect(detail('Marge par vente HT (CPA maximal)')).toBe('-5,00 €');
  });

  it('waits for the selling price to be touched before saying it is required', async () => {
    const user = setup();
    expect(alerts()).toEqual([]);
    expect(value()).toBe('—');
    await user.click(screen.getByLabelText('Prix de vente'));
    expect(alerts()).toEqual([]);
    await user.tab();
    expect(alerts()).toEqual([SELLING_PRICE_REQUIRED_ERROR]);
  });

  it('says the selling price is required as soon as another field is filled', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Prix d’achat'), '10');
    expect(alerts()).toEqual([SELLING_PRICE_REQUIRED_ERROR]);
  });

  it('asks for a selling price above 0 and shows no figure until then', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Prix de vente'), '0');
    expect(alerts()).toEqual([SELLING_PRICE_POSITIVE_ERROR]);
    expect(value()).toBe('—');
    await user.clear(screen.getByLabelText('Prix de vente'));
    await user.type(screen.getByLabelText('Prix de vente'), '-5');
    expect(alerts()).toEqual([SELLING_PRICE_POSITIVE_ERROR]);
  });

  it.each(['abc', '1e308', ',', '-0', '-5', '99999999999999999999'])('never shows NaN or Infinity for %s in every field', async (input) => {
    const user = setup();
    for (const label of ['Prix de vente', 'Prix d’achat', 'Frais de livraison', 'Frais bancaires', 'Frais divers']) {
      await user.type(screen.getByLabelText(label), input);
    }
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|-0,00/);
  });
});

describe('placeholders', () => {
  it('follow French typography: no-break space before « : » and in thousands', async () => {
    const user = userEvent.setup();
    renderTool('roas-breakeven', <RoasBreakevenTool />);
    // The custom VAT rate field appears once « Personnalisé » is chosen.
    for (const select of screen.getAllByRole('combobox')) await user.selectOptions(select, 'custom');
    const placeholders = [...document.querySelectorAll('input[placeholder]')].map((input) => input.getAttribute('placeholder') ?? '');
    expect(placeholders.filter((text) => text.startsWith('Ex.')).length).toBeGreaterThan(0);
    expect(placeholders.filter((text) => / [:;!?]|\d \d/.test(text))).toEqual([]);
  });
});

describe('RoasBreakevenTool: ROAS for a target profit', () => {
  it('gives the target ROAS and the max CPA at breakeven and at the target', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Prix de vente'), '60');
    await user.type(screen.getByLabelText('Prix d’achat'), '24');
    await user.type(screen.getByLabelText('Frais de livraison'), '6');
    await user.type(screen.getByLabelText('Frais bancaires'), '1,50');
    await user.type(screen.getByLabelText('Profit à garder par commande'), '10');
    // 10 % of 50 € HT = 5 €: 50 / (23,50 − 5) = 2,70.
    const values = screen.getAllByTestId('result-value').map((node) => plain(node.textContent));
    expect(values).toEqual(['2,13', '2,70']);
    expect(detail('CPA maximal à l’équilibre')).toBe('23,50 €');
    expect(detail('CPA maximal pour ce profit')).toBe('18,50 €');
    await user.click(screen.getByRole('radio', { name: '€ par commande' }));
    await user.clear(screen.getByLabelText('Profit à garder par commande'));
    await user.type(screen.getByLabelText('Profit à garder par commande'), '30');
    expect(plain(screen.getAllByTestId('result-value')[1]!.textContent)).toBe('Aucun');
  });

  it('opens from a crafted address', () => {
    renderTool(
      'roas-breakeven',
      <RoasBreakevenTool />,
      undefined,
      '/roas-breakeven/?prix-vente=100&tva-prix-vente=sans&prix-achat=60&tva-prix-achat=sans&profit=10',
    );
    const values = screen.getAllByTestId('result-value').map((node) => plain(node.textContent));
    expect(values).toEqual(['2,50', '3,33']);
  });

  it('a hostile address shows French errors, not a crash', () => {
    renderTool('roas-breakeven', <RoasBreakevenTool />, undefined, '/roas-breakeven/?prix-vente=-3&tva-prix-vente=__proto__&profit=abc&profit-en=toString');
    expect(alerts().length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('result-value').every((node) => node.textContent === '—')).toBe(true);
  });
});
