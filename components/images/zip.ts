import { onDemand } from '../lib/onDemand';
import { uniqueNames } from './images';

const fflate = onDemand(() => import('fflate'));

export interface ZipEntry {
  name: string;
  blob: Blob;
}

const SLICE = 1 << 20;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One ZIP of the results, made in the browser with fflate (loaded only now). Images are already
 * compressed, so they are stored as they are; the work goes by 1 MB slices so the page keeps answering.
 * Names are made unique (`photo (2).jpg`).
 */
export async function zipBlobs(entries: readonly ZipEntry[]): Promise<Blob> {
  const { Zip, ZipPassThrough } = await fflate.load();
  const names = uniqueNames(entries.map((e) => e.name));
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else parts.push(chunk);
    if (final) finished = true;
  });
  for (const [index, entry] of entries.entries()) {
    const file = new ZipPassThrough(names[index]!);
    file.mtime = new Date();
    zip.add(file);
    const bytes = new Uint8Array(await entry.blob.arrayBuffer());
    if (bytes.length === 0) file.push(bytes, true);
    for (let at = 0; at < bytes.length; at += SLICE) {
      file.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
      await yieldToPage();
    }
  }
  zip.end();
  if (failure || !finished) throw failure ?? new Error('ZIP incomplet');
  return new Blob(parts as BlobPart[], { type: 'application/zip' });
}
