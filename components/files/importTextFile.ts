import { onDemand } from '../lib/onDemand';
import { createMainThreadRunner, createWorkerPool, type JobRunner, type RunOptions, type WorkerLike } from '../lib/workerPool';
import { readTextFile, type TextFileJob, type TextFileOutcome } from './readTextFile';

/** Files up to this size are read on the page: quicker than starting a worker. A `.docx` always goes to its worker. */
const ON_PAGE_BYTES = 1_000_000;

const docxCode = onDemand(() => import('./docxText'));

/** Where no worker can run, the page reads the file, loading mammoth for a Word document. */
const readOnPage = (job: TextFileJob, onProgress: (fraction: number) => void) =>
  readTextFile(job, onProgress, async (bytes) => (await docxCode.load()).docxText(bytes));

const runners: Partial<Record<'text' | 'docx', JobRunner<TextFileJob, TextFileOutcome>>> = {};

function runnerFor(kind: 'text' | 'docx'): JobRunner<TextFileJob, TextFileOutcome> {
  const onPage = () => createMainThreadRunner(readOnPage);
  const made = () =>
    kind === 'docx'
      ? new Worker(new URL('./docxFile.worker.ts', import.meta.url), { type: 'module', name: 'outilo-word' })
      : new Worker(new URL('./textFile.worker.ts', import.meta.url), { type: 'module', name: 'outilo-fichiers' });
  runners[kind] ??=
    typeof Worker === 'function'
      ? createWorkerPool(() => made() as unknown as WorkerLike<TextFileJob, TextFileOutcome>, {
          fallback: onPage,
          diedDetail: 'Le fichier est trop lourd pour la mémoire de cet appareil.',
        })
      : onPage();
  return runners[kind];
}

/**
 * Reads `job.file` as text (readTextFile.ts): in a worker when it is big or a Word document (mammoth only in the
 * Word worker), so that decoding 30 MB never holds the page; cancelled with `signal` (the worker is stopped).
 */
export function importTextFile(job: TextFileJob, options: RunOptions = {}): Promise<TextFileOutcome> {
  const docx = /\.docx$/i.test(job.file.name);
  if (job.file.size <= ON_PAGE_BYTES && !docx) return readTextFile(job, options.onProgress);
  return runnerFor(docx ? 'docx' : 'text').run(job, options);
}
