import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRandom, type RandomSource } from '../../components/lib/random';
import { renderTool, testPlatform } from '../../tests/renderApp';
import PasswordGeneratorTool from './PasswordGeneratorTool';
import { CHARACTER_SETS } from './passwordGenerator';
import { frenchWords } from './passphrase';
import { LoadTimeout } from '../../components/lib/onDemand';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const password = () => screen.getByTestId('result-value').textContent ?? '';
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const listed = () => [...document.querySelectorAll('.password-list__value')].map((el) => el.textContent!);
const has = (value: string, set: string) => [...value].some((ch) => set.includes(ch));

describe('PasswordGeneratorTool', () => {
  afterEach(() => vi.restoreAllMocks());

  it('generates a 10-character password with the four classes by default, with strength and entropy', () => {
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(1)} />);
    expect(screen.getByRole('slider', { name: 'Longueur' })).toHaveValue('10');
    expect(screen.getByRole('slider', { name: 'Longueur' })).toHaveAttribute('aria-valuetext', '10\u00a0caractères');
    for (const name of [/Majuscules/, /Minuscules/, /Chiffres/, /Symboles/]) expect(checkbox(name)).toBeChecked();
    const value = password();
    expect(value).toHaveLength(10);
    for (const set of Object.values(CHARACTER_SETS)) expect(has(value, set)).toBe(true);
    expect(screen.getByText('Fort')).toBeInTheDocument();
    expect(plain(screen.getByText(/bits$/).textContent)).toBe('61,1 bits');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the real crypto source when no source is given', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    renderTool('password-generator', <PasswordGeneratorTool />);
    expect(password()).toMatch(/^[A-Za-z0-9@#$%&*+\-=?!]{10}$/);
    // The shared buffer may already hold values from another test; a new password still draws from crypto eventually.
    for (let i = 0; i < 30; i++) fireEvent.click(screen.getByRole('button', { name: 'Régénérer' }));
    expect(spy).toHaveBeenCalled();
  });

  it('regenerates on « Régénérer » and on every option change', async () => {
    const user = userEvent.setup();
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(2)} />);
    const first = password();
    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    const second = password();
    expect(second).not.toBe(first);

    await user.click(checkbox(/Symboles/));
    const third = password();
    expect(third).not.toBe(second);
    expect(has(third, CHARACTER_SETS.symbols)).toBe(false);
    expect(screen.getByText('Moyen')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('slider', { name: 'Longueur' }), { target: { value: '16' } });
    expect(password()).toHaveLength(16);
    expect(screen.getByRole('slider', { name: 'Longueur' })).toHaveAttribute('aria-valuetext', '16\u00a0caractères');
    expect(screen.getByText('Fort')).toBeInTheDocument();
    await user.click(checkbox(/Symboles/));
    expect(screen.getByText('Très fort')).toBeInTheDocument();
    expect(plain(screen.getByText(/bits$/).textContent)).toBe('98,8 bits');
  });

  it('keeps each chosen class and only those, over many regenerations', async () => {
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(3)} />);
    fireEvent.click(checkbox(/Majuscules/));
    fireEvent.change(screen.getByRole('slider', { name: 'Longueur' }), { target: { value: '8' } });
    for (let i = 0; i < 50; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Régénérer' }));
      const value = password();
      expect(value).toHaveLength(8);
      expect(has(value, CHARACTER_SETS.uppercase)).toBe(false);
      for (const set of [CHARACTER_SETS.lowercase, CHARACTER_SETS.numbers, CHARACTER_SETS.symbols]) expect(has(value, set)).toBe(true);
    }
  });

  it('asks for at least one class when all are unchecked', async () => {
    const user = userEvent.setup();
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(4)} />);
    for (const name of [/Majuscules/, /Minuscules/, /Chiffres/, /Symboles/]) await user.click(checkbox(name));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner au moins un type de caractères');
    expect(password()).toBe('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Régénérer' })).toBeDisabled();
    await user.click(checkbox(/Chiffres/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(password()).toMatch(/^[0-9]{10}$/);
    expect(screen.getByText('Faible')).toBeInTheDocument();
  });

  it('says so when generation fails', () => {
    const broken: RandomSource = () => {
      throw new Error('no entropy');
    };
    renderTool('password-generator', <PasswordGeneratorTool rng={broken} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la génération du mot de passe');
    expect(password()).toBe('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
  });

  it('copies the password', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(5)} />);
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith(password());
    expect(screen.getByRole('button', { name: /^Copié\s!$/ })).toBeInTheDocument();
  });

  it('has the how-to naming the button and the about block', () => {
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(6)} />);
    expect(screen.getByText(/cliquez sur «\sRégénérer\s»/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
  });
});

