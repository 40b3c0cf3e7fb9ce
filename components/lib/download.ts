/**
 * Files made on the device and handed to the user: a blob becomes a download under a chosen name. Nothing
 * is uploaded; the object URL is revoked once the browser has taken the file.
 */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium reads the URL when the click is handled, not synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A data: URL (canvas.toDataURL) turned into a Blob, for downloads and size checks. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Adresse data: invalide');
  const [, type, base64, payload] = match;
  if (!base64) return new Blob([decodeURIComponent(payload!)], { type: type || 'text/plain' });
  const binary = atob(payload!);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: type || 'application/octet-stream' });
}

/** A file name's base without its extension: `photo.vacances.webp` → `photo.vacances`. */
export function baseName(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(0, dot) : filename;
}
