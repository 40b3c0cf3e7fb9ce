import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import { MAX_TEXT_LINES } from '../../components/fields/largeText';
import { FREEZE_MS } from '../../tests/freeze';
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
      'Mots\u00a0: 3\nCaractères\u00a0: 15\nCaractères sans espaces\u00a0: 13\nPhrases\u00a0: 1\nParagraphes\u00a0: 1\nTemps de lecture\u00a0: 1\u00a0s\nTemps de parole\u00a0: 2\u00a0s',
    );
    expect(screen.getByRole('button', { name: /^Copié\s! les statistiques$/ })).toBeInTheDocument();
  });

  it('counts 1 MB off the page, grouping thousands the French way, and refuses a text past the hard limit, keeping the one there', async () => {
    renderTool('word-counter', <WordCounterTool />);
    const paragraph = 'Le référencement naturel demande du temps, de la patience et des contenus utiles. Publiez souvent !\n\n';
    const copies = Math.floor(1_048_576 / paragraph.length);
    const big = paragraph.repeat(copies);
    const started = performance.now();
    act(() => {
      fireEvent.change(area(), { target: { value: big } });
    });
    await waitFor(() => expect(stat('paragraphs')).not.toBe('0'));
    const elapsed = performance.now() - started;
    expect(stat('words')).toBe(plain((copies * 15).toLocaleString('fr-FR')));
    expect(stat('sentences')).toBe(plain((copies * 2).toLocaleString('fr-FR')));
    expect(stat('paragraphs')).toBe(plain(copies.toLocaleString('fr-FR')));
    expect(stat('chars')).toBe(plain(big.length.toLocaleString('fr-FR')));
    expect(elapsed).toBeLessThan(FREEZE_MS);
  });

  it('refuses a text past the hard limit before any work, in French, and keeps the text that was there', () => {
    renderTool('word-counter', <WordCounterTool />);
    fireEvent.change(area(), { target: { value: 'Bonjour à tous.' } });
    const huge = 'a\n'.repeat(MAX_TEXT_LINES);
    fireEvent.change(area(), { target: { value: huge } });
    expect(plain(screen.getByRole('alert').textContent)).toBe(
      `Texte trop long : 2 000 000 lignes au plus (celui-ci en compte 2 000 001). Le texte précédent est conservé.`,
    );
    expect(area().value).toBe('Bonjour à tous.');
    expect(stat('words')).toBe('3');
  });

  it('has the how-to and the about block', () => {
    renderTool('word-counter', <WordCounterTool />);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
  });

  it('shows reading and speaking time (3 000 words: 12 min 37 s at 238 words/min, 20 min at 150)', async () => {
    renderTool('word-counter', <WordCounterTool />);
    fireEvent.change(area(), { target: { value: 'mot '.repeat(3000) } });
    // 3 000 × 60 ÷ 238 = 756,3 s → 757 s = 12 min 37 s, shown as 13 min (whole minutes from 10 min up).
    await waitFor(() => expect(stat('reading')).toBe('13 min'));
    expect(stat('speaking')).toBe('20 min');
    fireEvent.change(area(), { target: { value: 'mot '.repeat(400) } });
    // 400 × 60 ÷ 238 = 100,8 s → 1 min 41 s; 400 ÷ 150 = 2 min 40 s.
    expect(stat('reading')).toBe('1 min 41 s');
    expect(stat('speaking')).toBe('2 min 40 s');
  });

  it('lists the most frequent words without French stop words, with their density', () => {
    renderTool('word-counter', <WordCounterTool />);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(area(), { target: { value: 'Le SEO et le SEO local : le référencement local pour le commerce.' } });
    // 12 words; seo 2 (16,7 %), local 2, référencement 1 (8,3 %), commerce 1.
    const rows = [...screen.getByRole('table').querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((td) => plain(td.textContent)));
    expect(rows).toEqual([
      ['seo', '2', '16,7 %'],
      ['local', '2', '16,7 %'],
      ['référencement', '1', '8,3 %'],
      ['commerce', '1', '8,3 %'],
    ]);
  });

  it('shows live, accessible length gauges for a title, a meta description, X and LinkedIn', () => {
    renderTool('word-counter', <WordCounterTool />);
    const meters = screen.getAllByRole('meter');
    expect(meters.map((m) => m.getAttribute('aria-valuemax'))).toEqual(['60', '160', '280', '3000']);
    expect(screen.getByRole('meter', { name: 'Balise title' })).toHaveAttribute('aria-valuetext', '0\u00a0/\u00a060');
    fireEvent.change(area(), { target: { value: `${'a'.repeat(65)} 👍🏽 https://exemple.fr/une-adresse-tres-longue-de-plus-de-23-caracteres` } });
    // 65 + 1 + 1 emoji (one character) + 1 + 67 characters of link = 135 characters; on X: 65 + 1 + 2 + 1 + 23 = 92.
    expect(plain(screen.getByTestId('gauge-title').textContent)).toBe('135 / 60');
    const title = screen.getByRole('meter', { name: 'Balise title' });
    expect(title).toHaveAttribute('aria-valuenow', '60');
    expect(plain(title.getAttribute('aria-valuetext'))).toBe('135 / 60, 75 de trop');
    expect(title.parentElement).toHaveClass('length-gauge--over');
    expect(plain(screen.getByTestId('gauge-meta').textContent)).toBe('135 / 160');
    expect(plain(screen.getByTestId('gauge-x').textContent)).toBe('92 / 280');
    expect(plain(screen.getByTestId('gauge-linkedin').textContent)).toBe('135 / 3 000');
  });

  it('opens with the text of a crafted address (`texte`, the extension’s context menu contract)', () => {
    renderTool('word-counter', <WordCounterTool />, undefined, '/compteur-mots/?texte=Bonjour%20le%20monde%20!');
    expect(area()).toHaveValue('Bonjour le monde !');
    expect(stat('words')).toBe('3');
  });

  it('a hostile address is only text', () => {
    renderTool('word-counter', <WordCounterTool />, undefined, '/compteur-mots/?texte=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&texte=2&__proto__=x');
    expect(area()).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(stat('words')).toBe('3');
  });
});
