import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../components/lib/random';
import { renderTool, testPlatform } from '../../tests/renderApp';
import RandomDrawTool from './RandomDrawTool';
import { RANDOM_DRAW_ERRORS } from './randomDraw';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const list = () => screen.getByLabelText('Participants (un par ligne)');
const count = () => screen.getByLabelText('Nombre de gagnants');
const drawButton = () => screen.getByRole('button', { name: 'Lancer le tirage' });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('RandomDrawTool', () => {
  it('draws one winner by default from the trimmed non-empty lines', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(1)} />);
    expect(count()).toHaveValue('1');
    await user.type(list(), '  Alice  {Enter}{Enter}Bastien{Enter}   {Enter}Chloé');
    expect(plain(screen.getByText(/participants$/).textContent)).toBe('3 participants');
    await user.click(drawButton());
    const winner = screen.getByTestId('result-value').textContent;
    expect(['Alice', 'Bastien', 'Chloé']).toContain(winner);
    expect(screen.getByRole('heading', { name: 'Gagnant' })).toBeInTheDocument();
    // French usage: « le 22/11/2026 à 14:05:09 », with « à » between the date and the time.
    expect(plain(screen.getByText(/^Tirage parmi/).textContent)).toMatch(/^Tirage parmi 3 participations, le \d\d\/\d\d\/\d{4} à \d\d:\d\d:\d\d\.$/);
  });

  it('draws several distinct winners, numbered in draw order, and copies them', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(2)} />);
    const names = Array.from({ length: 8 }, (_, i) => `Personne ${i + 1}`);
    await user.type(list(), names.join('{Enter}'));
    await user.clear(count());
    await user.type(count(), '5');
    await user.click(drawButton());
    expect(plain(screen.getByTestId('result-value').textContent)).toBe('5 gagnants');
    const items = within(screen.getByRole('list', { name: 'Liste des gagnants' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.querySelector('.draw-winners__rank')?.textContent)).toEqual(['1er', '2e', '3e', '4e', '5e']);
    const winners = items.map((li) => li.querySelector('.draw-winners__name')?.textContent ?? '');
    expect(new Set(winners).size).toBe(5);
    for (const w of winners) expect(names).toContain(w);
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith(winners.map((w, i) => `${i + 1}. ${w}`).join('\n'));
  });

  it('all participants can be drawn: n winners among n is a permutation', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(3)} />);
    await user.type(list(), 'a{Enter}b{Enter}c');
    await user.clear(count());
    await user.type(count(), '3');
    await user.click(drawButton());
    const names = [...document.querySelectorAll('.draw-winners__name')].map((el) => el.textContent);
    expect([...names].sort()).toEqual(['a', 'b', 'c']);
  });

  it('shows the three SPEC messages', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(4)} />);
    expect(alerts()).toEqual([]);
    await user.click(drawButton());
    expect(alerts()).toEqual(['Veuillez entrer une liste de participants']);
    expect(screen.queryByTestId('result-value')).toBeNull();

    await user.type(list(), '   {Enter}\t{Enter}');
    await user.click(drawButton());
    expect(alerts()).toEqual(['Veuillez entrer une liste de participants']);

    await user.clear(list());
    await user.type(list(), 'Alice{Enter}Bastien');
    await user.clear(count());
    await user.type(count(), '0');
    expect(alerts()).toEqual(['Le nombre de gagnants doit être supérieur à 0']);
    await user.clear(count());
    await user.type(count(), '-2');
    expect(alerts()).toEqual(['Le nombre de gagnants doit être supérieur à 0']);
    await user.clear(count());
    await user.type(count(), '3');
    expect(alerts()).toEqual(['Le nombre de gagnants ne peut pas être supérieur au nombre de participants']);
    expect(count()).toHaveAttribute('aria-invalid', 'true');
    await user.click(drawButton());
    expect(screen.queryByTestId('result-value')).toBeNull();
  });

  it('rejects hostile winner counts with a French message, never NaN', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(5)} />);
    await user.type(list(), 'Alice{Enter}Bastien{Enter}Chloé');
    for (const raw of ['abc', '1,5', 'Infinity', '1e400', 'NaN', '   ']) {
      await user.clear(count());
      if (raw.trim()) await user.type(count(), raw);
      await user.click(drawButton());
      expect(alerts()).toHaveLength(1);
      expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
      expect(screen.queryByTestId('result-value')).toBeNull();
    }
  });

  it('warns about duplicated names instead of merging them', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(6)} />);
    await user.type(list(), 'Julie{Enter}Marc{Enter}julie {Enter}Julie');
    const warning = screen.getByRole('status');
    expect(warning).toHaveClass('notice');
    expect(plain(warning.textContent)).toBe('Attention : Julie apparaît 3 fois (chaque ligne compte comme une participation).');
    expect(plain(screen.getByText(/participants$/).textContent)).toBe('4 participants');
    await user.clear(count());
    await user.type(count(), '4');
    await user.click(drawButton());
    const lines = [...document.querySelectorAll('.draw-winners__line')].map((el) => el.textContent);
    expect([...lines].sort()).toEqual(['ligne 1', 'ligne 2', 'ligne 3', 'ligne 4']);
  });

  it('shows names as text, even hostile ones, and withdraws a draw when the list changes', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(7)} />);
    await user.type(list(), '<img src=x onerror=alert(1)>');
    await user.click(drawButton());
    expect(screen.getByTestId('result-value').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    await user.type(list(), '{Enter}Bob');
    expect(screen.queryByTestId('result-value')).toBeNull();
  });

  it('has the how-to naming the button', () => {
    renderTool('random-draw', <RandomDrawTool />);
    expect(screen.getByText(/Cliquez sur «\sLancer le tirage\s»/)).toBeInTheDocument();
  });
});

