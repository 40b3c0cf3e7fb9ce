import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import PercentageTool from './PercentageTool';
import { NEGATIVE_NUMBER_ERROR, PERCENTAGE_RANGE_ERROR, ZERO_TOTAL_ERROR } from './percentage';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('PercentageTool', () => {
  it('finds what percentage a value is of a total', async () => {
    const user = userEvent.setup();
    renderTool('percentage', <PercentageTool />);
    expect(screen.getByRole('radio', { name: 'Trouver un pourcentage' })).toBeChecked();
    await fill(user, 'Valeur', '45');
    await fill(user, 'Total', '300');
    expect(value()).toBe('15,00 %');
    await fill(user, 'Valeur', '150');
    await fill(user, 'Total', '100');
    expect(value()).toBe('150,00 %');
    await fill(user, 'Valeur', '1');
    await fill(user, 'Total', '3');
    expect(value()).toBe('33,33 %');
  });

  it('calculates a percentage of a number', async () => {
    const user = userEvent.setup();
    renderTool('percentage', <PercentageTool />);
    await user.click(screen.getByRole('radio', { name: 'Calculer une valeur' }));
    await fill(user, 'Pourcentage', '15');
    await fill(user, 'Nombre de départ', '2 400');
    expect(value()).toBe('360,00');
    await fill(user, 'Pourcentage', '12,5');
    await fill(user, 'Nombre de départ', '1 234,56');
    expect(value()).toBe('154,32');
  });

  it('keeps the percentage between 0 and 100 and the total above 0', async () => {
    const user = userEvent.setup();
    renderTool('percentage', <PercentageTool />);
    await fill(user, 'Valeur', '-4');
    expect(screen.getByRole('alert')).toHaveTextContent(NEGATIVE_NUMBER_ERROR);
    await fill(user, 'Valeur', '4');
    await fill(user, 'Total', '0');
    expect(screen.getByRole('alert')).toHaveTextContent(ZERO_TOTAL_ERROR);
    expect(value()).toBe('—');
    await user.click(screen.getByRole('radio', { name: 'Calculer une valeur' }));
    await fill(user, 'Pourcentage', '100,01');
    expect(screen.getByRole('alert')).toHaveTextContent(PERCENTAGE_RANGE_ERROR);
    await fill(user, 'Pourcentage', '-1');
    expect(screen.getByRole('alert')).toHaveTextContent(PERCENTAGE_RANGE_ERROR);
  });

  it.each(['abc', ',', '-0', '1e308', '999999999999999999999', '1e-300'])('never shows NaN or Infinity for %j', async (hostile) => {
    const user = userEvent.setup();
    const { container } = renderTool('percentage', <PercentageTool />);
    await fill(user, 'Valeur', hostile);
    await fill(user, 'Total', hostile);
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
    await fill(user, 'Total', '0,000001');
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
    await user.click(screen.getByRole('radio', { name: 'Calculer une valeur' }));
    await fill(user, 'Pourcentage', hostile);
    await fill(user, 'Nombre de départ', hostile);
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });
});
