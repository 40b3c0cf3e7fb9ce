import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import WordCounterTool from './WordCounterTool';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const stat = (key: string) => plain(screen.getByTestId(`stat-${key}`).textContent);
const stats = () => ({
  words: stat('words'),
  chars: stat('chars'),
  charsNoSpaces: stat('charsNoSpaces'),
  sentences: stat('sentences'),
  paragraphs: stat('paragraphs'),
});
const area = () => screen.getByLabelText('Votre texte') as HTMLTextAreaElement;

describe('WordCounterTool', () => {
  it('shows five zero counts for an empty text, each labelled', () => {
    renderTool('word-counter', <WordCounterTool />);
    expect(area().tagName).toBe('TEXTAREA');
    expect(stats()).toEqual({ words: '0', chars: '0', charsNoSpaces: '0', sentences: '0', paragraphs: '0' });
    for (const label of ['Mots', 'Caractères', 'Caractères sans espaces', 'Phrases', 'Paragraphes']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Effacer' })).toBeDisabled();
  });

  it('counts live as the user types, with French punctuation spacing adding no word', async () => {
    const user = userEvent.setup();
    renderTool('word-counter', <WordCounterTool />);
    await user.type(area(), 'Bonjour !');
    expect(stats()).toEqual({ words: '1', chars: '9', charsNoSpaces: '8', sentences: '1', paragraphs: '1' });
    await user.type(area(), ' Voici l’arc-en-ciel : 3 couleurs ?');
    expect(stat('words')).toBe('5');
    expect(stat('sentences')).toBe('2');
  });

  it('counts sentences on . ! ? and paragraphs on blank lines', () => {
    renderTool('word-counter', <WordCounterTool />);
    fireEvent.change(area(), {
      target: { value: 'Premier paragraphe. Deux phrases !\n\nDeuxième ? Oui.\nToujours le deuxième.\n\n\n« Troisième » — fin' },
    });
    expect(stats()).toEqual({ words: '11', chars: '95', charsNoSpaces: '77', sentences: '6', paragraphs: '3' });
  });

  it('counts characters as the user sees them', () => {
    renderTool('word-counter', <WordCounterTool />);
    fireEvent.change(area(), { target: { value: 'e\u0301te\u0301 👍🏽 👨‍👩‍👧 🇫🇷' } });
    expect(stat('chars')).toBe('9');
    expect(stat('charsNoSpaces')).toBe('6');
    expect(stat('words')).toBe('1');
  });

  it('« Effacer » empties the text, resets the counts and puts the focus back in the text area', async () => {
    const user = userEvent.setup();
    renderTool('word-counter', <WordCounterTool />);
    await user.type(area(), 'Un deux trois.');
    expect(stat('words')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(area()).toHaveValue('');
    expect(area()).toHaveFocus();
    expect(stats()).toEqual({ words: '0', chars: '0', charsNoSpaces: '0', sentences: '0', paragraphs: '0' });
  });

  it('copies a summary of the counts', async () => {
    const user = userEvent.setup();
    renderTool('word-counter', <WordCounterTool />);
    await user.type(area(), 'Un texte court.');
    await user.click(screen.getByRole('button', { name: 'Copier les statistiques' }));
    expect(await navigator.clipboard.readText()).toBe(
      'Mots\u00a0: 3\nCaractères\u00a0: 15\nCaractères sans espaces\u00a0: 13\nPhrases\u00a0: 1\nParagraphes\u00a0: 1',
    );
    expect(screen.getByRole('button', { name: /^Copié\s! les statistiques$/ })).toBeInTheDocument();
  });

  it('handles a 1 MB paste, grouping thousands the French way', async () => {
    renderTool('word-counter', <WordCounterTool />);
    const paragraph = 'Le référencement naturel demande du temps. Publiez souvent !\n\n';
    const big = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length));
    const started = performance.now();
    act(() => {
      fireEvent.change(area(), { target: { value: big } });
    });
    await waitFor(() => expect(stat('paragraphs')).not.toBe('0'));
    const elapsed = performance.now() - started;
    const copies = Math.ceil(1_000_000 / paragraph.length);
    expect(stat('words')).toBe(plain((copies * 8).toLocaleString('fr-FR')));
    expect(stat('sentences')).toBe(plain((copies * 2).toLocaleString('fr-FR')));
    expect(stat('paragraphs')).toBe(plain(copies.toLocaleString('fr-FR')));
    expect(stat('chars')).toBe(plain(big.length.toLocaleString('fr-FR')));
    expect(elapsed).toBeLessThan(5000);
  });

  it('has the how-to and the about block', () => {
    renderTool('word-counter', <WordCounterTool />);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
  });
});
