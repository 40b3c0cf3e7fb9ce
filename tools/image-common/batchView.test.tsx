import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { batchView, ImageBatch } from './batchView';
import type { BatchItem } from './useImageBatch';

const props = (items: BatchItem[]) => ({
  items,
  workingText: 'Compression en cours...',
  reduction: 'always' as const,
  zipName: 'images.zip',
  summary: () => ({ label: 'Compression terminée', value: '', details: [] }),
  onRemove: () => undefined,
  onClear: () => undefined,
});

describe('the image tools’ batch view, a chunk of its own (issue 13)', () => {
  it('is not loaded for a page without files, and shows the files once it has loaded', async () => {
    const { container, rerender } = render(<ImageBatch {...props([])} />);
    expect(container).toBeEmptyDOMElement();
    expect(batchView.isLoaded()).toBe(false);

    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    await act(async () => rerender(<ImageBatch {...props([{ id: 1, file, status: 'waiting', progress: 0 }])} />));
    expect(await screen.findByText('photo.jpg')).toBeInTheDocument();
    expect(batchView.isLoaded()).toBe(true);
  });
});
