/**
 * The logo's file, read in the browser: checked (type, weight), turned into a data URL (the SVG embeds it, the device
 * keeps it) and decoded, so that a file that is no image is refused before it reaches the code.
 */
import { logoFileError } from '../../components/qr/qrCode';

export type LogoRead = { ok: true; href: string; image: HTMLImageElement } | { ok: false; message: string };

export const LOGO_UNREADABLE = 'Image illisible\u00a0: le fichier est abîmé ou n’est pas une image. Choisissez-en une autre.';

/** The decoded image of a logo's data URL, or null when the browser cannot read it. */
export async function decodeLogo(href: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.src = href;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

export async function readLogo(file: File): Promise<LogoRead> {
  const error = logoFileError(file);
  if (error) return { ok: false, message: error };
  const href = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
  const image = href ? await decodeLogo(href) : null;
  return href && image ? { ok: true, href, image } : { ok: false, message: LOGO_UNREADABLE };
}
