import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAbort } from './jobErrors';
import { createMainThreadRunner, createWorkerPool, type JobRunner, type WorkerLike } from './workerPool';

/**
 * Texts up to this many characters are computed on the page, in the render that shows them: well under a frame
 * for the text tools (npm run bench:text), with no worker to start. Longer ones go to the tool's worker.
 */
export const ON_PAGE_CHARS = 10_000;

/** A tool's computation and the worker that runs it (`answerJobs(compute)` in the worker's module). */
export interface OffThreadWork<Job, Outcome> {
  /**
   * Pure: the same function runs on the page for a small job and in the worker for a large one, where it may report
   * its progress.
   */
  compute: (job: Job, onProgress: (fraction: number) => void) => Outcome;
  /** `new Worker(new URL('./tool.worker.ts', import.meta.url), { type: 'module' })`, so that the bundlers emit it. */
  worker: () => Worker;
}

export interface OffThreadState<Outcome> {
  outcome: Outcome;
  /** A newer job is running: `outcome` is the last one's. */
  pending: boolean;
  /** The running job's progress (0 to 1), once its worker reports some. */
  progress: number | null;
  /** The user stopped this job (« Annuler »): nothing is computed until the job changes or `retry` is called. */
  cancelled: boolean;
  cancel: () => void;
  retry: () => void;
}

/**
 * The outcome of `work.compute(job)`, computed during the render when `large` is false, and otherwise in a
 * same-origin worker (workerPool.ts), so that no long computation holds the page's thread. A newer job cancels the
 * one running (its worker is terminated); meanwhile the last outcome stays on screen and `pending` is true, with the
 * progress the work reports (`compute(job, onProgress)`). `cancel` stops the running job for good, until the job
 * changes or `retry`. `job` must keep its identity while it does not change (a string, or an object from useMemo).
 */
export function useOffThread<Job, Outcome>(job: Job, large: boolean, initial: Outcome, work: OffThreadWork<Job, Outcome>): OffThreadState<Outcome> {
  const { compute } = work;
  const onPage = useMemo(() => (large ? undefined : { outcome: compute(job, () => {}) }), [compute, job, large]);
  const [done, setDone] = useState<{ job: Job; outcome: Outcome } | null>(null);
  const [progress, setProgress] = useState<{ job: Job; fraction: number } | null>(null);
  const [cancelled, setCancelled] = useState<Job | null>(null);
  const [round, setRound] = useState(0);
  const runner = useRef<JobRunner<Job, Outcome> | null>(null);
  const latestWork = useRef(work);
  latestWork.current = work;
  const last = useRef(initial);
  const controller = useRef<AbortController | null>(null);
  const stopped = large && cancelled === job;

  useEffect(() => {
    if (!large) {
      setDone(null);
      return undefined;
    }
    if (stopped) return undefined;
    runner.current ??= makeRunner(latestWork.current);
    const running = new AbortController();
    controller.current = running;
    let shown = -1;
    runner.current
      .run(job, {
        signal: running.signal,
        // A state change per percent at most: a worker may report far more often.
        onProgress: (fraction) => {
          const percent = Math.floor(fraction * 100);
          if (percent === shown) return;
          shown = percent;
          setProgress({ job, fraction });
        },
      })
      .then(
        (outcome) => setDone({ job, outcome }),
        (error: unknown) => {
          // A worker that died mid-way (out of memory): the page computes this job itself rather than show nothing.
          if (!isAbort(error)) setDone({ job, outcome: latestWork.current.compute(job, () => {}) });
        },
      );
    return () => running.abort();
  }, [job, large, stopped, round]);

  useEffect(
    () => () => {
      runner.current?.dispose();
      runner.current = null;
    },
    [],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setCancelled(() => job);
  }, [job]);
  const retry = useCallback(() => {
    setCancelled(null);
    setRound((n) => n + 1);
  }, []);

  const outcome = onPage ? onPage.outcome : (done?.outcome ?? last.current);
  useEffect(() => {
    last.current = outcome;
  });
  const pending = large && done?.job !== job && !stopped;
  return { outcome, pending, progress: pending && progress?.job === job ? progress.fraction : null, cancelled: stopped, cancel, retry };
}

function makeRunner<Job, Outcome>({ compute, worker }: OffThreadWork<Job, Outcome>): JobRunner<Job, Outcome> {
  const onPage = () => createMainThreadRunner(compute);
  return typeof Worker === 'function' ? createWorkerPool(() => worker() as unknown as WorkerLike<Job, Outcome>, { fallback: onPage }) : onPage();
}
