import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOffThread, type OffThreadWork } from './useOffThread';
import type { WorkerReply, WorkerRequest } from './workerPool';

/** A worker double: records the jobs it is sent; the test answers or crashes it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: WorkerRequest<string>[] = [];
  terminated = false;
  private listeners: Record<string, ((event: unknown) => void)[]> = { message: [], error: [] };
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: WorkerRequest<string>) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners[type]!.push(listener);
  }
  answer(outcome: number) {
    const { id } = this.sent.at(-1)!;
    for (const l of this.listeners.message!) l({ data: { id, kind: 'done', outcome } satisfies WorkerReply<number> });
  }
  crash() {
    for (const l of this.listeners.error!) l({ preventDefault: () => {} });
  }
}

const length = (text: string) => text.length;
const work: OffThreadWork<string, number> = { compute: length, worker: () => new FakeWorker() as unknown as Worker };
const use = (initial: { text: string; large: boolean }) => renderHook(({ text, large }) => useOffThread(text, large, -1, work), { initialProps: initial });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('useOffThread', () => {
  it('computes a small job in the render, with no worker', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { result } = use({ text: 'abc', large: false });
    expect(result.current).toEqual({ outcome: 3, pending: false });
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('sends a large job to the worker and keeps the last outcome, pending, until the worker answers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { result, rerender } = use({ text: 'abc', large: false });
    rerender({ text: 'abcdef', large: true });
    expect(result.current).toEqual({ outcome: 3, pending: true });
    const worker = FakeWorker.made[0]!;
    expect(worker.sent.map((m) => m.job)).toEqual(['abcdef']);
    await act(async () => worker.answer(60));
    expect(result.current).toEqual({ outcome: 60, pending: false });
  });

  it('cancels the job running when a newer one comes: its worker is terminated and a fresh one takes the new job', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { result, rerender } = use({ text: 'long', large: true });
    rerender({ text: 'longer', large: true });
    const [first, second] = FakeWorker.made;
    expect(first!.terminated).toBe(true);
    expect(second!.sent.map((m) => m.job)).toEqual(['longer']);
    await act(async () => second!.answer(6));
    expect(result.current).toEqual({ outcome: 6, pending: false });
  });

  it('computes on the page, after yielding to it, where no worker can start', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { result } = use({ text: 'abcd', large: true });
    act(() => FakeWorker.made[0]!.crash());
    await waitFor(() => expect(result.current).toEqual({ outcome: 4, pending: false }));
  });

  it('computes on the page where workers do not exist', async () => {
    vi.stubGlobal('Worker', undefined);
    const { result } = use({ text: 'abcde', large: true });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ outcome: 5, pending: false }));
  });

  it('stops its worker when the tool goes', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { unmount } = use({ text: 'abcdef', large: true });
    unmount();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });
});
