import type { WorkerReply, WorkerRequest } from './workerPool';

/** What a dedicated worker's global scope offers that answerJobs uses. */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

/**
 * The worker's side of workerPool.ts: each job received is acknowledged (`started`: the worker's code is there), then
 * handed to `work`, its progress and its outcome (or the French reason it failed, from `detailOf`) sent back under the
 * job's id. Cancelling terminates the worker.
 */
export function answerJobs<Job, Outcome>(
  work: (job: Job, onProgress: (fraction: number) => void) => Outcome | Promise<Outcome>,
  detailOf: (error: unknown) => string | undefined = () => undefined,
  scope: WorkerScope = globalThis as unknown as WorkerScope,
): void {
  scope.addEventListener('message', (event) => {
    const { id, job } = event.data as WorkerRequest<Job>;
    const reply = (message: WorkerReply<Outcome>) => scope.postMessage(message);
    reply({ id, kind: 'started' });
    new Promise<Outcome>((resolve) => resolve(work(job, (fraction) => reply({ id, kind: 'progress', fraction })))).then(
      (outcome) => reply({ id, kind: 'done', outcome }),
      (error: unknown) => reply({ id, kind: 'error', detail: detailOf(error) }),
    );
  });
}