describe('PasswordGeneratorTool: passphrases, look-alikes, several at once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a word list that cannot be loaded (or not in time) says so with « Réessayer », which brings the passphrase', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const loaded = vi.spyOn(frenchWords, 'loaded').mockReturnValue(undefined);
    vi.spyOn(frenchWords, 'load').mockRejectedValueOnce(new LoadTimeout());
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(5)} />);
    await user.click(screen.getByRole('radio', { name: 'Phrase de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La liste de mots français n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.');
    expect(password()).toBe('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    loaded.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(password().split('-')).toHaveLength(5));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });

  it('makes a passphrase of French words, with its entropy, once the list is loaded', async () => {
    const user = userEvent.setup();
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(11)} />);
    await user.click(screen.getByRole('radio', { name: 'Phrase de passe' }));
    await waitFor(() => expect(password()).toContain('-'));
    const { FRENCH_WORDS } = await import('./words/frenchWords');
    const phrase = password();
    expect(phrase.split('-')).toHaveLength(5);
    for (const word of phrase.split('-')) expect(FRENCH_WORDS).toContain(word);
    const perWord = Math.log2(FRENCH_WORDS.length);
    expect(plain(screen.getByText(/bits$/).textContent)).toBe(`${(5 * perWord).toFixed(1).replace('.', ',')} bits`);
    expect(screen.getByText('Fort')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Espace' }));
    await user.click(screen.getByRole('radio', { name: 'Initiale de chaque mot' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Nombre de mots' }), { target: { value: '7' } });
    expect(password().split(' ')).toHaveLength(7);
    for (const word of password().split(' ')) expect(word).toMatch(/^[A-Z][a-z]+$/);
    await user.click(screen.getByRole('checkbox', { name: 'Ajouter un chiffre à un mot au hasard' }));
    expect(password()).toMatch(/\d/);
    expect(screen.getByText('Très fort')).toBeInTheDocument();
  });

  it('excludes look-alike characters on request', async () => {
    const user = userEvent.setup();
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(12)} />);
    await user.click(screen.getByRole('checkbox', { name: /Exclure les caractères qui se ressemblent/ }));
    fireEvent.change(screen.getByRole('slider', { name: 'Longueur' }), { target: { value: '32' } });
    for (let i = 0; i < 30; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Régénérer' }));
      expect(password()).not.toMatch(/[0Oo1lI|]/);
    }
  });

  it('generates several passwords, each with its own copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(13)} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Nombre de mots de passe' }), { target: { value: '4' } });
    const items = listed();
    expect(items).toHaveLength(4);
    expect(new Set(items).size).toBe(4);
    await act(async () => {
      screen.getByRole('button', { name: 'Copier le mot de passe 3' }).click();
    });
    expect(writeText).toHaveBeenLastCalledWith(items[2]);
    await act(async () => {
      screen.getByRole('button', { name: 'Tout copier' }).click();
    });
    expect(writeText).toHaveBeenLastCalledWith(items.join('\n'));
  });

  it('opens with the options of a crafted address; the passwords never go to the address or the device', async () => {
    renderTool(
      'password-generator',
      <PasswordGeneratorTool rng={seededRandom(14)} />,
      testPlatform(),
      '/mot-de-passe/?mode=phrase&mots=6&separateur=point&capitales=un-mot&chiffre=oui&nombre=3',
    );
    await waitFor(() => expect(listed()).toHaveLength(3));
    const items = listed();
    expect(items).toHaveLength(3);
    for (const phrase of items) {
      expect(phrase.split('.')).toHaveLength(6);
      expect(phrase).toMatch(/\d/);
    }
    expect(screen.getByRole('button', { name: 'Copier la phrase de passe 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Régénérer' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const stored = localStorage.getItem('outilo:inputs:password-generator') ?? '';
    for (const phrase of listed()) {
      expect(stored).not.toContain(phrase);
      expect(window.location.href).not.toContain(phrase);
    }
  });

  it('a hostile address falls back to the defaults, never a crash', () => {
    renderTool(
      'password-generator',
      <PasswordGeneratorTool rng={seededRandom(15)} />,
      testPlatform(),
      '/mot-de-passe/?mode=__proto__&longueur=9999&nombre=-3&majuscules=%3Cb%3E&mots=1e3&separateur=constructor',
    );
    expect(screen.getByRole('radio', { name: 'Mot de passe' })).toBeChecked();
    expect(password()).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: /Majuscules/ })).toBeChecked();
    expect(plain(document.body.textContent)).not.toMatch(/NaN|Infinity|undefined/);
  });
});
