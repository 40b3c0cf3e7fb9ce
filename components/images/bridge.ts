import { onDemand } from '../lib/onDemand';
import { createMainThreadRunner, createWorkerPool, type JobRunner, type WorkerLike } from '../lib/workerPool';
import type { ImageJob, JobAnswer } from './engine';

/** The image tools' bridge to their worker (components/lib/workerPool.ts), typed for images. */
export type ImageProcessor = JobRunner<ImageJob, JobAnswer>;
export type { RunOptions } from '../lib/workerPool';

const WORKER_DIED = 'Le traitement s’est interrompu (mémoire insuffisante\u00a0?). Essayez une image plus petite.';

/**
 * Where no worker can run: the same work on the page, one job at a time, yielding to the page between jobs and
 * between the steps of a job.
 */
export function createMainThreadProcessor(): ImageProcessor {
  return createMainThreadRunner(async (job: ImageJob, onProgress) => (await engine.load()).processImage(job, onProgress));
}

/** The engine, for the page's own runs only (a worker imports it itself). */
const engine = onDemand(() => import('./engine'));

/** The processor of the page: a pool of same-origin workers (1 on 2 cores, 2 above), or the page itself. */
export function createImageProcessor(): ImageProcessor {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return createMainThreadProcessor();
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  const concurrency = Math.max(1, Math.min(2, cores - 1));
  return createWorkerPool(
    () => new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module', name: 'outilo-images' }) as unknown as WorkerLike<ImageJob, JobAnswer>,
    { concurrency, fallback: createMainThreadProcessor, diedDetail: WORKER_DIED },
  );
}
