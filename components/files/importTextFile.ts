import { onDemand } from '../lib/onDemand';
import { createMainThreadRunner, createWorkerPool, type JobRunner, type RunOptions, type WorkerLike } from '../lib/workerPool';
import { readTextFile, type DocumentKind, type TextFileJob, type TextFileOutcome } from './readTextFile';

/** Files up to this size are read on the page: quicker than starting a worker. A document always goes to its worker. */
const ON_PAGE_BYTES = 1_000_000;

const docxCode = onDemand(() => import('./docxText'));
const xlsxCode = onDemand(() => import('./xlsxText'));

/** Where no worker can run, the page reads the file, loading mammoth or the sheet reader for a document. */
const readOnPage = (job: TextFileJob, onProgress: (fraction: number) => void) =>
  readTextFile(job, onProgress, async (bytes, kind) => (kind === 'docx' ? (await docxCode.load()).docxText(bytes) : (await xlsxCode.load()).xlsxText(bytes)));

type Reader = 'text' | DocumentKind;
const runners: Partial<Record<Reader, JobRunner<TextFileJob, TextFileOutcome>>> = {};

function runnerFor(kind: Reader): JobRunner<TextFileJob, TextFileOutcome> {
  const onPage = () => createMainThreadRunner(readOnPage);
  const made = () =>
    kind === 'docx'
      ? new Worker(new URL('./docxFile.worker.ts', import.meta.url), { type: 'module', name: 'outilo-word' })
      : kind === 'xlsx'
        ? new Worker(new URL('./xlsxFile.worker.ts', import.meta.url), { type: 'module', name: 'outilo-excel' })
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
 * Reads `job.file` as text (readTextFile.ts): in a worker when it is big or a document (mammoth only in the Word
 * worker, the sheet reader only in the Excel one), so that decoding 30 MB never holds the page; cancelled with
 * `signal` (the worker is stopped).
 */
export function importTextFile(job: TextFileJob, options: RunOptions = {}): Promise<TextFileOutcome> {
  const document = /\.(docx|xlsx)$/i.exec(job.file.name)?.[1]?.toLowerCase() as DocumentKind | undefined;
  if (job.file.size <= ON_PAGE_BYTES && !document) return readTextFile(job, options.onProgress);
  return runnerFor(document ?? 'text').run(job, options);
}
