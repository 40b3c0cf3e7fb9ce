import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageProcessor } from './bridge';
import type { ImageJob } from './engine';
import { outcomeOf } from './testing';
import { useImageBatch } from './useImageBatch';

// The page's worker pool comes from the bridge, a chunk loaded when files are about to come.
const bridge = vi.hoisted(() => ({ createImageProcessor: vi.fn() }));
vi.mock('./bridge', () => ({ createImageProcessor: bridge.createImageProcessor }));

function fakePool() {
  const pool = {
    run: vi.fn(async (job: ImageJob) => outcomeOf(100, job.outputType)),
    warm: vi.fn(),
    dispose: vi.fn(),
  } satisfies ImageProcessor;
  bridge.createImageProcessor.mockReturnValue(pool);
  return pool;
}

const options = {
  settings: null,
  validate: () => null,
  makeJob: (file: File): ImageJob => ({ file, outputType: 'image/jpeg', quality: 0.8, step: 0.95, targetBytes: 1000, maxIterations: 10 }),
  outputName: (file: File) => file.name,
  failure: 'Échec de la compression',
};
const photo = () => new File([new Uint8Array(500)], 'photo.jpg', { type: 'image/jpeg' });

describe('the image tools’ worker pool: neither its code nor its worker loads with the page', () => {
  beforeEach(() => void bridge.createImageProcessor.mockReset());

  it('is made and warmed when files are about to come, runs the files, and stops when the page is left', async () => {
    const pool = fakePool();
    const { result, unmount } = renderHook(() => useImageBatch(options));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(bridge.createImageProcessor).not.toHaveBeenCalled();

    act(() => result.current.prepare());
    await waitFor(() => expect(pool.warm).toHaveBeenCalledOnce());
    await act(async () => void result.current.add([photo()]));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('done'));
    expect(pool.run).toHaveBeenCalledOnce();
    expect(bridge.createImageProcessor).toHaveBeenCalledOnce();

    unmount();
    await waitFor(() => expect(pool.dispose).toHaveBeenCalledOnce());
  });

  it('is made for a file dropped with no warning first', async () => {
    const pool = fakePool();
    const { result } = renderHook(() => useImageBatch(options));
    await act(async () => void result.current.add([photo()]));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('done'));
    expect(pool.run).toHaveBeenCalledOnce();
  });

  it('shows the tool’s failure on the file when the pool cannot be made, and tries again for the next file', async () => {
    bridge.createImageProcessor.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { result } = renderHook(() => useImageBatch(options));
    await act(async () => void result.current.add([photo()]));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('error'));
    expect(result.current.items[0]?.error).toBe('Échec de la compression');

    const pool = fakePool();
    await act(async () => void result.current.add([photo()]));
    await waitFor(() => expect(result.current.items[1]?.status).toBe('done'));
    expect(pool.run).toHaveBeenCalledOnce();
  });
});
