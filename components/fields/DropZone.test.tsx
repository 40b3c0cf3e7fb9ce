import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './DropZone';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const zone = (props: Partial<Parameters<typeof DropZone>[0]> = {}) => {
  const onFiles = vi.fn();
  render(<DropZone accept="image/*" title="Déposez vos images ici" button="Choisir des images" hint="Rien n’est envoyé." onFiles={onFiles} {...props} />);
  return onFiles;
};
const dropOn = (target: Element | Window, files: File[]) => fireEvent.drop(target, { dataTransfer: { types: ['Files'], files } });

describe('DropZone', () => {
  it('opens the file picker from a named button described by its hint, and passes what is picked', () => {
    const onFiles = zone({ name: 'images' });
    const button = screen.getByRole('button', { name: 'Choisir des images' });
    expect(button).toHaveAccessibleDescription('Rien n’est envoyé.');
    const input = document.querySelector<HTMLInputElement>('input[name="images"]')!;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [file('a.png'), file('b.png')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.png' })]);
  });

  it('takes one file when single: the picker asks for one and a drop of two gives the first', () => {
    const onFiles = zone({ single: true, name: 'logo' });
    expect(document.querySelector<HTMLInputElement>('input[name="logo"]')!.multiple).toBe(false);
    dropOn(screen.getByTestId('dropzone'), [file('logo.png'), file('autre.png')]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]![0]).toEqual([expect.objectContaining({ name: 'logo.png' })]);
  });

  it('leaves drops and pastes beside it alone, unless it is the page’s one place for files', () => {
    const alone = zone();
    dropOn(window, [file('a.png')]);
    fireEvent.paste(document.body, { clipboardData: { files: [file('b.png')] } });
    expect(alone).not.toHaveBeenCalled();
  });

  it('as the page’s one place for files, takes a file dropped beside it and an image pasted outside a text field', () => {
    const onFiles = zone({ wholePage: true });
    dropOn(window, [file('a.png')]);
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.png' })]);
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.paste(field, { clipboardData: { files: [file('dans-un-champ.png')] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
    fireEvent.paste(document.body, { clipboardData: { files: [file('b.png')] } });
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.png' })]);
    field.remove();
  });
});
