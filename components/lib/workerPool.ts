import { abortError, isAbort, JobFailed } from './jobErrors';
import { LOAD_TIMEOUT_MS, LoadTimeout } from './onDemand';

/**
 * The typed bridge between a page and its same-origin workers (Squoosh's pattern). A job is queued, sent to a
 * free worker, reports progress and settles once. Cancelling (AbortSignal) a queued job drops it; cancelling a
 * running one terminates its worker, which is replaced at the next job, so a stale job never keeps a core busy.
 * A worker that dies (out of memory) fails its job only; one that cannot even start (blocked by a policy, or its
 * code not there within LOAD_TIMEOUT_MS of its first job) hands its job and the following ones to a fallback that
 * runs on the page, or without one fails it with LoadTimeout.
 */
export interface WorkerRequest<Job> {
  id: number;
  job: Job;
}

export type WorkerReply<Outcome> =
  /** The job reached the worker: its code is loaded (sent before any work, so that work never counts as loading). */
  | { id: number; kind: 'started' }
  | { id: number; kind: 'progress'; fraction: number }
  | { id: number; kind: 'done'; outcome: Outcome }
  | { id: number; kind: 'error'; detail?: string };

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface JobRunner<Job, Outcome> {
  run(job: Job, options?: RunOptions): Promise<Outcome>;
  /** Stops everything (the tool's page is left). */
  dispose(): void;
  /** Gets ready before the first job (starts a worker), so the first job does not wait for it. */
  warm?(): void;
}

/** What the pool needs of a Worker (a fake one in unit tests). */
export interface WorkerLike<Job, Outcome> {
  postMessage(message: WorkerRequest<Job>): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerReply<Outcome> }) => void): void;
  addEventListener(type: 'error', listener: (event: { preventDefault?: () => void }) => void): void;
}

interface Task<Job, Outcome> {
  id: number;
  job: Job;
  options: RunOptions;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
  cleanup: () => void;
}

interface Slot<Job, Outcome> {
  worker: WorkerLike<Job, Outcome> | null;
  task: Task<Job, Outcome> | null;
  /** Whether this worker ever answered (a worker that fails before that could not load). */
  answered: boolean;
  /** Set while a worker that never answered has a job: when it fires, the worker is taken as one that cannot start. */
  startTimer?: ReturnType<typeof setTimeout>;
}

export interface PoolOptions<Job, Outcome> {
  /** Workers at most (default 1). */
  concurrency?: number;
  /** Runs the jobs on the page when a worker cannot even start. */
  fallback?: () => JobRunner<Job, Outcome>;
  /** The French reason a job fails with when its worker dies mid-way. */
  diedDetail?: string;
  /** How long a new worker may take to answer its first job (LOAD_TIMEOUT_MS). */
  startTimeoutMs?: number;
}

