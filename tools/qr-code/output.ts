/**
 * What the QR code tool needs once something is typed, another content type is chosen or a custom text is switched
 * on, in one chunk loaded then (or as soon as the tool is reached), never with the page (issue 13): the fields of
 * every type but the web address, those of the custom text, the builders of the encoded text, the hints about odd
 * fields and the live preview (the code, its image, its self-check and its facts). The encoder itself (draw.ts)
 * follows for the first code.
 */
export { buildPayload, fieldWarnings } from './payload';
export { LivePreview } from './LivePreview';
export { MoreFields } from './MoreFields';
export { BandFields, StyleFields } from './TextFields';
