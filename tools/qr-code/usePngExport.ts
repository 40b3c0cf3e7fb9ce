import { useEffect, useState } from 'react';
import { onDemand } from '../../components/lib/onDemand';
import { saveFile } from '../../components/lib/saveFile';
import type { ComposedImage, GeneratedCode } from '../../components/qr/draw';

/** The PNG export (any side up to 4 000 px, checked), loaded on the first download or copy. */
const exporter = onDemand(() => import('./exportImage'));

export const COPIED_MESSAGE = 'Image copiée dans le presse-papiers.';
export const COPY_REFUSED =
  'Copie refusée\u00a0: le navigateur n’autorise pas cette page à copier une image. Téléchargez le PNG à la place.';
const EXPORT_LOAD_FAILED = 'L’export n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.';

/** What the export buttons say after a click: the copy done, or why no file was handed over. */
export interface ExportStatus {
  ok: boolean;
  message: string;
}

/**
 * The PNG of a code at the chosen side, downloaded or copied, and what the buttons say about it. A status speaks of the
 * image it was made from: any change of the image or the side clears it. `verified`: the code was read back, so the
 * export need not check it again.
 */
export function usePngExport(image: ComposedImage | null, side: number, verified: boolean) {
  const [status, setStatus] = useState<ExportStatus | null>(null);
  useEffect(() => setStatus(null), [image, side]);

  const exported = async (composed: ComposedImage, made: GeneratedCode) => {
    setStatus(null);
    try {
      const result = await (await exporter.load()).exportPng(composed, made, side, verified);
      if (!result.ok) setStatus({ ok: false, message: result.message });
      return result.ok ? result.blob : null;
    } catch (error) {
      console.error('Export PNG impossible', error);
      setStatus({ ok: false, message: EXPORT_LOAD_FAILED });
      return null;
    }
  };
  const downloadPng = async (composed: ComposedImage, made: GeneratedCode) => {
    const blob = await exported(composed, made);
    if (blob) await saveFile(blob, `${made.stamp}.png`);
  };
  const copyPng = async (composed: ComposedImage, made: GeneratedCode) => {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      setStatus({ ok: false, message: COPY_REFUSED });
      return;
    }
    const blob = await exported(composed, made);
    if (!blob) return;
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      setStatus({ ok: true, message: COPIED_MESSAGE });
    } catch (error) {
      console.warn('Copie de l’image refusée', error);
      setStatus({ ok: false, message: COPY_REFUSED });
    }
  };
  return { status, downloadPng, copyPng };
}
