import type { ImageJob } from '../../components/images/engine';
import { MB, withExtension, type OutputType } from '../../components/images/images';

/** SPEC.md sections 4, 5, 8 and 9: WebP to JPG or PNG. One MB is 1024 × 1024 bytes. */
export const WEBP_MAX_BYTES = 10 * MB;
export const WEBP_MAX_SIDE = 1920;
export const WEBP_TARGET_BYTES = 1 * MB;
/** JPG: first quality tried, lowered by 5 % per try (up to 10 tries) while the file is above 1 MB. */
export const JPG_INITIAL_QUALITY = 0.92;

export const WEBP_MESSAGES = {
  type: 'Veuillez sélectionner une image WebP',
  size: 'La taille du fichier ne doit pas dépasser 10MB',
  converting: 'Conversion en cours...',
  cancelled: 'Conversion annulée.',
  error: 'Une erreur est survenue lors de la conversion',
} as const;

export type WebpOutput = 'jpg' | 'png';

export const WEBP_OUTPUTS: readonly { value: WebpOutput; label: string }[] = [
  { value: 'jpg', label: 'JPG' },
  { value: 'png', label: 'PNG' },
];

export function outputType(output: WebpOutput): OutputType {
  return output === 'png' ? 'image/png' : 'image/jpeg';
}

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * SPEC's two checks, in its order: the type must contain « webp », then at most 10 MB. A file the system
 * gave no type (some drag and drops) is judged by its `.webp` extension. The content itself is checked
 * when it is decoded: a renamed text file fails there with the conversion error.
 */
export function validateWebp(file: FileFacts): string | null {
  const type = file.type.toLowerCase();
  const isWebp = type ? type.includes('webp') : /\.webp$/i.test(file.name);
  if (!isWebp) return WEBP_MESSAGES.type;
  if (file.size > WEBP_MAX_BYTES) return WEBP_MESSAGES.size;
  return null;
}

/** The job: longest side at most 1920 px, aiming at 1 MB; JPG on white; PNG lossless first. */
export function conversionJob(file: Blob, output: WebpOutput): ImageJob {
  if (output === 'png') {
    return {
      file,
      outputType: 'image/png',
      maxSide: WEBP_MAX_SIDE,
      quality: 1,
      step: 0.85,
      targetBytes: WEBP_TARGET_BYTES,
      maxIterations: 10,
      pngLosslessFirst: true,
    };
  }
  return {
    file,
    outputType: 'image/jpeg',
    maxSide: WEBP_MAX_SIDE,
    quality: JPG_INITIAL_QUALITY,
    step: 0.95,
    targetBytes: WEBP_TARGET_BYTES,
    maxIterations: 10,
  };
}

/** `photo.webp` → `photo.jpg` or `photo.png`. */
export function convertedName(name: string, output: WebpOutput): string {
  return withExtension(name, outputType(output));
}
