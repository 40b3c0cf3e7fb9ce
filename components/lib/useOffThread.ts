import { useEffect, useMemo, useRef, useState } from 'react';
import { isAbort } from './jobErrors';
import { createMainThreadRunner, createWorkerPool, type JobRunner, type WorkerLike } from './workerPool';

/**
 * Texts up to this many characters are computed on the page, in the render that shows them: well under a frame
 * for the text tools (npm run bench:text), with no worker to start. Longer ones go to the tool's worker.
 */
export const ON_PAGE_CHARS = 10_000;

/** A tool's computation and the worker that runs it (`answerJobs(compute)` in the worker's module). */
export interface OffThreadWork<Job, Outcome> {
  /** Pure: the same function runs on the page for a small job and in the worker for a large one. */
  compute: (job: Job) => Outcome;
  /** `new Worker(new URL('./tool.worker.ts', import.meta.url), { type: 'module' })`, so that the bundlers emit it. */
  worker: () => Worker;
}

/**
 * The outcome of `work.compute(job)`, computed during the render when `large` is false, and otherwise in a
 * same-origin worker (workerPool.ts), so that no long computation holds the page's thread. A newer job cancels the
 * one running (its worker is terminated); meanwhile the last outcome stays on screen and `pending` is true.
 * `job` must keep its identity while it does not change (a string, or an object from useMemo).
 */
export function useOffThread<Job, Outcome>(job: Job, large: boolean, initial: Outcome, work: OffThreadWork<Job, Outcome>): { outcome: Outcome; pending: boolean } {
  const { compute } = work;
  const onPage = useMemo(() => (large ? undefined : { outcome: compute(job) }), [compute, job, large]);
  const [done, setDone] = useState<{ job: Job; outcome: Outcome } | null>(null);
  const runner = useRef<JobRunner<Job, Outcome> | null>(null);
  const latestWork = useRef(work);
  latestWork.current = work;
  const last = useRef(initial);

  useEffect(() => {
    if (!large) {
      setDone(null);
      return undefined;
    }
    runner.current ??= makeRunner(latestWork.current);
    const controller = new AbortController();
    runner.current.run(job, { signal: controller.signal }).then(
      (outcome) => setDone({ job, outcome }),
      (error: unknown) => {
        // A worker that died mid-way (out of memory): the page computes this job itself rather than show nothing.
        if (!isAbort(error)) setDone({ job, outcome: latestWork.current.compute(job) });
      },
    );
    return () => controller.abort();
  }, [job, large]);

  useEffect(
    () => () => {
      runner.current?.dispose();
      runner.current = null;
    },
    [],
  );

  const outcome = onPage ? onPage.outcome : (done?.outcome ?? last.current);
  useEffect(() => {
    last.current = outcome;
  });
  return { outcome, pending: large && done?.job !== job };
}

function makeRunner<Job, Outcome>({ compute, worker }: OffThreadWork<Job, Outcome>): JobRunner<Job, Outcome> {
  const onPage = () => createMainThreadRunner(compute);
  return typeof Worker === 'function' ? createWorkerPool(() => worker() as unknown as WorkerLike<Job, Outcome>, { fallback: onPage }) : onPage();
}
