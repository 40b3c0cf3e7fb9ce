import type { ImageJob, ImageOutcome } from './engine';
import { abortError, isAbort, JobFailed } from './jobErrors';

/**
 * The typed bridge between the image tools and their worker (Squoosh's pattern). A job is queued, sent to
 * a free worker, reports progress and settles once. Cancelling (AbortSignal) a queued job drops it;
 * cancelling a running one terminates its worker, which is replaced at the next job, so a stale encode
 * never keeps a core busy. A worker that dies (out of memory, failed to load) fails its job only.
 */
export interface WorkerRequest {
  id: number;
  job: ImageJob;
}

export type WorkerReply =
  | { id: number; kind: 'progress'; fraction: number }
  | { id: number; kind: 'done'; outcome: ImageOutcome }
  | { id: number; kind: 'error'; detail?: string };

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface ImageProcessor {
  run(job: ImageJob, options?: RunOptions): Promise<ImageOutcome>;
  /** Stops everything (the tool's page is left). */
  dispose(): void;
  /** Gets ready before the first job (starts a worker), so the first file does not wait for it. */
  warm?(): void;
}

/** What the pool needs of a Worker (a fake one in unit tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerReply }) => void): void;
  addEventListener(type: 'error', listener: (event: { preventDefault?: () => void }) => void): void;
}

interface Task {
  id: number;
  job: ImageJob;
  options: RunOptions;
  resolve: (outcome: ImageOutcome) => void;
  reject: (error: unknown) => void;
  cleanup: () => void;
}

interface Slot {
  worker: WorkerLike | null;
  task: Task | null;
  /** Whether this worker ever answered (a worker that fails before that could not load). */
  answered: boolean;
}

const WORKER_DIED = 'Le traitement s’est interrompu (mémoire insuffisante\u00a0?). Essayez une image plus petite.';

/**
 * A pool of `concurrency` workers made by `createWorker`. When a worker cannot even start (blocked by a
 * policy), its job and the following ones go to `fallback`.
 */
export function createWorkerPool(createWorker: () => WorkerLike, concurrency: number, fallback?: () => ImageProcessor): ImageProcessor {
  const slots: Slot[] = Array.from({ length: Math.max(1, concurrency) }, () => ({ worker: null, task: null, answered: false }));
  const queue: Task[] = [];
  let nextId = 1;
  let broken: ImageProcessor | null = null;
  let disposed = false;

  const settle = (slot: Slot, task: Task, outcome: { ok: true; value: ImageOutcome } | { ok: false; error: unknown }) => {
    if (slot.task !== task) return;
    slot.task = null;
    task.cleanup();
    if (outcome.ok) task.resolve(outcome.value);
    else task.reject(outcome.error);
    pump();
  };

  const kill = (slot: Slot) => {
    slot.worker?.terminate();
    slot.worker = null;
    slot.answered = false;
  };

  const spawn = (slot: Slot): WorkerLike => {
    const worker = createWorker();
    worker.addEventListener('message', (event) => {
      if (slot.worker !== worker) return;
      slot.answered = true;
      const reply = event.data;
      const task = slot.task;
      if (!task || reply.id !== task.id) return;
      if (reply.kind === 'progress') task.options.onProgress?.(reply.fraction);
      else if (reply.kind === 'done') settle(slot, task, { ok: true, value: reply.outcome });
      else settle(slot, task, { ok: false, error: new JobFailed(reply.detail) });
    });
    worker.addEventListener('error', (event) => {
      if (slot.worker !== worker) return;
      event.preventDefault?.();
      const task = slot.task;
      const neverStarted = !slot.answered;
      kill(slot);
      if (!task) return;
      if (neverStarted && fallback) {
        // The worker could not load at all: this page runs the work itself from now on.
        broken ??= fallback();
        slot.task = null;
        task.cleanup();
        broken.run(task.job, task.options).then(task.resolve, task.reject);
        pump();
        return;
      }
      settle(slot, task, { ok: false, error: new JobFailed(WORKER_DIED) });
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
      slot.worker ??= spawn(slot);
      slot.task = task;
      slot.worker.postMessage({ id: task.id, job: task.job });
      task.options.onProgress?.(0);
    }
  }

  return {
    run(job, options = {}) {
      return new Promise<ImageOutcome>((resolve, reject) => {
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
        const task: Task = { id: nextId++, job, options, resolve, reject, cleanup: () => signal?.removeEventListener('abort', onAbort) };
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
 * Where no worker can run: the same work on the page, one job at a time, yielding to the page between
 * jobs and between the steps of a job. A cancelled job settles at once; its late result is dropped.
 */
export function createMainThreadProcessor(): ImageProcessor {
  let chain: Promise<unknown> = Promise.resolve();
  let disposed = false;
  return {
    run(job, { signal, onProgress } = {}) {
      const work = chain.then(async () => {
        if (disposed || signal?.aborted) throw abortError();
        onProgress?.(0);
        await yieldToPage();
        const { processImage } = await import('./engine');
        const outcome = await processImage(job, (f) => {
          if (!signal?.aborted) onProgress?.(f);
        });
        if (signal?.aborted) throw abortError();
        return outcome;
      });
      chain = work.catch(() => undefined);
      return new Promise<ImageOutcome>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(abortError()), { once: true });
        work.then(resolve, (error: unknown) => reject(isAbort(error) || error instanceof JobFailed ? error : new JobFailed((error as { detail?: string })?.detail)));
      });
    },
    dispose() {
      disposed = true;
    },
  };
}

/** The processor of the page: a pool of same-origin workers (1 on 2 cores, 2 above), or the page itself. */
export function createImageProcessor(): ImageProcessor {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return createMainThreadProcessor();
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  const concurrency = Math.max(1, Math.min(2, cores - 1));
  return createWorkerPool(
    () => new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module', name: 'outilo-images' }) as unknown as WorkerLike,
    concurrency,
    createMainThreadProcessor,
  );
}
