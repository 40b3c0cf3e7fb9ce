import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COLOR_ERROR, ColorField } from './ColorField';
import { ColorPresets } from './ColorPresets';

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('#000000');
  return (
    <>
      <ColorField label="Couleur foncée" value={value} onChange={(v) => (setValue(v), onChange(v))} />
      <button type="button" onClick={() => setValue('#1E40AF')}>
        Bleu
      </button>
    </>
  );
}

describe('ColorField', () => {
  it('passes on valid codes only, shows a French error for a wrong one, and follows outside changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const code = screen.getByLabelText('Couleur foncée');
    expect(code).toHaveValue('#000000');
    await user.clear(code);
    await user.type(code, '#12');
    expect(screen.getByRole('alert')).toHaveTextContent(COLOR_ERROR.replace(/\u00a0/g, ' '));
    expect(onChange).not.toHaveBeenCalled();
    await user.type(code, '3');
    expect(onChange).toHaveBeenLastCalledWith('#112233');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bleu' }));
    expect(code).toHaveValue('#1E40AF');
    expect(screen.getByLabelText('Couleur foncée, sélecteur de couleur')).toHaveValue('#1e40af');

    fireEvent.input(screen.getByLabelText('Couleur foncée, sélecteur de couleur'), { target: { value: '#ff0000' } });
    expect(onChange).toHaveBeenLastCalledWith('#FF0000');
    expect(code).toHaveValue('#FF0000');
  });

  it('restores the last valid code when the field is left half typed', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    const code = screen.getByLabelText('Couleur foncée');
    await user.clear(code);
    await user.type(code, 'zz');
    await user.tab();
    expect(code).toHaveValue('#000000');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ColorPresets', () => {
  it('marks the chosen preset and reports clicks', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const presets = [
      { name: 'Noir classique', colors: ['#000000', '#FFFFFF'] },
      { name: 'Bleu professionnel', colors: ['#1E40AF', '#EFF6FF'] },
    ];
    render(<ColorPresets legend="Thèmes" presets={presets} selected="Noir classique" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Noir classique' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bleu professionnel' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Bleu professionnel' }));
    expect(onSelect).toHaveBeenCalledWith(presets[1]);
  });
});
