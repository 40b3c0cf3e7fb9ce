import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import SlugTool, { ONLY_STOP_WORDS_NOTE } from './SlugTool';
import { FREEZE_MS } from '../../tests/freeze';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** The rows the table of slugs shows (its first ones), as [title, slug]. */
const rows = () =>
  [...screen.getByRole('table', { name: 'Slugs générés' }).querySelectorAll('[role="rowgroup"] + [role="rowgroup"] [role="row"]')].map((row) =>
    [...row.querySelectorAll('.virtual-rows__cell')].map((cell) => cell.textContent),
  );
const value = () => screen.getByTestId('result-value').textContent;
const input = () => screen.getByLabelText('Texte à transformer');
const detail = (label: string) => plain(screen.getByText(label).nextSibling?.textContent);

describe('SlugTool', () => {
  it('turns a French title into a slug live, with the default options', async () => {
    const user = userEvent.setup();
    renderTool('slug', <SlugTool />);
    expect(value()).toBe('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Tout en minuscules' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Supprimer les accents' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Supprimer les mots vides (le, la, de, et…)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Supprimer les chiffres' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tiret (-)' })).toBeChecked();
    await user.type(input(), 'L’été à Paris : 10 idées & bons plans !');
    expect(value()).toBe('l-ete-a-paris-10-idees-et-bons-plans');
    expect(detail('Longueur')).toBe('36 caractères');
  });

  it('applies every option', async () => {
    const user = userEvent.setup();
    renderTool('slug', <SlugTool />);
    await user.type(input(), 'Les 10 meilleures crèmes & sérums de l’Été 2024');
    expect(value()).toBe('les-10-meilleures-cremes-et-serums-de-l-ete-2024');
    await user.click(screen.getByRole('radio', { name: 'Tiret bas (_)' }));
    expect(value()).toBe('les_10_meilleures_cremes_et_serums_de_l_ete_2024');
    await user.click(screen.getByRole('checkbox', { name: 'Supprimer les mots vides (le, la, de, et…)' }));
    expect(value()).toBe('10_meilleures_cremes_serums_ete_2024');
    await user.click(screen.getByRole('checkbox', { name: 'Supprimer les chiffres' }));
    expect(value()).toBe('meilleures_cremes_serums_ete');
    await user.click(screen.getByRole('checkbox', { name: 'Supprimer les accents' }));
    expect(value()).toBe('meilleures_crèmes_sérums_été');
    await user.click(screen.getByRole('checkbox', { name: 'Tout en minuscules' }));
    expect(value()).toBe('meilleures_crèmes_sérums_Été');
    await user.click(screen.getByRole('radio', { name: 'Aucun' }));
    expect(value()).toBe('meilleurescrèmessérumsÉté');
  });

  it('says when nothing usable remains, and never offers to copy an empty slug', async () => {
    const user = userEvent.setup();
    renderTool('slug', <SlugTool />);
    await user.type(input(), '!!! ??? 🎉');
    expect(value()).toBe('—');
    expect(screen.getByText('Aucune lettre ni aucun chiffre utilisable dans ce texte.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
  });

  it('warns about a long slug', () => {
    renderTool('slug', <SlugTool />);
    fireEvent.change(input(), { target: { value: 'mot '.repeat(30) } });
    expect(value()).toHaveLength(119);
    expect(plain(screen.getByText(/^Ce slug est long/).textContent)).toBe('Ce slug est long : gardez les 3 à 5 mots qui portent le sens de la page.');
  });

  it('copies the slug', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('slug', <SlugTool />);
    await user.type(input(), 'Crème brûlée');
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith('creme-brulee');
    expect(screen.getByRole('button', { name: /^Copié\s!$/ })).toBeInTheDocument();
  });

  it('makes one slug per line, each on the row of its title, and copies them all', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('slug', <SlugTool />);
    await user.click(screen.getByRole('checkbox', { name: 'Un slug par ligne' }));
    const titles = screen.getByLabelText('Titres à transformer (un par ligne)');
    fireEvent.change(titles, { target: { value: 'Chaussures de running femme\r\nGuide du SEO local\n\n!!!\nL’été à Paris\n\n' } });
    expect(plain(value())).toBe('3 slugs');
    const expected = 'chaussures-de-running-femme\nguide-du-seo-local\n\n\nl-ete-a-paris';
    expect(rows()).toEqual([
      ['Chaussures de running femme', 'chaussures-de-running-femme'],
      ['Guide du SEO local', 'guide-du-seo-local'],
      ['', ''],
      ['!!!', ''],
      ['L’été à Paris', 'l-ete-a-paris'],
    ]);
    expect(plain(screen.getByText(/restent vides/).textContent)).toMatch(/^2 lignes restent vides/);
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith(expected);
  });

  it('shows the first rows of a list of 100 000 titles, laid out as they scroll, and copies every slug', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('slug', <SlugTool />);
    await user.click(screen.getByRole('checkbox', { name: 'Un slug par ligne' }));
    const titles = Array.from({ length: 100_000 }, (_, i) => `Titre numéro ${i}`);
    fireEvent.change(screen.getByLabelText('Titres à transformer (un par ligne)'), { target: { value: titles.join('\n') } });
    await waitFor(() => expect(plain(value())).toBe('100 000 slugs'), { timeout: FREEZE_MS });
    const slugs = titles.map((_, i) => `titre-numero-${i}`);
    expect(rows().slice(0, 2)).toEqual([
      ['Titre numéro 0', 'titre-numero-0'],
      ['Titre numéro 1', 'titre-numero-1'],
    ]);
    expect(screen.getByRole('table', { name: 'Slugs générés' })).toHaveAttribute('aria-rowcount', '100001');
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith(slugs.join('\n'));
  });

  it('stays fast on a text at the length limit', async () => {
    renderTool('slug', <SlugTool />);
    const start = performance.now();
    const text = 'Été & cœur 2024 ! '.repeat(200_000 / 20).padEnd(200_000, 'é');
    fireEvent.change(input(), { target: { value: text } });
    await waitFor(() => expect(value()!.startsWith('ete-et-coeur-2024-ete-et-coeur-2024')).toBe(true));
    expect(value()!.endsWith(`-2024-${'e'.repeat(20_000)}`)).toBe(true);
    expect(performance.now() - start).toBeLessThan(FREEZE_MS);
  });

  it('has the how-to and the about block', () => {
    renderTool('slug', <SlugTool />);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
  });

  it('says « seulement des mots vides » when every word is a stop word', async () => {
    const user = userEvent.setup();
    renderTool('slug', <SlugTool />);
    await user.click(screen.getByRole('checkbox', { name: 'Supprimer les mots vides (le, la, de, et…)' }));
    await user.type(input(), 'le de la');
    expect(await screen.findByText(ONLY_STOP_WORDS_NOTE.replace(/\u00a0/g, ' '), { normalizer: (t) => t.replace(/[\u00a0\s]+/g, ' ').trim() })).toBeInTheDocument();
  });
});