/** A pool of workers made by `createWorker`. */
export function createWorkerPool<Job, Outcome>(
  createWorker: () => WorkerLike<Job, Outcome>,
  { concurrency = 1, fallback, diedDetail, startTimeoutMs = LOAD_TIMEOUT_MS }: PoolOptions<Job, Outcome> = {},
): JobRunner<Job, Outcome> {
  const slots: Slot<Job, Outcome>[] = Array.from({ length: Math.max(1, concurrency) }, () => ({ worker: null, task: null, answered: false }));
  const queue: Task<Job, Outcome>[] = [];
  let nextId = 1;
  let broken: JobRunner<Job, Outcome> | null = null;
  let disposed = false;

  const settle = (slot: Slot<Job, Outcome>, task: Task<Job, Outcome>, outcome: { ok: true; value: Outcome } | { ok: false; error: unknown }) => {
    if (slot.task !== task) return;
    slot.task = null;
    task.cleanup();
    if (outcome.ok) task.resolve(outcome.value);
    else task.reject(outcome.error);
    pump();
  };

  const kill = (slot: Slot<Job, Outcome>) => {
    clearTimeout(slot.startTimer);
    slot.worker?.terminate();
    slot.worker = null;
    slot.answered = false;
  };

  /** The slot's worker could not start (an error before any answer, or no answer in time). */
  const cannotStart = (slot: Slot<Job, Outcome>) => {
    const task = slot.task;
    kill(slot);
    if (!task) return;
    if (!fallback) {
      settle(slot, task, { ok: false, error: new LoadTimeout() });
      return;
    }
    // This page runs the work itself from now on.
    broken ??= fallback();
    slot.task = null;
    task.cleanup();
    broken.run(task.job, task.options).then(task.resolve, task.reject);
    pump();
  };

  const spawn = (slot: Slot<Job, Outcome>): WorkerLike<Job, Outcome> => {
    const worker = createWorker();
    worker.addEventListener('message', (event) => {
      if (slot.worker !== worker) return;
      slot.answered = true;
      clearTimeout(slot.startTimer);
      const reply = event.data;
      const task = slot.task;
      if (!task || reply.id !== task.id || reply.kind === 'started') return;
      if (reply.kind === 'progress') task.options.onProgress?.(reply.fraction);
      else if (reply.kind === 'done') settle(slot, task, { ok: true, value: reply.outcome });
      else settle(slot, task, { ok: false, error: new JobFailed(reply.detail) });
    });
    worker.addEventListener('error', (event) => {
      if (slot.worker !== worker) return;
      event.preventDefault?.();
      const task = slot.task;
      if (!slot.answered && fallback) return cannotStart(slot);
      kill(slot);
      if (task) settle(slot, task, { ok: false, error: new JobFailed(diedDetail) });
    });
    return worker;
  };

  function pump() {
    if (disposed) return;
    for (const slot of slots) {
      if (slot.task) continue;
      const task = queue.shift();
      if (!task) return;
      if (broken) {
        task.cleanup();
        broken.run(task.job, task.options).then(task.resolve, task.reject);
        continue;
      }
      const worker = (slot.worker ??= spawn(slot));
      slot.task = task;
      if (!slot.answered) slot.startTimer = setTimeout(() => slot.worker === worker && !slot.answered && cannotStart(slot), startTimeoutMs);
      worker.postMessage({ id: task.id, job: task.job });
      task.options.onProgress?.(0);
    }
  }

  return {
    run(job, options = {}) {
      return new Promise<Outcome>((resolve, reject) => {
        const { signal } = options;
        if (disposed || signal?.aborted) {
          reject(abortError());
          return;
        }
        const onAbort = () => {
          const queued = queue.indexOf(task);
          if (queued >= 0) {
            queue.splice(queued, 1);
            task.cleanup();
            reject(abortError());
            return;
          }
          const slot = slots.find((s) => s.task === task);
          if (slot) {
            kill(slot);
            settle(slot, task, { ok: false, error: abortError() });
          }
        };
        const task: Task<Job, Outcome> = { id: nextId++, job, options, resolve, reject, cleanup: () => signal?.removeEventListener('abort', onAbort) };
        signal?.addEventListener('abort', onAbort);
        queue.push(task);
        pump();
      });
    },
    warm() {
      if (disposed || broken) return;
      const slot = slots[0]!;
      slot.worker ??= spawn(slot);
    },
    dispose() {
      disposed = true;
      for (const task of queue.splice(0)) {
        task.cleanup();
        task.reject(abortError());
      }
      for (const slot of slots) {
        const task = slot.task;
        slot.task = null;
        kill(slot);
        if (task) {
          task.cleanup();
          task.reject(abortError());
        }
      }
      broken?.dispose();
    },
  };
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Where no worker can run: the same work on the page, one job at a time, yielding to the page before each job.
 * A cancelled job settles at once; its late result is dropped.
 */
export function createMainThreadRunner<Job, Outcome>(work: (job: Job, onProgress: (fraction: number) => void) => Outcome | Promise<Outcome>): JobRunner<Job, Outcome> {
  let chain: Promise<unknown> = Promise.resolve();
  let disposed = false;
  return {
    run(job, { signal, onProgress } = {}) {
      const done = chain.then(async () => {
        if (disposed || signal?.aborted) throw abortError();
        onProgress?.(0);
        await yieldToPage();
        if (disposed || signal?.aborted) throw abortError();
        const outcome = await work(job, (f) => {
          if (!signal?.aborted) onProgress?.(f);
        });
        if (signal?.aborted) throw abortError();
        return outcome;
      });
      chain = done.catch(() => undefined);
      return new Promise<Outcome>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(abortError()), { once: true });
        done.then(resolve, (error: unknown) => reject(isAbort(error) || error instanceof JobFailed ? error : new JobFailed((error as { detail?: string })?.detail)));
      });
    },
    dispose() {
      disposed = true;
    },
  };
}
