import { describe, expect, it, vi } from 'vitest';
import { isAbort, JobFailed } from './jobErrors';
import { LOAD_TIMEOUT_MS, LoadTimeout } from './onDemand';
import { answerJobs } from './workerJobs';
import { createMainThreadRunner, createWorkerPool, type JobRunner, type WorkerReply, type WorkerRequest } from './workerPool';
import { fakeWorkers } from './workerTesting';

/** A job names a file; its outcome is a blob of some size (what the image tools send and get back). */
type Job = { name: string };
type Outcome = { blob: Blob };

const job = (name: string): Job => ({ name });
const outcome = (size: number): Outcome => ({ blob: new Blob([new Uint8Array(size)]) });
const flush = () => new Promise((r) => setTimeout(r, 0));

let workers = fakeWorkers<Job, Outcome>();

function pool(concurrency = 1, fallback?: () => JobRunner<Job, Outcome>) {
  workers = fakeWorkers<Job, Outcome>();
  return createWorkerPool(workers.create, { concurrency, fallback, diedDetail: 'Le traitement s’est interrompu (mémoire insuffisante ?).' });
}

describe('worker pool', () => {
  it('sends a job, relays its progress and resolves with its outcome', async () => {
    const p = pool();
    const progress = vi.fn();
    const run = p.run(job('a'), { onProgress: progress });
    const worker = workers.made[0]!;
    expect(worker.sent).toHaveLength(1);
    worker.reply({ id: worker.last.id, kind: 'progress', fraction: 0.5 });
    worker.reply({ id: worker.last.id, kind: 'done', outcome: outcome(42) });
    expect((await run).blob.size).toBe(42);
    expect(progress.mock.calls.map((c) => c[0])).toEqual([0, 0.5]);
  });

  it('queues jobs beyond the concurrency and reuses the worker', async () => {
    const p = pool(1);
    const first = p.run(job('a'));
    const second = p.run(job('b'));
    const worker = workers.made[0]!;
    expect(worker.sent).toHaveLength(1);
    worker.reply({ id: worker.last.id, kind: 'done', outcome: outcome(1) });
    await first;
    expect(worker.sent).toHaveLength(2);
    worker.reply({ id: worker.last.id, kind: 'done', outcome: outcome(2) });
    expect((await second).blob.size).toBe(2);
    expect(workers.made).toHaveLength(1);
  });

  it('runs two jobs at once with a concurrency of 2', () => {
    const p = pool(2);
    void p.run(job('a'));
    void p.run(job('b'));
    void p.run(job('c'));
    expect(workers.made).toHaveLength(2);
    expect(workers.made.map((w) => w.sent.length)).toEqual([1, 1]);
  });

  it('cancels a running job by terminating its worker, and starts the next one on a fresh worker', async () => {
    const p = pool(1);
    const controller = new AbortController();
    const stale = p.run(job('old'), { signal: controller.signal });
    const fresh = p.run(job('new'));
    const first = workers.made[0]!;
    controller.abort();
    await expect(stale).rejects.toSatisfy(isAbort);
    expect(first.terminated).toBe(true);
    const second = workers.made[1]!;
    expect(second.sent).toHaveLength(1);
    // A late answer of the terminated worker is ignored.
    first.reply({ id: first.last.id, kind: 'done', outcome: outcome(9) });
    second.reply({ id: second.last.id, kind: 'done', outcome: outcome(3) });
    expect((await fresh).blob.size).toBe(3);
  });

  it('drops a queued job without touching the running one', async () => {
    const p = pool(1);
    const running = p.run(job('a'));
    const controller = new AbortController();
    const queued = p.run(job('b'), { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toSatisfy(isAbort);
    const worker = workers.made[0]!;
    expect(worker.terminated).toBe(false);
    worker.reply({ id: worker.last.id, kind: 'done', outcome: outcome(5) });
    expect((await running).blob.size).toBe(5);
    expect(worker.sent).toHaveLength(1);
  });

  it('rejects at once a job whose signal is already aborted', async () => {
    const p = pool(1);
    await expect(p.run(job('a'), { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbort);
    expect(workers.made).toHaveLength(0);
  });

  it('fails a job with the worker’s reason', async () => {
    const p = pool(1);
    const run = p.run(job('a'));
    const worker = workers.made[0]!;
    worker.reply({ id: worker.last.id, kind: 'error', detail: 'Le fichier est illisible' });
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailed);
    expect((error as JobFailed).detail).toBe('Le fichier est illisible');
  });

  it('fails only the job of a worker that dies mid-way, and goes on with a new worker', async () => {
    const p = pool(1);
    const doomed = p.run(job('huge'));
    const next = p.run(job('small'));
    const first = workers.made[0]!;
    first.reply({ id: first.last.id, kind: 'progress', fraction: 0.2 });
    first.crash();
    const error = await doomed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailed);
    expect((error as JobFailed).detail).toMatch(/mémoire/);
    const second = workers.made[1]!;
    second.reply({ id: second.last.id, kind: 'done', outcome: outcome(7) });
    expect((await next).blob.size).toBe(7);
  });

  it('falls back to the page when the worker cannot even start', async () => {
    const fallbackRun = vi.fn(async () => outcome(11));
    const p = pool(1, () => ({ run: fallbackRun, dispose: () => {} }));
    const first = p.run(job('a'));
    workers.made[0]!.crash();
    expect((await first).blob.size).toBe(11);
    const second = p.run(job('b'));
    await flush();
    expect((await second).blob.size).toBe(11);
    expect(fallbackRun).toHaveBeenCalledTimes(2);
    expect(workers.made).toHaveLength(1);
  });

  it('takes a worker that does not answer its first job within the load time-out as one that cannot start: the page does the job', async () => {
    vi.useFakeTimers();
    try {
      const fallbackRun = vi.fn(async () => outcome(5));
      const p = pool(1, () => ({ run: fallbackRun, dispose: () => {} }));
      const first = p.run(job('a'));
      const hung = workers.made[0]!;
      vi.advanceTimersByTime(LOAD_TIMEOUT_MS - 1);
      expect(fallbackRun).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(hung.terminated).toBe(true);
      expect((await first).blob.size).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a fallback, fails that job with LoadTimeout, and the next job gets a fresh worker', async () => {
    vi.useFakeTimers();
    try {
      const p = pool(1);
      const first = p.run(job('a'));
      vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
      await expect(first).rejects.toBeInstanceOf(LoadTimeout);
      const second = p.run(job('b'));
      const fresh = workers.made[1]!;
      fresh.reply({ id: fresh.last.id, kind: 'started' });
      // Once started, a job may take as long as it needs.
      vi.advanceTimersByTime(10 * LOAD_TIMEOUT_MS);
      fresh.answer(outcome(3));
      expect((await second).blob.size).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops everything on dispose', async () => {
    const p = pool(1);
    const a = p.run(job('a'));
    const b = p.run(job('b'));
    p.dispose();
    await expect(a).rejects.toSatisfy(isAbort);
    await expect(b).rejects.toSatisfy(isAbort);
    expect(workers.made[0]!.terminated).toBe(true);
    await expect(p.run(job('c'))).rejects.toSatisfy(isAbort);
  });
});

describe('worker pool warm-up', () => {
  it('starts one worker ahead of the first job, and uses it', async () => {
    const p = pool(2);
    p.warm?.();
    expect(workers.made).toHaveLength(1);
    const run = p.run(job('a'));
    expect(workers.made).toHaveLength(1);
    const worker = workers.made[0]!;
    worker.reply({ id: worker.last.id, kind: 'done', outcome: outcome(4) });
    expect((await run).blob.size).toBe(4);
  });
});

describe('main-thread runner', () => {
  it('runs jobs one after the other, after yielding to the page', async () => {
    const order: string[] = [];
    const runner = createMainThreadRunner((j: Job) => {
      order.push(j.name);
      return outcome(j.name.length);
    });
    const a = runner.run(job('a'));
    const bb = runner.run(job('bb'));
    expect(order).toEqual([]);
    expect((await a).blob.size).toBe(1);
    expect((await bb).blob.size).toBe(2);
    expect(order).toEqual(['a', 'bb']);
  });

  it('never starts a job cancelled while it waits, and fails a throwing one with JobFailed', async () => {
    const work = vi.fn((j: Job) => {
      if (j.name === 'bad') throw new Error('boom');
      return outcome(1);
    });
    const runner = createMainThreadRunner(work);
    const controller = new AbortController();
    const cancelled = runner.run(job('a'), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toSatisfy(isAbort);
    await expect(runner.run(job('bad'))).rejects.toBeInstanceOf(JobFailed);
    expect(work.mock.calls.map(([j]) => j.name)).toEqual(['bad']);
  });
});

describe('worker side', () => {
  /** A worker scope double: the test sends messages and reads the replies. */
  function scope() {
    const replies: WorkerReply<number>[] = [];
    let listener: (event: { data: unknown }) => void = () => {};
    return {
      replies,
      send: (message: WorkerRequest<string>) => listener({ data: message }),
      scope: { addEventListener: (_: 'message', l: typeof listener) => void (listener = l), postMessage: (m: unknown) => void replies.push(m as WorkerReply<number>) },
    };
  }

  it('answers each job under its id, with its progress, its outcome or the reason it failed', async () => {
    const s = scope();
    answerJobs(
      (text: string, onProgress) => {
        if (text === '') throw new RangeError('Texte vide');
        onProgress(0.5);
        return text.length;
      },
      (error) => (error instanceof RangeError ? error.message : undefined),
      s.scope,
    );
    s.send({ id: 1, job: 'abc' });
    s.send({ id: 2, job: '' });
    await flush();
    const of = (id: number) => s.replies.filter((reply) => reply.id === id);
    expect(of(1)).toEqual([
      { id: 1, kind: 'started' },
      { id: 1, kind: 'progress', fraction: 0.5 },
      { id: 1, kind: 'done', outcome: 3 },
    ]);
    expect(of(2)).toEqual([
      { id: 2, kind: 'started' },
      { id: 2, kind: 'error', detail: 'Texte vide' },
    ]);
  });
});
