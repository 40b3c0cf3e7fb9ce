import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import DuplicateRemoverTool from './DuplicateRemoverTool';
import { FREEZE_MS } from '../../tests/freeze';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);
const list = () => screen.getByLabelText('Liste (un élément par ligne)');
/** The result's table (it lays out only its visible rows: the first ones here). */
const output = () => screen.getByRole('table', { name: /^Résultat/ });
/** The lines the result's table shows, joined by line breaks. */
const shown = () =>
  [...output().querySelectorAll('[role="rowgroup"] + [role="rowgroup"] [role="row"]')].map((row) => [...row.querySelectorAll('.virtual-rows__cell')].map((cell) => cell.textContent).join('\t')).join('\n');
const detail = (label: string) => plain(screen.getByText(label).nextSibling?.textContent);
const counts = () => [detail('Lignes d’origine'), detail('Lignes uniques'), detail('Doublons supprimés')];

describe('DuplicateRemoverTool', () => {
  it('removes duplicates live, keeps the first occurrence in order, and counts', async () => {
    const user = userEvent.setup();
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    expect(value()).toBe('—');
    expect(screen.queryByText('Lignes d’origine')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    await user.type(list(), 'pomme{Enter}poire{Enter}pomme{Enter}kiwi{Enter}poire{Enter}pomme');
    expect(value()).toBe('3 doublons supprimés');
    expect(counts()).toEqual(['6', '3', '3']);
    expect(shown()).toBe('pomme\npoire\nkiwi');
    expect(plain(output().textContent)).toMatch(/^Résultat \(3 lignes\)/);
  });

  it('trims lines and drops empty ones, without counting them as duplicates', () => {
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    fireEvent.change(list(), { target: { value: '  a  \n\n   \n\tb\r\na \n' } });
    expect(value()).toBe('1 doublon supprimé');
    expect(counts()).toEqual(['3', '2', '1']);
    expect(shown()).toBe('a\nb');
    // The final line break is not a blank line: 2, not 3.
    expect(plain(screen.getByText(/vides ignorées/).textContent)).toBe('2 lignes vides ignorées.');
  });

  it('ignores case on demand, keeping the first spelling', async () => {
    const user = userEvent.setup();
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    fireEvent.change(list(), { target: { value: 'Paris\nPARIS\nLyon\nparis\nÉvry\névry' } });
    expect(value()).toBe('0 doublon supprimé');
    expect(shown()).toBe('Paris\nPARIS\nLyon\nparis\nÉvry\névry');
    const box = screen.getByRole('checkbox', { name: 'Ignorer la casse (Paris = PARIS)' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(value()).toBe('3 doublons supprimés');
    expect(counts()).toEqual(['6', '3', '3']);
    expect(shown()).toBe('Paris\nLyon\nÉvry');
    await user.click(box);
    expect(value()).toBe('0 doublon supprimé');
  });

  it('« Vider la liste » clears the input and keeps the focus in the tool', async () => {
    const user = userEvent.setup();
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    const clear = screen.getByRole('button', { name: 'Vider la liste' });
    expect(clear).toBeDisabled();
    await user.type(list(), 'a{Enter}a');
    expect(clear).toBeEnabled();
    await user.click(clear);
    expect(list()).toHaveValue('');
    expect(list()).toHaveFocus();
    expect(clear).toBeDisabled();
    expect(value()).toBe('—');
    expect(screen.queryByRole('table', { name: /^Résultat/ })).toBeNull();
  });

  it('copies the cleaned list', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    await user.type(list(), 'jean@exemple.fr{Enter}marie@exemple.fr{Enter}jean@exemple.fr');
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith('jean@exemple.fr\nmarie@exemple.fr');
    expect(screen.getByRole('button', { name: /^Copié\s!$/ })).toBeInTheDocument();
  });

  it('handles 100 000 lines, far past what a text area lays out, and shows the result in rows laid out as they scroll', async () => {
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    const lines = Array.from({ length: 100_000 }, (_, i) => `c${i % 60_000}@ex.fr`);
    const start = performance.now();
    fireEvent.change(list(), { target: { value: lines.join('\n') } });
    await waitFor(() => expect(counts()).toEqual(['100 000', '60 000', '40 000']));
    expect(value()).toBe('40 000 doublons supprimés');
    expect(performance.now() - start).toBeLessThan(FREEZE_MS);
    // Only the first rows are in the page; the table says how many there are.
    expect(output()).toHaveAttribute('aria-rowcount', '60001');
    expect(shown().split('\n').slice(0, 3)).toEqual(['c0@ex.fr', 'c1@ex.fr', 'c2@ex.fr']);
    expect(output().querySelectorAll('[role="row"]').length).toBeLessThan(40);
  });

  it('copies every line of a very long list, not only the preview', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    const lines = Array.from({ length: 2500 }, (_, i) => `ligne ${i}`);
    fireEvent.change(list(), { target: { value: [...lines, ...lines].join('\n') } });
    await waitFor(() => expect(value()).toBe('2 500 doublons supprimés'));
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith(lines.join('\n'));
  });

  it('has the how-to and the about block', () => {
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
  });

  it('sorts A→Z and Z→A with French collation, and back to the original order', async () => {
    const user = userEvent.setup();
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    fireEvent.change(list(), { target: { value: 'zèbre\nÉcole\nabricot\necole' } });
    expect(shown()).toBe('zèbre\nÉcole\nabricot\necole');
    await user.click(screen.getByRole('radio', { name: 'A → Z' }));
    expect(shown()).toBe('abricot\necole\nÉcole\nzèbre');
    await user.click(screen.getByRole('radio', { name: 'Z → A' }));
    expect(shown()).toBe('zèbre\nÉcole\necole\nabricot');
    await user.click(screen.getByRole('radio', { name: 'Ordre d’origine' }));
    expect(shown()).toBe('zèbre\nÉcole\nabricot\necole');
  });

  it('shows the duplicated lines with how often each occurred', () => {
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(list(), { target: { value: 'kiwi\npomme\npomme\nkiwi\npomme\npoire' } });
    const table = document.querySelector('.dedupe-duplicates table')!;
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => plain(row.textContent));
    expect(rows).toEqual(['pomme3 fois', 'kiwi2 fois']);
    expect(plain(screen.getByRole('heading', { name: /Lignes en double/ }).textContent)).toBe('Lignes en double (2)');
  });

  it('normalises inner spaces on demand', async () => {
    const user = userEvent.setup();
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    fireEvent.change(list(), { target: { value: 'Jean   Dupont\nJean Dupont' } });
    expect(value()).toBe('0 doublon supprimé');
    await user.click(screen.getByRole('checkbox', { name: 'Normaliser les espaces intérieures' }));
    expect(value()).toBe('1 doublon supprimé');
    expect(shown()).toBe('Jean Dupont');
  });

  it('downloads the result as a UTF-8 .txt file', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderTool('duplicate-remover', <DuplicateRemoverTool />);
    expect(screen.queryByRole('button', { name: 'Télécharger en .txt' })).toBeNull();
    fireEvent.change(list(), { target: { value: 'été\nœuf\nété' } });
    await user.click(screen.getByRole('button', { name: 'Télécharger en .txt' }));
    // The download's code loads on the click (components/lib/saveFile.ts).
    await vi.waitFor(() => expect(names).toEqual(['liste-sans-doublons.txt']));
    expect(await blobs[0]!.text()).toBe('été\r\nœuf\r\n');
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });

  it('opens with the inputs of a crafted address (the extension’s context menu sends `liste`)', () => {
    renderTool('duplicate-remover', <DuplicateRemoverTool />, undefined, '/doublons/?liste=b%0Aa%0Ab&tri=a-z&casse=oui&espaces=oui');
    expect(list()).toHaveValue('b\na\nb');
    expect(shown()).toBe('a\nb');
    expect(screen.getByRole('radio', { name: 'A → Z' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ignorer la casse (Paris = PARIS)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Normaliser les espaces intérieures' })).toBeChecked();
  });

  it('a hostile address gives the defaults, never a crash', () => {
    renderTool('duplicate-remover', <DuplicateRemoverTool />, undefined, '/doublons/?tri=__proto__&casse=peut-etre&espaces=%7B%7D&liste=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(screen.getByRole('radio', { name: 'Ordre d’origine' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ignorer la casse (Paris = PARIS)' })).not.toBeChecked();
    expect(shown()).toBe('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
  });
});
