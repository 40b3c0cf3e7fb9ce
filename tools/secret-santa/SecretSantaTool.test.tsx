import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../components/lib/random';
import { renderTool } from '../../tests/renderApp';
import SecretSantaTool from './SecretSantaTool';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const participants = () => screen.getByLabelText('Participants (un par ligne)');
const generate = () => screen.getByRole('button', { name: 'Générer' });
const alerts = () => screen.queryAllByRole('alert').map((a) => plain(a.textContent));

async function addExclusion(user: UserEvent, a: string, b: string) {
  if (a) await user.type(screen.getByLabelText('Personne 1'), a);
  if (b) await user.type(screen.getByLabelText('Personne 2'), b);
  await user.click(screen.getByRole('button', { name: 'Ajouter l’exclusion' }));
}

async function addPair(user: UserEvent, from: string, to: string) {
  if (from) await user.type(screen.getByLabelText('Qui offre'), from);
  if (to) await user.type(screen.getByLabelText('À qui'), to);
  await user.click(screen.getByRole('button', { name: 'Ajouter la paire' }));
}

/** The shown result rows, read after « Tout afficher ». */
function rows(): [string, string][] {
  return [...document.querySelectorAll('.santa-result')].map((li) => [
    li.querySelector('.santa-result__giver')!.textContent!,
    li.querySelector('.santa-result__receiver')!.textContent!,
  ]);
}

