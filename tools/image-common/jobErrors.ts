/**
 * How a job on the image bridge ends other than with an image: cancelled (an AbortError) or failed. Apart from the
 * bridge, so that the page can tell them apart without loading the bridge before it needs it.
 */

/** The job failed; `detail` says why in French when known. */
export class JobFailed extends Error {
  constructor(readonly detail?: string) {
    super(detail ?? 'Échec du traitement de l’image');
    this.name = 'JobFailed';
  }
}

export function abortError(): DOMException {
  return new DOMException('Traitement annulé', 'AbortError');
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
