import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import ConversionTool from './ConversionTool';
import { CONVERSIONS_ABOVE_VISITORS_WARNING, INVALID_VISITORS_ERROR, ZERO_VISITORS_ERROR } from './conversion';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);

async function fill(conversions: string, visitors: string) {
  const user = userEvent.setup();
  for (const [label, text] of [['Nombre de conversions', conversions], ['Nombre de visiteurs', visitors]] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (text) await user.type(input, text);
  }
}

describe('ConversionTool', () => {
  it('computes conversions / visitors × 100 live, with visitors per conversion', async () => {
    renderTool('conversion', <ConversionTool />);
    expect(value()).toBe('—');
    await fill('25', '1 000');
    expect(value()).toBe('2,50 %');
    expect(plain(screen.getByText('Visiteurs pour une conversion').nextSibling?.textContent)).toBe('40');
    await fill('1', '3');
    expect(value()).toBe('33,33 %');
    expect(plain(screen.getByText('Visiteurs pour une conversion').nextSibling?.textContent)).toBe('3');
    await fill('0', '120');
    expect(value()).toBe('0,00 %');
    expect(screen.getByText('Aucune conversion')).toBeInTheDocument();
  });

  it('explains 0 visitors instead of showing a misleading rate', async () => {
    renderTool('conversion', <ConversionTool />);
    await fill('5', '0');
    expect(screen.getByRole('alert')).toHaveTextContent(ZERO_VISITORS_ERROR);
    expect(value()).toBe('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
  });

  it('warns when conversions exceed visitors', async () => {
    const { container } = renderTool('conversion', <ConversionTool />);
    await fill('150', '100');
    expect(value()).toBe('150,00 %');
    expect(screen.getByText(plain(CONVERSIONS_ABOVE_VISITORS_WARNING))).toBeInTheDocument();
    expect(container.querySelector('.result-card--warning')).not.toBeNull();
  });

  it('shows a French error for a bad count', async () => {
    renderTool('conversion', <ConversionTool />);
    await fill('10', '-5');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_VISITORS_ERROR);
    expect(screen.getByLabelText('Nombre de visiteurs')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['abc', ',', '-0', '1e308', '12,5', '999999999999999999999'])('never shows NaN or Infinity for %j', async (hostile) => {
    const { container } = renderTool('conversion', <ConversionTool />);
    await fill(hostile, hostile);
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
    await fill(hostile, '100');
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });
});

describe('ConversionTool: visitors needed', () => {
  it('gives the visitors needed for N conversions at a rate', async () => {
    const user = userEvent.setup();
    renderTool('conversion', <ConversionTool />);
    await user.click(screen.getByRole('radio', { name: 'Visiteurs nécessaires' }));
    await user.type(screen.getByLabelText('Conversions visées'), '10');
    await user.type(screen.getByLabelText('Taux de conversion attendu'), '3');
    expect(screen.getByTestId('result-value').textContent?.replace(/\s/g, ' ')).toBe('334');
    await user.clear(screen.getByLabelText('Taux de conversion attendu'));
    await user.type(screen.getByLabelText('Taux de conversion attendu'), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Le taux de conversion doit être supérieur à 0');
    expect(screen.getByTestId('result-value')).toHaveTextContent('—');
  });

  it('opens from a crafted address, and a hostile one gives French errors', () => {
    const { unmount } = renderTool('conversion', <ConversionTool />, undefined, '/taux-conversion/?calcul=visiteurs-necessaires&conversions-visees=100&taux=2');
    expect(screen.getByTestId('result-value').textContent?.replace(/\s/g, ' ')).toBe('5 000');
    unmount();
    renderTool('conversion', <ConversionTool />, undefined, '/taux-conversion/?calcul=visiteurs-necessaires&conversions-visees=-1&taux=%00');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByTestId('result-value')).toHaveTextContent('—');
  });
});
