import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRandom, type RandomSource } from '../../components/lib/random';
import { renderTool } from '../../tests/renderApp';
import PasswordGeneratorTool from './PasswordGeneratorTool';
import { CHARACTER_SETS } from './passwordGenerator';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const password = () => screen.getByTestId('result-value').textContent ?? '';
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const has = (value: string, set: string) => [...value].some((ch) => set.includes(ch));

describe('PasswordGeneratorTool', () => {
  afterEach(() => vi.restoreAllMocks());

  it('generates a 10-character password with the four classes by default, with strength and entropy', () => {
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(1)} />);
    expect(screen.getByRole('slider')).toHaveValue('10');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '10\u00a0caractères');
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

    fireEvent.change(screen.getByRole('slider'), { target: { value: '16' } });
    expect(password()).toHaveLength(16);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '16\u00a0caractères');
    expect(screen.getByText('Fort')).toBeInTheDocument();
    await user.click(checkbox(/Symboles/));
    expect(screen.getByText('Très fort')).toBeInTheDocument();
    expect(plain(screen.getByText(/bits$/).textContent)).toBe('98,8 bits');
  });

  it('keeps each chosen class and only those, over many regenerations', async () => {
    renderTool('password-generator', <PasswordGeneratorTool rng={seededRandom(3)} />);
    fireEvent.click(checkbox(/Majuscules/));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '8' } });
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
