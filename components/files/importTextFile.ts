import { createMainThreadRunner, createWorkerPool, type JobRunner, type RunOptions, type WorkerLike } from '../lib/workerPool';
import { readTextFile, type TextFileJob, type TextFileOutcome } from './readTextFile';

/** Files up to this size are read on the page: quicker than starting a worker. A `.docx` always goes to the worker. */
const ON_PAGE_BYTES = 1_000_000;

let runner: JobRunner<TextFileJob, TextFileOutcome> | undefined;

function workerRunner(): JobRunner<TextFileJob, TextFileOutcome> {
  const onPage = () => createMainThreadRunner(readTextFile);
  runner ??=
    typeof Worker === 'function'
      ? createWorkerPool(
          () => new Worker(new URL('./textFile.worker.ts', import.meta.url), { type: 'module', name: 'outilo-fichiers' }) as unknown as WorkerLike<TextFileJob, TextFileOutcome>,
          { fallback: onPage, diedDetail: 'Le fichier est trop lourd pour la mémoire de cet appareil.' },
        )
      : onPage();
  return runner;
}

/**
 * Reads `job.file` as text (readTextFile.ts): in the file worker when it is big or a Word document, so that decoding
 * 30 MB never holds the page; cancelled with `signal` (the worker is stopped).
 */
export function importTextFile(job: TextFileJob, options: RunOptions = {}): Promise<TextFileOutcome> {
  if (job.file.size <= ON_PAGE_BYTES && !/\.docx$/i.test(job.file.name)) return readTextFile(job, options.onProgress);
  return workerRunner().run(job, options);
}
