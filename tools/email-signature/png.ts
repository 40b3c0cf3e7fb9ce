import html2canvas from 'html2canvas';

/**
 * The signature as a PNG image, 600 × 200 pixels on white, drawn in the browser by html2canvas. This module and
 * the library load together, only when « Télécharger en PNG » is clicked (EmailSignatureTool's `pngExport`).
 *
 * - The signature's HTML (the builder's, already escaped) is laid out off screen at its natural width, drawn
 *   at twice its size for sharp text, then placed on the 600 × 200 white image with a 16 px margin: scaled
 *   down (never up) to fit, left-aligned and centred vertically.
 * - A photo from another site can be drawn only if its server allows it (CORS). It is tried first with
 *   CORS; if that fails, the image is made without the photo, and the caller says so.
 */
export const PNG_WIDTH = 600;
export const PNG_HEIGHT = 200;
export const PNG_NAME = 'signature-email.png';
const MARGIN = 16;
const RENDER_SCALE = 2;
const IMAGE_TIMEOUT_MS = 8000;

export interface SignaturePng {
  blob: Blob;
  /** The photo could not be drawn (its server refuses CORS) and was left out. */
  photoLeftOut: boolean;
}

/** Whether an image can be drawn on a canvas without tainting it (same origin, or CORS allowed). */
function readableImage(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => resolve(false), IMAGE_TIMEOUT_MS);
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    img.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG vide'))), 'image/png');
  });
}

/** Draws the signature's HTML into a 600 × 200 PNG on white. */
export async function renderSignaturePng(html: string): Promise<SignaturePng> {
  const host = document.createElement('div');
  host.className = 'sig-render';
  host.setAttribute('aria-hidden', 'true');
  // The builder's HTML: every user text escaped and every address checked (see html.ts). Parsed into an inert
  // document, where no script runs and no image loads, then moved in.
  host.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
  document.body.append(host);
  try {
    let photoLeftOut = false;
    for (const img of host.querySelectorAll('img')) {
      if (!(await readableImage(img.src))) {
        img.remove();
        photoLeftOut = true;
      }
    }
    const shot = await html2canvas(host, { backgroundColor: '#ffffff', scale: RENDER_SCALE, useCORS: true, logging: false });
    const canvas = document.createElement('canvas');
    canvas.width = PNG_WIDTH;
    canvas.height = PNG_HEIGHT;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas indisponible');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, PNG_WIDTH, PNG_HEIGHT);
    const width = shot.width / RENDER_SCALE;
    const height = shot.height / RENDER_SCALE;
    const fit = Math.min(1, (PNG_WIDTH - 2 * MARGIN) / width, (PNG_HEIGHT - 2 * MARGIN) / height);
    const drawnHeight = height * fit;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(shot, MARGIN, Math.round((PNG_HEIGHT - drawnHeight) / 2), width * fit, drawnHeight);
    return { blob: await toBlob(canvas), photoLeftOut };
  } finally {
    host.remove();
  }
}