describe('SecretSantaTool', () => {
  it('needs at least 3 non-empty trimmed lines', async () => {
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(1)} />);
    expect(alerts()).toEqual([]);
    await user.type(participants(), 'Alice{Enter}   {Enter}Bastien{Enter}{Enter}');
    await user.click(generate());
    expect(alerts()).toEqual(['Il faut au moins 3 participants pour le Secret Santa']);
    expect(participants()).toHaveAttribute('aria-invalid', 'true');
    await user.type(participants(), ' Chloé ');
    expect(alerts()).toEqual([]);
  });

  it('draws a valid assignment, every result hidden until revealed one at a time', async () => {
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(2)} />);
    await user.type(participants(), 'Alice{Enter}Bastien{Enter}Chloé{Enter}David{Enter}Emma');
    await user.click(generate());
    expect(plain(screen.getByTestId('result-value').textContent)).toBe('5 participants');
    expect(plain(screen.getByText(/Tirage équitable/).textContent)).toContain('parmi 44 combinaisons valides');

    const receivers = () => screen.getAllByTestId('santa-receiver').map((el) => plain(el.textContent));
    expect(receivers()).toEqual(Array(5).fill('••••••résultat masqué'));
    await user.click(screen.getByRole('button', { name: 'Révéler le tirage de Chloé' }));
    const shown = receivers();
    expect(shown.filter((r) => r.includes('masqué'))).toHaveLength(4);
    expect(['Alice', 'Bastien', 'David', 'Emma']).toContain(shown[2]);
    await user.click(screen.getByRole('button', { name: 'Masquer le tirage de Chloé' }));
    expect(receivers().filter((r) => r.includes('masqué'))).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
    const result = rows();
    expect(result.map(([giver]) => giver)).toEqual(['Alice', 'Bastien', 'Chloé', 'David', 'Emma']);
    expect(new Set(result.map(([, to]) => to)).size).toBe(5);
    for (const [giver, to] of result) expect(to).not.toBe(giver);
    await user.click(screen.getByRole('button', { name: 'Tout masquer' }));
    expect(receivers().every((r) => r.includes('masqué'))).toBe(true);
  });

  it('adds and removes exclusions and forced pairs by index; blank fields are ignored', async () => {
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(3)} />);
    await addExclusion(user, 'Alice', '');
    expect(screen.queryByRole('list', { name: 'Exclusions ajoutées' })).toBeNull();
    expect(screen.getByLabelText('Personne 1')).toHaveValue('Alice');
    await user.clear(screen.getByLabelText('Personne 1'));
    await addExclusion(user, '   ', 'Bastien');
    expect(screen.queryByRole('list', { name: 'Exclusions ajoutées' })).toBeNull();
    expect(alerts()).toEqual([]);
    await user.clear(screen.getByLabelText('Personne 1'));
    await user.type(screen.getByLabelText('Personne 1'), 'Alice');
    await user.click(screen.getByRole('button', { name: 'Ajouter l’exclusion' }));
    await addExclusion(user, 'Chloé', 'David{Enter}'); // Enter submits the form too.
    const exclusions = screen.getByRole('list', { name: 'Exclusions ajoutées' });
    expect(within(exclusions).getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual(['Alice ↔et Bastien', 'Chloé ↔et David']);
    expect(screen.getByLabelText('Personne 1')).toHaveValue('');

    await addPair(user, 'Emma', '');
    expect(screen.queryByRole('list', { name: 'Paires forcées ajoutées' })).toBeNull();
    await user.type(screen.getByLabelText('À qui'), 'Alice');
    await user.click(screen.getByRole('button', { name: 'Ajouter la paire' }));
    await addPair(user, 'Bastien', 'Chloé');
    expect(within(screen.getByRole('list', { name: 'Paires forcées ajoutées' })).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Retirer l’exclusion entre Alice et Bastien' }));
    expect(within(screen.getByRole('list', { name: 'Exclusions ajoutées' })).getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual([
      'Chloé ↔et David',
    ]);
    await user.click(screen.getByRole('button', { name: 'Retirer la paire forcée Emma offre à Alice' }));
    expect(within(screen.getByRole('list', { name: 'Paires forcées ajoutées' })).getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual([
      'Bastien →offre à Chloé',
    ]);
  });

  it('honours forced pairs and symmetric exclusions', async () => {
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(4)} />);
    await user.type(participants(), 'Alice{Enter}Bastien{Enter}Chloé{Enter}David');
    await addExclusion(user, 'Alice', 'Bastien');
    await addPair(user, 'chloé', 'alice'); // names match whatever the case
    for (let i = 0; i < 10; i++) {
      await user.click(generate());
      await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
      const result = new Map(rows());
      expect(result.get('Chloé')).toBe('Alice');
      expect(result.get('Alice')).not.toBe('Bastien');
      expect(result.get('Bastien')).not.toBe('Alice');
      for (const [giver, to] of result) expect(to).not.toBe(giver);
    }
  });

  it('reports a forced pair naming someone not in the list', async () => {
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(5)} />);
    await user.type(participants(), 'Alice{Enter}Bastien{Enter}Chloé');
    await addPair(user, 'Alice', 'Zoé');
    await user.click(generate());
    expect(alerts()).toEqual(['Paire forcée invalide : Alice → Zoé. Vérifiez que les noms existent dans la liste.']);
    expect(screen.queryByTestId('result-value')).toBeNull();
    await user.type(participants(), '{Enter}Zoé');
    expect(alerts()).toEqual([]);
  });

  it('reports impossible constraints at once, and succeeds when they become possible', async () => {
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(6)} />);
    await user.type(participants(), 'Alice{Enter}Bastien{Enter}Chloé');
    await addExclusion(user, 'Alice', 'Bastien');
    await user.click(generate());
    expect(alerts()).toEqual([
      'Impossible de générer une combinaison valide avec ces contraintes. Essayez de réduire les exclusions ou paires forcées.',
    ]);
    expect(screen.queryByTestId('result-value')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retirer l’exclusion entre Alice et Bastien' }));
    expect(alerts()).toEqual([]);
    await user.click(generate());
    expect(plain(screen.getByText(/Tirage équitable/).textContent)).toContain('parmi 2 combinaisons valides');
  });

  it('rejects duplicated names and withdraws a draw when the inputs change', async () => {
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(7)} />);
    await user.type(participants(), 'Alice{Enter}Bastien{Enter}Chloé');
    await user.click(generate());
    expect(screen.getByTestId('result-value')).toBeInTheDocument();
    await user.type(participants(), '{Enter}alice');
    expect(screen.queryByTestId('result-value')).toBeNull();
    expect(alerts()[0]).toMatch(/^Chaque participant doit avoir un nom unique : « Alice » apparaît 2 fois/);
  });

  it('copies the whole list, and one person’s line without showing it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(8)} />);
    await user.type(participants(), 'Alice{Enter}Bastien{Enter}Chloé');
    await user.click(generate());
    await act(async () => {
      screen.getByRole('button', { name: 'Copier le tirage de Bastien' }).click();
    });
    expect(screen.getAllByTestId('santa-receiver')[1]).toHaveTextContent('masqué');
    const line = plain(writeText.mock.calls[0]![0] as string);
    expect(line).toMatch(/^Secret Santa : Bastien, tu offres un cadeau à (Alice|Chloé)\.$/);
    await act(async () => {
      // Issue 12: the button that copies every assignment says so.
      screen.getByRole('button', { name: 'Copier toute la liste' }).click();
    });
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    const list = writeText.mock.calls[1]![0] as string;
    expect(list.split('\n')).toHaveLength(3);
    expect(list).toContain(`Bastien → ${line.match(/à (\w+é?)\.$/)![1]}`);
  });

  it('shows hostile names as text', async () => {
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(9)} />);
    await user.type(participants(), '<b>x</b>{Enter}"\'&{Enter}{{{{constructor}}');
    await user.click(generate());
    await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
    expect(rows().map(([g]) => g)).toEqual(['<b>x</b>', '"\'&', '{{constructor}}']);
    expect(document.querySelector('.santa-results b')).toBeNull();
  });

  it('has the how-to naming the button', () => {
    renderTool('secret-santa', <SecretSantaTool />);
    expect(screen.getByText(/Cliquez sur «\sGénérer\s»/)).toBeInTheDocument();
  });
});
