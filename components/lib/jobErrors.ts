/**
 * How a job on a worker bridge (workerPool.ts) ends other than with its outcome: cancelled (an AbortError) or
 * failed. Apart from the bridge, so that a page can tell them apart without loading the bridge before it needs it.
 */

/** The job failed; `detail` says why in French when known. */
export class JobFailed extends Error {
  constructor(readonly detail?: string) {
    super(detail ?? 'Échec du traitement');
    this.name = 'JobFailed';
  }
}

export function abortError(): DOMException {
  return new DOMException('Traitement annulé', 'AbortError');
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
