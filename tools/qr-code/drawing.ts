import { onDemand } from '../../components/lib/onDemand';

/**
 * The encoder and the drawing code (draw.ts, with the `qrcode` package): a chunk of its own, asked for as the QR code
 * page's code runs (QrCodeTool.tsx) and read by the preview (useQrImage.ts).
 */
export const drawing = onDemand(() => import('../../components/qr/draw'));
