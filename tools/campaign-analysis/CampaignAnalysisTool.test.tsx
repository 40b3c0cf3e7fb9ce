import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import CampaignAnalysisTool from './CampaignAnalysisTool';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);
const field = () => screen.getByLabelText('Export de campagnes');
const detail = (label: string) => plain(screen.getByText(label, { selector: 'dt, .result-card__detail-label, span' }).nextSibling?.textContent);
const table = () => screen.getByRole('table', { name: /^Campagnes/ });
/** The campaign names of the rows shown, in order. */
const names = () => [...table().querySelectorAll('.virtual-rows__body [role="row"]')].map((row) => row.querySelectorAll('[role="cell"]')[1]?.firstChild?.textContent);

/** Pastes `text` into the field, and waits for the table reader and the results, loaded then, to show it. */
async function paste(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  await screen.findByText(/^Colonnes lues/);
  await waitFor(() => expect(screen.queryByText('Analyse en cours…')).toBeNull());
}

const PASTE = 'Campagne\tCoût\tImpr.\tClics\tConversions\tValeur de conv.\nMarque\t1 250,40 €\t48 200\t2 310\t96\t8 420,00 €\nSoldes\t980,00 €\t61 000\t1 450\t31\t2 105,50 €\nVeille\t0\t0\t0\t0\t0';

describe('CampaignAnalysisTool', () => {
  it('reads a pasted table and shows every metric in total, computed from the sums', async () => {
    renderTool('campaign-analysis', <CampaignAnalysisTool />);
    expect(value()).toBe('—');
    expect(screen.getByText('Collez ou importez un export pour obtenir les indicateurs de chaque campagne et leur total.')).toBeInTheDocument();
    await paste(PASTE);
    // ROAS = (8 420 + 2 105,50) ÷ (1 250,40 + 980) = 4,719…
    expect(value()).toBe('ROAS : 4,72');
    expect(detail('Coût')).toBe('2 230,40 €');
    expect(detail('CPC')).toBe('0,59 €');
    expect(detail('CTR')).toBe('3,44 %');
    expect(names()).toEqual(['Marque', 'Soldes', 'Veille']);
    // The colours of the best and worst rows are said to screen readers too.
    expect(screen.getByText('(meilleure campagne)', { exact: false })).toHaveClass('visually-hidden');
    expect(screen.getByText(/Colonnes lues : Campagne \(Campagne\), Coût \(Coût\)/)).toBeInTheDocument();
  });

  it('sorts by a column header, hides the rows with no spend and gives the break-even ROAS', async () => {
    const user = userEvent.setup();
    renderTool('campaign-analysis', <CampaignAnalysisTool />);
    await paste(PASTE);
    await user.click(within(table()).getByRole('button', { name: 'Coût' }));
    expect(names()).toEqual(['Marque', 'Soldes', 'Veille']);
    expect(within(table()).getByRole('columnheader', { name: /Coût/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table()).getByRole('button', { name: 'Coût' }));
    expect(names()).toEqual(['Veille', 'Soldes', 'Marque']);
    await user.click(screen.getByLabelText('Masquer les lignes sans dépense'));
    expect(names()).toEqual(['Soldes', 'Marque']);
    await user.type(screen.getByLabelText(/Marge sur la valeur/), '25');
    expect(detail('ROAS de rentabilité')).toBe('4,00');
    await user.clear(screen.getByLabelText(/Marge sur la valeur/));
    await user.type(screen.getByLabelText(/Marge sur la valeur/), '120');
    expect(screen.getByText('Veuillez entrer une marge entre 0 et 100 %')).toBeInTheDocument();
  });

  it('lets the user fix a column, and says when there is no table', async () => {
    const user = userEvent.setup();
    renderTool('campaign-analysis', <CampaignAnalysisTool />);
    await paste('Nom;Dépense HT;Clics\nA;100;40\nB;50;10');
    expect(await screen.findByText('Aucune colonne de coût reconnue : choisissez-la ci-dessous.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Colonne « Coût »'), '2');
    expect(value()).toBe('CPC : 3,00 €');
    fireEvent.change(field(), { target: { value: 'une phrase' } });
    expect(screen.getByText(/Aucun tableau reconnu/)).toBeInTheDocument();
  });
});
