import { vi } from 'vitest';
import type { ImageProcessor, RunOptions } from './bridge';
import type { AnimatedImage, ImageJob, ImageOutcome, JobAnswer } from './engine';
import { batchView } from './batchView';

// The batch's view is a chunk of its own, fetched as files come (batchView.tsx): loaded once here, so that a test sees
// the rows as soon as it adds files, as a page does once the drop zone has been reached.
await batchView.preload();

/** One job the fake processor received, settled by the test. */
export interface PendingJob {
  job: ImageJob;
  options: RunOptions;
  resolve: (outcome: JobAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * A stand-in for the worker bridge in component tests (jsdom has neither workers nor canvas): it records
 * every job and lets the test answer each one. Also stubs object URLs, which jsdom lacks.
 */
export function fakeProcessor() {
  const jobs: PendingJob[] = [];
  const processor: ImageProcessor = {
    run: (job, options = {}) =>
      new Promise<JobAnswer>((resolve, reject) => {
        jobs.push({ job, options, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(new DOMException('Traitement annulé', 'AbortError')));
        options.onProgress?.(0);
      }),
    dispose: vi.fn(),
  };
  URL.createObjectURL = vi.fn(() => 'blob:outilo-test');
  URL.revokeObjectURL = vi.fn();
  return { processor, jobs };
}

export function outcomeOf(size: number, type: ImageJob['outputType'], width = 1920, height = 960): ImageOutcome {
  return { blob: new Blob([new Uint8Array(size)], { type }), width, height, quality: 0.9, encodes: 1, reached: true };
}

export function fileOf(name: string, type: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** The worker's answer for an animated image that it was not allowed to flatten. */
export function animatedOf(frames: number, width = 480, height = 270): AnimatedImage {
  return { animated: true, frames, width, height };
}
