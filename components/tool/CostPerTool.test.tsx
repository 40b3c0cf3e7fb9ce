import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import CpaTool from '../../tools/cpa/CpaTool';
import CpcTool from '../../tools/cpc/CpcTool';
import CpmTool from '../../tools/cpm/CpmTool';

describe.each([
  ['cpc', <CpcTool />, 'Nombre de clics', 'Veuillez entrer un nombre de clics valide', ['500', '1 250'], '0,40 €'],
  ['cpa', <CpaTool />, 'Nombre d’acquisitions', 'Veuillez entrer un nombre d’acquisitions valide', ['1000', '40'], '25,00 €'],
  ['cpm', <CpmTool />, 'Nombre d’impressions', 'Veuillez entrer un nombre d’impressions valide', ['250', '100000'], '2,50 €'],
] as const)('%s view', (id, view, countLabel, countError, [cost, count], expected) => {
  it('computes live', async () => {
    const user = userEvent.setup();
    renderTool(id, view);
    await user.type(screen.getByLabelText('Coût total'), cost);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText(countLabel), count);
    expect(screen.getByTestId('result-value')).toHaveTextContent(expected);
  });

  it('shows each field its own message; empty raises none', async () => {
    const user = userEvent.setup();
    renderTool(id, view);
    await user.type(screen.getByLabelText('Coût total'), 'abc');
    await user.type(screen.getByLabelText(countLabel), '-3');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Veuillez entrer un coût valide', countError]);
    // Beside an error, « — » and no copy button.
    expect(screen.getByTestId('result-value')).toHaveTextContent('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
  });

  it('division by zero gives 0 with an explanation', async () => {
    const user = userEvent.setup();
    renderTool(id, view);
    await user.type(screen.getByLabelText('Coût total'), '100');
    await user.type(screen.getByLabelText(countLabel), '0');
    expect(screen.getByTestId('result-value')).toHaveTextContent('0,00 €');
    expect(screen.getByText(/il est affiché à 0/)).toBeInTheDocument();
  });
});
