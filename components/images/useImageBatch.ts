import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResultLine } from '../tool/ResultCard';
import { batchView } from './batchView';
import type { ImageProcessor, RunOptions } from './bridge';
import type { AnimatedImage, ImageJob, ImageOutcome, JobAnswer } from './engine';
import { isAbort, JobFailed } from '../lib/jobErrors';
import { isLoadFailure, onDemand, reloadIfStuck } from '../lib/onDemand';
import { formatBytes, keepOriginal, takeForBatch, type BatchItem, type ItemResult } from './images';

export interface BatchOptions<S> {
  /** Injected in tests; by default the page's worker pool, created on first use. */
  processor?: ImageProcessor;
  settings: S;
  validate: (file: File) => string | null;
  makeJob: (file: File, settings: S) => ImageJob;
  outputName: (file: File, outcome: ImageOutcome, settings: S) => string;
  /** SPEC's failure message of the tool. */
  failure: string;
  /** Hand back the original when the result is not smaller (the compressor). */
  neverLarger?: boolean;
}

/** The bridge to the image workers, loaded when files are about to come. */
const bridge = onDemand(() => import('./bridge'));

const isAnimated = (answer: JobAnswer): answer is AnimatedImage => 'animated' in answer;

/**
 * The files of one tool page and their processing: each file is validated, queued on the worker bridge and
 * settles on its own (progress, result or error). A rerun (new format, recompress) cancels what is still
 * running; removing a file cancels its job.
 */
