import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { batchView, ImageBatch } from './batchView';
import type { BatchItem } from './images';

const props = (items: BatchItem[]) => ({
  items,
  workingText: 'Compression en cours...',
  cancelledText: 'Compression annulée.',
  reduction: 'always' as const,
  zipName: 'images.zip',
  summary: () => ({ label: 'Compression terminée', value: '', details: [] }),
  onRemove: () => undefined,
  onRetry: () => undefined,
  onCancel: () => undefined,
  onKeepFirstFrame: () => undefined,
  onClear: () => undefined,
});

describe('the image tools’ batch view, a chunk of its own', () => {
  it('is not loaded for a page without files, and shows the files once it has loaded', async () => {
    const { container, rerender } = render(<ImageBatch {...props([])} />);
    expect(container).toBeEmptyDOMElement();
    expect(batchView.isLoaded()).toBe(false);

    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    await act(async () => rerender(<ImageBatch {...props([{ id: 1, file, status: 'waiting', progress: 0 }])} />));
    expect(await screen.findByText('photo.jpg')).toBeInTheDocument();
    expect(batchView.isLoaded()).toBe(true);
  });

  it('a file whose processing code could not be loaded says so, and « Réessayer » runs it again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    render(<ImageBatch {...props([{ id: 7, file, status: 'error', progress: 0, error: 'Erreur lors de la compression', unloaded: true }])} onRetry={onRetry} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le traitement des images n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledWith(7);
  });
});
