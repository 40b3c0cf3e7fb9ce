import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool, testPlatform } from '../../tests/renderApp';
import VatTool from '../../tools/vat/VatTool';
import WordCounterTool from '../../tools/word-counter/WordCounterTool';
import { boolParam, choiceParam, intParam, jsonParam, MAX_REMEMBERED_CHARS, TOO_LONG_TO_REMEMBER, TOOL_STATE_DELAY } from './toolState';
import type { StoredItem } from '../../platform/storage/types';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const result = () => plain(screen.getByTestId('result-value').textContent);
const stored = (id: string) => JSON.parse(localStorage.getItem(`outilo:inputs:${id}`) ?? 'null');
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, TOOL_STATE_DELAY + 50)));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('codecs', () => {
  it('choices read their short names, refuse anything else and write back the same name', () => {
    const codec = choiceParam({ 'ttc-ht': 'ttc-to-ht', 'ht-ttc': 'ht-to-ttc' });
    expect(codec.parse('ht-ttc')).toBe('ht-to-ttc');
    expect(codec.format('ht-to-ttc')).toBe('ht-ttc');
    for (const hostile of ['', 'constructor', '__proto__', 'toString', 'ttc-to-ht', '<script>']) expect(codec.parse(hostile)).toBeUndefined();
    expect(choiceParam(['20', '5.5']).parse('5,5')).toBe('5.5');
  });

  it('booleans, bounded integers and JSON values never come back outside their domain', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const b = boolParam.parse(raw);
        expect(b === undefined || typeof b === 'boolean').toBe(true);
        const n = intParam(4, 64).parse(raw);
        expect(n === undefined || (Number.isInteger(n) && n >= 4 && n <= 64)).toBe(true);
        const list = jsonParam((v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined)).parse(raw);
        expect(list === undefined || Array.isArray(list)).toBe(true);
      }),
    );
    expect(intParam(4, 64).parse('12')).toBe(12);
    expect(intParam(4, 64).parse('1e3')).toBeUndefined();
    expect(boolParam.format(true)).toBe('oui');
  });

  it('round-trips every value through its text', () => {
    const codec = intParam(-1000, 1000);
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(codec.parse(codec.format(n))).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.boolean(), (b) => {
        expect(boolParam.parse(boolParam.format(b))).toBe(b);
      }),
    );
  });
});

describe('a tool’s inputs in the address and on the device', () => {
  it('opens with the inputs of its address (readable French names) and shows their result', async () => {
    renderTool('vat', <VatTool />, testPlatform(), '/ttc-ht/?montant=120&sens=ht-ttc&taux=5.5');
    expect(screen.getByLabelText('Montant HT')).toHaveValue('120');
    expect(screen.getByRole('radio', { name: 'HT vers TTC' })).toBeChecked();
    expect(result()).toBe('126,60 €');
  });

  it('a hostile or malformed address gives the tool’s own errors, never a crash', async () => {
    renderTool('vat', <VatTool />, testPlatform(), '/ttc-ht/?montant=%3Cimg%20src%3Dx%3E&sens=__proto__&taux=999');
    expect(screen.getByLabelText('Montant TTC')).toHaveValue('<img src=x>');
    expect(screen.getByRole('radio', { name: 'TTC vers HT' })).toBeChecked();
    expect(screen.getByText('Veuillez entrer un montant valide')).toBeInTheDocument();
    expect(result()).toBe('—');
  });

  it('remembers the last inputs and restores them on the next visit; « Réinitialiser » forgets them', async () => {
    const user = userEvent.setup();
    const first = renderTool('vat', <VatTool />);
    await user.type(screen.getByLabelText('Montant TTC'), '240');
    await user.click(screen.getByRole('radio', { name: /^10\s%$/ }));
    await pause();
    expect(stored('vat')).toEqual({ montant: '240', taux: '10' });
    first.unmount();

    renderTool('vat', <VatTool />);
    await waitFor(() => expect(screen.getByLabelText('Montant TTC')).toHaveValue('240'));
    expect(result()).toBe('218,18 €');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByLabelText('Montant TTC')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^20\s%$/ })).toBeChecked();
    await pause();
    expect(stored('vat')).toBeNull();
  });

  it('« Réinitialiser » before the remembered inputs are read still forgets them', async () => {
    localStorage.setItem('outilo:inputs:vat', JSON.stringify({ montant: '999' }));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = testPlatform({
      storedItem: (key, options) => {
        const item = testPlatform().storedItem(key, options);
        return { ...item, get: () => gate.then(() => item.get()) };
      },
    });
    const user = userEvent.setup();
    renderTool('vat', <VatTool />, slow);
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('Montant TTC')).toHaveValue('');
    expect(stored('vat')).toBeNull();
  });

  it('half an emoji (a lone surrogate) in a text neither throws nor breaks the link', async () => {
    renderTool('vat', <VatTool />, testPlatform(), '/ttc-ht/?montant=%ED%A0%80');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Montant TTC'), '\ud83d');
    await pause();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });

  it('inputs in the address win over remembered ones', async () => {
    localStorage.setItem('outilo:inputs:vat', JSON.stringify({ montant: '999' }));
    renderTool('vat', <VatTool />, testPlatform(), '/ttc-ht/?montant=12');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('Montant TTC')).toHaveValue('12');
  });

  it('an address with only foreign parameters (a campaign link) still restores the remembered inputs', async () => {
    localStorage.setItem('outilo:inputs:vat', JSON.stringify({ montant: '60' }));
    renderTool('vat', <VatTool />, testPlatform(), '/ttc-ht/?utm_source=lettre');
    await waitFor(() => expect(screen.getByLabelText('Montant TTC')).toHaveValue('60'));
  });

  it('remembered garbage or storage that throws gives the defaults', async () => {
    localStorage.setItem('outilo:inputs:vat', JSON.stringify({ montant: 42, taux: ['x'] }));
    renderTool('vat', <VatTool />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('Montant TTC')).toHaveValue('');
  });

  it('a refused write keeps the tool working', async () => {
    const refusing = <T,>(): StoredItem<T> => ({
      get: () => Promise.reject(new Error('indisponible')),
      set: () => Promise.reject(new Error('plein')),
      subscribe: () => () => {},
    });
    const user = userEvent.setup();
    renderTool('vat', <VatTool />, testPlatform({ storedItem: refusing }));
    await user.type(screen.getByLabelText('Montant TTC'), '120');
    await pause();
    expect(result()).toBe('100,00 €');
  });

  it('a text over 100 000 characters is not remembered, and the page says so', async () => {
    // A field made for long texts: the others take no more than can be remembered (components/fields/textLimit.ts).
    renderTool('word-counter', <WordCounterTool />, testPlatform(), `/compteur-mots/?texte=${'1'.repeat(MAX_REMEMBERED_CHARS + 1)}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Votre texte'), '1');
    expect(await screen.findByText(plain(TOO_LONG_TO_REMEMBER), { normalizer: plain })).toBeInTheDocument();
    await pause();
    expect(stored('word-counter')).toBeNull();
  });

  it('« Copier le lien » copies the address of what is on screen', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    renderTool('vat', <VatTool />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(screen.getByLabelText('Montant TTC'), '1 234,5');
    await user.click(screen.getByRole('radio', { name: 'HT vers TTC' }));
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ttc-ht/?montant=1+234%2C5&sens=ht-ttc`);
  });
});
