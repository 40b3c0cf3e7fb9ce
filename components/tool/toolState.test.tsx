import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryItems, renderTool, testPlatform } from '../../tests/renderApp';
import { NOT_KEPT_NOTE } from '../fields/largeText';
import DuplicateRemoverTool from '../../tools/duplicate-remover/DuplicateRemoverTool';
import RandomDrawTool from '../../tools/random-draw/RandomDrawTool';
import SecretSantaTool from '../../tools/secret-santa/SecretSantaTool';
import VatTool from '../../tools/vat/VatTool';
import WordCounterTool from '../../tools/word-counter/WordCounterTool';
import { boolParam, choiceParam, intParam, jsonParam, TOO_LONG_FOR_LINK, TOO_LONG_TO_REMEMBER, TOOL_STATE_DELAY, ToolStateBar, ToolStateNotice, useStartToolState, useToolForm } from './toolState';
import { MAX_KEPT_CHARS, MAX_REMEMBERED_CHARS, NOTICES, SECRET_REMOVED } from './toolStateRules';
import type { StoredItem } from '../../platform/domain/storage';

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

  it('a long text of a long-text field is kept apart and comes back on the next visit; a reset forgets it', async () => {
    const long = 'x'.repeat(MAX_REMEMBERED_CHARS + 1);
    const { factory, values } = memoryItems();
    const platform = testPlatform({ largeItem: factory });
    const first = renderTool('duplicate-remover', <DuplicateRemoverTool />, platform, `/doublons/?liste=${long}`);
    fireEvent.click(screen.getByLabelText('Ignorer la casse (Paris = PARIS)'));
    await pause();
    expect(stored('duplicate-remover')).toEqual({ casse: 'oui' });
    expect(values.get('inputs:duplicate-remover')).toEqual({ liste: long });
    expect(screen.queryByText(plain(TOO_LONG_TO_REMEMBER), { normalizer: plain })).toBeNull();
    first.unmount();
    renderTool('duplicate-remover', <DuplicateRemoverTool />, platform);
    await waitFor(() => expect(screen.getByText(/^1 ligne, 0,1/)).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(values.get('inputs:duplicate-remover')).toBeUndefined());
  });

  it('a text too long to keep is not kept, and its field says so before the reload', async () => {
    const { factory, values } = memoryItems();
    renderTool('word-counter', <WordCounterTool />, testPlatform({ largeItem: factory }), `/compteur-mots/?texte=${'a'.repeat(MAX_KEPT_CHARS + 1)}`);
    expect(await screen.findByText(plain(NOT_KEPT_NOTE), { normalizer: plain })).toBeInTheDocument();
    await pause();
    expect(values.get('inputs:word-counter')).toBeUndefined();
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

/** The address of what is on screen, as « Copier le lien » copies it (the path and query). */
async function linkOnScreen(): Promise<string> {
  // After userEvent's setup, which puts its own clipboard in place.
  const user = userEvent.setup();
  const writeText = vi.fn((_: string) => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // The button reads « Copié ! » for a moment after a click.
  await user.click(screen.getByRole('button', { name: /^(Copier le lien|Copié)/ }));
  return writeText.mock.calls.at(-1)![0].slice(window.location.origin.length);
}

/** Reloads the tool: its address as the page wrote it, the device's memory as it is. */
async function reload(view: ReturnType<typeof renderTool>, id: string, element: ReactElement): Promise<ReturnType<typeof renderTool>> {
  const link = await linkOnScreen();
  view.unmount();
  return renderTool(id, element, testPlatform(), link);
}

/** `count` distinct names, one per line. */
const names = (count: number, prefix = 'Participant') => Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`);

describe('a long input the address cannot carry, beside a short one it does', () => {
  it('the random draw keeps 400 participants with « Nombre de gagnants » across reloads and later changes', async () => {
    const list = names(400, 'Participant au tirage').join('\n');
    expect(list.length).toBeGreaterThan(10_000);
    let view = renderTool('random-draw', <RandomDrawTool />);
    fireEvent.change(screen.getByLabelText('Participants (un par ligne)'), { target: { value: list } });
    fireEvent.change(screen.getByLabelText('Nombre de gagnants'), { target: { value: '3' } });
    await pause();
    expect(screen.getByText(plain(TOO_LONG_FOR_LINK), { normalizer: plain })).toBeInTheDocument();
    expect(await linkOnScreen()).toBe('/tirage-au-sort/?gagnants=3');

    view = await reload(view, 'random-draw', <RandomDrawTool />);
    await waitFor(() => expect(screen.getByLabelText('Participants (un par ligne)')).toHaveValue(list));
    expect(screen.getByLabelText('Nombre de gagnants')).toHaveValue('3');

    fireEvent.change(screen.getByLabelText('Nombre de suppléants'), { target: { value: '2' } });
    await pause();
    expect(stored('random-draw')).toEqual({ participants: list, gagnants: '3', suppleants: '2' });
    view = await reload(view, 'random-draw', <RandomDrawTool />);
    await waitFor(() => expect(screen.getByLabelText('Participants (un par ligne)')).toHaveValue(list));
    expect(screen.getByLabelText('Nombre de suppléants')).toHaveValue('2');
  });

  it('the duplicate remover keeps a 15 000-character list with its sort order', async () => {
    const list = names(1_500, 'ligne').join('\n').slice(0, 15_000);
    let view = renderTool('duplicate-remover', <DuplicateRemoverTool />);
    fireEvent.change(screen.getByLabelText('Liste (un élément par ligne)'), { target: { value: list } });
    fireEvent.click(screen.getByRole('radio', { name: 'Z → A' }));
    await pause();
    view = await reload(view, 'duplicate-remover', <DuplicateRemoverTool />);
    await waitFor(() => expect(screen.getByLabelText('Liste (un élément par ligne)')).toHaveValue(list));
    expect(screen.getByRole('radio', { name: 'Z → A' })).toBeChecked();
    fireEvent.click(screen.getByLabelText(/Ignorer la casse/));
    await pause();
    await reload(view, 'duplicate-remover', <DuplicateRemoverTool />);
    await waitFor(() => expect(screen.getByLabelText('Liste (un élément par ligne)')).toHaveValue(list));
    expect(screen.getByLabelText(/Ignorer la casse/)).toBeChecked();
  });

  it('Secret Santa keeps 82 exclusions with its participants and budget', async () => {
    const people = names(30);
    const exclusions = Array.from({ length: 82 }, (_, i) => [people[i % 30]!, people[(i + 1 + Math.floor(i / 30)) % 30]!, ...(i % 2 ? ['sens-unique'] : [])]);
    // A long link opened once: the page then writes what fits in an address, and remembers the rest.
    let view = renderTool('secret-santa', <SecretSantaTool />, testPlatform(), `/secret-santa/?${new URLSearchParams({ participants: people.join('\n'), exclusions: JSON.stringify(exclusions) })}`);
    fireEvent.change(screen.getByLabelText(/Budget par cadeau/), { target: { value: '20' } });
    await pause();
    const chips = () => within(screen.getByRole('list', { name: 'Exclusions ajoutées' })).getAllByRole('listitem');
    view = await reload(view, 'secret-santa', <SecretSantaTool />);
    await waitFor(() => expect(chips()).toHaveLength(82));
    expect(screen.getByLabelText(/Budget par cadeau/)).toHaveValue('20');
    fireEvent.change(screen.getByLabelText(/Budget par cadeau/), { target: { value: '25' } });
    await pause();
    await reload(view, 'secret-santa', <SecretSantaTool />);
    await waitFor(() => expect(chips()).toHaveLength(82));
    expect(screen.getByLabelText('Participants (un par ligne)')).toHaveValue(people.join('\n'));
  });

  it('a shared link shows what it was made with, not the visitor’s own inputs it could have carried', async () => {
    localStorage.setItem('outilo:inputs:random-draw', JSON.stringify({ participants: 'Alice\nBob', suppleants: '1' }));
    renderTool('random-draw', <RandomDrawTool />, testPlatform(), '/tirage-au-sort/?gagnants=2');
    await waitFor(() => expect(document.querySelector('.tool-actions')).toHaveAttribute('data-restored', 'true'));
    expect(screen.getByLabelText('Nombre de gagnants')).toHaveValue('2');
    expect(screen.getByLabelText('Participants (un par ligne)')).toHaveValue('');
    expect(screen.getByLabelText('Nombre de suppléants')).toHaveValue('0');
  });
});

const WIFI = { ssid: '', password: '' };
const sanitiseWifi = (raw: unknown) => raw as typeof WIFI;

/** A form with a secret, as the QR code's Wi-Fi fields declare it. */
function WifiForm() {
  const [form, setForm] = useToolForm(WIFI, { reseau: 'ssid', 'mot-de-passe': 'password' }, sanitiseWifi, ['mot-de-passe']);
  useStartToolState();
  return (
    <>
      <ToolStateNotice />
      <label>
        Réseau
        <input value={form.ssid} onChange={(e) => setForm((f) => ({ ...f, ssid: e.target.value }))} />
      </label>
      <label>
        Mot de passe
        <input type="password" value={form.password} onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))} />
      </label>
      <ToolStateBar />
    </>
  );
}

describe('secrets', () => {
  const everything = () => Object.keys(localStorage).map((key) => localStorage.getItem(key)).join('\n');

  it('are written neither to the address nor to the device, and come back from neither', async () => {
    let view = renderTool('qr-code', <WifiForm />);
    fireEvent.change(screen.getByLabelText('Réseau'), { target: { value: 'Maison' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'tr3s-secret' } });
    await pause();
    expect(stored('qr-code')).toEqual({ reseau: 'Maison' });
    expect(everything()).not.toContain('tr3s-secret');
    expect(await linkOnScreen()).toBe('/qr-code/?reseau=Maison');
    view.unmount();
    view = renderTool('qr-code', <WifiForm />, testPlatform(), '/qr-code/?reseau=Bureau&mot-de-passe=fuite');
    await waitFor(() => expect(screen.getByLabelText('Réseau')).toHaveValue('Bureau'));
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
  });

  it('given in an address are taken out of it at once, with a sentence saying why, beside the address’s own message', async () => {
    const replaceQuery = vi.fn();
    renderTool('qr-code', <WifiForm />, testPlatform({ replaceQuery }), '/qr-code/?avis=selection-trop-longue&reseau=Bureau&mot-de-passe=fuite');
    await waitFor(() => expect(screen.getByLabelText('Réseau')).toHaveValue('Bureau'));
    expect(replaceQuery).toHaveBeenCalledWith('/qr-code/', 'reseau=Bureau');
    expect(replaceQuery.mock.calls.flat().join(' ')).not.toContain('fuite');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
    const notices = screen.getAllByRole('alert').map((el) => plain(el.textContent));
    expect(notices).toEqual([plain(NOTICES['selection-trop-longue']), plain(SECRET_REMOVED)]);
    expect(everything()).not.toContain('fuite');
  });

  it('an address without a secret is left alone', async () => {
    const replaceQuery = vi.fn();
    renderTool('qr-code', <WifiForm />, testPlatform({ replaceQuery }), '/qr-code/?reseau=Bureau');
    await waitFor(() => expect(document.querySelector('.tool-actions')).toHaveAttribute('data-restored', 'true'));
    expect(replaceQuery).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stored by an older version are erased from the device as the tool opens, never shown', async () => {
    localStorage.setItem('outilo:inputs:qr-code', JSON.stringify({ reseau: 'Maison', 'mot-de-passe': 'ancien-secret' }));
    const view = renderTool('qr-code', <WifiForm />);
    await waitFor(() => expect(screen.getByLabelText('Réseau')).toHaveValue('Maison'));
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
    await waitFor(() => expect(stored('qr-code')).toEqual({ reseau: 'Maison' }));
    view.unmount();
    localStorage.setItem('outilo:inputs:qr-code', JSON.stringify({ 'mot-de-passe': 'ancien-secret' }));
    renderTool('qr-code', <WifiForm />);
    await waitFor(() => expect(stored('qr-code')).toBeNull());
  });
});

describe('a message asked for by the address', () => {
  it('shows above the tool, announced, and leaves the inputs alone', async () => {
    renderTool('vat', <VatTool />, testPlatform(), '/ttc-ht/?avis=selection-trop-longue&montant=12');
    const notice = await screen.findByText(plain(NOTICES['selection-trop-longue']), { normalizer: plain });
    expect(notice).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Montant TTC')).toHaveValue('12');
  });

  it('is one of the known messages, never a text of the address', async () => {
    renderTool('vat', <VatTool />, testPlatform(), '/ttc-ht/?avis=%3Cb%3Epirat%C3%A9%3C%2Fb%3E');
    await waitFor(() => expect(document.querySelector('.tool-actions')).toHaveAttribute('data-restored', 'true'));
    expect(screen.queryByText(/piraté/)).toBeNull();
  });
});

describe('forms', () => {
  it('keep the same object while their own values stay, whatever else of the tool changes', () => {
    const seen: { wifi: object; other: object }[] = [];
    function TwoForms() {
      const [wifi] = useToolForm(WIFI, { reseau: 'ssid' }, sanitiseWifi);
      const [other, setOther] = useToolForm(WIFI, { autre: 'ssid' }, sanitiseWifi);
      useStartToolState();
      seen.push({ wifi, other });
      return (
        <label>
          Autre
          <input value={other.ssid} onChange={(e) => setOther((f) => ({ ...f, ssid: e.target.value }))} />
        </label>
      );
    }
    renderTool('qr-code', <TwoForms />);
    fireEvent.change(screen.getByLabelText('Autre'), { target: { value: 'Bureau' } });
    const last = seen.at(-1)!;
    expect(last.other).toMatchObject({ ssid: 'Bureau' });
    expect(new Set(seen.map((s) => s.wifi)).size).toBe(1);
  });
});
