import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../platform/siteConfig';
import { seededRandom } from '../../components/lib/random';
import { renderApp, renderTool, testPlatform } from '../../tests/renderApp';
import { toolView } from '../../components/tool/ToolRoute';
import { byId } from '../../components/tool/catalog';
import { TOOLS } from '../../tests/renderApp';
import SecretSantaTool, { drawEngine } from './SecretSantaTool';
import { LoadTimeout } from '../../components/lib/onDemand';

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
  // The draw's code loads on demand (a name typed, « Générer » pressed), and the tool draws once it has come. These
  // tests are about the draw: its module is compiled beforehand, so that its first load, on a busy machine, does not
  // come after the assertions that follow a press (SecretSantaTool.tsx's loading is the same either way).
  beforeAll(() => import('./secretSanta'));

  it('a draw whose code cannot be loaded (or not in time) says so beside « Générer », and « Réessayer » draws', async () => {
    // Rejected for every request (a hover of « Générer » requests it too) until the connection comes back.
    const load = vi.spyOn(drawEngine, 'load').mockRejectedValue(new LoadTimeout());
    const user = userEvent.setup();
    renderTool('secret-santa', <SecretSantaTool rng={seededRandom(2)} />);
    await user.type(participants(), 'Alice{Enter}Bastien{Enter}Chloé');
    await user.click(generate());
    expect(alerts()).toEqual(['Le code du tirage n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.']);
    expect(screen.queryByTestId('result-value')).toBeNull();
    load.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(plain((await screen.findByTestId('result-value')).textContent)).toBe('3 participants');
    expect(alerts()).toEqual([]);
  });

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
      // The button that copies every assignment says so.
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

  describe('limits and invisible characters', () => {
    afterEach(() => {
      window.location.hash = '';
    });
    const full = (count: number) => encodeURIComponent(JSON.stringify(Array.from({ length: count }, (_, i) => [`P${i}`, `Q${i}`])));
    const chips = (name: string) => document.querySelector(`ul[aria-label="${name}"]`)!.querySelectorAll('li').length;

    it('says a name is too long as it is typed, under the participants field', async () => {
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool />);
      await user.click(participants());
      await user.paste(`Alice\n${'b'.repeat(200)}`);
      expect(alerts()).toEqual([]);
      await user.type(participants(), 'c');
      expect(alerts()).toEqual(['Nom trop long à la ligne 2 (201 caractères) : 200 caractères au plus par nom.']);
      expect(participants()).toHaveAttribute('aria-invalid', 'true');
      await user.type(participants(), '{Backspace}');
      expect(alerts()).toEqual([]);
    });

    it('refuses a constraint name too long beside its form', async () => {
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool />);
      await user.click(screen.getByLabelText('Qui offre'));
      await user.paste('é'.repeat(201));
      await user.type(screen.getByLabelText('À qui'), 'Bob');
      await user.click(screen.getByRole('button', { name: 'Ajouter la paire' }));
      expect(alerts()).toEqual(['Nom trop long (201 caractères) : 200 caractères au plus.']);
      expect(screen.queryByRole('list', { name: 'Paires forcées ajoutées' })).toBeNull();
      await user.type(screen.getByLabelText('Qui offre'), '{Backspace}');
      expect(alerts()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Ajouter la paire' }));
      expect(chips('Paires forcées ajoutées')).toBe(1);
    });

    it('refuses a 1 001st exclusion beside the form, and keeps the 1 000', async () => {
      // Fields found by their label's `for`, not by role or label text: beside a thousand buttons, Testing Library's
      // queries take seconds each in jsdom.
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool />, undefined, `/secret-santa/?exclusions=${full(1000)}`);
      const field = (label: string) => document.getElementById([...document.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor)!;
      const shownAlerts = () => [...document.querySelectorAll('[role="alert"]')].map((a) => plain(a.textContent));
      const add = screen.getByText('Ajouter l’exclusion').closest('button')!;
      expect(chips('Exclusions ajoutées')).toBe(1000);
      await user.click(field('Personne 1'));
      await user.paste('Alice');
      await user.click(field('Personne 2'));
      await user.paste('Bob');
      await user.click(add);
      expect(shownAlerts()).toEqual(['Limite atteinte : 1 000 exclusions au plus. Retirez-en une pour en ajouter une autre.']);
      expect(chips('Exclusions ajoutées')).toBe(1000);
      await user.click(document.querySelector('button[aria-label="Retirer l’exclusion entre P0 et Q0"]')!);
      expect(shownAlerts()).toEqual([]);
      await user.click(add);
      expect(chips('Exclusions ajoutées')).toBe(1000);
      expect(document.querySelector('button[aria-label="Retirer l’exclusion entre Alice et Bob"]')).not.toBeNull();
    });

    it('shows the first 1 000 constraints of a longer list from a link, and says how many it left out', () => {
      renderTool('secret-santa', <SecretSantaTool />, undefined, `/secret-santa/?exclusions=${full(1002)}&paires=${full(1001)}`);
      expect(chips('Exclusions ajoutées')).toBe(1000);
      expect(chips('Paires forcées ajoutées')).toBe(1000);
      expect([...document.querySelectorAll('.notice')].map((n) => plain(n.textContent))).toEqual([
        '2 exclusions du lien ou de cet appareil n’ont pas pu être reprises : 1 000 exclusions au plus, de noms de 200 caractères au plus.',
        '1 paire forcée du lien ou de cet appareil n’a pas pu être reprise : 1 000 paires au plus, de noms de 200 caractères au plus.',
      ]);
    });

    it('draws, shows and links names without their bidirectional override', async () => {
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool rng={seededRandom(7)} />);
      await user.click(participants());
      await user.paste('Alice\u202eecnelaV\nBob\u2066\nChloé');
      await user.click(generate());
      await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
      expect(rows().map(([giver]) => giver)).toEqual(['AliceecnelaV', 'Bob', 'Chloé']);
      expect(document.querySelector('.santa-results')!.textContent).not.toMatch(/[\u202e\u2066]/);
      await user.click(screen.getByRole('button', { name: 'Copier le lien d’AliceecnelaV' }));
      const { decodeReveal } = await import('./revealLink');
      const link = await navigator.clipboard.readText();
      expect(decodeReveal(link.slice(link.indexOf('#')))).toMatchObject({ ok: true, reveal: { giver: 'AliceecnelaV' } });
    });

    it('shows a reveal link’s names without their bidirectional override', async () => {
      const { encodeReveal } = await import('./revealLink');
      window.location.hash = `#${encodeReveal({ giver: 'Alice\u202eecnelaV', receiver: 'Bob\u202e', budget: 20 }, seededRandom(8))}`;
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool />);
      expect(await screen.findByRole('heading', { name: 'Bonjour AliceecnelaV,' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Révéler mon tirage' }));
      expect(screen.getByTestId('santa-reveal-receiver').textContent).toBe('Bob');
    });
  });

  describe('event details, reveal links and exclusions', () => {
    afterEach(() => {
      window.location.hash = '';
    });

    it('adds a one-way exclusion, shown with its direction, and honours it', async () => {
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool rng={seededRandom(4)} />);
      await user.type(participants(), 'A{Enter}B{Enter}C');
      await user.type(screen.getByLabelText('Personne 1'), 'A');
      await user.type(screen.getByLabelText('Personne 2'), 'B');
      await user.click(screen.getByRole('checkbox', { name: 'Dans un seul sens (1 n’offre pas à 2)' }));
      await user.click(screen.getByRole('button', { name: 'Ajouter l’exclusion' }));
      const chips = screen.getByRole('list', { name: 'Exclusions ajoutées' });
      expect(plain(chips.textContent)).toContain('A ↛n’offre pas à B');
      expect(screen.getByRole('button', { name: 'Retirer l’exclusion A n’offre pas à B' })).toBeInTheDocument();
      await user.click(generate());
      await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
      // A ↛ B leaves one valid assignment: A → C → B → A.
      expect(rows()).toEqual([
        ['A', 'C'],
        ['B', 'A'],
        ['C', 'B'],
      ]);
      expect(plain(screen.getByText(/Tirage équitable/).textContent)).toContain('parmi 1 combinaison valide');
    });

    it('carries the budget and date into the copied message, and validates them in French', async () => {
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool rng={seededRandom(2)} />, undefined, '/secret-santa/?participants=Marie%0APaul%0AZo%C3%A9&budget=vingt');
      await user.click(generate());
      expect(alerts()).toContain('Budget invalide : saisissez un montant en euros, par exemple 20');
      expect(screen.queryByRole('button', { name: 'Tout afficher' })).toBeNull();
      const budget = screen.getByLabelText('Budget par cadeau (facultatif)');
      await user.clear(budget);
      await user.type(budget, '20');
      const date = screen.getByLabelText('Date de l’échange (facultatif)');
      expect(date).toHaveAttribute('type', 'date');
      await user.type(date, '2026-12-19');
      await user.click(generate());
      await user.click(screen.getByRole('button', { name: 'Copier le tirage de Marie' }));
      expect(await navigator.clipboard.readText()).toMatch(/^Secret Santa\u00a0: Marie, tu offres un cadeau à (Paul|Zoé), budget 20\u00a0€, échange le 19 décembre 2026\.$/);
    });

    it('gives one secret link per participant, without showing receivers, that reveals only that assignment', async () => {
      const user = userEvent.setup();
      const view = renderTool('secret-santa', <SecretSantaTool rng={seededRandom(5)} />, undefined, '/secret-santa/?participants=Marie%0APaul%0AZo%C3%A9%0AL%C3%A9o&budget=15');
      await user.click(generate());
      const section = screen.getByRole('region', { name: 'Un lien secret par participant' });
      const buttons = within(section).getAllByRole('button');
      expect(buttons.map((b) => plain(b.textContent))).toEqual(['Copier le lien de Marie', 'Copier le lien de Paul', 'Copier le lien de Zoé', 'Copier le lien de Léo']);
      await user.click(within(section).getByRole('button', { name: 'Copier le lien de Marie' }));
      const link = await navigator.clipboard.readText();
      expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/secret-santa\/#tirage=[A-Za-z0-9_-]+$/);
      // The section shows the buttons and the explanation only: no receiver, no link.
      let rest = plain(section.textContent);
      for (const button of buttons) rest = rest.replace(plain(button.textContent), '');
      expect(rest).not.toMatch(/Marie|Paul|Zoé|Léo/);
      expect(section.textContent).not.toContain('#tirage');
      await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
      const receiver = rows().find(([giver]) => giver === 'Marie')![1];
      view.unmount();

      window.location.hash = link.slice(link.indexOf('#'));
      renderTool('secret-santa', <SecretSantaTool />);
      expect(await screen.findByRole('heading', { name: 'Bonjour Marie,' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Participants (un par ligne)')).toBeNull();
      expect(screen.queryByTestId('santa-reveal-receiver')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Révéler mon tirage' }));
      expect(screen.getByTestId('santa-reveal-receiver')).toHaveTextContent(receiver);
      expect(plain(screen.getByText(/^Budget/).textContent)).toBe('Budget : 15 €');
    });

    it('a participant’s link shows their reveal only: no description, how-to, explanations, star or organiser’s controls', async () => {
      const { encodeReveal } = await import('./revealLink');
      window.location.hash = `#${encodeReveal({ giver: 'Marie', receiver: 'Paul', budget: 15 }, seededRandom(3))}`;
      await toolView(byId(TOOLS, 'secret-santa')!).preload();
      renderApp('/secret-santa/');
      expect(await screen.findByRole('heading', { name: 'Bonjour Marie,' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Générateur de Secret Santa' })).toBeInTheDocument();
      for (const heading of ['Comment faire', 'À propos de cet outil', /^Qu’est-ce que c’est/]) expect(screen.queryByRole('heading', { name: heading })).toBeNull();
      expect(document.querySelector('.tool__description')).toBeNull();
      expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Copier le lien|Réinitialiser|Générer/ })).toBeNull();
      expect(screen.queryByLabelText('Participants (un par ligne)')).toBeNull();
      expect(screen.getByRole('link', { name: 'Organiser mon propre Secret Santa' })).toHaveAttribute('href', '/secret-santa/');
      expect(screen.getByRole('button', { name: 'Révéler mon tirage' })).toBeInTheDocument();
    });

    it('links point to the public website from the extension too', async () => {
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool rng={seededRandom(5)} />, testPlatform({ target: 'extension' }), '/secret-santa/?participants=Marie%0APaul%0AZo%C3%A9');
      await user.click(generate());
      await user.click(screen.getByRole('button', { name: 'Copier le lien de Paul' }));
      expect(await navigator.clipboard.readText()).toMatch(new RegExp(`^${siteConfig.siteUrl.replace(/\./g, '\\.')}/secret-santa/#tirage=[A-Za-z0-9_-]+$`));
    });

    it('shows a French error for a damaged link, never the organiser view', async () => {
      window.location.hash = '#tirage=abc%3Cscript%3E';
      renderTool('secret-santa', <SecretSantaTool />);
      expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de Secret Santa est incomplet ou abîmé');
      expect(screen.queryByLabelText('Participants (un par ligne)')).toBeNull();
    });

    it('opens a crafted address with participants, exclusions (one way included), pairs, budget and date', () => {
      const exclusions = encodeURIComponent(JSON.stringify([['A', 'B'], ['C', 'D', 'sens-unique']]));
      const pairs = encodeURIComponent(JSON.stringify([['D', 'A']]));
      renderTool('secret-santa', <SecretSantaTool />, undefined, `/secret-santa/?participants=A%0AB%0AC%0AD&exclusions=${exclusions}&paires=${pairs}&budget=25&date=2026-12-18`);
      expect(participants()).toHaveValue('A\nB\nC\nD');
      expect(plain(screen.getByRole('list', { name: 'Exclusions ajoutées' }).textContent)).toBe('A ↔et BC ↛n’offre pas à D');
      expect(plain(screen.getByRole('list', { name: 'Paires forcées ajoutées' }).textContent)).toBe('D →offre à A');
      expect(screen.getByLabelText('Budget par cadeau (facultatif)')).toHaveValue('25');
      expect(screen.getByLabelText('Date de l’échange (facultatif)')).toHaveValue('2026-12-18');
    });

    it('a hostile address gives empty constraints and French errors, never a crash', async () => {
      const user = userEvent.setup();
      renderTool('secret-santa', <SecretSantaTool />, undefined, '/secret-santa/?participants=A%0AB%0AC&exclusions=%5B%5B1%2C2%5D%5D&paires=%7B%22__proto__%22%3A1%7D&date=2026-13-45&budget=1e9');
      expect(screen.queryByRole('list', { name: 'Exclusions ajoutées' })).toBeNull();
      expect(screen.queryByRole('list', { name: 'Paires forcées ajoutées' })).toBeNull();
      expect(plain(document.querySelector('.notice')?.textContent)).toBe(
        '1 exclusion du lien ou de cet appareil n’a pas pu être reprise : 1 000 exclusions au plus, de noms de 200 caractères au plus.',
      );
      await user.click(generate());
      expect(alerts()).toEqual(expect.arrayContaining(['Le budget doit être compris entre 1 € et 10 000 €', 'Date invalide : choisissez une date dans le calendrier']));
    });
  });
});
