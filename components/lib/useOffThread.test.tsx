import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOffThread, type OffThreadWork } from './useOffThread';
import { fakeWorkers } from './workerTesting';

let workers = fakeWorkers<string, number>();
const work: OffThreadWork<string, number> = { compute: (text) => text.length, worker: () => workers.create() as unknown as Worker };
const use = (initial: { text: string; large: boolean }) => renderHook(({ text, large }) => useOffThread(text, large, -1, work), { initialProps: initial });
/** What the hook checks before it starts a worker (the fakes are made by `work.worker`). */
const workerConstructor = function Worker() {};

beforeEach(() => {
  workers = fakeWorkers<string, number>();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useOffThread', () => {
  it('computes a small job in the render, with no worker', () => {
    vi.stubGlobal('Worker', workerConstructor);
    const { result } = use({ text: 'abc', large: false });
    expect(result.current).toMatchObject({ outcome: 3, pending: false });
    expect(workers.made).toHaveLength(0);
  });

  it('sends a large job to the worker and keeps the last outcome, pending, until the worker answers', async () => {
    vi.stubGlobal('Worker', workerConstructor);
    const { result, rerender } = use({ text: 'abc', large: false });
    rerender({ text: 'abcdef', large: true });
    expect(result.current).toMatchObject({ outcome: 3, pending: true });
    const worker = workers.made[0]!;
    expect(worker.sent.map((m) => m.job)).toEqual(['abcdef']);
    await act(async () => worker.answer(60));
    expect(result.current).toMatchObject({ outcome: 60, pending: false });
  });

  it('cancels the job running when a newer one comes: its worker is terminated and a fresh one takes the new job', async () => {
    vi.stubGlobal('Worker', workerConstructor);
    const { result, rerender } = use({ text: 'long', large: true });
    rerender({ text: 'longer', large: true });
    const [first, second] = workers.made;
    expect(first!.terminated).toBe(true);
    expect(second!.sent.map((m) => m.job)).toEqual(['longer']);
    await act(async () => second!.answer(6));
    expect(result.current).toMatchObject({ outcome: 6, pending: false });
  });

  it('computes on the page, after yielding to it, where no worker can start', async () => {
    vi.stubGlobal('Worker', workerConstructor);
    const { result } = use({ text: 'abcd', large: true });
    act(() => workers.made[0]!.crash());
    await waitFor(() => expect(result.current).toMatchObject({ outcome: 4, pending: false }));
  });

  it('computes on the page where workers do not exist', async () => {
    vi.stubGlobal('Worker', undefined);
    const { result } = use({ text: 'abcde', large: true });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current).toMatchObject({ outcome: 5, pending: false }));
  });

  it('stops its worker when the tool goes', () => {
    vi.stubGlobal('Worker', workerConstructor);
    const { unmount } = use({ text: 'abcdef', large: true });
    unmount();
    expect(workers.made[0]!.terminated).toBe(true);
  });
});

describe('useOffThread: progress and « Annuler »', () => {
  it('reports the worker’s progress for the job running, then stops it on cancel and starts it again on retry', async () => {
    vi.stubGlobal('Worker', workerConstructor);
    const { result } = use({ text: 'long', large: true });
    const first = workers.made[0]!;
    await act(async () => first.reply({ id: first.last.id, kind: 'progress', fraction: 0.42 }));
    expect(result.current).toMatchObject({ pending: true, progress: 0.42, cancelled: false });
    act(() => result.current.cancel());
    expect(first.terminated).toBe(true);
    expect(result.current).toMatchObject({ pending: false, progress: null, cancelled: true });
    act(() => result.current.retry());
    const second = workers.made[1]!;
    expect(second.sent.map((m) => m.job)).toEqual(['long']);
    await act(async () => second.answer(4));
    expect(result.current).toMatchObject({ outcome: 4, pending: false, cancelled: false });
  });

  it('forgets a cancel once the job changes', async () => {
    vi.stubGlobal('Worker', workerConstructor);
    const { result, rerender } = use({ text: 'long', large: true });
    act(() => result.current.cancel());
    rerender({ text: 'longer', large: true });
    expect(result.current).toMatchObject({ pending: true, cancelled: false });
    expect(workers.made.at(-1)!.sent.map((m) => m.job)).toEqual(['longer']);
  });
});
