import { onDemand } from './onDemand';

const downloadCode = onDemand(() => import('./download'));

/**
 * Saves a file the user asked for (a QR code, a draw's proof, the deduplicated list), loading the download code
 * (download.ts) on that click rather than with the page. `content` may use that module (to decode a data
 * URL). Never throws: a failure is logged.
 */
export async function saveFile(content: Blob | ((download: typeof import('./download')) => Blob), filename: string): Promise<void> {
  try {
    const download = await downloadCode.load();
    download.downloadBlob(typeof content === 'function' ? content(download) : content, filename);
  } catch (error) {
    console.error('Téléchargement impossible', error);
  }
}
