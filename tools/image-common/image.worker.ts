/// <reference lib="webworker" />
import { ImageJobError, processImage } from './engine';
import type { WorkerReply, WorkerRequest } from './bridge';

/**
 * The image tools' worker, same origin, bundled by Vite and WXT: it receives one job at a time, reports
 * its progress and answers with the encoded image. Cancelling a job terminates the whole worker (bridge.ts).
 */
declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { id, job } = event.data;
  const reply = (message: WorkerReply) => self.postMessage(message);
  processImage(job, (fraction) => reply({ id, kind: 'progress', fraction })).then(
    (outcome) => reply({ id, kind: 'done', outcome }),
    (error: unknown) => reply({ id, kind: 'error', detail: error instanceof ImageJobError ? error.detail : undefined }),
  );
});
