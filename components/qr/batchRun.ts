/**
 * Makes a batch of QR codes in the browser with the page's design, each one checked by the decoder of the page's own
 * check, and the ZIP of those that passed. The page's thread is handed back between codes, so 500 codes never freeze
 * it; a cancel stops at the next code. Loaded with the batch section only.
 */
import jsQR from 'jsqr';
import { dataUrlToBlob } from '../lib/download';
import { zipBlobs, type ZipEntry } from '../images/zip';
import { fileNames, linePayload, lineName, tooLongLine, type BatchItem } from './batch';
import { checkFacts, checkVerdict, compose, createMatrix, readFinalImage } from './draw';
import { GENERATION_ERROR, type ErrorLevel, type QrStyle, type ReadyLogo, type TextOptions } from './qrCode';


export type BatchFormat = 'png' | 'svg';

/** The page's design, as each code of the batch is drawn. */
export interface BatchDesign {
  size: number;
  margin: number;
  level: ErrorLevel;
  dark: string;
  light: string;
  style: QrStyle;
  text: TextOptions;
  logo: ReadyLogo | null;
  format: BatchFormat;
}

/** A line left out of the ZIP, and why (in French, naming the line). */
export interface BatchFailure {
  line: number;
  message: string;
}

export interface BatchResult {
  /** The ZIP of the verified codes, or null when none passed. */
  zip: Blob | null;
  verified: number;
  total: number;
  failures: BatchFailure[];
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One line's file, or why it has none: the line checked (a refused address is never encoded), made, drawn and decoded back to exactly what it holds. */
function makeOne(item: BatchItem, design: BatchDesign): { ok: true; blob: Blob } | { ok: false; message: string } {
  const { size, margin, level, dark, light, style, text, logo, format } = design;
  const line = linePayload(item);
  if (!line.ok) return line;
  const { payload } = line;
  const made = createMatrix(payload, level);
  if (!made.ok) return { ok: false, message: made.reason === 'too-long' ? tooLongLine({ ...item, content: payload }, level) : `${lineName(item.line)}\u00a0: ${GENERATION_ERROR}.` };
  const code = { payload, size, margin, level, dark, light, matrix: made.matrix, stamp: '' };
  const drawn = compose(code, text, style, logo);
  const { image } = drawn;
  const facts = checkFacts(code, style, logo !== null);
  let verdict = checkVerdict({ ...facts, decoded: null });
  if (verdict.kind === 'unreadable') verdict = checkVerdict({ ...facts, decoded: readFinalImage(jsQR, drawn, code, text, style, logo) });
  if (verdict.kind !== 'ok') return { ok: false, message: `${lineName(item.line)}\u00a0: ${verdict.message}` };
  return { ok: true, blob: format === 'png' ? dataUrlToBlob(image.dataUrl) : new Blob([image.svg], { type: 'image/svg+xml' }) };
}

/**
 * Makes every line's code (`onProgress` after each), then the ZIP of the verified ones, named from their lines.
 * Resolves with null once `signal` is aborted.
 */
export async function runBatch(
  items: readonly BatchItem[],
  design: BatchDesign,
  { onProgress, signal }: { onProgress: (done: number) => void; signal: AbortSignal },
): Promise<BatchResult | null> {
  const names = fileNames(items, design.format);
  const entries: ZipEntry[] = [];
  const failures: BatchFailure[] = [];
  for (const [index, item] of items.entries()) {
    await nextTask();
    if (signal.aborted) return null;
    try {
      const one = makeOne(item, design);
      if (one.ok) entries.push({ name: names[index]!, blob: one.blob });
      else failures.push({ line: item.line, message: one.message });
    } catch (error) {
      console.error('Erreur lors de la génération du QR code', error);
      failures.push({ line: item.line, message: `${lineName(item.line)}\u00a0: ${GENERATION_ERROR}.` });
    }
    onProgress(index + 1);
  }
  const zip = entries.length > 0 ? await zipBlobs(entries) : null;
  return signal.aborted ? null : { zip, verified: entries.length, total: items.length, failures };
}
