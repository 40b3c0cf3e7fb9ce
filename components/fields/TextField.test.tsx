import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';
import { TextField } from './TextField';
import { LINE_LIMIT, TEXT_LIMIT } from './textLimit';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const alertText = () => plain(screen.queryByRole('alert')?.textContent);

/** A field whose value lives in a state, as a tool's does; `onChange` sees every value handed to the tool. */
function Controlled({ initial = '', onChange, rows, maxLength }: { initial?: string; onChange?: (value: string) => void; rows?: number; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    onChange?.(next);
    setValue(next);
  };
  return <TextField label="Texte" value={value} onChange={change} rows={rows} maxLength={maxLength} />;
}

describe('TextField length limit', () => {
  it('refuses a paste past the limit before it is inserted, and says so with the limit and the size received', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled maxLength={10} onChange={onChange} />);
    const field = screen.getByLabelText('Texte');
    await user.type(field, 'abc');
    onChange.mockClear();
    await user.paste('x'.repeat(8));
    expect(field).toHaveValue('abc');
    expect(onChange).not.toHaveBeenCalled();
    expect(alertText()).toBe('Texte trop long : 10 caractères au plus (celui-ci en compte 11).');
    expect(field).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
  });

  it('takes a paste that reaches the limit exactly, and drops the message once the text changes', async () => {
    const user = userEvent.setup();
    render(<Controlled maxLength={10} />);
    const field = screen.getByLabelText('Texte');
    await user.type(field, 'abc');
    await user.paste('x'.repeat(8));
    expect(alertText()).not.toBe('');
    await user.paste('x'.repeat(7));
    expect(field).toHaveValue('abcxxxxxxx');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a keystroke past the limit, and counts what a selection replaces', async () => {
    const user = userEvent.setup();
    render(<Controlled maxLength={5} />);
    const field = screen.getByLabelText('Texte') as HTMLInputElement;
    await user.type(field, 'abcde');
    await user.keyboard('f');
    expect(field).toHaveValue('abcde');
    expect(alertText()).toBe('Texte trop long : 5 caractères au plus (celui-ci en compte 6).');
    // Three characters selected and replaced by a paste of three: still five.
    field.setSelectionRange(1, 4);
    await user.paste('xyz');
    expect(field).toHaveValue('axyze');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a drop past the limit', async () => {
    const user = userEvent.setup();
    render(<Controlled maxLength={5} />);
    const field = screen.getByLabelText('Texte');
    await user.type(field, 'abc');
    const drop = new InputEvent('beforeinput', { inputType: 'insertFromDrop', data: 'défini', bubbles: true, cancelable: true });
    fireEvent(field, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(alertText()).toBe('Texte trop long : 5 caractères au plus (celui-ci en compte 9).');
  });

  it('in an e-mail field, whose selection is hidden, refuses at once what alone passes the limit, and checks the rest once inserted', () => {
    const onChange = vi.fn();
    function Email() {
      const [value, setValue] = useState('abcdefghij');
      return <TextField label="E-mail" type="email" value={value} onChange={(next) => (onChange(next), setValue(next))} maxLength={10} />;
    }
    render(<Email />);
    const field = screen.getByLabelText('E-mail');
    const paste = (data: string) => {
      const event = new InputEvent('beforeinput', { inputType: 'insertFromPaste', data, bubbles: true, cancelable: true });
      fireEvent(field, event);
      return event.defaultPrevented;
    };
    // Ten characters may replace a selection of ten: the browser inserts them, and the result is checked.
    expect(paste('x'.repeat(10))).toBe(false);
    expect(paste('x'.repeat(11))).toBe(true);
    expect(alertText()).toBe('Texte trop long : 10 caractères au plus (celui-ci en compte 11).');
    fireEvent.change(field, { target: { value: 'abcdefghijxyz' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('abcdefghij');
  });

  it('counts the lines of a text area: 5 000 lines pass, one more is refused', async () => {
    const user = userEvent.setup();
    render(<Controlled rows={4} />);
    const area = screen.getByLabelText('Texte');
    await user.click(area);
    await user.paste('a\n'.repeat(LINE_LIMIT));
    expect(area).toHaveValue('');
    expect(alertText()).toBe('Texte trop long : 5 000 lignes au plus (celui-ci en compte 5 001).');
    // CR LF, as Windows copies text, counts as one line break.
    await user.paste(`${'a\r\n'.repeat(LINE_LIMIT - 1)}a`);
    expect((area as HTMLTextAreaElement).value.split('\n')).toHaveLength(LINE_LIMIT);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes TEXT_LIMIT characters by default and refuses one more', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const field = screen.getByLabelText('Texte');
    await user.click(field);
    await user.paste('x'.repeat(TEXT_LIMIT + 1));
    expect(field).toHaveValue('');
    expect(alertText()).toBe('Texte trop long : 100 000 caractères au plus (celui-ci en compte 100 001).');
    await user.paste('x'.repeat(TEXT_LIMIT));
    expect((field as HTMLInputElement).value).toHaveLength(TEXT_LIMIT);
  });

  it('refuses a value the browser inserted without notice (an input method), keeping the text as it was', () => {
    const onChange = vi.fn();
    render(<Controlled initial="abc" maxLength={5} onChange={onChange} />);
    const field = screen.getByLabelText('Texte');
    fireEvent.change(field, { target: { value: 'abcdefgh' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('abc');
    expect(alertText()).toBe('Texte trop long : 5 caractères au plus (celui-ci en compte 8).');
  });

  it('cuts a longer value from elsewhere (address, device), hands the cut text to the tool and says so', () => {
    const onChange = vi.fn();
    render(<Controlled initial={`${'x'.repeat(8)}😀`} maxLength={9} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('x'.repeat(8));
    expect(screen.getByLabelText('Texte')).toHaveValue('x'.repeat(8));
    expect(alertText()).toBe('Texte trop long : 9 caractères au plus (celui-ci en compte 10). Seuls les 9 premiers caractères sont pris en compte.');
  });

  it('cuts a text area’s value to its first 5 000 lines', () => {
    const onChange = vi.fn();
    render(<Controlled initial={'ligne\n'.repeat(LINE_LIMIT + 5)} rows={4} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(`${'ligne\n'.repeat(LINE_LIMIT - 1)}ligne`);
    expect(alertText()).toBe('Texte trop long : 5 000 lignes au plus (celui-ci en compte 5 006). Seules les 5 000 premières lignes sont prises en compte.');
  });
});

describe('NumberField length limit', () => {
  it('refuses a paste of a book into a number', async () => {
    const user = userEvent.setup();
    function Number() {
      const [value, setValue] = useState('12');
      return <NumberField label="Montant" value={value} onChange={setValue} />;
    }
    render(<Number />);
    const field = screen.getByLabelText('Montant');
    await user.click(field);
    await user.paste('1'.repeat(TEXT_LIMIT));
    expect(field).toHaveValue('12');
    expect(alertText()).toBe('Texte trop long : 100 000 caractères au plus (celui-ci en compte 100 002).');
  });
});