export function useImageBatch<S>(options: BatchOptions<S>) {
  const [items, setItems] = useState<BatchItem[]>([]);
  const latest = useRef(options);
  latest.current = options;
  /**
   * The page's own worker pool (when no processor is injected), made when files are about to come (`prepare`) or
   * come: neither its code nor its worker loads with the page.
   */
  const owned = useRef<Promise<ImageProcessor> | null>(null);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const pool = useCallback(
    (): Promise<ImageProcessor> =>
      (owned.current ??= bridge
        .load()
        .then(({ createImageProcessor }) => createImageProcessor())
        .catch((error: unknown) => {
          owned.current = null; // A chunk that failed to load is requested again with the next file.
          throw error;
        })),
    [],
  );

  /** Runs a job on the injected processor (tests), or on the page's pool. */
  const run = useCallback(
    (job: ImageJob, options: RunOptions) => {
      const injected = latest.current.processor;
      return injected ? injected.run(job, options) : pool().then((processor) => processor.run(job, options));
    },
    [pool],
  );

  useEffect(
    () => () => {
      for (const c of controllers.current.values()) c.abort();
      controllers.current.clear();
      const created = owned.current;
      owned.current = null;
      void created?.then((processor) => processor.dispose(), () => undefined);
    },
    [],
  );

  const patch = (id: number, change: Partial<BatchItem>) => setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = useCallback((item: BatchItem, settings: S) => {
    controllers.current.get(item.id)?.abort();
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    const { makeJob, outputName, failure, neverLarger } = latest.current;
    let job: ImageJob;
    try {
      job = makeJob(item.file, settings);
      if (item.firstFrameOnly) job = { ...job, firstFrameOnly: true };
    } catch {
      patch(item.id, { status: 'error', error: failure, detail: undefined, unloaded: false, result: undefined, progress: 0 });
      return;
    }
    patch(item.id, { status: 'waiting', progress: 0, startedAt: undefined, error: undefined, detail: undefined, unloaded: false, result: undefined });
    let lastShown = -1;
    run(job, {
      signal: controller.signal,
      onProgress: (fraction) => {
        // The first report (the job reached a worker), then a few updates per file.
        if (lastShown >= 0 && fraction - lastShown < 0.1 && fraction < 1) return;
        const first = lastShown < 0;
        lastShown = fraction;
        if (!controller.signal.aborted) patch(item.id, { status: 'working', progress: fraction, ...(first ? { startedAt: Date.now() } : {}) });
      },
    }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(item.id);
        if (isAnimated(answer)) {
          patch(item.id, { status: 'animated', progress: 0, frames: answer.frames, preview: answer.thumbnail, result: undefined });
          return;
        }
        const outcome = answer;
        const kept = Boolean(neverLarger) && keepOriginal(item.file.size, outcome.blob.size);
        const result: ItemResult = kept
          ? { blob: item.file, name: item.file.name, width: outcome.width, height: outcome.height, keptOriginal: true, thumbnail: outcome.thumbnail }
          : {
              blob: outcome.blob,
              name: outputName(item.file, outcome, settings),
              width: outcome.width,
              height: outcome.height,
              keptOriginal: false,
              thumbnail: outcome.thumbnail,
              firstFrameOf: outcome.firstFrameOf,
            };
        patch(item.id, { status: 'done', progress: 1, result, error: undefined, detail: undefined });
      },
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        controllers.current.delete(item.id);
        patch(item.id, {
          status: 'error',
          progress: 0,
          error: failure,
          detail: error instanceof JobFailed ? error.detail : undefined,
          unloaded: isLoadFailure(error),
          result: undefined,
        });
      },
    );
  }, [run]);

  /**
   * Files are about to come (the drop zone reached, hovered or dragged over): the batch's view loads, and the worker
   * pool gets ready (its code, a first worker), so that the first file does not wait for them.
   */
  const prepare = useCallback(() => {
    void batchView.preload().catch(() => undefined);
    if (!latest.current.processor) void pool().then((processor) => processor.warm?.(), () => undefined);
  }, [pool]);

  /** Adds files (up to the batch limit) and starts the valid ones; returns how many were turned away. */
  const add = useCallback(
    (files: readonly File[]): number => {
      const { taken, refused } = takeForBatch(files, itemsRef.current.length);
      prepare();
      const { validate, settings } = latest.current;
      const added: BatchItem[] = taken.map((file) => {
        const error = validate(file);
        return { id: nextId.current++, file, status: error ? 'invalid' : 'waiting', progress: 0, error: error ?? undefined };
      });
      itemsRef.current = [...itemsRef.current, ...added];
      setItems(itemsRef.current);
      for (const item of added) if (item.status === 'waiting') start(item, settings);
      return refused;
    },
    [start, prepare],
  );

  /** Runs every valid file again with `settings` (or the current ones), cancelling older jobs. */
  const rerun = useCallback(
    (settings?: S) => {
      const use = settings ?? latest.current.settings;
      for (const item of itemsRef.current) if (item.status !== 'invalid') start(item, use);
    },
    [start],
  );

  /** Runs one file again (« Réessayer » after its processing code could not be loaded). */
  const retry = useCallback(
    (id: number) => {
      if (reloadIfStuck([bridge])) return;
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (item && item.status !== 'invalid') start(item, latest.current.settings);
    },
    [start],
  );

  /** The person agreed to keep the first image of an animated file: it is encoded now. */
  const keepFirstFrame = useCallback(
    (id: number) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (!item || item.status !== 'animated') return;
      const agreed = { ...item, firstFrameOnly: true };
      itemsRef.current = itemsRef.current.map((candidate) => (candidate.id === id ? agreed : candidate));
      setItems(itemsRef.current);
      start(agreed, latest.current.settings);
    },
    [start],
  );

  /** « Annuler »: the file's job stops (its worker is terminated), the file stays in the list to be run again. */
  const cancel = useCallback((id: number) => {
    const controller = controllers.current.get(id);
    if (!controller) return;
    controller.abort();
    controllers.current.delete(id);
    itemsRef.current = itemsRef.current.map((item) => (item.id === id ? { ...item, status: 'cancelled', progress: 0, startedAt: undefined } : item));
    setItems(itemsRef.current);
  }, []);

  const remove = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    itemsRef.current = itemsRef.current.filter((item) => item.id !== id);
    setItems(itemsRef.current);
  }, []);

  const clear = useCallback(() => {
    for (const c of controllers.current.values()) c.abort();
    controllers.current.clear();
    itemsRef.current = [];
    setItems([]);
  }, []);

  return { items, add, rerun, retry, keepFirstFrame, cancel, remove, clear, prepare };
}

/** Totals of the finished files: `Taille avant`, `Taille après`. */
export function sizeLines(done: readonly BatchItem[]): ResultLine[] {
  const before = done.reduce((sum, item) => sum + item.file.size, 0);
  const after = done.reduce((sum, item) => sum + item.result!.blob.size, 0);
  return [
    { label: 'Taille avant', value: formatBytes(before) },
    { label: 'Taille après', value: formatBytes(after) },
  ];
}
