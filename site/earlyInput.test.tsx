import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyInput } from './earlyInput';

function Form() {
  const [amount, setAmount] = useState('');
  const [text, setText] = useState('');
  const [rate, setRate] = useState('20');
  const [bold, setBold] = useState(false);
  const [mode, setMode] = useState('a');
  return (
    <form>
      <input aria-label="montant" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <textarea aria-label="texte" value={text} onChange={(e) => setText(e.target.value)} />
      <select aria-label="taux" value={rate} onChange={(e) => setRate(e.target.value)}>
        <option value="20">20</option>
        <option value="10">10</option>
      </select>
      <input type="checkbox" aria-label="gras" checked={bold} onChange={(e) => setBold(e.target.checked)} />
      <input type="radio" name="m" aria-label="mode a" checked={mode === 'a'} onChange={() => setMode('a')} />
      <input type="radio" name="m" aria-label="mode b" checked={mode === 'b'} onChange={() => setMode('b')} />
      <output>{`${amount}|${text}|${rate}|${bold}|${mode}`}</output>
    </form>
  );
}

const container = document.createElement('div');

describe('input typed before hydration', () => {
  afterEach(() => {
    container.remove();
  });

  it('reaches React once the page hydrates: text, textarea, select, checkbox and radio', async () => {
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const q = <T extends Element>(sel: string) => container.querySelector<T>(sel)!;
    // Before the page's script runs: the amount typed, a radio chosen.
    q<HTMLInputElement>('[aria-label="montant"]').value = '120';
    q<HTMLInputElement>('[aria-label="mode b"]').checked = true;
    const replay = captureEarlyInput();
    // While the code loads: a textarea, the select and the checkbox changed, with their events.
    const area = q<HTMLTextAreaElement>('textarea');
    area.value = 'Bonjour';
    area.dispatchEvent(new Event('input', { bubbles: true }));
    const select = q<HTMLSelectElement>('select');
    select.value = '10';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    q<HTMLInputElement>('[aria-label="gras"]').click();

    await act(async () => {
      hydrateRoot(container, <Form />, { onRecoverableError: () => {} });
    });
    act(() => replay());
    expect(q('output').textContent).toBe('120|Bonjour|10|true|b');
    expect(q<HTMLInputElement>('[aria-label="montant"]').value).toBe('120');
  });
});