describe('RandomDrawTool: one chance per person, alternates, proof', () => {
  afterEach(() => vi.restoreAllMocks());

  it('merges duplicate lines when asked, and says how many', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(21)} />);
    await user.type(list(), 'Julie{Enter}Marc{Enter}julie {Enter}JULIE{Enter}Marc');
    await user.click(screen.getByRole('checkbox', { name: 'Une seule chance par personne' }));
    expect(plain(screen.getByRole('status').textContent)).toBe('3 lignes en double fusionnées : chaque personne n’a qu’une chance (2 participations).');
    expect(plain(screen.getByText(/participants$/).textContent)).toBe('2 participants');
    await user.clear(count());
    await user.type(count(), '3');
    expect(alerts()).toContain(RANDOM_DRAW_ERRORS.tooMany);
  });

  it('draws labelled alternates after the winners', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(22)} />);
    const names = ['Ana', 'Ben', 'Cléo', 'Dan', 'Eva', 'Fanny'];
    await user.type(list(), names.join('{Enter}'));
    await user.clear(count());
    await user.type(count(), '2');
    await user.clear(screen.getByLabelText('Nombre de suppléants'));
    await user.type(screen.getByLabelText('Nombre de suppléants'), '3');
    await user.click(drawButton());
    const winners = within(screen.getByRole('list', { name: 'Liste des gagnants' })).getAllByRole('listitem');
    const alternates = within(screen.getByRole('list', { name: 'Liste des suppléants' })).getAllByRole('listitem');
    expect(winners).toHaveLength(2);
    expect(alternates.map((li) => li.querySelector('.draw-winners__rank')!.textContent)).toEqual(['Suppléant 1', 'Suppléant 2', 'Suppléant 3']);
    const drawn = [...winners, ...alternates].map((li) => li.querySelector('.draw-winners__name')!.textContent);
    expect(new Set(drawn).size).toBe(5);
    for (const name of drawn) expect(names).toContain(name);
    await user.clear(screen.getByLabelText('Nombre de suppléants'));
    await user.type(screen.getByLabelText('Nombre de suppléants'), '5');
    expect(alerts()).toContain(RANDOM_DRAW_ERRORS.alternatesTooMany);
  });

  it('downloads a proof of the draw with the list’s SHA-256', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:preuve';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(23)} />);
    await user.type(list(), 'abc');
    await user.click(drawButton());
    // The list « abc » is the FIPS 180-2 vector: its SHA-256 is ba7816bf…
    await screen.findByText('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await user.click(screen.getByRole('button', { name: 'Télécharger la preuve du tirage' }));
    // The download's code loads on the click (components/lib/saveFile.ts).
    await vi.waitFor(() => expect(names[0]).toMatch(/^preuve-tirage-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.txt$/));
    const text = await blobs[0]!.text();
    expect(text).toContain('Empreinte SHA-256 de la liste\u00a0: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(text).toContain('Nombre de participations\u00a0: 1');
    expect(text).toContain('1. abc');
  });

  it('opens with a crafted address: list and options, never a winner', async () => {
    const user = userEvent.setup();
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(24)} />, testPlatform(), '/tirage-au-sort/?participants=Ana%0AAna%0ABen%0AChris&gagnants=1&suppleants=1&une-chance=oui');
    expect(list()).toHaveValue('Ana\nAna\nBen\nChris');
    expect(screen.getByRole('checkbox', { name: 'Une seule chance par personne' })).toBeChecked();
    expect(plain(screen.getByRole('status').textContent)).toContain('1 ligne en double fusionnée');
    expect(screen.queryByTestId('result-value')).toBeNull();
    await user.click(drawButton());
    expect(within(await screen.findByRole('list', { name: 'Liste des suppléants' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a hostile address gives French errors, never a crash', () => {
    renderTool('random-draw', <RandomDrawTool rng={seededRandom(25)} />, testPlatform(), '/tirage-au-sort/?participants=%3Cscript%3E&gagnants=__proto__&suppleants=-1e9&une-chance=constructor');
    expect(alerts()).toEqual(expect.arrayContaining([RANDOM_DRAW_ERRORS.notInteger, RANDOM_DRAW_ERRORS.alternatesNotInteger]));
    expect(screen.getByRole('checkbox', { name: 'Une seule chance par personne' })).not.toBeChecked();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
});
